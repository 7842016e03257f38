import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { evaluateRule } from './evaluate.ts';
import type { ConditionHit, EngineRule, PacketInput } from './evaluate.ts';

/*
 * The engine against a deliberately plain reference: every condition evaluated with simple loops and its own
 * operator code, then combined left to right. Random rules of the packet types over random packets, earlier
 * values and earlier hits.
 */

const TENANT = '11111111-1111-4111-8111-111111111111';
const AT = Date.parse('2026-01-15T12:00:00Z');

function lookup(root: unknown, keys: string[]): unknown {
  let node: unknown = root;
  for (const key of keys) {
    if (typeof node !== 'object' || node === null || Array.isArray(node)) return undefined;
    let next: unknown;
    let found = false;
    for (const k of Object.keys(node)) if (k === key) { next = (node as Record<string, unknown>)[k]; found = true; }
    if (!found) for (const k of Object.keys(node)) if (!found && k.toLowerCase() === key.toLowerCase()) { next = (node as Record<string, unknown>)[k]; found = true; }
    if (!found) return undefined;
    node = next;
  }
  return node;
}

function plainNumber(v: unknown): number | null {
  if (typeof v === 'number') return Number.isFinite(v) ? v : null;
  if (typeof v !== 'string') return null;
  const t = v.trim();
  if (t === '' || !/^[-+]?(\d+\.?\d*|\.\d+)(e[-+]?\d+)?$/i.test(t)) return null;
  return Number(t);
}
function plainText(v: unknown): string {
  if (v === undefined || v === null) return '';
  if (typeof v === 'object') return JSON.stringify(v);
  return String(v);
}
function plainEmpty(v: unknown): boolean {
  if (v === undefined || v === null) return true;
  if (typeof v === 'string') return v.trim().length === 0;
  if (Array.isArray(v)) return v.length === 0;
  if (typeof v === 'object') return Object.keys(v).length === 0;
  return false;
}
function plainCompare(left: unknown, right: string): number {
  const a = plainNumber(left);
  const b = plainNumber(right);
  if (a !== null && b !== null) return a === b ? 0 : a < b ? -1 : 1;
  const x = plainText(left).toLowerCase();
  const y = right.toLowerCase();
  if (x === y) return 0;
  return x < y ? -1 : 1;
}
function plainOperator(op: number, left: unknown, rightOperand: string | null | undefined): boolean {
  const right = rightOperand ?? '';
  const text = plainText(left).toLowerCase();
  const missing = left === undefined || left === null;
  if (op === 1) return plainCompare(left, right) === 0;
  if (op === 2) return plainCompare(left, right) !== 0;
  if (op === 3) return missing ? false : plainCompare(left, right) === 1;
  if (op === 4) return missing ? false : plainCompare(left, right) === -1;
  if (op === 5) return text.indexOf(right.toLowerCase()) >= 0;
  if (op === 6) return missing ? false : plainCompare(left, right) !== -1;
  if (op === 7) return missing ? false : plainCompare(left, right) !== 1;
  if (op === 8) return new RegExp(right, 'i').test(text);
  if (op === 9) return text.slice(0, right.length) === right.toLowerCase();
  if (op === 10) return right.length === 0 || text.slice(-right.length) === right.toLowerCase();
  if (op === 11) return text.indexOf(right.toLowerCase()) < 0;
  if (op === 12) return !new RegExp(right, 'i').test(text);
  if (op === 13) return plainEmpty(left);
  if (op === 14) return !plainEmpty(left);
  return false;
}

interface RefCondition { type: 0 | 1; leftOperand: number; leftOperandFieldName?: string; operator: number; rightOperand?: string; occurrencePattern?: number }

function keysOf(c: RefCondition): string[] {
  const named = (c.leftOperandFieldName ?? '').split('.').filter((k) => k.length > 0);
  if (c.leftOperand === 3) return ['Value'];
  if (c.leftOperand === 4) return ['Metrics', ...named];
  if (c.leftOperand === 5) return ['States', ...named];
  return named;
}

function referenceCondition(c: RefCondition, ruleTypeId: number, p: PacketInput, history: Record<string, unknown>[]): boolean {
  if (c.leftOperand === 20) return plainOperator(c.operator, p.tenantId, c.rightOperand);
  if (c.leftOperand === 2) return plainOperator(c.operator, p.entityKind, c.rightOperand);
  const current = lookup(p.message, keysOf(c));
  const pattern = ruleTypeId === 3 ? (c.occurrencePattern ?? 0) : 0;
  if (pattern === 0) return plainOperator(c.operator, current, c.rightOperand);
  const values: unknown[] = [current];
  for (const message of history) values.push(lookup(message, keysOf(c)));
  if (pattern === 5 || pattern === 6) {
    let present = 0;
    let passed = 0;
    for (const v of values) if (!plainEmpty(v)) { present++; if (plainOperator(c.operator, v, c.rightOperand)) passed++; }
    if (present === 0) return false;
    return pattern === 5 ? passed === present : passed > 0;
  }
  if (pattern === 4) {
    let count = 0;
    for (const v of values) if (!plainEmpty(v)) count++;
    return plainOperator(c.operator, count, c.rightOperand);
  }
  const numbers: number[] = [];
  for (const v of values) { const n = plainNumber(v); if (n !== null) numbers.push(n); }
  if (numbers.length === 0) return plainOperator(c.operator, undefined, c.rightOperand);
  let result = numbers[0]!;
  let sum = 0;
  for (const n of numbers) { sum += n; if (pattern === 2 && n < result) result = n; if (pattern === 3 && n > result) result = n; }
  if (pattern === 1) result = sum / numbers.length;
  return plainOperator(c.operator, result, c.rightOperand);
}

/** Left to right over the listed conditions: an And only matters while true, an Or only while false. */
function combine(conditions: RefCondition[], indices: number[], values: boolean[]) {
  let result = true;
  let decider: number | null = null;
  for (let k = 0; k < indices.length; k++) {
    const i = indices[k]!;
    const and = conditions[i]!.type === 0;
    if (k === 0 || (and && result) || (!and && !result)) { result = values[i]!; decider = i; }
  }
  return { matched: result, decider };
}

function reference(rule: { ruleTypeId: number; conditions: RefCondition[] }, p: PacketInput, history: Record<string, unknown>[]) {
  const values: boolean[] = [];
  const all: number[] = [];
  for (let i = 0; i < rule.conditions.length; i++) { values.push(referenceCondition(rule.conditions[i]!, rule.ruleTypeId, p, history)); all.push(i); }
  return combine(rule.conditions, all, values);
}

const WINDOW = 10 * 60_000;
function hitInWindow(h: ConditionHit): boolean {
  const t = new Date(h.at).getTime();
  return t <= AT && t >= AT - WINDOW;
}

function referenceCorrelation(conditions: RefCondition[], p: PacketInput, hits: ConditionHit[]): boolean {
  const values: boolean[] = [];
  const all: number[] = [];
  let madeHit = false;
  for (let i = 0; i < conditions.length; i++) {
    let value = referenceCondition(conditions[i]!, 2, p, []);
    if (value && conditions[i]!.leftOperand !== 20) madeHit = true;
    if (!value) for (const h of hits) if (h.conditionIndex === i && hitInWindow(h)) value = true;
    values.push(value);
    all.push(i);
  }
  if (!madeHit) return false;
  return combine(conditions, all, values).matched;
}

function referenceAggregation(conditions: RefCondition[], p: PacketInput, hits: ConditionHit[]): boolean {
  const values: boolean[] = [];
  const filter: number[] = [];
  const counts: number[] = [];
  for (let i = 0; i < conditions.length; i++) {
    const c = conditions[i]!;
    if (c.leftOperand === 30 || c.leftOperand === 31) { counts.push(i); values.push(false); } else { filter.push(i); values.push(referenceCondition(c, 6, p, [])); }
  }
  if (!combine(conditions, filter, values).matched) return false;
  const entities: string[] = [p.entityId];
  let packets = 1;
  for (const h of hits) {
    if (h.conditionIndex !== null || !hitInWindow(h)) continue;
    packets++;
    if (!entities.includes(h.entityId)) entities.push(h.entityId);
  }
  for (const i of counts) values[i] = plainOperator(conditions[i]!.operator, conditions[i]!.leftOperand === 30 ? entities.length : packets, conditions[i]!.rightOperand);
  return combine(conditions, counts, values).matched;
}

const fieldNames = ['Cpu', 'cpu', 'Disk', 'Service', 'Deep.Inner'];
const scalar = fc.oneof(
  fc.integer({ min: -5, max: 120 }),
  fc.constantFrom('', ' ', 'OK', 'ok', 'Down', 'down', '90', '90.0', '1e2', 'err-42', 'Err-7 disk', 'true'),
  fc.boolean(),
  fc.constant(null),
);
const message = fc.record({
  Value: fc.option(scalar, { nil: undefined }),
  Metrics: fc.option(fc.record({ Cpu: scalar, Disk: scalar }, { requiredKeys: [] }), { nil: undefined }),
  States: fc.option(fc.record({ Service: scalar, cpu: scalar }, { requiredKeys: [] }), { nil: undefined }),
  Deep: fc.option(fc.record({ Inner: scalar }), { nil: undefined }),
}, { requiredKeys: [] });
const rights = fc.constantFrom('', '0', '50', '90', '100', 'ok', 'DOWN', 'err', '^err-\\d+', 'disk$', '1e2', 'true', TENANT, 'device', 'block');
const condition = fc.record({
  type: fc.constantFrom(0 as const, 1 as const),
  leftOperand: fc.constantFrom(2, 3, 4, 5, 6, 20),
  leftOperandFieldName: fc.constantFrom(...fieldNames),
  operator: fc.integer({ min: 1, max: 14 }),
  rightOperand: rights,
  occurrencePattern: fc.integer({ min: 0, max: 6 }),
});

describe('evaluateRule equals a plain reference evaluator', () => {
  it('on random Ingestion and History rules and packets', () => {
    fc.assert(fc.property(
      fc.constantFrom(1, 3), fc.array(condition, { minLength: 1, maxLength: 6 }), message,
      fc.array(message, { maxLength: 5 }), fc.constantFrom('device', 'block'),
      (ruleTypeId, conditions, msg, history, entityKind) => {
        const rule: EngineRule = { ruleTypeId, matchLifetime: '00:10:00', conditions };
        const p: PacketInput = {
          packetId: 'p', tenantId: TENANT, entityId: 'e', entityKind, timestamp: new Date(AT), message: msg as Record<string, unknown>,
        };
        const state = { history: history.map((m, i) => ({ timestamp: new Date(AT - (i + 1) * 60_000), message: m as Record<string, unknown> })) };
        const engine = evaluateRule(rule, p, state);
        const expected = reference({ ruleTypeId, conditions }, p, state.history.map((h) => h.message));
        expect(engine.matched).toBe(expected.matched);
        expect(engine.decidedBy.conditionIndex).toBe(expected.decider);
      },
    ), { numRuns: 2000 });
  });

  const hit = fc.record({
    conditionIndex: fc.option(fc.integer({ min: 0, max: 5 }), { nil: null }),
    entityId: fc.constantFrom('e', 'f', 'g'),
    at: fc.integer({ min: -15, max: 1 }).map((m) => new Date(AT + m * 60_000)),
  });
  const counting = fc.record({
    type: fc.constantFrom(0 as const, 1 as const),
    leftOperand: fc.constantFrom(30, 31),
    operator: fc.constantFrom(1, 2, 3, 4, 6, 7),
    rightOperand: fc.constantFrom('0', '1', '2', '3', '4'),
  });

  it('on random Correlation and Aggregation rules, packets and earlier hits', () => {
    fc.assert(fc.property(
      fc.constantFrom(2, 6), fc.array(fc.oneof(condition, condition, counting), { minLength: 1, maxLength: 6 }), message,
      fc.array(hit, { maxLength: 8 }), fc.constantFrom('e', 'f'),
      (ruleTypeId, generated, msg, hits, entityId) => {
        const conditions = ruleTypeId === 2 ? generated.filter((c) => c.leftOperand !== 30 && c.leftOperand !== 31) : generated;
        fc.pre(conditions.length > 0);
        const rule: EngineRule = { ruleTypeId, matchLifetime: '00:10:00', conditions };
        const p: PacketInput = { packetId: 'p', tenantId: TENANT, entityId, entityKind: 'device', timestamp: new Date(AT), message: msg as Record<string, unknown> };
        const expected = ruleTypeId === 2 ? referenceCorrelation(conditions, p, hits) : referenceAggregation(conditions, p, hits);
        expect(evaluateRule(rule, p, { hits }).matched).toBe(expected);
      },
    ), { numRuns: 2000 });
  });
});
