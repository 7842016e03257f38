import {
  WorkUnitFields,
  WorkUnitTypeId,
  allowedNextStates,
  efforts,
  experienceScores,
  severityIds,
  severityNames,
  workUnitFieldLabels,
  workUnitMessages,
  workUnitStateIds,
  workUnitStateNames,
  type JsonPatchOperation,
  type WorkUnitListItem,
  type WorkUnitStateId,
} from '@portal/contracts';
import { z } from 'zod';

/**
 * Mass edit (part 3 §2.6, §5): rows of field and value applied to every selected work unit with one
 * JSON Patch each, whose `test` operations carry the values the panel loaded (§7, §8).
 */

/** The fields mass edit offers, in the order the field menu lists them. */
export const massEditFields = [
  'title', 'stateId', 'severityId', 'description', 'referenceUrl',
  'implementationPlan', 'rollbackPlan', 'affectedResources', 'securityConsiderations', 'userImpact', 'costImpact', 'environment',
  'expectedCFSAlerts',
  'stakeHolderFullName', 'stakeholderPhoneNumber', 'stakeHolderEmailAddress', 'stakeholderExperienceScore',
  'effort', 'resolution',
] as const;
export type MassEditField = (typeof massEditFields)[number];

/** Left out for incidents (and every other type that is not a change request). */
export const changeRequestOnlyFields: readonly MassEditField[] = [
  'implementationPlan', 'rollbackPlan', 'affectedResources', 'securityConsiderations', 'userImpact', 'costImpact', 'environment',
  'expectedCFSAlerts',
];

/** Required in mass edit: an empty value is refused rather than clearing the field. */
export const massEditRequiredFields: readonly MassEditField[] = [
  'title', 'implementationPlan', 'rollbackPlan', 'affectedResources', 'environment', 'expectedCFSAlerts', 'resolution', 'stateId', 'severityId',
];

export const MASS_EDIT_MESSAGES = {
  saved: 'Work Units updated successfully.',
  failed: 'Failed to update Work Units.',
  clearHint: 'An empty value clears this field.',
  chooseField: 'Please choose a field.',
  notForType: 'This field cannot be edited for this Work Unit type.',
} as const;

export const massEditTitle = (count: number) => `Edit ${count} Work Units`;

export function fieldsForType(workUnitTypeId: number | undefined): MassEditField[] {
  if (workUnitTypeId === WorkUnitTypeId.ChangeRequest) return massEditFields.filter((f) => f !== 'resolution');
  return massEditFields.filter((f) => !changeRequestOnlyFields.includes(f));
}

export const isMassEditField = (field: string): field is MassEditField => (massEditFields as readonly string[]).includes(field);

/** The one type every selected work unit shares, or undefined when they differ (or none are loaded). */
export function sharedType(units: readonly Pick<WorkUnitListItem, 'workUnitTypeId'>[]): number | undefined {
  const types = new Set(units.map((u) => u.workUnitTypeId));
  return types.size === 1 ? units[0]?.workUnitTypeId : undefined;
}

export function hasMismatchedTypes(units: readonly Pick<WorkUnitListItem, 'workUnitTypeId'>[]): boolean {
  return new Set(units.map((u) => u.workUnitTypeId)).size > 1;
}

export interface MassEditRow {
  field: string;
  value: string;
}

export interface MassEditValues {
  rows: MassEditRow[];
}

export interface Choice {
  value: string;
  label: string;
}

/** States every selected unit may move to (§4: a New one only to New, Acknowledged or Canceled). */
export function stateChoices(units: readonly Pick<WorkUnitListItem, 'stateId'>[]): Choice[] {
  const allowed = units.reduce<readonly number[]>(
    (acc, unit) => acc.filter((s) => allowedNextStates(unit.stateId ?? null).includes(s as WorkUnitStateId)),
    workUnitStateIds,
  );
  return allowed.map((s) => ({ value: String(s), label: workUnitStateNames[s as WorkUnitStateId] }));
}

/** The choices of a select field; undefined for a text field. */
export function choicesFor(field: string, units: readonly Pick<WorkUnitListItem, 'stateId'>[]): Choice[] | undefined {
  switch (field) {
    case 'stateId':
      return stateChoices(units);
    case 'severityId':
      return severityIds.map((s) => ({ value: String(s), label: severityNames[s] }));
    case 'effort':
      return efforts.map((e) => ({ value: String(e), label: String(e) }));
    case 'stakeholderExperienceScore':
      return experienceScores.map((e) => ({ value: e, label: e }));
    default:
      return undefined;
  }
}

const numericFields = new Set(['stateId', 'severityId', 'effort']);
export const multilineFields = new Set([
  'description', 'resolution', 'implementationPlan', 'rollbackPlan', 'affectedResources', 'securityConsiderations', 'userImpact',
  'costImpact', 'expectedCFSAlerts',
]);

/** The value a row sends: numbers for the id fields, null for empty text (which clears the field). */
export function toFieldValue(field: string, text: string): string | number | null {
  if (text.trim() === '') return null;
  if (numericFields.has(field)) return Number(text);
  return text;
}

const labelOf = (field: string) => (isMassEditField(field) ? workUnitFieldLabels[field] : field);

/** Every rule of §5 for mass edit, as issues on `rows`, `rows.i.field` and `rows.i.value`. */
export function massEditIssues(values: MassEditValues, units: readonly Pick<WorkUnitListItem, 'workUnitTypeId' | 'stateId'>[]) {
  const issues: Array<{ path: (string | number)[]; message: string }> = [];
  if (hasMismatchedTypes(units)) issues.push({ path: ['rows'], message: workUnitMessages.massEditMismatch });
  const available = fieldsForType(sharedType(units));
  const seen = new Set<string>();
  values.rows.forEach((row, index) => {
    if (!row.field) {
      issues.push({ path: ['rows', index, 'field'], message: MASS_EDIT_MESSAGES.chooseField });
      return;
    }
    if (seen.has(row.field)) issues.push({ path: ['rows', index, 'field'], message: workUnitMessages.duplicateField });
    seen.add(row.field);
    if (!isMassEditField(row.field) || !available.includes(row.field)) {
      issues.push({ path: ['rows', index, 'field'], message: MASS_EDIT_MESSAGES.notForType });
      return;
    }
    const value = toFieldValue(row.field, row.value);
    if (value === null) {
      if (massEditRequiredFields.includes(row.field)) {
        issues.push({ path: ['rows', index, 'value'], message: row.field === 'title' ? workUnitMessages.titleRequired : workUnitMessages.required });
      }
      return;
    }
    if (row.field === 'title' && row.value.trim().length < 3) {
      issues.push({ path: ['rows', index, 'value'], message: workUnitMessages.titleMin });
      return;
    }
    if (row.field === 'stateId' && !stateChoices(units).some((c) => c.value === row.value)) {
      issues.push({ path: ['rows', index, 'value'], message: workUnitMessages.newStateOnly });
      return;
    }
    // The contract's own schema of the field, with its messages (lengths, email, effort).
    const result = WorkUnitFields.shape[row.field].safeParse(value);
    if (!result.success) issues.push({ path: ['rows', index, 'value'], message: result.error.issues[0]?.message ?? workUnitMessages.required });
  });
  return issues;
}

export function massEditSchema(units: readonly Pick<WorkUnitListItem, 'workUnitTypeId' | 'stateId'>[]) {
  return z
    .object({ rows: z.array(z.object({ field: z.string(), value: z.string() })) })
    .superRefine((values, ctx) => {
      for (const issue of massEditIssues(values, units)) ctx.addIssue({ code: 'custom', path: issue.path, message: issue.message });
    });
}

/** Tooltip names for the rows: 'Row 1 field', 'Row 1 value'. */
export function massEditFieldLabels(rowCount: number): Record<string, string> {
  const labels: Record<string, string> = { rows: 'Work Units' };
  for (let i = 0; i < rowCount; i++) {
    labels[`rows.${i}.field`] = `Row ${i + 1} field`;
    labels[`rows.${i}.value`] = `Row ${i + 1} value`;
  }
  return labels;
}

export function rowLabel(row: MassEditRow): string {
  return row.field ? labelOf(row.field) : '';
}

/** One work unit's patch: a test of each field's loaded value, then its new value. */
export function buildPatch(unit: Record<string, unknown>, rows: readonly MassEditRow[]): JsonPatchOperation[] {
  return rows.flatMap((row) => [
    { op: 'test' as const, path: `/${row.field}`, value: unit[row.field] ?? null },
    { op: 'replace' as const, path: `/${row.field}`, value: toFieldValue(row.field, row.value) },
  ]);
}
