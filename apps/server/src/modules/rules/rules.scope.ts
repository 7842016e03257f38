import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { blocks } from '../blocks/blocks.table.ts';
import { deviceOperations, devices } from '../devices/devices.table.ts';

/**
 * Packets carry no subscription: an entity has one through its owner (a device, a device operation's
 * device, a block). These read it from the owners' tables, for rules that name a subscription.
 */

/** Every packet entity of a subscription (deleted devices too: their stored packets stay). */
export async function entitiesOfSubscription(db: Db, tenantId: string, subscriptionId: string): Promise<string[]> {
  const [deviceRows, operationRows, blockRows] = await Promise.all([
    db.select({ id: devices.deviceId }).from(devices)
      .where(and(eq(devices.tenantId, tenantId), eq(devices.subscriptionId, subscriptionId))),
    db.select({ id: deviceOperations.deviceOperationId }).from(deviceOperations)
      .innerJoin(devices, and(eq(devices.tenantId, deviceOperations.tenantId), eq(devices.deviceId, deviceOperations.deviceId)))
      .where(and(eq(deviceOperations.tenantId, tenantId), eq(devices.subscriptionId, subscriptionId))),
    db.select({ id: blocks.blockId }).from(blocks)
      .where(and(eq(blocks.tenantId, tenantId), eq(blocks.subscriptionId, subscriptionId))),
  ]);
  return [...deviceRows, ...operationRows, ...blockRows].map((r) => r.id);
}

/** The subscription of each of these entities of a tenant (entities without an owner are left out). */
export async function subscriptionsOf(db: Db, tenantId: string, entityIds: readonly string[]): Promise<Map<string, string>> {
  const found = new Map<string, string>();
  if (!entityIds.length) return found;
  const ids = [...new Set(entityIds)];
  const [deviceRows, operationRows, blockRows] = await Promise.all([
    db.select({ id: devices.deviceId, subscriptionId: devices.subscriptionId }).from(devices)
      .where(and(eq(devices.tenantId, tenantId), inArray(devices.deviceId, ids))),
    db.select({ id: deviceOperations.deviceOperationId, subscriptionId: devices.subscriptionId }).from(deviceOperations)
      .innerJoin(devices, and(eq(devices.tenantId, deviceOperations.tenantId), eq(devices.deviceId, deviceOperations.deviceId)))
      .where(and(eq(deviceOperations.tenantId, tenantId), inArray(deviceOperations.deviceOperationId, ids))),
    db.select({ id: blocks.blockId, subscriptionId: blocks.subscriptionId }).from(blocks)
      .where(and(eq(blocks.tenantId, tenantId), inArray(blocks.blockId, ids))),
  ]);
  for (const row of [...deviceRows, ...operationRows, ...blockRows]) found.set(row.id, row.subscriptionId);
  return found;
}
