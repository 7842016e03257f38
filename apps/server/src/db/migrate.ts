import { copyFileSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import type { Db } from './client.ts';

export const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

/** One migration of drizzle-kit's journal; `when` is what the database records as its created_at. */
export interface MigrationEntry {
  idx: number;
  tag: string;
  when: number;
}

interface JournalFile { entries: MigrationEntry[] }

const journalPath = (folder: string) => join(folder, 'meta', '_journal.json');
const readJournalFile = (): JournalFile => JSON.parse(readFileSync(journalPath(migrationsFolder), 'utf8')) as JournalFile;

/** The migrations this code ships, oldest first (the one reader of meta/_journal.json). */
export function migrationJournal(): MigrationEntry[] {
  return readJournalFile().entries;
}

/** The newest migration this code ships. */
export function newestShippedMigration(): MigrationEntry {
  const last = migrationJournal().at(-1);
  if (!last) throw new Error('The migrations journal lists no migration.');
  return last;
}

/** Writes into `folder` a migrations folder of the first `count` migrations this code ships (to migrate to an older version). */
export function writeMigrationsPrefix(folder: string, count: number): void {
  const journal = readJournalFile();
  const entries = journal.entries.slice(0, count);
  mkdirSync(join(folder, 'meta'), { recursive: true });
  writeFileSync(journalPath(folder), JSON.stringify({ ...journal, entries }));
  for (const e of entries) copyFileSync(join(migrationsFolder, `${e.tag}.sql`), join(folder, `${e.tag}.sql`));
}

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
  const table = await db.$client.query<{ present: boolean }>("select to_regclass('drizzle.__drizzle_migrations') is not null as present");
  const last = table.rows[0]?.present
    ? Number((await db.$client.query<{ last: string | null }>('select max(created_at)::text as last from drizzle.__drizzle_migrations')).rows[0]?.last ?? 0)
    : 0;
  return migrationJournal().filter((entry) => entry.when > last).map((entry) => entry.tag);
}
