import { ConditionType, LeftOperandId, OccurrencePatternId, RuleTypeId, ruleTypeNames, timeSpanSeconds } from '@portal/contracts';
import type { Condition, DecidedBy, TimeConditionsInput, WorkUnitEventName } from '@portal/contracts';
import { leftOperandById, occurrencePatternById, operatorById } from './definitions.ts';
import type { LeftOperandDefinition } from './definitions.ts';
import { applyOperator, asNumber, isEmptyValue } from './operators.ts';
import { timeWindowVerdict } from './time-window.ts';

/** A stored packet as the engine reads it. */
export interface PacketInput {
  packetId: string;
  tenantId: string;
  subscriptionId?: string | null;
  entityId: string;
  entityKind?: string | null;
  timestamp: Date | string;
  received?: Date | string;
  message: Record<string, unknown>;
}
/** Something that happened to a work unit (WorkUnit rules). */
export interface WorkUnitEventInput {
  workUnitId: string | number;
  tenantId: string;
  subscriptionId?: string | null;
  event: WorkUnitEventName;
  timestamp: Date | string;
  /** The work unit's fields after the event (stateId, severityId, workUnitTypeId, title...). */
  fields: Record<string, unknown>;
}
export type RuleInput = PacketInput | WorkUnitEventInput;

/** A packet meeting a condition of a Correlation rule (conditionIndex) or the filter of an Aggregation rule (null). */
export interface ConditionHit { conditionIndex: number | null; entityId: string; at: Date | string }

/** What History, Correlation and Aggregation rules read besides the input (see stateNeeded). */
export interface RuleState {
  /** The entity's earlier packets within the window, the input itself excluded (History). */
  history?: readonly { timestamp: Date | string; message: Record<string, unknown> }[];
  /** Hits recorded for this rule and subject within the window (Correlation, Aggregation). */
  hits?: readonly ConditionHit[];
}

/** The part of a rule the engine reads. */
export interface EngineRule {
  ruleTypeId: number;
  tenantId?: string | null;
  subscriptionId?: string | null;
  matchLifetime: string;
  timeConditions?: TimeConditionsInput | null;
  conditions: readonly Condition[];
}

export interface Verdict {
  matched: boolean;
  /** The dedup key: one open match per rule and subject. */
  subjectId: string;
  label: string;
  decidedBy: DecidedBy;
  /** Hits this input made, for the evaluation to record (Correlation, Aggregation); empty otherwise. */
  hits: ConditionHit[];
}

export interface StateNeed {
  /** Load the entity's packets with timestamp in [input.timestamp - windowMs, input.timestamp), newest first, at most maxPackets. */
  history: { windowMs: number; maxPackets: number } | null;
  /** Load the hits recorded for (rule, subject) with `at` in [input.timestamp - windowMs, input.timestamp]. */
  hits: { windowMs: number } | null;
}

export const HISTORY_MAX_PACKETS = 1000;
const DEFAULT_WINDOW_MS = 300_000;

/** Lifetimes parsed once: every input of every batch asks for its rules' windows. */
const windowByLifetime = new Map<string, number>();

export function windowMs(rule: Pick<EngineRule, 'matchLifetime'>): number {
  let ms = windowByLifetime.get(rule.matchLifetime);
  if (ms === undefined) {
    const seconds = timeSpanSeconds(rule.matchLifetime);
    ms = seconds === undefined ? DEFAULT_WINDOW_MS : seconds * 1000;
    if (windowByLifetime.size < 10_000) windowByLifetime.set(rule.matchLifetime, ms);
  }
  return ms;
}

const isWorkUnitEvent = (input: RuleInput): input is WorkUnitEventInput => 'workUnitId' in input;
const toDate = (value: Date | string) => (value instanceof Date ? value : new Date(value));

const needs = new WeakMap<EngineRule, StateNeed>();

/** What a rule needs loaded before evaluateRule can judge an input (worked out once per rule object). */
export function stateNeeded(rule: EngineRule): StateNeed {
  let need = needs.get(rule);
  if (!need) needs.set(rule, (need = workOutStateNeeded(rule)));
  return need;
}

function workOutStateNeeded(rule: EngineRule): StateNeed {
  const window = windowMs(rule);
  const historical = rule.ruleTypeId === RuleTypeId.History && rule.conditions.some((c) => (c.occurrencePattern ?? 0) !== OccurrencePatternId.Current);
  const hits = rule.ruleTypeId === RuleTypeId.Correlation || rule.ruleTypeId === RuleTypeId.Aggregation;
  return {
    history: historical ? { windowMs: window, maxPackets: HISTORY_MAX_PACKETS } : null,
    hits: hits ? { windowMs: window } : null,
  };
}

/** The dedup key of a rule type (docs/areas/rules.md). */
export function subjectOf(rule: Pick<EngineRule, 'ruleTypeId'>, input: RuleInput): string {
  if (isWorkUnitEvent(input)) return String(input.workUnitId);
  return rule.ruleTypeId === RuleTypeId.Correlation || rule.ruleTypeId === RuleTypeId.Aggregation ? input.tenantId : input.entityId;
}

/** Reads a dotted path, each key exactly or else ignoring case. */
export function readPath(root: unknown, path: readonly string[]): unknown {
  let node = root;
  for (const key of path) {
    if (node === null || typeof node !== 'object' || Array.isArray(node)) return undefined;
    const record = node as Record<string, unknown>;
    if (Object.hasOwn(record, key)) node = record[key];
    else {
      const lower = key.toLowerCase();
      const found = Object.keys(record).find((k) => k.toLowerCase() === lower);
      if (found === undefined) return undefined;
      node = record[found];
    }
  }
  return node;
}

const paths = new WeakMap<Condition, { definition: LeftOperandDefinition; fieldName: string | null | undefined; path: readonly string[] }>();

/** The message path a condition reads (worked out once per condition object: every packet of its tenant asks). */
export function fieldPath(definition: LeftOperandDefinition, condition: Condition): readonly string[] {
  const known = paths.get(condition);
  if (known && known.definition === definition && known.fieldName === condition.leftOperandFieldName) return known.path;
  let path: readonly string[] = [];
  if (definition.source.from === 'message' || definition.source.from === 'workUnitFields') {
    const named = definition.requiresFieldName ? (condition.leftOperandFieldName ?? '').split('.').filter((k) => k !== '') : [];
    path = [...definition.source.prefix, ...named];
  }
  paths.set(condition, { definition, fieldName: condition.leftOperandFieldName, path });
  return path;
}

interface Context {
  rule: EngineRule;
  input: RuleInput;
  at: Date;
  window: number;
  history: readonly { timestamp: Date | string; message: Record<string, unknown> }[];
  hits: readonly ConditionHit[];
  /** Write the reason of a verdict that is no match too (see EvaluateOptions). */
  explain: boolean;
}

export interface EvaluateOptions {
  /**
   * false: a verdict that is no match gets an empty reason and label. Describing the deciding condition costs
   * more than judging it, and the evaluation reads only a match's (docs/performance.md); the dry run and the
   * tests read every verdict's. Default true.
   */
  explain?: boolean;
}

/** The single (non-aggregated) value a condition reads from an input. */
function readValue(definition: LeftOperandDefinition, condition: Condition, input: RuleInput): unknown {
  const source = definition.source;
  if (isWorkUnitEvent(input)) {
    if (source.from === 'workUnit') return source.field === 'event' ? input.event : input.tenantId;
    if (source.from === 'packet' && source.field === 'tenantId') return input.tenantId;
    if (source.from === 'workUnitFields') return readPath(input.fields, fieldPath(definition, condition));
    return undefined;
  }
  switch (source.from) {
    case 'packet':
      if (source.field === 'delay') {
        if (input.received === undefined) return undefined;
        return (toDate(input.received).getTime() - toDate(input.timestamp).getTime()) / 1000;
      }
      return input[source.field] ?? undefined;
    case 'message': return readPath(input.message, fieldPath(definition, condition));
    default: return undefined;
  }
}

/** A condition's result; its reason is written only for the condition that decided (it costs more than the check). */
interface ConditionOutcome { value: boolean; reason: () => string }

const show = (value: unknown) => (value === undefined || value === null ? '(empty)' : JSON.stringify(value).slice(0, 80));

function describe(definition: LeftOperandDefinition, condition: Condition, pattern: string, left: unknown, result: boolean): string {
  const field = definition.requiresFieldName && condition.leftOperandFieldName ? ` ${condition.leftOperandFieldName}` : '';
  const operator = operatorById.get(condition.operator)?.name ?? `operator ${condition.operator}`;
  const right = operatorById.get(condition.operator)?.needsRightOperand === false ? '' : ` ${show(condition.rightOperand ?? '')}`;
  return `${pattern}${definition.name}${field} ${show(left)} ${operator}${right}: ${result ? 'true' : 'false'}`;
}

/** One condition on the current input, with History's occurrence patterns and Aggregation's counts. */
function evaluateCondition(index: number, ctx: Context, hitsNow: readonly ConditionHit[]): ConditionOutcome {
  const condition = ctx.rule.conditions[index]!;
  const definition = leftOperandById.get(condition.leftOperand);
  if (!definition || !definition.ruleTypes.includes(ctx.rule.ruleTypeId as RuleTypeId)) {
    return { value: false, reason: () => `Left operand ${condition.leftOperand} cannot be evaluated by this rule type: false` };
  }
  const timeSpan = definition.type === 'timeSpan';
  if (definition.source.from === 'hits') {
    const inWindow = hitsNow.filter((h) => h.conditionIndex === null);
    const left = definition.source.count === 'packets' ? inWindow.length : new Set(inWindow.map((h) => h.entityId)).size;
    const value = applyOperator(condition.operator, left, condition.rightOperand);
    return { value, reason: () => describe(definition, condition, '', left, value) };
  }
  const pattern = ctx.rule.ruleTypeId === RuleTypeId.History && definition.historical ? (condition.occurrencePattern ?? 0) : 0;
  const current = readValue(definition, condition, ctx.input);
  if (pattern === OccurrencePatternId.Current) {
    const value = applyOperator(condition.operator, current, condition.rightOperand, timeSpan);
    return { value, reason: () => describe(definition, condition, '', current, value) };
  }
  const path = fieldPath(definition, condition);
  const patternName = () => `${occurrencePatternById.get(pattern)?.name ?? pattern} of `;
  if (pattern === OccurrencePatternId.All || pattern === OccurrencePatternId.Any) {
    const values = [current, ...ctx.history.map((h) => readPath(h.message, path))];
    const present = values.filter((v) => !isEmptyValue(v));
    const results = present.map((v) => applyOperator(condition.operator, v, condition.rightOperand, timeSpan));
    const value = present.length > 0 && (pattern === OccurrencePatternId.All ? results.every(Boolean) : results.some(Boolean));
    return { value, reason: () => `${patternName()}${present.length} values: ${describe(definition, condition, '', current, value)}` };
  }
  // One pass over the window, no arrays: this runs for every packet, over every packet of its window.
  let left: number | undefined;
  if (pattern === OccurrencePatternId.Count) {
    let count = isEmptyValue(current) ? 0 : 1;
    for (const h of ctx.history) if (!isEmptyValue(readPath(h.message, path))) count++;
    left = count;
  } else {
    let n = 0;
    let sum = 0;
    let min = Infinity;
    let max = -Infinity;
    const add = (v: unknown) => {
      const x = asNumber(v);
      if (x === undefined) return;
      n++;
      sum += x;
      if (x < min) min = x;
      if (x > max) max = x;
    };
    add(current);
    for (const h of ctx.history) add(readPath(h.message, path));
    if (n > 0) left = pattern === OccurrencePatternId.Average ? sum / n : pattern === OccurrencePatternId.Minimum ? min : max;
  }
  const value = applyOperator(condition.operator, left, condition.rightOperand, timeSpan);
  return { value, reason: () => describe(definition, condition, patternName(), left, value) };
}

/**
 * Folds conditions LEFT TO RIGHT like the original portal's list: result = c0, then for each next condition
 * `result = result AND ci` (type And) or `result OR ci` (type Or); the first condition's type is ignored.
 * A condition that cannot change the result is not evaluated; decidedBy is the last condition evaluated.
 */
function fold(indices: readonly number[], ctx: Context, evaluate: (index: number) => ConditionOutcome): { value: boolean; decidedBy: DecidedBy } {
  let value = true;
  let decider: { index: number; outcome: ConditionOutcome } | undefined;
  for (let position = 0; position < indices.length; position++) {
    const index = indices[position]!;
    const type = ctx.rule.conditions[index]!.type;
    if (position > 0 && (type === ConditionType.Or ? value : !value)) continue;
    const outcome = evaluate(index);
    value = outcome.value;
    decider = { index, outcome };
  }
  if (!decider) return { value, decidedBy: { conditionIndex: null, reason: 'No conditions.' } };
  return { value, decidedBy: { conditionIndex: decider.index, reason: value || ctx.explain ? decider.outcome.reason() : '' } };
}

/** The history packets older than `at` (ms) and within `window` ms of it. */
function olderWithin<T extends { timestamp: Date | string }>(history: readonly T[], at: number, window: number): T[] {
  const from = at - window;
  return history.filter((h) => { const t = toDate(h.timestamp).getTime(); return t < at && t >= from; });
}

const inWindow = (hits: readonly ConditionHit[], at: Date, window: number) =>
  hits.filter((h) => { const t = toDate(h.at).getTime(); return t <= at.getTime() && t >= at.getTime() - window; });

/** Shared, never written: most inputs have no history or hits to read. */
const NOTHING: readonly never[] = Object.freeze([]);
const indexLists: number[][] = [];
/** 0..n-1, one shared list per n (never written). */
function indicesOf(n: number): readonly number[] {
  return (indexLists[n] ??= Array.from({ length: n }, (_, i) => i));
}

/**
 * The verdict of one rule on one input, pure and synchronous. `state` holds what stateNeeded(rule) asked for;
 * evaluation loads it. Time conditions, windows and History are read at the input's own timestamp.
 */
export function evaluateRule(rule: EngineRule, input: RuleInput, state: RuleState = {}, options: EvaluateOptions = {}): Verdict {
  const subjectId = subjectOf(rule, input);
  const no = (reason: string, conditionIndex: number | null = null): Verdict =>
    ({ matched: false, subjectId, label: reason, decidedBy: { conditionIndex, reason }, hits: [] });
  const wantsWorkUnit = rule.ruleTypeId === RuleTypeId.WorkUnit;
  if (wantsWorkUnit !== isWorkUnitEvent(input)) {
    return no(wantsWorkUnit ? 'A WorkUnit rule evaluates work unit events, not packets.' : `A ${ruleTypeNames[rule.ruleTypeId as RuleTypeId] ?? 'rule'} rule evaluates packets, not work unit events.`);
  }
  if (rule.tenantId && rule.tenantId !== input.tenantId) return no('It belongs to another tenant than the rule.');
  if (rule.subscriptionId && rule.subscriptionId !== input.subscriptionId) return no('It belongs to another subscription than the rule.');
  const at = toDate(input.timestamp);
  if (rule.timeConditions) {
    const time = timeWindowVerdict(rule.timeConditions, at);
    if (!time.inWindow) return no(time.reason);
  }
  const window = windowMs(rule);
  const ctx: Context = {
    rule, input, at, window, explain: options.explain !== false,
    // Only History's occurrence patterns read it (evaluateCondition); the other types would filter it for nothing.
    history: rule.ruleTypeId === RuleTypeId.History && state.history?.length ? olderWithin(state.history, at.getTime(), window) : NOTHING,
    hits: state.hits?.length ? inWindow(state.hits, at, window) : NOTHING,
  };
  const all = indicesOf(rule.conditions.length);
  const verdict = (value: boolean, decidedBy: DecidedBy, hits: ConditionHit[] = []): Verdict =>
    ({ matched: value, subjectId, label: decidedBy.reason, decidedBy, hits });

  if (rule.ruleTypeId === RuleTypeId.Correlation && !isWorkUnitEvent(input)) {
    const now = new Map(all.map((i) => [i, evaluateCondition(i, ctx, [])]));
    const made: ConditionHit[] = all
      .filter((i) => now.get(i)!.value && rule.conditions[i]!.leftOperand !== LeftOperandId.Tenant)
      .map((i) => ({ conditionIndex: i, entityId: input.entityId, at }));
    if (made.length === 0) {
      const last = all.length - 1;
      return no(options.explain === false ? '' : `The packet meets none of the correlated conditions${last >= 0 ? ` (${now.get(last)!.reason()})` : ''}.`, last >= 0 ? last : null);
    }
    const result = fold(all, ctx, (i) => {
      const outcome = now.get(i)!;
      if (outcome.value) return outcome;
      const earlier = ctx.hits.find((h) => h.conditionIndex === i);
      return earlier ? { value: true, reason: () => `Condition ${i + 1} met earlier by entity ${earlier.entityId} at ${toDate(earlier.at).toISOString()}` } : outcome;
    });
    return verdict(result.value, result.decidedBy, made);
  }

  if (rule.ruleTypeId === RuleTypeId.Aggregation && !isWorkUnitEvent(input)) {
    const isAggregate = (i: number) => leftOperandById.get(rule.conditions[i]!.leftOperand)?.source.from === 'hits';
    const filter = fold(all.filter((i) => !isAggregate(i)), ctx, (i) => evaluateCondition(i, ctx, []));
    if (!filter.value) return verdict(false, filter.decidedBy);
    const hit: ConditionHit = { conditionIndex: null, entityId: input.entityId, at };
    const hitsNow = [...ctx.hits, hit];
    const aggregate = fold(all.filter(isAggregate), ctx, (i) => evaluateCondition(i, ctx, hitsNow));
    const decidedBy = aggregate.decidedBy.conditionIndex === null ? filter.decidedBy : aggregate.decidedBy;
    return verdict(aggregate.value, decidedBy, [hit]);
  }

  const result = fold(all, ctx, (i) => evaluateCondition(i, ctx, []));
  return verdict(result.value, result.decidedBy);
}

