/**
 * The OData list translator: query options in, one SQL statement (plus a count) out.
 * See docs/odata.md for the grammar, the limits and how an entity is declared.
 */
export type {
  ColumnRef,
  EntityDef,
  FieldDef,
  FieldType,
  Group,
  GroupedOptions,
  ListOptions,
  ListResult,
  ODataQuery,
  RelationDef,
} from './types.ts';
export { ODataError } from './errors.ts';
export { addRelation, defineEntity } from './entity.ts';
export { enumNameSql } from './enum-name.ts';
export { expandName, splitTopLevel, withoutExpands } from './expand-items.ts';
export { ODataQuerySchema, ODataQueryObjectSchema } from './query-schema.ts';
export { runGet, runList, runListJson } from './run.ts';
export { whereFor } from './where-for.ts';
export { fitsSchema } from './fits.ts';
export type { RowShape } from './projection.ts';
export { runGrouped } from './grouped.ts';
export { type CountsOptions, runCounts } from './counts.ts';
