import type { Db } from '../../db/client.ts';
import { buildList } from './build.ts';
import type { EntityDef, ListOptions, ListResult, ODataQuery } from './types.ts';

type Row = Record<string, unknown>;

/** A list page: `{ '@odata.count'?, value }`; the page and the count are two concurrent queries. */
export async function runList(db: Db, entity: EntityDef, query: ODataQuery, options: ListOptions = {}): Promise<ListResult> {
  const statements = buildList(entity, query, options);
  const [rows, count] = await Promise.all([
    statements.parsed.top === 0 ? undefined : db.execute<{ row: Row }>(statements.rows),
    statements.count ? db.execute<{ count: number }>(statements.count) : undefined,
  ]);
  const value = rows?.rows.map((r) => r.row) ?? [];
  return count ? { '@odata.count': count.rows[0]?.count ?? 0, value } : { value };
}

/** first row matching where, with $select/$expand honoured; undefined if none */
export async function runGet(db: Db, entity: EntityDef, query: ODataQuery, options: ListOptions): Promise<Record<string, unknown> | undefined> {
  const { $top: _top, $skip: _skip, $count: _count, ...rest } = query;
  const statements = buildList(entity, { ...rest, $top: '1' }, { ...options, maxTop: 1 });
  const result = await db.execute<{ row: Row }>(statements.rows);
  return result.rows[0]?.row;
}
