/**
 * Faults an operator meets with real agents (issue 29): the portal away for two minutes while an agent
 * measures, an agent killed with SIGKILL and started again, a state folder copied to a second machine.
 * The reference agent runs as a process (apps/agent/src/main.ts) against a listening portal.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { cpSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Permission } from '@portal/contracts';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type App, buildApp } from '../../app.ts';
import { freePort } from '../../test/free-port.ts';
import { type TestContext, createTestContext } from '../../test/context.ts';
import { within } from '../../test/within.ts';
import { DEVICE_CONFIG_TOPIC } from '../devices/index.ts';
import { devices } from '../devices/devices.table.ts';
import { pendingDevices } from '../pendingdevices/pendingdevices.table.ts';

const AGENT_MAIN = fileURLToPath(new URL('../../../../agent/src/main.ts', import.meta.url));
const OUTAGE_MS = Number(process.env.AGENT_OUTAGE_MS ?? 120_000);
const HEARTBEAT_SECONDS = 2;

let ctx: TestContext;
let portal: App | undefined;
let port = 0;
const agents: ChildProcess[] = [];

async function startPortal(): Promise<void> {
  portal = await buildApp({ config: ctx.config, db: ctx.db });
  await portal.listen({ port, host: '127.0.0.1' });
}

beforeAll(async () => {
  ctx = await createTestContext({ AGENT_ENROLL_RETRY_SECONDS: '1', AGENT_LONG_POLL_SECONDS: '5' });
  port = await freePort();
  await startPortal();
});
afterAll(async () => {
  for (const child of agents) {
    if (child.exitCode !== null || child.signalCode !== null) continue;
    try {
      process.kill(-child.pid!, 'SIGKILL');
    } catch {
      // already gone
    }
  }
  await portal?.close();
});

const staff: Permission[] = ['PendingDevices:view', 'PendingDevices:edit', 'Devices:create', 'Devices:view', 'Devices:edit', 'Devices:delete', 'Packets:view'];

/** The agent as a customer starts it, in its own process group so a SIGKILL takes supervisor and worker. */
function startAgent(token: string, stateDir: string, machineId: string): ChildProcess {
  const child = spawn(process.execPath, [AGENT_MAIN, '--url', `http://127.0.0.1:${port}`, '--token', token, '--state-dir', stateDir], {
    env: { ...process.env, PORTAL_AGENT_MACHINE_ID: machineId }, stdio: 'ignore', detached: true,
  });
  agents.push(child);
  return child;
}

async function killHard(child: ChildProcess): Promise<void> {
  const exited = new Promise((resolve) => child.once('exit', resolve));
  process.kill(-child.pid!, 'SIGKILL');
  await exited;
}

/** A tenant, its API token, an agent started and promoted with a 2 s heartbeat: its device id. */
async function promotedAgent(machineId: string) {
  const subscription = await ctx.factories.subscription();
  const { token } = await ctx.factories.tokenGrant({ tenantId: subscription.tenantId });
  const user = await ctx.factories.user({ permissions: staff, tenantIds: [subscription.tenantId], values: { contextSubscriptionId: subscription.subscriptionId } });
  const headers = { authorization: `Bearer ${await ctx.tokenFor(user.userId)}` };
  const stateDir = join(mkdtempSync(join(tmpdir(), 'agent-faults-')), 'state');
  const child = startAgent(token, stateDir, machineId);
  const pending = await within(30_000, async () => (await ctx.db.select().from(pendingDevices).where(eq(pendingDevices.tenantId, subscription.tenantId)))[0]);
  const promoted = await portal!.inject({ method: 'POST', url: '/v1/pendingdevices/batchpromote', headers, payload: { pendingDeviceIds: [pending.pendingDeviceId] } });
  expect(promoted.statusCode).toBe(200);
  const device = await within(30_000, async () => {
    const [row] = await ctx.db.select().from(devices).where(eq(devices.tenantId, subscription.tenantId));
    return row?.credentialConfirmed ? row : undefined;
  });
  await ctx.db.update(devices).set({ heartbeatInterval: HEARTBEAT_SECONDS, configVersion: sql`${devices.configVersion} + 1` }).where(eq(devices.deviceId, device.deviceId));
  await portal!.invalidation.publish(DEVICE_CONFIG_TOPIC, device.deviceId);
  return { child, token, stateDir, tenantId: subscription.tenantId, deviceId: device.deviceId };
}

/** The device's stored heartbeat packets: how many, how many distinct ids, and their times in order. */
async function heartbeats(deviceId: string) {
  const { rows } = await ctx.db.$client.query<{ packet_id: string; timestamp: Date }>(
    'select packet_id, "timestamp" from packets where entity_id = $1 order by "timestamp"', [deviceId]);
  return { count: rows.length, distinct: new Set(rows.map((r) => r.packet_id)).size, times: rows.map((r) => r.timestamp.getTime()) };
}

/** The longest stretch without a packet between `from` and `to`, the ends included. */
const largestGapMs = (times: number[], from: number, to: number) => {
  const points = [from, ...times.filter((t) => t > from && t < to), to];
  return points.slice(1).reduce((gap, t, i) => Math.max(gap, t - points[i]!), 0);
};

describe('agents when things go wrong', () => {
  it('keeps measuring while the portal is away for two minutes and delivers every packet once when it is back', { timeout: OUTAGE_MS + 180_000 }, async () => {
    const agent = await promotedAgent('outage-machine');
    await within(30_000, async () => ((await heartbeats(agent.deviceId)).count >= 3 ? true : undefined));

    const down = Date.now();
    await portal!.close();
    await new Promise((resolve) => setTimeout(resolve, OUTAGE_MS));
    const up = Date.now();
    await startPortal();

    // Everything measured meanwhile arrives with its original time: no gap much beyond one heartbeat.
    const after = await within(90_000, async () => {
      const stored = await heartbeats(agent.deviceId);
      return stored.times.some((t) => t > up + 2_000) && largestGapMs(stored.times, down - 5_000, up) < HEARTBEAT_SECONDS * 1000 * 3 ? stored : undefined;
    });
    expect(after.distinct).toBe(after.count);
    expect(after.times.filter((t) => t > down && t < up).length).toBeGreaterThanOrEqual(Math.floor(OUTAGE_MS / (HEARTBEAT_SECONDS * 1000) / 2));
    await killHard(agent.child);
  });

  it('comes back as the same device after SIGKILL, and a copied state folder on another machine becomes a new pending device', { timeout: 150_000 }, async () => {
    const agent = await promotedAgent('original-machine');
    await within(30_000, async () => ((await heartbeats(agent.deviceId)).count >= 2 ? true : undefined));
    // A second machine with a copy of the state folder (its credential and agent id included).
    const copy = join(mkdtempSync(join(tmpdir(), 'agent-clone-')), 'state');
    cpSync(agent.stateDir, copy, { recursive: true });

    await killHard(agent.child);
    const before = (await heartbeats(agent.deviceId)).count;
    const restarted = startAgent(agent.token, agent.stateDir, 'original-machine');
    const resumed = await within(30_000, async () => {
      const stored = await heartbeats(agent.deviceId);
      return stored.count >= before + 2 ? stored : undefined;
    });
    expect(resumed.distinct).toBe(resumed.count);
    expect(await ctx.db.select().from(devices).where(eq(devices.tenantId, agent.tenantId))).toHaveLength(1);
    expect(await ctx.db.select().from(pendingDevices).where(eq(pendingDevices.tenantId, agent.tenantId))).toHaveLength(0);

    const clone = startAgent(agent.token, copy, 'cloned-machine');
    const pending = await within(30_000, async () => (await ctx.db.select().from(pendingDevices).where(eq(pendingDevices.tenantId, agent.tenantId)))[0]);
    expect(pending.fingerprint).not.toBe((await ctx.db.select().from(devices).where(eq(devices.deviceId, agent.deviceId)))[0]!.fingerprint);
    // The original keeps its device and keeps reporting; nothing was merged.
    const count = (await heartbeats(agent.deviceId)).count;
    await within(20_000, async () => ((await heartbeats(agent.deviceId)).count > count ? true : undefined));
    expect(await ctx.db.select().from(devices).where(eq(devices.tenantId, agent.tenantId))).toHaveLength(1);
    await killHard(clone);
    await killHard(restarted);
  });
});
