import { describe, expect, it } from 'vitest';
import { RuleBody, patternProblem, ruleMessages } from './rules.ts';

const valid = {
  name: 'CPU high', ruleTypeId: 1, matchLifetime: '00:05:00',
  conditions: [{ type: 0, leftOperand: 4, leftOperandFieldName: 'DeviceCpu', operator: 3, rightOperand: '90' }],
};
const messagesOf = (body: unknown) => {
  const result = RuleBody.safeParse(body);
  return result.success ? [] : result.error.issues.map((i) => i.message);
};

describe('RuleBody (part 1 §5)', () => {
  it('accepts a valid rule with the spec\'s defaults', () => {
    const rule = RuleBody.parse(valid);
    expect(rule).toMatchObject({ enabled: true, useSlidingExpiration: false, matchActions: [], expirationActions: [] });
  });

  it('names, types, lifetimes and conditions with the spec\'s messages', () => {
    expect(messagesOf({ ...valid, name: '  ' })).toEqual(['Please enter a rule name']);
    expect(messagesOf({ ...valid, ruleTypeId: undefined })).toEqual(['Please select a Rule Type']);
    expect(messagesOf({ ...valid, ruleTypeId: 7 })).toEqual(['Please select a Rule Type']);
    expect(messagesOf({ ...valid, matchLifetime: '' })).toEqual(['Lifetime is required']);
    expect(messagesOf({ ...valid, matchLifetime: undefined })).toEqual(['Lifetime is required']);
    expect(messagesOf({ ...valid, matchLifetime: '00:04:59' })).toEqual([ruleMessages.lifetimeMinimum]);
    expect(messagesOf({ ...valid, matchLifetime: '5 minutes' })).toContain(ruleMessages.lifetimeFormat);
    expect(messagesOf({ ...valid, conditions: [] })).toEqual(['Condtions are required for rules.']);
  });

  it('Maintenance rules need time limitations with a day; time limitations need a timezone', () => {
    expect(messagesOf({ ...valid, ruleTypeId: 5 })).toEqual(['Time limitations are required for Maintenance rules.']);
    expect(messagesOf({ ...valid, ruleTypeId: 5, timeConditions: { timeZoneId: 'America/New_York', daysOfWeek: [] } }))
      .toEqual(['At least one day should be selected when using a Maintenance rule.']);
    expect(messagesOf({ ...valid, timeConditions: { timeZoneId: '' } })).toEqual(['A timezone is required.']);
    expect(RuleBody.parse({ ...valid, timeConditions: { timeZoneId: 'America/New_York' } }).timeConditions).toMatchObject({
      daysOfWeek: [0, 1, 2, 3, 4, 5, 6], daysOfMonth: Array.from({ length: 31 }, (_, i) => i + 1), startRange: null, dailyStartTime: null,
    });
    expect(messagesOf({ ...valid, timeConditions: { timeZoneId: 'UTC', dailyStartTime: '25:00', daysOfMonth: [0] } }))
      .toEqual([ruleMessages.dayOfMonth, ruleMessages.timeOfDayFormat]);
  });

  it('refuses a regular expression that could run for a very long time', () => {
    const matches = (rightOperand: string) => messagesOf({ ...valid, conditions: [{ ...valid.conditions[0], operator: 8, rightOperand }] });
    expect(matches('^err-\\d+$')).toEqual([]);
    expect(matches('(a+)+$')).toEqual([ruleMessages.patternUnsafe]);
    expect(matches('([')).toEqual([ruleMessages.patternInvalid]);
    expect(matches('a'.repeat(201))).toEqual([ruleMessages.patternTooLong]);
  });
});

describe('patternProblem', () => {
  it('refuses nested and alternated repetition, back-references and lookarounds; allows the rest', () => {
    for (const unsafe of ['(a+)+', '(a|aa)*', '(\\w+\\s?)*', '([a-z]+)*', '(x+x+)+y', '(a)\\1', 'foo(?=bar)', '(?<!x)y', '(.*a){12}']) {
      expect({ unsafe, problem: patternProblem(unsafe) }).toEqual({ unsafe, problem: ruleMessages.patternUnsafe });
    }
    for (const safe of ['^\\d+$', 'err(or)?', '(ab)+', 'x{2,}', '[(]+', 'cpu\\s+high', '((ab)c)+', 'ok|warn', '(?:disk|cpu) high']) {
      expect({ safe, problem: patternProblem(safe) }).toEqual({ safe, problem: undefined });
    }
  });
});
