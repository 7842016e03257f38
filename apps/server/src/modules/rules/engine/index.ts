/**
 * The rules engine: pure and synchronous (no database, no HTTP). The evaluation loads what stateNeeded asks for,
 * calls evaluateRule and records the verdict; the lookups answer from the definition tables. docs/areas/rules.md.
 */
export { evaluateRule, stateNeeded, subjectOf, windowMs, readPath, HISTORY_MAX_PACKETS } from './evaluate.ts';
export type { ConditionHit, EngineRule, PacketInput, RuleInput, RuleState, StateNeed, Verdict, WorkUnitEventInput } from './evaluate.ts';
export { inTimeWindow, timeWindowVerdict } from './time-window.ts';
export { resolveTimeZone, timeZoneOptions, localTime } from './timezones.ts';
export { applyOperator, MATCH_TEXT_MAX } from './operators.ts';
export { ruleProblems } from './problems.ts';
export type { RuleProblem } from './problems.ts';
export {
  conditionInputOptions, leftOperandById, leftOperands, occurrencePatterns, occurrencePatternsFor, operators, ruleTypes,
} from './definitions.ts';
export type { LeftOperandDefinition } from './definitions.ts';
