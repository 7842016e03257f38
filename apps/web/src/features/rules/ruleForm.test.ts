import { ruleMessages, type Rule } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { validationLines } from '../../kit/form/FormPanel.tsx';
import {
  DAYS_OF_MONTH_FORMAT, RuleForm, copyOfRule, formatDaysOfMonth, newRuleValues, parseDaysOfMonth, ruleFieldLabel, ruleToForm, withTenantCondition,
  type RuleFormValues,
} from './ruleForm.ts';

const TENANT = '11111111-1111-4111-8111-111111111111';
const OTHER = '22222222-2222-4222-8222-222222222222';

function valid(): RuleFormValues {
  return {
    ...newRuleValues(TENANT),
    name: 'CPU high',
    ruleTypeId: 1,
    conditions: [...newRuleValues(TENANT).conditions, { type: 0, leftOperand: 4, leftOperandFieldName: 'DeviceCpu', operator: 3, rightOperand: '80', occurrencePattern: null }],
  };
}

const saved: Rule = {
  ruleId: '33333333-3333-4333-8333-333333333333', name: 'Night watch', description: null, ruleTypeId: 5, tenantId: TENANT, subscriptionId: null,
  enabled: true, matchLifetime: '00:10:00', useSlidingExpiration: true,
  timeConditions: { timeZoneId: 'Europe/Berlin', startRange: null, endRange: null, daysOfWeek: [1, 2], daysOfMonth: [1, 2, 3, 15], dailyStartTime: '22:00', dailyEndTime: '06:00' },
  conditions: [{ type: 0, leftOperand: 20, operator: 1, rightOperand: TENANT }], matchActions: [{ actionDefinitionId: OTHER, parameters: { To: 'x' } }], expirationActions: [],
  created: '2026-01-01T00:00:00Z', modified: '2026-01-01T00:00:00Z',
};

describe('rule form', () => {
  it('starts a new rule enabled, with a 5-minute lifetime and the tenant condition first', () => {
    const values = newRuleValues(TENANT);
    expect(values).toMatchObject({ enabled: true, matchLifetime: '00:05:00', timeLimited: false });
    expect(values.timeConditions).toMatchObject({ timeZoneId: 'America/New_York', daysOfWeek: [0, 1, 2, 3, 4, 5, 6], daysOfMonth: '1-31' });
    expect(values.conditions).toEqual([{ type: 0, leftOperand: 20, leftOperandFieldName: null, operator: 1, rightOperand: TENANT, occurrencePattern: null }]);
  });

  it('keeps the tenant condition first, replaces it for another tenant and drops it without one', () => {
    const other = { type: 1 as const, leftOperand: 3, leftOperandFieldName: null, operator: 1, rightOperand: 'x', occurrencePattern: null };
    const withOther = [...newRuleValues(TENANT).conditions, other];
    expect(withTenantCondition(withOther, OTHER).map((c) => c.rightOperand)).toEqual([OTHER, 'x']);
    expect(withTenantCondition(withOther, null)).toEqual([other]);
    expect(withTenantCondition([other], TENANT)[0]).toMatchObject({ leftOperand: 20, rightOperand: TENANT });
  });

  it('reads and writes days of the month with ranges', () => {
    expect(parseDaysOfMonth('1-3, 7,31')).toEqual([1, 2, 3, 7, 31]);
    expect(parseDaysOfMonth('')).toEqual([]);
    expect(parseDaysOfMonth('0-3')).toBeUndefined();
    expect(parseDaysOfMonth('5-2')).toBeUndefined();
    expect(parseDaysOfMonth('32')).toBeUndefined();
    expect(parseDaysOfMonth('x')).toBeUndefined();
    expect(formatDaysOfMonth([1, 2, 3, 15, 28, 29, 30, 31])).toBe('1-3, 15, 28-31');
  });

  it('turns valid values into the RuleBody the server takes, without time conditions while they are off', () => {
    const parsed = RuleForm.parse(valid());
    expect(parsed).toMatchObject({ name: 'CPU high', ruleTypeId: 1, tenantId: TENANT, timeConditions: null, matchLifetime: '00:05:00' });
    expect(parsed.conditions[1]).toMatchObject({ leftOperand: 4, leftOperandFieldName: 'DeviceCpu', operator: 3, rightOperand: '80' });
    expect(parsed).not.toHaveProperty('timeLimited');
  });

  it("shows part 1 §5's messages", () => {
    const blank = { ...newRuleValues(null), matchLifetime: '' };
    const lines = validationLines(RuleForm, blank, ruleFieldLabel);
    expect(lines).toEqual(expect.arrayContaining([
      `Name: ${ruleMessages.nameRequired}`, `Type: ${ruleMessages.ruleTypeRequired}`, `Match Lifetime: ${ruleMessages.lifetimeRequired}`,
      `Conditions: ${ruleMessages.conditionsRequired}`,
    ]));
    expect(validationLines(RuleForm, { ...valid(), matchLifetime: '00:04:59' }, ruleFieldLabel)).toEqual([`Match Lifetime: ${ruleMessages.lifetimeMinimum}`]);
    expect(validationLines(RuleForm, { ...valid(), ruleTypeId: 5 }, ruleFieldLabel)).toEqual([`Time Limitations: ${ruleMessages.maintenanceTimeRequired}`]);
    const noDays = { ...valid(), ruleTypeId: 5, timeLimited: true, timeConditions: { ...valid().timeConditions, daysOfWeek: [] } };
    expect(validationLines(RuleForm, noDays, ruleFieldLabel)).toEqual([`Days of Week: ${ruleMessages.maintenanceDayRequired}`]);
    const noZone = { ...valid(), timeLimited: true, timeConditions: { ...valid().timeConditions, timeZoneId: '' } };
    expect(validationLines(RuleForm, noZone, ruleFieldLabel)).toEqual([`Time Zone: ${ruleMessages.timeZoneRequired}`]);
    const badDays = { ...valid(), timeLimited: true, timeConditions: { ...valid().timeConditions, daysOfMonth: '0-40' } };
    expect(validationLines(RuleForm, badDays, ruleFieldLabel)).toEqual([`Days of Month: ${DAYS_OF_MONTH_FORMAT}`]);
  });

  it('asks for the left operand and operator of a new condition', () => {
    const values = { ...valid(), conditions: [...valid().conditions, { type: 0 as const, leftOperand: null, leftOperandFieldName: null, operator: null, rightOperand: null, occurrencePattern: null }] };
    expect(validationLines(RuleForm, values, ruleFieldLabel)).toEqual(['Condition 3: Please select what the condition reads.', 'Condition 3: Please select an operator.']);
  });

  it('round-trips a saved rule and copies it disabled with a copy suffix', () => {
    const form = ruleToForm(saved);
    expect(form.timeLimited).toBe(true);
    expect(form.timeConditions.daysOfMonth).toBe('1-3, 15');
    const body = RuleForm.parse(form);
    expect(body.timeConditions).toEqual(saved.timeConditions);
    expect(body.matchActions).toEqual(saved.matchActions);
    expect(copyOfRule(saved)).toMatchObject({ name: 'Night watch - Copy', enabled: false, ruleTypeId: 5 });
  });
});
