import {
  DEFAULT_MATCH_LIFETIME, DEFAULT_TIME_ZONE_ID, RuleBody, TENANT_LEFT_OPERAND_ID, type Rule, type RuleAction,
} from '@portal/contracts';
import { z } from 'zod';

/**
 * The rule editor's form: what the person edits, close to the contracts' RuleBody, which the form's schema
 * turns it into (and validates with, so the editor shows the server's own messages). The differences:
 * time limitations are an on/off switch over fields that keep their values while off, and the days of the
 * month are typed as a list with ranges ('1-5, 15, 28-31').
 */

export const ALL_DAYS_OF_WEEK = [0, 1, 2, 3, 4, 5, 6];
export const DAY_OF_WEEK_NAMES = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const;
const ALL_DAYS_OF_MONTH = Array.from({ length: 31 }, (_, i) => i + 1);
export const DAYS_OF_MONTH_FORMAT = 'Please list days of the month from 1 to 31, for example 1-5, 15, 28-31.';
export const COPY_SUFFIX = ' - Copy';

export interface RuleFormTime {
  timeZoneId: string;
  startRange: string;
  endRange: string;
  daysOfWeek: number[];
  daysOfMonth: string;
  dailyStartTime: string;
  dailyEndTime: string;
}

export interface RuleFormCondition {
  type: 0 | 1;
  leftOperand: number | null;
  leftOperandFieldName: string | null;
  operator: number | null;
  rightOperand: string | null;
  occurrencePattern: number | null;
}

export interface RuleFormValues {
  name: string;
  description: string | null;
  ruleTypeId: number | null;
  tenantId: string | null;
  subscriptionId: string | null;
  enabled: boolean;
  matchLifetime: string;
  useSlidingExpiration: boolean;
  timeLimited: boolean;
  timeConditions: RuleFormTime;
  conditions: RuleFormCondition[];
  matchActions: RuleAction[];
  expirationActions: RuleAction[];
}

/** '1-3, 7' → [1, 2, 3, 7]; undefined when the text is not such a list of days 1-31. Empty text: none. */
export function parseDaysOfMonth(text: string): number[] | undefined {
  const days = new Set<number>();
  for (const part of text.split(',').map((p) => p.trim()).filter(Boolean)) {
    const range = /^(\d{1,2})\s*-\s*(\d{1,2})$/.exec(part);
    const [from, to] = range ? [Number(range[1]), Number(range[2])] : /^\d{1,2}$/.test(part) ? [Number(part), Number(part)] : [NaN, NaN];
    if (!(from >= 1 && to <= 31 && from <= to)) return undefined;
    for (let day = from; day <= to; day++) days.add(day);
  }
  return [...days].sort((a, b) => a - b);
}

/** [1, 2, 3, 7] → '1-3, 7'. */
export function formatDaysOfMonth(days: readonly number[]): string {
  const sorted = [...new Set(days)].sort((a, b) => a - b);
  const parts: string[] = [];
  for (let i = 0; i < sorted.length; ) {
    let j = i;
    while (j + 1 < sorted.length && sorted[j + 1] === sorted[j]! + 1) j++;
    parts.push(j > i ? `${sorted[i]}-${sorted[j]}` : String(sorted[i]));
    i = j + 1;
  }
  return parts.join(', ');
}

/** The automatic first condition of a rule with a tenant (part 1 §5): And, tenant Equals the rule's tenant. */
export function tenantCondition(tenantId: string): RuleFormCondition {
  return { type: 0, leftOperand: TENANT_LEFT_OPERAND_ID, leftOperandFieldName: null, operator: 1, rightOperand: tenantId, occurrencePattern: null };
}

export const isTenantCondition = (condition: { leftOperand: number | null } | undefined) => condition?.leftOperand === TENANT_LEFT_OPERAND_ID;

/** The conditions after the tenant changed: the tenant condition first for a tenant, none without one. */
export function withTenantCondition(conditions: readonly RuleFormCondition[], tenantId: string | null): RuleFormCondition[] {
  const others = conditions.filter((c) => !isTenantCondition(c));
  return tenantId ? [tenantCondition(tenantId), ...others] : others;
}

export function emptyCondition(): RuleFormCondition {
  return { type: 0, leftOperand: null, leftOperandFieldName: null, operator: null, rightOperand: null, occurrencePattern: null };
}

function defaultTime(): RuleFormTime {
  return {
    timeZoneId: DEFAULT_TIME_ZONE_ID, startRange: '', endRange: '', daysOfWeek: [...ALL_DAYS_OF_WEEK],
    daysOfMonth: formatDaysOfMonth(ALL_DAYS_OF_MONTH), dailyStartTime: '', dailyEndTime: '',
  };
}

/** A new rule (part 1 §4): enabled, a 5-minute lifetime, in the screen's tenant with its tenant condition. */
export function newRuleValues(tenantId: string | null): RuleFormValues {
  return {
    name: '', description: null, ruleTypeId: null, tenantId, subscriptionId: null, enabled: true,
    matchLifetime: DEFAULT_MATCH_LIFETIME, useSlidingExpiration: false, timeLimited: false, timeConditions: defaultTime(),
    conditions: withTenantCondition([], tenantId), matchActions: [], expirationActions: [],
  };
}

/** The range inputs hold 'YYYY-MM-DDTHH:mm' (a datetime-local input's value). */
const rangeInput = (value: string | null | undefined) => (value ? value.slice(0, 16) : '');

/** A saved rule as the form holds it. */
export function ruleToForm(rule: Rule): RuleFormValues {
  const time = rule.timeConditions;
  return {
    name: rule.name,
    description: rule.description,
    ruleTypeId: rule.ruleTypeId,
    tenantId: rule.tenantId,
    subscriptionId: rule.subscriptionId,
    enabled: rule.enabled,
    matchLifetime: rule.matchLifetime,
    useSlidingExpiration: rule.useSlidingExpiration,
    timeLimited: Boolean(time),
    timeConditions: time
      ? {
          timeZoneId: time.timeZoneId, startRange: rangeInput(time.startRange), endRange: rangeInput(time.endRange),
          daysOfWeek: [...time.daysOfWeek], daysOfMonth: formatDaysOfMonth(time.daysOfMonth),
          dailyStartTime: time.dailyStartTime ?? '', dailyEndTime: time.dailyEndTime ?? '',
        }
      : defaultTime(),
    conditions: rule.conditions.map((c) => ({
      type: c.type === 1 ? 1 : 0, leftOperand: c.leftOperand, leftOperandFieldName: c.leftOperandFieldName ?? null, operator: c.operator,
      rightOperand: c.rightOperand ?? null, occurrencePattern: c.occurrencePattern ?? null,
    })),
    matchActions: rule.matchActions.map((a) => ({ actionDefinitionId: a.actionDefinitionId, parameters: { ...a.parameters } })),
    expirationActions: rule.expirationActions.map((a) => ({ actionDefinitionId: a.actionDefinitionId, parameters: { ...a.parameters } })),
  };
}

/** Copy Rule (part 1 §4): an unsaved duplicate, named with a copy suffix, disabled. */
export function copyOfRule(rule: Rule): RuleFormValues {
  return { ...ruleToForm(rule), name: `${rule.name}${COPY_SUFFIX}`, enabled: false };
}

const blankToNull = (text: string | null | undefined) => (text && text.trim() ? text.trim() : null);

/** What the form sends: RuleBody's input. Unparseable days of month are left for the schema to report. */
export function formToBody(values: RuleFormValues): z.input<typeof RuleBody> {
  const time = values.timeConditions;
  return {
    name: values.name,
    description: blankToNull(values.description),
    ruleTypeId: values.ruleTypeId as number,
    tenantId: values.tenantId,
    subscriptionId: values.subscriptionId,
    enabled: values.enabled,
    matchLifetime: values.matchLifetime,
    useSlidingExpiration: values.useSlidingExpiration,
    timeConditions: values.timeLimited
      ? {
          timeZoneId: time.timeZoneId, startRange: blankToNull(time.startRange), endRange: blankToNull(time.endRange),
          daysOfWeek: [...time.daysOfWeek].sort((a, b) => a - b), daysOfMonth: parseDaysOfMonth(time.daysOfMonth) ?? [],
          dailyStartTime: blankToNull(time.dailyStartTime), dailyEndTime: blankToNull(time.dailyEndTime),
        }
      : null,
    conditions: values.conditions.map((c) => ({
      type: c.type, leftOperand: c.leftOperand as number, leftOperandFieldName: blankToNull(c.leftOperandFieldName),
      operator: c.operator as number, rightOperand: c.rightOperand, occurrencePattern: c.occurrencePattern,
    })),
    matchActions: values.matchActions,
    expirationActions: values.expirationActions,
  };
}

/**
 * The editor's schema: the form's values, checked for what only the form has (days-of-month text, an unset
 * left operand or operator), then turned into a RuleBody and checked with the contracts' RuleBody.
 */
export const RuleForm = z.custom<RuleFormValues>((value) => typeof value === 'object' && value !== null).superRefine((values, ctx) => {
  if (values.timeLimited && parseDaysOfMonth(values.timeConditions.daysOfMonth) === undefined) {
    ctx.addIssue({ code: 'custom', path: ['timeConditions', 'daysOfMonth'], message: DAYS_OF_MONTH_FORMAT });
  }
  values.conditions.forEach((condition, index) => {
    if (condition.leftOperand === null) ctx.addIssue({ code: 'custom', path: ['conditions', index, 'leftOperand'], message: 'Please select what the condition reads.' });
    if (condition.operator === null) ctx.addIssue({ code: 'custom', path: ['conditions', index, 'operator'], message: 'Please select an operator.' });
  });
}).transform(formToBody).pipe(RuleBody);

/** Names of the fields in the save button's 'field: error' tooltip. */
export function ruleFieldLabel(path: readonly PropertyKey[]): string | undefined {
  const [first, second, third] = path;
  const names: Record<string, string> = {
    name: 'Name', description: 'Description', ruleTypeId: 'Type', tenantId: 'Tenant', subscriptionId: 'Subscription',
    matchLifetime: 'Match Lifetime', timeConditions: 'Time Limitations', conditions: 'Conditions',
  };
  const timeNames: Record<string, string> = {
    timeZoneId: 'Time Zone', startRange: 'Start', endRange: 'End', daysOfWeek: 'Days of Week', daysOfMonth: 'Days of Month',
    dailyStartTime: 'Daily Start', dailyEndTime: 'Daily End',
  };
  if (first === 'timeConditions' && typeof second === 'string') return timeNames[second] ?? 'Time Limitations';
  if (first === 'conditions' && typeof second === 'number') return `Condition ${second + 1}`;
  if ((first === 'matchActions' || first === 'expirationActions') && typeof second === 'number') {
    return `${first === 'matchActions' ? 'Match action' : 'Expiration action'} ${second + 1}${third === 'actionDefinitionId' ? ' action' : ''}`;
  }
  return typeof first === 'string' ? names[first] : undefined;
}
