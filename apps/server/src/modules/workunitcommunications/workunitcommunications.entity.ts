import { type SQL, sql } from 'drizzle-orm';
import type { CsvColumn } from '../../platform/export/csv.ts';
import { type EntityDef, defineEntity } from '../../platform/odata/index.ts';
import { tenantEntity } from '../tenants/tenants.entity.ts';
import { tenants } from '../tenants/tenants.table.ts';
import {
  workUnitCommunicationActivities as activities,
  workUnitCommunicationWorkUnits as links,
  workUnitCommunications as communications,
} from './workunitcommunications.table.ts';

/** Open statuses in SQL (contracts' communicationStatuses minus the closed ones). */
const OPEN = sql.raw(`('Investigating', 'ConfirmedImpact', 'ServiceRestored')`);

/** Open and its nextUpdate has passed. */
export const overdueSql = (row: SQL) => sql`(${row}."status" in ${OPEN} and ${row}."next_update" is not null and ${row}."next_update" < now())`;

/** Minutes from the event's start to the first notice (the communication's creation); null when created before the event. */
const timeToFirstUpdateSql = (row: SQL) =>
  sql`(case when ${row}."created" >= ${row}."event_started" then floor(extract(epoch from ${row}."created" - ${row}."event_started") / 60)::int end)`;

/** Updates by their promised time over updates due; a communication overdue now counts one more late update. */
const onTimeShareSql = (row: SQL) => {
  const due = sql`(${row}."updates_due" + (case when ${overdueSql(row)} then 1 else 0 end))`;
  return sql`(case when ${due} > 0 then ${row}."updates_on_time"::float8 / ${due} end)`;
};

/** A work unit field through the link row (the work unit is of the link's tenant). */
const workUnitField = (column: string) => (row: SQL) =>
  sql`(select w.${sql.identifier(column)} from work_units w where w.work_unit_id = ${row}."work_unit_id")`;

/** A related work unit as `$expand=workUnits($expand=tenant)` answers it: the link row with the unit's fields. */
export const communicationWorkUnitEntity: EntityDef = defineEntity({
  name: 'workUnit',
  table: links,
  fields: {
    workUnitId: { column: links.workUnitId, type: 'number' },
    workUnitCommunicationId: { column: links.workUnitCommunicationId, type: 'number', selectByDefault: false },
    tenantId: { column: links.tenantId, type: 'guid' },
    publicWorkUnitId: { column: workUnitField('public_work_unit_id'), type: 'guid' },
    title: { column: workUnitField('title'), type: 'string' },
    stateId: { column: workUnitField('state_id'), type: 'number' },
    severityId: { column: workUnitField('severity_id'), type: 'number' },
  },
  relations: {
    tenant: { entity: () => tenantEntity, kind: 'one', localKey: links.tenantId, foreignKey: tenants.tenantId },
  },
  searchable: ['title'],
  defaultOrderBy: 'workUnitId desc',
});

/** What `v1/workunitcommunicationactivities` lists may filter, sort and select. */
export const communicationActivityEntity: EntityDef = defineEntity({
  name: 'workUnitCommunicationActivity',
  table: activities,
  fields: {
    workUnitCommunicationActivityId: { column: activities.workUnitCommunicationActivityId, type: 'number' },
    workUnitCommunicationId: { column: activities.workUnitCommunicationId, type: 'number' },
    activityType: { column: activities.activityType, type: 'string' },
    details: { column: activities.details, type: 'string' },
    isCustomerFacing: { column: activities.isCustomerFacing, type: 'boolean' },
    isComplete: { column: activities.isComplete, type: 'boolean' },
    completed: { column: activities.completed, type: 'date' },
    created: { column: activities.created, type: 'date' },
    createdBy: { column: activities.createdBy, type: 'string' },
  },
  searchable: ['details'],
  defaultOrderBy: 'created asc,workUnitCommunicationActivityId asc',
});

/** What `v1/workunitcommunications` lists may filter, sort, select and expand. */
export const workUnitCommunicationEntity: EntityDef = defineEntity({
  name: 'workUnitCommunication',
  table: communications,
  fields: {
    workUnitCommunicationId: { column: communications.workUnitCommunicationId, type: 'number' },
    publicWorkUnitCommunicationId: { column: communications.publicWorkUnitCommunicationId, type: 'guid' },
    title: { column: communications.title, type: 'string' },
    tenantId: { column: communications.tenantId, type: 'guid' },
    serviceManager: { column: communications.serviceManager, type: 'string' },
    status: { column: communications.status, type: 'string' },
    details: { column: communications.details, type: 'string' },
    customerAssistanceRequired: { column: communications.customerAssistanceRequired, type: 'boolean' },
    rootCause: { column: communications.rootCause, type: 'string' },
    eventStarted: { column: communications.eventStarted, type: 'date' },
    eventEngaged: { column: communications.eventEngaged, type: 'date' },
    eventMitigated: { column: communications.eventMitigated, type: 'date' },
    eventResolved: { column: communications.eventResolved, type: 'date' },
    nextUpdate: { column: communications.nextUpdate, type: 'date' },
    nextInternalUpdate: { column: communications.nextInternalUpdate, type: 'date' },
    maximumImpact: { column: communications.maximumImpact, type: 'string' },
    currentImpact: { column: communications.currentImpact, type: 'string' },
    impactedServices: { column: communications.impactedServices, type: 'string' },
    internalBridge: { column: communications.internalBridge, type: 'string' },
    created: { column: communications.created, type: 'date' },
    modified: { column: communications.modified, type: 'date' },
    createdBy: { column: communications.createdBy, type: 'string' },
    userChanged: { column: communications.userChanged, type: 'date' },
    userChangedBy: { column: communications.userChangedBy, type: 'string' },
    overdue: { column: overdueSql, type: 'boolean' },
    timeToFirstUpdateMinutes: { column: timeToFirstUpdateSql, type: 'number' },
    onTimeUpdateShare: { column: onTimeShareSql, type: 'number' },
  },
  relations: {
    tenant: { entity: () => tenantEntity, kind: 'one', localKey: communications.tenantId, foreignKey: tenants.tenantId },
    workUnitCommunicationActivities: {
      entity: () => communicationActivityEntity, kind: 'many', localKey: communications.workUnitCommunicationId, foreignKey: activities.workUnitCommunicationId,
    },
    workUnits: { entity: () => communicationWorkUnitEntity, kind: 'many', localKey: communications.workUnitCommunicationId, foreignKey: links.workUnitCommunicationId },
  },
  searchable: ['title', 'details', 'impactedServices', 'serviceManager', 'tenant/name'],
  defaultOrderBy: 'created desc,workUnitCommunicationId desc',
});

/** CSV export columns: the grid's, then the rest a report wants. */
export const communicationCsvColumns: CsvColumn[] = [
  { field: 'publicWorkUnitCommunicationId', header: 'ID' },
  { field: 'tenant.name', header: 'Tenant' },
  { field: 'title', header: 'Title' },
  { field: 'currentImpact', header: 'Current Impact' },
  { field: 'status', header: 'Status' },
  { field: 'modified', header: 'Last Modified' },
  { field: 'nextUpdate', header: 'Next Customer Update' },
  { field: 'eventResolved', header: 'Resolved Date' },
  { field: 'serviceManager', header: 'Program Manager' },
  { field: 'maximumImpact', header: 'Maximum Impact' },
  { field: 'impactedServices', header: 'Impacted Services' },
  { field: 'eventStarted', header: 'Event Started' },
  { field: 'created', header: 'Created' },
  { field: 'overdue', header: 'Overdue' },
  { field: 'timeToFirstUpdateMinutes', header: 'Time To First Update (minutes)' },
  { field: 'onTimeUpdateShare', header: 'On-Time Update Share' },
];
