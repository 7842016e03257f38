/**
 * The portal as an operator runs it (scripts/start.mjs, what `npm start` runs, on a fresh data folder
 * with the embedded PostgreSQL), and what happens around it: a second start on the same folder, the
 * database's postmaster killed, configuration mistakes, Ctrl-C with a request in flight, SIGTERM to
 * `npm start`. One portal serves the cases that need one; it is stopped by the Ctrl-C case.
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOCK_FILE } from './db/data-dir-lock.ts';
import { PASSWORD_FILE } from './db/embedded.ts';
import { generateToken, hashToken } from './modules/tokens/token-secret.ts';
import { freePorts } from './test/free-port.ts';

const root = fileURLToPath(new URL('../../..', import.meta.url));
const serverDir = fileURLToPath(new URL('..', import.meta.url));
const folders: string[] = [];
const folder = (): string => {
  const dir = mkdtempSync(join(tmpdir(), 'portal-lifecycle-'));
  folders.push(dir);
  return dir;
};
const started: ChildProcess[] = [];

const { DATABASE_URL: _external, ...inherited } = process.env;
const baseEnv = { ...inherited, LOG_LEVEL: 'warn', SERVER_PROCESSES: '1', SEED_DEMO_DATA: 'true' };

interface Portal {
  child: ChildProcess;
  dataDir: string;
  port: number;
  pgPort: number;
  ready: Promise<void>;
  output: () => string;
  /** Its exit code, or the signal that ended it. */
  exited: Promise<number | string | null>;
}

/** `node scripts/start.mjs --no-build` (or `npm start -- --no-build`) in a process group of its own, as a terminal runs it. */
/** `ports`: the portal's and its PostgreSQL's, free ones from the system (test/free-port.ts). */
function launch(how: 'launcher' | 'npm', [port, pgPort]: number[], dataDir = folder()): Portal {
  const [command, args] = how === 'npm' ? ['npm', ['start', '--', '--no-build']] : [process.execPath, ['scripts/start.mjs', '--no-build']];
  const child = spawn(command, args, {
    cwd: root, detached: true, stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...baseEnv, DATA_DIR: dataDir, PORT: String(port), EMBEDDED_PG_PORT: String(pgPort) },
  });
  started.push(child);
  let output = '';
  const exited = new Promise<number | string | null>((resolve) => child.on('exit', (code, signal) => resolve(code ?? signal)));
  const ready = new Promise<void>((resolve, reject) => {
    child.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('Portal ready')) resolve();
    });
    child.stderr!.on('data', (chunk: Buffer) => void (output += chunk.toString()));
    void exited.then((code) => reject(new Error(`exited with ${code} before it was ready:\n${output}`)));
  });
  return { child, dataDir, port: port!, pgPort: pgPort!, ready, output: () => output, exited };
}

/** `node src/main.ts` with these settings; resolves when it exits. */
function runServer(env: Record<string, string>): Promise<{ code: number | null; stderr: string; ms: number }> {
  const start = Date.now();
  const child = spawn(process.execPath, ['src/main.ts'], { cwd: serverDir, env: { ...baseEnv, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  started.push(child);
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => void (stderr += chunk.toString()));
  child.stdout.resume();
  return new Promise((resolve) => child.on('exit', (code) => resolve({ code, stderr, ms: Date.now() - start })));
}

function processes(): { pid: number; ppid: number; cmdline: string }[] {
  return readdirSync('/proc').filter((entry) => /^\d+$/.test(entry)).flatMap((entry) => {
    try {
      const ppid = Number(/PPid:\s+(\d+)/.exec(readFileSync(`/proc/${entry}/status`, 'utf8'))?.[1]);
      return [{ pid: Number(entry), ppid, cmdline: readFileSync(`/proc/${entry}/cmdline`, 'utf8').replaceAll('\0', ' ') }];
    } catch {
      return []; // gone meanwhile
    }
  });
}
/** The processes of a portal: its launcher's descendants and the PostgreSQL of its data folder with its children. */
function processesOf(portal: Portal): number[] {
  const all = processes();
  const postmasters = all.filter((p) => p.cmdline.includes(join(portal.dataDir, 'pg'))).map((p) => p.pid);
  const family = new Set<number>([portal.child.pid!, ...postmasters]);
  for (let grew = true; grew;) {
    grew = false;
    for (const p of all) if (family.has(p.ppid) && !family.has(p.pid)) grew = family.add(p.pid) !== undefined;
  }
  return [...family].filter(alive);
}
/** Running: not gone, and not a zombie waiting for its parent to notice. */
function alive(pid: number): boolean {
  try {
    return !/State:\s+Z/.test(readFileSync(`/proc/${pid}/status`, 'utf8'));
  } catch {
    return false;
  }
}
const serverPid = (portal: Portal) => processes().find((p) => p.ppid === portal.child.pid && p.cmdline.includes('src/main.ts'))?.pid;
const postmasterPid = (portal: Portal) => Number(readFileSync(join(portal.dataDir, 'pg', 'postmaster.pid'), 'utf8').split('\n')[0]);
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function query(portal: Portal, sql: string, params: unknown[] = [], password = readFileSync(join(portal.dataDir, PASSWORD_FILE), 'utf8').trim()) {
  const client = new pg.Client({ host: '127.0.0.1', port: portal.pgPort, user: 'portal', password, database: 'postgres' });
  client.on('error', () => {});
  await client.connect();
  try {
    return (await client.query(sql, params)).rows;
  } finally {
    await client.end();
  }
}

afterAll(async () => {
  for (const child of started) {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  }
  await sleep(500);
  // A PostgreSQL left behind by a failed case.
  for (const p of processes()) if (folders.some((dir) => p.cmdline.includes(join(dir, 'pg')))) process.kill(p.pid, 'SIGKILL');
  folders.forEach((dir) => rmSync(dir, { recursive: true, force: true }));
});

describe('the portal as an operator runs it', { timeout: 120_000 }, () => {
  let portal: Portal;
  let token: string;
  const data = () => fetch(`http://127.0.0.1:${portal.port}/api/generalLookup/licenseexpiration`, { headers: { authorization: `Bearer ${token}` } });

  beforeAll(async () => {
    portal = launch('launcher', await freePorts(2));
    await portal.ready;
    token = generateToken();
    await query(portal, `insert into token_grants (tenant_id, name, lifetime_years, token_hash)
      select tenant_id, 'lifecycle test', 0, $1 from tenants order by name limit 1`, [hashToken(token)]);
  }, 120_000);

  it('gives the embedded database a password of its own, not portal/portal', async () => {
    await expect(query(portal, 'select 1', [], 'portal')).rejects.toThrow(/password authentication failed for user "portal"/);
    expect(await query(portal, 'select 1 as one')).toEqual([{ one: 1 }]);
    expect((await data()).status).toBe(200);
  });

  it('refuses a second start on the same data folder at once, and the first keeps serving', async () => {
    const [port, pgPort] = await freePorts(2);
    const second = await runServer({ DATA_DIR: portal.dataDir, PORT: String(port), EMBEDDED_PG_PORT: String(pgPort) });
    expect(second.code).toBe(1);
    expect(second.stderr.trim()).toBe(
      `DATA_DIR ${portal.dataDir} is in use by process ${serverPid(portal)} (port ${portal.port}): stop that process first, or set DATA_DIR to another folder.`,
    );
    expect((await data()).status).toBe(200);
    expect(await query(portal, 'select 1 as one')).toEqual([{ one: 1 }]);
  });

  it("lets admin commands use the running portal's database with the folder's password", async () => {
    const admin = spawn(process.execPath, ['src/cli/admin.ts', 'roles', 'list'], { cwd: serverDir, env: { ...baseEnv, DATA_DIR: portal.dataDir }, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    admin.stdout.on('data', (chunk: Buffer) => void (output += chunk.toString()));
    admin.stderr.on('data', (chunk: Buffer) => void (output += chunk.toString()));
    expect(await new Promise((resolve) => admin.on('exit', resolve))).toBe(0);
    expect(output).toContain('Administrator - ');
  });

  it('answers 503 with Retry-After while its PostgreSQL is restarted after dying, and serves again by itself', async () => {
    const killed = postmasterPid(portal);
    process.kill(killed, 'SIGKILL');
    const statuses = new Set<number>();
    const began = Date.now();
    let status = 0;
    const unavailableWithoutRetryAfter: string[] = [];
    while (Date.now() - began < 30_000) {
      const answer = await data();
      status = answer.status;
      statuses.add(status);
      if (status === 503 && !/^\d+$/.test(answer.headers.get('retry-after') ?? '')) unavailableWithoutRetryAfter.push(String(answer.headers.get('retry-after')));
      if (status === 200 && statuses.has(503)) break;
      await sleep(100);
    }
    expect(unavailableWithoutRetryAfter).toEqual([]);
    expect([...statuses].sort()).toEqual([200, 503]);
    expect(status).toBe(200);
    expect(postmasterPid(portal)).not.toBe(killed);
    expect(portal.output()).toMatch(new RegExp(`The embedded PostgreSQL \\(process ${killed}\\) stopped: killed by SIGKILL`));
  });

  it('says in one line which setting is wrong and exits with 1', async () => {
    const file = join(folder(), 'a-file');
    writeFileSync(file, '');
    // Found before anything is made in DATA_DIR (a new database was made before the key was read).
    const untouched = join(folder(), 'data');
    const [freePort, freePgPort, anotherFreePort] = await freePorts(3);
    const cases: [Record<string, string>, string][] = [
      [{ DATA_DIR: folder(), EMBEDDED_PG_PORT: 'abc' }, "Invalid configuration: EMBEDDED_PG_PORT 'abc': must be a port number, free on this machine (default 54329)"],
      [{ DATA_DIR: folder(), PORT: 'abc' }, "Invalid configuration: PORT 'abc': must be a whole number from 1 to 65535, e.g. PORT=3000"],
      [{ DATA_DIR: folder(), METRICS_TOKEN: 'too-short' }, 'Invalid configuration: METRICS_TOKEN: METRICS_TOKEN must be at least 16 characters long.'],
      [{ DATA_DIR: untouched, SECRETS_KEY: 'not-a-key' },
        'SECRETS_KEY: key 1 is not valid: each key must be base64 of 32 random bytes, e.g. the output of `openssl rand -base64 32`.'],
      [{ DATA_DIR: folder(), PORT: String(freePort), EMBEDDED_PG_PORT: String(portal.pgPort) },
        `EMBEDDED_PG_PORT ${portal.pgPort} is taken by another program: stop it, or set EMBEDDED_PG_PORT to a free port.`],
      [{ DATA_DIR: folder(), PORT: String(portal.port), EMBEDDED_PG_PORT: String(freePgPort) },
        `PORT ${portal.port} is taken by another program: stop it, or set PORT to a free port.`],
      [{ DATA_DIR: join(file, 'data') },
        `DATA_DIR ${join(file, 'data')} cannot be written (a part of the path is a file, not a folder): set DATA_DIR to a folder this user can create and write, or fix its permissions.`],
      [{ DATA_DIR: folder(), PORT: String(anotherFreePort), DATABASE_URL: `postgres://portal:wrong@127.0.0.1:${portal.pgPort}/postgres` },
        `DATABASE_URL: PostgreSQL at 127.0.0.1:${portal.pgPort} refused the password of user 'portal': correct the password in DATABASE_URL.`],
    ];
    const results = await Promise.all(cases.map(([env]) => runServer(env)));
    results.forEach((result, i) => {
      expect({ code: result.code, stderr: result.stderr.trim() }).toEqual({ code: 1, stderr: cases[i]![1] });
    });
    expect(existsSync(untouched)).toBe(false);
  });

  it('on Ctrl-C finishes the request in flight, then stops PostgreSQL and leaves nothing running', async () => {
    const running = processesOf(portal);
    expect(running.length).toBeGreaterThan(3); // launcher, server, postmaster and its workers
    const body = JSON.stringify({
      firstName: 'Jane', lastName: 'Doe', email: 'jane@example.test', phone: '555-555-5555', acknowledgeUsage: true,
      acknowledgeCredentials: true, requestType: 'Password Reset', targetAccountName: 'old@example.test',
    });
    const socket = connect(portal.port, '127.0.0.1');
    let response = '';
    socket.on('data', (chunk) => void (response += chunk.toString()));
    const closed = new Promise((resolve) => socket.on('close', resolve));
    await new Promise((resolve) => socket.once('connect', resolve));
    socket.write(`POST /api/v1/accessrequest HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body.slice(0, 10)}`);
    await sleep(300);

    process.kill(-portal.child.pid!, 'SIGINT'); // what Ctrl-C does: the whole foreground process group
    await sleep(1_000);
    socket.write(body.slice(10)); // as a client does: no half-close, the connection kept alive
    await closed; // by the server, once it has answered
    expect(response).toMatch(/^HTTP\/1\.1 200 /);
    expect(response).toMatch(/\r\nConnection: close\r\n/i);

    expect(await portal.exited).toBe(0);
    await sleep(500);
    expect(processesOf(portal)).toEqual([]);
    expect(existsSync(join(portal.dataDir, 'pg', 'postmaster.pid'))).toBe(false);
    expect(existsSync(join(portal.dataDir, LOCK_FILE))).toBe(false);
  });
});

/**
 * An access request whose body is half sent: the request is in flight until `finish` sends the rest
 * (as a client does: no half-close, the connection kept alive); resolves with the whole answer once
 * the server has closed the connection.
 */
async function requestInFlight(port: number): Promise<{ finish: () => Promise<string> }> {
  const body = JSON.stringify({
    firstName: 'Jane', lastName: 'Doe', email: 'jane@example.test', phone: '555-555-5555', acknowledgeUsage: true,
    acknowledgeCredentials: true, requestType: 'Password Reset', targetAccountName: 'old@example.test',
  });
  const socket = connect(port, '127.0.0.1');
  let response = '';
  socket.on('data', (chunk) => void (response += chunk.toString()));
  socket.on('error', () => {}); // a reset shows as an empty answer
  const closed = new Promise<void>((resolve) => socket.on('close', () => resolve()));
  await new Promise((resolve) => socket.once('connect', resolve));
  socket.write(`POST /api/v1/accessrequest HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body.slice(0, 10)}`);
  await sleep(300);
  return {
    async finish() {
      socket.write(body.slice(10));
      await closed;
      return response;
    },
  };
}

/** The launcher (under npm) and the server (a child of the launcher) of a portal started by npm. */
function treeOf(portal: Portal): { npm: number; launcher: number; server: number } {
  const all = processes();
  const underNpm = new Set(processesOf(portal));
  const launcher = all.find((p) => underNpm.has(p.pid) && /^(\S*\/)?node scripts\/start\.mjs/.test(p.cmdline))?.pid;
  const server = all.find((p) => p.ppid === launcher && p.cmdline.includes('src/main.ts'))?.pid;
  if (!launcher || !server) throw new Error(`no launcher or server under npm (${portal.child.pid}): ${JSON.stringify(all.filter((p) => underNpm.has(p.pid)))}`);
  return { npm: portal.child.pid!, launcher, server };
}

/** How long the whole tree may take to stop after the signal: the server's stop timeout and some. */
const STOPPED_WITHIN_MS = 15_000;

/**
 * What `npm start` exits with after each signal: 0 once the server has drained and PostgreSQL has
 * stopped, whichever process got it; except SIGHUP to npm itself, which npm does not pass on and
 * dies of at once (its shell sees 129), the launcher then stopping the portal by itself.
 */
const npmExit = (signal: string, target: string) => (signal === 'SIGHUP' && target === 'npm' ? 'SIGHUP' : 0);

describe('npm start, stopped by a signal to any of its processes', () => {
  let template: string;
  // A data folder that has been started once (migrated, seeded), copied for each start below.
  beforeAll(async () => {
    const portal = launch('launcher', await freePorts(2));
    await portal.ready;
    process.kill(portal.child.pid!, 'SIGTERM');
    const code = await portal.exited;
    if (code !== 0) throw new Error(`the first start exited with ${code}:\n${portal.output()}`);
    template = portal.dataDir;
  }, 120_000);

  const signals = ['SIGINT', 'SIGTERM', 'SIGHUP'] as const;
  (['npm', 'launcher', 'server'] as const).forEach((target) => {
    it(`answers the request in flight and leaves nothing running after SIGINT, SIGTERM or SIGHUP to the ${target}`, { timeout: 180_000 }, async () => {
      // The three signals at once: a start costs seconds of loading on a busy machine.
      const portals = await Promise.all(signals.map(async () => {
        const dataDir = folder();
        // As they are: owners too (as root, PostgreSQL's files belong to the postgres user).
        spawnSync('cp', ['-a', `${template}/.`, dataDir]);
        return launch('npm', await freePorts(2), dataDir);
      }));
      await Promise.all(portals.map((portal) => portal.ready));
      const outcomes = await Promise.all(portals.map(async (portal, i) => {
        const signal = signals[i]!;
        const running = processesOf(portal);
        const pid = treeOf(portal)[target];
        const request = await requestInFlight(portal.port);
        const signalled = Date.now();
        process.kill(pid, signal);
        await sleep(700); // the server has begun to stop (the launcher notices a lost npm within 250 ms)
        const answer = await request.finish();
        while (running.some(alive) && Date.now() - signalled < STOPPED_WITHIN_MS) await sleep(100);
        return {
          signal,
          answer: answer.split('\r\n')[0],
          exit: await Promise.race([portal.exited, sleep(2_000).then(() => 'still running')]),
          left: running.filter(alive).length + processesOf(portal).length,
          lock: existsSync(join(portal.dataDir, LOCK_FILE)),
          postmasterPid: existsSync(join(portal.dataDir, 'pg', 'postmaster.pid')),
        };
      }));
      expect(outcomes).toEqual(signals.map((signal) => ({
        signal, answer: 'HTTP/1.1 200 OK', exit: npmExit(signal, target), left: 0, lock: false, postmasterPid: false,
      })));
    });
  });
});
