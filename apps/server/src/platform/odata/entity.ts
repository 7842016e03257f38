import { type SQL, sql } from 'drizzle-orm';
import { CasingCache } from 'drizzle-orm/casing';
import { type AnyPgColumn, type PgTable, getTableConfig } from 'drizzle-orm/pg-core';
import { parseOrderBy } from './parser.ts';
import type { EntityDef, FieldDef, RelationDef } from './types.ts';

/** JSON names are written into the SQL as literals, so only plain identifiers are allowed. */
const jsonName = /^[A-Za-z_][A-Za-z0-9_]*$/;

// The database client uses snake_case casing (db/client.ts); columns are named the same way here.
const casing = new CasingCache('snake_case');

/** The column's name in the database, as drizzle would write it. */
export function columnName(column: AnyPgColumn): string {
  return casing.getColumnCasing(column);
}

/** `"alias"."column"`. */
export function qualify(alias: SQL, column: AnyPgColumn): SQL {
  return sql`${alias}.${sql.identifier(columnName(column))}`;
}

/** The SQL of a field read from the row alias. */
export function fieldSql(field: FieldDef, alias: SQL): SQL {
  return typeof field.column === 'function' ? field.column(alias) : qualify(alias, field.column);
}

const primaryKeys = new WeakMap<PgTable, AnyPgColumn[]>();

/** The table's primary key columns: the final sort key that keeps paging stable. */
export function primaryKeyOf(table: PgTable): AnyPgColumn[] {
  let keys = primaryKeys.get(table);
  if (!keys) {
    const config = getTableConfig(table);
    keys = config.columns.filter((c) => c.primary);
    if (keys.length === 0) keys = config.primaryKeys[0]?.columns ?? [];
    primaryKeys.set(table, keys);
  }
  return keys;
}

/**
 * Declares an entity for the translator. Checks what can be checked at once (names, searchable
 * fields, a primary key); relations are lazy and checked when first used.
 */
export function defineEntity(def: EntityDef): EntityDef {
  const problem = (what: string) => new Error(`defineEntity(${def.name}): ${what}`);
  for (const name of [...Object.keys(def.fields), ...Object.keys(def.relations ?? {})]) {
    if (!jsonName.test(name)) throw problem(`'${name}' is not a plain identifier`);
  }
  for (const name of Object.keys(def.relations ?? {})) {
    if (name in def.fields) throw problem(`'${name}' is both a field and a relation`);
  }
  for (const path of def.searchable ?? []) {
    if (!path.split('/').every((part) => jsonName.test(part))) throw problem(`searchable '${path}' is not a field path`);
  }
  if (primaryKeyOf(def.table).length === 0) throw problem('the table has no primary key');
  if (def.defaultOrderBy !== undefined) {
    try {
      parseOrderBy(def.defaultOrderBy, 'defaultOrderBy');
    } catch (error) {
      throw problem((error as Error).message);
    }
  }
  return def;
}

/**
 * Adds a relation to an entity another module defined: the reverse side of a foreign key, declared by
 * the module that holds the key (subscriptions declare "a tenant's subscriptions"), so that the module
 * the key points to never imports the one above it. Runs when the declaring entity file loads; the app
 * loads every module before it serves.
 */
export function addRelation(entity: EntityDef, name: string, relation: RelationDef): void {
  if (!jsonName.test(name)) throw new Error(`addRelation(${entity.name}): '${name}' is not a plain identifier`);
  if (name in entity.fields || Object.hasOwn(entity.relations ?? {}, name)) {
    throw new Error(`addRelation(${entity.name}): '${name}' is already a field or a relation`);
  }
  entity.relations = { ...entity.relations, [name]: relation };
}
