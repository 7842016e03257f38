import { sameIdentity } from './identity-key.ts';
import {
  IMPACT_SCOPE_FIELD, INTAKE_TITLE_MAX, LOWEST_SEVERITY, TITLE_MIN, WorkUnitStateId, WorkUnitTypeId, allowedNextStates, isDoneState, workUnitStateNames,
} from './workunit-enums.ts';
import type { WorkUnitFieldName, WorkUnitFields } from './workunit-fields.ts';
import { workUnitMessages } from './workunit-messages.ts';

/** What the cross-field rules need besides the values. */
export interface WorkUnitRuleContext {
  /** True while the record is not yet created. */
  isNew: boolean;
  /** The state the record has in the database (undefined while new). */
  currentStateId?: number;
  /** Assignment group required: the AssignmentGroupRequired flag is on and the tenant has groups. */
  assignmentGroupRequired?: boolean;
}

export interface WorkUnitIssue {
  path: string;
  message: string;
}

const blank = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && v.trim() === '');

/** Change request fields required by §5 (resolution included, as the spec lists it). */
export const changeRequestRequiredFields = [
  'implementationPlan', 'rollbackPlan', 'affectedResources', 'environment', 'expectedCFSAlerts',
  'plannedStartTime', 'plannedFinishTime', 'approver1', 'resolution',
] as const satisfies readonly WorkUnitFieldName[];

/** Intake fields required unless the spam-call flag is ticked (the phone is always required). */
export const intakeRequiredFields = [
  'title', 'description', 'stakeHolderFullName', 'source', IMPACT_SCOPE_FIELD,
] as const satisfies readonly WorkUnitFieldName[];

/** The rules of §4 and §5 that relate fields to each other, with the spec's messages. */
export function workUnitIssues(values: Partial<WorkUnitFields>, context: WorkUnitRuleContext): WorkUnitIssue[] {
  const issues: WorkUnitIssue[] = [];
  const add = (path: string, message: string) => issues.push({ path, message });
  const type = values.workUnitTypeId;

  const spamCall = values.isSpamCall === true;
  if (blank(values.title)) {
    if (!spamCall) add('title', workUnitMessages.titleRequired);
  } else if (typeof values.title === 'string' && values.title.trim().length < TITLE_MIN) {
    add('title', workUnitMessages.titleMin);
  }
  if (values.stateId !== undefined) {
    const spamCreate = context.isNew && spamCall;
    const allowed = allowedNextStates(context.isNew ? null : (context.currentStateId ?? null));
    if (!spamCreate && !(allowed as readonly number[]).includes(values.stateId)) {
      add('stateId', context.isNew ? workUnitMessages.newMustStartNew : workUnitMessages.newStateOnly);
    }
  }
  if (values.source === 'Spam' && values.isSpamCall !== true) add('source', workUnitMessages.spamNotSelectable);

  if (type === WorkUnitTypeId.ChangeRequest) {
    for (const field of changeRequestRequiredFields) if (blank(values[field])) add(field, workUnitMessages.required);
    const approverRequired = values.isApproverRequired ?? context.isNew;
    if (approverRequired && blank(values.approver2)) add('approver2', workUnitMessages.required);
  }
  // The two-person rule: the same name twice is one person (the server also matches a user name with its email).
  if (!blank(values.approver1) && sameIdentity(values.approver1, values.approver2)) add('approver2', workUnitMessages.sameApprover);
  if (values.plannedStartTime && values.plannedFinishTime) {
    const start = Date.parse(values.plannedStartTime);
    const finish = Date.parse(values.plannedFinishTime);
    if (!Number.isNaN(start) && !Number.isNaN(finish) && finish < start) add('plannedFinishTime', workUnitMessages.plannedFinishBeforeStart);
  }

  if (type === WorkUnitTypeId.Intake) {
    if (blank(values.stakeholderPhoneNumber)) add('stakeholderPhoneNumber', workUnitMessages.stakeholderPhoneRequired);
    if (values.isSpamCall !== true) {
      for (const field of intakeRequiredFields) {
        if (field !== 'title' && blank(values[field])) add(field, workUnitMessages.required);
      }
      if (context.assignmentGroupRequired && blank(values.assignmentGroup)) add('assignmentGroup', workUnitMessages.required);
    }
    if (typeof values.title === 'string' && values.title.trim().length > INTAKE_TITLE_MAX) add('title', workUnitMessages.intakeTitleMax);
  }
  return issues;
}

/**
 * The values a spam call ends with (§4): resolved, source Spam, title 'Spam Call', lowest severity.
 * Applied by the server whenever a work unit becomes a spam call.
 */
export const spamCallValues = {
  stateId: WorkUnitStateId.Resolved,
  source: 'Spam',
  title: 'Spam Call',
  severityId: LOWEST_SEVERITY,
} as const satisfies Partial<WorkUnitFields>;

/**
 * Why no approval decision can be made on a change request any more, or null while one can: once either
 * approver has declined (the work unit is then Canceled), or once it is in a done state (Resolved,
 * Closed, Canceled). The panel hides Approve and Decline then, and the server answers 409.
 */
export function approvalClosedReason(workUnit: { stateId: number; declined1By?: string | null; declined2By?: string | null }): string | null {
  if (workUnit.declined1By || workUnit.declined2By) return workUnitMessages.approvalDeclined;
  if (isDoneState(workUnit.stateId)) {
    const state = workUnitStateNames[workUnit.stateId as WorkUnitStateId] ?? String(workUnit.stateId);
    return workUnitMessages.approvalClosed.replace('{state}', state);
  }
  return null;
}
