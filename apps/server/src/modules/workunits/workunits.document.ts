import { type WorkUnitFieldName, workUnitFieldNames } from '@portal/contracts';
import { workUnits } from './workunits.table.ts';

export type WorkUnitRow = typeof workUnits.$inferSelect;
export type WorkUnitInsert = typeof workUnits.$inferInsert;

/** A work unit as JSON: what JSON Patch works on and what the rules read. Dates are ISO text. */
export type WorkUnitDocument = Record<string, unknown>;

/** Fields set only by the server, readable by JSON Patch `test` but never written by it. */
export const serverFields = [
  'workUnitId', 'publicWorkUnitId', 'created', 'modified', 'resolved', 'createdBy', 'modifiedBy',
  'approved1By', 'approved2By', 'declined1By', 'declined2By', 'decision1Notes', 'decision2Notes',
] as const satisfies ReadonlyArray<keyof WorkUnitRow>;

export const dateFields = ['created', 'modified', 'resolved', 'plannedStartTime', 'plannedFinishTime'] as const;
const dateFieldSet = new Set<string>(dateFields);

/** Fields that never hold null in the table; removing them restores the default. */
const notNullDefaults: Partial<Record<WorkUnitFieldName, unknown>> = { isSpamCall: false, isApproverRequired: true };

export const readableFields: readonly string[] = [...workUnitFieldNames, ...serverFields];

export function documentOf(row: WorkUnitRow): WorkUnitDocument {
  const doc: WorkUnitDocument = {};
  for (const field of readableFields) {
    const value = row[field as keyof WorkUnitRow];
    doc[field] = value instanceof Date ? value.toISOString() : value;
  }
  return doc;
}

/** Loose comparison used to decide whether a field changed: '' and null are the same, dates by instant. */
export function sameFieldValue(field: string, a: unknown, b: unknown): boolean {
  const empty = (v: unknown) => v === undefined || v === null || v === '';
  if (empty(a) || empty(b)) return empty(a) && empty(b);
  if (dateFieldSet.has(field)) return Date.parse(String(a)) === Date.parse(String(b));
  return a === b;
}

/** The table values of the given fields of a document (ISO text to Date, '' to null for optional text). */
export function columnValues(doc: WorkUnitDocument, fields: readonly string[]): Partial<WorkUnitInsert> {
  const values: Record<string, unknown> = {};
  for (const field of fields) {
    let value = doc[field];
    if (value === undefined || value === null || value === '') value = notNullDefaults[field as WorkUnitFieldName] ?? null;
    if (dateFieldSet.has(field) && typeof value === 'string') value = new Date(value);
    if (typeof value === 'string' && field !== 'title') value = value.trim() === '' ? null : value;
    values[field] = value;
  }
  return values as Partial<WorkUnitInsert>;
}

/** The fields whose value differs between two documents. */
export function changedFields(before: WorkUnitDocument, after: WorkUnitDocument, fields: readonly string[]): string[] {
  return fields.filter((f) => !sameFieldValue(f, before[f], after[f]));
}
