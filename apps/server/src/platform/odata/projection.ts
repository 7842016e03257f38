import { type SQL, sql } from 'drizzle-orm';
import { PgColumn } from 'drizzle-orm/pg-core';
import type { ExpandItem, SelectItem } from './ast.ts';
import { fieldSql, qualify } from './entity.ts';
import { errorAt } from './errors.ts';
import { FilterTranslator } from './filter.ts';
import { limits } from './limits.ts';
import { orderSql } from './order.ts';
import { Scope, fieldOf, relationOf } from './scope.ts';
import type { EntityDef, FieldDef } from './types.ts';

const plainName = /^[A-Za-z_][A-Za-z0-9_]*$/;
/** json_build_object takes at most 100 arguments; larger objects are merged from pieces. */
const pairsPerCall = 50;

/** A field's value as it goes into JSON: timestamps as ISO 8601 in UTC with a `Z`, like Date#toISOString. */
export function jsonValue(field: FieldDef, alias: SQL): SQL {
  const value = fieldSql(field, alias);
  if (field.type !== 'date') return value;
  const sqlType = field.column instanceof PgColumn ? field.column.getSQLType().toLowerCase() : 'timestamp with time zone';
  if (sqlType === 'date') return value;
  // A timestamp without time zone is taken to hold UTC already.
  const utc = sqlType.startsWith('timestamp') && !sqlType.includes('with time zone') ? value : sql`(${value})::timestamptz at time zone 'UTC'`;
  return sql`to_char(${utc}, 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
}

/** `json_build_object('a', x, 'b', y)`; the keys are declared names, checked to be plain identifiers. */
export function jsonObject(pairs: Array<[string, SQL]>): SQL {
  const chunks: SQL[] = [];
  for (let start = 0; start < pairs.length || start === 0; start += pairsPerCall) {
    const args = pairs.slice(start, start + pairsPerCall).map(([key, value]) => {
      if (!plainName.test(key)) throw new Error(`'${key}' is not a plain identifier`);
      return sql`${sql.raw(`'${key}'`)}, ${value}`;
    });
    chunks.push(sql`json_build_object(${sql.join(args, sql`, `)})`);
    if (pairs.length === 0) break;
  }
  if (chunks.length === 1) return chunks[0] as SQL;
  return sql`(${sql.join(chunks.map((chunk) => sql`${chunk}::jsonb`), sql` || `)})::json`;
}

/** The keys of one row as JSON: its fields, and each expansion with its own keys. */
export interface RowShape {
  fields: string[];
  expands: Record<string, RowShape>;
}

/** The fields a row carries: $select's, or the entity's default ones; 400 for a name that is neither. */
function selectedFields(entity: EntityDef, select: SelectItem[] | undefined, expand: ExpandItem[] | undefined, option: string): string[] {
  const expanded = new Set((expand ?? []).map((item) => item.name));
  const names = new Set<string>();
  const defaults = Object.keys(entity.fields).filter((name) => entity.fields[name]?.selectByDefault !== false);
  if (!select) defaults.forEach((name) => names.add(name));
  for (const item of select ?? []) {
    if (item.name === '*') defaults.forEach((name) => names.add(name));
    else if (fieldOf(entity, item.name)) names.add(item.name);
    else if (relationOf(entity, item.name)) {
      if (!expanded.has(item.name)) throw errorAt(option, `'${item.name}' is a relation; name it in $expand`, item.pos);
    } else throw errorAt(option, `unknown field '${item.name}'`, item.pos);
  }
  return [...names];
}

/**
 * The JSON object of one row of `scope`: the selected fields (or the default ones) and the expanded
 * relations, to-one as an object or null, to-many as an array. Expansions are correlated subqueries,
 * so they run only for the rows of the page.
 */
export function projection(scope: Scope, select: SelectItem[] | undefined, expand: ExpandItem[] | undefined, level = 1): SQL {
  const names = selectedFields(scope.entity, select, expand, level === 1 ? '$select' : '$expand');
  const pairs: Array<[string, SQL]> = names.map((name) => [name, jsonValue(scope.entity.fields[name] as FieldDef, scope.alias)]);
  for (const item of expand ?? []) pairs.push([item.name, expansion(scope, item, level)]);
  return jsonObject(pairs);
}

/** The keys `projection` writes for the same options, for checking them against a response schema. */
export function rowShape(entity: EntityDef, select: SelectItem[] | undefined, expand: ExpandItem[] | undefined, level = 1): RowShape {
  const expands: Record<string, RowShape> = {};
  for (const item of expand ?? []) {
    const relation = relationOf(entity, item.name);
    if (!relation) throw errorAt('$expand', `unknown relation '${item.name}'`, item.pos);
    expands[item.name] = rowShape(relation.entity(), item.select, item.expand, level + 1);
  }
  return { fields: selectedFields(entity, select, expand, level === 1 ? '$select' : '$expand'), expands };
}

function expansion(parent: Scope, item: ExpandItem, level: number): SQL {
  const relation = relationOf(parent.entity, item.name);
  if (!relation) {
    const what = fieldOf(parent.entity, item.name) ? `'${item.name}' is a field, not a relation` : `unknown relation '${item.name}'`;
    throw errorAt('$expand', what, item.pos);
  }
  const target = relation.entity();
  const scope = new Scope(target, parent.aliases.next(), parent.aliases);
  const link = sql`${qualify(scope.alias, relation.foreignKey)} = ${qualify(parent.alias, relation.localKey)}`;
  if (relation.kind === 'one') {
    for (const [name, pos] of Object.entries(item.optionPos)) {
      throw errorAt('$expand', `$${name} applies only to to-many relations, and '${item.name}' is to-one`, pos);
    }
    const object = projection(scope, item.select, item.expand, level + 1);
    return sql`(select ${object} from ${target.table} ${scope.alias} where ${link} limit 1)`;
  }
  const conditions = [link];
  if (item.filter) conditions.push(new FilterTranslator(scope, '$expand').condition(item.filter));
  const order = orderSql(scope, item.orderby, '$expand');
  const object = projection(scope, item.select, item.expand, level + 1);
  const rows = parent.aliases.next();
  // row_number keeps the order inside json_agg, which an ordered subquery alone does not promise.
  return sql`(select coalesce(json_agg(${rows}."j" order by ${rows}."n"), '[]'::json) from (select ${object} as "j", row_number() over (order by ${order}) as "n" from ${target.table} ${scope.alias} ${scope.joinSql()} where ${sql.join(conditions, sql` and `)} order by ${order} limit ${item.top ?? limits.maxTop} offset ${item.skip ?? 0}) ${rows})`;
}
