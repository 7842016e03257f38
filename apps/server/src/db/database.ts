import { type Config, ConfigurationError, checkDatabaseUrl } from '../config.ts';
import { type Db, closeDb, createDb, serverPoolSize } from './client.ts';
import { type EmbeddedLog, startEmbeddedPostgres } from './embedded.ts';
import { runMigrations } from './migrate.ts';
import { assertDatabaseNotNewer, recordSchemaVersion } from './schema-version.ts';
import { withStartupLock } from './startup-lock.ts';
import { portalVersion } from '../version.ts';

export interface Database {
  db: Db;
  url: string;
  close(): Promise<void>;
}

export interface OpenOptions {
  /** The portal's HTTP port, recorded in the data folder's lock (absent for admin commands). */
  httpPort?: number;
  log?: EmbeddedLog;
  /** Runs once the data folder is locked, before the database starts (the primary checks its port). */
  beforeStart?: () => Promise<void>;
}

/** Opens DATABASE_URL, or starts the embedded PostgreSQL, and applies the migrations. */
export async function openDatabase(config: Config, poolSize = serverPoolSize(), options: OpenOptions = {}): Promise<Database> {
  if (config.DATABASE_URL) checkDatabaseUrl(config.DATABASE_URL);
  const embedded = config.DATABASE_URL ? undefined : await startEmbeddedPostgres(config.dataDir, config.EMBEDDED_PG_PORT, options);
  if (!embedded) await options.beforeStart?.();
  const url = config.DATABASE_URL ?? embedded!.url;
  const { db, pool } = createDb(url, poolSize, config.dbTimeouts);
  try {
    const log = options.log && ((message: string) => options.log!.info(message));
    // Once per database, whichever node starts first (issue 28); an older portal never migrates a newer database.
    await withStartupLock(url, async () => {
      await assertDatabaseNotNewer(db, portalVersion);
      await runMigrations(db, log);
      await recordSchemaVersion(db, portalVersion);
    }, log);
  } catch (err) {
    await closeDb(pool);
    await embedded?.stop();
    throw config.DATABASE_URL ? (databaseUrlProblem(config.DATABASE_URL, err) ?? err) : err;
  }
  return {
    db,
    url,
    async close() {
      await closeDb(pool);
      await embedded?.stop();
    },
  };
}

/** The first error of a chain (drizzle wraps pg's) that carries a code. */
function codeOf(error: unknown): string | undefined {
  for (let e = error, depth = 0; e instanceof Error && depth < 5; e = e.cause, depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string') return code;
    if (e instanceof AggregateError) return codeOf(e.errors[0]);
  }
  return undefined;
}

/** One line for the operator when DATABASE_URL cannot be used as written; undefined for anything else. */
export function databaseUrlProblem(databaseUrl: string, error: unknown): ConfigurationError | undefined {
  const url = new URL(databaseUrl);
  const where = `${url.searchParams.get('host') ?? url.hostname}:${url.port || 5432}`;
  const user = decodeURIComponent(url.username);
  const database = decodeURIComponent(url.pathname.slice(1)) || user;
  const problems: Record<string, string> = {
    '28P01': `PostgreSQL at ${where} refused the password of user '${user}': correct the password in DATABASE_URL.`,
    '28000': `PostgreSQL at ${where} does not let user '${user}' in: correct the user in DATABASE_URL, or allow it in pg_hba.conf.`,
    '3D000': `database '${database}' does not exist at ${where}: create it, or correct the database name in DATABASE_URL.`,
    ECONNREFUSED: `nothing answers at ${where}: start PostgreSQL there, or correct the host and port in DATABASE_URL.`,
    ENOTFOUND: `the host '${url.hostname}' is unknown: correct the host in DATABASE_URL.`,
    EAI_AGAIN: `the host '${url.hostname}' could not be looked up: check the network, or correct the host in DATABASE_URL.`,
  };
  // pg-pool ends a connection that does not complete in time, which reads as a termination.
  const timedOut = error instanceof Error && /timeout exceeded when trying to connect|Connection terminated/.test(`${error.message} ${String(error.cause)}`);
  if (timedOut) problems.timeout = `PostgreSQL at ${where} did not answer in time, or closed the connection: check the host, the port and any firewall in between, or correct DATABASE_URL.`;
  const problem = problems[timedOut ? 'timeout' : (codeOf(error) ?? '')];
  return problem ? new ConfigurationError(`DATABASE_URL: ${problem}`, { cause: error }) : undefined;
}
