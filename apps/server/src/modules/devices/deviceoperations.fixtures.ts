import { FrequencyType, OperatingSystem, OperationResultType, OperationType, PackageType, ParameterSource } from '@portal/contracts';
import type { TestContext } from '../../test/context.ts';
import { type ParameterDefinition, operations, packages } from '../packages/packages.table.ts';
import { packetEntities } from '../packets/packets.table.ts';
import { deviceOperations, devices } from './devices.table.ts';

let counter = 0;
const unique = () => `${Date.now().toString(36)}${(counter++).toString(36)}`;

/** A package (of `tenantId`, or shared when null) for Linux and Windows with one operation of the given definitions. */
export async function makeOperation(ctx: TestContext, options: {
  tenantId?: string | null; os?: number; frequencies?: number[]; parameterDefinitions?: ParameterDefinition[];
} = {}) {
  const [pkg] = await ctx.db.insert(packages).values({
    tenantId: options.tenantId ?? null, name: `Package ${unique()}`, packageTypeId: PackageType.Watcher,
    operatingSystemRidsId: options.os ?? (OperatingSystem.LinuxX64 | OperatingSystem.WinX64),
  }).returning();
  const [operation] = await ctx.db.insert(operations).values({
    packageId: pkg!.packageId, name: `Operation ${unique()}`, operationType: OperationType.Availability, defaultInterval: '00:05:00',
    frequencyDefinitions: options.frequencies ?? [FrequencyType.OnDemand, FrequencyType.Recurring],
    parameterDefinitions: options.parameterDefinitions ?? [
      { name: 'url', description: 'The address to check.', required: true, source: ParameterSource.PortalEntry, defaultValue: null },
      { name: 'authorization', description: null, required: false, source: ParameterSource.SecuredValue, defaultValue: null },
    ],
    operationResultTypeId: OperationResultType.Numeric,
  }).returning();
  return { pkg: pkg!, operation: operation! };
}

/** A Linux device of `tenantId` (in a new subscription of it). */
export async function makeDevice(ctx: TestContext, tenantId: string, values: Partial<typeof devices.$inferInsert> = {}) {
  const subscription = await ctx.factories.subscription({ tenantId });
  const [device] = await ctx.db.insert(devices).values({
    tenantId, subscriptionId: subscription.subscriptionId, name: `Device ${unique()}`, heartbeatInterval: 60,
    operatingSystemId: OperatingSystem.LinuxX64, ...values,
  }).returning();
  await ctx.db.insert(packetEntities).values({ tenantId, entityId: device!.deviceId, kind: 'device' }).onConflictDoNothing();
  return device!;
}

/** A device operation as stored (no checks), registered for packets as the service registers it. */
export async function makeDeviceOperation(ctx: TestContext, device: { tenantId: string; deviceId: string }, operationId: string, values: Partial<typeof deviceOperations.$inferInsert> = {}) {
  const [row] = await ctx.db.insert(deviceOperations).values({
    tenantId: device.tenantId, deviceId: device.deviceId, operationId, label: `Check ${unique()}`,
    frequencyTypeId: FrequencyType.Recurring, interval: '00:05:00',
    parameters: [{ name: 'url', source: ParameterSource.PortalEntry, value: 'https://example.test/' }], ...values,
  }).returning();
  await ctx.db.insert(packetEntities).values({ tenantId: device.tenantId, entityId: row!.deviceOperationId, kind: 'deviceOperation' });
  return row!;
}

/** Route parameters of the device operation routes: `deviceOperationId`, and `deviceId` for active(deviceId=…). */
export async function createForeignRecords(ctx: TestContext, tenantId: string): Promise<Record<string, string>> {
  const { operation } = await makeOperation(ctx, { tenantId });
  const device = await makeDevice(ctx, tenantId);
  const second = await makeDevice(ctx, tenantId);
  const deviceOperation = await makeDeviceOperation(ctx, device, operation.operationId, { frequencyTypeId: FrequencyType.OnDemand });
  return {
    deviceId: device.deviceId, cloneTargetDeviceId: second.deviceId, operationId: operation.operationId,
    deviceOperationId: deviceOperation.deviceOperationId,
  };
}

export function foreignBodies(ids: Record<string, string>): Record<string, unknown> {
  const save = {
    deviceId: ids.deviceId, operationId: ids.operationId, label: 'Foreign check', frequencyTypeId: FrequencyType.Recurring,
    interval: '00:01:00', parameters: [{ name: 'url', source: ParameterSource.PortalEntry, value: 'https://example.test/' }],
  };
  return {
    'PUT /v1/deviceOperations': save,
    'POST /v1/deviceOperations/:deviceOperationId': save,
    'POST /v1/deviceOperations/clone': {
      fromDeviceId: ids.deviceId, toDeviceId: ids.cloneTargetDeviceId, deviceOperationIdsToClone: ids.deviceOperationId,
    },
  };
}
