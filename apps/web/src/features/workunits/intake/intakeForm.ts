import {
  DEFAULT_INTAKE_SOURCE,
  INTAKE_TITLE_MAX,
  LOWEST_SEVERITY,
  WorkUnitCreateBody,
  WorkUnitStateId,
  WorkUnitTypeId,
  impactScopeLabels,
  impactScopes,
  severityForImpact,
  workUnitFieldLabels,
  workUnitMessages,
  type SeverityId,
} from '@portal/contracts';
import { z } from 'zod';
import type { DraftData } from './drafts.ts';

/** What the intake form holds; customValue13 is the impact scope (part 3 §3). */
export type IntakeFormValues = {
  tenantId: string | null;
  title: string;
  description: string;
  stakeHolderFullName: string;
  stakeholderPhoneNumber: string;
  stakeHolderEmailAddress: string;
  source: string;
  customValue13: string;
  isSpamCall: boolean;
  workUnitCategoryId: number | null;
  workUnitSubcategoryId: number | null;
  assignmentGroup: string | null;
  referenceId: string;
  /** Form only: escalating asks for a reason (§5 'escalation reason required on escalation'). */
  escalate: boolean;
  escalationReason: string;
  escalationNote: string;
};

export interface IntakeOptions {
  /** Settings: Hide Title Field; the title is then the first line of the description. */
  hideTitle: boolean;
  /** The AssignmentGroupRequired flag is on and the chosen tenant has groups. */
  assignmentGroupRequired: boolean;
}

export const OTHER_IMPACT = 'Other';
/** Impact scope choices with their customer-facing labels; anything else is 'Other' (Sev4). */
export const impactScopeOptions = [
  ...impactScopes.map((value) => ({ value, label: impactScopeLabels[value] })),
  { value: OTHER_IMPACT, label: 'Other' },
];

export const INTAKE_SAVE_FAILED = 'A problem occurred. Please try again.';

export function emptyIntakeValues(tenantId: string | null): IntakeFormValues {
  return {
    tenantId,
    title: '',
    description: '',
    stakeHolderFullName: '',
    stakeholderPhoneNumber: '',
    stakeHolderEmailAddress: '',
    source: DEFAULT_INTAKE_SOURCE,
    customValue13: '',
    isSpamCall: false,
    workUnitCategoryId: null,
    workUnitSubcategoryId: null,
    assignmentGroup: null,
    referenceId: '',
    escalate: false,
    escalationReason: '',
    escalationNote: '',
  };
}

const textFields = [
  'title', 'description', 'stakeHolderFullName', 'stakeholderPhoneNumber', 'stakeHolderEmailAddress', 'source', 'customValue13',
  'referenceId', 'escalationReason', 'escalationNote',
] as const;
const flagFields = ['isSpamCall', 'escalate'] as const;
const idFields = ['workUnitCategoryId', 'workUnitSubcategoryId'] as const;
const optionalTextFields = ['tenantId', 'assignmentGroup'] as const;

/** A draft's data over the empty form, keeping only values of the right type (a draft may predate a change of the form). */
export function valuesFromDraft(data: DraftData, fallbackTenantId: string | null): IntakeFormValues {
  const out = emptyIntakeValues(fallbackTenantId);
  for (const key of textFields) {
    const v = data[key];
    if (typeof v === 'string') out[key] = v;
  }
  for (const key of flagFields) {
    const v = data[key];
    if (typeof v === 'boolean') out[key] = v;
  }
  for (const key of idFields) {
    const v = data[key];
    if (v === null || typeof v === 'number') out[key] = v;
  }
  for (const key of optionalTextFields) {
    const v = data[key];
    if (v === null || typeof v === 'string') out[key] = v;
  }
  return out;
}

/** True when the form holds anything besides its starting values (so it is worth a draft). */
export function hasEnteredValues(values: IntakeFormValues, start: IntakeFormValues): boolean {
  return (Object.keys(start) as Array<keyof IntakeFormValues>).some((key) => {
    const value = values[key];
    if (value === start[key]) return false;
    return !(value === null || value === false || (typeof value === 'string' && value.trim() === ''));
  });
}

/** The first line of the description, at most 50 characters: the title when the title field is hidden. */
export function titleFromDescription(description: string): string {
  const line = description.split(/\r?\n/).find((l) => l.trim()) ?? '';
  return line.trim().slice(0, INTAKE_TITLE_MAX).trim();
}

const orNull = (text: string) => (text.trim() === '' ? null : text.trim());

export function intakeSeverity(values: Pick<IntakeFormValues, 'isSpamCall' | 'customValue13'>): SeverityId {
  return values.isSpamCall ? LOWEST_SEVERITY : severityForImpact(values.customValue13);
}

/** The create body (`PUT /v1/workunits`, id -1): an Intake in state New; the server applies spam and impact rules. */
export function toIntakeBody(values: IntakeFormValues, options: Pick<IntakeOptions, 'hideTitle'>): z.input<typeof WorkUnitCreateBody> {
  const title = options.hideTitle ? titleFromDescription(values.description) : values.title.trim();
  return {
    workUnitId: -1,
    workUnitTypeId: WorkUnitTypeId.Intake,
    stateId: WorkUnitStateId.New,
    severityId: intakeSeverity(values),
    tenantId: values.tenantId ?? '',
    title: title || null,
    description: orNull(values.description),
    stakeHolderFullName: orNull(values.stakeHolderFullName),
    stakeholderPhoneNumber: orNull(values.stakeholderPhoneNumber),
    stakeHolderEmailAddress: orNull(values.stakeHolderEmailAddress),
    source: values.source ? (values.source as z.input<typeof WorkUnitCreateBody>['source']) : null,
    customValue13: orNull(values.customValue13),
    isSpamCall: values.isSpamCall,
    workUnitCategoryId: values.workUnitCategoryId,
    workUnitSubcategoryId: values.workUnitSubcategoryId,
    assignmentGroup: values.assignmentGroup ? values.assignmentGroup : null,
    referenceId: orNull(values.referenceId),
    escalationReason: values.escalate ? orNull(values.escalationReason) : null,
    escalationNote: values.escalate ? orNull(values.escalationNote) : null,
  };
}

const blank = (v: string | null | undefined) => !v || v.trim() === '';

/**
 * The intake's validation: the contract's create rules (with their messages) on the body the form
 * would send, plus the rules that depend on the tenant and the form (assignment group, escalation).
 * Issues land on the form field that causes them; with the title hidden, title issues go to the description.
 */
export function intakeFormSchema(options: IntakeOptions) {
  return z.custom<IntakeFormValues>((v) => typeof v === 'object' && v !== null).superRefine((values, ctx) => {
    const seen = new Set<string>();
    const add = (path: string, message: string) => {
      const target = path === 'title' && options.hideTitle ? 'description' : path;
      const key = `${target}\u0000${message}`;
      if (seen.has(key)) return;
      seen.add(key);
      ctx.addIssue({ code: 'custom', path: [target], message });
    };
    const result = WorkUnitCreateBody.safeParse(toIntakeBody(values, options));
    if (!result.success) for (const issue of result.error.issues) add(issue.path.map(String).join('.') || 'form', issue.message);
    if (options.assignmentGroupRequired && !values.isSpamCall && blank(values.assignmentGroup)) add('assignmentGroup', workUnitMessages.required);
    if (values.escalate && blank(values.escalationReason)) add('escalationReason', workUnitMessages.escalationReasonRequired);
  });
}

/** Names used in the save button's 'field: error' tooltip. */
export const intakeFieldLabels: Record<string, string> = {
  tenantId: 'Tenant',
  title: workUnitFieldLabels.title,
  description: workUnitFieldLabels.description,
  stakeHolderFullName: workUnitFieldLabels.stakeHolderFullName,
  stakeholderPhoneNumber: workUnitFieldLabels.stakeholderPhoneNumber,
  stakeHolderEmailAddress: workUnitFieldLabels.stakeHolderEmailAddress,
  source: workUnitFieldLabels.source,
  customValue13: workUnitFieldLabels.customValue13,
  assignmentGroup: workUnitFieldLabels.assignmentGroup,
  escalationReason: workUnitFieldLabels.escalationReason,
  workUnitCategoryId: workUnitFieldLabels.workUnitCategoryId,
  workUnitSubcategoryId: workUnitFieldLabels.workUnitSubcategoryId,
  referenceId: workUnitFieldLabels.referenceId,
};
