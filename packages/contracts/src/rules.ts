import { z } from 'zod';
import { Guid, multiLine, odataList, singleLine } from './common.ts';

/**
 * Rules (part 1 §3, §5, §8; issue 30). The definition tables with meanings live in the server's rules engine
 * (`modules/rules/engine`); the ids and the shapes every side shares live here. docs/areas/rules.md explains them.
 */

export const RuleTypeId = { Ingestion: 1, Correlation: 2, History: 3, WorkUnit: 4, Maintenance: 5, Aggregation: 6 } as const;
export type RuleTypeId = (typeof RuleTypeId)[keyof typeof RuleTypeId];
export const ruleTypeIds = [1, 2, 3, 4, 5, 6] as const satisfies readonly RuleTypeId[];
export const ruleTypeNames: Record<RuleTypeId, string> = {
  1: 'Ingestion', 2: 'Correlation', 3: 'History', 4: 'WorkUnit', 5: 'Maintenance', 6: 'Aggregation',
};

export const OperatorId = {
  Equals: 1, NotEquals: 2, GreaterThan: 3, LessThan: 4, Contains: 5, GreaterThanOrEqual: 6, LessThanOrEqual: 7,
  Matches: 8, StartsWith: 9, EndsWith: 10, NotContains: 11, NotMatches: 12, IsEmpty: 13, IsNotEmpty: 14,
} as const;
export type OperatorId = (typeof OperatorId)[keyof typeof OperatorId];
export const operatorIds = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14] as const satisfies readonly OperatorId[];
/** Operators that take no right operand (the editor hides the value field). */
export const unaryOperatorIds: readonly OperatorId[] = [OperatorId.IsEmpty, OperatorId.IsNotEmpty];

export const ConditionType = { And: 0, Or: 1 } as const;
export type ConditionType = (typeof ConditionType)[keyof typeof ConditionType];

/**
 * How a History condition reads an entity's recent values (the window is the rule's match lifetime before the
 * packet's timestamp, the packet included). Current (or none) reads only the packet itself.
 */
export const OccurrencePatternId = { Current: 0, Average: 1, Minimum: 2, Maximum: 3, Count: 4, All: 5, Any: 6 } as const;
export type OccurrencePatternId = (typeof OccurrencePatternId)[keyof typeof OccurrencePatternId];
export const occurrencePatternIds = [0, 1, 2, 3, 4, 5, 6] as const satisfies readonly OccurrencePatternId[];

/** Left operands: what a condition reads. 20 is the automatic tenant condition (part 1 §9). */
export const LeftOperandId = {
  EntityId: 1, EntityKind: 2, Value: 3, Metric: 4, State: 5, MessageField: 6, SubscriptionId: 7, PacketDelay: 8,
  Tenant: 20,
  EntityCount: 30, PacketCount: 31,
  WorkUnitEvent: 40, WorkUnitField: 41, WorkUnitState: 42, WorkUnitSeverity: 43, WorkUnitType: 44,
} as const;
export type LeftOperandId = (typeof LeftOperandId)[keyof typeof LeftOperandId];
export const TENANT_LEFT_OPERAND_ID = LeftOperandId.Tenant;

/**
 * The kind of value a left operand compares (the `{leftOperandType}` of the conditionInputOptions lookup):
 * it decides the input the editor shows for the right operand.
 */
export const leftOperandTypes = [
  'text', 'number', 'guid', 'timeSpan', 'tenant', 'entityKind', 'workUnitEvent', 'workUnitState', 'severity', 'workUnitType',
] as const;
export const LeftOperandType = z.enum(leftOperandTypes, { error: 'Unknown left operand type.' });
export type LeftOperandType = z.infer<typeof LeftOperandType>;
/** The input the editor shows for the right operand. */
export const conditionInputKinds = ['text', 'number', 'choice', 'timeSpan', 'fixed'] as const;
export type ConditionInputKind = (typeof conditionInputKinds)[number];

/** The entity kinds packets carry (who registered the entity). */
export const packetEntityKinds = ['device', 'deviceOperation', 'block'] as const;
/** The events a WorkUnit rule evaluates. */
/** The kinds of the work units' event outbox (modules/workunits/workunit-events.ts): a change of stateId is 'stateChanged'. */
export const workUnitEventNames = ['created', 'changed', 'stateChanged'] as const;
export type WorkUnitEventName = (typeof workUnitEventNames)[number];

export const MIN_MATCH_LIFETIME = '00:05:00';
export const DEFAULT_MATCH_LIFETIME = '00:05:00';
export const DEFAULT_TIME_ZONE_ID = 'America/New_York';
export const RULE_NAME_MAX = 200;
export const RULE_DESCRIPTION_MAX = 2000;
export const RULE_CONDITIONS_MAX = 50;
export const RULE_ACTIONS_MAX = 20;
export const RIGHT_OPERAND_MAX = 1000;
/** The longest regular expression a Matches / NotMatches condition may hold. */
export const RULE_PATTERN_MAX = 200;

/** §5 and §8 messages (exact spec wording, typo 'Condtions' kept), plus ours for what the spec does not name. */
export const ruleMessages = {
  nameRequired: 'Please enter a rule name',
  ruleTypeRequired: 'Please select a Rule Type',
  lifetimeRequired: 'Lifetime is required',
  lifetimeFormat: 'Please enter the lifetime as HH:mm:ss, for example 00:05:00.',
  lifetimeMinimum: 'The lifetime must be at least 00:05:00 (5 minutes).',
  conditionsRequired: 'Condtions are required for rules.',
  maintenanceTimeRequired: 'Time limitations are required for Maintenance rules.',
  maintenanceDayRequired: 'At least one day should be selected when using a Maintenance rule.',
  timeZoneRequired: 'A timezone is required.',
  timeZoneUnknown: 'This timezone is not known; pick one from the list.',
  timeOfDayFormat: 'Please enter a time of day as HH:mm or HH:mm:ss, for example 22:30.',
  rangeFormat: 'Please enter a date and time, for example 2026-12-24T18:00.',
  rangeOrder: 'The end of the range must be after its start.',
  dayOfWeek: 'Days of week are 0 (Sunday) to 6 (Saturday).',
  dayOfMonth: 'Days of month are 1 to 31.',
  rightOperandRequired: 'Please enter a value to compare with.',
  fieldNameRequired: 'Please enter the field name this condition reads, for example DeviceCpu.',
  operatorNotAllowed: 'This operator cannot be used with this left operand; pick another one.',
  operandNotAllowed: 'This left operand cannot be used with this rule type; pick another one.',
  occurrenceNotAllowed: 'Occurrence patterns other than Current are for History rules only.',
  numberRequired: 'Please enter a number to compare with.',
  timeSpanRequired: 'Please enter a time span as HH:mm:ss, for example 00:01:30.',
  aggregateRequired: 'An Aggregation rule needs a condition on Entity Count or Packet Count.',
  tenantConditionFirst: 'The tenant condition must be the first condition and compare with the rule\'s tenant.',
  patternTooLong: `A pattern may be at most ${RULE_PATTERN_MAX} characters long.`,
  patternInvalid: 'This is not a valid regular expression; check its brackets and escapes.',
  patternUnsafe: 'This pattern could take very long on some values (a repeated group that itself repeats or has alternatives, or a back-reference); simplify it.',
  saveFailed: 'Unable to save rule. Please try again.',
  deleted: 'Rule deleted successfully.',
  deleteFailed: 'Unable to delete rule. Please try again.',
  toggled: (name: string, enabled: boolean) => `Rule ${name} ${enabled ? 'enabled' : 'disabled'} successfully.`,
  noMatches: 'No Rule Matches Found.',
  matchesLoadFailed: 'Failed to retrieve rule matches.',
  showDisabled: 'Show Disabled Rules',
  createTitle: 'Create Rule',
  editTitle: (name: string) => `Edit: ${name}`,
  notFound: 'This rule does not exist or was deleted.',
  tenantRequired: 'Please choose a tenant.',
  subscriptionNotInTenant: 'The subscription belongs to another tenant; choose one of the rule\'s tenant.',
  actionUnknown: (id: string) => `The action ${id} does not exist; choose one from the Action Catalog.`,
  actionNotForRules: (name: string) => `The action "${name}" cannot be used by rules of this tenant; choose a rule action of this tenant or a shared one.`,
} as const;

const TIME_SPAN = /^([01]\d|2[0-3]):([0-5]\d):([0-5]\d)$/;
const TIME_OF_DAY = /^([01]\d|2[0-3]):([0-5]\d)(:([0-5]\d))?$/;
/** Local date-time (no offset; read in the rule's zone), or an instant with Z or an offset. */
const RANGE = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})?$/;

/** Seconds of an 'HH:mm:ss' span, or undefined when it is not one. */
export function timeSpanSeconds(value: string): number | undefined {
  const m = TIME_SPAN.exec(value);
  return m ? Number(m[1]) * 3600 + Number(m[2]) * 60 + Number(m[3]) : undefined;
}
export const isTimeOfDay = (value: string) => TIME_OF_DAY.test(value);

/**
 * Why a Matches pattern is refused, or undefined when it is safe. JavaScript's engine backtracks, so we refuse
 * the shapes that can take exponential time (a quantified group containing a quantifier or an alternation,
 * back-references, lookarounds) and bound its length; the engine also bounds the text it matches.
 */
export function patternProblem(pattern: string): string | undefined {
  if (pattern.length > RULE_PATTERN_MAX) return ruleMessages.patternTooLong;
  try { RegExp(pattern, 'i'); } catch { return ruleMessages.patternInvalid; }
  const groups: { repeats: boolean; alternates: boolean }[] = [{ repeats: false, alternates: false }];
  const top = () => groups[groups.length - 1]!;
  /** Length of a repeating quantifier (*, +, {n,} or {n,m} with m > 1) starting at `at`, else 0. */
  const repeatingQuantifier = (at: number): number => {
    const ch = pattern[at];
    if (ch === '*' || ch === '+') return 1;
    const m = /^\{(\d+)(,(\d*))?\}/.exec(pattern.slice(at));
    if (!m) return 0;
    return m[2] !== undefined && (m[3] === '' || Number(m[3]) > 1) ? m[0].length : Number(m[1]) > 1 ? m[0].length : 0;
  };
  for (let i = 0; i < pattern.length; i++) {
    const ch = pattern[i];
    if (ch === '\\') {
      if (/[1-9k]/.test(pattern[i + 1] ?? '')) return ruleMessages.patternUnsafe; // back-reference
      i++;
    } else if (ch === '[') {
      for (i++; i < pattern.length && pattern[i] !== ']'; i++) if (pattern[i] === '\\') i++;
    } else if (ch === '(') {
      if (/^\(\?<?[=!]/.test(pattern.slice(i))) return ruleMessages.patternUnsafe; // lookaround
      groups.push({ repeats: false, alternates: false });
      continue;
    } else if (ch === ')') {
      const group = groups.pop()!;
      const repeated = repeatingQuantifier(i + 1) > 0;
      if (repeated && (group.repeats || group.alternates)) return ruleMessages.patternUnsafe;
      top().repeats ||= group.repeats || repeated;
      top().alternates ||= group.alternates;
      continue;
    } else if (ch === '|') {
      top().alternates = true;
      continue;
    } else if (/[*+?{}]/.test(ch!)) {
      continue; // a quantifier (or its end), handled with the atom before it
    }
    // An atom (character, escape or class) just ended at i: note whether it repeats.
    if (repeatingQuantifier(i + 1) > 0) top().repeats = true;
  }
  return undefined;
}

export const Condition = z.object({
  type: z.number({ error: 'A condition is joined with And (0) or Or (1).' }).int().min(0, 'A condition is joined with And (0) or Or (1).').max(1, 'A condition is joined with And (0) or Or (1).').default(0),
  leftOperand: z.number({ error: 'Please select what the condition reads.' }).int('Please select what the condition reads.')
    .min(1, 'Please select what the condition reads.').max(99, 'Please select what the condition reads.'),
  leftOperandFieldName: z.string().trim().max(200).nullish(),
  operator: z.number({ error: 'Please select an operator.' }).int().min(1).max(14, 'Please select an operator.'),
  rightOperand: z.string().max(RIGHT_OPERAND_MAX).nullish(),
  occurrencePattern: z.number().int().min(0).max(6).nullish(),
});
export type Condition = z.infer<typeof Condition>;

const dayOfWeek = z.number().int().min(0, ruleMessages.dayOfWeek).max(6, ruleMessages.dayOfWeek);
const dayOfMonth = z.number().int().min(1, ruleMessages.dayOfMonth).max(31, ruleMessages.dayOfMonth);
const optionalText = (pattern: RegExp, message: string) =>
  z.string().trim().nullish().transform((v) => (v ? v : null)).refine((v) => v === null || pattern.test(v), message);

export const TimeConditions = z.object({
  timeZoneId: z.string({ error: ruleMessages.timeZoneRequired }).trim().min(1, ruleMessages.timeZoneRequired).max(100),
  startRange: optionalText(RANGE, ruleMessages.rangeFormat),
  endRange: optionalText(RANGE, ruleMessages.rangeFormat),
  /** 0-6, Sunday to Saturday, in the zone's local time; empty = every day (a Maintenance rule needs one). */
  daysOfWeek: z.array(dayOfWeek).max(7).default([0, 1, 2, 3, 4, 5, 6]),
  /** 1-31 in local time; empty = every day. */
  daysOfMonth: z.array(dayOfMonth).max(31).default(Array.from({ length: 31 }, (_, i) => i + 1)),
  dailyStartTime: optionalText(TIME_OF_DAY, ruleMessages.timeOfDayFormat),
  dailyEndTime: optionalText(TIME_OF_DAY, ruleMessages.timeOfDayFormat),
});
export type TimeConditions = z.infer<typeof TimeConditions>;
export type TimeConditionsInput = z.input<typeof TimeConditions>;

export const RuleAction = z.object({
  /** A definition's GUID, or a built-in's fixed id ('email', 'create-work-unit'; see actions.ts). */
  actionDefinitionId: z.string({ error: 'Please select an action.' }).trim().min(1, 'Please select an action.').max(100)
    .regex(/^[A-Za-z0-9-]+$/, 'Please select an action.'),
  parameters: z.record(z.string(), z.string().max(4000)).default({}),
});
export type RuleAction = z.infer<typeof RuleAction>;

// Each check stops the next (abort), so an empty lifetime says 'Lifetime is required' alone.
const lifetime = z.string({ error: ruleMessages.lifetimeRequired }).trim().min(1, { message: ruleMessages.lifetimeRequired, abort: true })
  .refine((v) => timeSpanSeconds(v) !== undefined, { message: ruleMessages.lifetimeFormat, abort: true })
  .refine((v) => (timeSpanSeconds(v) ?? 0) >= 300, ruleMessages.lifetimeMinimum);

/** Create / update body. The cross-field checks of §5 are here; operand/operator compatibility is the engine's `ruleProblems`. */
export const RuleBody = z.object({
  name: z.string({ error: ruleMessages.nameRequired }).trim().min(1, ruleMessages.nameRequired).max(RULE_NAME_MAX).check(singleLine()),
  description: z.string().max(RULE_DESCRIPTION_MAX).check(multiLine()).nullish(),
  // Bounded (not only refined) so that the API document says 1 to 6.
  ruleTypeId: z.number({ error: ruleMessages.ruleTypeRequired }).int(ruleMessages.ruleTypeRequired)
    .min(1, ruleMessages.ruleTypeRequired).max(6, ruleMessages.ruleTypeRequired),
  tenantId: Guid.nullish(),
  subscriptionId: Guid.nullish(),
  enabled: z.boolean().default(true),
  matchLifetime: lifetime,
  useSlidingExpiration: z.boolean().default(false),
  timeConditions: TimeConditions.nullish(),
  conditions: z.array(Condition, { error: ruleMessages.conditionsRequired }).min(1, ruleMessages.conditionsRequired).max(RULE_CONDITIONS_MAX),
  matchActions: z.array(RuleAction).max(RULE_ACTIONS_MAX).default([]),
  expirationActions: z.array(RuleAction).max(RULE_ACTIONS_MAX).default([]),
}).superRefine((rule, ctx) => {
  if (rule.ruleTypeId === RuleTypeId.Maintenance) {
    if (!rule.timeConditions) ctx.addIssue({ code: 'custom', path: ['timeConditions'], message: ruleMessages.maintenanceTimeRequired });
    else if (rule.timeConditions.daysOfWeek.length === 0) {
      ctx.addIssue({ code: 'custom', path: ['timeConditions', 'daysOfWeek'], message: ruleMessages.maintenanceDayRequired });
    }
  }
  const tc = rule.timeConditions;
  if (tc?.startRange && tc.endRange && tc.endRange <= tc.startRange) {
    ctx.addIssue({ code: 'custom', path: ['timeConditions', 'endRange'], message: ruleMessages.rangeOrder });
  }
  rule.conditions.forEach((c, i) => {
    if ((c.operator === OperatorId.Matches || c.operator === OperatorId.NotMatches) && c.rightOperand) {
      const problem = patternProblem(c.rightOperand);
      if (problem) ctx.addIssue({ code: 'custom', path: ['conditions', i, 'rightOperand'], message: problem });
    }
  });
});
export type RuleBody = z.infer<typeof RuleBody>;
export type RuleBodyInput = z.input<typeof RuleBody>;

/**
 * Response shapes of what the bodies above take: plain, without the bodies' trims, defaults and transforms
 * (a response schema is encoded on the way out, and a one-way transform cannot be encoded).
 */
const nullableText = z.string().nullable().optional();
export const TimeConditionsResponse = z.object({
  timeZoneId: z.string(), startRange: nullableText, endRange: nullableText, daysOfWeek: z.array(z.number().int()),
  daysOfMonth: z.array(z.number().int()), dailyStartTime: nullableText, dailyEndTime: nullableText,
});
export const ConditionResponse = z.object({
  type: z.number().int(), leftOperand: z.number().int(), leftOperandFieldName: nullableText, operator: z.number().int(),
  rightOperand: nullableText, occurrencePattern: z.number().int().nullable().optional(),
});
export const RuleActionResponse = z.object({ actionDefinitionId: z.string(), parameters: z.record(z.string(), z.string()) });

export const RuleResponse = z.object({
  ruleId: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  ruleTypeId: z.number().int(),
  tenantId: z.string().nullable(),
  subscriptionId: z.string().nullable(),
  enabled: z.boolean(),
  matchLifetime: z.string(),
  useSlidingExpiration: z.boolean(),
  timeConditions: TimeConditionsResponse.nullable(),
  conditions: z.array(ConditionResponse),
  matchActions: z.array(RuleActionResponse),
  expirationActions: z.array(RuleActionResponse),
  created: z.string(),
  modified: z.string(),
  /** With `$expand=tenant` (lists) and always on GET by id: the grid's and editor's names. */
  tenant: z.object({ tenantId: z.string(), name: z.string() }).nullable().optional(),
  subscription: z.object({ subscriptionId: z.string(), name: z.string() }).nullable().optional(),
});
export type Rule = z.infer<typeof RuleResponse>;
/** `POST v1/rules/toggledisabled/{ruleId}`: the rule as it is now and the §8 message. */
export const RuleToggleResponse = z.object({ ruleId: z.string(), enabled: z.boolean(), message: z.string() });
export type RuleToggleResponse = z.infer<typeof RuleToggleResponse>;
export const RuleDeletedResponse = z.object({ message: z.string() });
/** `GET v1/rules/GetRulesForAction(actionDefinitionId=…)`: the rules that use an action definition. */
export const RulesForActionResponse = odataList(z.object({ ruleId: z.string(), name: z.string(), tenantId: z.string() }));
export type RulesForActionResponse = z.infer<typeof RulesForActionResponse>;
export const RuleListResponse = odataList(RuleResponse.partial());

export const RuleMatchResponse = z.object({
  ruleMatchId: z.string(),
  ruleId: z.string(),
  tenantId: z.string(),
  /** The dedup key: one open match per rule and subject (docs/areas/rules.md says what each type's subject is). */
  subjectId: z.string(),
  label: z.string(),
  /** The packet (or work unit event) that made or last renewed the match. */
  rulePacket: z.record(z.string(), z.unknown()).nullable(),
  created: z.string(),
  matchCount: z.number().int(),
  firstMatch: z.string(),
  lastMatch: z.string(),
  expires: z.string(),
  inMaintenance: z.boolean(),
  completionProcessed: z.boolean(),
  modified: z.string(),
  rule: RuleResponse.partial().optional(),
});
export type RuleMatch = z.infer<typeof RuleMatchResponse>;
export const RuleMatchListResponse = odataList(RuleMatchResponse.partial());

/** Lookups (§7): `/api/generalLookup/ruletypes`, `operators`, `occuranceoptions`. */
export const RuleOptionResponse = z.object({ id: z.number().int(), name: z.string(), description: z.string() });
export type RuleOptionResponse = z.infer<typeof RuleOptionResponse>;
export const OperatorOptionResponse = RuleOptionResponse.extend({ needsRightOperand: z.boolean() });
export type OperatorOptionResponse = z.infer<typeof OperatorOptionResponse>;
/** `/api/generalLookup/timezones`: IANA ids with their offset now. */
export const TimeZoneOptionResponse = z.object({
  id: z.string(), name: z.string(), offset: z.string(), offsetMinutes: z.number().int(), isDefault: z.boolean(),
});
export type TimeZoneOptionResponse = z.infer<typeof TimeZoneOptionResponse>;
/** `/api/generalLookup/ruleleftoperands?ruleType=&tenantId=`. */
export const LeftOperandOptionResponse = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  leftOperandType: LeftOperandType,
  requiresFieldName: z.boolean(),
  /** Operators this operand takes. */
  operators: z.array(z.number().int()),
  /** Occurrence patterns it takes; empty = the selector is hidden. */
  occurrencePatterns: z.array(z.number().int()),
  /** The automatic tenant condition: fixed, not removable, not offered for adding. */
  fixed: z.boolean(),
});
export type LeftOperandOptionResponse = z.infer<typeof LeftOperandOptionResponse>;
export const LeftOperandQuery = z.object({
  ruleType: z.coerce.number().int().min(1).max(6, ruleMessages.ruleTypeRequired).optional(),
  tenantId: Guid.optional(),
});
/** `/api/{urlTenantId}/rulelookup/conditionInputOptions/{leftOperandType}`. */
export const ConditionInputOptionsResponse = z.object({
  leftOperandType: LeftOperandType,
  input: z.enum(conditionInputKinds),
  options: z.array(z.object({ value: z.string(), label: z.string() })),
});
export type ConditionInputOptionsResponse = z.infer<typeof ConditionInputOptionsResponse>;

/** Why a condition decided the verdict (null conditionIndex: scope, type or time conditions decided). */
export const DecidedBy = z.object({ conditionIndex: z.number().int().nullable(), reason: z.string() });
export type DecidedBy = z.infer<typeof DecidedBy>;

/** Dry run: the unsaved rule against the last stored packets of its scope (issue 30 item 4). */
export const RuleDryRunBody = z.object({ rule: RuleBody, limit: z.number().int().min(1).max(1000).default(1000) });
export type RuleDryRunBody = z.infer<typeof RuleDryRunBody>;
export const RuleDryRunResult = z.object({
  packetId: z.string(),
  entityId: z.string(),
  timestamp: z.string(),
  matched: z.boolean(),
  subjectId: z.string(),
  label: z.string(),
  decidedBy: DecidedBy,
});
export type RuleDryRunResult = z.infer<typeof RuleDryRunResult>;
export const RuleDryRunResponse = z.object({
  evaluated: z.number().int(),
  matched: z.number().int(),
  results: z.array(RuleDryRunResult),
});
export type RuleDryRunResponse = z.infer<typeof RuleDryRunResponse>;
