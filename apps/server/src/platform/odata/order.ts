import { type SQL, sql } from 'drizzle-orm';
import type { OrderItem } from './ast.ts';
import { primaryKeyOf } from './entity.ts';
import { ODataError, errorAt } from './errors.ts';
import { FilterTranslator } from './filter.ts';
import { likeEscape } from './filter.ts';
import { parseOrderBy } from './parser.ts';
import { type Scope, pathOf } from './scope.ts';
import type { EntityDef } from './types.ts';

const defaultOrders = new WeakMap<EntityDef, OrderItem[]>();

function defaultOrderOf(entity: EntityDef): OrderItem[] {
  let order = defaultOrders.get(entity);
  if (!order) {
    order = entity.defaultOrderBy ? parseOrderBy(entity.defaultOrderBy, `defaultOrderBy of ${entity.name}`) : [];
    defaultOrders.set(entity, order);
  }
  return order;
}

/** One ORDER BY key: its SQL and its direction. */
export interface OrderKey {
  sql: SQL;
  descending: boolean;
}

/**
 * The ORDER BY keys: the caller's $orderby or the entity's default, then the primary key so that
 * pages never overlap or skip rows.
 */
export function orderKeys(scope: Scope, items: OrderItem[] | undefined, option: string): OrderKey[] {
  const translator = new FilterTranslator(scope, option, 'sort');
  const keys = (items ?? defaultOrderOf(scope.entity)).map((item): OrderKey => {
    const operand = translator.value(item.expr);
    if (operand.type === 'json') throw errorAt(option, `cannot sort by ${operand.describe}`, item.expr.pos);
    return { sql: sql`${operand.sql}`, descending: item.descending };
  });
  for (const column of primaryKeyOf(scope.entity.table)) keys.push({ sql: scope.ref(column), descending: false });
  return keys;
}

/** `key asc, key desc, ...` */
export function orderList(keys: OrderKey[]): SQL {
  return sql.join(keys.map((key) => sql`${key.sql} ${key.descending ? sql`desc` : sql`asc`}`), sql`, `);
}

/** ORDER BY keys as SQL (see orderKeys). */
export function orderSql(scope: Scope, items: OrderItem[] | undefined, option: string): SQL {
  return orderList(orderKeys(scope, items, option));
}

/** $search: every term must appear (ignoring case) in at least one of the entity's searchable fields. */
export function searchSql(scope: Scope, terms: string[]): SQL {
  const fields = scope.entity.searchable ?? [];
  if (fields.length === 0) throw new ODataError(`$search is not available for ${scope.entity.name}`);
  const resolved = fields.map((path) => scope.resolve(pathOf(path), '$search', 'search'));
  const conditions = terms.map((term) => {
    const pattern = `%${likeEscape(term)}%`;
    const matches = resolved.map((field) =>
      field.type === 'string' ? sql`${field.sql} ilike ${pattern}::text` : sql`(${field.sql})::text ilike ${pattern}::text`,
    );
    return sql`(${sql.join(matches, sql` or `)})`;
  });
  return sql.join(conditions, sql` and `);
}
