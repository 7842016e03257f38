import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { postgresErrorCode } from '../../db/errors.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
/** PostgreSQL's answer when a row meets a day that has no partition (check_violation). */
export const NO_PARTITION = '23514';
/** What a creator that lost the race to another one may meet: the table, its type, or its range exists. */
const CREATED_MEANWHILE = new Set(['42P07', '23505', '42P17']);

/** The UTC day (midnight) holding `time`. */
export const utcDay = (time: Date | number): Date => new Date(Math.floor(new Date(time).getTime() / DAY_MS) * DAY_MS);
export const addDays = (day: Date, days: number): Date => new Date(day.getTime() + days * DAY_MS);

/** `packets_pYYYYMMDD`: one partition per UTC day. */
export function partitionName(day: Date): string {
  return `packets_p${day.toISOString().slice(0, 10).replaceAll('-', '')}`;
}

/** The day a partition name stands for, or undefined for a name that is not one of ours. */
export function dayOfPartition(name: string): Date | undefined {
  const match = /^packets_p(\d{4})(\d{2})(\d{2})$/.exec(name);
  if (!match) return undefined;
  const day = new Date(`${match[1]}-${match[2]}-${match[3]}T00:00:00Z`);
  return Number.isNaN(day.getTime()) ? undefined : day;
}

/** The first day whose packets are still kept: partitions of earlier days are dropped, packets of them refused. */
export const firstKeptDay = (now: Date, retentionDays: number): Date => addDays(utcDay(now), -retentionDays);

/**
 * Makes the partition of `day` unless it exists. Concurrent creators (two nodes, two batches meeting a
 * new day at once) must both succeed: IF NOT EXISTS covers the common case, and the errors of a
 * creator that lost the race between the check and the create mean the partition is there.
 */
export async function ensurePartition(db: Db, day: Date): Promise<void> {
  const from = utcDay(day);
  const name = partitionName(from);
  try {
    await db.execute(sql`create table if not exists ${sql.identifier(name)} partition of packets
      for values from (${sql.raw(`'${from.toISOString()}'`)}) to (${sql.raw(`'${addDays(from, 1).toISOString()}'`)})`);
  } catch (err) {
    if (!CREATED_MEANWHILE.has(postgresErrorCode(err) ?? '')) throw err;
  }
}

/** The day partitions that exist, oldest first. */
export async function listPartitions(db: Db): Promise<Array<{ name: string; day: Date }>> {
  const result = await db.execute<{ name: string }>(sql`
    select c.relname as name from pg_inherits i
    join pg_class c on c.oid = i.inhrelid
    join pg_class p on p.oid = i.inhparent
    join pg_namespace n on n.oid = p.relnamespace
    where p.relname = 'packets' and n.nspname = current_schema()
    order by c.relname`);
  return result.rows.flatMap(({ name }) => {
    const day = dayOfPartition(name);
    return day ? [{ name, day }] : [];
  });
}

/**
 * Today's partition and the next two days' made ahead (a packet may be a day early), and the days
 * before the retention dropped whole: dropping a table costs nothing like deleting its rows.
 */
export async function maintainPartitions(db: Db, retentionDays: number, now = new Date()): Promise<{ created: string[]; dropped: string[] }> {
  const existing = new Set((await listPartitions(db)).map((p) => p.name));
  const created: string[] = [];
  for (let ahead = 0; ahead <= 2; ahead++) {
    const day = addDays(utcDay(now), ahead);
    if (existing.has(partitionName(day))) continue;
    await ensurePartition(db, day);
    created.push(partitionName(day));
  }
  const dropped: string[] = [];
  const keepFrom = firstKeptDay(now, retentionDays);
  for (const partition of await listPartitions(db)) {
    if (partition.day >= keepFrom) continue;
    await db.execute(sql`drop table if exists ${sql.identifier(partition.name)}`);
    dropped.push(partition.name);
  }
  return { created, dropped };
}

/** Runs `insert`; when it meets days without a partition, makes them and tries once more. */
export async function withPartitions<T>(db: Db, days: Date[], insert: () => Promise<T>): Promise<T> {
  try {
    return await insert();
  } catch (err) {
    if (postgresErrorCode(err) !== NO_PARTITION) throw err;
    const distinct = new Map(days.map((d) => [partitionName(utcDay(d)), utcDay(d)]));
    for (const day of distinct.values()) await ensurePartition(db, day);
    return insert();
  }
}
