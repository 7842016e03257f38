import { randomUUID } from 'node:crypto';
import { FrequencyType, OperationResultType, OperationType, PackageType, type Permission } from '@portal/contracts';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { type TestContext, createTestContext } from '../../test/context.ts';
import { operations, packages } from '../packages/packages.table.ts';
import { packetsService } from '../packets/index.ts';
import { packetEntities } from '../packets/packets.table.ts';
import { DEVICE_CONFIG_TOPIC, bumpConfig, promote } from './devices.config.ts';
import { makeDevice } from './devices.fixtures.ts';
import { deviceLogs, deviceOperations, devices } from './devices.table.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});

const all: Permission[] = ['Devices:view', 'Devices:edit', 'Devices:delete'];
async function bearerFor(permissions: Permission[], tenantIds?: string[]) {
  const user = await ctx.factories.user({ permissions, tenantIds });
  return { authorization: `Bearer ${await ctx.tokenFor(user.userId)}` };
}
const rowOf = async (deviceId: string) => (await ctx.db.select().from(devices).where(eq(devices.deviceId, deviceId)))[0]!;
const saveBody = (d: { tenantId: string; subscriptionId: string }, extra: Record<string, unknown> = {}) => ({
  name: 'Edge router', tenantId: d.tenantId, subscriptionId: d.subscriptionId, heartbeatInterval: 120, ...extra,
});

async function addOperation(tenantId: string, deviceId: string) {
  const [pkg] = await ctx.db.insert(packages).values({ name: `Pkg ${randomUUID()}`, packageTypeId: PackageType.Watcher }).returning();
  const [op] = await ctx.db.insert(operations).values({
    packageId: pkg!.packageId, name: 'CPU', operationType: OperationType.Metric, defaultInterval: '00:01:00',
    frequencyDefinitions: [FrequencyType.Recurring], operationResultTypeId: OperationResultType.Numeric,
  }).returning();
  const [row] = await ctx.db.insert(deviceOperations).values({
    tenantId, deviceId, operationId: op!.operationId, label: 'CPU', frequencyTypeId: FrequencyType.Recurring, interval: '00:01:00',
  }).returning();
  return row!;
}

describe('devices', () => {
  it('answers 401 without a token, 403 without the permission, and 404 for a foreign or unknown device', async () => {
    const device = await makeDevice(ctx, (await ctx.factories.tenant()).tenantId);
    expect((await ctx.app.inject({ method: 'GET', url: '/v1/devices' })).statusCode).toBe(401);
    const viewer = await bearerFor(['Devices:view']);
    expect((await ctx.app.inject({ method: 'DELETE', url: `/v1/devices/${device.deviceId}`, headers: viewer })).statusCode).toBe(403);
    expect((await ctx.app.inject({ method: 'POST', url: `/v1/devices/${device.deviceId}/restart`, headers: viewer })).statusCode).toBe(403);
    expect((await ctx.app.inject({ method: 'GET', url: '/v1/devices', headers: await bearerFor(['Locations:view']) })).statusCode).toBe(403);
    const other = await bearerFor(all, [(await ctx.factories.tenant()).tenantId]);
    for (const url of ['', '/logs', '/installations', '/metrics']) {
      expect((await ctx.app.inject({ method: 'GET', url: `/v1/devices/${device.deviceId}${url}`, headers: other })).statusCode).toBe(404);
    }
    expect((await ctx.app.inject({ method: 'GET', url: `/v1/devices/${randomUUID()}`, headers: viewer })).statusCode).toBe(404);
  });

  it('lists the tenant\'s live devices with their location and latest heartbeat, searches and exports', async () => {
    const tenant = await ctx.factories.tenant();
    const headers = await bearerFor(all, [tenant.tenantId]);
    const location = await ctx.factories.location({ tenantId: tenant.tenantId, name: 'Rack 9' });
    const alpha = await makeDevice(ctx, tenant.tenantId, { machineName: 'alpha-host' });
    const beta = await makeDevice(ctx, tenant.tenantId, { machineName: 'beta-host' });
    const gone = await makeDevice(ctx, tenant.tenantId, { machineName: 'gone-host' });
    await makeDevice(ctx, (await ctx.factories.tenant()).tenantId, { machineName: 'foreign-host' });
    await ctx.db.update(devices).set({ locationId: location.locationId }).where(eq(devices.deviceId, alpha.deviceId));
    await ctx.db.update(devices).set({ isDeleted: true }).where(eq(devices.deviceId, gone.deviceId));
    const at = new Date(Date.now() - 60_000);
    const packets = packetsService(ctx.db, 30);
    const stored = await packets.store(tenant.tenantId, [
      { entityId: alpha.deviceId, timestamp: new Date(at.getTime() - 60_000).toISOString(), message: { Metrics: { DeviceCpu: 90, DeviceMemory: 10 } } },
      { entityId: alpha.deviceId, timestamp: at.toISOString(), message: { Metrics: { DeviceCpu: 12.5, DeviceMemory: 47 } } },
    ]);
    expect(stored.stored).toBe(2);

    const res = await ctx.app.inject({ method: 'GET', url: '/v1/devices?$expand=location&$count=true&$orderby=name', headers });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body['@odata.count']).toBe(2);
    expect(body.value.map((d: { name: string }) => d.name)).toEqual(['alpha-host', 'beta-host']);
    expect(body.value[0]).toMatchObject({ deviceId: alpha.deviceId, cpu: 12.5, memory: 47, location: { name: 'Rack 9' } });
    expect(new Date(body.value[0].lastPacket).getTime()).toBe(at.getTime());
    expect(body.value[1]).toMatchObject({ deviceId: beta.deviceId, cpu: null, memory: null, lastPacket: null, location: null });

    const search = await ctx.app.inject({ method: 'GET', url: '/v1/devices?$search=rack', headers });
    expect(search.json().value.map((d: { deviceId: string }) => d.deviceId)).toEqual([alpha.deviceId]);
    const sorted = await ctx.app.inject({ method: 'GET', url: '/v1/devices?$orderby=cpu desc&$filter=cpu gt 10', headers });
    expect(sorted.json().value.map((d: { deviceId: string }) => d.deviceId)).toEqual([alpha.deviceId]);

    const csv = await ctx.app.inject({ method: 'GET', url: '/v1/devices/export', headers });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.body).toContain('alpha-host');
    expect(csv.body).toContain('Rack 9');
    expect(csv.body).not.toContain('gone-host');
    expect(csv.body).not.toContain('foreign-host');
  });

  it('saves a device, raising config_version and waking its agent', async () => {
    const sub = await ctx.factories.subscription();
    const other = await ctx.factories.subscription({ tenantId: sub.tenantId });
    const headers = await bearerFor(all, [sub.tenantId]);
    const device = await makeDevice(ctx, sub.tenantId, { subscriptionId: sub.subscriptionId });
    const shared = await ctx.factories.location({ tenantId: null });
    const woken: string[] = [];
    const stop = ctx.app.invalidation.subscribe(DEVICE_CONFIG_TOPIC, (key) => woken.push(key));
    const res = await ctx.app.inject({
      method: 'POST', url: `/v1/devices/${device.deviceId}`, headers,
      payload: saveBody({ tenantId: sub.tenantId, subscriptionId: other.subscriptionId }, {
        description: 'Core', tags: ['edge', 'edge', 'dc'], locationId: shared.locationId, deviceTypeId: 2, deviceLoggingLevelId: 0, enabled: false,
      }),
    });
    stop();
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      name: 'Edge router', description: 'Core', tags: ['edge', 'dc'], subscriptionId: other.subscriptionId, heartbeatInterval: 120,
      locationId: shared.locationId, location: { name: shared.name }, deviceTypeId: 2, deviceLoggingLevelId: 0, enabled: false, configVersion: 2,
    });
    expect(woken).toContain(device.deviceId);
    expect((await ctx.app.inject({ method: 'GET', url: `/v1/devices/${device.deviceId}`, headers })).json()).toEqual(res.json());
  });

  it.each([
    [{ name: ' ' }, 'name: This field is required.'],
    [{ tenantId: undefined }, 'tenantId: This field is required.'],
    [{ subscriptionId: '' }, 'subscriptionId: This field is required.'],
    [{ heartbeatInterval: 1_000_000_000 }, 'heartbeatInterval: The heartbeat interval must be a whole number of seconds from 0 to 999999999.'],
    [{ heartbeatInterval: -1 }, 'heartbeatInterval: The heartbeat interval must be a whole number of seconds from 0 to 999999999.'],
    [{ heartbeatInterval: '60' }, 'heartbeatInterval: The heartbeat interval must be a whole number of seconds from 0 to 999999999.'],
    [{ description: 'd'.repeat(501) }, 'description: At most 500 characters are allowed.'],
  ])('refuses %j with "%s"', async (change, message) => {
    const sub = await ctx.factories.subscription();
    const device = await makeDevice(ctx, sub.tenantId, { subscriptionId: sub.subscriptionId });
    const res = await ctx.app.inject({
      method: 'POST', url: `/v1/devices/${device.deviceId}`, headers: await bearerFor(all), payload: { ...saveBody(sub), ...change },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
  });

  it('refuses a move to another tenant, another tenant\'s subscription and another tenant\'s location', async () => {
    const sub = await ctx.factories.subscription();
    const foreign = await ctx.factories.subscription();
    const device = await makeDevice(ctx, sub.tenantId, { subscriptionId: sub.subscriptionId });
    const headers = await bearerFor(all);
    const post = (payload: object) => ctx.app.inject({ method: 'POST', url: `/v1/devices/${device.deviceId}`, headers, payload });
    const moved = await post(saveBody(foreign));
    expect(moved.statusCode).toBe(400);
    expect(moved.json().message).toBe('tenantId: A device cannot move to another tenant; create a new one there instead.');
    const subscription = await post(saveBody({ tenantId: sub.tenantId, subscriptionId: foreign.subscriptionId }));
    expect(subscription.json().message).toBe('subscriptionId: The subscription belongs to another tenant; choose one of the device\'s tenant.');
    const location = await ctx.factories.location({ tenantId: foreign.tenantId });
    const placed = await post(saveBody(sub, { locationId: location.locationId }));
    expect(placed.statusCode).toBe(400);
    expect(placed.json().message).toBe('locationId: The location belongs to another tenant; choose one of the device\'s tenant or a shared one.');
    expect((await rowOf(device.deviceId)).configVersion).toBe(1);
  });

  it('traces for the chosen minutes, leaves tracing alone at -1, stops it at 0 and refuses other numbers', async () => {
    const tenant = await ctx.factories.tenant();
    const device = await makeDevice(ctx, tenant.tenantId);
    const headers = await bearerFor(all, [tenant.tenantId]);
    const trace = (traceMinutes: unknown) => ctx.app.inject({ method: 'POST', url: `/v1/devices/${device.deviceId}/tracing`, headers, payload: { traceMinutes } });
    const before = Date.now();
    const on = await trace(30);
    expect(on.statusCode).toBe(200);
    expect(on.json()).toMatchObject({ message: 'Device tracing saved successfully.', traceMinutes: 30 });
    const expires = new Date(on.json().traceExpiration).getTime();
    expect(expires).toBeGreaterThanOrEqual(before + 30 * 60_000);
    expect(expires).toBeLessThanOrEqual(Date.now() + 30 * 60_000);
    expect((await rowOf(device.deviceId)).configVersion).toBe(2);

    expect((await trace(-1)).json()).toMatchObject({ traceMinutes: 30, traceExpiration: on.json().traceExpiration });
    expect((await rowOf(device.deviceId)).configVersion).toBe(2);

    expect((await trace(0)).json()).toMatchObject({ traceMinutes: 0, traceExpiration: null });
    expect(await rowOf(device.deviceId)).toMatchObject({ traceMinutes: 0, traceExpiration: null, configVersion: 3 });

    const bad = await trace(15);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('traceMinutes: Please choose a tracing time: -1, 0, 10, 30, 60, 240, 480, 1440 minutes.');
  });

  it('queues a restart', async () => {
    const tenant = await ctx.factories.tenant();
    const device = await makeDevice(ctx, tenant.tenantId, { machineName: 'db-01' });
    const res = await ctx.app.inject({ method: 'POST', url: `/v1/devices/${device.deviceId}/restart`, headers: await bearerFor(all, [tenant.tenantId]) });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Restart queued for db-01.' });
    expect(await rowOf(device.deviceId)).toMatchObject({ restartAgentFlag: true, configVersion: 2 });
  });

  it('refuses to delete a device with operations; otherwise soft-deletes it, revokes its credential and refuses its packets', async () => {
    const tenant = await ctx.factories.tenant();
    const headers = await bearerFor(all, [tenant.tenantId]);
    const device = await makeDevice(ctx, tenant.tenantId, { machineName: 'web-07' });
    await ctx.db.update(devices).set({ credentialHash: 'ab'.repeat(32), credentialConfirmed: true }).where(eq(devices.deviceId, device.deviceId));
    const operation = await addOperation(tenant.tenantId, device.deviceId);
    const refused = await ctx.app.inject({ method: 'DELETE', url: `/v1/devices/${device.deviceId}`, headers });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('Could not delete web-07 because it has operations assigned to it.');
    expect((await rowOf(device.deviceId)).isDeleted).toBe(false);

    await ctx.db.update(deviceOperations).set({ isDeleted: true }).where(eq(deviceOperations.deviceOperationId, operation.deviceOperationId));
    const deleted = await ctx.app.inject({ method: 'DELETE', url: `/v1/devices/${device.deviceId}`, headers });
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toEqual({ message: 'Successfully deleted web-07.' });
    expect(await rowOf(device.deviceId)).toMatchObject({ isDeleted: true, credentialHash: null, credentialConfirmed: false });
    expect((await ctx.app.inject({ method: 'GET', url: `/v1/devices/${device.deviceId}`, headers })).statusCode).toBe(404);
    expect((await ctx.app.inject({ method: 'DELETE', url: `/v1/devices/${device.deviceId}`, headers })).statusCode).toBe(404);
    const late = await packetsService(ctx.db, 30).store(tenant.tenantId, [{ entityId: device.deviceId, timestamp: new Date().toISOString(), message: {} }]);
    expect(late.stored).toBe(0);
    expect(late.refused).toHaveLength(1);
  });

  it('pages the device log newest first', async () => {
    const tenant = await ctx.factories.tenant();
    const device = await makeDevice(ctx, tenant.tenantId);
    const base = Date.now() - 3_600_000;
    await ctx.db.insert(deviceLogs).values([0, 1, 2, 3, 4].map((i) => ({
      tenantId: tenant.tenantId, deviceId: device.deviceId, created: new Date(base + i * 1000), entryType: 'Information', detail: `entry ${i}`,
    })));
    const headers = await bearerFor(['Devices:view'], [tenant.tenantId]);
    const first = await ctx.app.inject({ method: 'GET', url: `/v1/devices/${device.deviceId}/logs?$top=2&$count=true`, headers });
    expect(first.statusCode).toBe(200);
    expect(first.json()['@odata.count']).toBe(5);
    expect(first.json().value.map((l: { detail: string }) => l.detail)).toEqual(['entry 4', 'entry 3']);
    const third = await ctx.app.inject({ method: 'GET', url: `/v1/devices/${device.deviceId}/logs?$top=2&$skip=4`, headers });
    expect(third.json()).toEqual({ value: [expect.objectContaining({ detail: 'entry 0', entryType: 'Information', deviceOperationId: null })] });
    const bad = await ctx.app.inject({ method: 'GET', url: `/v1/devices/${device.deviceId}/logs?$top=0`, headers });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('$top: Please ask for 1 to 500 entries.');
  });

  it('averages heartbeats into one-minute buckets for at most 7 days', async () => {
    const tenant = await ctx.factories.tenant();
    const device = await makeDevice(ctx, tenant.tenantId);
    const minute = Math.floor(Date.now() / 60_000) * 60_000 - 10 * 60_000;
    const at = (offsetSeconds: number) => new Date(minute + offsetSeconds * 1000).toISOString();
    await packetsService(ctx.db, 30).store(tenant.tenantId, [
      { entityId: device.deviceId, timestamp: at(0), message: { Metrics: { DeviceCpu: 10, DeviceMemory: 40 } } },
      { entityId: device.deviceId, timestamp: at(30), message: { Metrics: { DeviceCpu: 20, DeviceMemory: 50 } } },
      { entityId: device.deviceId, timestamp: at(150), message: { Metrics: { DeviceCpu: 'high', DeviceMemory: 60 } } },
    ]);
    const headers = await bearerFor(['Devices:view'], [tenant.tenantId]);
    const url = `/v1/devices/${device.deviceId}/metrics?from=${encodeURIComponent(at(-30))}&to=${encodeURIComponent(at(600))}`;
    const res = await ctx.app.inject({ method: 'GET', url, headers });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ bucketSeconds: 60, from: at(-60) });
    expect(res.json().series).toEqual([
      { t: at(0), cpu: 15, memory: 45 },
      { t: at(120), cpu: null, memory: 60 },
    ]);
    const tooLong = await ctx.app.inject({
      method: 'GET', headers, url: `/v1/devices/${device.deviceId}/metrics?from=2026-01-01T00:00:00Z&to=2026-01-08T00:00:01Z`,
    });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().message).toBe('Please choose a period of at most 7 days with from before to.');
    expect((await ctx.app.inject({ method: 'GET', headers, url: `/v1/devices/${device.deviceId}/metrics?from=yesterday` })).statusCode).toBe(400);
    const recent = await ctx.app.inject({ method: 'GET', headers, url: `/v1/devices/${device.deviceId}/metrics` });
    expect(recent.json().series).toHaveLength(2);
  });
});

describe('promote (for pending devices)', () => {
  it('names the device after the machine with the default heartbeat, in the caller\'s transaction with its packet entity', async () => {
    const sub = await ctx.factories.subscription();
    const input = {
      tenantId: sub.tenantId, subscriptionId: sub.subscriptionId, agentId: randomUUID(), fingerprint: 'fp', machineName: 'kiosk-3',
      operatingSystemId: 1, architecture: 'x64', ipAddress: '10.1.1.1', agentVersion: '1.2.3',
    };
    let madeId = '';
    await expect(ctx.db.transaction(async (tx) => {
      madeId = (await promote(tx, input)).deviceId;
      throw new Error('roll back');
    })).rejects.toThrow('roll back');
    expect(await ctx.db.select().from(devices).where(eq(devices.deviceId, madeId))).toEqual([]);
    expect(await ctx.db.select().from(packetEntities).where(eq(packetEntities.entityId, madeId))).toEqual([]);

    const device = await ctx.db.transaction((tx) => promote(tx, input));
    expect(device).toMatchObject({ name: 'kiosk-3', heartbeatInterval: 60, operatingSystemId: 1, agentId: input.agentId, credentialHash: null, configVersion: 1 });
    expect(await ctx.db.select().from(packetEntities).where(eq(packetEntities.entityId, device.deviceId))).toEqual([
      expect.objectContaining({ tenantId: sub.tenantId, kind: 'device' }),
    ]);
    expect(await bumpConfig(ctx.db, sub.tenantId, device.deviceId)).toBe(2);
    expect(await bumpConfig(ctx.db, randomUUID(), device.deviceId)).toBeUndefined();
  });
});

describe('locations used by devices', () => {
  it('refuses deleting a location devices use, naming how many, and allows it once they are gone', async () => {
    const tenant = await ctx.factories.tenant();
    const headers = await bearerFor([...all, 'Locations:view', 'Locations:delete'], [tenant.tenantId]);
    const location = await ctx.factories.location({ tenantId: tenant.tenantId });
    const [one, two] = [await makeDevice(ctx, tenant.tenantId), await makeDevice(ctx, tenant.tenantId)];
    await ctx.db.update(devices).set({ locationId: location.locationId }).where(eq(devices.tenantId, tenant.tenantId));
    const refused = await ctx.app.inject({ method: 'DELETE', url: `/v1/locations/${location.locationId}`, headers });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('The location is used by 2 devices and cannot be deleted.');

    expect((await ctx.app.inject({ method: 'DELETE', url: `/v1/devices/${one!.deviceId}`, headers })).statusCode).toBe(200);
    const again = await ctx.app.inject({ method: 'DELETE', url: `/v1/locations/${location.locationId}`, headers });
    expect(again.json().message).toBe('The location is used by 1 device and cannot be deleted.');
    expect((await ctx.app.inject({ method: 'DELETE', url: `/v1/devices/${two!.deviceId}`, headers })).statusCode).toBe(200);
    expect((await ctx.app.inject({ method: 'DELETE', url: `/v1/locations/${location.locationId}`, headers })).statusCode).toBe(200);
  });
});
