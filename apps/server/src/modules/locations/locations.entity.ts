import type { CsvColumn } from '../../platform/export/csv.ts';
import { type EntityDef, defineEntity } from '../../platform/odata/index.ts';
import { tenantEntity } from '../tenants/tenants.entity.ts';
import { tenants } from '../tenants/tenants.table.ts';
import { locations } from './locations.table.ts';

/** What `v1/locations` lists may filter, sort, select and expand. */
export const locationEntity: EntityDef = defineEntity({
  name: 'location',
  table: locations,
  fields: {
    locationId: { column: locations.locationId, type: 'guid' },
    tenantId: { column: locations.tenantId, type: 'guid' },
    name: { column: locations.name, type: 'string' },
    address1: { column: locations.address1, type: 'string' },
    address2: { column: locations.address2, type: 'string' },
    city: { column: locations.city, type: 'string' },
    state: { column: locations.state, type: 'string' },
    country: { column: locations.country, type: 'string' },
    postalCode: { column: locations.postalCode, type: 'string' },
    coordinates: { column: locations.coordinates, type: 'string' },
    created: { column: locations.created, type: 'date' },
    modified: { column: locations.modified, type: 'date' },
  },
  relations: {
    tenant: { entity: () => tenantEntity, kind: 'one', localKey: locations.tenantId, foreignKey: tenants.tenantId },
  },
  searchable: ['name', 'address1', 'city', 'state', 'country', 'postalCode', 'tenant/name'],
  defaultOrderBy: 'name asc',
});

/** CSV export columns. */
export const locationCsvColumns: CsvColumn[] = [
  { field: 'name', header: 'Name' },
  { field: 'address1', header: 'Address 1' },
  { field: 'address2', header: 'Address 2' },
  { field: 'city', header: 'City' },
  { field: 'state', header: 'State' },
  { field: 'country', header: 'Country' },
  { field: 'postalCode', header: 'Postal Code' },
  { field: 'coordinates', header: 'Coordinates' },
  { field: 'tenant.name', header: 'Tenant' },
  { field: 'locationId', header: 'Location Id' },
];
