/**
 * What every benchmark needs: a throw-away PostgreSQL, the portal started as `npm start` runs it, and
 * the CPU a process tree spent, from /proc.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { appendFileSync, existsSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type pg from 'pg';
import EmbeddedPostgres from '../src/db/embedded-postgres.ts';

export async function startDatabase(): Promise<{ url: string; stop: () => Promise<void> }> {
  if (process.env.BENCH_DATABASE_URL) return { url: process.env.BENCH_DATABASE_URL, stop: async () => {} };
  const dir = mkdtempSync(join(tmpdir(), 'portal-bench-pg-'));
  const port = await freePort();
  const server = new EmbeddedPostgres({
    databaseDir: dir, user: 'portal', password: 'portal', port, persistent: false, createPostgresUser: true,
    onLog: () => {}, onError: () => {},
    // Durability settings only speed up the load; the measured requests are reads. BENCH_PG_FLAGS adds
    // server options for an experiment, e.g. "-c io_method=sync".
    postgresFlags: ['-c', 'shared_buffers=256MB', '-c', 'fsync=off', '-c', 'synchronous_commit=off', '-c', 'full_page_writes=off', '-c', 'max_connections=200', ...(process.env.BENCH_PG_FLAGS?.split(' ').filter(Boolean) ?? [])],
  });
  await server.initialise();
  await server.start();
  return {
    url: `postgres://portal:portal@127.0.0.1:${port}/postgres`,
    async stop() {
      await server.stop();
      if (!process.env.BENCH_KEEP_DATA) rmSync(dir, { recursive: true, force: true });
    },
  };
}

export const TICK_MS = 10; // Linux reports process CPU in clock ticks of 1/100 s

/** CPU in ms, split as user and kernel time. */
export interface CpuTime { user: number; system: number }
export const noCpu: CpuTime = { user: 0, system: 0 };
export const plus = (a: CpuTime, b: CpuTime): CpuTime => ({ user: a.user + b.user, system: a.system + b.system });
export const minus = (a: CpuTime, b: CpuTime): CpuTime => ({ user: a.user - b.user, system: a.system - b.system });

/** utime and stime (with `reaped`, plus cutime and cstime) of a process, from /proc; none where there is none. */
export function procCpu(pid: number, reaped = false): CpuTime {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
    const ticks = (i: number) => Number(fields[i] ?? 0) * TICK_MS;
    return { user: ticks(11) + (reaped ? ticks(13) : 0), system: ticks(12) + (reaped ? ticks(14) : 0) };
  } catch {
    return noCpu;
  }
}

/** The live children of a process, from /proc. */
export function childrenOf(parent: number): number[] {
  const found: number[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      if (Number(/PPid:\s+(\d+)/.exec(readFileSync(`/proc/${entry}/status`, 'utf8'))?.[1]) === parent) found.push(Number(entry));
    } catch {
      // gone meanwhile
    }
  }
  return found;
}

/**
 * CPU a process tree has spent so far: the process, its live children, and the children it has
 * reaped (the PostgreSQL server: the postmaster and its backends; the portal: the primary and its
 * server processes). Linux only; undefined elsewhere.
 */
export function treeCpu(root: number | undefined): CpuTime | undefined {
  if (root === undefined || !existsSync('/proc')) return undefined;
  return childrenOf(root).reduce((total, child) => plus(total, procCpu(child)), procCpu(root, true));
}

export async function postmasterPid(pool: pg.Pool): Promise<number | undefined> {
  if (!existsSync('/proc')) return undefined;
  const { rows: [row] } = await pool.query<{ pid: number }>('select pg_backend_pid() as pid');
  const ppid = row ? /PPid:\s+(\d+)/.exec(readFileSync(`/proc/${row.pid}/status`, 'utf8'))?.[1] : undefined;
  return ppid === undefined ? undefined : Number(ppid);
}

export const freePort = () => new Promise<number>((resolve, reject) => {
  const probe = createServer().once('error', reject).listen(0, '127.0.0.1', () => {
    const { port } = probe.address() as { port: number };
    probe.close(() => resolve(port));
  });
});

/** The portal as `npm start` runs it (src/main.ts), on the bench's database; resolves once it is ready. */
export async function startPortal(env: Record<string, string>): Promise<{ child: ChildProcess; url: string; output: string; stop: () => Promise<void> }> {
  const port = await freePort();
  // Looking inside a run: BENCH_PROFILE (a folder for CPU profiles), BENCH_NODE_FLAGS (e.g. --trace-gc), and
  // BENCH_PORTAL_LOG (a file that gets the portal's output, each chunk stamped with the time).
  const profile = process.env.BENCH_PROFILE ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_PROFILE}`] : [];
  const flags = process.env.BENCH_NODE_FLAGS?.split(' ').filter(Boolean) ?? [];
  const child = spawn(process.execPath, [...profile, ...flags, 'src/main.ts'], {
    cwd: new URL('..', import.meta.url),
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const output = await new Promise<string>((resolve, reject) => {
    let text = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      if (process.env.BENCH_PORTAL_LOG) appendFileSync(process.env.BENCH_PORTAL_LOG, `${new Date().toISOString()} ${chunk.toString()}`);
      text += chunk.toString();
      if (text.includes('Portal ready')) resolve(text);
    });
    child.once('exit', (code) => reject(new Error(`the portal exited with ${code} before it was ready:\n${text}`)));
  });
  return {
    child,
    url: `http://127.0.0.1:${port}`,
    output,
    stop: () => new Promise<void>((resolve) => {
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
    }),
  };
}

export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
}

/** The portal's own request-duration histogram of one route (cumulative counts by upper bound in seconds), from /metrics. */
export async function serverHistogram(portalUrl: string, method: string, route: string): Promise<Map<number, number>> {
  const text = await (await fetch(new URL('/metrics', portalUrl))).text();
  const counts = new Map<number, number>();
  for (const line of text.split('\n')) {
    if (!line.startsWith('http_request_duration_seconds_bucket{') || !line.includes(`method="${method}"`) || !line.includes(`route="${route}"`)) continue;
    const le = /le="([^"]+)"/.exec(line)?.[1];
    if (!le) continue;
    const bound = le === '+Inf' ? Number.POSITIVE_INFINITY : Number(le);
    counts.set(bound, (counts.get(bound) ?? 0) + Number(line.slice(line.lastIndexOf(' ') + 1)));
  }
  return counts;
}

/** What share of the requests between two readings of serverHistogram the server answered within each bound. */
export function histogramShares(before: Map<number, number>, after: Map<number, number>): Array<{ bound: number; share: number }> {
  const total = (after.get(Number.POSITIVE_INFINITY) ?? 0) - (before.get(Number.POSITIVE_INFINITY) ?? 0);
  return [...after.keys()].filter(Number.isFinite).sort((a, b) => a - b)
    .map((bound) => ({ bound, share: total > 0 ? ((after.get(bound) ?? 0) - (before.get(bound) ?? 0)) / total : Number.NaN }));
}

/**
 * A part of `npm run bench` run alone (`node bench/<part>.ts`): its own throw-away PostgreSQL (or
 * BENCH_DATABASE_URL), the server environment the parts share plus `extraEnv`, and its figures printed.
 */
export async function runAlone<T>(
  bench: (databaseUrl: string, serverEnv: Record<string, string>, log: (line: string) => void) => Promise<T>,
  show: (figures: T) => string, extraEnv: Record<string, string> = {},
): Promise<void> {
  const database = await startDatabase();
  try {
    const env = { PUBLIC_URL: 'http://127.0.0.1:3999', SEED_DEMO_DATA: 'false', DATABASE_URL: database.url, LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'warn', ...extraEnv };
    console.log(show(await bench(database.url, env, console.log)));
  } finally {
    await database.stop();
  }
}
