import { FrequencyType, OperatingSystem, ParameterSource, type Permission } from '@portal/contracts';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { type TestContext, createTestContext } from '../../test/context.ts';
import { latestPackets, packetEntities } from '../packets/packets.table.ts';
import { makeDevice, makeDeviceOperation, makeOperation } from './deviceoperations.fixtures.ts';
import { deviceLogs, devices } from './devices.table.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});

const all: Permission[] = ['Devices:view', 'Devices:create', 'Devices:edit', 'Devices:delete'];
async function bearerFor(permissions: Permission[], tenantIds?: string[]) {
  const user = await ctx.factories.user({ permissions, tenantIds });
  return { authorization: `Bearer ${await ctx.tokenFor(user.userId)}` };
}

/** A tenant with a Linux device, an operation it may run, and a user holding every Devices permission there. */
async function setup() {
  const tenant = await ctx.factories.tenant();
  const device = await makeDevice(ctx, tenant.tenantId);
  const { operation, pkg } = await makeOperation(ctx, { tenantId: tenant.tenantId });
  const headers = await bearerFor(all, [tenant.tenantId]);
  return { tenant, device, operation, pkg, headers };
}

const configVersion = async (deviceId: string) =>
  (await ctx.db.select({ v: devices.configVersion }).from(devices).where(eq(devices.deviceId, deviceId)))[0]!.v;

const body = (deviceId: string, operationId: string, values: Record<string, unknown> = {}) => ({
  deviceId, operationId, label: 'Web check', frequencyTypeId: FrequencyType.Recurring, interval: '00:01:00',
  parameters: [{ name: 'url', source: ParameterSource.PortalEntry, value: 'https://example.test/' }], ...values,
});

describe('device operations', () => {
  it('creates one (registered for packets, config raised), reads it expanded, updates it and disables it', async () => {
    const { tenant, device, operation, headers } = await setup();
    const secret = await ctx.factories.tenantSecret({ tenantId: tenant.tenantId, name: 'WebToken' });
    const before = await configVersion(device.deviceId);
    const created = await ctx.app.inject({
      method: 'PUT', url: '/v1/deviceOperations', headers,
      payload: body(device.deviceId, operation.operationId, {
        parameters: [
          { name: 'URL', source: ParameterSource.PortalEntry, value: 'https://example.test/' },
          { name: 'authorization', source: ParameterSource.SecuredValue, lookupKey: 'webtoken', placeholderKey: 'mine' },
        ],
      }),
    });
    expect(created.statusCode).toBe(200);
    const { message, deviceOperation } = created.json();
    expect(message).toBe('Device Operation created successfully.');
    expect(deviceOperation).toMatchObject({
      deviceId: device.deviceId, tenantId: tenant.tenantId, label: 'Web check', enabled: true, isDeleted: false, queued: false,
      operation: { operationId: operation.operationId, package: { packageId: operation.packageId } }, latestPacket: null,
    });
    const [url, auth] = deviceOperation.parameters;
    expect(url).toEqual({ name: 'url', source: 1, value: 'https://example.test/' });
    // The secret's own spelling; a generated placeholder, not the one sent.
    expect(auth).toMatchObject({ name: 'authorization', source: 3, lookupKey: secret.name, value: secret.name });
    expect(auth.placeholderKey).toMatch(/^[0-9a-f-]{36}$/);
    expect(await configVersion(device.deviceId)).toBe(before + 1);
    const registered = await ctx.db.select().from(packetEntities).where(eq(packetEntities.entityId, deviceOperation.deviceOperationId));
    expect(registered).toMatchObject([{ tenantId: tenant.tenantId, kind: 'deviceOperation' }]);

    const updated = await ctx.app.inject({
      method: 'POST', url: `/v1/deviceOperations/${deviceOperation.deviceOperationId}`, headers,
      payload: body(device.deviceId, operation.operationId, {
        label: 'Renamed', interval: '01:00:00',
        parameters: [url, { name: 'authorization', source: 3, lookupKey: 'WebToken' }],
      }),
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json().message).toBe('Device Operation updated successfully.');
    expect(updated.json().deviceOperation).toMatchObject({ label: 'Renamed', interval: '01:00:00' });
    // The placeholder of an existing secured value stays.
    expect(updated.json().deviceOperation.parameters[1].placeholderKey).toBe(auth.placeholderKey);
    expect(await configVersion(device.deviceId)).toBe(before + 2);

    const deleted = await ctx.app.inject({ method: 'DELETE', url: `/v1/deviceOperations/${deviceOperation.deviceOperationId}`, headers });
    expect(deleted.json()).toEqual({ message: 'Device Operation disabled successfully.' });
    const after = await ctx.app.inject({ method: 'GET', url: `/v1/deviceOperations/${deviceOperation.deviceOperationId}`, headers });
    expect(after.json()).toMatchObject({ isDeleted: true, enabled: false });
    expect(await configVersion(device.deviceId)).toBe(before + 3);
  });

  it.each([
    [{ interval: undefined }, 'interval: Interval is required'],
    [{ interval: '' }, 'interval: Interval is required'],
    [{ interval: '1:00' }, 'interval: Please enter the interval as HH:mm:ss (24-hour).'],
    [{ interval: '24:00:00' }, 'interval: Please enter the interval as HH:mm:ss (24-hour).'],
    [{ interval: '00:00:29' }, 'interval: The interval must be at least 30 seconds (00:00:30).'],
    [{ label: ' ' }, 'label: This field is required.'],
    [{ frequencyTypeId: undefined }, 'frequencyTypeId: Please choose a frequency.'],
    [{ frequencyTypeId: FrequencyType.OneTimeKeepAlive }, 'This operation does not offer that frequency.'],
    [{ parameters: [] }, 'The parameter url is required.'],
    [{ parameters: [{ name: 'url', source: 1, value: ' ' }] }, 'The parameter url is required.'],
    [{ parameters: [{ name: 'url', source: 1, value: 'x' }, { name: 'nope', source: 1, value: 'x' }] }, 'The operation has no parameter named nope.'],
    [{ parameters: [{ name: 'url', source: 1, value: 'x' }, { name: 'URL', source: 1, value: 'y' }] }, 'The parameter url is listed twice.'],
    [{ parameters: [{ name: 'url', source: 1, value: 'x' }, { name: 'authorization', source: 3 }] }, 'The parameter authorization needs the name of a tenant secret.'],
    [{ parameters: [{ name: 'url', source: 1, value: 'x' }, { name: 'authorization', source: 3, lookupKey: 'Missing' }] },
      'The parameter authorization names the secret Missing, which the tenant does not have.'],
    [{ parameters: [{ name: 'url', source: 9, value: 'x' }] }, 'parameters.0.source: Please choose a parameter source.'],
  ])('refuses %j with "%s"', async (values, message) => {
    const { device, operation, headers } = await setup();
    const res = await ctx.app.inject({ method: 'PUT', url: '/v1/deviceOperations', headers, payload: body(device.deviceId, operation.operationId, values) });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
  });

  it('refuses an operation the device may not run: another tenant\'s package, or not for its operating system', async () => {
    const { device, headers } = await setup();
    const foreign = await makeOperation(ctx, { tenantId: (await ctx.factories.tenant()).tenantId });
    const windowsOnly = await makeOperation(ctx, { os: OperatingSystem.WinX64 });
    const shared = await makeOperation(ctx, { tenantId: null });
    for (const { operation } of [foreign, windowsOnly]) {
      const res = await ctx.app.inject({ method: 'PUT', url: '/v1/deviceOperations', headers, payload: body(device.deviceId, operation.operationId) });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe("This operation is not available to the device's tenant and operating system.");
    }
    const ok = await ctx.app.inject({ method: 'PUT', url: '/v1/deviceOperations', headers, payload: body(device.deviceId, shared.operation.operationId) });
    expect(ok.statusCode).toBe(200);
  });

  it('enqueues and dequeues an on-demand operation only, and lists it as queued meanwhile', async () => {
    const { device, operation, headers } = await setup();
    const onDemand = await makeDeviceOperation(ctx, device, operation.operationId, { frequencyTypeId: FrequencyType.OnDemand, operationComplete: true });
    const recurring = await makeDeviceOperation(ctx, device, operation.operationId);
    const before = await configVersion(device.deviceId);

    const queued = await ctx.app.inject({ method: 'POST', url: `/v1/deviceOperations/${onDemand.deviceOperationId}/enqueueOnDemand`, headers });
    expect(queued.statusCode).toBe(200);
    expect(queued.json().message).toBe('On Demand Device Operation enqueued successfully.');
    expect(queued.json().deviceOperation).toMatchObject({ queued: true, operationComplete: false });
    expect(queued.json().deviceOperation.completionToken).toMatch(/^[0-9a-f-]{36}$/);
    expect(await configVersion(device.deviceId)).toBe(before + 1);

    const list = await ctx.app.inject({
      method: 'GET', headers,
      url: `/v1/deviceOperations?$filter=deviceId eq ${device.deviceId} and isDeleted eq false&$expand=operation($expand=package)&$count=true`,
    });
    expect(list.statusCode).toBe(200);
    expect(list.json()['@odata.count']).toBe(2);
    const row = list.json().value.find((r: { deviceOperationId: string }) => r.deviceOperationId === onDemand.deviceOperationId);
    expect(row).toMatchObject({ queued: true, operation: { name: operation.name, package: { packageId: operation.packageId } } });

    const dequeued = await ctx.app.inject({ method: 'POST', url: `/v1/deviceOperations/${onDemand.deviceOperationId}/dequeueOnDemand`, headers });
    expect(dequeued.json()).toMatchObject({ message: 'On Demand Device Operation dequeued successfully.', deviceOperation: { queued: false, completionToken: null } });

    const refused = await ctx.app.inject({ method: 'POST', url: `/v1/deviceOperations/${recurring.deviceOperationId}/enqueueOnDemand`, headers });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe('Only an On Demand operation can be queued.');
  });

  it('lists each row with its latest packet, the active list by label, and the logs newest first', async () => {
    const { device, operation, headers } = await setup();
    const b = await makeDeviceOperation(ctx, device, operation.operationId, { label: 'Beta' });
    const a = await makeDeviceOperation(ctx, device, operation.operationId, { label: 'Alpha' });
    await makeDeviceOperation(ctx, device, operation.operationId, { label: 'Disabled', enabled: false });
    await makeDeviceOperation(ctx, device, operation.operationId, { label: 'Deleted', isDeleted: true });
    const timestamp = new Date('2026-01-02T03:04:05.678Z');
    await ctx.db.insert(latestPackets).values({ tenantId: device.tenantId, entityId: b.deviceOperationId, packetId: crypto.randomUUID(), timestamp, message: { Value: 42 } });

    const list = await ctx.app.inject({ method: 'GET', url: `/v1/deviceOperations?$filter=deviceId eq ${device.deviceId} and enabled eq true and isDeleted eq false`, headers });
    expect(list.json().value.map((r: { label: string }) => r.label)).toEqual(['Alpha', 'Beta']);
    expect(list.json().value[1].latestPacket).toMatchObject({ entityId: b.deviceOperationId, timestamp: '2026-01-02T03:04:05.678Z', message: { Value: 42 } });

    const active = await ctx.app.inject({ method: 'GET', url: `/v1/deviceOperations/active(deviceId=${device.deviceId})`, headers });
    expect(active.statusCode).toBe(200);
    expect(active.json().map((r: { deviceOperationId: string }) => r.deviceOperationId)).toEqual([a.deviceOperationId, b.deviceOperationId]);

    await ctx.db.insert(deviceLogs).values([
      { tenantId: device.tenantId, deviceId: device.deviceId, deviceOperationId: a.deviceOperationId, created: new Date('2026-01-01T00:00:00Z'), entryType: 'Information', detail: 'first' },
      { tenantId: device.tenantId, deviceId: device.deviceId, deviceOperationId: a.deviceOperationId, created: new Date('2026-01-01T00:01:00Z'), entryType: 'Error', detail: 'second' },
      { tenantId: device.tenantId, deviceId: device.deviceId, deviceOperationId: b.deviceOperationId, created: new Date('2026-01-01T00:02:00Z'), entryType: 'Information', detail: 'other' },
      { tenantId: device.tenantId, deviceId: device.deviceId, created: new Date('2026-01-01T00:03:00Z'), entryType: 'Information', detail: 'device' },
    ]);
    const logs = await ctx.app.inject({ method: 'GET', url: `/v1/deviceOperations/${a.deviceOperationId}/logs?$count=true`, headers });
    expect(logs.statusCode).toBe(200);
    expect(logs.json()['@odata.count']).toBe(2);
    expect(logs.json().value.map((l: { detail: string; entryType: string }) => [l.entryType, l.detail])).toEqual([['Error', 'second'], ['Information', 'first']]);
  });

  it('clones chosen operations to another device of the tenant, with new ids and placeholders', async () => {
    const { tenant, device, operation, headers } = await setup();
    await ctx.factories.tenantSecret({ tenantId: tenant.tenantId, name: 'Token' });
    const target = await makeDevice(ctx, tenant.tenantId);
    const one = await makeDeviceOperation(ctx, device, operation.operationId, {
      label: 'One', parameters: [{ name: 'authorization', source: 3, value: 'Token', lookupKey: 'Token', placeholderKey: 'p-1' }],
    });
    const two = await makeDeviceOperation(ctx, device, operation.operationId, { label: 'Two' });
    const before = await configVersion(target.deviceId);
    const cloned = await ctx.app.inject({
      method: 'POST', url: '/v1/deviceOperations/clone', headers,
      payload: { fromDeviceId: device.deviceId, toDeviceId: target.deviceId, deviceOperationIdsToClone: `${one.deviceOperationId}, ${two.deviceOperationId.toUpperCase()}` },
    });
    expect(cloned.statusCode).toBe(200);
    expect(cloned.json().message).toBe('Device Operations Cloned Successfully.');
    expect(cloned.json().deviceOperationIds).toHaveLength(2);
    expect(await configVersion(target.deviceId)).toBe(before + 1);
    const copies = await ctx.app.inject({ method: 'GET', url: `/v1/deviceOperations/active(deviceId=${target.deviceId})`, headers });
    expect(copies.json().map((r: { label: string }) => r.label)).toEqual(['One', 'Two']);
    const copy = copies.json()[0];
    expect(copy.deviceOperationId).not.toBe(one.deviceOperationId);
    expect(copy.parameters[0]).toMatchObject({ lookupKey: 'Token' });
    expect(copy.parameters[0].placeholderKey).not.toBe('p-1');
    const registered = await ctx.db.select().from(packetEntities).where(and(eq(packetEntities.tenantId, tenant.tenantId), eq(packetEntities.entityId, copy.deviceOperationId)));
    expect(registered).toHaveLength(1);
  });

  it.each([
    [(from: string) => ({ fromDeviceId: from, deviceOperationIdsToClone: crypto.randomUUID() }), 'toDeviceId: Please choose the device to clone the operations to.'],
    [(from: string, to: string) => ({ fromDeviceId: from, toDeviceId: to, deviceOperationIdsToClone: ' , ' }), 'deviceOperationIdsToClone: Select at least one operation to clone.'],
    [(from: string, _to: string, op: string) => ({ fromDeviceId: from, toDeviceId: from, deviceOperationIdsToClone: op }), 'toDeviceId: Choose a device other than the one the operations come from.'],
    [(from: string, to: string) => ({ fromDeviceId: from, toDeviceId: to, deviceOperationIdsToClone: crypto.randomUUID() }), 'An operation to clone does not belong to the source device.'],
  ])('refuses a clone: %#', async (make, message) => {
    const { tenant, device, operation, headers } = await setup();
    const target = await makeDevice(ctx, tenant.tenantId);
    const op = await makeDeviceOperation(ctx, device, operation.operationId);
    const res = await ctx.app.inject({ method: 'POST', url: '/v1/deviceOperations/clone', headers, payload: make(device.deviceId, target.deviceId, op.deviceOperationId) });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
  });

  it("answers 404 for another tenant's device operation and for cloning to or from another tenant's device", async () => {
    const mine = await setup();
    const other = await setup();
    const foreignOp = await makeDeviceOperation(ctx, other.device, other.operation.operationId, { frequencyTypeId: FrequencyType.OnDemand });
    const ownOp = await makeDeviceOperation(ctx, mine.device, mine.operation.operationId);
    const { headers } = mine;
    const id = foreignOp.deviceOperationId;
    for (const [method, url] of [['GET', `/v1/deviceOperations/${id}`], ['GET', `/v1/deviceOperations/${id}/logs`], ['DELETE', `/v1/deviceOperations/${id}`],
      ['POST', `/v1/deviceOperations/${id}/enqueueOnDemand`], ['POST', `/v1/deviceOperations/${id}/dequeueOnDemand`],
      ['GET', `/v1/deviceOperations/active(deviceId=${other.device.deviceId})`]] as const) {
      const r = await ctx.app.inject({ method, url, headers });
      expect({ method, url, status: r.statusCode }).toEqual({ method, url, status: 404 });
    }
    expect((await ctx.app.inject({ method: 'POST', url: `/v1/deviceOperations/${id}`, headers, payload: body(other.device.deviceId, other.operation.operationId) })).statusCode).toBe(404);
    expect((await ctx.app.inject({ method: 'PUT', url: '/v1/deviceOperations', headers, payload: body(other.device.deviceId, other.operation.operationId) })).statusCode).toBe(404);
    const toForeign = await ctx.app.inject({
      method: 'POST', url: '/v1/deviceOperations/clone', headers,
      payload: { fromDeviceId: mine.device.deviceId, toDeviceId: other.device.deviceId, deviceOperationIdsToClone: ownOp.deviceOperationId },
    });
    expect(toForeign.statusCode).toBe(404);
    const list = await ctx.app.inject({ method: 'GET', url: '/v1/deviceOperations', headers });
    expect(list.body).not.toContain(id);
    expect(list.body).toContain(ownOp.deviceOperationId);
    // An administrator of both tenants still cannot clone between them.
    const both = await bearerFor(all, [mine.tenant.tenantId, other.tenant.tenantId]);
    const across = await ctx.app.inject({
      method: 'POST', url: '/v1/deviceOperations/clone', headers: both,
      payload: { fromDeviceId: mine.device.deviceId, toDeviceId: other.device.deviceId, deviceOperationIdsToClone: ownOp.deviceOperationId },
    });
    expect(across.statusCode).toBe(404);
  });

  it('answers 403 to a viewer that writes', async () => {
    const { tenant, device, operation } = await setup();
    const viewer = await bearerFor(['Devices:view'], [tenant.tenantId]);
    const op = await makeDeviceOperation(ctx, device, operation.operationId);
    expect((await ctx.app.inject({ method: 'GET', url: `/v1/deviceOperations/${op.deviceOperationId}`, headers: viewer })).statusCode).toBe(200);
    expect((await ctx.app.inject({ method: 'DELETE', url: `/v1/deviceOperations/${op.deviceOperationId}`, headers: viewer })).statusCode).toBe(403);
    expect((await ctx.app.inject({ method: 'PUT', url: '/v1/deviceOperations', headers: viewer, payload: body(device.deviceId, operation.operationId) })).statusCode).toBe(403);
  });
});
