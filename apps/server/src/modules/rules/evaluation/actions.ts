import type { RuleAction } from '@portal/contracts';
import { ruleTypeNames, type RuleTypeId } from '@portal/contracts';
import type { ActionRunRequest } from '../../actiondefinitions/index.ts';
import type { LoadedRule, MatchRow } from './store.ts';

/** What made a match event: a stored packet or a work unit event. */
export type MatchSource =
  | { kind: 'packet'; packetId: string; entityId: string; timestamp: Date; message: Record<string, unknown> }
  | { kind: 'workUnit'; workUnitId: number; eventId: string; event: string; fields: Record<string, unknown> };

/** A packet's value as a token: `message.Value` when it has one (blocks), else the message as JSON. */
function packetValue(message: Record<string, unknown>): string {
  const value = message.Value ?? message.value;
  if (value === undefined) return JSON.stringify(message);
  return typeof value === 'string' ? value : JSON.stringify(value);
}

/** The value tokens of a run (docs/areas/actions.md and docs/areas/rules.md list them). */
export function matchTokens(rule: LoadedRule, match: MatchRow, count: number, source: MatchSource | null): Record<string, string> {
  const tokens: Record<string, string> = {
    'Rule.Id': rule.ruleId, 'Rule.Name': rule.name, 'Rule.Type': ruleTypeNames[rule.ruleTypeId as RuleTypeId] ?? String(rule.ruleTypeId),
    'Tenant.Id': rule.tenantId,
    'Match.Id': match.ruleMatchId, 'Match.Count': String(count), 'Match.SubjectId': match.subjectId, 'Match.Label': match.label,
    'Match.FirstMatch': match.firstMatch.toISOString(), 'Match.LastMatch': match.lastMatch.toISOString(), 'Match.Expires': match.expires.toISOString(),
    'Match.InMaintenance': match.inMaintenance ? 'true' : 'false',
  };
  if (source?.kind === 'packet') {
    Object.assign(tokens, {
      'Packet.Id': source.packetId, 'Packet.EntityId': source.entityId, 'Packet.Timestamp': source.timestamp.toISOString(),
      'Packet.Value': packetValue(source.message), 'Packet.Message': JSON.stringify(source.message),
    });
  } else if (source?.kind === 'workUnit') {
    Object.assign(tokens, { 'WorkUnit.Id': String(source.workUnitId), 'WorkUnit.Event': source.event });
    for (const [field, value] of Object.entries(source.fields)) if (value !== null && value !== undefined) tokens[`WorkUnit.${field}`] = String(value);
  }
  return tokens;
}

/**
 * The runs of one match event: each of the rule's match actions, keyed `${ruleMatchId}:${count}:${index}`
 * so that an evaluation run again after a crash enqueues nothing twice; suppressed in maintenance.
 */
export function matchRuns(rule: LoadedRule, match: MatchRow, count: number, source: MatchSource, inMaintenance: boolean): ActionRunRequest[] {
  const tokens = matchTokens(rule, match, count, source);
  const referenceId = source.kind === 'packet' ? source.packetId : String(source.workUnitId);
  return rule.matchActions.map((action: RuleAction, index) => ({
    tenantId: rule.tenantId, actionDefinitionId: action.actionDefinitionId, parameters: action.parameters ?? {}, tokens,
    correlationId: match.ruleMatchId, referenceId, trigger: 'match' as const, suppressed: inMaintenance,
    idempotencyKey: `${match.ruleMatchId}:${count}:${index}`,
  }));
}

/** The runs of a closed match: its rule's expiration actions, once (`${ruleMatchId}:expired:${index}`). */
export function expirationRuns(rule: LoadedRule, match: MatchRow): ActionRunRequest[] {
  const tokens = matchTokens(rule, match, match.matchCount, null);
  return rule.expirationActions.map((action: RuleAction, index) => ({
    tenantId: rule.tenantId, actionDefinitionId: action.actionDefinitionId, parameters: action.parameters ?? {}, tokens,
    correlationId: match.ruleMatchId, referenceId: match.packetId ?? undefined, trigger: 'expiration' as const,
    suppressed: match.inMaintenance, idempotencyKey: `${match.ruleMatchId}:expired:${index}`,
  }));
}
