import type { CsvColumn } from '../../platform/export/csv.ts';
import { type EntityDef, addRelation, defineEntity } from '../../platform/odata/index.ts';
import { tenantEntity } from '../tenants/tenants.entity.ts';
import { tenants } from '../tenants/tenants.table.ts';
import { subscriptions } from './subscriptions.table.ts';

/** What `v1/subscriptions` lists may filter, sort, select and expand. */
export const subscriptionEntity: EntityDef = defineEntity({
  name: 'subscription',
  table: subscriptions,
  fields: {
    subscriptionId: { column: subscriptions.subscriptionId, type: 'guid' },
    tenantId: { column: subscriptions.tenantId, type: 'guid' },
    name: { column: subscriptions.name, type: 'string' },
    created: { column: subscriptions.created, type: 'date' },
    modified: { column: subscriptions.modified, type: 'date' },
  },
  relations: {
    tenant: { entity: () => tenantEntity, kind: 'one', localKey: subscriptions.tenantId, foreignKey: tenants.tenantId },
  },
  searchable: ['name', 'tenant/name'],
  defaultOrderBy: 'name asc',
});

/** A tenant's subscriptions, for `v1/tenants?$expand=subscriptions` (declared here, beside the foreign key). */
addRelation(tenantEntity, 'subscriptions', {
  entity: () => subscriptionEntity, kind: 'many', localKey: tenants.tenantId, foreignKey: subscriptions.tenantId,
  // Other areas expand their tenant; its subscriptions are the Subscriptions area's to show.
  permission: 'Subscriptions:view',
});

/** CSV export columns: the grid's, with the tenant. */
export const subscriptionCsvColumns: CsvColumn[] = [
  { field: 'name', header: 'Subscription Name' },
  { field: 'subscriptionId', header: 'Subscription Id' },
  { field: 'tenant.name', header: 'Tenant' },
  { field: 'tenantId', header: 'Tenant Id' },
];
