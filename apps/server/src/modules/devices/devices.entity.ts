import { DEVICE_CPU_METRIC, DEVICE_MEMORY_METRIC } from '@portal/contracts';
import { type SQL, sql } from 'drizzle-orm';
import type { CsvColumn } from '../../platform/export/csv.ts';
import { type EntityDef, type FieldDef, defineEntity } from '../../platform/odata/index.ts';
import { locationEntity } from '../locations/locations.entity.ts';
import { locations } from '../locations/locations.table.ts';
import { latestPacketValue } from '../packets/index.ts';
import { devices } from './devices.table.ts';

/**
 * A value of the device's newest packet (latest_packets, one indexed row per entity): a device's own
 * entity only ever receives its heartbeat, so that row is the latest heartbeat.
 */
const latest = (path: 'timestamp' | readonly string[], type: FieldDef['type']): FieldDef => ({
  type,
  column: (row: SQL) => latestPacketValue(sql`${row}."tenant_id"`, sql`${row}."device_id"`, path),
});

/** What `v1/devices` lists may filter, sort, select and expand. Deleted devices are never listed. */
export const deviceEntity: EntityDef = defineEntity({
  name: 'device',
  table: devices,
  fields: {
    deviceId: { column: devices.deviceId, type: 'guid' },
    tenantId: { column: devices.tenantId, type: 'guid' },
    subscriptionId: { column: devices.subscriptionId, type: 'guid' },
    name: { column: devices.name, type: 'string' },
    description: { column: devices.description, type: 'string' },
    tags: { column: devices.tags, type: 'json', filterable: false, sortable: false },
    deviceTypeId: { column: devices.deviceTypeId, type: 'number' },
    locationId: { column: devices.locationId, type: 'guid' },
    operatingSystemId: { column: devices.operatingSystemId, type: 'number' },
    deviceLoggingLevelId: { column: devices.deviceLoggingLevelId, type: 'number' },
    heartbeatInterval: { column: devices.heartbeatInterval, type: 'number' },
    enabled: { column: devices.enabled, type: 'boolean' },
    restartAgentFlag: { column: devices.restartAgentFlag, type: 'boolean' },
    traceExpiration: { column: devices.traceExpiration, type: 'date' },
    traceMinutes: { column: devices.traceMinutes, type: 'number' },
    isDeleted: { column: devices.isDeleted, type: 'boolean' },
    machineName: { column: devices.machineName, type: 'string' },
    ipAddress: { column: devices.ipAddress, type: 'string' },
    architecture: { column: devices.architecture, type: 'string' },
    agentVersion: { column: devices.agentVersion, type: 'string' },
    lastCheckIn: { column: devices.lastCheckIn, type: 'date' },
    created: { column: devices.created, type: 'date' },
    modified: { column: devices.modified, type: 'date' },
    cpu: latest(DEVICE_CPU_METRIC.split('.'), 'number'),
    memory: latest(DEVICE_MEMORY_METRIC.split('.'), 'number'),
    lastPacket: latest('timestamp', 'date'),
  },
  relations: {
    location: { entity: () => locationEntity, kind: 'one', localKey: devices.locationId, foreignKey: locations.locationId },
  },
  searchable: ['name', 'description', 'machineName', 'ipAddress', 'deviceId', 'location/name'],
  defaultOrderBy: 'name asc',
});

/** CSV export columns (the grid's). */
export const deviceCsvColumns: CsvColumn[] = [
  { field: 'name', header: 'Name' },
  { field: 'cpu', header: 'CPU %' },
  { field: 'memory', header: 'Memory %' },
  { field: 'lastPacket', header: 'Last Packet' },
  { field: 'location.name', header: 'Location' },
  { field: 'deviceId', header: 'Device Id' },
  { field: 'enabled', header: 'Enabled' },
];
