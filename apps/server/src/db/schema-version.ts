import { ConfigurationError } from '../config-error.ts';
import type { Db } from './client.ts';
import { newestShippedMigration } from './migrate.ts';

/** Where the version of the portal that last migrated the database is kept (install_settings). */
const VERSION_KEY = 'schema.portalVersion';

/**
 * Refuses to start a portal older than its database: one whose newest migration is older than the
 * newest the database has applied, so an old node in a rolling upgrade cannot write to tables it
 * does not know. Names both versions.
 */
export async function assertDatabaseNotNewer(db: Db, version: string): Promise<void> {
  const shipped = newestShippedMigration();
  // A new, empty database has neither table yet.
  const { rows: [present] } = await db.$client.query<{ migrations: boolean; settings: boolean }>(
    `select to_regclass('drizzle.__drizzle_migrations') is not null as migrations, to_regclass('public.install_settings') is not null as settings`);
  if (!present?.migrations) return;
  const { rows } = await db.$client.query<{ newest: string | null; version: string | null }>(
    `select (select max(created_at)::text from drizzle.__drizzle_migrations) as newest,
            ${present.settings ? '(select value from install_settings where key = $1)' : 'null::text'} as version`, present.settings ? [VERSION_KEY] : []);
  const newest = Number(rows[0]?.newest ?? 0);
  if (newest <= shipped.when) return;
  const theirs = rows[0]?.version ? `portal ${rows[0].version}` : 'a newer portal';
  throw new ConfigurationError(`The database was migrated by ${theirs} (a migration of ${new Date(newest).toISOString()}), `
    + `newer than this portal ${version}, whose newest migration is ${shipped.tag}: start portal ${rows[0]?.version ?? 'of the newer version'} or later, `
    + 'or restore a backup made by this version.');
}

/** Records which portal version migrated the database last (once its migrations are applied). */
export async function recordSchemaVersion(db: Db, version: string): Promise<void> {
  await db.$client.query(
    `insert into install_settings (key, value) values ($1, $2) on conflict (key) do update set value = excluded.value`,
    [VERSION_KEY, version]);
}
