import { LeftOperandId, OccurrencePatternId, RuleTypeId, ruleMessages, timeSpanSeconds } from '@portal/contracts';
import type { RuleBody } from '@portal/contracts';
import { leftOperandById, occurrencePatternsFor, operatorById } from './definitions.ts';
import { asNumber } from './operators.ts';
import { resolveTimeZone } from './timezones.ts';

export interface RuleProblem { path: (string | number)[]; message: string }

/**
 * What RuleBody's schema cannot see: whether the engine can evaluate every condition as written (operand for the
 * rule type, operator for the operand, field names, right operands, occurrence patterns, the tenant condition,
 * Aggregation's count) and whether the time zone is known. The rules service answers a 400 with these.
 */
export function ruleProblems(rule: Pick<RuleBody, 'ruleTypeId' | 'tenantId' | 'conditions' | 'timeConditions'>): RuleProblem[] {
  const problems: RuleProblem[] = [];
  const add = (path: (string | number)[], message: string) => problems.push({ path, message });
  if (rule.timeConditions && !resolveTimeZone(rule.timeConditions.timeZoneId)) add(['timeConditions', 'timeZoneId'], ruleMessages.timeZoneUnknown);
  rule.conditions.forEach((condition, i) => {
    const at = (field: string) => ['conditions', i, field];
    const definition = leftOperandById.get(condition.leftOperand);
    if (!definition || !definition.ruleTypes.includes(rule.ruleTypeId as RuleTypeId)) { add(at('leftOperand'), ruleMessages.operandNotAllowed); return; }
    if (!definition.operators.includes(condition.operator as never)) { add(at('operator'), ruleMessages.operatorNotAllowed); return; }
    if (definition.requiresFieldName && !condition.leftOperandFieldName?.trim()) add(at('leftOperandFieldName'), ruleMessages.fieldNameRequired);
    const pattern = condition.occurrencePattern ?? OccurrencePatternId.Current;
    if (pattern !== OccurrencePatternId.Current && !occurrencePatternsFor(definition, rule.ruleTypeId).includes(pattern as never)) {
      add(at('occurrencePattern'), ruleMessages.occurrenceNotAllowed);
    }
    if (operatorById.get(condition.operator)?.needsRightOperand) {
      const right = condition.rightOperand?.trim() ?? '';
      const numeric = definition.type === 'number' || definition.type === 'severity' || (pattern >= 1 && pattern <= 4);
      if (definition.type === 'timeSpan') { if (timeSpanSeconds(right) === undefined) add(at('rightOperand'), ruleMessages.timeSpanRequired); }
      else if (numeric && [3, 4, 6, 7].includes(condition.operator) && asNumber(right) === undefined) add(at('rightOperand'), ruleMessages.numberRequired);
      else if (right === '' && definition.type !== 'text') add(at('rightOperand'), ruleMessages.rightOperandRequired);
    }
    if (condition.leftOperand === LeftOperandId.Tenant && (i !== 0 || !rule.tenantId || condition.rightOperand !== rule.tenantId)) {
      add(at('leftOperand'), ruleMessages.tenantConditionFirst);
    }
  });
  if (rule.ruleTypeId === RuleTypeId.Aggregation && !rule.conditions.some((c) => leftOperandById.get(c.leftOperand)?.source.from === 'hits')) {
    add(['conditions'], ruleMessages.aggregateRequired);
  }
  return problems;
}
