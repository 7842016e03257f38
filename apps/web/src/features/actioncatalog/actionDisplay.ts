import {
  ActionResultStatus,
  actionDefinitionTypeLabels,
  actionResultStatusLabels,
  isBuiltInActionDefinitionType,
  isBuiltInActionId,
  type ActionResultStatusId,
} from '@portal/contracts';
import { enumName } from '../../kit/enums.ts';

/** Type ids with their labels, for the type select (1 and 5 share the spec's label; the id tells them apart). */
export const actionTypeOptions = Object.entries(actionDefinitionTypeLabels).map(([id, label]) => ({
  value: Number(id),
  label: `${label} (${id})`,
  disabled: isBuiltInActionDefinitionType(Number(id)),
}));

export const actionTypeName = (typeId: number | null | undefined) => enumName(actionDefinitionTypeLabels, typeId);
export const resultStatusName = (statusId: number | null | undefined) => enumName(actionResultStatusLabels, statusId);

/** A built-in definition (types 1, 5, 6, or the fixed ids) is read-only: it can only be tested (§4). */
export function isBuiltInDefinition(row: { actionDefinitionId?: string | null; actionDefinitionTypeId?: number | null; builtIn?: boolean | null }): boolean {
  return Boolean(row.builtIn) || isBuiltInActionDefinitionType(row.actionDefinitionTypeId ?? 0) || isBuiltInActionId(row.actionDefinitionId ?? '');
}

/** A run that failed for good, or could not be queued: the ones a person may replay. */
export function isReplayable(statusId: number | null | undefined): boolean {
  return statusId === ActionResultStatus.Failure || statusId === ActionResultStatus.EnqueueFailure;
}

/** Still waiting for its result: Unknown, or queued and not yet attempted to the end. */
export function isPending(statusId: number | null | undefined): boolean {
  return statusId === ActionResultStatus.Unknown || statusId === ActionResultStatus.EnqueueSuccess || statusId === undefined || statusId === null;
}

export type StatusColor = 'default' | 'success' | 'error' | 'warning' | 'info';
const statusColors: Record<ActionResultStatusId, StatusColor> = { 0: 'default', 1: 'success', 2: 'error', 3: 'info', 4: 'error', 5: 'warning' };
export const resultStatusColor = (statusId: number | null | undefined): StatusColor =>
  statusId !== null && statusId !== undefined && Object.hasOwn(statusColors, statusId) ? statusColors[statusId as ActionResultStatusId] : 'default';

/** The extra name/value pairs of the test form: seven empty rows (§9). */
export const emptyExtraPairs = (count: number) => Array.from({ length: count }, () => ({ name: '', value: '' }));
