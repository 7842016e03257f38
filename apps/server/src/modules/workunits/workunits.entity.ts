import { workUnitDetailOnlyFields, workUnitTypeNames } from '@portal/contracts';
import { type SQL, getTableColumns, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { CsvColumn } from '../../platform/export/csv.ts';
import { type EntityDef, type FieldDef, type FieldType, defineEntity, enumNameSql } from '../../platform/odata/index.ts';
import { tenantEntity } from '../tenants/tenants.entity.ts';
import { tenants } from '../tenants/tenants.table.ts';
import { workUnitCategoryEntity } from '../workunitcategories/workunitcategories.entity.ts';
import { workUnitCategories } from '../workunitcategories/workunitcategories.table.ts';
import { workUnitSubcategoryEntity } from '../workunitsubcategories/workunitsubcategories.entity.ts';
import { workUnitSubcategories } from '../workunitsubcategories/workunitsubcategories.table.ts';
import { identityKeySql } from '../../db/identity.ts';
// The protocol's table and entity (schema, not behaviour) rather than protocols' index: protocols reaches work
// units through rules and the action runner, so importing its index would close a circle (check:layers).
import { workUnitProtocolEntity } from '../protocols/protocols.entity.ts';
import { protocols } from '../protocols/protocols.table.ts';
import { workUnitRelations, workUnits } from './workunits.table.ts';

function typeOf(column: AnyPgColumn): FieldType {
  if (column.columnType === 'PgUUID') return 'guid';
  if (column.dataType === 'number') return 'number';
  if (column.dataType === 'boolean') return 'boolean';
  if (column.dataType === 'date') return 'date';
  return 'string';
}

/** Every column of a table as a field of the same name and type; `detailOnly` ones only when $select names them. */
function fieldsOf(columns: Record<string, AnyPgColumn>, detailOnly: readonly string[] = []): Record<string, FieldDef> {
  return Object.fromEntries(Object.entries(columns).map(([name, column]) => [
    name, { column, type: typeOf(column), ...(detailOnly.includes(name) ? { selectByDefault: false } : {}) } satisfies FieldDef,
  ]));
}

export const workUnitRelationEntity: EntityDef = defineEntity({
  name: 'relation',
  table: workUnitRelations,
  fields: fieldsOf(getTableColumns(workUnitRelations)),
  defaultOrderBy: 'referenceType asc,workUnitRelationId asc',
});

/**
 * The approver filters' fields (approver-filter.ts), never shown: each slot's account, and the identity
 * keys (db/identity.ts) of the slot's text and of its account's user name and email, so a filter by a
 * person's user name or email finds the slots naming that person either way.
 */
function approverKeyFields(slot: 1 | 2): Record<string, FieldDef> {
  const hidden = { type: 'string', selectByDefault: false, sortable: false } as const;
  const account = (row: SQL, column: string) =>
    identityKeySql(sql`(select u.${sql.identifier(column)} from users u where u.user_id = ${row}.${sql.identifier(`approver${slot}_user_id`)})`);
  return {
    [`approver${slot}Key`]: { ...hidden, column: (row: SQL) => identityKeySql(sql`${row}.${sql.identifier(`approver${slot}`)}`) },
    [`approver${slot}AccountNameKey`]: { ...hidden, column: (row: SQL) => account(row, 'user_name') },
    [`approver${slot}AccountEmailKey`]: { ...hidden, column: (row: SQL) => account(row, 'email') },
  };
}
const approverFilterFields = { ...approverKeyFields(1), ...approverKeyFields(2) };
const approverAccountFields = ['approver1UserId', 'approver2UserId', ...Object.keys(approverFilterFields)];

/**
 * What `v1/workunits` lists may filter, sort, select and expand. `workUnitType` is the type's name
 * computed in SQL; `approverEmail` is not a field but a filter the service rewrites (see approver-filter.ts).
 */
export const workUnitEntity: EntityDef = defineEntity({
  name: 'workUnit',
  table: workUnits,
  fields: {
    ...fieldsOf(getTableColumns(workUnits), [...workUnitDetailOnlyFields, ...approverAccountFields]),
    workUnitType: { column: (row: SQL) => enumNameSql(sql`${row}."work_unit_type_id"`, workUnitTypeNames), type: 'string' },
    ...approverFilterFields,
  },
  relations: {
    tenant: { entity: () => tenantEntity, kind: 'one', localKey: workUnits.tenantId, foreignKey: tenants.tenantId },
    category: {
      entity: () => workUnitCategoryEntity, kind: 'one',
      localKey: workUnits.workUnitCategoryId, foreignKey: workUnitCategories.workUnitCategoryId,
    },
    subcategory: {
      entity: () => workUnitSubcategoryEntity, kind: 'one',
      localKey: workUnits.workUnitSubcategoryId, foreignKey: workUnitSubcategories.workUnitSubcategoryId,
    },
    relations: { entity: () => workUnitRelationEntity, kind: 'many', localKey: workUnits.workUnitId, foreignKey: workUnitRelations.workUnitId },
    // {protocolId, name, manualActions}; the id alone joins: a work unit names a protocol of its own tenant only (workunits.validation.ts).
    protocol: { entity: () => workUnitProtocolEntity, kind: 'one', localKey: workUnits.protocolId, foreignKey: protocols.protocolId },
  },
  searchable: [
    'title', 'referenceId', 'description', 'tenant/name', 'assignedTo', 'workUnitId',
    'stakeHolderFullName', 'stakeholderPhoneNumber', 'stakeHolderEmailAddress',
  ],
  defaultOrderBy: 'severityId asc,created desc',
});

/** Every field of a work unit, for reads that must return the whole record. */
export const allWorkUnitFields = Object.keys(workUnitEntity.fields).filter((f) => !approverAccountFields.includes(f)).join(',');

/** The columns of workunits.csv: the grid's, with names instead of ids. */
export const workUnitCsvColumns: CsvColumn[] = [
  { field: 'workUnitId', header: 'Work Unit ID' },
  { field: 'title', header: 'Title' },
  { field: 'workUnitType', header: 'Type' },
  { field: 'state', header: 'State' },
  { field: 'severity', header: 'Severity' },
  { field: 'tenant.name', header: 'Tenant' },
  { field: 'assignedTo', header: 'Assigned To' },
  { field: 'assignmentGroup', header: 'Assignment Group' },
  { field: 'source', header: 'Source' },
  { field: 'referenceId', header: 'Reference ID' },
  { field: 'stakeHolderFullName', header: 'Stakeholder' },
  { field: 'created', header: 'Created' },
  { field: 'modified', header: 'Modified' },
  { field: 'resolved', header: 'Resolved' },
  { field: 'description', header: 'Description' },
];
