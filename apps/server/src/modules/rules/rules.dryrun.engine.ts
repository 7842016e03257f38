import { type ConditionHit, type EngineRule, type PacketInput, type Verdict, evaluateRule, stateNeeded, subjectOf } from './engine/index.ts';

export type DryRunRule = EngineRule & { ruleId: string };

/**
 * An evaluator that keeps, in memory, the state the live evaluation would load from the database: each
 * entity's earlier packets (History) and the hits recorded per subject (Correlation, Aggregation). Feed
 * it packets oldest first. It only knows the packets it was fed, so a History window or a Correlation
 * that reaches back before the first of them sees less than the live evaluation did (docs/areas/rules.md).
 */
export function dryRunEvaluator(rule: DryRunRule): (input: PacketInput) => Verdict {
  const need = stateNeeded(rule);
  const earlier = new Map<string, Array<{ timestamp: Date; message: Record<string, unknown> }>>();
  const hitsBySubject = new Map<string, ConditionHit[]>();
  return (input) => {
    const at = new Date(input.timestamp);
    const seen = earlier.get(input.entityId) ?? [];
    const history = need.history
      ? seen.filter((p) => p.timestamp.getTime() < at.getTime() && p.timestamp.getTime() >= at.getTime() - need.history!.windowMs)
        .slice(-need.history.maxPackets).reverse()
      : undefined;
    const subjectHits = need.hits ? hitsBySubject.get(subjectOf(rule, input)) ?? [] : undefined;
    const verdict = evaluateRule(rule, input, { history, hits: subjectHits });
    if (need.history) earlier.set(input.entityId, [...seen, { timestamp: at, message: input.message }]);
    if (need.hits && verdict.hits.length) hitsBySubject.set(verdict.subjectId, [...(hitsBySubject.get(verdict.subjectId) ?? []), ...verdict.hits]);
    return verdict;
  };
}
