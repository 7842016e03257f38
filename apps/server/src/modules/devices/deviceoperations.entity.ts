import { sql } from 'drizzle-orm';
import { type EntityDef, defineEntity } from '../../platform/odata/index.ts';
import { operationEntity } from '../packages/packages.entity.ts';
import { operations } from '../packages/packages.table.ts';
import { deviceLogs, deviceOperations } from './devices.table.ts';

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
    operation: { entity: () => operationEntity, kind: 'one', localKey: deviceOperations.operationId, foreignKey: operations.operationId },
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
