import { once } from 'node:events';
import { createReadStream, mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { finished } from 'node:stream/promises';
import { createGunzip } from 'node:zlib';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import { BUILT_IN_ACTION_IDS } from '@portal/contracts';
import pg from 'pg';
import { getConstructionPlans } from 'pg-boss';
import { from as copyFrom } from 'pg-copy-streams';
import { migrationJournal, migrationsFolder, writeMigrationsPrefix } from '../db/migrate.ts';
import {
  type BackupHeader, FORMAT, FORMAT_VERSION, type Frame, PG_BOSS_SCHEMA, type SequenceValue, type TableFrame, qualified, quoteIdent, readFrames,
} from './backup-format.ts';
import { LEFT_OUT } from './backup.ts';
import { CliError } from './commands.ts';
import { type Progress, count } from './progress.ts';

export interface RestoreSummary {
  tables: number;
  rows: number;
  migration: string;
  /** Rows restored per table, by `schema.name`. */
  rowsByTable: Record<string, number>;
}

const parseJson = <T>(frame: Frame) => JSON.parse(frame.payload.toString('utf8')) as T;

/** The file's frames, and how much of the (compressed) file has been read, for the progress shown. */
function openBackup(file: string) {
  let size: number;
  try {
    size = statSync(file).size;
  } catch {
    throw new CliError(`No backup file '${file}'.`);
  }
  const input = createReadStream(file);
  const gunzip = createGunzip();
  input.pipe(gunzip);
  input.on('error', (error) => gunzip.destroy(error));
  const frames = readFrames(gunzip);
  return {
    frames,
    percent: () => Math.min(100, Math.round((input.bytesRead / Math.max(1, size)) * 100)),
    close: () => {
      input.destroy();
      gunzip.destroy();
    },
  };
}

async function next(frames: AsyncGenerator<Frame>, expected?: Frame['type']): Promise<Frame> {
  let result: IteratorResult<Frame>;
  try {
    result = await frames.next();
  } catch (error) {
    const message = (error as Error).message;
    throw new CliError(/incorrect header check|unexpected end|ends in the middle/i.test(message)
      ? `The file is not a complete portal backup (${message}).`
      : message);
  }
  if (result.done) throw new CliError('The backup file ends before its last table: it is incomplete, and nothing was restored.');
  if (expected && result.value.type !== expected) throw new CliError(`The backup file is damaged (a '${result.value.type}' part where '${expected}' belongs).`);
  return result.value;
}

/** The header, checked against what this version of the portal can restore. */
function checkHeader(header: BackupHeader) {
  if (header.format !== FORMAT) throw new CliError('The file is not a portal backup.');
  if (header.version > FORMAT_VERSION) throw new CliError(`The backup was written in format ${header.version}, newer than this portal reads (${FORMAT_VERSION}): restore it with the version that made it.`);
  const journal = migrationJournal();
  const index = journal.findIndex((e) => e.tag === header.migration.tag && e.when === header.migration.when);
  if (index === -1) {
    throw new CliError(`The backup is of a newer portal (migration ${header.migration.tag}): restore it with that version or a later one.`);
  }
  return journal.slice(0, index + 1);
}

/** Tables of the schemas that hold rows: a restore goes only into an empty database (pg-boss' version row aside). */
/**
 * Rows the migrations themselves insert (reference data such as the built-in actions): a database that holds
 * only these is still empty, and a failed attempt's migrations leave them behind.
 */
const MIGRATION_ROWS: Record<string, { column: string; values: readonly string[] }> = {
  'public.action_definitions': { column: 'action_definition_id', values: Object.values(BUILT_IN_ACTION_IDS) },
};

async function tablesWithRows(client: pg.ClientBase, schemas: string[]): Promise<string[]> {
  const { rows: tables } = await client.query<{ schema: string; name: string }>(
    `select n.nspname as schema, c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
     where n.nspname = any($1) and c.relkind in ('r', 'p') and not c.relispartition order by 1, 2`, [schemas]);
  const filled: string[] = [];
  for (const t of tables) {
    if (t.schema === PG_BOSS_SCHEMA && t.name === 'version') continue;
    const own = MIGRATION_ROWS[`${t.schema}.${t.name}`];
    const { rows } = own
      ? await client.query(`select 1 from ${qualified(t.schema, t.name)} where ${pg.escapeIdentifier(own.column)} <> all($1) limit 1`, [own.values])
      : await client.query(`select 1 from ${qualified(t.schema, t.name)} limit 1`);
    if (rows.length) filled.push(`${t.schema}.${t.name}`);
  }
  return filled;
}

/** Applies the migrations up to the backup's (a later version's further ones run after the data is in). */
async function migrateTo(connectionString: string, entries: Array<{ tag: string }>, all: Array<{ tag: string }>): Promise<void> {
  const client = new pg.Client({ connectionString });
  await client.connect();
  try {
    const db = drizzle(client);
    if (entries.length === all.length) {
      await migrate(db, { migrationsFolder });
      return;
    }
    const folder = mkdtempSync(join(tmpdir(), 'portal-migrations-'));
    try {
      writeMigrationsPrefix(folder, entries.length);
      await migrate(db, { migrationsFolder: folder });
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  } finally {
    await client.end();
  }
}

/**
 * pg-boss' schema as the installed pg-boss makes it, which must be the backup's version: its tables
 * and functions are pg-boss' own, not the portal's migrations.
 */
async function createPgBossSchema(client: pg.ClientBase, { schema, version }: { schema: string; version: number }): Promise<void> {
  // Empty (tablesWithRows said so): a previous attempt's, or one a start of the portal made.
  await client.query(`drop schema if exists ${quoteIdent(schema)} cascade`);
  await client.query(getConstructionPlans(schema));
  const { rows: [installed] } = await client.query<{ version: number }>(`select version from ${quoteIdent(schema)}.version`);
  if (Number(installed?.version) !== version) {
    await client.query(`drop schema ${quoteIdent(schema)} cascade`);
    throw new CliError(`The backup's jobs are in pg-boss schema version ${version}, this portal's pg-boss makes version ${installed?.version}: restore with the portal version that made the backup.`);
  }
}

/**
 * pg-boss' queues are made by its create_queue function, which also makes a partitioned queue's own
 * job table; the backup's settings of each queue then replace the defaults it wrote.
 */
async function loadPgBossQueues(client: pg.ClientBase, table: TableFrame, frames: AsyncGenerator<Frame>, status: (rows: number) => void): Promise<number> {
  const schema = quoteIdent(table.schema);
  await client.query(`create temporary table restore_queue (like ${schema}.queue) on commit drop`);
  const rows = await loadTable(client, { schema: 'pg_temp', name: 'restore_queue', columns: table.columns }, frames, status);
  await client.query(`select ${schema}.create_queue(name, jsonb_build_object('partition', partition, 'policy', policy)) from pg_temp.restore_queue`);
  const columns = table.columns.filter((c) => c !== 'name').map(quoteIdent);
  await client.query(`update ${schema}.queue q set (${columns.join(', ')}) = (select ${columns.map((c) => `r.${c}`).join(', ')} from pg_temp.restore_queue r where r.name = q.name)`);
  return rows;
}

/** A partition's bound as PostgreSQL writes a range of days: nothing else is run from a backup file. */
const RANGE_BOUND = /^FOR VALUES FROM \('[0-9: +.-]+'\) TO \('[0-9: +.-]+'\)$/;

/** Makes a partitioned table's partitions again (the portal makes them as days come; no migration does). */
async function createPartitions(client: pg.ClientBase, table: TableFrame): Promise<void> {
  for (const partition of table.partitions ?? []) {
    if (!/^[a-z0-9_]+$/.test(partition.name) || !RANGE_BOUND.test(partition.bound)) {
      throw new CliError(`The backup file is damaged (partition ${JSON.stringify(partition.name)} of ${table.name}).`);
    }
    await client.query(`create table if not exists ${qualified(table.schema, partition.name)} partition of ${qualified(table.schema, table.name)} ${partition.bound}`);
  }
}

/** Streams one table's rows from the file into COPY FROM STDIN; answers how many PostgreSQL took. */
async function loadTable(client: pg.ClientBase, table: TableFrame, frames: AsyncGenerator<Frame>, status: (rows: number) => void): Promise<number> {
  await createPartitions(client, table);
  const columns = table.columns.map(quoteIdent).join(', ');
  const copy = client.query(copyFrom(`copy ${qualified(table.schema, table.name)} (${columns}) from stdin`));
  const done = finished(copy);
  done.catch(() => {});
  let rows = 0;
  try {
    for (;;) {
      const frame = await next(frames);
      if (frame.type === 'E') break;
      if (frame.type !== 'D') throw new CliError(`The backup file is damaged (a '${frame.type}' part inside table ${table.name}).`);
      for (let at = frame.payload.indexOf(10); at !== -1; at = frame.payload.indexOf(10, at + 1)) rows++;
      if (!copy.write(frame.payload)) await Promise.race([once(copy, 'drain'), done]);
      status(rows);
    }
  } catch (error) {
    // Ends the COPY (CopyFail): the connection would otherwise wait for the rest of its rows for ever.
    copy.destroy(error as Error);
    await done.catch(() => {});
    throw error;
  }
  copy.end();
  await done;
  return copy.rowCount;
}

/** Reads past one table's rows. */
async function skipTable(frames: AsyncGenerator<Frame>, label: string): Promise<void> {
  for (;;) {
    const frame = await next(frames);
    if (frame.type === 'E') return;
    if (frame.type !== 'D') throw new CliError(`The backup file is damaged (a '${frame.type}' part inside table ${label}).`);
  }
}

/**
 * Restores a backup into the empty database at `connectionString`: the schema by the portal's own
 * migrations up to the backup's, then every table's rows in one transaction (all or nothing), the
 * sequences, and the migrations this version adds.
 */
export async function restoreBackup(connectionString: string, file: string, progress: Progress): Promise<RestoreSummary> {
  const backup = openBackup(file);
  const client = new pg.Client({ connectionString });
  let connected = false;
  let inTransaction = false;
  try {
    const header = parseJson<BackupHeader>(await next(backup.frames, 'H'));
    const migrations = checkHeader(header);
    await client.connect();
    connected = true;
    const filled = await tablesWithRows(client, header.schemas);
    if (filled.length) {
      throw new CliError(`The database is not empty (${filled.slice(0, 3).join(', ')}${filled.length > 3 ? ` and ${filled.length - 3} more tables` : ''} hold rows): restore into an empty DATA_DIR or an empty database.`);
    }
    progress.line(`Restoring a backup of ${header.createdAt} (PostgreSQL ${header.server}, migration ${header.migration.tag})`);
    await migrateTo(connectionString, migrations, migrationJournal());
    if (header.pgBoss) await createPgBossSchema(client, header.pgBoss);

    await client.query('begin');
    inTransaction = true;
    await client.query('set local statement_timeout = 0; set local idle_in_transaction_session_timeout = 0');
    const { rows: [role] } = await client.query<{ rolsuper: boolean }>('select rolsuper from pg_roles where rolname = current_user');
    // As superuser (the embedded database) foreign keys and triggers wait while the rows go in; a
    // managed server's user loads the tables in the backup's order, parents first.
    if (role?.rolsuper) await client.query('set local session_replication_role = replica');
    await client.query('set constraints all deferred');

    let tables = 0;
    let rows = 0;
    const rowsByTable: Record<string, number> = {};
    let truncated = false;
    for (;;) {
      const frame = await next(backup.frames);
      if (frame.type === 'Z') break;
      if (frame.type === 'S') {
        for (const s of parseJson<SequenceValue[]>(frame)) {
          await client.query('select setval($1::regclass, $2::bigint)', [qualified(s.schema, s.name), s.lastValue]);
        }
        continue;
      }
      if (frame.type !== 'T') throw new CliError(`The backup file is damaged (a '${frame.type}' part where a table belongs).`);
      if (!truncated) {
        // Whatever the migrations themselves inserted is replaced by the backup's rows.
        const { rows: all } = await client.query<{ schema: string; name: string }>(
          `select n.nspname as schema, c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
           where n.nspname = any($1) and c.relkind in ('r', 'p') and not c.relispartition`, [header.schemas]);
        if (all.length) await client.query(`truncate ${all.map((t) => qualified(t.schema, t.name)).join(', ')}`);
        truncated = true;
      }
      const table = parseJson<TableFrame>(frame);
      const label = `${table.schema}.${table.name}`;
      if (LEFT_OUT.has(label)) {
        // A backup made before they were left out: its sign-in sessions and refresh tokens stay out too.
        await skipTable(backup.frames, label);
        progress.line(`${label}: left out`);
        continue;
      }
      tables++;
      const status = (n: number) => progress.status(`${label}: ${count(n)} rows (${backup.percent()}% of the file)`);
      const loaded = table.schema === header.pgBoss?.schema && table.name === 'queue'
        ? await loadPgBossQueues(client, table, backup.frames, status)
        : await loadTable(client, table, backup.frames, status);
      rows += loaded;
      rowsByTable[label] = loaded;
      progress.line(`${label}: ${count(loaded)} rows`);
    }
    await client.query('commit');
    inTransaction = false;
    progress.line('Applying the migrations of this version and updating statistics');
    await migrateTo(connectionString, migrationJournal(), migrationJournal());
    await client.query('analyze');
    return { tables, rows, migration: header.migration.tag, rowsByTable };
  } catch (error) {
    if (inTransaction) await client.query('rollback').catch(() => {});
    throw error;
  } finally {
    backup.close();
    // A client that never connected would wait for ever on end().
    if (connected) await client.end().catch(() => {});
  }
}
