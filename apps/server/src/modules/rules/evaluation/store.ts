/**
 * The evaluation's SQL: the rules of a batch, the state the engine asks for, the hits it makes, and the
 * matches' upsert and close. Every statement runs in the caller's transaction and takes one round trip
 * for the whole batch (arrays through unnest), with rows written in key order so that two evaluators
 * touching the same matches lock them in the same order.
 */
import type { RuleAction, TimeConditionsInput, Condition } from '@portal/contracts';
import { type SQL, and, eq, inArray, sql } from 'drizzle-orm';
import { namedQuery } from '../../../db/connection.ts';
import type { DbOrTx } from '../../../db/types.ts';
import type { ConditionHit } from '../engine/index.ts';
import type { EntityRead } from './history-windows.ts';
import { rules } from '../rules.table.ts';

/** A rule as the evaluation uses it. */
export interface LoadedRule {
  ruleId: string;
  tenantId: string;
  subscriptionId: string | null;
  name: string;
  ruleTypeId: number;
  matchLifetime: string;
  useSlidingExpiration: boolean;
  timeConditions: TimeConditionsInput | null;
  conditions: Condition[];
  matchActions: RuleAction[];
  expirationActions: RuleAction[];
}

export async function enabledRules(tx: DbOrTx, tenantIds: readonly string[]): Promise<LoadedRule[]> {
  if (tenantIds.length === 0) return [];
  const rows = await tx.select().from(rules)
    .where(and(eq(rules.enabled, true), sql`${rules.tenantId} = any(${param(tenantIds)}::uuid[])`)).prepare('rules.enabledRules').execute();
  return rows.map(asLoaded);
}

export async function rulesById(tx: DbOrTx, ruleIds: readonly string[]): Promise<Map<string, LoadedRule>> {
  if (ruleIds.length === 0) return new Map();
  const rows = await tx.select().from(rules).where(inArray(rules.ruleId, [...new Set(ruleIds)]));
  return new Map(rows.map((r) => [r.ruleId, asLoaded(r)]));
}

function asLoaded(r: typeof rules.$inferSelect): LoadedRule {
  return {
    ruleId: r.ruleId, tenantId: r.tenantId, subscriptionId: r.subscriptionId, name: r.name, ruleTypeId: r.ruleTypeId,
    matchLifetime: r.matchLifetime, useSlidingExpiration: r.useSlidingExpiration,
    timeConditions: r.timeConditions as TimeConditionsInput | null, conditions: r.conditions as unknown as Condition[],
    matchActions: r.matchActions as unknown as RuleAction[], expirationActions: r.expirationActions as unknown as RuleAction[],
  };
}

/** An array as ONE bind parameter (drizzle would spread a bare array into a list of them). */
const param = (values: readonly unknown[]) => sql.param(values);

/** Every statement here runs on every batch: named, so PostgreSQL parses and plans each once per connection. */
const rowsOf = <T>(tx: DbOrTx, name: string, query: SQL): Promise<T[]> => namedQuery<T>(tx, `rules.${name}`, query);

/**
 * The subscription of each entity (a device, a device operation through its device, a block), for rules
 * scoped to a subscription: packets carry only their tenant.
 */
export async function subscriptionsOf(tx: DbOrTx, entities: ReadonlyArray<{ tenantId: string; entityId: string }>): Promise<Map<string, string>> {
  if (entities.length === 0) return new Map();
  const rows = await rowsOf<{ entity_id: string; subscription_id: string | null }>(tx, 'subscriptionsOf', sql`
    select e.entity_id, coalesce(d.subscription_id, od.subscription_id, b.subscription_id) as subscription_id
    from unnest(${param(entities.map((e) => e.tenantId))}::uuid[], ${param(entities.map((e) => e.entityId))}::uuid[]) as e(tenant_id, entity_id)
    left join devices d on d.tenant_id = e.tenant_id and d.device_id = e.entity_id
    left join device_operations o on o.tenant_id = e.tenant_id and o.device_operation_id = e.entity_id
    left join devices od on od.tenant_id = o.tenant_id and od.device_id = o.device_id
    left join blocks b on b.tenant_id = e.tenant_id and b.block_id = e.entity_id`);
  return new Map(rows.filter((r) => r.subscription_id).map((r) => [r.entity_id, r.subscription_id!]));
}

export interface HistoryRequest { tenantId: string; entityId: string; from: Date; to: Date; maxPackets: number }

/**
 * Each entity's packets from `from` on, up to `to` or its newest stored packet if later, newest first, at
 * most maxPackets (History rules; the engine keeps of them what is older than each input), with its
 * latest_packets number read in the same snapshot: so the read holds every packet stored
 * up to that number from `from` on, unless it was cut at maxPackets (what seeds a HistoryWindows window).
 */
export async function historyOf(tx: DbOrTx, requests: readonly HistoryRequest[]): Promise<Map<string, EntityRead>> {
  const found = new Map<string, EntityRead>();
  if (requests.length === 0) return found;
  const rows = await rowsOf<{ entity_id: string; last_sequence: string | null; timestamp: Date | null; message: Record<string, unknown> | null }>(tx, 'historyOf', sql`
    select e.entity_id, lp.last_sequence, p."timestamp", p.message
    from unnest(${param(requests.map((r) => r.tenantId))}::uuid[], ${param(requests.map((r) => r.entityId))}::uuid[],
      ${param(requests.map((r) => r.from.toISOString()))}::timestamptz[], ${param(requests.map((r) => r.to.toISOString()))}::timestamptz[],
      ${param(requests.map((r) => r.maxPackets))}::int[]) as e(tenant_id, entity_id, from_at, to_at, max_packets)
    left join latest_packets lp on lp.tenant_id = e.tenant_id and lp.entity_id = e.entity_id
    left join lateral (
      select p."timestamp", p.message from packets p
      where p.entity_id = e.entity_id and p.tenant_id = e.tenant_id and p."timestamp" >= e.from_at
        and p."timestamp" <= greatest(e.to_at, lp."timestamp")
      order by p."timestamp" desc limit e.max_packets
    ) p on true`);
  for (const r of rows) {
    let read = found.get(r.entity_id);
    if (!read) {
      read = { packets: [], lastSequence: r.last_sequence === null ? null : Number(r.last_sequence) };
      found.set(r.entity_id, read);
    }
    if (r.timestamp !== null) read.packets.push({ timestamp: new Date(r.timestamp), message: r.message! });
  }
  return found;
}

/** Hits kept per rule and subject (newest first) when loading: an Aggregation over more packets counts this many. */
export const HITS_MAX = 10_000;
export interface HitsRequest { tenantId: string; ruleId: string; subjectId: string; from: Date }
export const hitKey = (ruleId: string, subjectId: string) => `${ruleId}|${subjectId}`;

/**
 * Waits for every other transaction judging the same (rule, subject) hits to finish, and holds them off until
 * this one does (transaction advisory locks, taken in one order so two never wait for each other): hits one
 * transaction records are seen by the next, where two at once would each read the other's as missing (two
 * devices of a tenant meeting a Correlation rule's two conditions in two stores at once). Run it before hitsOf,
 * in a statement of its own, so the read's snapshot starts after the wait.
 */
export async function lockHitSubjects(tx: DbOrTx, requests: readonly HitsRequest[]): Promise<void> {
  if (requests.length === 0) return;
  await rowsOf(tx, 'lockHitSubjects', sql`
    select count(pg_advisory_xact_lock(k.key)) from (
      select distinct hashtextextended(u.rule_id || '|' || u.subject_id, 0) as key
      from unnest(${param(requests.map((r) => r.ruleId))}::text[], ${param(requests.map((r) => r.subjectId))}::text[]) as u(rule_id, subject_id)
      order by 1
    ) k`);
}

/** The hits recorded for each (rule, subject) since `from` (Correlation, Aggregation). */
export async function hitsOf(tx: DbOrTx, requests: readonly HitsRequest[]): Promise<Map<string, ConditionHit[]>> {
  const found = new Map<string, ConditionHit[]>();
  if (requests.length === 0) return found;
  const rows = await rowsOf<{ rule_id: string; subject_id: string; condition_index: number | null; entity_id: string; at: Date }>(tx, 'hitsOf', sql`
    select k.rule_id, k.subject_id, h.condition_index, h.entity_id, h.at
    from unnest(${param(requests.map((r) => r.ruleId))}::uuid[], ${param(requests.map((r) => r.subjectId))}::text[],
      ${param(requests.map((r) => r.from.toISOString()))}::timestamptz[]) as k(rule_id, subject_id, from_at)
    cross join lateral (
      select h.condition_index, h.entity_id, h.at from rule_hits h
      where h.rule_id = k.rule_id and h.subject_id = k.subject_id and h.at >= k.from_at
      order by h.at desc limit ${HITS_MAX}
    ) h`);
  for (const r of rows) {
    const key = hitKey(r.rule_id, r.subject_id);
    const list = found.get(key) ?? [];
    list.push({ conditionIndex: r.condition_index, entityId: r.entity_id, at: new Date(r.at) });
    found.set(key, list);
  }
  return found;
}

export interface NewHit { tenantId: string; ruleId: string; subjectId: string; hit: ConditionHit }

export async function saveHits(tx: DbOrTx, hits: readonly NewHit[]): Promise<void> {
  if (hits.length === 0) return;
  await rowsOf(tx, 'saveHits', sql`
    insert into rule_hits (tenant_id, rule_id, subject_id, condition_index, entity_id, at)
    select * from unnest(${param(hits.map((h) => h.tenantId))}::uuid[], ${param(hits.map((h) => h.ruleId))}::uuid[], ${param(hits.map((h) => h.subjectId))}::text[],
      ${param(hits.map((h) => h.hit.conditionIndex))}::smallint[], ${param(hits.map((h) => h.hit.entityId))}::uuid[],
      ${param(hits.map((h) => new Date(h.hit.at).toISOString()))}::timestamptz[])`);
}

/** Hits older than their rule's window (its match lifetime), or than a day, are of no more use. */
export async function pruneHits(tx: DbOrTx, now: Date): Promise<number> {
  const result = await tx.execute(sql`
    delete from rule_hits h where h.at < ${now.toISOString()}::timestamptz - interval '1 day'
      or h.at < ${now.toISOString()}::timestamptz - coalesce((select r.match_lifetime::interval from rules r where r.rule_id = h.rule_id), interval '0')`);
  return result.rowCount ?? 0;
}

export interface MatchKey { tenantId: string; ruleId: string; subjectId: string }
export const matchKey = (k: MatchKey) => `${k.tenantId}|${k.ruleId}|${k.subjectId}`;

/** A match as the evaluation and the expiry job hand it to the actions. */
export interface MatchRow extends MatchKey {
  ruleMatchId: string;
  label: string;
  matchCount: number;
  firstMatch: Date;
  lastMatch: Date;
  expires: Date;
  inMaintenance: boolean;
  packetId: string | null;
}

interface MatchDbRow {
  rule_match_id: string; tenant_id: string; rule_id: string; subject_id: string; label: string; match_count: number;
  first_match: Date; last_match: Date; expires: Date; in_maintenance: boolean; packet_id: string | null;
}
const RETURNING = sql`rule_match_id, tenant_id, rule_id, subject_id, label, match_count, first_match, last_match, expires, in_maintenance, packet_id`;
const asMatch = (r: MatchDbRow): MatchRow => ({
  ruleMatchId: r.rule_match_id, tenantId: r.tenant_id, ruleId: r.rule_id, subjectId: r.subject_id, label: r.label,
  matchCount: r.match_count, firstMatch: new Date(r.first_match), lastMatch: new Date(r.last_match), expires: new Date(r.expires),
  inMaintenance: r.in_maintenance, packetId: r.packet_id,
});
const byKey = <T extends MatchKey>(a: T, b: T) => (matchKey(a) < matchKey(b) ? -1 : matchKey(a) > matchKey(b) ? 1 : 0);

/** Closes the open matches of these keys that have expired by `now` (the evaluation, before it counts a key up). */
export async function closeExpiredOf(tx: DbOrTx, keys: readonly MatchKey[], now: Date): Promise<MatchRow[]> {
  if (keys.length === 0) return [];
  const sorted = [...keys].sort(byKey);
  const rows = await rowsOf<MatchDbRow>(tx, 'closeExpiredOf', sql`
    update rule_matches m set completion_processed = true, modified = ${now.toISOString()}::timestamptz
    from (select * from unnest(${param(sorted.map((k) => k.tenantId))}::uuid[], ${param(sorted.map((k) => k.ruleId))}::uuid[], ${param(sorted.map((k) => k.subjectId))}::text[])
      as k(tenant_id, rule_id, subject_id)) k
    where m.tenant_id = k.tenant_id and m.rule_id = k.rule_id and m.subject_id = k.subject_id
      and not m.completion_processed and m.expires <= ${now.toISOString()}::timestamptz
    returning m.rule_match_id, m.tenant_id, m.rule_id, m.subject_id, m.label, m.match_count, m.first_match, m.last_match, m.expires, m.in_maintenance, m.packet_id`);
  return rows.map(asMatch);
}

/** Closes up to `limit` open matches that have expired by `now`, skipping ones another transaction holds (the expiry job). */
export async function closeExpired(tx: DbOrTx, now: Date, limit: number): Promise<MatchRow[]> {
  const rows = await rowsOf<MatchDbRow>(tx, 'closeExpired', sql`
    update rule_matches set completion_processed = true, modified = ${now.toISOString()}::timestamptz
    where (tenant_id, rule_match_id) in (
      select tenant_id, rule_match_id from rule_matches where not completion_processed and expires <= ${now.toISOString()}::timestamptz
      order by expires limit ${limit} for update skip locked
    )
    returning ${RETURNING}`);
  return rows.map(asMatch);
}

/** One key's matches of a batch: how many, the first and last packet, the label, maintenance. */
export interface MatchWrite extends MatchKey {
  count: number;
  label: string;
  rulePacket: Record<string, unknown>;
  packetId: string | null;
  at: Date;
  expires: Date;
  inMaintenance: boolean;
  state: Record<string, unknown> | null;
}

/**
 * Makes each key's open match or counts it up by `count` (one statement, keys in order). A new match starts
 * at `count` with firstMatch = lastMatch = at; an open one adds `count`, moves lastMatch, and moves expires
 * only when its rule slides. Answers the rows as they are now, with whether each was made.
 */
export async function upsertMatches(tx: DbOrTx, writes: readonly MatchWrite[]): Promise<Array<MatchRow & { created: boolean }>> {
  if (writes.length === 0) return [];
  const sorted = [...writes].sort(byKey);
  const rows = await rowsOf<MatchDbRow & { created: boolean }>(tx, 'upsertMatches', sql`
    insert into rule_matches as m (tenant_id, rule_id, subject_id, label, rule_packet, packet_id, match_count, first_match, last_match, expires,
      in_maintenance, state, created, modified)
    select w.tenant_id, w.rule_id, w.subject_id, w.label, w.rule_packet, w.packet_id, w.match_count, w.at, w.at, w.expires, w.in_maintenance,
      w.state, w.at, w.at
    from unnest(${param(sorted.map((w) => w.tenantId))}::uuid[], ${param(sorted.map((w) => w.ruleId))}::uuid[], ${param(sorted.map((w) => w.subjectId))}::text[],
      ${param(sorted.map((w) => w.label))}::text[], ${param(sorted.map((w) => JSON.stringify(w.rulePacket)))}::jsonb[], ${param(sorted.map((w) => w.packetId))}::uuid[],
      ${param(sorted.map((w) => w.count))}::int[], ${param(sorted.map((w) => w.at.toISOString()))}::timestamptz[], ${param(sorted.map((w) => w.expires.toISOString()))}::timestamptz[],
      ${param(sorted.map((w) => w.inMaintenance))}::boolean[], ${param(sorted.map((w) => (w.state ? JSON.stringify(w.state) : null)))}::jsonb[])
      as w(tenant_id, rule_id, subject_id, label, rule_packet, packet_id, match_count, at, expires, in_maintenance, state)
    on conflict (tenant_id, rule_id, subject_id) where not completion_processed do update set
      match_count = m.match_count + excluded.match_count,
      last_match = excluded.last_match,
      label = excluded.label,
      rule_packet = excluded.rule_packet,
      packet_id = excluded.packet_id,
      in_maintenance = excluded.in_maintenance,
      state = coalesce(excluded.state, m.state),
      expires = case when (select r.use_sliding_expiration from rules r where r.tenant_id = m.tenant_id and r.rule_id = m.rule_id)
        then greatest(m.expires, excluded.expires) else m.expires end,
      modified = excluded.modified
    returning ${RETURNING}, (xmax = 0) as created`);
  return rows.map((r) => ({ ...asMatch(r), created: r.created }));
}
