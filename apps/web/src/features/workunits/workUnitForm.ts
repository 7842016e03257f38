import {
  SeverityId,
  WorkUnitFields,
  WorkUnitStateId,
  workUnitFieldNames,
  workUnitFieldLabels,
  workUnitIssues,
  type WorkUnitFieldName,
  type WorkUnitIssue,
  type WorkUnitResponse,
} from '@portal/contracts';
import { z } from 'zod';
import type { WorkUnitCreateInput } from './api.ts';

/**
 * The work unit panel's form: every field a person may set (contracts' WorkUnitFields), validated by
 * the same rules as the server (§4, §5) with the same messages.
 */
export type WorkUnitFormValues = Omit<WorkUnitFields, 'tenantId'> & { tenantId: string | null };

/** Panel titles (§2.4). */
export const CREATE_TITLE = 'Create Work Unit';
export const editTitle = (workUnitId: number, title: string) => `Edit Work Unit #${workUnitId}: ${title}`;

/** Every form field, for the PATCH diff. */
export const FORM_FIELDS: readonly WorkUnitFieldName[] = workUnitFieldNames;

/** The form's values of a saved work unit (missing and empty values are null). */
export function toFormValues(workUnit: WorkUnitResponse): WorkUnitFormValues {
  const record = workUnit as unknown as Record<string, unknown>;
  const values: Record<string, unknown> = {};
  for (const field of FORM_FIELDS) {
    const value = record[field];
    values[field] = value === undefined || value === '' ? null : value;
  }
  return values as WorkUnitFormValues;
}

/** A new work unit: state New, severity Sev0 (§9), second approver required (§5). */
export function newFormValues(workUnitTypeId: number, tenantId: string | null): WorkUnitFormValues {
  const values: Record<string, unknown> = Object.fromEntries(FORM_FIELDS.map((f) => [f, null]));
  Object.assign(values, {
    workUnitTypeId,
    tenantId,
    stateId: WorkUnitStateId.New,
    severityId: SeverityId.Sev0,
    isSpamCall: false,
    isApproverRequired: true,
    plannedOutage: null,
  });
  return values as WorkUnitFormValues;
}

export interface FormRuleContext {
  isNew: boolean;
  /** The state the record has on the server. */
  currentStateId?: number;
  /** The saved record's values: problems it already had do not block an edit (the server's rule too). */
  baseline?: WorkUnitFormValues;
}

/** Field type problems (contracts' field schema) and the rules that relate fields. */
export function formIssues(values: unknown, context: FormRuleContext): WorkUnitIssue[] {
  const issues: WorkUnitIssue[] = [];
  const parsed = WorkUnitFields.safeParse(values);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) issues.push({ path: issue.path.map(String).join('.'), message: issue.message });
  }
  if (values && typeof values === 'object') {
    issues.push(...workUnitIssues(values as Partial<WorkUnitFields>, { isNew: context.isNew, currentStateId: context.currentStateId }));
  }
  return issues;
}

const issueKey = (issue: WorkUnitIssue) => `${issue.path}\u0000${issue.message}`;

/**
 * The form schema: runs every rule on every change (not only once the types are right), and on an
 * edit leaves out problems the saved record already had.
 */
export function workUnitFormSchema(context: FormRuleContext) {
  const known = new Set(context.baseline && !context.isNew ? formIssues(context.baseline, context).map(issueKey) : []);
  return z.custom<WorkUnitFormValues>().superRefine((values, ctx) => {
    const seen = new Set<string>();
    for (const issue of formIssues(values, context)) {
      const key = issueKey(issue);
      if (known.has(key) || seen.has(key)) continue;
      seen.add(key);
      ctx.addIssue({ code: 'custom', path: issue.path.split('.'), message: issue.message });
    }
  });
}

/** Tooltip names of the fields ('Planned Finish Time: ...'). */
export const formFieldLabels: Record<string, string> = { ...workUnitFieldLabels };

/** The create body: empty fields left out so the server's defaults apply. */
export function toCreateBody(values: WorkUnitFormValues): WorkUnitCreateInput {
  const body: Record<string, unknown> = {};
  for (const [field, value] of Object.entries(values)) {
    if (value === null || value === undefined || value === '') continue;
    body[field] = value;
  }
  if (typeof body.title === 'string') body.title = body.title.trim();
  return body as WorkUnitCreateInput;
}
