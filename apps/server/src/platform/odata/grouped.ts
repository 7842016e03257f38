import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rootConditions } from './build.ts';
import { qualify } from './entity.ts';
import { parseQuery } from './options.ts';
import { orderSql } from './order.ts';
import { jsonObject } from './projection.ts';
import { Aliases, Scope, pathOf, relationOf } from './scope.ts';
import type { EntityDef, Group, GroupedOptions, ODataQuery } from './types.ts';

interface GroupedRow {
  groupId: string | null;
  groupName: string | null;
  value: unknown;
  label: unknown;
}

/**
 * Dropdown values grouped by a parent: [{ groupId, groupName, items: [{ value, label }] }]. Rows
 * without a parent form the group { groupId: null, groupName: 'Global' }, which comes first; the
 * other groups follow by name, and items by label unless $orderby says otherwise. $filter, $search,
 * $orderby, $top and $skip apply to the items.
 */
export async function runGrouped(db: Db, entity: EntityDef, query: ODataQuery, options: GroupedOptions): Promise<Group[]> {
  const relation = relationOf(entity, options.groupBy);
  if (!relation || relation.kind !== 'one') throw new Error(`runGrouped: '${options.groupBy}' is not a to-one relation of ${entity.name}`);
  const { $select: _select, $expand: _expand, $count: _count, ...rest } = query;
  const parsed = parseQuery(rest, options);
  const aliases = new Aliases();
  const scope = new Scope(entity, aliases.next(), aliases);
  const where = rootConditions(scope, parsed, options);
  const groupId = sql`${qualify(scope.alias, relation.localKey)}::text`;
  const groupName = scope.resolve(pathOf(`${options.groupBy}/${options.groupLabel}`), 'groupLabel', 'search').sql;
  const value = scope.resolve(pathOf(options.valueField), 'valueField', 'search').sql;
  const label = scope.resolve(pathOf(options.labelField), 'labelField', 'search').sql;
  const itemOrder = parsed.orderby ? orderSql(scope, parsed.orderby, '$orderby') : sql`${label} asc, ${orderSql(scope, [], '$orderby')}`;
  const object = jsonObject([['groupId', groupId], ['groupName', sql`(${groupName})::text`], ['value', value], ['label', sql`(${label})::text`]]);
  const statement = sql`select ${object} as "row" from ${entity.table} ${scope.alias} ${scope.joinSql()} where ${where}
    order by (${groupId} is not null), ${groupName} asc, ${groupId}, ${itemOrder} limit ${parsed.top} offset ${parsed.skip}`;
  const result = await db.execute<{ row: GroupedRow }>(statement);
  const groups: Group[] = [];
  let current: Group | undefined;
  for (const { row } of result.rows) {
    if (!current || current.groupId !== row.groupId) {
      current = { groupId: row.groupId, groupName: row.groupId === null ? 'Global' : (row.groupName ?? row.groupId), items: [] };
      groups.push(current);
    }
    current.items.push({ value: row.value, label: String(row.label ?? '') });
  }
  return groups;
}
