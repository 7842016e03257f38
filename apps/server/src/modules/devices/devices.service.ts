import {
  type DeviceResponse, type DeviceSaveBody, type Permission, deviceMessages, deviceSaveMessages,
} from '@portal/contracts';
import { and, count, eq, getTableColumns, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { toIso } from '../../db/timestamps.ts';
import type { Actor } from '../../platform/auth/index.ts';
import { assertTenantUnchanged, badRequest, conflict } from '../../platform/errors/index.ts';
import type { Invalidation } from '../../platform/invalidation/invalidation.ts';
import { type ODataQuery, runList } from '../../platform/odata/index.ts';
import { findScoped, tenantScope } from '../../platform/tenancy/index.ts';
import { locations } from '../locations/locations.table.ts';
import { subscriptions } from '../subscriptions/subscriptions.table.ts';
import { type DeviceRow, bumpConfig, publishDeviceConfig, unregisterPacketEntities } from './devices.config.ts';
import { deviceEntity } from './devices.entity.ts';
import { deviceOperations, devices } from './devices.table.ts';

type Action = 'view' | 'edit' | 'delete';
const permission = (action: Action) => `Devices:${action}` as Permission;

function present(row: DeviceRow, location: { locationId: string; name: string } | null): DeviceResponse {
  return {
    deviceId: row.deviceId,
    tenantId: row.tenantId,
    subscriptionId: row.subscriptionId,
    name: row.name,
    description: row.description,
    tags: row.tags,
    deviceTypeId: row.deviceTypeId,
    locationId: row.locationId,
    location,
    operatingSystemId: row.operatingSystemId,
    deviceLoggingLevelId: row.deviceLoggingLevelId,
    heartbeatInterval: row.heartbeatInterval,
    enabled: row.enabled,
    restartAgentFlag: row.restartAgentFlag,
    traceExpiration: toIso(row.traceExpiration),
    traceMinutes: row.traceMinutes,
    isDeleted: row.isDeleted,
    machineName: row.machineName,
    ipAddress: row.ipAddress,
    architecture: row.architecture,
    agentVersion: row.agentVersion,
    lastCheckIn: toIso(row.lastCheckIn),
    configVersion: row.configVersion,
    created: toIso(row.created),
    modified: toIso(row.modified),
  };
}

/**
 * Devices of the tenants the actor holds Devices permissions in. A deleted device is gone for the portal
 * (404); a foreign one too. Every change an agent must learn of raises config_version in the same
 * transaction and wakes the agent's held request after commit.
 */
export function createDevicesService({ db, invalidation }: { db: Db; invalidation: Invalidation }) {
  async function select(actor: Actor, scope: Permission, deviceId: string) {
    const [row] = await db.select({
      device: getTableColumns(devices), locationName: locations.name,
    }).from(devices)
      .leftJoin(locations, eq(locations.locationId, devices.locationId))
      .where(and(eq(devices.deviceId, deviceId), eq(devices.isDeleted, false), tenantScope(actor, scope, devices.tenantId)));
    return row;
  }

  /** The device if the actor may `action` it: not visible, 404; visible but not `action`, 403. */
  async function find(actor: Actor, action: Action, deviceId: string): Promise<DeviceRow> {
    const row = await findScoped((scope) => select(actor, scope, deviceId), permission(action), permission('view'), 'The device');
    return row.device;
  }

  /** Runs `change` in a transaction with a config_version raise, then wakes the agent. */
  async function changeForAgent<T>(device: DeviceRow, change: (tx: Parameters<Parameters<Db['transaction']>[0]>[0]) => Promise<T>): Promise<T> {
    const result = await db.transaction(async (tx) => {
      const value = await change(tx);
      await bumpConfig(tx, device.tenantId, device.deviceId);
      return value;
    });
    await publishDeviceConfig(invalidation, device.deviceId);
    return result;
  }

  async function list(actor: Actor, query: ODataQuery) {
    return runList(db, deviceEntity, query, {
      where: (ref) => and(tenantScope(actor, 'Devices:view', ref(devices.tenantId)), sql`${ref(devices.isDeleted)} = false`),
    });
  }

  async function get(actor: Actor, deviceId: string): Promise<DeviceResponse> {
    const row = await findScoped((scope) => select(actor, scope, deviceId), 'Devices:view', 'Devices:view', 'The device');
    const { device, locationName } = row;
    return present(device, device.locationId && locationName !== null ? { locationId: device.locationId, name: locationName } : null);
  }

  /** The subscription and location a device may name: its own tenant's (locations: or shared). */
  async function assertReferences(tenantId: string, body: DeviceSaveBody): Promise<void> {
    const [subscription] = await db.select({ id: subscriptions.subscriptionId }).from(subscriptions)
      .where(and(eq(subscriptions.subscriptionId, body.subscriptionId), eq(subscriptions.tenantId, tenantId)));
    if (!subscription) throw badRequest(`subscriptionId: ${deviceSaveMessages.subscriptionNotInTenant}`);
    if (!body.locationId) return;
    const [location] = await db.select({ id: locations.locationId }).from(locations)
      .where(and(eq(locations.locationId, body.locationId), or(eq(locations.tenantId, tenantId), isNull(locations.tenantId))));
    if (!location) throw badRequest(`locationId: ${deviceSaveMessages.locationNotInTenant}`);
  }

  async function save(actor: Actor, deviceId: string, body: DeviceSaveBody): Promise<DeviceResponse> {
    const device = await find(actor, 'edit', deviceId);
    assertTenantUnchanged('A device', device.tenantId, body.tenantId);
    await assertReferences(device.tenantId, body);
    await changeForAgent(device, (tx) => tx.update(devices).set({
      name: body.name,
      description: body.description?.trim() || null,
      subscriptionId: body.subscriptionId.toLowerCase(),
      locationId: body.locationId?.toLowerCase() ?? null,
      heartbeatInterval: body.heartbeatInterval,
      ...(body.tags !== undefined ? { tags: [...new Set(body.tags)] } : {}),
      ...(body.deviceTypeId !== undefined ? { deviceTypeId: body.deviceTypeId } : {}),
      ...(body.operatingSystemId !== undefined ? { operatingSystemId: body.operatingSystemId } : {}),
      ...(body.deviceLoggingLevelId !== undefined ? { deviceLoggingLevelId: body.deviceLoggingLevelId } : {}),
      ...(body.enabled !== undefined ? { enabled: body.enabled } : {}),
    }).where(and(eq(devices.tenantId, device.tenantId), eq(devices.deviceId, deviceId))));
    return get(actor, deviceId);
  }

  /** -1 leaves tracing as it is; 0 stops it; otherwise it runs from now for that many minutes. */
  async function tracing(actor: Actor, deviceId: string, traceMinutes: number) {
    const device = await find(actor, 'edit', deviceId);
    if (traceMinutes === -1) {
      return { message: deviceSaveMessages.tracingSaved, traceMinutes: device.traceMinutes, traceExpiration: toIso(device.traceExpiration) };
    }
    const traceExpiration = traceMinutes === 0 ? null : new Date(Date.now() + traceMinutes * 60_000);
    await changeForAgent(device, (tx) => tx.update(devices).set({ traceMinutes, traceExpiration })
      .where(and(eq(devices.tenantId, device.tenantId), eq(devices.deviceId, deviceId))));
    return { message: deviceSaveMessages.tracingSaved, traceMinutes, traceExpiration: toIso(traceExpiration) };
  }

  /** Sets the restart flag; the agent restarts at its next answer and the agent API clears it. */
  async function restart(actor: Actor, deviceId: string) {
    const device = await find(actor, 'edit', deviceId);
    await changeForAgent(device, (tx) => tx.update(devices).set({ restartAgentFlag: true })
      .where(and(eq(devices.tenantId, device.tenantId), eq(devices.deviceId, deviceId))));
    return { message: deviceMessages.restartQueued(device.name) };
  }

  /**
   * Soft delete, refused while operations are assigned. The credential is revoked (its hash cleared), the
   * device stops receiving packets, and its location is released so the location can be deleted.
   */
  async function remove(actor: Actor, deviceId: string) {
    const device = await find(actor, 'delete', deviceId);
    await changeForAgent(device, async (tx) => {
      // Locks the device row, so an operation added meanwhile waits for this and then finds it deleted.
      await tx.select({ id: devices.deviceId }).from(devices)
        .where(and(eq(devices.tenantId, device.tenantId), eq(devices.deviceId, deviceId))).for('update');
      const [ops] = await tx.select({ n: count() }).from(deviceOperations).where(and(
        eq(deviceOperations.tenantId, device.tenantId), eq(deviceOperations.deviceId, deviceId), eq(deviceOperations.isDeleted, false),
      ));
      if ((ops?.n ?? 0) > 0) throw conflict(deviceMessages.hasOperations(device.name));
      await tx.update(devices).set({ isDeleted: true, credentialHash: null, credentialConfirmed: false, locationId: null })
        .where(and(eq(devices.tenantId, device.tenantId), eq(devices.deviceId, deviceId)));
      const operationIds = await tx.select({ id: deviceOperations.deviceOperationId }).from(deviceOperations)
        .where(and(eq(deviceOperations.tenantId, device.tenantId), eq(deviceOperations.deviceId, deviceId)));
      await unregisterPacketEntities(tx, device.tenantId, [deviceId, ...operationIds.map((o) => o.id)]);
    });
    return { message: deviceMessages.deleted(device.name) };
  }

  return { find, list, get, save, tracing, restart, remove, changeForAgent };
}

export type DevicesService = ReturnType<typeof createDevicesService>;

/** How many live devices use a location (the locations module refuses to delete it then). */
export async function devicesUsingLocation(db: Db, locationId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(devices)
    .where(and(eq(devices.locationId, locationId), eq(devices.isDeleted, false)));
  return row?.n ?? 0;
}
