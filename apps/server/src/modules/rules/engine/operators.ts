import { OperatorId, patternProblem, timeSpanSeconds } from '@portal/contracts';

/** The longest text a Matches condition reads (the rest is ignored), bounding regular expression time. */
export const MATCH_TEXT_MAX = 4096;

const NUMBER = /^\s*[-+]?(\d+(\.\d*)?|\.\d+)(e[-+]?\d+)?\s*$/i;

/** A value as a number when it is one (or numeric text), else undefined. Booleans are not numbers. */
export function asNumber(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  if (typeof value === 'string' && NUMBER.test(value)) return Number(value);
  return undefined;
}

/** A value as text: missing is '', objects and lists as JSON. */
export function asText(value: unknown): string {
  if (value === undefined || value === null) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean' || typeof value === 'bigint') return String(value);
  return JSON.stringify(value);
}

export function isEmptyValue(value: unknown): boolean {
  if (value === undefined || value === null) return true;
  if (typeof value === 'string') return value.trim() === '';
  if (Array.isArray(value)) return value.length === 0;
  if (typeof value === 'object') return Object.keys(value).length === 0;
  return false;
}

const patterns = new Map<string, RegExp | null>();
/** A compiled, safe pattern (cached), or null when patternProblem refuses it. */
function compiled(pattern: string): RegExp | null {
  let regex = patterns.get(pattern);
  if (regex === undefined) {
    regex = patternProblem(pattern) ? null : new RegExp(pattern, 'i');
    if (patterns.size > 10_000) patterns.clear();
    patterns.set(pattern, regex);
  }
  return regex;
}

/** -1, 0 or 1; numbers compare numerically when both sides are numbers, else text ignoring case by code point. */
function order(left: unknown, right: string, rightAsNumber: number | undefined): number {
  const l = asNumber(left);
  if (l !== undefined && rightAsNumber !== undefined) return Math.sign(l - rightAsNumber);
  const a = asText(left).toLowerCase();
  const b = right.toLowerCase();
  return a < b ? -1 : a > b ? 1 : 0;
}

const rightNumbers = new Map<string, number | undefined>();
const rightTimeSpans = new Map<string, number | undefined>();
/** A right operand as a number, parsed once: a rule's operands are few, and every packet of its tenant reads them. */
function parsedRightOperand(right: string, timeSpan: boolean): number | undefined {
  const cache = timeSpan ? rightTimeSpans : rightNumbers;
  if (cache.has(right)) return cache.get(right);
  const parsed = timeSpan ? (timeSpanSeconds(right.trim()) ?? asNumber(right)) : asNumber(right);
  if (cache.size >= 10_000) cache.clear();
  cache.set(right, parsed);
  return parsed;
}

/**
 * Applies an operator (docs/areas/rules.md): numbers as numbers, text ignoring case, a missing value reads as
 * empty text and is never greater or less than anything. `timeSpan` right operands ('HH:mm:ss') compare as seconds.
 */
export function applyOperator(operator: number, left: unknown, rightOperand: string | null | undefined, timeSpan = false): boolean {
  const right = rightOperand ?? '';
  const rightNumber = parsedRightOperand(right, timeSpan);
  const missing = left === undefined || left === null;
  switch (operator) {
    case OperatorId.Equals: return order(left, right, rightNumber) === 0;
    case OperatorId.NotEquals: return order(left, right, rightNumber) !== 0;
    case OperatorId.GreaterThan: return !missing && order(left, right, rightNumber) > 0;
    case OperatorId.LessThan: return !missing && order(left, right, rightNumber) < 0;
    case OperatorId.GreaterThanOrEqual: return !missing && order(left, right, rightNumber) >= 0;
    case OperatorId.LessThanOrEqual: return !missing && order(left, right, rightNumber) <= 0;
    case OperatorId.Contains: return asText(left).toLowerCase().includes(right.toLowerCase());
    case OperatorId.NotContains: return !asText(left).toLowerCase().includes(right.toLowerCase());
    case OperatorId.StartsWith: return asText(left).toLowerCase().startsWith(right.toLowerCase());
    case OperatorId.EndsWith: return asText(left).toLowerCase().endsWith(right.toLowerCase());
    case OperatorId.Matches:
    case OperatorId.NotMatches: {
      const regex = compiled(right);
      if (!regex) return false;
      const found = regex.test(asText(left).slice(0, MATCH_TEXT_MAX));
      return operator === OperatorId.Matches ? found : !found;
    }
    case OperatorId.IsEmpty: return isEmptyValue(left);
    case OperatorId.IsNotEmpty: return !isEmptyValue(left);
    default: return false;
  }
}
