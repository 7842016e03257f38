import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rootConditions } from './build.ts';
import { parseQuery } from './options.ts';
import { Aliases, Scope, pathOf } from './scope.ts';
import type { EntityDef, ListOptions, ODataQuery } from './types.ts';

export interface CountsOptions extends ListOptions {
  /** Fields to group by (the entity's field paths); none: one row with the total. */
  groupBy: readonly string[];
  /** Counts distinct values of this field instead of rows (e.g. devices among installations). */
  distinct?: string;
  /** The most groups answered. */
  limit?: number;
}

/**
 * Counts of the rows the options select (the route's `where`, the caller's $filter and $search; $orderby,
 * $top, $skip, $select, $expand and $count are ignored), grouped by fields: `[{ k0, k1, …, count }]`
 * ordered by the keys, nulls last. For summary cards and a column's dropdown values.
 */
export async function runCounts(db: Db, entity: EntityDef, query: ODataQuery, options: CountsOptions): Promise<Array<{ keys: unknown[]; count: number }>> {
  const { $filter, $search } = query;
  const parsed = parseQuery({ $filter, $search }, options);
  const aliases = new Aliases();
  const scope = new Scope(entity, aliases.next(), aliases);
  const where = rootConditions(scope, parsed, options);
  const keys: SQL[] = options.groupBy.map((path) => scope.resolve(pathOf(path), 'groupBy', 'sort').sql);
  const counted = options.distinct ? sql`count(distinct ${scope.resolve(pathOf(options.distinct), 'distinct', 'filter').sql})` : sql`count(*)`;
  const keyColumns = keys.map((key, index) => sql`${key} as ${sql.identifier(`k${index}`)}, `);
  const positions = keys.map((_, index) => sql.raw(String(index + 1)));
  const grouping = keys.length > 0 ? sql` group by ${sql.join(positions, sql`, `)} order by ${sql.join(positions.map((p) => sql`${p} asc nulls last`), sql`, `)}` : sql``;
  const limit = options.limit ? sql` limit ${options.limit}` : sql``;
  const statement = sql`select ${sql.join(keyColumns)}${counted}::int as "count" from ${entity.table} ${scope.alias} ${scope.joinSql()} where ${where}${grouping}${limit}`;
  const result = await db.execute<Record<string, unknown> & { count: number }>(statement);
  return result.rows.map((row) => ({ keys: keys.map((_, index) => row[`k${index}`]), count: Number(row.count) }));
}
