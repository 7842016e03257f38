// Starts the portal as `npm start` does, on a fresh data folder and ports of its own, and stops it.
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePorts } from '../../apps/server/src/test/free-port.ts';

export const repoRoot = fileURLToPath(new URL('../../', import.meta.url));

export interface Portal {
  base: string;
  port: number;
  /** Its embedded PostgreSQL's. */
  pgPort: number;
  dataDir: string;
  child: ChildProcess;
  /** SIGTERM and wait for the launcher to exit (SIGKILL after `graceMs`). */
  stop(graceMs?: number): Promise<void>;
}

export interface StartOptions {
  port: number;
  /** The embedded PostgreSQL's port (EMBEDDED_PG_PORT). */
  pgPort: number;
  dataDir?: string;
  build?: boolean;
  env?: Record<string, string>;
  /** How long to wait for readiness. */
  timeoutMs?: number;
  /** Inherit stdio (server logs in the suite's output). */
  quiet?: boolean;
  /** Run scripts/start.mjs itself (what `npm start` runs) rather than through npm, to see its own exit. */
  direct?: boolean;
}

export async function waitReady(base: string, timeoutMs: number, child?: ChildProcess): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (child && child.exitCode !== null) throw new Error(`the portal exited with ${child.exitCode} before it was ready`);
    try {
      const res = await fetch(`${base}/api/health/ready`, { signal: AbortSignal.timeout(2_000) });
      if (res.status === 200) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`the portal at ${base} was not ready within ${timeoutMs} ms`);
}

/** `npm start` (the launcher scripts/start.mjs), detached so a SIGKILL can reach its whole tree if asked. */
export function spawnPortal({ port, pgPort, dataDir, build = false, env = {}, quiet = false, direct = false }: StartOptions & { dataDir: string }): ChildProcess {
  const args = direct ? ['scripts/start.mjs', ...(build ? [] : ['--no-build'])] : ['start', ...(build ? [] : ['--', '--no-build'])];
  return spawn(direct ? process.execPath : 'npm', args, {
    cwd: repoRoot,
    // Its own process group, so that a crash check can SIGKILL the whole tree (the embedded PostgreSQL
    // runs in a group of its own and survives, as after a real crash).
    detached: true,
    stdio: quiet ? 'ignore' : ['ignore', 'inherit', 'inherit'],
    env: {
      ...process.env,
      SERVER_PROCESSES: '1',
      ...env,
      DATA_DIR: dataDir,
      PORT: String(port),
      EMBEDDED_PG_PORT: String(pgPort),
      LOG_LEVEL: env.LOG_LEVEL ?? 'warn',
    },
  });
}

/**
 * Ports for a portal and its embedded PostgreSQL, free ones from the system (listen on 0): `port` when
 * the caller names one (an environment variable), else free too.
 */
export async function portalPorts(port?: string): Promise<{ port: number; pgPort: number }> {
  const [free, pgPort] = await freePorts(2) as [number, number];
  return { port: port ? Number(port) : free, pgPort };
}

export function newDataDir(label: string): string {
  return mkdtempSync(join(tmpdir(), `portal-${label}-`));
}

export function exited(child: ChildProcess): Promise<number | null> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve(child.exitCode);
  return new Promise((resolve) => child.once('exit', (code) => resolve(code)));
}

export async function startPortal(options: StartOptions): Promise<Portal> {
  const dataDir = options.dataDir ?? newDataDir('security');
  const child = spawnPortal({ ...options, dataDir });
  const base = `http://localhost:${options.port}`;
  await waitReady(base, options.timeoutMs ?? 240_000, child);
  return {
    base,
    port: options.port,
    pgPort: options.pgPort,
    dataDir,
    child,
    async stop(graceMs = 20_000) {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
      await exited(child);
      clearTimeout(timer);
    },
  };
}

/** What a failed run may leave: the portal, and a PostgreSQL orphaned by a kill (stopped by its pid). */
export async function stopLeftovers(portal: ChildProcess, dataDir: string): Promise<void> {
  if (portal.exitCode === null && portal.signalCode === null) {
    portal.kill('SIGTERM');
    await exited(portal);
  }
  const pidFile = join(dataDir, 'pg', 'postmaster.pid');
  if (!existsSync(pidFile)) return;
  const pid = Number(readFileSync(pidFile, 'utf8').split('\n')[0]);
  try {
    // Only that folder's postgres: a stale file's pid may belong to another process by now.
    if (readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes(dataDir)) process.kill(pid, 'SIGINT');
  } catch {
    // already gone
  }
}
