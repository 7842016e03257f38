import { z } from 'zod';
import { Guid, multiLine, odataList, singleLine } from './common.ts';
import { timeSpanSeconds } from './rules.ts';
import { WorkUnitStateId } from './workunit-enums.ts';

/**
 * Protocols and protocol actions (part 1 §2, §3 Protocol, §5, §7, §8; part 3 §3 ProtocolAction; issue 31).
 * docs/areas/protocols.md explains the choices where the spec is silent.
 */

/** Work unit event types. The spec names them without numbers; these numbers are ours (issue31.md seam). */
export const WorkUnitEventType = {
  OnNew: 1, OnAcknowledged: 2, OnHold: 3, OnResolved: 4, OnClosed: 5, OnCanceled: 6, OnTimer: 7, OnChange: 8,
  OnInProgress: 9, OnMitigated: 10,
} as const;
export type WorkUnitEventTypeId = (typeof WorkUnitEventType)[keyof typeof WorkUnitEventType];
export const workUnitEventTypeIds = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10] as const satisfies readonly WorkUnitEventTypeId[];
export const workUnitEventTypeNames: Record<WorkUnitEventTypeId, string> = {
  1: 'OnNew', 2: 'OnAcknowledged', 3: 'OnHold', 4: 'OnResolved', 5: 'OnClosed', 6: 'OnCanceled', 7: 'OnTimer',
  8: 'OnChange', 9: 'OnInProgress', 10: 'OnMitigated',
};
/** The order the editor lists events in (the spec's order). */
export const workUnitEventTypeOrder: readonly WorkUnitEventTypeId[] = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10];

const stateEvents: Record<number, WorkUnitEventTypeId> = {
  [WorkUnitStateId.New]: WorkUnitEventType.OnNew,
  [WorkUnitStateId.Acknowledged]: WorkUnitEventType.OnAcknowledged,
  [WorkUnitStateId.InProgress]: WorkUnitEventType.OnInProgress,
  [WorkUnitStateId.OnHold]: WorkUnitEventType.OnHold,
  [WorkUnitStateId.Mitigated]: WorkUnitEventType.OnMitigated,
  [WorkUnitStateId.Resolved]: WorkUnitEventType.OnResolved,
  [WorkUnitStateId.Closed]: WorkUnitEventType.OnClosed,
  [WorkUnitStateId.Canceled]: WorkUnitEventType.OnCanceled,
};
/** The event a work unit entering this state fires (INVENTORY §14), or undefined for an unknown state. */
export function eventTypeForState(stateId: number | null | undefined): WorkUnitEventTypeId | undefined {
  return stateId == null ? undefined : stateEvents[stateId];
}

/** §9: the timer interval's minimum; the form's default. */
export const MIN_TIMER_INTERVAL = '00:10:00';
export const MIN_TIMER_INTERVAL_SECONDS = 600;
export const DEFAULT_TIMER_INTERVAL = '01:00:00';
export const PROTOCOL_NAME_MAX = 200;
export const PROTOCOL_DESCRIPTION_MAX = 2000;
export const PROTOCOL_MANUAL_ACTIONS_MAX = 8000;
export const PROTOCOL_ACTION_SUMMARY_MAX = 2000;
export const PROTOCOL_ACTION_SEQUENCE_MAX = 9999;
export const PROTOCOL_ACTION_PARAMETERS_MAX = 50;

/** §5 and §8 messages (exact spec wording, typo 'occured' kept), plus ours for what the spec does not name. */
export const protocolMessages = {
  nameRequired: 'Please enter a protocol name.',
  tenantRequired: 'Please choose a tenant.',
  timerIntervalRequired: 'Timer Interval is required',
  timerIntervalFormat: 'Please enter the timer interval as HH:mm:ss, for example 00:30:00.',
  timerIntervalMinimum: `The timer interval must be at least ${MIN_TIMER_INTERVAL} (10 minutes).`,
  owningGroupUnknown: 'The owning group must be one of the tenant\'s assignment groups.',
  saveFailed: 'A problem occured saving the protocol. Please try again.',
  deleted: 'Protocol deleted successfully.',
  deleteFailed: 'A problem occurred deleting the protocol. Please try again.',
  /** `uses`: e.g. "2 rules and 5 work units". */
  inUse: (uses: string) => `The protocol is used by ${uses} and cannot be deleted.`,
  notFound: 'This protocol does not exist or was deleted.',
  /** A work unit's protocolId (set by a person or the create-work-unit action) names no protocol of its tenant. */
  notInTenant: 'The protocol does not exist in the work unit\'s tenant; choose one of its protocols.',
  createTitle: 'Create Protocol',
  editTitle: 'Edit Protocol',
  editTab: 'Edit Protocol',
  assignedRulesTab: 'Assigned Rules',
  /** The delete protocol action confirmation (part 2). */
  cannotBeUndone: 'Cannot be undone',
  // Protocol actions.
  protocolRequired: 'Please choose the protocol this action belongs to.',
  eventTypeRequired: 'Please select a work unit event.',
  actionRequired: 'Please select an action.',
  actionUnknown: (id: string) => `The action ${id} does not exist; choose one from the Action Catalog.`,
  actionNotForProtocols: (name: string) => `The action "${name}" cannot be used by protocols of this tenant; choose a protocol action of this tenant or a shared one.`,
  parameterUnknown: (name: string, allowed: string[]) => allowed.length
    ? `The action has no input parameter "${name}"; its parameters are ${allowed.join(', ')}.`
    : `The action has no input parameter "${name}"; it takes no parameters.`,
  sequenceTaken: (sequence: number, event: string) => `Sequence ${sequence} is already used by another action of ${event} in this protocol; choose another number.`,
  sequenceInvalid: `Sequence must be a whole number from 0 to ${PROTOCOL_ACTION_SEQUENCE_MAX}.`,
  actionSaveFailed: 'A problem occurred saving the protocol action. Please try again.',
  actionDeleted: 'Protocol action deleted successfully.',
  actionNotFound: 'This protocol action does not exist or was deleted.',
} as const;

// Each check stops the next (abort), so an empty interval says 'Timer Interval is required' alone.
const timerInterval = z.string({ error: protocolMessages.timerIntervalRequired }).trim()
  .min(1, { message: protocolMessages.timerIntervalRequired, abort: true })
  .refine((v) => timeSpanSeconds(v) !== undefined, { message: protocolMessages.timerIntervalFormat, abort: true })
  .refine((v) => (timeSpanSeconds(v) ?? 0) >= MIN_TIMER_INTERVAL_SECONDS, protocolMessages.timerIntervalMinimum);

/** PUT v1/protocols (create) and POST v1/protocols/{protocolId} (update; a tenantId other than the protocol's is refused). */
export const ProtocolBody = z.object({
  name: z.string({ error: protocolMessages.nameRequired }).trim().min(1, protocolMessages.nameRequired)
    .max(PROTOCOL_NAME_MAX, `At most ${PROTOCOL_NAME_MAX} characters are allowed.`).check(singleLine()),
  description: z.string().max(PROTOCOL_DESCRIPTION_MAX, `At most ${PROTOCOL_DESCRIPTION_MAX} characters are allowed.`).check(multiLine()).nullish(),
  /** Required on create; left out of an update the tenant does not change. */
  tenantId: Guid.nullish(),
  /** One of the tenant's assignment groups (GET v1/tenants/{id}/assignmentGroups), or none. */
  owningGroup: z.string().trim().max(200, 'At most 200 characters are allowed.').check(singleLine()).nullish(),
  timerInverval: timerInterval,
  /** Instructions for the people working the unit (shown on the work unit's Protocols tab). */
  manualActions: z.string().max(PROTOCOL_MANUAL_ACTIONS_MAX, `At most ${PROTOCOL_MANUAL_ACTIONS_MAX} characters are allowed.`).check(multiLine()).nullish(),
});
export type ProtocolBody = z.infer<typeof ProtocolBody>;
export type ProtocolBodyInput = z.input<typeof ProtocolBody>;
export const ProtocolCreateBody = ProtocolBody;
export const ProtocolUpdateBody = ProtocolBody;

/** A protocol action's parameters: input parameter name → value (tokens such as {WorkUnitId} allowed). */
const parameters = z.record(
  z.string().trim().min(1).max(200).check(singleLine()),
  z.string().max(8000, 'At most 8000 characters are allowed.').check(multiLine()),
).refine((p) => Object.keys(p).length <= PROTOCOL_ACTION_PARAMETERS_MAX, `At most ${PROTOCOL_ACTION_PARAMETERS_MAX} parameters are allowed.`);

/** PUT v1/protocolActions (create) and POST v1/protocolActions/{id} (update; the protocol does not change). */
export const ProtocolActionBody = z.object({
  protocolId: Guid,
  /** A definition's GUID, or the email built-in's fixed id 'email'. */
  actionDefinitionId: z.string({ error: protocolMessages.actionRequired }).trim().min(1, protocolMessages.actionRequired).max(100)
    .regex(/^[A-Za-z0-9-]+$/, protocolMessages.actionRequired).check(singleLine()),
  workUnitEventTypeId: z.number({ error: protocolMessages.eventTypeRequired }).int(protocolMessages.eventTypeRequired)
    .min(1, protocolMessages.eventTypeRequired).max(10, protocolMessages.eventTypeRequired),
  parameters: parameters.default({}),
  sequence: z.number({ error: protocolMessages.sequenceInvalid }).int(protocolMessages.sequenceInvalid)
    .min(0, protocolMessages.sequenceInvalid).max(PROTOCOL_ACTION_SEQUENCE_MAX, protocolMessages.sequenceInvalid).default(0),
  runAutomatically: z.boolean().default(true),
  repeatable: z.boolean().default(false),
  summary: z.string().max(PROTOCOL_ACTION_SUMMARY_MAX, `At most ${PROTOCOL_ACTION_SUMMARY_MAX} characters are allowed.`).check(multiLine()).nullish(),
});
export type ProtocolActionBody = z.infer<typeof ProtocolActionBody>;
export type ProtocolActionBodyInput = z.input<typeof ProtocolActionBody>;
export const ProtocolActionCreateBody = ProtocolActionBody;
export const ProtocolActionUpdateBody = ProtocolActionBody;

const tenantRef = z.object({ tenantId: z.string(), name: z.string() });
/** The definition a protocol action runs (with `$expand=actionDefinition`). */
export const ProtocolActionDefinitionRef = z.object({
  actionDefinitionId: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  actionDefinitionTypeId: z.number().int(),
  inputParameters: z.string().nullable(),
}).partial().loose();

export const ProtocolActionResponse = z.object({
  protocolActionId: z.string(),
  protocolId: z.string(),
  tenantId: z.string(),
  actionDefinitionId: z.string(),
  workUnitEventTypeId: z.number().int(),
  parameters: z.record(z.string(), z.string()),
  sequence: z.number().int(),
  runAutomatically: z.boolean(),
  repeatable: z.boolean(),
  summary: z.string().nullable(),
  created: z.string(),
  modified: z.string(),
  modifiedBy: z.string().nullable(),
  actionDefinition: ProtocolActionDefinitionRef.nullable().optional(),
});
export type ProtocolAction = z.infer<typeof ProtocolActionResponse>;
export const ProtocolActionListItem = ProtocolActionResponse.partial().loose();
export const ProtocolActionListResponse = odataList(ProtocolActionListItem);
export const ProtocolActionDeletedResponse = z.object({ message: z.string() });

export const ProtocolResponse = z.object({
  protocolId: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  tenantId: z.string(),
  owningGroup: z.string().nullable(),
  timerInverval: z.string(),
  manualActions: z.string().nullable(),
  created: z.string(),
  modified: z.string(),
  modifiedBy: z.string().nullable(),
  /** With `$expand=tenant` (lists) and always on GET by id. */
  tenant: tenantRef.partial().loose().nullable().optional(),
  /** With `$expand=protocolActions(...)`: sorted by event then sequence unless `$orderby` says otherwise. */
  protocolActions: z.array(ProtocolActionListItem).optional(),
});
export type Protocol = z.infer<typeof ProtocolResponse>;
/** A row of `GET v1/protocols`: the fields `$select` asked for and what `$expand` added. */
export const ProtocolListItem = ProtocolResponse.partial().loose();
export const ProtocolListResponse = odataList(ProtocolListItem);
export const ProtocolDeletedResponse = z.object({ message: z.string() });

/** `GET v1/protocols/GetMatchedRules(id=…)`: the rules whose create-work-unit action opens work units under it. */
export const ProtocolMatchedRule = z.object({
  ruleId: z.string(), name: z.string(), tenantId: z.string().nullable(), ruleTypeId: z.number().int(), enabled: z.boolean(),
});
export const ProtocolMatchedRulesResponse = odataList(ProtocolMatchedRule);
export type ProtocolMatchedRule = z.infer<typeof ProtocolMatchedRule>;

/** `GET v1/protocols/GetProtocolsForAction(actionDefinitionId=…)`: the protocols with an action of that definition. */
export const ProtocolsForActionResponse = odataList(z.object({ protocolId: z.string(), name: z.string(), tenantId: z.string() }));

/** `GET v1/protocols/lookup?tenantId=`: the grouped dropdown of the work unit and rule forms. */
export const ProtocolOption = z.object({ protocolId: z.string(), name: z.string(), tenantId: z.string(), tenantName: z.string() });
export type ProtocolOption = z.infer<typeof ProtocolOption>;
export const ProtocolOptionList = z.object({ value: z.array(ProtocolOption) });
export const ProtocolLookupQuery = z.object({ tenantId: Guid.optional() });

// ---------------------------------------------------------------------------------------------------
// The engine's calls (issue 31: manual actions in the work unit panel, the email preview, last runs).

/** Messages of the trigger, render and runs calls (ours: the spec shows only the client's toasts). */
export const protocolEngineMessages = {
  notManual: (name: string) => `"${name}" runs automatically when its event happens; only manual actions can be triggered.`,
  alreadyRan: (name: string) => `"${name}" has already run for this work unit and is not repeatable; replay its run from the action history instead.`,
  eventMismatch: (name: string, event: string) => `"${name}" belongs to the ${event} event; refresh the work unit and try again.`,
  noProtocol: 'This work unit has no protocol.',
  notAnEmailAction: (name: string) => `"${name}" does not send mail, so it has no email preview.`,
  rejected: (name: string) => `Manual action "${name}" was rejected; it will not run.`,
  started: (name: string) => `Manual action "${name}" was started.`,
  parameterReserved: 'ProtocolActionId is set by the portal and cannot be given.',
} as const;

const userDefinedParams = z.record(
  z.string().trim().min(1).max(200).regex(/^[A-Za-z0-9_.-]+$/, 'Parameter names are letters, digits, _, - and .').check(singleLine()),
  z.string().max(8000, 'At most 8000 characters are allowed.').check(multiLine()),
).refine((p) => Object.keys(p).length <= PROTOCOL_ACTION_PARAMETERS_MAX, `At most ${PROTOCOL_ACTION_PARAMETERS_MAX} parameters are allowed.`)
  .refine((p) => !Object.keys(p).some((k) => k.toLowerCase() === 'protocolactionid'), protocolEngineMessages.parameterReserved);

/** POST v1/workunits/{workUnitId}/protocolActions/{protocolActionId}/trigger (part 3 §7). */
export const ProtocolActionTriggerBody = z.object({
  /** The event of the work unit's current state, as the panel shows it; checked against the action's. */
  workUnitEventType: z.number().int().min(1).max(10).nullish(),
  /** Values for the run, over the action's configured parameters. */
  userDefinedParams: userDefinedParams.nullish(),
  /** True: Cancel (reject) — recorded in the work unit's history; nothing runs. */
  reject: z.boolean().default(false),
}).strict();
export type ProtocolActionTriggerBody = z.infer<typeof ProtocolActionTriggerBody>;

export const ProtocolActionTriggerResponse = z.object({
  workUnitId: z.number().int(),
  protocolActionId: z.string(),
  rejected: z.boolean(),
  /** The run's action history row (null for a rejection). */
  actionHistoryId: z.string().nullable(),
  messageId: z.string().nullable(),
  message: z.string(),
});
export type ProtocolActionTriggerResponse = z.infer<typeof ProtocolActionTriggerResponse>;

/** POST v1/emailtemplates/render (part 3 §7). */
export const EmailRenderBody = z.object({
  workUnitId: z.number().int().min(1).max(2_147_483_647),
  protocolActionId: Guid,
  userDefinedParams: userDefinedParams.nullish(),
}).strict();
export type EmailRenderBody = z.infer<typeof EmailRenderBody>;

/** Part 3 §3 Email preview: what the action would send (plain text; never rendered as HTML). */
export const EmailRenderResponse = z.object({ to: z.string(), cc: z.string(), bcc: z.string(), subject: z.string(), body: z.string() });
export type EmailRenderResponse = z.infer<typeof EmailRenderResponse>;

/** One protocol action's last run on a work unit (GET v1/workunits/{workUnitId}/protocolActionRuns). */
export const ProtocolActionRun = z.object({
  protocolActionId: z.string(),
  /** Null when the action never ran (only a rejection is known). */
  actionHistoryId: z.string().nullable(),
  messageId: z.string().nullable(),
  /** ActionResultStatus: 1 Success, 2 Failure, 3 waiting or retrying, 4 EnqueueFailure, 5 Suppressed. */
  resultStatusId: z.number().int().nullable(),
  started: z.string().nullable(),
  finished: z.string().nullable(),
  detail: z.string().nullable(),
  /** How many runs of this action the work unit had. */
  runCount: z.number().int(),
  rejected: z.string().nullable(),
  rejectedBy: z.string().nullable(),
});
export type ProtocolActionRun = z.infer<typeof ProtocolActionRun>;
export const ProtocolActionRunsResponse = z.object({ value: z.array(ProtocolActionRun) });
