import { type SQL, getTableName, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { PathNode } from './ast.ts';
import { fieldSql, qualify } from './entity.ts';
import { errorAt } from './errors.ts';
import type { EntityDef, FieldDef, FieldType, RelationDef } from './types.ts';

/** Hands out the query's table aliases: t0, t1, ... never anything the caller wrote. */
export class Aliases {
  private count = 0;
  next(): SQL {
    return sql`${sql.identifier(`t${this.count++}`)}`;
  }
}

export type Purpose = 'filter' | 'sort' | 'search';

export interface ResolvedField {
  sql: SQL;
  type: FieldType;
  field: FieldDef;
  /** The path as written, `tenant/name`, for messages. */
  path: string;
}

interface Join {
  alias: SQL;
  entity: EntityDef;
  sql: SQL;
}

export function relationOf(entity: EntityDef, name: string): RelationDef | undefined {
  return entity.relations && Object.hasOwn(entity.relations, name) ? entity.relations[name] : undefined;
}

export function fieldOf(entity: EntityDef, name: string): FieldDef | undefined {
  return Object.hasOwn(entity.fields, name) ? entity.fields[name] : undefined;
}

/**
 * One entity's table in a query under a generated alias, with the LEFT JOINs that navigation
 * paths through to-one relations need (one join per distinct path, shared by filter, sort and search).
 */
export class Scope {
  private readonly joins = new Map<string, Join>();

  readonly entity: EntityDef;
  readonly alias: SQL;
  readonly aliases: Aliases;

  constructor(entity: EntityDef, alias: SQL, aliases: Aliases) {
    this.entity = entity;
    this.alias = alias;
    this.aliases = aliases;
  }

  /** `"t0"."column"` for a column of this scope's table; a column of another table is a programming error. */
  ref(column: AnyPgColumn): SQL {
    if (getTableName(column.table) !== getTableName(this.entity.table)) {
      throw new Error(`column ${column.name} is not a column of ${this.entity.name}'s table`);
    }
    return qualify(this.alias, column);
  }

  joinSql(): SQL {
    return sql.join([...this.joins.values()].map((join) => join.sql), sql` `);
  }

  /** Resolves `a/b/field`, joining each to-one relation on the way; 400 for anything not declared. */
  resolve(path: PathNode, option: string, purpose: Purpose): ResolvedField {
    let entity = this.entity;
    let alias = this.alias;
    let key = '';
    const names = path.segments.map((segment) => segment.name);
    for (const [index, segment] of path.segments.entries()) {
      const written = names.slice(0, index + 1).join('/');
      const last = index === path.segments.length - 1;
      const relation = relationOf(entity, segment.name);
      if (last) {
        const field = fieldOf(entity, segment.name);
        if (!field) {
          const hint = relation ? ' (it is a relation; name one of its fields, as in tenant/name)' : '';
          throw errorAt(option, `unknown field '${written}'${hint}`, segment.pos);
        }
        if (purpose === 'filter' && field.filterable === false) throw errorAt(option, `field '${written}' cannot be filtered`, segment.pos);
        if (purpose === 'sort' && field.sortable === false) throw errorAt(option, `field '${written}' cannot be sorted`, segment.pos);
        return { sql: fieldSql(field, alias), type: field.type, field, path: path.segments.map((s) => s.name).join('/') };
      }
      if (!relation) {
        const what = fieldOf(entity, segment.name) ? `'${written}' is a field, not a relation` : `unknown relation '${written}'`;
        throw errorAt(option, what, segment.pos);
      }
      if (relation.kind === 'many') {
        throw errorAt(option, `'${written}' is a to-many relation and cannot be part of a path`, segment.pos);
      }
      key = key ? `${key}/${segment.name}` : segment.name;
      let join = this.joins.get(key);
      if (!join) {
        const target = relation.entity();
        const joinAlias = this.aliases.next();
        join = {
          alias: joinAlias,
          entity: target,
          sql: sql`left join ${target.table} ${joinAlias} on ${qualify(joinAlias, relation.foreignKey)} = ${qualify(alias, relation.localKey)}`,
        };
        this.joins.set(key, join);
      }
      entity = join.entity;
      alias = join.alias;
    }
    throw errorAt(option, 'empty path', path.pos);
  }
}

/** A path node for names the server itself supplies (searchable fields, default order, grouping). */
export function pathOf(text: string): PathNode {
  return { kind: 'path', segments: text.split('/').map((name) => ({ name, pos: 0 })), pos: 0 };
}
