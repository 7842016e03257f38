import { randomUUID } from 'node:crypto';
import { AGENT_PACKAGE_NAME, FrequencyType, ParameterSource, type PacketIn } from '@portal/contracts';
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { operations, packages } from '../packages/packages.table.ts';
import { registerPacketEntity } from './devices.config.ts';
import { type DeviceOperationParameter, deviceLogs, deviceOperations } from './devices.table.ts';

const MINUTE = 60_000;
const portal = ParameterSource.PortalEntry;

interface DemoOperation {
  operation: string;
  label: string;
  frequencyTypeId: number;
  interval: string;
  parameters: DeviceOperationParameter[];
  /** The Value of its packets at the i-th step; none for an operation that has not run. */
  value?: (step: number) => number | string;
  queued?: boolean;
}

const demoOperations = (host: string): DemoOperation[] => [
  {
    operation: 'Metric', label: 'CPU', frequencyTypeId: FrequencyType.Recurring, interval: '00:05:00',
    parameters: [{ name: 'metric', source: portal, value: 'cpu' }], value: (i) => Math.round((20 + 15 * Math.sin(i / 9)) * 10) / 10,
  },
  {
    operation: 'Availability', label: `https://${host}.example.com/health`, frequencyTypeId: FrequencyType.Recurring, interval: '00:10:00',
    parameters: [{ name: 'url', source: portal, value: `https://${host}.example.com/health` }, { name: 'timeoutSeconds', source: portal, value: '10' }],
    value: (i) => 40 + ((i * 37) % 60),
  },
  {
    operation: 'Metric', label: 'Disk /', frequencyTypeId: FrequencyType.OnDemand, interval: '00:01:00',
    parameters: [{ name: 'metric', source: portal, value: 'disk' }, { name: 'path', source: portal, value: '/' }], queued: true,
  },
];

/**
 * Demo device operations of a newly seeded device (issue 29 demo data): a CPU metric and an availability check
 * with a day of values every interval, and an On Demand disk check left queued, so the operations panel shows
 * values, ages and '(Queued)'. Answers the packets to store; the caller stores them with the device's heartbeats.
 */
export async function seedDeviceOperations(db: Db, device: { tenantId: string; deviceId: string; name: string }, now: number): Promise<PacketIn[]> {
  const builtIn = await db.select({ operationId: operations.operationId, name: operations.name }).from(operations)
    .innerJoin(packages, eq(packages.packageId, operations.packageId))
    .where(and(eq(packages.name, AGENT_PACKAGE_NAME), isNull(packages.tenantId), eq(packages.isDeleted, false)));
  const byName = new Map(builtIn.map((o) => [o.name, o.operationId]));
  const packets: PacketIn[] = [];
  for (const demo of demoOperations(device.name)) {
    const operationId = byName.get(demo.operation);
    if (!operationId) continue;
    const [row] = await db.transaction(async (tx) => {
      const inserted = await tx.insert(deviceOperations).values({
        tenantId: device.tenantId, deviceId: device.deviceId, operationId, label: demo.label, frequencyTypeId: demo.frequencyTypeId,
        interval: demo.interval, parameters: demo.parameters, completionToken: demo.queued ? randomUUID() : null,
      }).returning({ id: deviceOperations.deviceOperationId });
      await registerPacketEntity(tx, device.tenantId, inserted[0]!.id, 'deviceOperation');
      return inserted;
    });
    const value = demo.value;
    if (!value) continue;
    const step = (Number(demo.interval.slice(0, 2)) * 60 + Number(demo.interval.slice(3, 5))) * MINUTE;
    for (let i = 0, at = now - 24 * 60 * MINUTE; at <= now; i++, at += step) {
      packets.push({ entityId: row!.id, timestamp: new Date(at).toISOString(), message: { Value: value(i) } });
    }
    await db.insert(deviceLogs).values({
      tenantId: device.tenantId, deviceId: device.deviceId, deviceOperationId: row!.id, created: new Date(now - MINUTE),
      entryType: 'Information', detail: `${demo.label}: ran in 120 ms.`,
    });
  }
  return packets;
}
