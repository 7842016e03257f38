import { randomBytes, randomUUID } from 'node:crypto';
import type { Db } from '../../db/client.ts';
import type { TestContext } from '../../test/context.ts';
import { pendingDevices } from './pendingdevices.table.ts';

/** A pending device row as enrollment leaves it (test data; the service's enroll is tested on its own). */
export async function insertPendingDevice(db: Db, values: Partial<typeof pendingDevices.$inferInsert> & { tenantId: string }) {
  const [row] = await db.insert(pendingDevices).values({
    agentId: randomUUID(),
    machineName: `host-${randomBytes(3).toString('hex')}`,
    operatingSystem: 'linux 6.1.0-18-amd64',
    operatingSystemId: 1,
    architecture: 'x64',
    ipAddress: '192.0.2.10',
    agentVersion: '1.0.0',
    fingerprint: randomBytes(32).toString('hex'),
    ...values,
  }).returning();
  return row!;
}

/** Route parameter of the pending devices module: none; its batch bodies name `pendingDeviceId`. */
export async function createForeignRecords(ctx: TestContext, tenantId: string): Promise<Record<string, string>> {
  const row = await insertPendingDevice(ctx.db, { tenantId });
  return { pendingDeviceId: row.pendingDeviceId };
}

export function foreignBodies(ids: Record<string, string>): Record<string, unknown> {
  return {
    'POST /v1/pendingdevices/batchpromote': { pendingDeviceIds: [ids.pendingDeviceId], subscriptionId: ids.subscriptionId },
    'DELETE /v1/pendingdevices/batchdelete': { pendingDeviceIds: [ids.pendingDeviceId] },
  };
}
