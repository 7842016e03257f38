import type { CsvColumn } from '../../platform/export/csv.ts';
import { customFieldColumns } from '@portal/contracts';
import { type EntityDef, type FieldDef, defineEntity } from '../../platform/odata/index.ts';
import { tenants } from './tenants.table.ts';

const customFields: Record<string, FieldDef> = Object.fromEntries(
  customFieldColumns.map((c) => [c, { column: tenants[c], type: 'string', sortable: false } satisfies FieldDef]),
);

/**
 * What `v1/tenants` lists may filter, sort, select and expand. Its `subscriptions` relation is declared
 * by subscriptions.entity.ts, which holds the foreign key (addRelation).
 */
export const tenantEntity: EntityDef = defineEntity({
  name: 'tenant',
  table: tenants,
  fields: {
    tenantId: { column: tenants.tenantId, type: 'guid' },
    name: { column: tenants.name, type: 'string' },
    internalNotificationEmailAddress: { column: tenants.internalNotificationEmailAddress, type: 'string' },
    enabled: { column: tenants.enabled, type: 'boolean' },
    assignmentGroups: { column: tenants.assignmentGroups, type: 'string' },
    escalationReasons: { column: tenants.escalationReasons, type: 'string' },
    ...customFields,
    created: { column: tenants.created, type: 'date' },
    modified: { column: tenants.modified, type: 'date' },
  },
  searchable: ['name', 'internalNotificationEmailAddress'],
  defaultOrderBy: 'name asc',
});

/** CSV export columns: the grid's. */
export const tenantCsvColumns: CsvColumn[] = [
  { field: 'name', header: 'Tenant Name' },
  { field: 'tenantId', header: 'Tenant Id' },
  { field: 'internalNotificationEmailAddress', header: 'Internal Notification Email' },
  { field: 'enabled', header: 'Enabled' },
  { field: 'assignmentGroups', header: 'Assignment Groups' },
  { field: 'escalationReasons', header: 'Escalation Reasons' },
];
