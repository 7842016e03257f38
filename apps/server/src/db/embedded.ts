import { chmodSync, existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import EmbeddedPostgres from './embedded-postgres.ts';

export interface EmbeddedDatabase {
  url: string;
  stop(): Promise<void>;
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/**
 * Clears what a crash leaves behind: a pid file of a dead process, or a PostgreSQL of this data folder
 * still running because the portal was killed without its shutdown (the server outlives a SIGKILLed parent).
 */
export async function recoverFromCrash(dataDir: string): Promise<void> {
  const pidFile = join(dataDir, 'postmaster.pid');
  if (!existsSync(pidFile)) return;
  const pid = Number(readFileSync(pidFile, 'utf8').split('\n')[0]);
  if (!Number.isInteger(pid) || pid <= 0 || !isAlive(pid)) {
    rmSync(pidFile, { force: true });
    return;
  }
  const cmdline = existsSync(`/proc/${pid}/cmdline`) ? readFileSync(`/proc/${pid}/cmdline`, 'utf8') : '';
  if (!cmdline.includes('postgres') || !cmdline.includes(dataDir)) {
    // The pid was reused by an unrelated process (common after a machine or container restart): the
    // file is stale, and PostgreSQL would refuse to start while it names a live process.
    rmSync(pidFile, { force: true });
    return;
  }
  process.kill(pid, 'SIGINT'); // PostgreSQL's fast shutdown
  for (let waited = 0; waited < 15_000 && isAlive(pid); waited += 100) await new Promise((r) => setTimeout(r, 100));
}

/** Starts PostgreSQL from the embedded-postgres package with its data in `dataDir`. */
export async function startEmbeddedPostgres(dataDir: string, port: number): Promise<EmbeddedDatabase> {
  const pgDir = join(resolve(dataDir), 'pg');
  // As root, embedded-postgres runs PostgreSQL as the `postgres` user, which must be able to enter the folder.
  mkdirSync(dataDir, { recursive: true });
  if (process.getuid?.() === 0) chmodSync(dataDir, 0o755);
  const password = 'portal';
  const server = new EmbeddedPostgres({
    databaseDir: pgDir,
    user: 'portal',
    password,
    port,
    persistent: true,
    createPostgresUser: true,
    onLog: () => {},
    onError: () => {},
  });
  if (!existsSync(join(pgDir, 'PG_VERSION'))) await server.initialise();
  await recoverFromCrash(pgDir);
  await server.start();
  return {
    url: `postgres://portal:${password}@127.0.0.1:${port}/postgres`,
    stop: () => server.stop(),
  };
}
