import { type EntityDef, defineEntity } from '../../platform/odata/index.ts';
import { actionDefinitions } from '../actiondefinitions/actiondefinitions.table.ts';
import { tenantEntity } from '../tenants/tenants.entity.ts';
import { tenants } from '../tenants/tenants.table.ts';
import { protocolActions, protocols } from './protocols.table.ts';

/**
 * The action definition a protocol action runs, as a protocol's readers see it: what the Pending Actions tab
 * and the actions panel show (name, inputs). Not the catalog's entity: its endpoint, headers and body may hold
 * secrets and need ActionDefinitions:view.
 */
export const protocolActionDefinitionEntity: EntityDef = defineEntity({
  name: 'actionDefinition',
  table: actionDefinitions,
  fields: {
    actionDefinitionId: { column: actionDefinitions.actionDefinitionId, type: 'string' },
    name: { column: actionDefinitions.name, type: 'string' },
    description: { column: actionDefinitions.description, type: 'string' },
    actionDefinitionTypeId: { column: actionDefinitions.actionDefinitionTypeId, type: 'number' },
    inputParameters: { column: actionDefinitions.inputParameters, type: 'string' },
  },
  defaultOrderBy: 'name asc',
});

/** What `v1/protocolActions` lists and a protocol's `$expand=protocolActions(...)` may filter, sort, select and expand. */
export const protocolActionEntity: EntityDef = defineEntity({
  name: 'protocolAction',
  table: protocolActions,
  fields: {
    protocolActionId: { column: protocolActions.protocolActionId, type: 'guid' },
    protocolId: { column: protocolActions.protocolId, type: 'guid' },
    tenantId: { column: protocolActions.tenantId, type: 'guid' },
    actionDefinitionId: { column: protocolActions.actionDefinitionId, type: 'string' },
    workUnitEventTypeId: { column: protocolActions.workUnitEventTypeId, type: 'number' },
    parameters: { column: protocolActions.parameters, type: 'json', filterable: false, sortable: false },
    sequence: { column: protocolActions.sequence, type: 'number' },
    runAutomatically: { column: protocolActions.runAutomatically, type: 'boolean' },
    repeatable: { column: protocolActions.repeatable, type: 'boolean' },
    summary: { column: protocolActions.summary, type: 'string' },
    created: { column: protocolActions.created, type: 'date' },
    modified: { column: protocolActions.modified, type: 'date' },
    modifiedBy: { column: protocolActions.modifiedBy, type: 'string' },
  },
  relations: {
    actionDefinition: {
      entity: () => protocolActionDefinitionEntity, kind: 'one',
      localKey: protocolActions.actionDefinitionId, foreignKey: actionDefinitions.actionDefinitionId,
    },
  },
  searchable: ['summary', 'actionDefinition/name'],
  defaultOrderBy: 'workUnitEventTypeId asc,sequence asc',
});

/** What `v1/protocols` lists may filter, sort, select and expand (`tenant`, `protocolActions(...)`). */
export const protocolEntity: EntityDef = defineEntity({
  name: 'protocol',
  table: protocols,
  fields: {
    protocolId: { column: protocols.protocolId, type: 'guid' },
    tenantId: { column: protocols.tenantId, type: 'guid' },
    name: { column: protocols.name, type: 'string' },
    description: { column: protocols.description, type: 'string' },
    owningGroup: { column: protocols.owningGroup, type: 'string' },
    timerInverval: { column: protocols.timerInverval, type: 'string' },
    manualActions: { column: protocols.manualActions, type: 'string' },
    created: { column: protocols.created, type: 'date' },
    modified: { column: protocols.modified, type: 'date' },
    modifiedBy: { column: protocols.modifiedBy, type: 'string' },
  },
  relations: {
    tenant: { entity: () => tenantEntity, kind: 'one', localKey: protocols.tenantId, foreignKey: tenants.tenantId },
    // protocolId is unique on its own, so the tenant need not be part of the join.
    protocolActions: { entity: () => protocolActionEntity, kind: 'many', localKey: protocols.protocolId, foreignKey: protocolActions.protocolId },
  },
  searchable: ['name', 'description', 'owningGroup', 'tenant/name'],
  defaultOrderBy: 'name asc',
});

/**
 * A work unit's protocol as `$expand=protocol` answers it (contracts' WorkUnitProtocolSummary): the work
 * units' entity names this one; work units hold a protocol of their own tenant only (workunits.validation.ts).
 */
export const workUnitProtocolEntity: EntityDef = defineEntity({
  name: 'protocol',
  table: protocols,
  fields: {
    protocolId: { column: protocols.protocolId, type: 'guid' },
    name: { column: protocols.name, type: 'string' },
    manualActions: { column: protocols.manualActions, type: 'string' },
  },
  defaultOrderBy: 'name asc',
});
