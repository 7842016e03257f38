import { type EntityDef, defineEntity } from '../../platform/odata/index.ts';
import { tenantEntity } from '../tenants/tenants.entity.ts';
import { tenants } from '../tenants/tenants.table.ts';
import { actionDefinitions, actionHistories } from './actiondefinitions.table.ts';

/** What `v1/actionDefinitions` lists may filter, sort, select and expand. */
export const actionDefinitionEntity: EntityDef = defineEntity({
  name: 'actionDefinition',
  table: actionDefinitions,
  fields: {
    actionDefinitionId: { column: actionDefinitions.actionDefinitionId, type: 'string' },
    tenantId: { column: actionDefinitions.tenantId, type: 'guid' },
    name: { column: actionDefinitions.name, type: 'string' },
    description: { column: actionDefinitions.description, type: 'string' },
    actionDefinitionTypeId: { column: actionDefinitions.actionDefinitionTypeId, type: 'number' },
    inputParameters: { column: actionDefinitions.inputParameters, type: 'string' },
    endpointUrl: { column: actionDefinitions.endpointUrl, type: 'string' },
    httpMethod: { column: actionDefinitions.httpMethod, type: 'string' },
    headers: { column: actionDefinitions.headers, type: 'string' },
    body: { column: actionDefinitions.body, type: 'string', selectByDefault: false },
    created: { column: actionDefinitions.created, type: 'date' },
    modified: { column: actionDefinitions.modified, type: 'date' },
  },
  relations: {
    tenant: { entity: () => tenantEntity, kind: 'one', localKey: actionDefinitions.tenantId, foreignKey: tenants.tenantId },
  },
  searchable: ['name', 'description', 'endpointUrl', 'tenant/name'],
  defaultOrderBy: 'name asc',
});

/** What `v1/actionHistories` lists may filter, sort, select and expand (`actionDefinition($select=name)`). */
export const actionHistoryEntity: EntityDef = defineEntity({
  name: 'actionHistory',
  table: actionHistories,
  fields: {
    actionHistoryId: { column: actionHistories.actionHistoryId, type: 'guid' },
    tenantId: { column: actionHistories.tenantId, type: 'guid' },
    actionDefinitionId: { column: actionHistories.actionDefinitionId, type: 'string' },
    correlationId: { column: actionHistories.correlationId, type: 'string' },
    actionProcessed: { column: actionHistories.actionProcessed, type: 'date' },
    resultStatusId: { column: actionHistories.resultStatusId, type: 'number' },
    inputParameters: { column: actionHistories.inputParameters, type: 'string' },
    resultDetail: { column: actionHistories.resultDetail, type: 'string' },
    referenceId: { column: actionHistories.referenceId, type: 'string' },
    messageId: { column: actionHistories.messageId, type: 'string' },
    trigger: { column: actionHistories.trigger, type: 'string' },
    attemptCount: { column: actionHistories.attemptCount, type: 'number' },
    nextAttemptAt: { column: actionHistories.nextAttemptAt, type: 'date' },
    attempts: { column: actionHistories.attempts, type: 'json', filterable: false, sortable: false },
    created: { column: actionHistories.created, type: 'date' },
  },
  relations: {
    actionDefinition: {
      entity: () => actionDefinitionEntity, kind: 'one', localKey: actionHistories.actionDefinitionId, foreignKey: actionDefinitions.actionDefinitionId,
    },
  },
  searchable: ['resultDetail', 'correlationId', 'referenceId', 'messageId'],
  defaultOrderBy: 'actionProcessed desc',
});
