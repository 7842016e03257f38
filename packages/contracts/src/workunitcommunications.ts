import { z } from 'zod';
import { intId, multiLine, odataList, singleLine } from './common.ts';

/**
 * Work unit communications, WUCOMM (part 3 §2.10, §3 WorkUnitCommunication and Communication activity, §4
 * Communication status, §5, §7, §8; INVENTORY §13): what customers read during an outage. The server's
 * `modules/workunitcommunications` and the web's `features/workunitcommunications` share these shapes;
 * docs/areas/workunitcommunications.md explains the choices where the spec is silent.
 */

/** Statuses, stored by name (§4). The first three are open, the last two closed. */
export const communicationStatuses = ['Investigating', 'ConfirmedImpact', 'ServiceRestored', 'Cancelled', 'Resolved'] as const;
export const CommunicationStatus = z.enum(communicationStatuses, { error: 'Please choose a status.' });
export type CommunicationStatus = z.infer<typeof CommunicationStatus>;
export const communicationStatusLabels: Record<CommunicationStatus, string> = {
  Investigating: 'Open - Investigating',
  ConfirmedImpact: 'Open - Confirmed Impact',
  ServiceRestored: 'Open - Service Restored',
  Cancelled: 'Closed - Cancelled',
  Resolved: 'Closed - Resolved',
};
export const closedCommunicationStatuses: readonly CommunicationStatus[] = ['Cancelled', 'Resolved'];
export const isClosedCommunicationStatus = (status: string | null | undefined) =>
  status === 'Cancelled' || status === 'Resolved';
/** A new communication may only be Investigating (§4: the status is locked on create). */
export const NEW_COMMUNICATION_STATUS: CommunicationStatus = 'Investigating';

/** Impact values of maximumImpact and currentImpact: the spec gives none; these are a design (docs). */
export const communicationImpacts = ['None', 'Minor', 'Major', 'Critical'] as const;
export const CommunicationImpact = z.enum(communicationImpacts, { error: 'Please choose an impact: None, Minor, Major or Critical.' });
export type CommunicationImpact = z.infer<typeof CommunicationImpact>;

/** Activity types (§3): ticking Completed makes an activity a ResolutionActivity, unticking a TaskActivity. */
export const communicationActivityTypes = ['TaskActivity', 'ResolutionActivity'] as const;
export const CommunicationActivityType = z.enum(communicationActivityTypes, { error: 'Please choose TaskActivity or ResolutionActivity.' });
export type CommunicationActivityType = z.infer<typeof CommunicationActivityType>;
export const activityTypeForCompletion = (isComplete: boolean): CommunicationActivityType =>
  isComplete ? 'ResolutionActivity' : 'TaskActivity';

/** Export-all fetches at most this many rows (§9). */
export const COMMUNICATION_EXPORT_MAX = 1000;
/** The default page size of the list (§7: top default 10). */
export const COMMUNICATION_DEFAULT_TOP = 10;
/** A nextUpdate up to this long ago still counts as "not in the past" (the form's clock and the wire). */
export const NEXT_UPDATE_GRACE_MS = 60_000;
/** The reminder mail goes to the service manager this long before nextUpdate passes. */
export const COMMUNICATION_REMINDER_LEAD_MINUTES = 15;

export const communicationMessages = {
  // §8, exact.
  saveFailed: 'A problem occurred saving the communication. Please try again.',
  notificationSent: 'Internal Notification sent.',
  notificationFailed: 'Internal Notification failed.',
  noId: 'No WUCOMM Id was provided.',
  exportPageFailed: 'Failed to export page of WUCOMMs.',
  exportAllFailed: 'Failed to export all WUCOMMs.',
  makeSelection: 'Please make a selection',
  peopleFailed: 'Could not retrieve the list of people.',
  // §5 rules; the spec names the rules, not their words.
  titleRequired: 'Please enter a title.',
  tenantRequired: 'Please choose a tenant.',
  serviceManagerRequired: 'Please choose a program manager.',
  serviceManagerUnknown: (name: string) => `No person named '${name}' was found; please choose the program manager from the list.`,
  eventStartedRequired: 'Please enter when the event started.',
  eventEngagedRequired: 'Please enter when the event was engaged.',
  invalidDate: 'Please enter a valid date and time.',
  nextUpdateRequired: 'Please enter when customers get their next update.',
  nextUpdateInPast: 'The next customer update cannot be in the past.',
  rootCauseRequired: 'Please enter the root cause: it is required when the communication is resolved.',
  newMustInvestigate: "A new communication starts as 'Open - Investigating'; change its status after creating it.",
  workUnitsRequired: 'Please choose at least one work unit to relate.',
  workUnitOtherTenant: (id: number) => `Work unit ${id} belongs to another tenant; only work units of the communication's tenant can be related.`,
  workUnitNotFound: (id: number) => `Work unit ${id} was not found.`,
  noInternalAddress: (tenant: string) =>
    `The tenant ${tenant} has no internal notification email address; set one on the tenant to send internal notifications.`,
  notRelated: (id: number) => `Work unit ${id} is not related to this communication.`,
  activityDeleted: 'Activity deleted successfully.',
  workUnitRemoved: 'Work unit removed from the communication.',
  title: (publicId: string, title: string) => `WUCOMM #${publicId}: ${title}`,
  createTitle: 'Create Work Unit Communication',
} as const;

const required = (message: string) => z.string({ error: message }).trim().min(1, message);
const text = (max: number) => z.string().trim().max(max, `At most ${max} characters are allowed.`).check(singleLine()).nullish();
const longText = (max = 4000) => z.string().trim().max(max, `At most ${max} characters are allowed.`).check(multiLine()).nullish();
/** A date and time sent in UTC (§7) as ISO 8601. */
const isoDate = (message = communicationMessages.invalidDate) =>
  z.iso.datetime({ offset: true, error: message });
const requiredDate = (message: string) => z.string({ error: message }).trim().min(1, message).pipe(isoDate());

/** PUT v1/workunitcommunications and POST v1/workunitcommunications/{id}. */
export const WorkUnitCommunicationSaveBody = z.object({
  title: required(communicationMessages.titleRequired).max(200, 'At most 200 characters are allowed.').check(singleLine()),
  /** Left out of an update: the tenant does not change. */
  tenantId: z.guid(communicationMessages.tenantRequired).optional(),
  /** The program manager, as a user principal name (§3). */
  serviceManager: required(communicationMessages.serviceManagerRequired).max(320, 'At most 320 characters are allowed.').check(singleLine()),
  /** Left out of a create: Investigating. */
  status: CommunicationStatus.optional(),
  details: longText(),
  customerAssistanceRequired: z.boolean().optional(),
  rootCause: longText(),
  eventStarted: requiredDate(communicationMessages.eventStartedRequired),
  eventEngaged: requiredDate(communicationMessages.eventEngagedRequired),
  eventMitigated: isoDate().nullish(),
  eventResolved: isoDate().nullish(),
  /** Required unless closed, not in the past; cleared when Resolved or Cancelled (§4). */
  nextUpdate: isoDate().nullish(),
  nextInternalUpdate: isoDate().nullish(),
  maximumImpact: CommunicationImpact.nullish(),
  currentImpact: CommunicationImpact.nullish(),
  impactedServices: text(1000),
  internalBridge: text(1000),
}).superRefine((body, ctx) => {
  for (const issue of communicationIssues(body)) ctx.addIssue({ code: 'custom', path: [issue.path], message: issue.message });
});
export type WorkUnitCommunicationSaveBody = z.infer<typeof WorkUnitCommunicationSaveBody>;

export interface CommunicationIssue { path: string; message: string }

/**
 * The status rules of §4/§5 the form and the server share. `now` (ms) adds "not in the past" for nextUpdate;
 * `isNew` adds "a new one is Investigating". The body's own schema runs it without either.
 */
export function communicationIssues(
  body: { status?: string | null; nextUpdate?: string | null; rootCause?: string | null },
  options: { now?: number; isNew?: boolean } = {},
): CommunicationIssue[] {
  const issues: CommunicationIssue[] = [];
  const status = body.status ?? NEW_COMMUNICATION_STATUS;
  if (options.isNew && status !== NEW_COMMUNICATION_STATUS) issues.push({ path: 'status', message: communicationMessages.newMustInvestigate });
  if (!isClosedCommunicationStatus(status)) {
    if (!body.nextUpdate) issues.push({ path: 'nextUpdate', message: communicationMessages.nextUpdateRequired });
    else if (options.now !== undefined && Date.parse(body.nextUpdate) < options.now - NEXT_UPDATE_GRACE_MS) {
      issues.push({ path: 'nextUpdate', message: communicationMessages.nextUpdateInPast });
    }
  }
  if (status === 'Resolved' && !body.rootCause?.trim()) issues.push({ path: 'rootCause', message: communicationMessages.rootCauseRequired });
  return issues;
}

/** POST v1/workunitcommunications/{id}/workUnits (§7: body workunitIds; at least one, §5). */
export const WorkUnitCommunicationWorkUnitsBody = z.object({
  workunitIds: z.array(intId('A work unit id'), { error: communicationMessages.workUnitsRequired })
    .min(1, communicationMessages.workUnitsRequired).max(100, 'At most 100 work units can be related at once.'),
});
export type WorkUnitCommunicationWorkUnitsBody = z.infer<typeof WorkUnitCommunicationWorkUnitsBody>;

/** PUT v1/workunitcommunicationactivities and POST v1/workunitcommunicationactivities/{id}. */
export const WorkUnitCommunicationActivitySaveBody = z.object({
  /** Left out of an update: an activity stays with its communication. */
  workUnitCommunicationId: intId('The communication id').optional(),
  details: z.string({ error: 'Please describe the step.' }).trim().min(1, 'Please describe the step.')
    .max(4000, 'At most 4000 characters are allowed.').check(multiLine()),
  isCustomerFacing: z.boolean().optional(),
  /** Decides activityType: complete is a ResolutionActivity (Past Steps), else a TaskActivity (Next Steps). */
  isComplete: z.boolean().optional(),
  /** Ignored when isComplete is given: the type follows completion (§4). */
  activityType: CommunicationActivityType.optional(),
});
export type WorkUnitCommunicationActivitySaveBody = z.infer<typeof WorkUnitCommunicationActivitySaveBody>;

const TenantRef = z.object({ tenantId: z.guid(), name: z.string() });

export const WorkUnitCommunicationActivityResponse = z.object({
  workUnitCommunicationActivityId: z.number().int(),
  workUnitCommunicationId: z.number().int(),
  activityType: CommunicationActivityType,
  details: z.string(),
  isCustomerFacing: z.boolean(),
  isComplete: z.boolean(),
  /** When it was ticked Completed; null while open. */
  completed: z.string().nullable(),
  created: z.string(),
  createdBy: z.string(),
});
export type WorkUnitCommunicationActivityResponse = z.infer<typeof WorkUnitCommunicationActivityResponse>;

/** A related work unit as the communication shows it (Related Work Units grid). */
export const CommunicationWorkUnit = z.object({
  workUnitId: z.number().int(),
  publicWorkUnitId: z.guid(),
  title: z.string(),
  stateId: z.number().int(),
  severityId: z.number().int(),
  tenantId: z.guid(),
  tenant: TenantRef.nullable().optional(),
});
export type CommunicationWorkUnit = z.infer<typeof CommunicationWorkUnit>;

export const WorkUnitCommunicationResponse = z.object({
  workUnitCommunicationId: z.number().int(),
  publicWorkUnitCommunicationId: z.guid(),
  title: z.string(),
  tenantId: z.guid(),
  serviceManager: z.string(),
  status: CommunicationStatus,
  details: z.string().nullable(),
  customerAssistanceRequired: z.boolean(),
  rootCause: z.string().nullable(),
  /** ISO 8601 timestamps. */
  eventStarted: z.string(),
  eventEngaged: z.string(),
  eventMitigated: z.string().nullable(),
  eventResolved: z.string().nullable(),
  nextUpdate: z.string().nullable(),
  nextInternalUpdate: z.string().nullable(),
  maximumImpact: CommunicationImpact.nullable(),
  currentImpact: CommunicationImpact.nullable(),
  impactedServices: z.string().nullable(),
  internalBridge: z.string().nullable(),
  created: z.string(),
  modified: z.string(),
  createdBy: z.string(),
  /** When and by whom it was last changed by a person (the reminder job changes nothing). */
  userChanged: z.string().nullable(),
  userChangedBy: z.string().nullable(),
  /** Open and nextUpdate has passed. */
  overdue: z.boolean(),
  /** Minutes from eventStarted to the first notice (the communication's creation); null when it predates the event. */
  timeToFirstUpdateMinutes: z.number().int().nullable(),
  /** Of the updates that were due (each nextUpdate set), the share (0..1) that came by then; null before any was due. */
  onTimeUpdateShare: z.number().nullable(),
  tenant: TenantRef.nullable().optional(),
  workUnits: z.array(CommunicationWorkUnit).optional(),
  workUnitCommunicationActivities: z.array(WorkUnitCommunicationActivityResponse).optional(),
});
export type WorkUnitCommunicationResponse = z.infer<typeof WorkUnitCommunicationResponse>;

/** A row of `GET v1/workunitcommunications`: the fields `$select` asked for, and what `$expand` named. */
export const WorkUnitCommunicationListItem = WorkUnitCommunicationResponse.partial().extend({
  tenant: TenantRef.partial().loose().nullable().optional(),
  workUnits: z.array(CommunicationWorkUnit.partial().loose()).optional(),
  workUnitCommunicationActivities: z.array(WorkUnitCommunicationActivityResponse.partial().loose()).optional(),
}).loose();
export const WorkUnitCommunicationListResponse = odataList(WorkUnitCommunicationListItem);
export const WorkUnitCommunicationActivityListResponse = odataList(WorkUnitCommunicationActivityResponse.partial().loose());

export const CommunicationMessageResponse = z.object({ message: z.string() });

/**
 * The customer's read-only view in the Resolution Center (`GET /v1/workunits/rc/{workUnitId}/communications`):
 * no program manager, bridge, root cause until resolved, or internal steps; only customer-facing activities.
 */
export const CustomerCommunicationResponse = z.object({
  publicWorkUnitCommunicationId: z.guid(),
  title: z.string(),
  status: CommunicationStatus,
  statusLabel: z.string(),
  details: z.string().nullable(),
  currentImpact: CommunicationImpact.nullable(),
  impactedServices: z.string().nullable(),
  customerAssistanceRequired: z.boolean(),
  eventStarted: z.string(),
  eventResolved: z.string().nullable(),
  nextUpdate: z.string().nullable(),
  /** Shown only once Resolved. */
  rootCause: z.string().nullable(),
  modified: z.string(),
  activities: z.array(z.object({
    workUnitCommunicationActivityId: z.number().int(),
    activityType: CommunicationActivityType,
    details: z.string(),
    isComplete: z.boolean(),
    completed: z.string().nullable(),
    created: z.string(),
  })),
});
export type CustomerCommunicationResponse = z.infer<typeof CustomerCommunicationResponse>;
export const CustomerCommunicationListResponse = z.array(CustomerCommunicationResponse);

/** A work unit's communications for its panel (`GET /v1/workunits/{workUnitId}/communications`): staff view, with overdue. */
export const WorkUnitCommunicationSummary = z.object({
  workUnitCommunicationId: z.number().int(),
  publicWorkUnitCommunicationId: z.guid(),
  title: z.string(),
  status: CommunicationStatus,
  nextUpdate: z.string().nullable(),
  overdue: z.boolean(),
});
export type WorkUnitCommunicationSummary = z.infer<typeof WorkUnitCommunicationSummary>;
export const WorkUnitCommunicationSummaryListResponse = z.array(WorkUnitCommunicationSummary);
