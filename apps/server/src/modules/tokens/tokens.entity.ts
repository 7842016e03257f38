import type { CsvColumn } from '../../platform/export/csv.ts';
import { type EntityDef, defineEntity } from '../../platform/odata/index.ts';
import { tenantEntity } from '../tenants/tenants.entity.ts';
import { tenants } from '../tenants/tenants.table.ts';
import { tokenGrants } from './tokens.table.ts';

/** What `v1/tokens` lists may filter, sort, select and expand. The hash is deliberately absent. */
export const tokenEntity: EntityDef = defineEntity({
  name: 'token',
  table: tokenGrants,
  fields: {
    tokenGrantId: { column: tokenGrants.tokenGrantId, type: 'guid' },
    tenantId: { column: tokenGrants.tenantId, type: 'guid' },
    name: { column: tokenGrants.name, type: 'string' },
    description: { column: tokenGrants.description, type: 'string' },
    lifetimeYears: { column: tokenGrants.lifetimeYears, type: 'number' },
    createdBy: { column: tokenGrants.createdBy, type: 'string' },
    created: { column: tokenGrants.created, type: 'date' },
    expiresOn: { column: tokenGrants.expiresOn, type: 'date' },
    revokedOn: { column: tokenGrants.revokedOn, type: 'date' },
    lastUsed: { column: tokenGrants.lastUsed, type: 'date' },
  },
  relations: {
    tenant: { entity: () => tenantEntity, kind: 'one', localKey: tokenGrants.tenantId, foreignKey: tenants.tenantId },
  },
  searchable: ['name', 'description', 'createdBy'],
  defaultOrderBy: 'created desc',
});

/** CSV export columns. */
export const tokenCsvColumns: CsvColumn[] = [
  { field: 'name', header: 'Name' },
  { field: 'description', header: 'Description' },
  { field: 'tokenGrantId', header: 'Token Id' },
  { field: 'lifetimeYears', header: 'Lifetime (years, 0 = forever)' },
  { field: 'created', header: 'Created' },
  { field: 'createdBy', header: 'Created By' },
  { field: 'expiresOn', header: 'Expires On' },
  { field: 'revokedOn', header: 'Revoked On' },
  { field: 'lastUsed', header: 'Last Used' },
];
