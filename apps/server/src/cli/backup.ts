import { createWriteStream, renameSync, rmSync } from 'node:fs';
import { finished } from 'node:stream/promises';
import { createGzip } from 'node:zlib';
import type pg from 'pg';
import { to as copyTo } from 'pg-copy-streams';
import { migrationJournal } from '../db/migrate.ts';
import {
  type BackupHeader, FORMAT, FORMAT_VERSION, FrameWriter, PG_BOSS_SCHEMA, type SequenceValue, type TableFrame, qualified, quoteIdent,
} from './backup-format.ts';
import { type Progress, count } from './progress.ts';

/** The schemas a backup holds: the portal's tables, and pg-boss' jobs once it has made its schema. */
export const BACKUP_SCHEMAS = ['public', PG_BOSS_SCHEMA];
/**
 * Not in a backup: pg-boss' statistics (partitioned by day) and pending index maintenance, made again;
 * and the built-in identity provider's sessions, sign-ins under way, grants and refresh tokens, which
 * would let whoever holds the file go on as the people signed in then (after a restore people sign in again).
 */
export const LEFT_OUT = new Set([`${PG_BOSS_SCHEMA}.queue_stats`, `${PG_BOSS_SCHEMA}.bam`, 'public.oidc_payloads']);
/**
 * Rows a backup leaves out: an identity key that is not sealed yet (a database migrated by this
 * version but not started since) would be a private key in clear; the restored portal makes new keys.
 */
const ROW_FILTERS: Record<string, string> = { 'public.identity_keys': 'key_id is not null' };

export interface BackupSummary {
  tables: number;
  rows: number;
  bytes: number;
  migration: string;
}

interface TableInfo extends TableFrame {
  oid: number;
  estimate: number;
}

/** The tables of the schemas, parents before the tables whose foreign keys point at them. */
export async function tablesInDependencyOrder(client: pg.ClientBase, schemas: string[]): Promise<TableInfo[]> {
  const { rows: tables } = await client.query<{ oid: number; schema: string; name: string; estimate: string; columns: string[] }>(`
    select c.oid::int as oid, n.nspname as schema, c.relname as name, greatest(c.reltuples, 0)::bigint::text as estimate,
      array(select a.attname::text from pg_attribute a
            where a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped and a.attgenerated = ''
            order by a.attnum) as columns
    from pg_class c join pg_namespace n on n.oid = c.relnamespace
    where n.nspname = any($1) and c.relkind in ('r', 'p') and not c.relispartition
    order by n.nspname, c.relname`, [schemas]);
  const kept = tables.filter((t) => !LEFT_OUT.has(`${t.schema}.${t.name}`));
  const { rows: keys } = await client.query<{ child: number; parent: number }>(`
    select coalesce(pg_partition_root(conrelid), conrelid)::int as child, coalesce(pg_partition_root(confrelid), confrelid)::int as parent
    from pg_constraint
    where contype = 'f' and conrelid <> confrelid and connamespace in (select oid from pg_namespace where nspname = any($1))`, [schemas]);
  const parents = new Map<number, number[]>();
  for (const { child, parent } of keys) parents.set(child, [...(parents.get(child) ?? []), parent]);

  const byOid = new Map(kept.map((t) => [t.oid, t]));
  const ordered: TableInfo[] = [];
  const state = new Map<number, 'visiting' | 'done'>();
  const visit = (oid: number) => {
    // A cycle of foreign keys has no order; restore then relies on deferring the checks (restore.ts).
    if (state.has(oid)) return;
    state.set(oid, 'visiting');
    for (const parent of parents.get(oid) ?? []) if (byOid.has(parent)) visit(parent);
    state.set(oid, 'done');
    const t = byOid.get(oid)!;
    ordered.push({ oid: t.oid, schema: t.schema, name: t.name, columns: t.columns, estimate: Number(t.estimate) });
  };
  for (const t of kept) visit(t.oid);
  return ordered;
}

/** The newest migration applied, as its journal entry (the restore migrates up to it). */
async function appliedMigration(client: pg.ClientBase): Promise<{ tag: string; when: number }> {
  const { rows } = await client.query<{ when: string | null }>('select max(created_at)::text as when from drizzle.__drizzle_migrations');
  const when = Number(rows[0]?.when ?? 0);
  const entry = migrationJournal().find((e) => e.when === when);
  if (!entry) {
    throw new Error('The database has a migration this version of the portal does not know: back it up with the version that runs it.');
  }
  return { tag: entry.tag, when };
}

/**
 * The partitions of one of the portal's partitioned tables, with their bounds. pg-boss' are left to
 * its create_queue (restore.ts); the portal's (packets by day) are made by the portal as days come,
 * so no migration makes them again.
 */
async function partitionsOf(client: pg.ClientBase, table: TableInfo): Promise<Array<{ name: string; bound: string }>> {
  if (table.schema !== 'public') return [];
  const { rows } = await client.query<{ name: string; bound: string }>(`
    select c.relname as name, pg_get_expr(c.relpartbound, c.oid) as bound
    from pg_inherits i join pg_class c on c.oid = i.inhrelid
    where i.inhparent = $1 and c.relispartition order by 1`, [table.oid]);
  return rows;
}

/**
 * Writes a backup of the database `client` is connected to: every table of BACKUP_SCHEMAS as of one
 * moment (one REPEATABLE READ transaction: writes that land meanwhile are not in it, and the portal
 * goes on serving), in foreign key order, with the sequences' values.
 */
export async function writeBackup(client: pg.ClientBase, file: string, progress: Progress): Promise<BackupSummary> {
  const partial = `${file}.partial`;
  const gzip = createGzip({ level: 6 });
  const fileStream = createWriteStream(partial, { mode: 0o600 });
  gzip.pipe(fileStream);
  const written = finished(fileStream);
  written.catch(() => {});
  const out = new FrameWriter(gzip);
  let rows = 0;
  let tables: TableInfo[] = [];
  try {
    await client.query('begin isolation level repeatable read read only');
    // A large table takes longer than the server's statement timeout; the snapshot must last the whole backup.
    await client.query("set local statement_timeout = 0; set local idle_in_transaction_session_timeout = 0; set local lock_timeout = '10s'");
    const { rows: present } = await client.query<{ nspname: string }>('select nspname from pg_namespace where nspname = any($1) order by nspname', [BACKUP_SCHEMAS]);
    const schemas = present.map((s) => s.nspname);
    const { rows: [server] } = await client.query<{ server_version: string }>('show server_version');
    const migration = await appliedMigration(client);
    tables = await tablesInDependencyOrder(client, schemas);
    const header: BackupHeader = { format: FORMAT, version: FORMAT_VERSION, createdAt: new Date().toISOString(), server: server!.server_version, migration, schemas };
    if (schemas.includes(PG_BOSS_SCHEMA)) {
      const { rows: [boss] } = await client.query<{ version: number }>(`select version from ${quoteIdent(PG_BOSS_SCHEMA)}.version`);
      header.pgBoss = { schema: PG_BOSS_SCHEMA, version: Number(boss?.version) };
    }
    await out.json('H', header);
    progress.line(`Backing up ${tables.length} tables (PostgreSQL ${header.server}, migration ${migration.tag}) to ${file}`);

    for (const [index, table] of tables.entries()) {
      const partitions = await partitionsOf(client, table);
      const frame: TableFrame = { schema: table.schema, name: table.name, columns: table.columns, ...(partitions.length ? { partitions } : {}) };
      await out.json('T', frame);
      const label = `[${index + 1}/${tables.length}] ${table.schema}.${table.name}`;
      const columns = table.columns.map(quoteIdent).join(', ');
      const filter = ROW_FILTERS[`${table.schema}.${table.name}`];
      const copy = client.query(copyTo(`copy (select ${columns} from ${qualified(table.schema, table.name)}${filter ? ` where ${filter}` : ''}) to stdout`));
      let tableRows = 0;
      for await (const chunk of copy as AsyncIterable<Buffer>) {
        // In COPY's text format every row ends in a newline, and a newline inside a value is written as \n.
        for (let at = chunk.indexOf(10); at !== -1; at = chunk.indexOf(10, at + 1)) tableRows++;
        await out.write('D', chunk);
        progress.status(`${label}: ${count(tableRows)} of about ${count(Math.max(table.estimate, tableRows))} rows`);
      }
      await out.json('E', { rows: tableRows });
      rows += tableRows;
      progress.line(`${label}: ${count(tableRows)} rows`);
    }

    // Read within the snapshot's transaction, but sequences are not transactional: the values may be
    // ahead of the rows, never behind them, which is what a restore needs.
    const { rows: sequences } = await client.query<SequenceValue>(
      `select schemaname as schema, sequencename as "name", last_value::text as "lastValue"
       from pg_sequences where schemaname = any($1) and last_value is not null`, [schemas]);
    await out.json('S', sequences);
    await out.json('Z', { tables: tables.length, rows });
    await client.query('commit');
    gzip.end();
    await written;
    renameSync(partial, file);
    return { tables: tables.length, rows, bytes: fileStream.bytesWritten, migration: migration.tag };
  } catch (error) {
    await client.query('rollback').catch(() => {});
    gzip.destroy();
    await written.catch(() => {});
    rmSync(partial, { force: true });
    throw error;
  }
}
