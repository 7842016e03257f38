import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { ConfigurationError } from '../config.ts';
import { freePort } from '../test/free-port.ts';
import { DataDirInUseError, LOCK_FILE, lockDataDir } from './data-dir-lock.ts';
import { type EmbeddedDatabase, PASSWORD_FILE, embeddedDatabaseUrl, recoverFromCrash, startEmbeddedPostgres } from './embedded.ts';
import EmbeddedPostgres from './embedded-postgres.ts';

const folders: string[] = [];
function folder(): string {
  const dir = mkdtempSync(join(tmpdir(), 'portal-embedded-'));
  folders.push(dir);
  return dir;
}
const children: ChildProcess[] = [];
afterAll(() => {
  children.forEach((child) => child.kill('SIGKILL'));
  folders.forEach((dir) => rmSync(dir, { recursive: true, force: true }));
});
const serverDir = fileURLToPath(new URL('../..', import.meta.url));

async function answers(url: string): Promise<number> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2_000 });
  client.on('error', () => {});
  await client.connect();
  try {
    return (await client.query<{ one: number }>('select 1 as one')).rows[0]?.one ?? 0;
  } finally {
    await client.end();
  }
}
const legacyUrl = (port: number) => `postgres://portal:portal@127.0.0.1:${port}/postgres`;
const postmasterPid = (dir: string) => Number(readFileSync(join(dir, 'pg', 'postmaster.pid'), 'utf8').split('\n')[0]);

/** Another process holding the lock of `dir`, as a running portal would. */
async function lockInAnotherProcess(dir: string): Promise<ChildProcess> {
  const script = `const { lockDataDir } = await import('./src/db/data-dir-lock.ts'); lockDataDir(${JSON.stringify(dir)}, 3123); console.log('locked'); setInterval(() => {}, 1000);`;
  const child = spawn(process.execPath, ['--input-type=module', '-e', script], { cwd: serverDir, stdio: ['ignore', 'pipe', 'inherit'] });
  children.push(child);
  await new Promise<void>((resolve) => child.stdout!.on('data', (chunk: Buffer) => chunk.toString().includes('locked') && resolve()));
  return child;
}

describe('the data folder lock', () => {
  it('refuses a second process while the first lives, and is taken over once it is provably gone', { timeout: 30_000 }, async () => {
    const dir = folder();
    const first = await lockInAnotherProcess(dir);
    expect(() => lockDataDir(dir)).toThrow(new DataDirInUseError(
      `DATA_DIR ${dir} is in use by process ${first.pid} (port 3123): stop that process first, or set DATA_DIR to another folder.`,
    ));
    first.kill('SIGKILL');
    await new Promise((resolve) => first.once('exit', resolve));
    const lock = lockDataDir(dir); // its owner died without releasing it
    expect(JSON.parse(readFileSync(join(dir, LOCK_FILE), 'utf8')).pid).toBe(process.pid);
    lock.release();
    expect(existsSync(join(dir, LOCK_FILE))).toBe(false);
  });

  it('takes over a lock whose pid now belongs to a process started at another time', async () => {
    const dir = folder();
    const other = await lockInAnotherProcess(folder());
    writeFileSync(join(dir, LOCK_FILE), JSON.stringify({ pid: other.pid, port: 1, command: 'npm run start', startTicks: 1 }));
    const lock = lockDataDir(dir);
    expect(JSON.parse(readFileSync(join(dir, LOCK_FILE), 'utf8')).pid).toBe(process.pid);
    lock.release();
    other.kill('SIGKILL');
  });

  it('names DATA_DIR and what to do when the folder cannot be written', () => {
    const file = join(folder(), 'a-file');
    writeFileSync(file, '');
    expect(() => lockDataDir(join(file, 'data'))).toThrow(new ConfigurationError(
      `DATA_DIR ${join(file, 'data')} cannot be written (a part of the path is a file, not a folder): set DATA_DIR to a folder this user can create and write, or fix its permissions.`,
    ));
  });
});

/** A read-only file system to try DATA_DIR on: a tmpfs mounted read-only, where this user may mount (root). */
function readOnlyMount(): string | undefined {
  const dir = mkdtempSync(join(tmpdir(), 'portal-read-only-'));
  const mounted = spawnSync('mount', ['-t', 'tmpfs', '-o', 'ro,size=1m', 'tmpfs', dir]).status === 0;
  afterAll(() => {
    if (mounted) spawnSync('umount', [dir]);
    rmSync(dir, { recursive: true, force: true });
  });
  return mounted ? dir : undefined;
}
const readOnly = readOnlyMount();

describe('a data folder on a read-only file system', () => {
  // node's mkdir says ENOENT there, which sent operators looking for a missing folder.
  it.runIf(readOnly)('is named as such, whether the folder exists or not', () => {
    for (const dir of [readOnly!, join(readOnly!, 'data')]) {
      expect(() => lockDataDir(dir)).toThrow(new ConfigurationError(
        `DATA_DIR ${dir} cannot be written (the file system is read-only): set DATA_DIR to a folder this user can create and write, or fix its permissions.`,
      ));
    }
  });
});

describe('recovering the embedded PostgreSQL after a crash', () => {
  it('removes a pid file of a dead process, and of a live process that is not our PostgreSQL', async () => {
    const dir = folder();
    const pidFile = join(dir, 'postmaster.pid');
    writeFileSync(pidFile, '999999999\n/somewhere\n');
    await recoverFromCrash(dir);
    expect(existsSync(pidFile)).toBe(false);
    // A reused pid: this very test process is alive and is no PostgreSQL of this folder.
    writeFileSync(pidFile, `${process.pid}\n${dir}\n`);
    await recoverFromCrash(dir);
    expect(existsSync(pidFile)).toBe(false);
  });
});

describe('the embedded PostgreSQL', () => {
  it('gets a random password of its own, kept readable by this user only', { timeout: 60_000 }, async () => {
    const dir = folder();
    const port = await freePort();
    const database = await startEmbeddedPostgres(dir, port);
    try {
      const password = readFileSync(join(dir, PASSWORD_FILE), 'utf8').trim();
      expect(password).toMatch(/^[\w-]{32}$/);
      expect(statSync(join(dir, PASSWORD_FILE)).mode & 0o777).toBe(0o600);
      expect(database.url).toBe(embeddedDatabaseUrl(dir, port));
      expect(await answers(database.url)).toBe(1);
      await expect(answers(legacyUrl(port))).rejects.toThrow(/password authentication failed/);
    } finally {
      await database.stop();
    }
    expect(existsSync(join(dir, 'pg', 'postmaster.pid'))).toBe(false);
  });

  it('replaces the fixed portal/portal password of a data folder made before', { timeout: 60_000 }, async () => {
    const dir = folder();
    chmodSync(dir, 0o755); // as the portal did, for the postgres user it runs PostgreSQL as when root
    const port = await freePort();
    // As the portal made data folders until now.
    const old = new EmbeddedPostgres({ databaseDir: join(dir, 'pg'), user: 'portal', password: 'portal', port, persistent: true, createPostgresUser: true, onLog: () => {}, onError: () => {} });
    await old.initialise();
    await old.start();
    await old.stop();

    const hbaMethods = () => readFileSync(join(dir, 'pg', 'pg_hba.conf'), 'utf8').split('\n')
      .filter((line) => line.trim() && !line.startsWith('#')).map((line) => line.trim().split(/\s+/).at(-1));
    expect(new Set(hbaMethods())).toEqual(new Set(['password'])); // the password crossed in clear text

    const messages: string[] = [];
    const log = { info: (m: string) => messages.push(m), warn: (m: string) => messages.push(m), error: (m: string) => messages.push(m) };
    const database = await startEmbeddedPostgres(dir, port, { log });
    try {
      expect(await answers(database.url)).toBe(1);
      await expect(answers(legacyUrl(port))).rejects.toThrow(/password authentication failed/);
      expect(new Set(hbaMethods())).toEqual(new Set(['scram-sha-256']));
      expect(messages).toEqual([
        `Replaced the fixed portal/portal password of the embedded database with a random one, kept in ${PASSWORD_FILE} in the data folder (mode 0600).`,
        `The embedded database now takes passwords by SCRAM only, never in clear text (${join(dir, 'pg', 'pg_hba.conf')}: 'password' replaced by 'scram-sha-256').`,
      ]);
    } finally {
      await database.stop();
    }
    const again = await startEmbeddedPostgres(dir, port); // and the saved password stays the one
    expect(await answers(again.url)).toBe(1);
    await again.stop();
  });

  it('is started again when its postmaster dies, and says why in the log', { timeout: 90_000 }, async () => {
    const dir = folder();
    const port = await freePort();
    const messages: string[] = [];
    const log = { info: (m: string) => messages.push(m), warn: (m: string) => messages.push(m), error: (m: string) => messages.push(m) };
    const database: EmbeddedDatabase = await startEmbeddedPostgres(dir, port, { log });
    try {
      const killed = postmasterPid(dir);
      process.kill(killed, 'SIGKILL');
      await expect(answers(database.url)).rejects.toThrow(/ECONNREFUSED|ECONNRESET|terminat|starting up|not yet accepting/);
      const end = Date.now() + 30_000;
      while (!(await answers(database.url).catch(() => 0)) && Date.now() < end) await new Promise((r) => setTimeout(r, 250));
      expect(await answers(database.url)).toBe(1);
      expect(postmasterPid(dir)).not.toBe(killed);
      expect(messages[0]).toMatch(new RegExp(`^The embedded PostgreSQL \\(process ${killed}\\) stopped: killed by SIGKILL\\. Starting it again in 0\\.5 s\\. Its log \\(${dir}/pg/log/postgresql-\\w+\\.log\\) ends: `));
      // PostgreSQL may answer a moment before the supervisor has logged that it is back: wait for the line.
      const logged = Date.now() + 10_000;
      while (!/running again/.test(messages.at(-1) ?? '') && Date.now() < logged) await new Promise((r) => setTimeout(r, 100));
      expect(messages.at(-1)).toMatch(/^The embedded PostgreSQL is running again \(process \d+\)\.$/);
      // PostgreSQL's own log is kept in the data folder, and tells of the recovery.
      const logs = readdirSync(join(dir, 'pg', 'log')).map((file) => readFileSync(join(dir, 'pg', 'log', file), 'utf8')).join('');
      expect(logs).toMatch(/database system was interrupted/);
    } finally {
      await database.stop();
    }
  });

  it('names EMBEDDED_PG_PORT when its port is taken', { timeout: 60_000 }, async () => {
    const dir = folder();
    const taken = createServer();
    const port = await new Promise<number>((resolve) => taken.listen(0, '127.0.0.1', () => resolve((taken.address() as { port: number }).port)));
    try {
      await expect(startEmbeddedPostgres(dir, port)).rejects.toThrow(new ConfigurationError(
        `EMBEDDED_PG_PORT ${port} is taken by another program: stop it, or set EMBEDDED_PG_PORT to a free port.`,
      ));
      expect(existsSync(join(dir, LOCK_FILE))).toBe(false);
      expect(existsSync(join(dir, 'pg'))).toBe(false); // no database made for nothing
    } finally {
      taken.close();
    }
  });
});

describe('importing embedded-postgres', () => {
  it('leaves the exit code alone (its exit hooks would end every process with 0)', async () => {
    const script = "await import('./src/db/embedded-postgres.ts'); process.exitCode = 3;";
    const result = spawnSync(process.execPath, ['--input-type=module', '-e', script], { cwd: serverDir, encoding: 'utf8' });
    expect(result.stderr).toBe('');
    expect(result.status).toBe(3);
  });
});
