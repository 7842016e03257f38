import {
  type HistoryType,
  type SeverityId,
  type WorkUnitFieldName,
  type WorkUnitStateId,
  type WorkUnitTypeId,
  severityNames,
  workUnitFieldLabels,
  workUnitStateNames,
  workUnitTypeNames,
} from '@portal/contracts';
import type { DbOrTx } from '../../db/types.ts';
import type { WorkUnitDocument } from './workunits.document.ts';
import { workUnitHistory } from './workunits.table.ts';

export interface HistoryInput {
  historyType: HistoryType;
  detail: string;
  field?: string | null;
  oldValue?: string | null;
  newValue?: string | null;
  historyUrl?: string | null;
  isExternalNote?: boolean;
}

/** Appends history entries of one work unit; other areas (protocol actions) write theirs the same way. */
export async function writeHistory(
  db: DbOrTx,
  workUnit: { workUnitId: number; tenantId: string },
  createdBy: string,
  entries: HistoryInput[],
  at: Date = new Date(),
): Promise<void> {
  if (entries.length === 0) return;
  await db.insert(workUnitHistory).values(entries.map((e) => ({
    workUnitId: workUnit.workUnitId,
    tenantId: workUnit.tenantId,
    historyType: e.historyType,
    detail: e.detail,
    field: e.field ?? null,
    oldValue: e.oldValue ?? null,
    newValue: e.newValue ?? null,
    historyUrl: e.historyUrl ?? null,
    isExternalNote: e.isExternalNote ?? false,
    created: at,
    createdBy,
  })));
}

const DETAIL_VALUE_MAX = 500;

/** A value as a person reads it: names for enum ids, Yes/No, text; null when empty. */
export function displayValue(field: string, value: unknown): string | null {
  if (value === undefined || value === null || value === '') return null;
  if (field === 'stateId') return workUnitStateNames[value as WorkUnitStateId] ?? String(value);
  if (field === 'severityId') return severityNames[value as SeverityId] ?? String(value);
  if (field === 'workUnitTypeId') return workUnitTypeNames[value as WorkUnitTypeId] ?? String(value);
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  return String(value);
}

const quoted = (value: string | null) => {
  if (value === null) return '(empty)';
  return `'${value.length > DETAIL_VALUE_MAX ? `${value.slice(0, DETAIL_VALUE_MAX)}…` : value}'`;
};

export const workUnitLink = (workUnitId: number) => `/workunitsv2?workUnitId=${workUnitId}`;

/**
 * The entries an edit produces: a state change entry for the state, an escalation entry when the
 * assignment group moves from one group to another (with its reason and note), a field change entry
 * with the old and new value for every other field.
 */
export function changeEntries(before: WorkUnitDocument, after: WorkUnitDocument, changed: readonly string[]): HistoryInput[] {
  const entries: HistoryInput[] = [];
  const escalated = changed.includes('assignmentGroup') && displayValue('assignmentGroup', before.assignmentGroup) !== null;
  for (const field of changed) {
    const oldValue = displayValue(field, before[field]);
    const newValue = displayValue(field, after[field]);
    const label = workUnitFieldLabels[field as WorkUnitFieldName] ?? field;
    if (field === 'stateId') {
      entries.push({ historyType: 'WorkUnitStateChange', detail: `State changed from ${oldValue} to ${newValue}.`, field, oldValue, newValue });
    } else if (field === 'assignmentGroup' && escalated) {
      const reason = displayValue('escalationReason', after.escalationReason);
      const note = displayValue('escalationNote', after.escalationNote);
      const detail = [`Escalated from ${quoted(oldValue)} to ${quoted(newValue)}.`, reason && `Reason: ${reason}.`, note && `Note: ${note}`]
        .filter(Boolean).join(' ');
      entries.push({ historyType: 'AssignmentGroupEscalation', detail, field, oldValue, newValue });
    } else if (escalated && (field === 'escalationReason' || field === 'escalationNote')) {
      // Told in the escalation entry.
    } else {
      entries.push({ historyType: 'FieldChange', detail: `${label} changed from ${quoted(oldValue)} to ${quoted(newValue)}.`, field, oldValue, newValue });
    }
  }
  return entries;
}
