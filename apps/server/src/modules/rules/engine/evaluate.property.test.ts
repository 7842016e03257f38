import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { evaluateRule } from './evaluate.ts';
import type { EngineRule, PacketInput } from './evaluate.ts';

/*
 * The engine against a deliberately plain reference: every condition evaluated with simple loops and its own
 * operator code, then combined left to right. Random Ingestion and History rules over random packets.
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

function reference(rule: { ruleTypeId: number; conditions: RefCondition[] }, p: PacketInput, history: Record<string, unknown>[]) {
  const values: boolean[] = [];
  for (const c of rule.conditions) values.push(referenceCondition(c, rule.ruleTypeId, p, history));
  let result = values[0]!;
  let decider = 0;
  for (let i = 1; i < values.length; i++) {
    const and = rule.conditions[i]!.type === 0;
    if ((and && result) || (!and && !result)) { result = values[i]!; decider = i; }
  }
  return { matched: result, decider };
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
});
