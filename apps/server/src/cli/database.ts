import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Config } from '../config.ts';
import { type Db, createDb } from '../db/client.ts';
import { openDatabase } from '../db/database.ts';
import { embeddedDatabaseUrl } from '../db/embedded.ts';
import { isAlive } from '../db/process-liveness.ts';
import { upsertBuiltInRoles } from '../platform/permissions/roles.service.ts';

export interface AdminDatabase {
  db: Db;
  /** Where it came from, for the operator. */
  source: string;
  close(): Promise<void>;
}


/**
 * The port of a PostgreSQL that is running on `pgDir` right now, from its postmaster.pid (pid on the
 * first line, port on the fourth); undefined when none runs there or the file is stale.
 */
export function livePostmasterPort(pgDir: string): number | undefined {
  const pidFile = join(pgDir, 'postmaster.pid');
  if (!existsSync(pidFile)) return undefined;
  const lines = readFileSync(pidFile, 'utf8').split('\n');
  const pid = Number(lines[0]);
  if (!Number.isInteger(pid) || pid <= 0) return undefined;
  if (!isAlive(pid)) return undefined;
  const port = Number(lines[3]);
  return Number.isInteger(port) && port > 0 ? port : Number(process.env.EMBEDDED_PG_PORT ?? 54329);
}

/**
 * DATABASE_URL; or the embedded database of DATA_DIR, through the portal's own server when it is
 * running (a second postmaster on the same folder would refuse to start), else started for this
 * command and stopped after it.
 */
export async function openAdminDatabase(config: Config): Promise<AdminDatabase> {
  let database: AdminDatabase;
  const livePort = config.DATABASE_URL ? undefined : livePostmasterPort(join(config.dataDir, 'pg'));
  if (livePort !== undefined) {
    // The folder's own password (DATA_DIR/postgres-password), which the running portal has set.
    const { db, pool } = createDb(embeddedDatabaseUrl(config.dataDir, livePort), 2);
    database = { db, source: `the running portal's database (port ${livePort})`, close: () => pool.end() };
  } else {
    const opened = await openDatabase(config);
    const source = config.DATABASE_URL ? 'DATABASE_URL' : `the embedded database in ${config.dataDir}`;
    database = { db: opened.db, source, close: () => opened.close() };
  }
  try {
    // So grants to the built-in roles work before the portal's first start.
    await upsertBuiltInRoles(database.db);
  } catch (err) {
    await database.close();
    throw err;
  }
  return database;
}
