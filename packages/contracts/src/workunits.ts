import { z } from 'zod';
import { intId, intIdParam, multiLine, optionalHttpUrl, singleLine } from './common.ts';
import { sameIdentity } from './identity-key.ts';

/**
 * Work units (spec part 3): enums with the spec's ids, the field schema shared by the server and the
 * client forms, the rules of §4 and §5 with their exact messages, and the request and response bodies.
 */

// ---------------------------------------------------------------------------------------------------
// Enums

/**
 * Work unit types. The spec gives ChangeRequest 1, Intake 2, Incident 3; Request (4) is the type the
 * public access request creates, shown as 'User Request'. The Legacy type is never offered.
 */
export const WorkUnitTypeId = { ChangeRequest: 1, Intake: 2, Incident: 3, Request: 4 } as const;
export type WorkUnitTypeId = (typeof WorkUnitTypeId)[keyof typeof WorkUnitTypeId];
export const workUnitTypeIds = [1, 2, 3, 4] as const satisfies readonly WorkUnitTypeId[];
export const workUnitTypeNames: Record<WorkUnitTypeId, string> = {
  1: 'Change Request',
  2: 'Intake',
  3: 'Incident',
  4: 'User Request',
};

/** States, in the order the spec lists them (the reading that includes Mitigated). */
export const WorkUnitStateId = {
  New: 1, Acknowledged: 2, InProgress: 3, OnHold: 4, Mitigated: 5, Resolved: 6, Closed: 7, Canceled: 8,
} as const;
export type WorkUnitStateId = (typeof WorkUnitStateId)[keyof typeof WorkUnitStateId];
export const workUnitStateIds = [1, 2, 3, 4, 5, 6, 7, 8] as const satisfies readonly WorkUnitStateId[];
export const workUnitStateNames: Record<WorkUnitStateId, string> = {
  1: 'New', 2: 'Acknowledged', 3: 'In Progress', 4: 'On Hold', 5: 'Mitigated', 6: 'Resolved', 7: 'Closed', 8: 'Canceled',
};

/** Severities Sev0 (most severe) to Sev4 (lowest); the id is the number in the name. */
export const SeverityId = { Sev0: 0, Sev1: 1, Sev2: 2, Sev3: 3, Sev4: 4 } as const;
export type SeverityId = (typeof SeverityId)[keyof typeof SeverityId];
export const severityIds = [0, 1, 2, 3, 4] as const satisfies readonly SeverityId[];
export const severityNames: Record<SeverityId, string> = { 0: 'Sev0', 1: 'Sev1', 2: 'Sev2', 3: 'Sev3', 4: 'Sev4' };
export const LOWEST_SEVERITY: SeverityId = SeverityId.Sev4;

export const efforts = [1, 2, 3, 5, 8, 13] as const;
export type Effort = (typeof efforts)[number];

export const workUnitSources = ['Email', 'Phone', 'Chat', 'Other', 'Spam'] as const;
export type WorkUnitSource = (typeof workUnitSources)[number];
/** Spam is set only by the spam-call flag, never chosen. */
export const selectableWorkUnitSources = ['Email', 'Phone', 'Chat', 'Other'] as const;
export const DEFAULT_INTAKE_SOURCE: WorkUnitSource = 'Phone';

export const experienceScores = ['Great', 'Average', 'Poor'] as const;
export type ExperienceScore = (typeof experienceScores)[number];

/** Intake impact scope, held in customValue13. */
export const impactScopes = ['SystemWide', 'VIPUser', 'SingleUser', 'ManyUsers'] as const;
export type ImpactScope = (typeof impactScopes)[number];
export const impactScopeLabels: Record<ImpactScope, string> = {
  SingleUser: 'Single User', ManyUsers: 'Many Users', SystemWide: 'System Wide', VIPUser: 'VIP',
};
export const IMPACT_SCOPE_FIELD = 'customValue13';

/** Intake impact to severity (§4): SystemWide/VIPUser Sev1, ManyUsers Sev2, SingleUser Sev3, else Sev4. */
export function severityForImpact(scope: string | null | undefined): SeverityId {
  switch (scope) {
    case 'SystemWide':
    case 'VIPUser':
      return SeverityId.Sev1;
    case 'ManyUsers':
      return SeverityId.Sev2;
    case 'SingleUser':
      return SeverityId.Sev3;
    default:
      return SeverityId.Sev4;
  }
}

export const historyTypes = [
  'General', 'FieldChange', 'ProtocolActionActivity', 'ProtocolActionFailure', 'WorkUnitEvent',
  'WorkUnitStateChange', 'WorkUnitRelationCreated', 'WorkUnitRelationDeleted', 'AssignmentGroupEscalation',
] as const;
export type HistoryType = (typeof historyTypes)[number];

/** States the Resolution Center shows as Done; every other state is Active. */
export const doneStateIds: readonly WorkUnitStateId[] = [WorkUnitStateId.Resolved, WorkUnitStateId.Closed, WorkUnitStateId.Canceled];
export function isDoneState(stateId: number): boolean {
  return (doneStateIds as readonly number[]).includes(stateId);
}
export function resolutionCenterStatus(stateId: number): 'Done' | 'Active' {
  return isDoneState(stateId) ? 'Done' : 'Active';
}

/**
 * The states a work unit may be given (§4): a record not yet created only New; an existing record in
 * New only New, Acknowledged or Canceled; any other state any state.
 */
export function allowedNextStates(current: number | null): readonly WorkUnitStateId[] {
  if (current === null) return [WorkUnitStateId.New];
  if (current === WorkUnitStateId.New) return [WorkUnitStateId.New, WorkUnitStateId.Acknowledged, WorkUnitStateId.Canceled];
  return workUnitStateIds;
}

export const DESCRIPTION_MAX = 4000;
export const NOTE_MAX = 4000;
export const TITLE_MIN = 3;
export const INTAKE_TITLE_MAX = 50;
export const CUSTOM_VALUE_MAX = 4000;
export const RESOLUTION_CENTER_PAGE_SIZE = 50;
export const CALL_BACK_MINUTES = 15;

/** Every user-facing text of the work unit flows, exactly as the spec writes them. */
export const workUnitMessages = {
  titleRequired: 'Please enter the title',
  titleMin: `The title must be at least ${TITLE_MIN} characters.`,
  intakeTitleMax: `The title must be at most ${INTAKE_TITLE_MAX} characters.`,
  severityRequired: 'Please choose a severity.',
  typeRequired: 'Please choose a work unit type.',
  tenantRequired: 'Please choose a tenant.',
  descriptionMax: `The description must be at most ${DESCRIPTION_MAX} characters.`,
  required: 'Required',
  plannedFinishBeforeStart: 'Planned Finish Time must be equal to or greater than Planned Start Time.',
  stakeholderPhoneRequired: 'Stakeholder phone number is required.',
  escalationReasonRequired: 'Required',
  invalidDate: 'Please enter a valid date.',
  invalidEmail: 'Please enter a valid email address.',
  invalidJson: 'Properties must be valid JSON.',
  effortInvalid: 'Effort must be one of 1, 2, 3, 5, 8 or 13.',
  spamNotSelectable: 'Spam can only be set by marking the work unit as a spam call.',
  newMustStartNew: 'A new Work Unit can only be created in the New state.',
  newStateOnly: 'A Work Unit in the New state can only move to Acknowledged or Canceled.',
  newIdMustBeMinusOne: 'A new Work Unit is sent with workUnitId -1.',
  onlyIncidentToChangeRequest: 'Only an Incident can be changed to a Change Request.',
  alreadyChangeRequest: 'Work Unit is already a Change Request.',
  migrated: 'Successfully migrated Incident to Change Request.',
  customValueNotDefined: 'This tenant has no custom field {n}.',
  customValueNotAnOption: "'{value}' is not an option of {name}.",
  customValueMax: `A custom value must be at most ${CUSTOM_VALUE_MAX} characters.`,
  assignmentGroupUnknown: "'{group}' is not an assignment group of the tenant.",
  escalationReasonUnknown: "'{reason}' is not an escalation reason of the tenant. Please choose one of its reasons.",
  categoryUnknown: 'The category does not exist for this tenant and work unit type.',
  subcategoryUnknown: 'The subcategory does not belong to the category.',
  approverMismatch: 'Authenticated user does not match {approver}',
  approverNoAccount: "Approver {slot} ('{approver}') is not a person's account, so no one can approve or decline in that slot until it is changed to a person picked from the people search.",
  notAChangeRequest: 'Only a Change Request can be approved or declined.',
  tokenCannotDecide: 'An API token cannot approve or decline: a person signed in as an approver must decide.',
  alreadyDecided: 'A decision has already been recorded for this approval.',
  sameApprover: 'Approver 1 and Approver 2 must be different people.',
  approvalDeclined: 'This Change Request has been declined; no further approval decision can be made.',
  approvalClosed: 'This Change Request is {state}; approval decisions can no longer be made.',
  otherSlotDecided: 'You have already decided this Change Request as approver {slot}; the other decision must come from another person.',
  // Customer Create Request (Resolution Center).
  rcTitleRequired: 'Please enter a title for the Work Unit.',
  rcDescriptionRequired: 'Please enter a Work Unit description',
  rcPhoneRequired: 'Please enter a phone number.',
  callMeReceived: 'Your call back request has been received. You should receive a call within the next 15 minutes.',
  callMeFailed: 'A problem occured making your call back request.',
  // Notes.
  noteRequired: 'Please enter a note.',
  noteMax: `A note must be at most ${NOTE_MAX} characters.`,
  // Save errors (§8), shown by the client.
  concurrentEdit: 'This Work Unit was modified by another user. Please discard your changes without saving and refresh it.',
  concurrentMassEdit: 'One of the Work Units was modified by another user. Please discard your changes without saving and refresh it.',
  refreshAndRetry: 'Please refresh the Work Unit and try again.',
  invalidInput: 'Invalid user input was sent to the API. Please verify your input and try again.',
  serverError: 'A server error prevented saving this Work Unit. These errors are often temporary. Please retry saving in just a moment.',
  unknownError: 'An unknown error has occurred. Please retry saving in just a moment.',
  massEditMismatch: 'Failed to update Work Units. Cannot save mismatched Work Unit types.',
  duplicateField: 'Duplicate field',
} as const;

/** The text a failed JSON Patch `test` carries; the client recognises a concurrent edit by it. */
export const PATCH_TEST_FAILED_MARKER = 'is not equal to the test value';

// ---------------------------------------------------------------------------------------------------
// Field schemas

/** Free text, which may span lines; `line` for what is one line (names, ids, phone numbers). */
const text = (max = 4000) => z.string().max(max, `At most ${max} characters are allowed.`).check(multiLine()).nullish();
const line = (max: number) => z.string().max(max, `At most ${max} characters are allowed.`).check(singleLine()).nullish();
const dateText = z.string().check(singleLine()).refine((v) => !Number.isNaN(Date.parse(v)), workUnitMessages.invalidDate).nullish();
const optionalEmail = z.string().trim().max(320).check(singleLine()).nullish().refine(
  (v) => !v || z.email().safeParse(v).success,
  workUnitMessages.invalidEmail,
);

export const customValueFields: readonly CustomValueField[] = Array.from({ length: 15 }, (_, i) => `customValue${i + 1}` as CustomValueField);
export type CustomValueField = `customValue${1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9 | 10 | 11 | 12 | 13 | 14 | 15}`;
const customValueShape = Object.fromEntries(
  customValueFields.map((f) => [f, z.string().max(CUSTOM_VALUE_MAX, workUnitMessages.customValueMax).check(multiLine()).nullish()]),
) as Record<CustomValueField, z.ZodOptional<z.ZodNullable<z.ZodString>>>;

const intLiteral = <T extends readonly number[]>(values: T, message: string) =>
  z.number({ error: message }).int(message).min(Math.min(...values), message).max(Math.max(...values), message)
    .refine((v) => values.includes(v), message);

/**
 * The fields a person (or an integration) may set on a work unit, with their types. The rules that
 * relate fields to each other are in `workUnitIssues`.
 */
export const WorkUnitFields = z.object({
  /** Required with at least 3 characters, except on a spam call (see workUnitIssues). */
  title: z.string().trim().max(200, 'At most 200 characters are allowed.').check(singleLine()).nullish(),
  description: z.string().max(DESCRIPTION_MAX, workUnitMessages.descriptionMax).check(multiLine()).nullish(),
  workUnitTypeId: intLiteral(workUnitTypeIds, workUnitMessages.typeRequired),
  workUnitCategoryId: intId('The category id').nullish(),
  workUnitSubcategoryId: intId('The subcategory id').nullish(),
  severityId: intLiteral(severityIds, workUnitMessages.severityRequired),
  effort: z.number({ error: workUnitMessages.effortInvalid }).refine((v) => (efforts as readonly number[]).includes(v), workUnitMessages.effortInvalid).nullish(),
  stateId: intLiteral(workUnitStateIds, 'Please choose a state.'),
  resolution: text(),
  externalNotes: text(),
  assignedTo: line(320),
  assignmentGroup: line(200),
  tenantId: z.guid(workUnitMessages.tenantRequired),
  source: z.enum(workUnitSources, 'Please choose a source.').nullish(),
  referenceId: line(200),
  referenceUrl: optionalHttpUrl(2000),
  protocolId: z.guid('Please enter a valid GUID.').nullish(),
  properties: z.string().max(100_000).check(multiLine()).nullish().refine((v) => {
    if (!v) return true;
    try {
      JSON.parse(v);
      return true;
    } catch {
      return false;
    }
  }, workUnitMessages.invalidJson),
  internalWorkUnitId: line(200),
  isSpamCall: z.boolean().optional(),
  escalationReason: text(500),
  escalationNote: text(),
  requestedChangeWindow: text(500),
  stakeHolderFullName: line(200),
  stakeholderPhoneNumber: line(50),
  stakeHolderEmailAddress: optionalEmail,
  stakeholderExperienceScore: z.enum(experienceScores, 'Please choose Great, Average or Poor.').nullish(),
  implementationPlan: text(),
  rollbackPlan: text(),
  affectedResources: text(),
  securityConsiderations: text(),
  userImpact: text(),
  costImpact: text(),
  implementer: line(320),
  environment: line(200),
  plannedOutage: z.boolean().nullish(),
  plannedStartTime: dateText,
  plannedFinishTime: dateText,
  expectedCFSAlerts: text(),
  approver1: text(320),
  approver2: text(320),
  isApproverRequired: z.boolean().optional(),
  ...customValueShape,
});
export type WorkUnitFields = z.infer<typeof WorkUnitFields>;
export type WorkUnitFieldName = keyof WorkUnitFields;
export const workUnitFieldNames = Object.keys(WorkUnitFields.shape) as WorkUnitFieldName[];

/** How a field is named to people: form labels, history entries, mass edit rows. */
export const workUnitFieldLabels: Record<WorkUnitFieldName, string> = {
  title: 'Title', description: 'Description', workUnitTypeId: 'Work Unit Type', workUnitCategoryId: 'Category',
  workUnitSubcategoryId: 'Subcategory', severityId: 'Severity', effort: 'Effort', stateId: 'State',
  resolution: 'Resolution', externalNotes: 'External Notes', assignedTo: 'Assigned To', assignmentGroup: 'Assignment Group',
  tenantId: 'Tenant', source: 'Source', referenceId: 'Reference ID', referenceUrl: 'Reference URL', protocolId: 'Protocol',
  properties: 'Properties', internalWorkUnitId: 'Internal Work Unit ID', isSpamCall: 'Spam Call',
  escalationReason: 'Escalation Reason', escalationNote: 'Escalation Note', requestedChangeWindow: 'Requested Change Window',
  stakeHolderFullName: 'Stakeholder Name', stakeholderPhoneNumber: 'Stakeholder Phone Number',
  stakeHolderEmailAddress: 'Stakeholder Email Address', stakeholderExperienceScore: 'Stakeholder Experience',
  implementationPlan: 'Implementation Plan', rollbackPlan: 'Rollback Plan', affectedResources: 'Affected Resources',
  securityConsiderations: 'Security Considerations', userImpact: 'User Impact', costImpact: 'Cost Impact',
  implementer: 'Implementer', environment: 'Environment', plannedOutage: 'Planned Outage',
  plannedStartTime: 'Planned Start Time', plannedFinishTime: 'Planned Finish Time', expectedCFSAlerts: 'Expected CFS Alerts',
  approver1: 'Approver 1', approver2: 'Approver 2', isApproverRequired: 'Second Approver Required',
  customValue1: 'Custom Value 1', customValue2: 'Custom Value 2', customValue3: 'Custom Value 3', customValue4: 'Custom Value 4',
  customValue5: 'Custom Value 5', customValue6: 'Custom Value 6', customValue7: 'Custom Value 7', customValue8: 'Custom Value 8',
  customValue9: 'Custom Value 9', customValue10: 'Custom Value 10', customValue11: 'Custom Value 11',
  customValue12: 'Custom Value 12', customValue13: 'Impact Scope', customValue14: 'Custom Value 14', customValue15: 'Custom Value 15',
};

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

function addIssues(ctx: z.RefinementCtx, issues: WorkUnitIssue[]) {
  for (const issue of issues) ctx.addIssue({ code: 'custom', path: [issue.path], message: issue.message });
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

// ---------------------------------------------------------------------------------------------------
// Bodies

export const WorkUnitRelationInput = z.object({
  referenceId: z.string().trim().min(1, workUnitMessages.required).max(200).check(singleLine()),
  referenceType: z.string().trim().regex(/^[A-Za-z][A-Za-z0-9]{0,49}$/, 'Please enter a reference type such as WorkUnit or Packet.').check(singleLine()),
});
export type WorkUnitRelationInput = z.infer<typeof WorkUnitRelationInput>;

/**
 * `PUT /v1/workunits`: a new work unit, sent with workUnitId -1. stateId defaults to New and
 * isApproverRequired to true; intake severity follows the impact scope; a spam call is normalised.
 */
export const WorkUnitCreateBody = WorkUnitFields.extend({
  workUnitId: z.literal(-1, workUnitMessages.newIdMustBeMinusOne).optional(),
  stateId: WorkUnitFields.shape.stateId.optional(),
  relations: z.array(WorkUnitRelationInput).max(100).optional(),
}).superRefine((body, ctx) => addIssues(ctx, workUnitIssues(body, { isNew: true })));
export type WorkUnitCreateBody = z.infer<typeof WorkUnitCreateBody>;

/** One JSON Patch (RFC 6902) operation; the server implements add, replace, remove and test. */
export const JsonPatchOperation = z.object({
  op: z.enum(['add', 'replace', 'remove', 'test', 'move', 'copy'], 'op must be add, replace, remove or test.'),
  path: z.string().regex(/^\//, 'path must start with /.').check(singleLine()),
  value: z.unknown().optional(),
  from: z.string().check(singleLine()).optional(),
});
export type JsonPatchOperation = z.infer<typeof JsonPatchOperation>;

/** `PATCH /v1/workunits/{id}`: the difference between the previous and the new state, with tests on previous values. */
export const WorkUnitPatchBody = z.array(JsonPatchOperation).min(1, 'The patch document is empty.').max(200);
export type WorkUnitPatchBody = z.infer<typeof WorkUnitPatchBody>;

/** Fields a JSON Patch may change; the approval decisions have their own calls. */
export const patchableWorkUnitFields: readonly WorkUnitFieldName[] = workUnitFieldNames;

/** `PUT /v1/workunitnotes`. */
export const WorkUnitNoteCreateBody = z.object({
  workUnitId: intId('The work unit id'),
  detail: z.string({ error: workUnitMessages.noteRequired }).trim().min(1, workUnitMessages.noteRequired).max(NOTE_MAX, workUnitMessages.noteMax).check(multiLine()),
  isExternalNote: z.boolean().optional(),
});
export type WorkUnitNoteCreateBody = z.infer<typeof WorkUnitNoteCreateBody>;

/** `PUT /api/v1/rc/workunits`: a customer's Create Request. Service is a category, need a subcategory. */
export const ResolutionCenterCreateBody = z.object({
  title: z.string({ error: workUnitMessages.rcTitleRequired }).trim().min(1, workUnitMessages.rcTitleRequired).max(200).check(singleLine()),
  description: z.string({ error: workUnitMessages.rcDescriptionRequired }).trim().min(1, workUnitMessages.rcDescriptionRequired).max(DESCRIPTION_MAX, workUnitMessages.descriptionMax).check(multiLine()),
  stakeholderPhoneNumber: z.string({ error: workUnitMessages.rcPhoneRequired }).trim().min(1, workUnitMessages.rcPhoneRequired).max(50).check(singleLine()),
  workUnitCategoryId: intId('The category id').nullish(),
  workUnitSubcategoryId: intId('The subcategory id').nullish(),
  /** Staff opening /{tenantId}/resolutioncenter name the tenant; a customer's is their own. */
  tenantId: z.guid('Please enter a valid GUID.').nullish(),
});
export type ResolutionCenterCreateBody = z.infer<typeof ResolutionCenterCreateBody>;

/** Approve or decline one approval slot of a change request. */
export const WorkUnitDecisionBody = z.object({
  notes: z.string().max(NOTE_MAX, workUnitMessages.noteMax).check(multiLine()).nullish(),
  /** The slot decided on; without it the first undecided slot naming the caller. */
  approverSlot: z.union([z.literal(1), z.literal(2)]).optional(),
});
export type WorkUnitDecisionBody = z.infer<typeof WorkUnitDecisionBody>;

// ---------------------------------------------------------------------------------------------------
// Responses

// Expanded records: fields are optional because `$expand=tenant($select=name)` may leave some out.
export const WorkUnitTenantSummary = z.object({
  tenantId: z.guid(),
  name: z.string(),
  internalNotificationEmailAddress: z.string().nullable(),
}).partial();
export const WorkUnitCategorySummary = z.object({ workUnitCategoryId: z.number().int(), name: z.string() }).partial();
export const WorkUnitSubcategorySummary = z.object({ workUnitSubcategoryId: z.number().int(), name: z.string() }).partial();
export const WorkUnitRelationResponse = z.object({
  workUnitRelationId: z.number().int(),
  workUnitId: z.number().int(),
  referenceId: z.string(),
  referenceType: z.string(),
  created: z.string(),
  createdBy: z.string(),
});
export type WorkUnitRelationResponse = z.infer<typeof WorkUnitRelationResponse>;
export const WorkUnitProtocolSummary = z.object({ protocolId: z.guid(), name: z.string(), manualActions: z.string().nullable() }).partial();

const nullableText = z.string().nullable();
const customValueOut = Object.fromEntries(customValueFields.map((f) => [f, nullableText])) as Record<CustomValueField, typeof nullableText>;

/** A work unit as GET by id answers it (dates as ISO 8601 text). */
export const WorkUnitResponse = z.object({
  workUnitId: z.number().int(),
  publicWorkUnitId: z.guid(),
  title: z.string(),
  description: nullableText,
  workUnitTypeId: z.number().int(),
  workUnitType: z.string(),
  workUnitCategoryId: z.number().int().nullable(),
  workUnitSubcategoryId: z.number().int().nullable(),
  severityId: z.number().int(),
  effort: z.number().int().nullable(),
  stateId: z.number().int(),
  created: z.string(),
  modified: z.string(),
  resolved: nullableText,
  createdBy: z.string(),
  modifiedBy: nullableText,
  resolution: nullableText,
  externalNotes: nullableText,
  assignedTo: nullableText,
  assignmentGroup: nullableText,
  tenantId: z.guid(),
  source: nullableText,
  referenceId: nullableText,
  referenceUrl: nullableText,
  protocolId: z.guid().nullable(),
  properties: nullableText,
  internalWorkUnitId: nullableText,
  isSpamCall: z.boolean(),
  escalationReason: nullableText,
  escalationNote: nullableText,
  requestedChangeWindow: nullableText,
  stakeHolderFullName: nullableText,
  stakeholderPhoneNumber: nullableText,
  stakeHolderEmailAddress: nullableText,
  stakeholderExperienceScore: nullableText,
  implementationPlan: nullableText,
  rollbackPlan: nullableText,
  affectedResources: nullableText,
  securityConsiderations: nullableText,
  userImpact: nullableText,
  costImpact: nullableText,
  implementer: nullableText,
  environment: nullableText,
  plannedOutage: z.boolean().nullable(),
  plannedStartTime: nullableText,
  plannedFinishTime: nullableText,
  expectedCFSAlerts: nullableText,
  approver1: nullableText,
  approver2: nullableText,
  isApproverRequired: z.boolean(),
  approved1By: nullableText,
  approved2By: nullableText,
  declined1By: nullableText,
  declined2By: nullableText,
  decision1Notes: nullableText,
  decision2Notes: nullableText,
  ...customValueOut,
  tenant: WorkUnitTenantSummary.nullable().optional(),
  category: WorkUnitCategorySummary.nullable().optional(),
  subcategory: WorkUnitSubcategorySummary.nullable().optional(),
  relations: z.array(WorkUnitRelationResponse).optional(),
  /** Null until protocols exist for the work unit's tenant. */
  protocol: WorkUnitProtocolSummary.nullable().optional(),
});
export type WorkUnitResponse = z.infer<typeof WorkUnitResponse>;

/**
 * Long texts a list leaves out unless `$select` names them; GET by id always returns them. The grid
 * shows summaries, and a page of full records costs several times more to build.
 */
export const workUnitDetailOnlyFields = [
  'description', 'resolution', 'externalNotes', 'properties', 'escalationNote', 'requestedChangeWindow',
  'implementationPlan', 'rollbackPlan', 'affectedResources', 'securityConsiderations', 'userImpact', 'costImpact',
  'expectedCFSAlerts', 'decision1Notes', 'decision2Notes', ...customValueFields,
] as const satisfies ReadonlyArray<keyof WorkUnitResponse>;

/** A list row: any field may be left out by $select; the detail-only fields are left out by default. */
export const WorkUnitListItem = WorkUnitResponse.partial();
export type WorkUnitListItem = z.infer<typeof WorkUnitListItem>;
export const WorkUnitListResponse = z.object({ '@odata.count': z.number().int().optional(), value: z.array(WorkUnitListItem) });
export type WorkUnitListResponse = z.infer<typeof WorkUnitListResponse>;

/** What create answers besides the record: the client reads workUnitId and tenantId. */
export const WorkUnitCreatedResponse = WorkUnitResponse;

export const WorkUnitNoteResponse = z.object({
  workUnitNoteId: z.number().int(),
  workUnitId: z.number().int(),
  detail: z.string(),
  created: z.string(),
  createdBy: z.string(),
  isExternalNote: z.boolean(),
});
export type WorkUnitNoteResponse = z.infer<typeof WorkUnitNoteResponse>;
export const WorkUnitNoteListResponse = z.object({ '@odata.count': z.number().int().optional(), value: z.array(WorkUnitNoteResponse) });

/** A history entry; historyType null marks a note. */
export const WorkUnitHistoryEntry = z.object({
  id: z.string(),
  historyType: z.enum(historyTypes).nullable(),
  detail: z.string(),
  createdBy: z.string(),
  created: z.string(),
  isExternalNote: z.boolean(),
  historyUrl: z.string().nullable(),
  /** FieldChange and state change entries: the field and its values before and after. */
  field: z.string().nullable(),
  oldValue: z.string().nullable(),
  newValue: z.string().nullable(),
});
export type WorkUnitHistoryEntry = z.infer<typeof WorkUnitHistoryEntry>;
export const WorkUnitHistoryResponse = z.object({ '@odata.count': z.number().int().optional(), value: z.array(WorkUnitHistoryEntry) });
export type WorkUnitHistoryResponse = z.infer<typeof WorkUnitHistoryResponse>;

/** A Resolution Center row: only what a customer sees. Resolution only once Done. */
export const ResolutionCenterItem = z.object({
  workUnitId: z.number().int(),
  publicWorkUnitId: z.guid(),
  created: z.string(),
  title: z.string(),
  description: nullableText,
  referenceId: nullableText,
  referenceUrl: nullableText,
  tenantId: z.guid(),
  workUnitCategoryId: z.number().int().nullable(),
  workUnitSubcategoryId: z.number().int().nullable(),
  service: nullableText,
  need: nullableText,
  stateId: z.number().int(),
  status: z.enum(['Done', 'Active']),
  stakeholderExperienceScore: nullableText,
  stakeholderPhoneNumber: nullableText,
  resolution: nullableText,
});
export type ResolutionCenterItem = z.infer<typeof ResolutionCenterItem>;
export const ResolutionCenterListResponse = z.object({ '@odata.count': z.number().int().optional(), value: z.array(ResolutionCenterItem) });
export type ResolutionCenterListResponse = z.infer<typeof ResolutionCenterListResponse>;

export const WorkUnitCreatedSummary = z.object({ workUnitId: z.number().int(), tenantId: z.guid(), publicWorkUnitId: z.guid() });
export type WorkUnitCreatedSummary = z.infer<typeof WorkUnitCreatedSummary>;

export const WorkUnitMessageResponse = z.object({ message: z.string() });

/** `GET /api/generallookup/workunittypes`. */
export const WorkUnitTypeLookup = z.object({ workUnitTypeId: z.number().int(), name: z.string() });
export type WorkUnitTypeLookup = z.infer<typeof WorkUnitTypeLookup>;
export const workUnitTypeLookup: WorkUnitTypeLookup[] = workUnitTypeIds.map((id) => ({ workUnitTypeId: id, name: workUnitTypeNames[id] }));

/** `GET /api/generallookup/approval?approverId=`: whether the signed-in user is that approver. */
export const ApprovalLookupQuery = z.object({
  approverId: z.string().trim().min(1, 'approverId is required.').max(320).check(singleLine()),
  /** With a work unit (and a slot), the answer is the slot's account's, as for the decision itself. */
  workUnitId: intIdParam('The work unit id').optional(),
  approverSlot: z.coerce.number({ error: 'approverSlot is 1 or 2.' }).int('approverSlot is 1 or 2.').min(1, 'approverSlot is 1 or 2.').max(2, 'approverSlot is 1 or 2.').optional(),
});
export type ApprovalLookupQuery = z.infer<typeof ApprovalLookupQuery>;
export const ApprovalLookupResponse = z.object({
  approverId: z.string(),
  isCurrentUser: z.boolean(),
  userName: z.string(),
  /** 'Authenticated user does not match {approver}' when isCurrentUser is false. */
  message: z.string().nullable(),
});
export type ApprovalLookupResponse = z.infer<typeof ApprovalLookupResponse>;

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

/** `POST /api/v1/accessrequest` answers the work unit made from the request. */
export const AccessRequestCreatedResponse = z.object({ workUnitId: z.number().int(), message: z.string() });
export type AccessRequestCreatedResponse = z.infer<typeof AccessRequestCreatedResponse>;
