import type { CsvColumn } from '../../platform/export/csv.ts';
import { type EntityDef, defineEntity } from '../../platform/odata/index.ts';
import { tenantEntity } from '../tenants/tenants.entity.ts';
import { tenants } from '../tenants/tenants.table.ts';
import { pendingDevices } from './pendingdevices.table.ts';

/** What `v1/pendingdevices` lists may filter, sort, select and expand. The fingerprint and token stay inside. */
export const pendingDeviceEntity: EntityDef = defineEntity({
  name: 'pendingDevice',
  table: pendingDevices,
  fields: {
    pendingDeviceId: { column: pendingDevices.pendingDeviceId, type: 'guid' },
    tenantId: { column: pendingDevices.tenantId, type: 'guid' },
    agentId: { column: pendingDevices.agentId, type: 'guid' },
    machineName: { column: pendingDevices.machineName, type: 'string' },
    operatingSystem: { column: pendingDevices.operatingSystem, type: 'string' },
    operatingSystemId: { column: pendingDevices.operatingSystemId, type: 'number' },
    architecture: { column: pendingDevices.architecture, type: 'string' },
    ipAddress: { column: pendingDevices.ipAddress, type: 'string' },
    agentVersion: { column: pendingDevices.agentVersion, type: 'string' },
    created: { column: pendingDevices.created, type: 'date' },
    lastPing: { column: pendingDevices.lastPing, type: 'date' },
  },
  relations: {
    tenant: { entity: () => tenantEntity, kind: 'one', localKey: pendingDevices.tenantId, foreignKey: tenants.tenantId },
  },
  searchable: ['machineName', 'operatingSystem', 'architecture', 'ipAddress'],
  defaultOrderBy: 'lastPing desc',
});

/** The CSV export's columns, in the grid's order (`GET v1/pendingdevices/export`). */
export const pendingDeviceCsvColumns: CsvColumn[] = [
  { field: 'machineName', header: 'Machine Name' },
  { field: 'operatingSystem', header: 'Operating System' },
  { field: 'architecture', header: 'Architecture' },
  { field: 'ipAddress', header: 'IP Address' },
  { field: 'agentVersion', header: 'Agent Version' },
  { field: 'lastPing', header: 'Last Ping' },
  { field: 'created', header: 'Created' },
  { field: 'tenant.name', header: 'Tenant' },
  { field: 'pendingDeviceId', header: 'Pending Device Id' },
  { field: 'agentId', header: 'Agent Id' },
];
