import { randomUUID } from 'node:crypto';
import {
  PACKET_FUTURE_TOLERANCE_MS, type PacketIn, type PacketIngestResponse, type PacketResponse, packetIngestMessages,
} from '@portal/contracts';
import { type SQL, and, desc, eq, inArray, sql } from 'drizzle-orm';
import { createBatcher } from '../../db/batcher.ts';
import type { Db } from '../../db/client.ts';
import { connectionOf } from '../../db/connection.ts';
import { toIso } from '../../db/timestamps.ts';
import type { Actor } from '../../platform/auth/index.ts';
import { notFound } from '../../platform/errors/index.ts';
import { type ODataQuery, runList } from '../../platform/odata/index.ts';
import { type TenantSet, tenantScope, tenantsOf } from '../../platform/tenancy/index.ts';
import {
  type ArrivedPacket, type InStoreConsumer, type QueuedEntities, type QueuedRow, arrivedFromQueued, arrivedFromStored, inStoreConsumerOf, notifyPacketsStored, queueingTenantsOf,
} from './packets.arrivals.ts';
import { firstKeptDay, withPartitions } from './packets.partitions.ts';
import { packetEntity } from './packets.entity.ts';
import { latestPackets, packetEntities, packets } from './packets.table.ts';

/**
 * Calls sharing a statement carry at most this many packets in all: what one evaluation batch judges well
 * (rules/evaluation DEFAULT_BATCH_SIZE); a call as large goes alone.
 */
const SHARED_STORE_MAX_PACKETS = 1000;

/** What an in-store consumer threw: the store is made again the outbox's way. */
class ConsumerFailed extends Error {
  constructor(reason: unknown) {
    super('the in-store consumer failed', { cause: reason });
  }
}

/** A packet that passed screen(), with its place in the caller's batch. */
interface Accepted { index: number; packetId: string; entityId: string; time: Date; message: unknown }

/** A transaction or the database: entities are registered in the transaction that creates them. */
type Tx = Pick<Db, 'insert' | 'delete'>;

export interface LatestPacket {
  packetId: string;
  timestamp: Date;
  message: Record<string, unknown>;
}

/**
 * One statement stores a whole batch: the packets of entities the tenants own (the others are left
 * out and refused by id), a resend (same id and timestamp) skipped by the primary key, and each
 * entity's newest packet moved forward in latest_packets, all in the statement's one transaction.
 * Rows are written in key order so two batches touching the same entities lock them in the same order.
 * Each newly stored packet also goes to the packet_arrivals outbox in the same statement, so a packet is
 * committed if and only if its arrival is (claimArrivals); a batch's arrivals are numbered in time order.
 * latest_packets counts each entity's stored packets (last_sequence, whatever their timestamps) and each
 * arrival carries its packet's number, in time order within the batch: the rules' evaluation keeps History
 * windows in memory and needs to know it has seen every packet of an entity.
 * Only tenants that have had an enabled rule have their packets queued (packetArrivalTenants); which of the
 * batch's tenants those are is looked up once, before any row is joined (a join then a probe per row cost a
 * fifth of the statement for tenants without rules, in EXPLAIN ANALYZE).
 * A packet may name its own tenant (else null): storeEach sends several callers' packets in one batch.
 * The messages travel as one JSON array ($5: one document to parse, not a hundred) and are read once: the
 * places of unowned packets (n, from 1) come from the keys alone, so no CTE holds a copy of every message
 * but the insert's RETURNING, which the newest-packet upsert and the outbox both need.
 * It answers counts, and lists only the exceptions: the places of packets no allowed tenant owns, and
 * the ids stored when some packet was a resend (null when every kept packet was stored).
 */
/**
 * Where a new latest_packets row starts numbering its entity's packets: the clock in ms times 1,000, so an
 * entity registered again after its row was deleted never repeats a number (unless it had stored 1,000 packets
 * for every ms between the two rows), and numbers stay below 2^53 until the year 2255. Stable in a statement.
 */
const SEQUENCE_BASE = '((extract(epoch from statement_timestamp()) * 1000)::bigint * 1000)';

/**
 * The store statement. An entity's kind and new last number reach its packets through one-row maps (jsonb
 * objects by entity id), not joins: PostgreSQL guesses a handful of rows for what an insert returns and joined
 * the returned rows in a nested loop, over 1,000 packets 360,000 comparisons and 70 ms (EXPLAIN ANALYZE).
 * `queue`: the new packets of tenants with rules go to the outbox (packet_arrivals). `return`: they are
 * answered instead, for a consumer that judges them in the storing transaction (consumeInStore); nothing goes
 * to the outbox. When every kept packet was stored (the rule), the answer is only their entities' owners, kinds
 * and new last numbers (`queued_entities`): the caller holds the packets, and sending their messages back
 * as JSON cost a third of the statement (EXPLAIN ANALYZE, 400 packets). When some were resends, which copy
 * was stored is the statement's to say, so the rows come back whole (`queued_rows`).
 */
function storeSql(mode: 'queue' | 'return'): string {
  return `
with owned as (
  select distinct on (pe.entity_id) pe.entity_id, pe.tenant_id, pe.kind from packet_entities pe
  where pe.entity_id = any($2::uuid[]) and ($6::uuid[] is null or pe.tenant_id = any($6::uuid[]))
  order by pe.entity_id, pe.tenant_id
),
unowned as (
  select u.n from unnest($2::uuid[], $4::uuid[]) with ordinality as u(entity_id, tenant_id, n)
  where not exists (select 1 from owned o where o.entity_id = u.entity_id and (u.tenant_id is null or u.tenant_id = o.tenant_id))
),
inserted as (
  insert into packets (tenant_id, packet_id, entity_id, "timestamp", message)
  select o.tenant_id, i.packet_id, i.entity_id, i.ts, i.message
  from rows from (unnest($1::uuid[], $2::uuid[], $3::timestamptz[], $4::uuid[]), jsonb_array_elements($5::jsonb)) as i(packet_id, entity_id, ts, tenant_id, message)
  join owned o using (entity_id)
  where i.tenant_id is null or i.tenant_id = o.tenant_id
  order by o.tenant_id, i.packet_id, i.ts
  on conflict do nothing
  returning tenant_id, entity_id, packet_id, "timestamp", message
),
latest as (
  insert into latest_packets as lp (tenant_id, entity_id, packet_id, "timestamp", message, last_sequence)
  select distinct on (tenant_id, entity_id) tenant_id, entity_id, packet_id, "timestamp", message,
    ${SEQUENCE_BASE} + count(*) over (partition by tenant_id, entity_id order by "timestamp" desc, packet_id rows between unbounded preceding and unbounded following)
  from inserted
  order by tenant_id, entity_id, "timestamp" desc, packet_id
  on conflict (tenant_id, entity_id) do update set
    packet_id = case when lp."timestamp" < excluded."timestamp" then excluded.packet_id else lp.packet_id end,
    message = case when lp."timestamp" < excluded."timestamp" then excluded.message else lp.message end,
    "timestamp" = greatest(lp."timestamp", excluded."timestamp"),
    last_sequence = lp.last_sequence + (excluded.last_sequence - ${SEQUENCE_BASE})
  returning tenant_id, entity_id, last_sequence
),
entity_maps as (
  select (select jsonb_object_agg(entity_id::text, kind) from owned) as kinds,
    (select jsonb_object_agg(entity_id::text, last_sequence) from latest) as sequences
),
queueing as (
  select array(select t.tenant_id from packet_arrival_tenants t where t.tenant_id in (select tenant_id from owned)) as tenant_ids
),
queued as (
  select i.tenant_id, i.packet_id, i.entity_id, i."timestamp", m.kinds ->> i.entity_id::text as kind, i.message,
    (m.sequences ->> i.entity_id::text)::bigint - count(*) over (partition by i.tenant_id, i.entity_id)
      + row_number() over (partition by i.tenant_id, i.entity_id order by i."timestamp", i.packet_id) as entity_sequence
  from inserted i cross join entity_maps m
  where i.tenant_id = any ((select tenant_ids from queueing)::uuid[])
),
${mode === 'queue' ? `arrivals as (
  insert into packet_arrivals (tenant_id, packet_id, entity_id, "timestamp", kind, message, entity_sequence)
  select tenant_id, packet_id, entity_id, "timestamp", kind, message, entity_sequence from queued
  order by "timestamp", packet_id
  returning tenant_id
),` : ''}
counts as (
  select (select count(*) from inserted)::int as stored, (cardinality($1::uuid[]) - (select count(*) from unowned))::int as kept,
    ${mode === 'queue' ? '(select count(*) from arrivals)' : '0'}::int as queued
)
select c.stored, c.kept, c.queued,
  case when c.stored < c.kept then coalesce((select array_agg(packet_id) from inserted), '{}') end as inserted,
  (select array_agg(n::int order by n) from unowned) as unowned${mode === 'queue' ? `,
  (select array_agg(distinct tenant_id) from arrivals) as queued_tenants` : `,
  case when c.stored = c.kept then (select jsonb_object_agg(l.entity_id::text, jsonb_build_array(l.tenant_id, m.kinds ->> l.entity_id::text, l.last_sequence))
    from latest l cross join entity_maps m where l.tenant_id = any ((select tenant_ids from queueing)::uuid[])) end as queued_entities,
  case when c.stored < c.kept then (select json_agg(json_build_object('tenantId', q.tenant_id, 'packetId', q.packet_id, 'entityId', q.entity_id, 'timestamp', q."timestamp",
    'entityKind', q.kind, 'message', q.message, 'entitySequence', q.entity_sequence) order by q."timestamp", q.packet_id) from queued q) end as queued_rows,
  now() as received`}
from counts c`;
}
const STORE_SQL = storeSql('queue');
const STORE_RETURNING_SQL = storeSql('return');

function present(row: typeof packets.$inferSelect): PacketResponse {
  return {
    packetId: row.packetId, tenantId: row.tenantId, entityId: row.entityId,
    timestamp: toIso(row.timestamp), received: toIso(row.received), message: row.message,
  };
}

/**
 * `retentionDays`: pass `config.PACKET_RETENTION_DAYS` (the default is that setting's default); it only
 * bounds how old a stored packet may be.
 */
export function createPacketsService({ db, retentionDays = 30 }: { db: Db; retentionDays?: number }) {
  /** Lets packets be stored for these entities of `tenantId`; call it in the transaction that creates them. */
  async function registerEntities(tx: Tx, tenantId: string, entities: Array<{ entityId: string; kind: string }>): Promise<void> {
    if (!entities.length) return;
    await tx.insert(packetEntities).values(entities.map((e) => ({ tenantId, entityId: e.entityId, kind: e.kind }))).onConflictDoNothing();
  }

  /** No more packets for these entities; the stored ones stay until retention drops their days. */
  async function unregisterEntities(tx: Tx, tenantId: string, entityIds: string[]): Promise<void> {
    if (!entityIds.length) return;
    await tx.delete(packetEntities).where(and(eq(packetEntities.tenantId, tenantId), inArray(packetEntities.entityId, entityIds)));
    await tx.delete(latestPackets).where(and(eq(latestPackets.tenantId, tenantId), inArray(latestPackets.entityId, entityIds)));
  }

  /**
   * Stores packets for entities registered in `tenants` (a tenant id, a list, or 'all'); answers after
   * commit. A packet of an unknown or foreign entity, or with a timestamp out of range, is refused by
   * its index and id; the others are stored all the same.
   */
  /** Packets that may be stored (in the retention window, not in the future) and the refusals of the others. */
  function screen(batch: PacketIn[], now: Date) {
    const refused: PacketIngestResponse['refused'] = [];
    const keepFrom = firstKeptDay(now, retentionDays).getTime();
    const latestAllowed = now.getTime() + PACKET_FUTURE_TOLERANCE_MS;
    const accepted: Accepted[] = [];
    batch.forEach((packet, index) => {
      const time = new Date(packet.timestamp);
      const entityId = packet.entityId.toLowerCase();
      if (time.getTime() < keepFrom) refused.push({ index, entityId, message: packetIngestMessages.tooOld(retentionDays) });
      else if (time.getTime() > latestAllowed) refused.push({ index, entityId, message: packetIngestMessages.tooNew });
      // Ids as PostgreSQL writes them: the statement answers them so, and outcome() looks them up.
      else accepted.push({ index, packetId: packet.packetId?.toLowerCase() ?? randomUUID(), entityId, time, message: packet.message });
    });
    return { accepted, refused };
  }

  /** What one store statement came to: what storeEach's callers' outcomes are counted from. */
  interface Stored {
    /** The ids stored and how many rows each (a resent packet in the same batch stores one), or null when every kept packet was stored. */
    inserted: Map<string, number> | null;
    /** Positions in the statement's batch of packets that no allowed tenant owns. */
    unowned: Set<number>;
  }

  type StoreRow = { stored: number; kept: number; queued: number; inserted: string[] | null; unowned: number[] | null };

  /**
   * One store statement for `accepted` (each with its tenant, or null for any of `tenantIds`). With an
   * in-store consumer (the rules' evaluation), the statement answers the packets it would have queued and
   * the consumer judges them in the same transaction; when it fails, the store rolls back and is made
   * again the outbox's way, so nothing is lost.
   */
  async function insert(accepted: Array<Accepted & { tenantId: string | null }>, tenantIds: string[] | null): Promise<Stored> {
    const values = [
      accepted.map((p) => p.packetId), accepted.map((p) => p.entityId), accepted.map((p) => p.time.toISOString()),
      accepted.map((p) => p.tenantId), JSON.stringify(accepted.map((p) => p.message)), tenantIds,
    ];
    const times = accepted.map((p) => p.time);
    const consumer = inStoreConsumerOf(db);
    const queueing = queueingTenantsOf(db);
    const judgeHere = consumer && queueing.mayQueue(tenantIds);
    const row = (judgeHere && await storeAndConsume(consumer, accepted, values, times)) || await withPartitions(db, times, async () => {
      const { rows: [queuedRow] } = await db.$client.query<StoreRow & { queued_tenants: string[] | null }>({ name: 'packets.store', text: STORE_SQL, values });
      if (queuedRow!.queued > 0) notifyPacketsStored(db);
      queueing.learn(queuedRow!.queued_tenants ?? []);
      return queuedRow!;
    });
    let inserted: Map<string, number> | null = null;
    if (row.inserted) {
      inserted = new Map();
      for (const id of row.inserted) inserted.set(id, (inserted.get(id) ?? 0) + 1);
    }
    // Positions are 1-based in the statement (with ordinality), 0-based here.
    return { inserted, unowned: new Set((row.unowned ?? []).map((n) => n - 1)) };
  }

  /** The store and the consumer's work in one transaction; undefined when the consumer failed (nothing was stored). */
  async function storeAndConsume(
    consumer: InStoreConsumer, accepted: Array<Accepted & { tenantId: string | null }>, values: unknown[], times: Date[],
  ): Promise<StoreRow | undefined> {
    let handed: ArrivedPacket[] = [];
    try {
      return await withPartitions(db, times, () => db.transaction(async (tx) => {
        const { rows: [row] } = await connectionOf(tx).query<StoreRow & { queued_entities: QueuedEntities | null; queued_rows: QueuedRow[] | null; received: Date }>(
          { name: 'packets.storeReturning', text: STORE_RETURNING_SQL, values });
        handed = row!.queued_rows
          ? row!.queued_rows.map((queued) => arrivedFromQueued(queued, row!.received))
          : arrivedFromStored(accepted, row!.queued_entities ?? {}, row!.received);
        if (handed.length) await consumer.consume(tx, handed).catch((err: unknown) => { throw new ConsumerFailed(err); });
        return row!;
      }));
    } catch (err) {
      if (handed.length) consumer.rolledBack(handed);
      if (err instanceof ConsumerFailed) return undefined;
      throw err;
    }
  }

  /**
   * What one caller's packets came to: stored, resent (duplicate), refused by index. `from` is where the
   * caller's packets start in the statement's batch.
   */
  function outcome(accepted: Accepted[], refused: PacketIngestResponse['refused'], stored: Stored, from = 0): PacketIngestResponse {
    let storedCount = 0;
    let kept = 0;
    accepted.forEach((p, i) => {
      if (stored.unowned.has(from + i)) refused.push({ index: p.index, entityId: p.entityId, message: packetIngestMessages.notRegistered(p.entityId) });
      else {
        kept++;
        const rows = stored.inserted ? stored.inserted.get(p.packetId) ?? 0 : 1;
        if (rows > 0) {
          stored.inserted?.set(p.packetId, rows - 1);
          storedCount++;
        }
      }
    });
    return { stored: storedCount, duplicate: kept - storedCount, refused: refused.sort((a, b) => a.index - b.index) };
  }

  /** No statement: the first `unowned` packets are refused, as no tenant was allowed. */
  const nothingStored = (unowned: number): Stored => ({ inserted: new Map(), unowned: new Set(Array.from({ length: unowned }, (_, i) => i)) });

  /**
   * Stores a batch in one statement and commits it: only packets of entities the tenants own (the
   * others are refused by index), a resent packet (same id and timestamp) counted as a duplicate.
   */
  async function store(tenants: string | TenantSet, batch: PacketIn[], now = new Date()): Promise<PacketIngestResponse> {
    const tenantIds = tenants === 'all' ? null : typeof tenants === 'string' ? [tenants] : [...tenants];
    const { accepted, refused } = screen(batch, now);
    if (accepted.length === 0 || tenantIds?.length === 0) return outcome(accepted, refused, nothingStored(accepted.length));
    return outcome(accepted, refused, await insert(accepted.map((p) => ({ ...p, tenantId: null })), tenantIds));
  }

  /**
   * Several callers' batches, each for its one tenant, in one statement (the agents' check-ins: see
   * storeBatched). Answers each caller's outcome, as store would have.
   */
  async function storeEach(requests: Array<{ tenantId: string; packets: PacketIn[] }>, now = new Date()): Promise<PacketIngestResponse[]> {
    const screened = requests.map((r) => ({ tenantId: r.tenantId, ...screen(r.packets, now) }));
    const all = screened.flatMap((r) => r.accepted.map((p) => ({ ...p, tenantId: r.tenantId })));
    const stored = all.length > 0 ? await insert(all, [...new Set(requests.map((r) => r.tenantId))]) : nothingStored(0);
    let from = 0;
    return screened.map((r) => {
      const answer = outcome(r.accepted, r.refused, stored, from);
      from += r.accepted.length;
      return answer;
    });
  }

  /**
   * Like store for one tenant, but shares a statement with the calls that arrive while one is in flight:
   * for many small batches (a check-in's heartbeat). At most 200 calls go in one statement.
   */
  const storeBatched = createBatcher(storeEach, {
    concurrency: 2, maxBatch: 200, weight: (r) => r.packets.length, maxWeight: SHARED_STORE_MAX_PACKETS,
    // Two statements storing for one entity wait for each other's commit (its latest_packets row): kept apart.
    keys: (r) => [...new Set(r.packets.map((p) => p.entityId.toLowerCase()))],
  });

  /**
   * Stores for the tenants in which the actor may create packets. A caller of one tenant (an API token)
   * shares the statement and transaction with the calls in flight beside it (storeBatched): one store and
   * one evaluation for several calls, where each alone cost a dozen round trips (docs/performance.md).
   */
  async function storeFor(actor: Actor, batch: PacketIn[]): Promise<PacketIngestResponse> {
    const tenants = tenantsOf(actor, 'Packets:create');
    if (tenants !== 'all' && tenants.length === 1 && batch.length < SHARED_STORE_MAX_PACKETS) return storeBatched({ tenantId: tenants[0]!, packets: batch });
    return store(tenants, batch);
  }

  /** The newest packet of each entity, in one indexed query (for grids: one call per page of rows). */
  async function latestFor(entityIds: readonly string[], tenantIds?: readonly string[]): Promise<Map<string, LatestPacket>> {
    const found = new Map<string, LatestPacket>();
    if (!entityIds.length) return found;
    const conditions: SQL[] = [inArray(latestPackets.entityId, [...entityIds])];
    if (tenantIds) conditions.push(tenantIds.length ? inArray(latestPackets.tenantId, [...tenantIds]) : sql`false`);
    const rows = await db.select().from(latestPackets).where(and(...conditions));
    for (const row of rows) found.set(row.entityId, { packetId: row.packetId, timestamp: row.timestamp, message: row.message });
    return found;
  }

  async function list(actor: Actor, query: ODataQuery) {
    return runList(db, packetEntity, query, { where: (ref) => tenantScope(actor, 'Packets:view', ref(packets.tenantId)), maxTop: 1000, defaultTop: 100 });
  }

  /** The newest packet with this id in the actor's tenants (a resent id keeps its first timestamp, so normally the only one). */
  async function get(actor: Actor, packetId: string): Promise<PacketResponse> {
    const [row] = await db.select().from(packets)
      .where(and(eq(packets.packetId, packetId), tenantScope(actor, 'Packets:view', packets.tenantId)))
      .orderBy(desc(packets.timestamp)).limit(1);
    if (!row) throw notFound('The packet');
    return present(row);
  }

  return { registerEntities, unregisterEntities, store, storeEach, storeBatched, storeFor, latestFor, list, get };
}

export type PacketsService = ReturnType<typeof createPacketsService>;
