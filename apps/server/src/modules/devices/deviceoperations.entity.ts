import { sql } from 'drizzle-orm';
import { type EntityDef, defineEntity } from '../../platform/odata/index.ts';
import { operations, packages } from '../packages/packages.table.ts';
import { deviceLogs, deviceOperations } from './devices.table.ts';

/** The package of an operation, as `$expand=operation($expand=package)` shows it. */
const operationPackageEntity: EntityDef = defineEntity({
  name: 'package',
  table: packages,
  fields: {
    packageId: { column: packages.packageId, type: 'guid' },
    tenantId: { column: packages.tenantId, type: 'guid' },
    name: { column: packages.name, type: 'string' },
    description: { column: packages.description, type: 'string' },
    packageTypeId: { column: packages.packageTypeId, type: 'number' },
    operatingSystemRidsId: { column: packages.operatingSystemRidsId, type: 'number' },
  },
  defaultOrderBy: 'name asc',
});

/** An operation a device operation runs (part 2 §3 Operation): catalogue data, readable by its devices. */
const deviceOperationOperationEntity: EntityDef = defineEntity({
  name: 'operation',
  table: operations,
  fields: {
    operationId: { column: operations.operationId, type: 'guid' },
    packageId: { column: operations.packageId, type: 'guid' },
    name: { column: operations.name, type: 'string' },
    description: { column: operations.description, type: 'string' },
    operationType: { column: operations.operationType, type: 'number' },
    defaultInterval: { column: operations.defaultInterval, type: 'string' },
    frequencyDefinitions: { column: (row) => sql`to_json(${row}."frequency_definitions")`, type: 'json', filterable: false, sortable: false },
    parameterDefinitions: { column: operations.parameterDefinitions, type: 'json', filterable: false, sortable: false },
    operationResultTypeId: { column: operations.operationResultTypeId, type: 'number' },
  },
  relations: {
    package: { entity: () => operationPackageEntity, kind: 'one', localKey: operations.packageId, foreignKey: packages.packageId },
  },
  defaultOrderBy: 'name asc',
});

/**
 * What `v1/deviceOperations` lists may filter, sort, select and expand. `latestPacket` is the entity's row of
 * latest_packets (kept by the packets module on ingestion), one indexed lookup per row; `queued` is the
 * '(Queued)' state of part 2 §4.
 */
export const deviceOperationEntity: EntityDef = defineEntity({
  name: 'device operation',
  table: deviceOperations,
  fields: {
    deviceOperationId: { column: deviceOperations.deviceOperationId, type: 'guid' },
    tenantId: { column: deviceOperations.tenantId, type: 'guid' },
    deviceId: { column: deviceOperations.deviceId, type: 'guid' },
    operationId: { column: deviceOperations.operationId, type: 'guid' },
    label: { column: deviceOperations.label, type: 'string' },
    referenceId: { column: deviceOperations.referenceId, type: 'string' },
    globalSettingId: { column: deviceOperations.globalSettingId, type: 'string' },
    enabled: { column: deviceOperations.enabled, type: 'boolean' },
    operationComplete: { column: deviceOperations.operationComplete, type: 'boolean' },
    completionToken: { column: deviceOperations.completionToken, type: 'guid' },
    frequencyTypeId: { column: deviceOperations.frequencyTypeId, type: 'number' },
    interval: { column: deviceOperations.interval, type: 'string' },
    isInteractive: { column: deviceOperations.isInteractive, type: 'boolean' },
    isDeleted: { column: deviceOperations.isDeleted, type: 'boolean' },
    parameters: { column: deviceOperations.parameters, type: 'json', filterable: false, sortable: false },
    queued: {
      column: (row) => sql`(${row}."frequency_type_id" = 1 and not ${row}."operation_complete" and ${row}."completion_token" is not null)`,
      type: 'boolean',
    },
    latestPacket: {
      column: (row) => sql`(select json_build_object('packetId', lp.packet_id, 'entityId', lp.entity_id,
        'timestamp', to_char(lp."timestamp" at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'), 'message', lp.message)
        from latest_packets lp where lp.tenant_id = ${row}."tenant_id" and lp.entity_id = ${row}."device_operation_id")`,
      type: 'json', filterable: false, sortable: false,
    },
    created: { column: deviceOperations.created, type: 'date' },
    modified: { column: deviceOperations.modified, type: 'date' },
  },
  relations: {
    operation: { entity: () => deviceOperationOperationEntity, kind: 'one', localKey: deviceOperations.operationId, foreignKey: operations.operationId },
  },
  searchable: ['label', 'operation/name'],
  defaultOrderBy: 'label asc',
});

/** A device operation's log entries (`GET v1/deviceOperations/{id}/logs`), newest first. */
export const deviceOperationLogEntity: EntityDef = defineEntity({
  name: 'log entry',
  table: deviceLogs,
  fields: {
    logEntryId: { column: deviceLogs.logEntryId, type: 'guid' },
    created: { column: deviceLogs.created, type: 'date' },
    entryType: { column: deviceLogs.entryType, type: 'string' },
    detail: { column: deviceLogs.detail, type: 'string' },
  },
  searchable: ['detail'],
  defaultOrderBy: 'created desc',
});
