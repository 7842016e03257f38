import { badRequest } from '../../platform/errors/index.ts';
import { ruleProblems } from './engine/index.ts';

/**
 * What the body's schema cannot check, asked of the engine so that nothing is saved that it cannot
 * evaluate: operand for the rule type, operator for the operand, field names, right operands, occurrence
 * patterns, the tenant condition, Aggregation's count, a known time zone. A 400 naming each field as
 * the schema's errors do; condition indexes count the tenant condition (always the first).
 */
export function validateRuleDefinition(rule: Parameters<typeof ruleProblems>[0]): void {
  const problems = ruleProblems(rule);
  if (problems.length) throw badRequest(problems.map((p) => `${p.path.join('.')}: ${p.message}`).join('; '));
}
