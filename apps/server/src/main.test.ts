/**
 * The portal as a process, as `npm start` runs it: a fresh data folder, the embedded PostgreSQL, the
 * demo seed, two server processes; SIGTERM stops them and the database cleanly, and a start after
 * SIGKILL recovers.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { freePorts } from './test/free-port.ts';

const serverDir = fileURLToPath(new URL('..', import.meta.url));
const dataDir = mkdtempSync(join(tmpdir(), 'portal-main-'));
const [port, pgPort] = await freePorts(2);
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

function start(): { child: ChildProcess; ready: Promise<string> } {
  const { DATABASE_URL: _external, ...env } = process.env;
  const child = spawn(process.execPath, ['src/main.ts'], {
    cwd: serverDir,
    env: { ...env, DATA_DIR: dataDir, PORT: String(port), EMBEDDED_PG_PORT: String(pgPort), LOG_LEVEL: 'warn', SERVER_PROCESSES: '2' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const ready = new Promise<string>((resolve, reject) => {
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('Portal ready')) resolve(output);
    });
    child.stderr?.on('data', (chunk: Buffer) => void (output += chunk.toString()));
    child.on('exit', (code) => reject(new Error(`exited with ${code} before it was ready:\n${output}`)));
  });
  return { child, ready };
}

const exited = (child: ChildProcess) => new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
const version = async () => (await fetch(`http://127.0.0.1:${port}/api/generalLookup/version`)).status;
const pidFile = join(dataDir, 'pg', 'postmaster.pid');

/** The server processes the primary forked (its children that run main.ts, not PostgreSQL). */
function serverWorkers(primary: number): number[] {
  return readdirSync('/proc').filter((entry) => /^\d+$/.test(entry)).map(Number).filter((pid) => {
    try {
      const ppid = /PPid:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
      return Number(ppid) === primary && readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes('main.ts');
    } catch {
      return false; // gone meanwhile
    }
  });
}
const alive = (pid: number) => existsSync(`/proc/${pid}`);
async function until(condition: () => boolean, ms = 10_000) {
  for (const end = Date.now() + ms; !condition() && Date.now() < end;) await new Promise((r) => setTimeout(r, 100));
  return condition();
}

describe('the portal process', () => {
  it('seeds on first start, stops cleanly on SIGTERM, and starts again after a SIGKILL', { timeout: 240_000 }, async () => {
    const first = start();
    const output = await first.ready;
    expect(output).toMatch(/Demo accounts created/);
    expect(output).toMatch(/admin \/ \S+/);
    expect(output).toMatch(/2 server processes/);
    const workers = serverWorkers(first.child.pid!);
    expect(workers).toHaveLength(2);
    expect(await version()).toBe(200);
    const discovery = await fetch(`http://127.0.0.1:${port}/oidc/.well-known/openid-configuration`);
    expect(discovery.status).toBe(200);

    first.child.kill('SIGTERM');
    expect(await exited(first.child)).toBe(0);
    expect(existsSync(pidFile)).toBe(false); // PostgreSQL stopped with it
    expect(workers.filter(alive)).toEqual([]);

    const second = start();
    expect(await second.ready).not.toMatch(/Demo accounts created/); // seeded once
    const orphans = serverWorkers(second.child.pid!);
    second.child.kill('SIGKILL'); // its PostgreSQL is left running, as after a crash
    await exited(second.child);
    expect(existsSync(pidFile)).toBe(true);
    // Its server processes notice the primary is gone and end themselves.
    expect(await until(() => orphans.every((pid) => !alive(pid)))).toBe(true);

    const third = start();
    const thirdOutput = await third.ready;
    // What it found of the killed start is said in the log (at LOG_LEVEL warn).
    expect(thirdOutput).toContain(`Took over ${join(dataDir, 'portal.lock')} from process ${second.child.pid} (port ${port}), which has ended without releasing it`);
    expect(thirdOutput).toMatch(/Stopping the embedded PostgreSQL \(process \d+\) that a portal which has ended left running, before starting this one\./);
    expect(await version()).toBe(200);
    third.child.kill('SIGINT');
    expect(await exited(third.child)).toBe(0);
  });

  it('stops cleanly on a SIGTERM that comes while it starts, once it has started', { timeout: 120_000 }, async () => {
    const starting = start();
    starting.ready.catch(() => {});
    // Its PostgreSQL runs (the pid file is there), the server does not serve yet: half-way through the start.
    expect(await until(() => existsSync(pidFile), 60_000)).toBe(true);
    starting.child.kill('SIGTERM'); // a service manager's restart during a slow start
    // Killed there, it left PostgreSQL running and the lock behind.
    expect(await exited(starting.child)).toBe(0);
    expect(existsSync(pidFile)).toBe(false);
    expect(existsSync(join(dataDir, 'portal.lock'))).toBe(false);
  });
});
