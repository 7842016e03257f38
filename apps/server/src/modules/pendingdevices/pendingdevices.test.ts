import { randomBytes, randomUUID } from 'node:crypto';
import { type EnrollRequest, type Permission, pendingDeviceResultMessages } from '@portal/contracts';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { tokenActor } from '../../platform/auth/token-actor.ts';
import { builtInRoles } from '../../platform/permissions/builtin-roles.ts';
import { type TestContext, createTestContext } from '../../test/context.ts';
import { devices } from '../devices/devices.table.ts';
import { insertPendingDevice } from './pendingdevices.fixtures.ts';
import { createPendingDevicesService } from './pendingdevices.service.ts';
import { pendingDevices } from './pendingdevices.table.ts';
import seedPendingDevices from './seed.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});

const TOO_MANY = 'pendingDeviceIds: Please select fewer than 25 Devices.';
const all: Permission[] = ['PendingDevices:view', 'PendingDevices:edit', 'PendingDevices:delete', 'Devices:create', 'Devices:view'];

async function bearerFor(permissions: Permission[], tenantIds?: string[], values: { contextSubscriptionId?: string } = {}) {
  const user = await ctx.factories.user({ permissions, tenantIds, values });
  return { authorization: `Bearer ${await ctx.tokenFor(user.userId)}` };
}

/** The actor of a tenant's API token with the Integration role, as the agent API sees it. */
async function integrationToken(tenantId: string, permissions = builtInRoles.Integration!.permissions) {
  const grant = await ctx.factories.tokenGrant({ tenantId });
  return tokenActor({ tokenGrantId: grant.tokenGrantId, name: grant.name, tenantId, permissions });
}

function enrollRequest(values: Partial<EnrollRequest> = {}): EnrollRequest {
  return {
    agentId: randomUUID(), machineName: 'web-01', operatingSystem: 'linux 6.1.0-18-amd64', operatingSystemId: 1,
    architecture: 'x64', agentVersion: '1.0.0', fingerprint: randomBytes(32).toString('hex'), ...values,
  };
}

const rowsOf = (tenantId: string) => ctx.db.select().from(pendingDevices).where(eq(pendingDevices.tenantId, tenantId));
const list = async (headers: Record<string, string>, query = '') => ctx.app.inject({ method: 'GET', url: `/v1/pendingdevices${query}`, headers });
const ids = (res: { json(): { value: Array<{ pendingDeviceId: string }> } }) => res.json().value.map((d) => d.pendingDeviceId).sort();

describe('enroll', () => {
  it('makes one row per agent id in the token\'s tenant, refreshing it on every enrollment', async () => {
    const service = createPendingDevicesService({ db: ctx.db });
    const tenant = await ctx.factories.tenant();
    const token = await integrationToken(tenant.tenantId);
    const request = enrollRequest();
    const first = await service.enroll(token, request, '192.0.2.1');
    expect(first).toMatchObject({ status: 'pending', retryAfterSeconds: 30 });
    const [before] = await rowsOf(tenant.tenantId);

    const again = await service.enroll(token, { ...request, machineName: 'web-01-renamed', agentVersion: '1.1.0', architecture: 'arm64' }, '192.0.2.2');
    expect(again).toEqual(first);
    const rows = await rowsOf(tenant.tenantId);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      agentId: request.agentId, machineName: 'web-01-renamed', architecture: 'arm64', agentVersion: '1.1.0', ipAddress: '192.0.2.2',
      operatingSystem: 'linux 6.1.0-18-amd64', operatingSystemId: 1, tokenGrantId: token.id, created: before!.created,
    });
    expect(rows[0]!.lastPing.getTime()).toBeGreaterThanOrEqual(before!.lastPing.getTime());
  });

  it('refuses a new agent past the token\'s limit, even enrolling at once, while known agents keep pinging and other tokens enroll', async () => {
    const service = createPendingDevicesService({ db: ctx.db, maxPerToken: 3 });
    const tenant = await ctx.factories.tenant();
    const token = await integrationToken(tenant.tenantId);
    const known = enrollRequest();
    await service.enroll(token, known, null);
    const racing = await Promise.allSettled(Array.from({ length: 5 }, () => service.enroll(token, enrollRequest(), null)));
    expect(racing.filter((r) => r.status === 'fulfilled')).toHaveLength(2);
    const refusals = racing.filter((r): r is PromiseRejectedResult => r.status === 'rejected').map((r) => r.reason);
    expect(refusals.map((e) => [e.statusCode, e.message])).toEqual(Array(3).fill([429, pendingDeviceResultMessages.tokenLimit(3)]));
    expect(await rowsOf(tenant.tenantId)).toHaveLength(3);

    await expect(service.enroll(token, { ...known, machineName: 'still-here' }, null)).resolves.toMatchObject({ status: 'pending' });
    await expect(service.enroll(await integrationToken(tenant.tenantId), enrollRequest(), null)).resolves.toMatchObject({ status: 'pending' });
  });

  it('keeps two agents of the same machine name apart, and a cloned agent id from another machine out of the first one\'s row', async () => {
    const service = createPendingDevicesService({ db: ctx.db });
    const tenant = await ctx.factories.tenant();
    const token = await integrationToken(tenant.tenantId);
    const one = await service.enroll(token, enrollRequest({ machineName: 'clone' }), null);
    const two = await service.enroll(token, enrollRequest({ machineName: 'clone' }), null);
    expect(one).not.toEqual(two);
    expect(await rowsOf(tenant.tenantId)).toHaveLength(2);

    const original = enrollRequest({ machineName: 'original' });
    await service.enroll(token, original, '192.0.2.3');
    const copy = await service.enroll(token, { ...original, machineName: 'copy', fingerprint: randomBytes(32).toString('hex') }, '192.0.2.4');
    expect(copy).toEqual({ status: 'clone' });
    const [kept] = (await rowsOf(tenant.tenantId)).filter((r) => r.agentId === original.agentId);
    expect(kept).toMatchObject({ machineName: 'original', fingerprint: original.fingerprint, ipAddress: '192.0.2.3' });
  });

  it('enrolls only with an API token that holds PendingDevices:create, into the token\'s own tenant', async () => {
    const service = createPendingDevicesService({ db: ctx.db });
    const tenant = await ctx.factories.tenant();
    const reader = await integrationToken(tenant.tenantId, ['PendingDevices:view']);
    await expect(service.enroll(reader, enrollRequest(), null)).rejects.toMatchObject({ statusCode: 403 });
    const person = { ...(await integrationToken(tenant.tenantId)), kind: 'user' as const, homeTenantId: null };
    await expect(service.enroll(person, enrollRequest(), null)).rejects.toMatchObject({ statusCode: 403 });
    expect(await rowsOf(tenant.tenantId)).toHaveLength(0);
  });
});

describe('GET v1/pendingdevices', () => {
  it('answers 401 without a token and 403 without the permission', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: '/v1/pendingdevices' })).statusCode).toBe(401);
    expect((await list(await bearerFor(['Devices:view']))).statusCode).toBe(403);
  });

  it('lists the tenants the caller may view, and only recent pings with activeOnly=true', async () => {
    const mine = await ctx.factories.tenant();
    const other = await ctx.factories.tenant();
    const fresh = await insertPendingDevice(ctx.db, { tenantId: mine.tenantId });
    const stale = await insertPendingDevice(ctx.db, { tenantId: mine.tenantId, lastPing: new Date(Date.now() - 25 * 3600_000) });
    const foreign = await insertPendingDevice(ctx.db, { tenantId: other.tenantId });
    const headers = await bearerFor(['PendingDevices:view'], [mine.tenantId]);

    const everything = await list(headers, '?$count=true');
    expect(everything.statusCode).toBe(200);
    expect(ids(everything)).toEqual([fresh.pendingDeviceId, stale.pendingDeviceId].sort());
    expect(everything.body).not.toContain(foreign.pendingDeviceId);
    expect(everything.body).not.toContain(fresh.fingerprint);
    expect(everything.json().value[0]).toMatchObject({ machineName: expect.any(String), operatingSystem: 'linux 6.1.0-18-amd64', architecture: 'x64', ipAddress: '192.0.2.10' });
    expect(ids(await list(headers, '?activeOnly=true'))).toEqual([fresh.pendingDeviceId]);
    expect(ids(await list(headers, `?$filter=machineName eq '${stale.machineName}'`))).toEqual([stale.pendingDeviceId]);
    expect((await list(headers, '?activeOnly=maybe')).statusCode).toBe(400);
  });

  it('exports the same rows as CSV with the grid\'s filters, formulas escaped, fingerprints left out', async () => {
    const mine = await ctx.factories.tenant();
    const other = await ctx.factories.tenant();
    const fresh = await insertPendingDevice(ctx.db, { tenantId: mine.tenantId, machineName: '=HYPERLINK("http://x")' });
    const stale = await insertPendingDevice(ctx.db, { tenantId: mine.tenantId, lastPing: new Date(Date.now() - 25 * 3600_000) });
    const foreign = await insertPendingDevice(ctx.db, { tenantId: other.tenantId });
    const headers = await bearerFor(['PendingDevices:view'], [mine.tenantId]);

    const csv = await ctx.app.inject({ method: 'GET', url: '/v1/pendingdevices/export?activeOnly=true', headers });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.headers['content-disposition']).toContain('pendingdevices.csv');
    const lines = csv.body.replace(/^\uFEFF/, '').trim().split(/\r?\n/);
    expect(lines[0]).toBe('Machine Name,Operating System,Architecture,IP Address,Agent Version,Last Ping,Created,Tenant,Pending Device Id,Agent Id');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(`"'=HYPERLINK(""http://x"")"`);
    expect(lines[1]).toContain(mine.name);
    expect(csv.body).not.toContain(stale.pendingDeviceId);
    expect(csv.body).not.toContain(foreign.pendingDeviceId);
    expect(csv.body).not.toContain(fresh.fingerprint);
    expect((await ctx.app.inject({ method: 'GET', url: '/v1/pendingdevices/export', headers: await bearerFor(['Devices:view'], [mine.tenantId]) })).statusCode).toBe(403);
  });
});

describe('POST v1/pendingdevices/batchpromote', () => {
  it('promotes to the caller\'s context subscription, removes the pending row, and the agent id never comes back as pending', async () => {
    const subscription = await ctx.factories.subscription();
    const token = await integrationToken(subscription.tenantId);
    const service = createPendingDevicesService({ db: ctx.db });
    const request = enrollRequest({ machineName: 'db-01' });
    const enrolled = await service.enroll(token, request, '192.0.2.5');
    if (enrolled.status !== 'pending') throw new Error('expected a pending device');
    const headers = await bearerFor(all, [subscription.tenantId], { contextSubscriptionId: subscription.subscriptionId });

    const res = await ctx.app.inject({ method: 'POST', url: '/v1/pendingdevices/batchpromote', headers, payload: { pendingDeviceIds: [enrolled.pendingDeviceId] } });
    expect(res.statusCode).toBe(200);
    const { devices: made, message } = res.json();
    expect(message).toBe('The device was promoted.');
    const [device] = await ctx.db.select().from(devices).where(eq(devices.deviceId, made[0].deviceId));
    expect(device).toMatchObject({
      tenantId: subscription.tenantId, subscriptionId: subscription.subscriptionId, agentId: request.agentId, name: 'db-01',
      fingerprint: request.fingerprint, ipAddress: '192.0.2.5', isDeleted: false,
    });
    expect(await rowsOf(subscription.tenantId)).toHaveLength(0);

    const later = await service.enroll(token, request, '192.0.2.6');
    expect(later).toMatchObject({ status: 'promoted', tenantId: subscription.tenantId, deviceId: device!.deviceId, credentialConfirmed: false });
    expect(await rowsOf(subscription.tenantId)).toHaveLength(0);
    // A deleted device's agent may enroll again as a new pending device.
    await ctx.db.update(devices).set({ isDeleted: true }).where(and(eq(devices.tenantId, subscription.tenantId), eq(devices.deviceId, device!.deviceId)));
    expect(await service.enroll(token, request, null)).toMatchObject({ status: 'pending' });
  });

  it('needs Devices:create, a subscription of the device\'s own tenant, and 1 to 24 ids', async () => {
    const subscription = await ctx.factories.subscription();
    const elsewhere = await ctx.factories.subscription();
    const pending = await insertPendingDevice(ctx.db, { tenantId: subscription.tenantId });
    const promote = (headers: Record<string, string>, payload: object) => ctx.app.inject({ method: 'POST', url: '/v1/pendingdevices/batchpromote', headers, payload });
    const tenants = [subscription.tenantId, elsewhere.tenantId];

    const noDevices = await bearerFor(['PendingDevices:view', 'PendingDevices:edit'], tenants);
    expect((await promote(noDevices, { pendingDeviceIds: [pending.pendingDeviceId], subscriptionId: subscription.subscriptionId })).statusCode).toBe(403);
    const headers = await bearerFor(all, tenants);
    const noContext = await promote(headers, { pendingDeviceIds: [pending.pendingDeviceId] });
    expect(noContext.statusCode).toBe(400);
    expect(noContext.json().message).toBe('Choose a subscription to promote the devices to: you have no current subscription.');
    const wrongTenant = await promote(headers, { pendingDeviceIds: [pending.pendingDeviceId], subscriptionId: elsewhere.subscriptionId });
    expect(wrongTenant.statusCode).toBe(400);
    expect(wrongTenant.json().message).toMatch(/belongs to another tenant/);
    for (const pendingDeviceIds of [[], Array.from({ length: 25 }, () => randomUUID())]) {
      const res = await promote(headers, { pendingDeviceIds, subscriptionId: subscription.subscriptionId });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(TOO_MANY);
    }
    expect(await rowsOf(subscription.tenantId)).toHaveLength(1);
    expect(await ctx.db.select().from(devices).where(eq(devices.tenantId, subscription.tenantId))).toHaveLength(0);
  });

  it('promotes nothing when one id is another tenant\'s: 404 naming it', async () => {
    const subscription = await ctx.factories.subscription();
    const other = await ctx.factories.tenant();
    const own = await insertPendingDevice(ctx.db, { tenantId: subscription.tenantId });
    const foreign = await insertPendingDevice(ctx.db, { tenantId: other.tenantId });
    const headers = await bearerFor(all, [subscription.tenantId]);
    const res = await ctx.app.inject({
      method: 'POST', url: '/v1/pendingdevices/batchpromote', headers,
      payload: { pendingDeviceIds: [own.pendingDeviceId, foreign.pendingDeviceId], subscriptionId: subscription.subscriptionId },
    });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe(`No pending device ${foreign.pendingDeviceId} was found.`);
    expect(await rowsOf(subscription.tenantId)).toHaveLength(1);
    expect(await ctx.db.select().from(devices).where(eq(devices.tenantId, subscription.tenantId))).toHaveLength(0);
  });
});

describe('DELETE v1/pendingdevices/batchdelete', () => {
  it('deletes the listed devices of the caller\'s tenants, all or none', async () => {
    const tenant = await ctx.factories.tenant();
    const other = await ctx.factories.tenant();
    const [a, b, c] = await Promise.all([1, 2, 3].map(() => insertPendingDevice(ctx.db, { tenantId: tenant.tenantId })));
    const foreign = await insertPendingDevice(ctx.db, { tenantId: other.tenantId });
    const headers = await bearerFor(all, [tenant.tenantId]);
    const remove = (pendingDeviceIds: string[]) => ctx.app.inject({ method: 'DELETE', url: '/v1/pendingdevices/batchdelete', headers, payload: { pendingDeviceIds } });

    expect((await ctx.app.inject({ method: 'DELETE', url: '/v1/pendingdevices/batchdelete', headers: await bearerFor(['PendingDevices:view', 'PendingDevices:edit']), payload: { pendingDeviceIds: [a!.pendingDeviceId] } })).statusCode).toBe(403);
    const mixed = await remove([a!.pendingDeviceId, foreign.pendingDeviceId]);
    expect(mixed.statusCode).toBe(404);
    expect(await rowsOf(tenant.tenantId)).toHaveLength(3);
    expect((await remove(Array.from({ length: 25 }, () => randomUUID()))).json().message).toBe(TOO_MANY);

    const res = await remove([a!.pendingDeviceId, b!.pendingDeviceId, a!.pendingDeviceId]);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: '2 devices were deleted.', deleted: 2 });
    expect((await rowsOf(tenant.tenantId)).map((r) => r.pendingDeviceId)).toEqual([c!.pendingDeviceId]);
    expect(await rowsOf(other.tenantId)).toHaveLength(1);
  });
});

describe('demo seed', () => {
  it('enrolls more than a batch in the first tenant and a few elsewhere, some pinged within the day, the same rows when run again', async () => {
    const first = await ctx.factories.tenant();
    const second = await ctx.factories.tenant();
    const seedContext = { db: ctx.db, config: ctx.config, tenants: [first, second], subscriptions: [] };
    await seedPendingDevices(seedContext);
    await seedPendingDevices(seedContext);
    const headers = await bearerFor(['PendingDevices:view'], [first.tenantId, second.tenantId]);
    const count = async (query: string) => (await list(headers, `?$count=true&$top=0&$filter=tenantId eq ${query}`)).json()['@odata.count'];
    expect([await count(first.tenantId), await count(`${first.tenantId}&activeOnly=true`)]).toEqual([31, 28]);
    expect([await count(second.tenantId), await count(`${second.tenantId}&activeOnly=true`)]).toEqual([6, 3]);
  });
});
