import { type SQL, sql } from 'drizzle-orm';
import { FilterTranslator } from './filter.ts';
import { type ParsedQuery, parseQuery } from './options.ts';
import { orderSql, searchSql } from './order.ts';
import { projection } from './projection.ts';
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
