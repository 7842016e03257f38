import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { agentMessages } from '@portal/contracts';
import { afterEach, describe, expect, it } from 'vitest';
import { StandInPortal } from './test/stand-in-portal.ts';

const entry = fileURLToPath(new URL('./main.ts', import.meta.url));
const started: Array<{ child: ChildProcess; portal: StandInPortal }> = [];
afterEach(async () => {
  for (const { child, portal } of started.splice(0)) {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    await portal.stop();
  }
});

async function startProcess(prepare: (portal: StandInPortal) => void, extraArgs: string[] = [], existing?: { portal: StandInPortal; stateDir: string }) {
  const portal = existing?.portal ?? new StandInPortal();
  prepare(portal);
  if (!existing) await portal.start();
  const stateDir = existing?.stateDir ?? mkdtempSync(join(tmpdir(), 'agent-proc-'));
  const child = spawn(process.execPath, [entry, '--url', portal.url, '--token', portal.token, '--state-dir', stateDir, ...extraArgs], {
    env: { ...process.env, PORTAL_AGENT_WORKER: '', PORTAL_AGENT_MACHINE_ID: 'machine-proc' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout!.on('data', (chunk) => { stdout += chunk; });
  child.stderr!.on('data', (chunk) => { stderr += chunk; });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  if (!existing) started.push({ child, portal });
  else started.unshift({ child, portal: { stop: async () => {} } as unknown as StandInPortal });
  return { portal, child, exited, stateDir, output: () => ({ stdout, stderr }) };
}

async function until<T>(probe: () => T | undefined | false, timeoutMs = 15_000): Promise<T> {
  const begun = Date.now();
  for (;;) {
    const value = probe();
    if (value) return value;
    if (Date.now() - begun > timeoutMs) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('the agent process and its supervisor', () => {
  it('restarts its worker when the portal asks, which says restarted, and stops cleanly on SIGTERM', async () => {
    const { portal, child, exited } = await startProcess((p) => { p.promoted = true; p.restart = true; });
    await until(() => portal.checkins.some((call) => call.body.restarted));
    expect(portal.checkins[0]!.body.restarted).toBe(false);
    expect(portal.restart).toBe(false);
    child.kill('SIGTERM');
    expect(await exited).toBe(0);
    const count = portal.checkins.length;
    await new Promise((resolve) => setTimeout(resolve, 1500));
    // No worker is left behind checking in.
    expect(portal.checkins.length).toBe(count);
  });

  it('killed with SIGKILL and started again: the same device, its sequence going on, no packet delivered twice', async () => {
    const first = await startProcess((p) => { p.promoted = true; });
    await until(() => first.portal.checkins.length >= 3);
    // The supervisor killed outright: its worker notices the lost channel and stops as well.
    first.child.kill('SIGKILL');
    await first.exited;
    await new Promise((resolve) => setTimeout(resolve, 1500));
    const before = first.portal.checkins.length;
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(first.portal.checkins.length).toBe(before);

    await startProcess(() => {}, [], { portal: first.portal, stateDir: first.stateDir });
    await until(() => first.portal.checkins.length >= before + 2);
    const calls = first.portal.checkins;
    expect(first.portal.enrolls).toHaveLength(1);
    expect(calls.every((call) => call.authorization === `Bearer ${first.portal.credential}`)).toBe(true);
    expect(calls.map((call) => call.body.sequence)).toEqual(calls.map((_, i) => i + 1));
    const delivered = calls.flatMap((call) => call.body.packets.map((packet) => packet.packetId));
    expect(delivered.length).toBe(new Set(delivered).size);
  });

  it('exits non-zero with the one revoked line, and is not started again', async () => {
    const { portal, exited, output } = await startProcess((p) => { p.promoted = true; p.refuse = { status: 401, code: 'revoked' }; });
    expect(await exited).toBe(2);
    expect(output().stderr).toBe(`${agentMessages.revoked}\n`);
    expect(portal.enrolls).toHaveLength(1);
  });

  it('says what is wrong with its command line', async () => {
    const child = spawn(process.execPath, [entry, '--url', 'ftp://x'], { stdio: ['ignore', 'pipe', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (chunk) => { stderr += chunk; });
    const code = await new Promise((resolve) => child.once('exit', resolve));
    expect(code).toBe(2);
    expect(stderr).toMatch(/^--url ftp:\/\/x is not an http:\/\/ or https:\/\/ address\.\n\nUsage:/);
  });
});
