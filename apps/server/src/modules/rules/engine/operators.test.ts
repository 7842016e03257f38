import { OperatorId } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { MATCH_TEXT_MAX, applyOperator } from './operators.ts';

describe('operators', () => {
  it('1 Equals: numbers numerically, text ignoring case, missing equals empty', () => {
    expect(applyOperator(OperatorId.Equals, 5, '5.0')).toBe(true);
    expect(applyOperator(OperatorId.Equals, '10', '1e1')).toBe(true);
    expect(applyOperator(OperatorId.Equals, 'Running', 'running')).toBe(true);
    expect(applyOperator(OperatorId.Equals, true, 'TRUE')).toBe(true);
    expect(applyOperator(OperatorId.Equals, undefined, '')).toBe(true);
    expect(applyOperator(OperatorId.Equals, 'a', 'b')).toBe(false);
  });
  it('2 NotEquals', () => {
    expect(applyOperator(OperatorId.NotEquals, 5, '6')).toBe(true);
    expect(applyOperator(OperatorId.NotEquals, 'OK', 'ok')).toBe(false);
  });
  it('3 GreaterThan: numeric, never for a missing value, text by code point', () => {
    expect(applyOperator(OperatorId.GreaterThan, 10, '9')).toBe(true); // as text '10' < '9'
    expect(applyOperator(OperatorId.GreaterThan, '90.5', '90')).toBe(true);
    expect(applyOperator(OperatorId.GreaterThan, undefined, '-1')).toBe(false);
    expect(applyOperator(OperatorId.GreaterThan, 'b', 'A')).toBe(true);
  });
  it('4 LessThan', () => {
    expect(applyOperator(OperatorId.LessThan, 9, '10')).toBe(true);
    expect(applyOperator(OperatorId.LessThan, null, '10')).toBe(false);
  });
  it('5 Contains ignoring case', () => {
    expect(applyOperator(OperatorId.Contains, 'Disk FULL on C:', 'full')).toBe(true);
    expect(applyOperator(OperatorId.Contains, { a: 'x' }, '"a"')).toBe(true);
    expect(applyOperator(OperatorId.Contains, undefined, 'x')).toBe(false);
  });
  it('6 GreaterThanOrEqual and 7 LessThanOrEqual include equality', () => {
    expect(applyOperator(OperatorId.GreaterThanOrEqual, 90, '90')).toBe(true);
    expect(applyOperator(OperatorId.GreaterThanOrEqual, 89, '90')).toBe(false);
    expect(applyOperator(OperatorId.LessThanOrEqual, 90, '90')).toBe(true);
    expect(applyOperator(OperatorId.LessThanOrEqual, 91, '90')).toBe(false);
  });
  it('8 Matches: regular expression ignoring case; unsafe patterns never match', () => {
    expect(applyOperator(OperatorId.Matches, 'ERR-042 disk', '^err-\\d+')).toBe(true);
    expect(applyOperator(OperatorId.Matches, 'ok', '^err')).toBe(false);
    const started = Date.now();
    expect(applyOperator(OperatorId.Matches, `${'a'.repeat(40)}!`, '(a+)+$')).toBe(false);
    expect(Date.now() - started).toBeLessThan(100);
    expect(applyOperator(OperatorId.Matches, 'x', '([')).toBe(false);
  });
  it('8 Matches reads at most MATCH_TEXT_MAX characters', () => {
    expect(applyOperator(OperatorId.Matches, `${'a'.repeat(MATCH_TEXT_MAX)}needle`, 'needle')).toBe(false);
  });
  it('9 StartsWith and 10 EndsWith ignoring case', () => {
    expect(applyOperator(OperatorId.StartsWith, 'Server01', 'server')).toBe(true);
    expect(applyOperator(OperatorId.EndsWith, 'Server01', '01')).toBe(true);
    expect(applyOperator(OperatorId.EndsWith, 'Server01', 'server')).toBe(false);
  });
  it('11 NotContains: a missing value contains nothing', () => {
    expect(applyOperator(OperatorId.NotContains, 'abc', 'B')).toBe(false);
    expect(applyOperator(OperatorId.NotContains, undefined, 'b')).toBe(true);
  });
  it('12 NotMatches; a refused pattern makes it false too', () => {
    expect(applyOperator(OperatorId.NotMatches, 'ok', '^err')).toBe(true);
    expect(applyOperator(OperatorId.NotMatches, 'aaaa', '(a|aa)*$')).toBe(false);
  });
  it('13 IsEmpty and 14 IsNotEmpty', () => {
    for (const empty of [undefined, null, '', '  ', [], {}]) expect(applyOperator(OperatorId.IsEmpty, empty, undefined)).toBe(true);
    for (const full of [0, false, 'x', [1], { a: 1 }]) expect(applyOperator(OperatorId.IsNotEmpty, full, undefined)).toBe(true);
  });
  it('time spans compare as seconds', () => {
    expect(applyOperator(OperatorId.GreaterThan, 95, '00:01:30', true)).toBe(true);
    expect(applyOperator(OperatorId.LessThan, 85, '00:01:30', true)).toBe(true);
  });
});
