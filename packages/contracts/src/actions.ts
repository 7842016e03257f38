import { z } from 'zod';
import { multiLine, odataList, singleLine } from './common.ts';
import { emailTemplateNames } from './mail.ts';

// The action catalog (part 1 §2 Action Catalog, §3 ActionDefinition / ActionHistory, §8, §9).

const REQUIRED = 'This field is required.';

/** actionDefinitionTypeId with the spec's labels (1 and 5 share a label in the spec). */
export const ActionDefinitionType = {
  ProtocolActionBuiltIn: 1,
  ProtocolAction: 2,
  RuleAction: 3,
  ProtocolOrRuleAction: 4,
  ProtocolActionBuiltInAlternate: 5,
  RuleActionBuiltIn: 6,
} as const;
export type ActionDefinitionTypeId = 1 | 2 | 3 | 4 | 5 | 6;
export const actionDefinitionTypeLabels: Record<ActionDefinitionTypeId, string> = {
  1: 'Protocol Action Built-In',
  2: 'Protocol Action',
  3: 'Rule Action',
  4: 'Protocol or Rule Action',
  5: 'Protocol Action Built-In',
  6: 'Rule Action Built-In',
};
/** Built-in types: their definitions are read-only (test only). */
export const builtInActionDefinitionTypes: readonly ActionDefinitionTypeId[] = [1, 5, 6];
export const isBuiltInActionDefinitionType = (typeId: number) => (builtInActionDefinitionTypes as readonly number[]).includes(typeId);
/** Which types GetActionDefinitionsForProtocols / ForRules offer (the email built-in is offered to both). */
export const protocolActionDefinitionTypes: readonly ActionDefinitionTypeId[] = [1, 2, 4, 5];
export const ruleActionDefinitionTypes: readonly ActionDefinitionTypeId[] = [3, 4, 6];

export const HTTP_METHODS = ['POST', 'GET', 'PUT', 'PATCH', 'DELETE', 'HEAD'] as const;
export type HttpMethod = (typeof HTTP_METHODS)[number];

/** The two built-in definitions' fixed ids; both are type 6 (Rule Action Built-In), and email is offered to protocols too. */
export const BUILT_IN_ACTION_IDS = { email: 'email', createWorkUnit: 'create-work-unit' } as const;
export const isBuiltInActionId = (id: string) => id === BUILT_IN_ACTION_IDS.email || id === BUILT_IN_ACTION_IDS.createWorkUnit;

/** The email built-in's parameters. ExtraParameters is a key=value list (one per line or ';'-separated), value tokens allowed. */
export const EMAIL_ACTION_PARAMETERS = ['IsImportant', 'Template', 'ExtraParameters'] as const;
/** Email templates of §3 (the internal notification is `WorkUnitCommunication`): platform/mail's list. */
export const EMAIL_TEMPLATES = emailTemplateNames;
/**
 * The create-work-unit built-in's parameters. CommunicationId (beyond the spec): the id of a communication
 * (WUCOMM) of the tenant that each work unit the action opens is related to, e.g. the ongoing outage's.
 */
export const CREATE_WORK_UNIT_ACTION_PARAMETERS = ['TenantId', 'ProtocolId', 'SeverityId', 'AssignmentGroup', 'CommunicationId'] as const;
export const ACTION_SEVERITY_MIN = 0;
export const ACTION_SEVERITY_MAX = 4;

/** §9: the test form offers the declared input parameters plus this many extra name/value pairs. */
export const ACTION_TEST_EXTRA_PAIRS = 7;

/** ActionHistory.resultStatusId (§4). */
export const ActionResultStatus = {
  Unknown: 0,
  Success: 1,
  Failure: 2,
  EnqueueSuccess: 3,
  EnqueueFailure: 4,
  Suppressed: 5,
} as const;
export type ActionResultStatusId = (typeof ActionResultStatus)[keyof typeof ActionResultStatus];
export const actionResultStatusLabels: Record<ActionResultStatusId, string> = {
  0: 'Unknown', 1: 'Success', 2: 'Failure', 3: 'EnqueueSuccess', 4: 'EnqueueFailure', 5: 'Suppressed',
};

export const actionMessages = {
  saveFailed: 'A problem occurred saving the action. Please try again.',
  deleted: 'Action Definition deleted successfully.',
  deleteFailed: 'A problem occurred deleting the action. Please try again.',
  builtInReadOnly: 'Built-in actions cannot be changed or deleted; they can only be tested.',
  builtInTypeNotAllowed: 'Built-in action types (1, 5 and 6) are reserved for the built-in actions.',
  /** `uses`: e.g. ['rule "CPU high"', 'protocol "Escalate"']. */
  inUse: (uses: string[]) => `The action is used by ${uses.join(', ')} and cannot be deleted.`,
  typeInvalid: 'Type must be one of 1 to 6.',
  endpointRequired: 'An HTTP action needs an Endpoint URL.',
  httpMethodInvalid: 'HTTP Method must be one of POST, GET, PUT, PATCH, DELETE, HEAD.',
  headerLineInvalid: (line: number) => `Header line ${line} must look like Name:Value.`,
  inputParameterInvalid: 'Input parameters are names separated by commas (letters, digits, _, - and .).',
  testTenantRequired: 'Choose the tenant to test this shared action for.',
  replayNotFailed: 'Only a failed run can be replayed.',
  secretRotated: 'Signing secret rotated. The previous secret keeps signing for 24 hours.',
} as const;

const required = (max: number) =>
  z.string({ error: REQUIRED }).trim().min(1, REQUIRED).max(max, `At most ${max} characters are allowed.`).check(singleLine());
const optionalText = (max: number, lines = false) =>
  z.string().max(max, `At most ${max} characters are allowed.`).check(lines ? multiLine() : singleLine()).nullish();

/** A header line `Name:Value`: a token name (RFC 9110) then a value. */
export const HEADER_LINE = /^[!#$%&'*+\-.^_`|~0-9A-Za-z]+:.*$/;
/** Parses the headers text into pairs; blank lines are skipped. Returns the first bad line (1-based) instead when there is one. */
export function parseHeaderLines(text: string | null | undefined): { ok: true; headers: [string, string][] } | { ok: false; line: number } {
  const headers: [string, string][] = [];
  const lines = (text ?? '').split(/\r?\n/);
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!.trim();
    if (!line) continue;
    if (!HEADER_LINE.test(line)) return { ok: false, line: i + 1 };
    const colon = line.indexOf(':');
    headers.push([line.slice(0, colon).trim(), line.slice(colon + 1).trim()]);
  }
  return { ok: true, headers };
}
/** The comma list of input parameter names, trimmed, empties dropped. */
export function parseInputParameters(text: string | null | undefined): string[] {
  return (text ?? '').split(',').map((s) => s.trim()).filter(Boolean);
}
const PARAMETER_NAME = /^[A-Za-z0-9_.-]+$/;

/** PUT v1/actionDefinitions (create) and POST v1/actionDefinitions/{id} (update). */
export const ActionDefinitionBody = z.object({
  name: required(200),
  description: optionalText(2000, true),
  actionDefinitionTypeId: z.number({ error: REQUIRED }).int(actionMessages.typeInvalid).min(1, actionMessages.typeInvalid).max(6, actionMessages.typeInvalid),
  /** Null: a shared (global) definition every tenant can use. Left out of an update: the tenant does not change. */
  tenantId: z.guid('Please enter a valid GUID.').nullish(),
  inputParameters: optionalText(2000).refine((v) => parseInputParameters(v).every((p) => PARAMETER_NAME.test(p)), actionMessages.inputParameterInvalid),
  endpointUrl: z.string().trim().max(2000, 'At most 2000 characters are allowed.').check(singleLine()).nullish(),
  httpMethod: z.enum(HTTP_METHODS, { error: actionMessages.httpMethodInvalid }).nullish(),
  headers: optionalText(8000, true).superRefine((v, ctx) => {
    const parsed = parseHeaderLines(v);
    if (!parsed.ok) ctx.addIssue({ code: 'custom', message: actionMessages.headerLineInvalid(parsed.line) });
  }),
  /** Sent as JSON (Content-Type application/json) unless a Content-Type header says otherwise. */
  body: optionalText(65_536, true),
});
export type ActionDefinitionBody = z.infer<typeof ActionDefinitionBody>;
export const ActionDefinitionCreateBody = ActionDefinitionBody;
export const ActionDefinitionUpdateBody = ActionDefinitionBody;

export const ActionDefinitionResponse = z.object({
  /** A GUID, or a built-in's fixed id ('email', 'create-work-unit'). */
  actionDefinitionId: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  actionDefinitionTypeId: z.number().int(),
  tenantId: z.guid().nullable(),
  tenant: z.object({ tenantId: z.guid(), name: z.string() }).nullable(),
  inputParameters: z.string().nullable(),
  endpointUrl: z.string().nullable(),
  httpMethod: z.enum(HTTP_METHODS).nullable(),
  headers: z.string().nullable(),
  body: z.string().nullable(),
  builtIn: z.boolean(),
  created: z.string(),
  modified: z.string(),
});
export type ActionDefinitionResponse = z.infer<typeof ActionDefinitionResponse>;

/** A row of `GET v1/actionDefinitions`: the fields `$select` asked for, and `tenant` when expanded. */
export const ActionDefinitionListItem = ActionDefinitionResponse.partial().extend({
  tenant: z.object({ tenantId: z.guid(), name: z.string() }).partial().loose().nullable().optional(),
}).loose();
export const ActionDefinitionListResponse = odataList(ActionDefinitionListItem);

/** GetActionDefinitionsForProtocols / ForRules and the grouped dropdown: id, name, type and tenant. */
export const ActionDefinitionOption = z.object({
  actionDefinitionId: z.string(),
  name: z.string(),
  actionDefinitionTypeId: z.number().int(),
  tenantId: z.guid().nullable(),
  inputParameters: z.string().nullable(),
});
export const ActionDefinitionOptionList = z.object({ value: z.array(ActionDefinitionOption) });
export const ActionDefinitionDeletedResponse = z.object({ message: z.string() });

/** POST v1/actionDefinitions/{id}/test: the declared inputs plus up to 7 extra name/value pairs. */
export const ActionTestBody = z.object({
  /** Values of the declared input parameters, by name. */
  parameters: z.record(z.string().max(200).check(singleLine()), z.string().max(8000, 'At most 8000 characters are allowed.').check(multiLine())).default({}),
  extra: z.array(z.object({
    name: z.string().trim().max(200, 'At most 200 characters are allowed.').check(singleLine()),
    value: z.string().max(8000, 'At most 8000 characters are allowed.').check(multiLine()),
  })).max(ACTION_TEST_EXTRA_PAIRS, `At most ${ACTION_TEST_EXTRA_PAIRS} extra parameters are allowed.`).default([]),
  /** The tenant a shared definition runs for (a tenant's own definition always runs for its tenant). */
  tenantId: z.guid('Please enter a valid GUID.').nullish(),
  // Closed: every field has a default, so a body of unknown keys would otherwise start a run (400 instead).
}).strict();
export type ActionTestBody = z.infer<typeof ActionTestBody>;
/** `id` is the run's messageId: look the result up with GET v1/actionHistories?messageId=… */
export const ActionTestResponse = z.object({ id: z.string(), messageId: z.string(), actionHistoryId: z.string() });
export type ActionTestResponse = z.infer<typeof ActionTestResponse>;

/** One delivery attempt of a run (ours, beyond §3): what was sent and what came back, secrets masked. */
export const ActionAttempt = z.object({
  attempt: z.number().int(),
  at: z.string(),
  status: z.number().int().nullable(),
  durationMs: z.number().nullable(),
  error: z.string().nullable(),
  /** The response body, truncated. */
  response: z.string().nullable(),
});
export type ActionAttempt = z.infer<typeof ActionAttempt>;

export const ActionHistoryTrigger = z.enum(['match', 'expiration', 'test', 'protocol', 'replay']);
export type ActionHistoryTrigger = z.infer<typeof ActionHistoryTrigger>;

/** A row of GET v1/actionHistories (§3 fields, then ours). */
export const ActionHistoryResponse = z.object({
  actionHistoryId: z.string(),
  actionDefinitionId: z.string(),
  correlationId: z.string(),
  actionProcessed: z.string().nullable(),
  resultStatusId: z.number().int(),
  /** JSON text of the parameters as run (tokens replaced, secrets masked). */
  inputParameters: z.string(),
  resultDetail: z.string().nullable(),
  referenceId: z.string().nullable(),
  messageId: z.string(),
  actionDefinition: z.object({ name: z.string() }).partial().loose().nullable().optional(),
  tenantId: z.guid(),
  trigger: ActionHistoryTrigger,
  attemptCount: z.number().int(),
  nextAttemptAt: z.string().nullable(),
  attempts: z.array(ActionAttempt),
  created: z.string(),
});
export type ActionHistoryResponse = z.infer<typeof ActionHistoryResponse>;
export const ActionHistoryListItem = ActionHistoryResponse.partial().loose();
export const ActionHistoryListResponse = odataList(ActionHistoryListItem);

/** The tenant's webhook signing secret (Standard Webhooks `whsec_…`), read and rotated with ActionDefinitions:edit. */
export const ActionSigningSecretResponse = z.object({
  secret: z.string(),
  /** The previous secret while it still signs (24 h after a rotation), else null. */
  previousSecret: z.string().nullable(),
  previousExpires: z.string().nullable(),
  rotated: z.string().nullable(),
});
export type ActionSigningSecretResponse = z.infer<typeof ActionSigningSecretResponse>;

/** Who uses a definition: rules (ruleId) and, later, protocols (protocolId). */
export const ActionUsageItem = z.object({ ruleId: z.string().optional(), protocolId: z.string().optional(), name: z.string() });
export const ActionUsageList = z.object({ value: z.array(ActionUsageItem) });
