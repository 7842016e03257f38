import { randomBytes, randomUUID } from 'node:crypto';
import { type EnrollRequest, type Permission, agentMessages } from '@portal/contracts';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { type TestContext, createTestContext } from '../../test/context.ts';
import { deviceOperations, devices } from '../devices/devices.table.ts';
import { ensureAgentPackage, operations } from '../packages/index.ts';
import { longPollMs } from './agent.routes.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});

const staff: Permission[] = ['PendingDevices:view', 'PendingDevices:edit', 'Devices:create', 'Devices:view', 'Devices:edit', 'Devices:delete'];
const bearer = (credential: string) => ({ authorization: `Bearer ${credential}` });

function enrollBody(values: Partial<EnrollRequest> = {}): EnrollRequest {
  return {
    agentId: randomUUID(), machineName: 'web-01', operatingSystem: 'linux 6.1.0', operatingSystemId: 4,
    architecture: 'x64', agentVersion: '1.0.0', fingerprint: randomBytes(32).toString('hex'), ...values,
  };
}

/** A tenant with a subscription, an API token, and a staff member working in that subscription. */
async function tenantSetup() {
  const subscription = await ctx.factories.subscription();
  const token = (await ctx.factories.tokenGrant({ tenantId: subscription.tenantId })).token;
  const user = await ctx.factories.user({ permissions: staff, tenantIds: [subscription.tenantId], values: { contextSubscriptionId: subscription.subscriptionId } });
  return { subscription, token, staffHeaders: bearer(await ctx.tokenFor(user.userId)) };
}

const enroll = (token: string, body: EnrollRequest) => ctx.app.inject({ method: 'POST', url: '/agent/v1/enroll', headers: bearer(token), payload: body });
const checkin = (credential: string, payload: Record<string, unknown>) => ctx.app.inject({ method: 'POST', url: '/agent/v1/checkin', headers: bearer(credential), payload });

/** Enrolls an agent, promotes it through the staff API and collects its credential. */
async function enrolledDevice(setup?: Awaited<ReturnType<typeof tenantSetup>>) {
  const s = setup ?? (await tenantSetup());
  const body = enrollBody();
  const pending = await enroll(s.token, body);
  expect(pending.statusCode).toBe(202);
  const promoted = await ctx.app.inject({ method: 'POST', url: '/v1/pendingdevices/batchpromote', headers: s.staffHeaders, payload: { pendingDeviceIds: [pending.json().pendingDeviceId] } });
  expect(promoted.statusCode).toBe(200);
  const collected = await enroll(s.token, body);
  expect(collected.statusCode).toBe(200);
  const { deviceId, credential } = collected.json();
  return { ...s, body, deviceId: deviceId as string, credential: credential as string };
}

function heartbeat(deviceId: string, values: Record<string, unknown> = {}) {
  return { packetId: randomUUID(), entityId: deviceId, timestamp: new Date().toISOString(), message: { Metrics: { DeviceCpu: 12.5, DeviceMemory: 40 } }, ...values };
}

describe('agent API: enrollment', () => {
  it('keeps an agent pending (one row however often it asks) until promoted, then hands out its credential until first used', async () => {
    const s = await tenantSetup();
    const body = enrollBody();
    const first = await enroll(s.token, body);
    const again = await enroll(s.token, body);
    expect(first.statusCode).toBe(202);
    expect(again.json().pendingDeviceId).toBe(first.json().pendingDeviceId);
    expect(first.json()).toMatchObject({ status: 'pending', retryAfterSeconds: expect.any(Number) });

    const device = await enrolledDevice(s);
    expect(device.credential).toMatch(/^pdc_/);
    const [row] = await ctx.db.select().from(devices).where(eq(devices.deviceId, device.deviceId));
    expect(row!.credentialHash).not.toContain(device.credential.split('.')[1]);

    // A lost answer is not fatal: collecting again gives a fresh credential and the old one stops working.
    const second = (await enroll(device.token, device.body)).json().credential as string;
    expect((await checkin(device.credential, { sequence: 1, configVersion: 0, fingerprint: device.body.fingerprint, agentVersion: '1' })).statusCode).toBe(401);
    expect((await checkin(second, { sequence: 1, configVersion: 0, fingerprint: device.body.fingerprint, agentVersion: '1' })).statusCode).toBe(200);
    // Once used, never again: the token alone can never become the device.
    const late = await enroll(device.token, device.body);
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe(agentMessages.alreadyEnrolled);
  });

  it('refuses people and devices at enroll, tokens and people at check-in, and devices everywhere else', async () => {
    const device = await enrolledDevice();
    expect((await ctx.app.inject({ method: 'POST', url: '/agent/v1/enroll', headers: device.staffHeaders, payload: enrollBody() })).statusCode).toBe(403);
    expect((await enroll(device.credential, enrollBody())).statusCode).toBe(403);
    expect((await checkin(device.token, { sequence: 1, configVersion: 0, fingerprint: device.body.fingerprint, agentVersion: '1' })).statusCode).toBe(403);
    expect((await ctx.app.inject({ method: 'POST', url: '/agent/v1/checkin', headers: device.staffHeaders, payload: { sequence: 1, configVersion: 0, fingerprint: device.body.fingerprint, agentVersion: '1' } })).statusCode).toBe(403);
    expect((await ctx.app.inject({ method: 'GET', url: '/v1/devices', headers: bearer(device.credential) })).statusCode).toBe(403);
    expect((await ctx.app.inject({ method: 'GET', url: '/v1/packets', headers: bearer(device.credential) })).statusCode).toBe(403);
  });
});

describe('agent API: check-in', () => {
  it('stores the heartbeat once however often it is sent, and answers the full state first, then only changes', async () => {
    const d = await enrolledDevice();
    const packet = heartbeat(d.deviceId);
    const first = await checkin(d.credential, { sequence: 1, configVersion: 0, fingerprint: d.body.fingerprint, agentVersion: '1', packets: [packet] });
    expect(first.statusCode).toBe(200);
    const answer = first.json();
    expect(answer).toMatchObject({ full: true, operations: [], installations: [], packetsStored: 1, packetsDuplicate: 0, restart: false });
    const resent = await checkin(d.credential, { sequence: 2, configVersion: answer.configVersion, fingerprint: d.body.fingerprint, agentVersion: '1', packets: [packet] });
    expect(resent.json()).toMatchObject({ full: false, packetsStored: 0, packetsDuplicate: 1 });
    expect(resent.json().operations).toBeUndefined();
    // A gap in the sequence: the portal answers everything again.
    const gap = await checkin(d.credential, { sequence: 9, configVersion: answer.configVersion, fingerprint: d.body.fingerprint, agentVersion: '1' });
    expect(gap.json()).toMatchObject({ full: true, operations: [] });
    const list = await ctx.app.inject({ method: 'GET', url: `/v1/devices/${d.deviceId}`, headers: d.staffHeaders });
    expect(list.statusCode).toBe(200);
  });

  it('answers check-ins that share a statement each for its device, and the same device twice at once both correctly', async () => {
    const setup = await tenantSetup();
    const devicesNow = [await enrolledDevice(setup), await enrolledDevice(setup), await enrolledDevice(setup)];
    const first = (d: (typeof devicesNow)[number]) => checkin(d.credential, { sequence: 1, configVersion: 0, fingerprint: d.body.fingerprint, agentVersion: '1', packets: [heartbeat(d.deviceId)] });
    const answers = await Promise.all(devicesNow.map(first));
    expect(answers.map((a) => [a.statusCode, a.json().full, a.json().packetsStored])).toEqual([[200, true, 1], [200, true, 1], [200, true, 1]]);
    // One device twice at once (a retry overtaking its original): one is written in the shared statement, the other in a transaction.
    const [d] = devicesNow;
    const again = { sequence: 2, configVersion: answers[0]!.json().configVersion, fingerprint: d!.body.fingerprint, agentVersion: '2' };
    const twice = await Promise.all([checkin(d!.credential, { ...again, packets: [heartbeat(d!.deviceId)] }), checkin(d!.credential, { ...again, packets: [heartbeat(d!.deviceId)] })]);
    expect(twice.map((a) => a.statusCode)).toEqual([200, 200]);
    expect(twice.map((a) => a.json().packetsStored)).toEqual([1, 1]);
    const [row] = await ctx.db.select({ lastSequence: devices.lastSequence, agentVersion: devices.agentVersion }).from(devices).where(eq(devices.deviceId, d!.deviceId));
    expect(row).toEqual({ lastSequence: 2, agentVersion: '2' });
  });

  it('drops packets for entities the device does not own', async () => {
    const a = await enrolledDevice();
    const b = await enrolledDevice();
    const res = await checkin(a.credential, { sequence: 1, configVersion: 0, fingerprint: a.body.fingerprint, agentVersion: '1', packets: [heartbeat(b.deviceId), heartbeat(a.deviceId)] });
    expect(res.json()).toMatchObject({ packetsStored: 1, packetsDuplicate: 0 });
  });

  it('refuses a copied credential on another machine (clone), and a deleted device for good', async () => {
    const d = await enrolledDevice();
    expect((await checkin(d.credential, { sequence: 1, configVersion: 0, fingerprint: d.body.fingerprint, agentVersion: '1' })).statusCode).toBe(200);
    const clone = await checkin(d.credential, { sequence: 2, configVersion: 0, fingerprint: randomBytes(32).toString('hex'), agentVersion: '1' });
    expect(clone.statusCode).toBe(409);
    expect(clone.json()).toMatchObject({ code: 'clone', message: agentMessages.clone });

    expect((await ctx.app.inject({ method: 'DELETE', url: `/v1/devices/${d.deviceId}`, headers: d.staffHeaders })).statusCode).toBe(200);
    const gone = await checkin(d.credential, { sequence: 2, configVersion: 0, fingerprint: d.body.fingerprint, agentVersion: '1' });
    expect(gone.statusCode).toBe(401);
    expect(gone.json().message).toBe(agentMessages.revoked);
  });

  it('hands operations with their secured values resolved from the tenant secrets, and completes an on-demand run once', async () => {
    const d = await enrolledDevice();
    await ensureAgentPackage({ db: ctx.db, config: ctx.config });
    const [apiRead] = await ctx.db.select().from(operations).where(eq(operations.name, 'ApiRead'));
    await ctx.factories.tenantSecret({ tenantId: d.subscription.tenantId, name: 'ApiKey', value: 'Bearer s3cret' });
    const token = randomUUID();
    const [op] = await ctx.db.insert(deviceOperations).values({
      tenantId: d.subscription.tenantId, deviceId: d.deviceId, operationId: apiRead!.operationId, label: 'Read status',
      frequencyTypeId: 1, interval: '00:01:00', completionToken: token,
      parameters: [{ name: 'url', source: 1, value: 'https://example.com/status' }, { name: 'jsonPath', source: 1, value: 'status' },
        { name: 'authorization', source: 3, value: null, placeholderKey: randomUUID(), lookupKey: 'apikey' }],
    }).returning();
    const answer = (await checkin(d.credential, { sequence: 1, configVersion: 0, fingerprint: d.body.fingerprint, agentVersion: '1' })).json();
    expect(answer.operations).toHaveLength(1);
    expect(answer.operations[0]).toMatchObject({
      deviceOperationId: op!.deviceOperationId, name: 'ApiRead', completionToken: token, intervalSeconds: 60,
      parameters: expect.arrayContaining([{ name: 'authorization', source: 3, value: 'Bearer s3cret' }, { name: 'url', source: 1, value: 'https://example.com/status' }]),
    });
    const done = (await checkin(d.credential, { sequence: 2, configVersion: answer.configVersion, fingerprint: d.body.fingerprint, agentVersion: '1', completed: [{ deviceOperationId: op!.deviceOperationId, completionToken: token }] })).json();
    expect(done.configVersion).toBeGreaterThan(answer.configVersion);
    expect(done.operations[0]).toMatchObject({ completionToken: null, operationComplete: true });
    const [row] = await ctx.db.select().from(deviceOperations).where(and(eq(deviceOperations.deviceOperationId, op!.deviceOperationId)));
    expect(row!.completionToken).toBeNull();
  });
});

describe('agent API: commands (long poll)', () => {
  it('holds each request between 80% and 100% of AGENT_LONG_POLL_SECONDS, so agents that came together drift apart', () => {
    expect(longPollMs(25, 0)).toBe(20_000);
    expect(longPollMs(25, 0.5)).toBe(22_500);
    expect(longPollMs(25, 0.999_999)).toBe(25_000);
    const holds = new Set(Array.from({ length: 50 }, () => longPollMs(25)));
    expect(holds.size).toBeGreaterThan(40);
    for (const ms of holds) expect(ms >= 20_000 && ms <= 25_000).toBe(true);
  });

  it('answers a held request as soon as a person restarts the agent, and the restart flag clears when the agent says it restarted', async () => {
    const d = await enrolledDevice();
    const answer = (await checkin(d.credential, { sequence: 1, configVersion: 0, fingerprint: d.body.fingerprint, agentVersion: '1' })).json();
    const started = Date.now();
    const held = ctx.app.inject({ method: 'GET', url: `/agent/v1/commands?configVersion=${answer.configVersion}`, headers: bearer(d.credential) });
    await new Promise((r) => setTimeout(r, 200));
    const restart = await ctx.app.inject({ method: 'POST', url: `/v1/devices/${d.deviceId}/restart`, headers: d.staffHeaders });
    expect(restart.statusCode).toBe(200);
    const woke = await held;
    expect(woke.statusCode).toBe(200);
    expect(woke.json().configVersion).toBeGreaterThan(answer.configVersion);
    expect(Date.now() - started).toBeLessThan(20_000);
    const told = (await checkin(d.credential, { sequence: 2, configVersion: answer.configVersion, fingerprint: d.body.fingerprint, agentVersion: '1' })).json();
    expect(told.restart).toBe(true);
    const back = (await checkin(d.credential, { sequence: 1, configVersion: 0, fingerprint: d.body.fingerprint, agentVersion: '1', restarted: true })).json();
    expect(back.restart).toBe(false);
    const [row] = await ctx.db.select().from(devices).where(eq(devices.deviceId, d.deviceId));
    expect(row!.restartAgentFlag).toBe(false);
  });

  it('answers at once when the agent is behind, and 401 once the device is deleted', async () => {
    const d = await enrolledDevice();
    const behind = await ctx.app.inject({ method: 'GET', url: '/agent/v1/commands?configVersion=0', headers: bearer(d.credential) });
    expect(behind.statusCode).toBe(200);
    await ctx.app.inject({ method: 'DELETE', url: `/v1/devices/${d.deviceId}`, headers: d.staffHeaders });
    expect((await ctx.app.inject({ method: 'GET', url: '/agent/v1/commands?configVersion=0', headers: bearer(d.credential) })).statusCode).toBe(401);
  });
});
