import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import type { Db } from './client.ts';

export const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

/** Applies the migrations the database lacks, in order; `log` is told each one applied. */
export async function runMigrations(db: Db, log?: (message: string) => void): Promise<void> {
  const pending = log ? await pendingMigrations(db) : [];
  await migrate(db, { migrationsFolder });
  for (const tag of pending) log!(`Applied migration ${tag}.`);
}

/**
 * The migrations drizzle's migrator will apply: those of the journal made after the newest one the
 * database records (it compares the same timestamps).
 */
async function pendingMigrations(db: Db): Promise<string[]> {
  const journal = JSON.parse(readFileSync(join(migrationsFolder, 'meta', '_journal.json'), 'utf8')) as { entries: { when: number; tag: string }[] };
  const table = await db.$client.query<{ present: boolean }>("select to_regclass('drizzle.__drizzle_migrations') is not null as present");
  const last = table.rows[0]?.present
    ? Number((await db.$client.query<{ last: string | null }>('select max(created_at)::text as last from drizzle.__drizzle_migrations')).rows[0]?.last ?? 0)
    : 0;
  return journal.entries.filter((entry) => entry.when > last).map((entry) => entry.tag);
}
