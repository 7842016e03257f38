import { type SQL, sql } from 'drizzle-orm';
import { FilterTranslator } from './filter.ts';
import { type ParsedQuery, parseQuery } from './options.ts';
import { orderKeys, orderList, orderSql, searchSql } from './order.ts';
import { type RowShape, projection, rowShape } from './projection.ts';
import { Aliases, Scope } from './scope.ts';
import type { EntityDef, ListOptions, ODataQuery } from './types.ts';

export interface ListStatements {
  /** One row per record, its JSON in column "row". */
  rows: SQL;
  /** The number of matching records in column "count", when $count=true. */
  count?: SQL;
  parsed: ParsedQuery;
}

/** The WHERE conditions of the root: the route's own (tenancy), the caller's $filter and $search. */
export function rootConditions(scope: Scope, parsed: ParsedQuery, options: ListOptions): SQL {
  const conditions: SQL[] = [];
  const fixed = options.where?.((column) => scope.ref(column));
  if (fixed) conditions.push(sql`(${fixed})`);
  if (parsed.filter) conditions.push(new FilterTranslator(scope, '$filter').condition(parsed.filter));
  if (parsed.search) conditions.push(searchSql(scope, parsed.search));
  return conditions.length > 0 ? sql.join(conditions, sql` and `) : sql`true`;
}

/**
 * Translates the query options into one SELECT for the page (each row built as JSON by
 * PostgreSQL) and, for $count=true, one SELECT count(*). Both are a plain
 * `from root [left join to-one] where ... order by ... limit` over the root table.
 */
export function buildList(entity: EntityDef, query: ODataQuery, options: ListOptions = {}): ListStatements {
  const parsed = parseQuery(query, options);
  const aliases = new Aliases();
  const scope = new Scope(entity, aliases.next(), aliases);
  const where = rootConditions(scope, parsed, options);
  const order = orderSql(scope, parsed.orderby, '$orderby');
  const object = projection(scope, parsed.select, parsed.expand);
  const from = sql`from ${entity.table} ${scope.alias} ${scope.joinSql()} where ${where}`;
  return {
    rows: sql`select ${object} as "row" ${from} order by ${order} limit ${parsed.top} offset ${parsed.skip}`,
    count: parsed.count ? sql`select count(*)::int as "count" ${from}` : undefined,
    parsed,
  };
}

/**
 * The whole list answer as one statement and one row: "count" (an integer, only for $count=true)
 * and "value", the page as JSON text in order. One round trip instead of two, and the rows never
 * become objects on the way through the server. Checks and messages are those of buildList. The
 * shape says which keys the rows carry.
 */
export function buildListStatement(entity: EntityDef, query: ODataQuery, options: ListOptions = {}): { sql: SQL; shape: RowShape } {
  const parsed = parseQuery(query, options);
  const aliases = new Aliases();
  const scope = new Scope(entity, aliases.next(), aliases);
  const where = rootConditions(scope, parsed, options);
  const keys = orderKeys(scope, parsed.orderby, '$orderby');
  const object = projection(scope, parsed.select, parsed.expand);
  const from = sql`from ${entity.table} ${scope.alias} ${scope.joinSql()} where ${where}`;
  const page = aliases.next();
  // The page carries its sort keys out so that json_agg keeps its order, which an ordered subquery
  // alone does not promise (and row_number, as the expansions use, costs more to plan here).
  const keyNames = keys.map((_, index) => sql.identifier(`k${index}`));
  const keyColumns = keys.map((key, index) => sql`, ${key.sql} as ${keyNames[index]}`);
  const aggregateOrder = orderList(keys.map((key, index) => ({ sql: sql`${page}.${keyNames[index]}`, descending: key.descending })));
  const value = parsed.top === 0
    ? sql`'[]'`
    : sql`(select coalesce(json_agg(${page}."row" order by ${aggregateOrder}), '[]'::json) from (select ${object} as "row"${sql.join(keyColumns)} ${from} order by ${orderList(keys)} limit ${parsed.top} offset ${parsed.skip}) ${page})::text`;
  const count = parsed.count ? sql`(select count(*)::int ${from}) as "count", ` : sql``;
  return { sql: sql`select ${count}${value} as "value"`, shape: rowShape(entity, parsed.select, parsed.expand) };
}
