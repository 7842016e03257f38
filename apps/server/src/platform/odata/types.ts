import type { SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';

export type FieldType = 'string' | 'number' | 'boolean' | 'date' | 'guid' | 'json';

export interface FieldDef {
  /** A column of the entity's table, or computed SQL from the row alias. */
  column: AnyPgColumn | ((row: SQL) => SQL); // row = the quoted alias of this entity's table in the query
  type: FieldType;
  filterable?: boolean; // default true
  sortable?: boolean; // default true
  /** false: not returned unless $select names it (e.g. big text); default true */
  selectByDefault?: boolean;
}

export interface RelationDef {
  entity: () => EntityDef; // lazy, relations may be circular
  kind: 'one' | 'many';
  /** column of this entity and column of the related entity that must be equal */
  localKey: AnyPgColumn;
  foreignKey: AnyPgColumn;
  /**
   * Permission a caller needs to $expand this relation, when the related rows belong to another area
   * (a tenant's subscriptions). Checked on every request against ListOptions.may; absent `may` denies.
   */
  permission?: string;
}

export interface EntityDef {
  name: string; // for messages, e.g. 'tenant'
  table: PgTable;
  fields: Record<string, FieldDef>; // JSON names (camelCase) -> definition
  relations?: Record<string, RelationDef>;
  searchable?: string[]; // field names $search looks in (ILIKE %term%, escaped)
  defaultOrderBy?: string; // e.g. 'name asc'
}

/** the raw querystring object, keys '$filter', '$orderby', '$top', '$skip', '$count', '$expand', '$select', '$search' */
export type ODataQuery = Record<string, unknown>;

/** Qualifies a root-table column with the query's alias. */
export type ColumnRef = (column: AnyPgColumn) => SQL;

export interface ListOptions {
  /** extra conditions ANDed to the user's filter: tenancy scope and fixed filters */
  where?: (ref: ColumnRef) => SQL | undefined;
  /** rows returned when $top is absent; defaults to maxTop */
  defaultTop?: number;
  /** the largest $top accepted; default 1000 */
  maxTop?: number;
  /** Whether the caller holds a permission, for relations that declare one (RelationDef.permission). */
  may?: (permission: string) => boolean;
}

export interface ListResult {
  '@odata.count'?: number;
  value: Record<string, unknown>[];
}

export interface GroupedOptions extends ListOptions {
  groupBy: string; // relation name of kind 'one', e.g. 'tenant'
  groupLabel: string; // field of the related entity, e.g. 'name'
  valueField: string; // field of the entity, e.g. 'locationId'
  labelField: string; // e.g. 'name'
}

export interface Group {
  groupId: string | null;
  groupName: string;
  items: Array<{ value: unknown; label: string }>;
}
