import { randomUUID } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type AgentOperation, OperationType, PackageType, ParameterSource, agentMessages } from '@portal/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Agent, type AgentExit } from './agent.ts';
import { SpoolBuffer } from './buffer.ts';
import { Logger } from './log.ts';
import { StandInPortal } from './test/stand-in-portal.ts';

const running: Array<{ agent: Agent; done: Promise<AgentExit>; portal: StandInPortal }> = [];
afterEach(async () => {
  for (const { agent, done, portal } of running.splice(0)) {
    agent.stop();
    await done;
    await portal.stop();
  }
  vi.restoreAllMocks();
});

async function startAgent(prepare: (portal: StandInPortal) => void = () => {}, stateDir = mkdtempSync(join(tmpdir(), 'agent-run-')), existing?: StandInPortal) {
  const portal = existing ?? new StandInPortal();
  prepare(portal);
  if (!existing) await portal.start();
  const lines: string[] = [];
  const agent = new Agent({ url: portal.url, token: portal.token, stateDir, allowRead: [], allowScripts: false, log: new Logger((line) => lines.push(line)), env: { PORTAL_AGENT_MACHINE_ID: 'machine-a' } });
  const done = agent.run();
  running.push({ agent, done, portal });
  return { portal, agent, done, lines, stateDir };
}

async function until<T>(probe: () => T | undefined | false, timeoutMs = 8000): Promise<T> {
  const started = Date.now();
  for (;;) {
    const value = probe();
    if (value) return value;
    if (Date.now() - started > timeoutMs) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

function metricOperation(extra: Partial<AgentOperation> = {}): AgentOperation {
  return {
    deviceOperationId: randomUUID(), operationId: randomUUID(), name: 'Metric', label: 'CPU', operationType: OperationType.Metric,
    frequencyTypeId: 1, intervalSeconds: 60, completionToken: null, operationComplete: false, packageTypeId: PackageType.AgentLogic,
    parameters: [{ name: 'metric', source: ParameterSource.PortalEntry, value: 'cpu' }], ...extra,
  };
}

describe('enrollment and check-in', () => {
  it('enrolls with the token until promoted, then checks in with its own credential only, sending heartbeats', async () => {
    const { portal, stateDir } = await startAgent();
    await until(() => portal.enrolls.length >= 2);
    expect(portal.checkins).toHaveLength(0);
    portal.promoted = true;
    await until(() => portal.checkins.length >= 2);
    expect(portal.enrolls.every((call) => call.authorization === `Bearer ${portal.token}`)).toBe(true);
    expect(new Set(portal.enrolls.map((call) => call.body.agentId)).size).toBe(1);
    expect(portal.checkins.every((call) => call.authorization === `Bearer ${portal.credential}`)).toBe(true);
    expect(portal.checkins.map((call) => call.body.sequence).slice(0, 2)).toEqual([1, 2]);
    const heartbeat = [...portal.stored.values()].find((packet) => packet.entityId === portal.deviceId)!;
    expect(heartbeat.message).toEqual({ Metrics: { DeviceCpu: expect.any(Number), DeviceMemory: expect.any(Number) } });
    expect(readFileSync(join(stateDir, 'credential'), 'utf8').trim()).toBe(portal.credential);
    const enrollsBefore = portal.enrolls.length;
    await until(() => portal.checkins.length >= 3);
    expect(portal.enrolls).toHaveLength(enrollsBefore);
  });

  it('keeps measuring while the portal is away, honours Retry-After, and delivers every packet once', async () => {
    const { portal } = await startAgent((p) => { p.promoted = true; });
    await until(() => portal.checkins.length >= 1);
    portal.refuse = { status: 503, retryAfter: 1 };
    await until(() => portal.refused.length >= 3, 15_000);
    const gaps = portal.refused.slice(1).map((call, i) => call.at - portal.refused[i]!.at);
    expect(Math.min(...gaps)).toBeGreaterThanOrEqual(950);
    const sentWhileAway = new Set(portal.refused.flatMap((call) => call.body.packets.map((packet) => packet.packetId)));
    expect(sentWhileAway.size).toBeGreaterThanOrEqual(2);
    portal.refuse = null;
    await until(() => [...sentWhileAway].every((id) => portal.stored.has(id)) || undefined, 15_000);
    const delivered = portal.checkins.flatMap((call) => call.body.packets.map((packet) => packet.packetId));
    // Each packet was acknowledged once: none was sent again after an answered check-in.
    expect(delivered.length).toBe(new Set(delivered).size);
  });

  it('sends fewer buffered packets a call after a 413, and still delivers each once', async () => {
    const stateDir = mkdtempSync(join(tmpdir(), 'agent-run-'));
    const backlog = new SpoolBuffer(join(stateDir, 'buffer'));
    const ids: string[] = [];
    const { portal } = await startAgent((p) => {
      p.promoted = true;
      p.maxPackets = 500;
      for (let i = 0; i < 600; i += 1) {
        const packetId = randomUUID();
        ids.push(packetId);
        backlog.appendPacket({ packetId, entityId: p.deviceId, timestamp: new Date().toISOString(), message: { Value: i } });
      }
    }, stateDir);
    await until(() => ids.every((id) => portal.stored.has(id)) || undefined, 15_000);
    expect(portal.refused.map((call) => call.body.packets.length)).toEqual([601]);
    const delivered = portal.checkins.flatMap((call) => call.body.packets.map((packet) => packet.packetId));
    expect(delivered.length).toBe(new Set(delivered).size);
  });

  it('runs an on-demand operation and reports it within 2 s of the command, through the held request', async () => {
    const { portal } = await startAgent((p) => { p.promoted = true; });
    await until(() => portal.checkins.length >= 1);
    const token = randomUUID();
    const operation = metricOperation({ completionToken: token });
    await new Promise((resolve) => setTimeout(resolve, 300));
    const asked = Date.now();
    portal.change((p) => { p.operations = [operation]; });
    const reported = await until(() => portal.checkins.find((call) => call.body.completed.some((done) => done.completionToken === token)));
    expect(reported.at - asked).toBeLessThan(2000);
    expect(reported.body.completed).toContainEqual({ deviceOperationId: operation.deviceOperationId, completionToken: token });
    expect(reported.body.packets.some((packet) => packet.entityId === operation.deviceOperationId)).toBe(true);
    // The same token in later answers does not run again.
    await until(() => portal.checkins.length >= reported.body.sequence + 2);
    const runs = portal.checkins.flatMap((call) => call.body.packets).filter((packet) => packet.entityId === operation.deviceOperationId);
    expect(runs).toHaveLength(1);
  });
});

describe('refusals', () => {
  it('stops with one clear line when its credential is revoked', async () => {
    const stderr = vi.spyOn(process.stderr, 'write').mockImplementation(() => true);
    const { portal, done } = await startAgent((p) => { p.promoted = true; });
    await until(() => portal.checkins.length >= 1);
    portal.refuse = { status: 401, code: 'revoked' };
    expect(await done).toBe('revoked');
    expect(stderr.mock.calls.map(([text]) => String(text))).toEqual([`${agentMessages.revoked}\n`]);
  });

  it('stops too when the sign-in layer refuses the deleted device with the revoked message and no code', async () => {
    vi.spyOn(process.stderr, 'write').mockImplementation(() => true);
    const { portal, done } = await startAgent((p) => { p.promoted = true; });
    await until(() => portal.checkins.length >= 1);
    portal.refuse = { status: 401, message: agentMessages.revoked };
    expect(await done).toBe('revoked');
  });

  it('backs off, without stopping, on a 401 that is not a revocation', async () => {
    const { portal, done } = await startAgent((p) => { p.promoted = true; });
    await until(() => portal.checkins.length >= 1);
    portal.refuse = { status: 401, code: 'invalid' };
    await until(() => portal.refused.length >= 2);
    const outcome = await Promise.race([done, new Promise((resolve) => setTimeout(() => resolve('running'), 200))]);
    expect(outcome).toBe('running');
  });

  it('starts over as a new agent when the portal says its credential is a clone, and never reuses it', async () => {
    const { portal, stateDir } = await startAgent((p) => { p.promoted = true; });
    await until(() => portal.checkins.length >= 1);
    const firstAgentId = portal.enrolls[0]!.body.agentId;
    portal.promoted = false;
    portal.refuse = { status: 409, code: 'clone' };
    await until(() => portal.enrolls.some((call) => call.body.agentId !== firstAgentId));
    expect(existsSync(join(stateDir, 'credential'))).toBe(false);
    const state = JSON.parse(readFileSync(join(stateDir, 'state.json'), 'utf8'));
    expect(state).toMatchObject({ deviceId: null, sequence: 0 });
    expect(state.agentId).not.toBe(firstAgentId);
  });

  it('refuses script operations and installations without --allow-scripts, and never sends a secured value', async () => {
    const refusedOperation = metricOperation({ packageTypeId: PackageType.ScriptRunner, label: 'Script' });
    const secretOperation = metricOperation({
      label: 'Secret', frequencyTypeId: 2, operationType: OperationType.ApiRead,
      parameters: [{ name: 'url', source: ParameterSource.PortalEntry, value: 'http://127.0.0.1:9/x' }, { name: 'jsonPath', source: ParameterSource.PortalEntry, value: 'a' }, { name: 'authorization', source: ParameterSource.SecuredValue, value: 'Bearer very-secret' }],
    });
    const { portal, lines } = await startAgent((p) => {
      p.promoted = true;
      p.operations = [refusedOperation, secretOperation];
      const good = p.addFile(Buffer.from('package body'));
      const bad = p.addFile(Buffer.from('tampered'));
      p.installations = [
        { packageId: randomUUID(), packageName: 'Tools', packageTypeId: PackageType.Watcher, packageVersionId: randomUUID(), version: '1.0.0', ...good },
        { packageId: randomUUID(), packageName: 'Bad', packageTypeId: PackageType.Watcher, packageVersionId: randomUUID(), version: '1.0.0', ...bad, sha256: '0'.repeat(64) },
        { packageId: randomUUID(), packageName: 'Scripts', packageTypeId: PackageType.ScriptRunner, packageVersionId: randomUUID(), version: '2.0.0', ...good },
      ];
    });
    const reports = await until(() => {
      const all = portal.checkins.flatMap((call) => call.body.installations);
      return all.length >= 3 && all;
    });
    expect(Object.fromEntries(reports.map((report) => [report.packageId, report.status]))).toEqual({
      [portal.installations[0]!.packageId]: 'Installed', [portal.installations[1]!.packageId]: 'Failed', [portal.installations[2]!.packageId]: 'Refused',
    });
    const logs = await until(() => {
      const all = portal.checkins.flatMap((call) => call.body.logs);
      return all.some((log) => log.deviceOperationId === secretOperation.deviceOperationId) && all;
    });
    expect(logs).toContainEqual(expect.objectContaining({ entryType: 'Error', deviceOperationId: refusedOperation.deviceOperationId, detail: expect.stringContaining('start the agent with --allow-scripts') }));
    expect(JSON.stringify(portal.checkins)).not.toContain('very-secret');
    expect(lines.join('\n')).not.toContain('very-secret');
    expect(portal.checkins.flatMap((call) => call.body.packets).some((packet) => packet.entityId === refusedOperation.deviceOperationId)).toBe(false);
  });

  it('sends restarted once after a restart it was asked for', async () => {
    const { portal, done, stateDir } = await startAgent((p) => { p.promoted = true; p.restart = true; });
    expect(await done).toBe('restart');
    expect(JSON.parse(readFileSync(join(stateDir, 'state.json'), 'utf8')).restartPending).toBe(true);
    running.length = 0;
    await startAgent(() => {}, stateDir, portal);
    await until(() => portal.checkins.length >= 3);
    expect(portal.checkins.map((call) => call.body.restarted).slice(0, 3)).toEqual([false, true, false]);
    expect(portal.checkins.map((call) => call.body.sequence).slice(0, 3)).toEqual([1, 2, 3]);
    expect(portal.restart).toBe(false);
    expect(readdirSync(stateDir)).toContain('credential');
  });
});
