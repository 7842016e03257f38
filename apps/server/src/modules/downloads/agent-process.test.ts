/**
 * The reference agent as a customer runs it: downloaded from the portal at /downloads/agent.mjs, started
 * with plain `node agent.mjs --url … --token …` against a listening portal on a real database; promoted
 * through the API; its heartbeat packet stored; stopped with its one clear line when the device is deleted.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { cpSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { FrequencyType, ParameterSource, type Permission, agentMessages } from '@portal/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestContext, createTestContext } from '../../test/context.ts';
import { within } from '../../test/within.ts';
import { ensureAgentPackage, operations } from '../packages/index.ts';
import { buildAgentBundle } from './agent-bundle.fixture.ts';

let ctx: TestContext;
let base = '';
const children: ChildProcess[] = [];

beforeAll(async () => {
  buildAgentBundle();
  ctx = await createTestContext();
  await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  const address = ctx.app.server.address();
  base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
});
afterAll(() => {
  for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
});

const staff: Permission[] = ['PendingDevices:view', 'PendingDevices:edit', 'Devices:create', 'Devices:view', 'Devices:edit', 'Devices:delete', 'Packets:view'];

describe('the downloaded agent against a running portal', () => {
  it('enrolls, is promoted, sends its heartbeat, tells a copied state folder on a second machine apart, runs an on-demand operation within 2 s, restarts when asked, and stops with one line when its device is deleted', { timeout: 150_000 }, async () => {
    await ensureAgentPackage({ db: ctx.db, config: ctx.config });
    const subscription = await ctx.factories.subscription();
    const { token } = await ctx.factories.tokenGrant({ tenantId: subscription.tenantId });
    const user = await ctx.factories.user({ permissions: staff, tenantIds: [subscription.tenantId], values: { contextSubscriptionId: subscription.subscriptionId } });
    const authorization = `Bearer ${await ctx.tokenFor(user.userId)}`;
    const api = (path: string, init: RequestInit = {}) =>
      fetch(`${base}${path}`, { ...init, headers: { authorization, ...(init.body ? { 'content-type': 'application/json' } : {}) } });

    // As a customer does: download the file, run it with plain node.
    const folder = mkdtempSync(join(tmpdir(), 'agent-download-'));
    const bundle = await fetch(`${base}/downloads/agent.mjs`);
    expect(bundle.status).toBe(200);
    writeFileSync(join(folder, 'agent.mjs'), Buffer.from(await bundle.arrayBuffer()));
    const child = spawn(process.execPath, [join(folder, 'agent.mjs'), '--url', base, '--token', token, '--state-dir', join(folder, 'state')], {
      env: { ...process.env, PORTAL_AGENT_MACHINE_ID: 'integration-machine' }, stdio: ['ignore', 'pipe', 'pipe'],
    });
    children.push(child);
    let stdout = '';
    let stderr = '';
    child.stdout!.on('data', (chunk: Buffer) => void (stdout += chunk.toString()));
    child.stderr!.on('data', (chunk: Buffer) => void (stderr += chunk.toString()));
    const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));

    const pending = await within(30_000, async () => {
      const list = (await (await api('/v1/pendingdevices')).json()) as { value: Array<{ pendingDeviceId: string; agentId: string }> };
      return list.value[0];
    });
    const promoted = await api('/v1/pendingdevices/batchpromote', { method: 'POST', body: JSON.stringify({ pendingDeviceIds: [pending.pendingDeviceId] }) });
    expect({ status: promoted.status, body: await promoted.text() }).toMatchObject({ status: 200 });

    // The agent asks again after the portal's retryAfterSeconds, collects its credential and checks in.
    const device = await within(60_000, async () => {
      const list = (await (await api('/v1/devices')).json()) as { value: Array<{ deviceId: string; cpu?: number | null }> };
      return list.value[0];
    });
    const heartbeat = await within(60_000, async () => {
      const answer = await api(`/v1/packets?$filter=${encodeURIComponent(`entityId in (${device.deviceId})`)}`);
      const list = (await answer.json()) as { value: Array<{ entityId: string; message: { Metrics?: Record<string, number> } }> };
      return list.value?.find((packet) => packet.message?.Metrics?.DeviceCpu !== undefined);
    });
    expect(heartbeat.message.Metrics).toEqual({ DeviceCpu: expect.any(Number), DeviceMemory: expect.any(Number) });
    expect(stdout).toContain(`Promoted: this machine is device ${device.deviceId}`);
    expect(stdout).not.toContain(token);

    // The state folder copied to a second machine: refused as a clone, it enrolls as a new pending device.
    cpSync(join(folder, 'state'), join(folder, 'copied-state'), { recursive: true });
    const copy = spawn(process.execPath, [join(folder, 'agent.mjs'), '--url', base, '--token', token, '--state-dir', join(folder, 'copied-state')], {
      env: { ...process.env, PORTAL_AGENT_MACHINE_ID: 'second-machine' }, stdio: ['ignore', 'pipe', 'pipe'],
    });
    children.push(copy);
    const second = await within(30_000, async () => {
      const list = (await (await api('/v1/pendingdevices')).json()) as { value: Array<{ pendingDeviceId: string; agentId: string }> };
      return list.value.find((row) => row.pendingDeviceId !== pending.pendingDeviceId);
    });
    expect(second.agentId).not.toBe(pending.agentId);
    copy.kill('SIGTERM');
    const devicesNow = (await (await api('/v1/devices')).json()) as { value: unknown[] };
    expect(devicesNow.value).toHaveLength(1);

    // An on-demand Metric run: enqueued by a person, its result stored within 2 s through the held request.
    const [metric] = await ctx.db.select().from(operations).where(eq(operations.name, 'Metric'));
    const created = await api('/v1/deviceOperations', { method: 'PUT', body: JSON.stringify({
      deviceId: device.deviceId, operationId: metric!.operationId, label: 'Memory now', frequencyTypeId: FrequencyType.OnDemand, interval: '00:01:00',
      parameters: [{ name: 'metric', source: ParameterSource.PortalEntry, value: 'memory' }],
    }) });
    const { deviceOperation } = (await created.json()) as { deviceOperation: { deviceOperationId: string } };
    const operationId = deviceOperation.deviceOperationId;
    await new Promise((resolve) => setTimeout(resolve, 1500));
    const asked = Date.now();
    expect((await api(`/v1/deviceOperations/${operationId}/enqueueOnDemand`, { method: 'POST' })).status).toBe(200);
    const result = await within(10_000, async () => {
      const answer = await api(`/v1/packets?$filter=${encodeURIComponent(`entityId in (${operationId})`)}`);
      return ((await answer.json()) as { value: Array<{ message: { Value?: number; Metrics?: Record<string, number> } }> }).value[0];
    });
    const took = Date.now() - asked;
    expect(result.message).toEqual({ Value: expect.any(Number), Metrics: { DeviceMemory: result.message.Value } });
    expect(took).toBeLessThan(2000);

    // Restart from the portal: the supervisor starts a new worker, which clears the flag.
    expect((await api(`/v1/devices/${device.deviceId}/restart`, { method: 'POST' })).status).toBe(200);
    await within(30_000, async () => (stdout.includes('Restarted as the portal asked.') ? true : undefined));
    const afterRestart = (await (await api(`/v1/devices/${device.deviceId}`)).json()) as { restartAgentFlag: boolean };
    expect(afterRestart.restartAgentFlag).toBe(false);
    expect(child.exitCode).toBeNull();

    expect((await api(`/v1/deviceOperations/${operationId}`, { method: 'DELETE' })).status).toBe(200);
    const deleted = await api(`/v1/devices/${device.deviceId}`, { method: 'DELETE' });
    expect({ status: deleted.status, body: await deleted.text() }).toMatchObject({ status: 200 });
    expect(await Promise.race([exited, new Promise((resolve) => setTimeout(() => resolve('still running'), 30_000))])).toBe(2);
    expect(stderr).toBe(`${agentMessages.revoked}\n`);
  });
});
