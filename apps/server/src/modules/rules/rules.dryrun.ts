import type { RuleDryRunBody, RuleDryRunResponse, RuleDryRunResult } from '@portal/contracts';
import type { Db } from '../../db/client.ts';
import type { Actor } from '../../platform/auth/index.ts';
import { recentPackets } from '../packets/index.ts';
import { type DryRunRule, dryRunEvaluator } from './rules.dryrun.engine.ts';
import { entitiesOfSubscription, subscriptionsOf } from './rules.scope.ts';
import type { RulesService } from './rules.service.ts';

/**
 * The dry run (issue 30 item 4): an unsaved rule evaluated by the engine against the last stored packets
 * of its scope (its tenant, and its subscription when it names one), oldest first so that History,
 * Correlation and Aggregation see the packets before each one as the live evaluation would have. It
 * writes nothing: no match, no action. Needs Rules:view in the rule's tenant, and the rule must be one
 * that could be saved (the same checks as a save answer the same 400s).
 */
export function createRuleDryRunService({ db, rules }: { db: Db; rules: RulesService }) {
  async function run(actor: Actor, { rule: body, limit }: RuleDryRunBody): Promise<RuleDryRunResponse> {
    const tenantId = await rules.tenantFor(actor, 'view', body);
    const rule = await rules.validate(actor, tenantId, body);
    const subscriptionId = rule.subscriptionId;
    const scope = subscriptionId ? await entitiesOfSubscription(db, tenantId, subscriptionId) : undefined;
    const packets = scope && scope.length === 0 ? [] : await recentPackets(db, tenantId, limit, scope);
    packets.reverse(); // oldest first
    const subscriptions = await subscriptionsOf(db, tenantId, packets.map((p) => p.entityId));
    const evaluate = dryRunEvaluator({ ...rule, ruleId: 'dry-run' } satisfies DryRunRule);
    const results: RuleDryRunResult[] = packets.map((packet) => {
      const verdict = evaluate({
        packetId: packet.packetId, tenantId: packet.tenantId, subscriptionId: subscriptions.get(packet.entityId),
        entityId: packet.entityId, entityKind: packet.entityKind ?? 'unknown', timestamp: packet.timestamp, received: packet.received,
        message: packet.message,
      });
      return {
        packetId: packet.packetId, entityId: packet.entityId, timestamp: packet.timestamp.toISOString(),
        matched: verdict.matched, subjectId: verdict.subjectId, label: verdict.label, decidedBy: verdict.decidedBy,
      };
    });
    results.reverse(); // newest first, as the editor lists them
    return { evaluated: results.length, matched: results.filter((r) => r.matched).length, results };
  }

  return { run };
}

export type RuleDryRunService = ReturnType<typeof createRuleDryRunService>;
