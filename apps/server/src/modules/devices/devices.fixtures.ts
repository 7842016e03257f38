import { OperatingSystem } from '@portal/contracts';
import { randomUUID } from 'node:crypto';
import type { TestContext } from '../../test/context.ts';
import { type DeviceRow, promote } from './devices.config.ts';

/** A promoted device in `tenantId` (a subscription of that tenant is made when none is given). */
export async function makeDevice(ctx: TestContext, tenantId: string, values: { subscriptionId?: string; machineName?: string; operatingSystemId?: number } = {}): Promise<DeviceRow> {
  const subscriptionId = values.subscriptionId ?? (await ctx.factories.subscription({ tenantId })).subscriptionId;
  return promote(ctx.db, {
    tenantId, subscriptionId, agentId: randomUUID(), fingerprint: randomUUID(), machineName: values.machineName ?? `host-${randomUUID().slice(0, 8)}`,
    operatingSystemId: values.operatingSystemId ?? OperatingSystem.LinuxX64, architecture: 'x64', ipAddress: '10.0.0.5', agentVersion: '1.0.0',
  });
}

/** Route parameter of the devices module: `deviceId`. */
export async function createForeignRecords(ctx: TestContext, tenantId: string): Promise<Record<string, string>> {
  const device = await makeDevice(ctx, tenantId);
  return { deviceId: device.deviceId };
}

export function foreignBodies(ids: Record<string, string>): Record<string, unknown> {
  return {
    'POST /v1/devices/:deviceId': { name: 'Renamed', tenantId: ids.tenantId, subscriptionId: ids.subscriptionId, heartbeatInterval: 60 },
    'POST /v1/devices/:deviceId/tracing': { traceMinutes: 10 },
    'POST /v1/devices/:deviceId/installations': [],
  };
}
