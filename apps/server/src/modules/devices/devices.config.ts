import { DEFAULT_HEARTBEAT_SECONDS } from '@portal/contracts';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { Invalidation } from '../../platform/invalidation/invalidation.ts';
import { packetsService } from '../packets/index.ts';
import { devices } from './devices.table.ts';

/** The database or a transaction of it: the functions other modules call take either. */
export type DbOrTx = Db | Parameters<Parameters<Db['transaction']>[0]>[0];
export type DeviceRow = typeof devices.$inferSelect;

/** The invalidation topic whose key is a device id: its configuration changed, held agent requests wake up. */
export const DEVICE_CONFIG_TOPIC = 'device-config';

/**
 * Raises the device's config_version by one (in the caller's transaction): every change an agent must
 * learn of calls it, so a check-in that names an older version receives the new configuration.
 * Answers the new version, or undefined when there is no such device.
 */
export async function bumpConfig(tx: DbOrTx, tenantId: string, deviceId: string): Promise<number | undefined> {
  const [row] = await tx.update(devices)
    .set({ configVersion: sql`${devices.configVersion} + 1`, modified: new Date() })
    .where(and(eq(devices.tenantId, tenantId), eq(devices.deviceId, deviceId)))
    .returning({ configVersion: devices.configVersion });
  return row?.configVersion;
}

/** After the change committed: wakes the held requests of the device's agent on every node. Never throws. */
export function publishDeviceConfig(invalidation: Invalidation, deviceId: string): Promise<void> {
  return invalidation.publish(DEVICE_CONFIG_TOPIC, deviceId);
}

/** registerEntities and unregisterEntities write only through the transaction they are given. */
const packetEntitiesIn = (tx: DbOrTx) => packetsService(tx as Db, 0);

/** Lets an entity receive packets (ingestion refuses unregistered ones); call it in the transaction that creates it. */
export async function registerPacketEntity(tx: DbOrTx, tenantId: string, entityId: string, kind: string): Promise<void> {
  await packetEntitiesIn(tx).registerEntities(tx, tenantId, [{ entityId, kind }]);
}

/** No more packets for these entities (a deleted device and its operations). */
export async function unregisterPacketEntities(tx: DbOrTx, tenantId: string, entityIds: string[]): Promise<void> {
  await packetEntitiesIn(tx).unregisterEntities(tx, tenantId, entityIds);
}

export interface PromoteInput {
  tenantId: string;
  subscriptionId: string;
  agentId: string;
  fingerprint?: string | null;
  machineName: string;
  operatingSystemId: number;
  architecture?: string | null;
  ipAddress?: string | null;
  agentVersion?: string | null;
}

/**
 * Makes a device of a promoted pending device (pendingdevices calls it inside its transaction). Named after
 * the machine, with the default heartbeat; its id is registered as a packet entity in the same transaction
 * so its heartbeats are accepted at once. The credential is issued later by the agent API.
 */
export async function promote(tx: DbOrTx, input: PromoteInput): Promise<DeviceRow> {
  const [device] = await tx.insert(devices).values({
    tenantId: input.tenantId,
    subscriptionId: input.subscriptionId,
    name: input.machineName.trim() || 'Unnamed device',
    operatingSystemId: input.operatingSystemId,
    heartbeatInterval: DEFAULT_HEARTBEAT_SECONDS,
    agentId: input.agentId,
    fingerprint: input.fingerprint ?? null,
    machineName: input.machineName,
    architecture: input.architecture ?? null,
    ipAddress: input.ipAddress ?? null,
    agentVersion: input.agentVersion ?? null,
  }).returning();
  if (!device) throw new Error('insert returned no device');
  await registerPacketEntity(tx, device.tenantId, device.deviceId, 'device');
  return device;
}
