import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { RawSqlExecutor, Tx } from '../../db/types.ts';

/** A newly stored packet, as its one claimer receives it from the outbox, or an in-store consumer from the store. */
export interface ArrivedPacket {
  /** Its place in the outbox; 0 for a packet handed over by its store (it never entered the outbox). */
  sequence: number;
  tenantId: string;
  packetId: string;
  entityId: string;
  timestamp: Date;
  /** Who registered the entity when the packet was stored ('device', 'deviceOperation', 'block'...). */
  entityKind: string;
  received: Date;
  message: Record<string, unknown>;
  /** Its number among the entity's stored packets (latest_packets.last_sequence); null for one stored before they were numbered. */
  entitySequence: number | null;
}

interface ArrivalRow {
  sequence: string | number; tenant_id: string; packet_id: string; entity_id: string; timestamp: Date | string;
  kind: string; received: Date | string; message: Record<string, unknown>; entity_sequence: string | number | null;
}

/**
 * Claims and deletes up to `limit` of the oldest arrivals inside the caller's transaction, skipping the
 * ones another transaction holds (FOR UPDATE SKIP LOCKED), in arrival order, with their packets (the
 * outbox row carries them: reading them back from the day's partition cost more than the claim, docs/
 * performance.md). The delete commits with the caller's work or not at all: a caller that dies or rolls
 * back leaves the arrivals to the next claim, so each arrival is handled once in effect.
 */
export async function claimArrivals(tx: RawSqlExecutor, limit: number): Promise<ArrivedPacket[]> {
  const result = await tx.execute<ArrivalRow & Record<string, unknown>>(sql`
    delete from packet_arrivals where (sequence, tenant_id) in (
      select sequence, tenant_id from packet_arrivals order by sequence limit ${limit} for update skip locked
    )
    returning sequence, tenant_id, packet_id, entity_id, "timestamp", kind, received, message, entity_sequence`);
  return result.rows
    .map((r) => ({
      sequence: Number(r.sequence), tenantId: r.tenant_id, packetId: r.packet_id, entityId: r.entity_id, timestamp: new Date(r.timestamp),
      entityKind: r.kind, received: new Date(r.received), message: r.message,
      entitySequence: r.entity_sequence === null ? null : Number(r.entity_sequence),
    }))
    .sort((a, b) => a.sequence - b.sequence);
}

/** How many arrivals wait (for metrics, tests and the bench). */
export async function pendingArrivals(db: RawSqlExecutor): Promise<number> {
  const result = await db.execute<{ n: number }>(sql`select count(*)::int as n from packet_arrivals`);
  return result.rows[0]?.n ?? 0;
}

/**
 * About how many arrivals wait, from the two ends of the outbox's key (two index probes, where a count reads
 * every row): rows claimed by a batch still in flight and numbers of rolled-back stores count too.
 */
export async function arrivalsBacklog(db: Db): Promise<number> {
  const { rows: [row] } = await db.$client.query<{ n: string | null }>({
    name: 'packets.arrivalsBacklog', text: 'select max(sequence) - min(sequence) + 1 as n from packet_arrivals',
  });
  return Number(row?.n ?? 0);
}

/**
 * The backlog as ingestion sees it: read again at most every `maxAgeMs`, by the calls that find it old,
 * which never wait for the read. A failed read keeps the last value.
 */
export function backlogGauge(read: () => Promise<number>, maxAgeMs = 200, now = Date.now): () => number {
  let value = 0;
  let readAt = -Infinity;
  let reading = false;
  return () => {
    if (!reading && now() - readAt >= maxAgeMs) {
      reading = true;
      read().then((n) => { value = n; }, () => {}).finally(() => {
        readAt = now();
        reading = false;
      });
    }
    return value;
  };
}

const storedListeners = new WeakMap<Db, Set<() => void>>();

/**
 * Calls `listener` after each store on `db` that committed new packets (in this process), so a consumer
 * of the arrivals can kick its drain without the packets module knowing it. Answers the unsubscribe.
 * A listener must not throw and should be cheap: it runs on the ingestion path.
 */
export function onPacketsStored(db: Db, listener: () => void): () => void {
  let listeners = storedListeners.get(db);
  if (!listeners) storedListeners.set(db, (listeners = new Set()));
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function notifyPacketsStored(db: Db): void {
  for (const listener of storedListeners.get(db) ?? []) listener();
}

/**
 * A consumer that judges newly stored packets inside the storing transaction, instead of claiming them from
 * the outbox later (the rules' evaluation: docs/areas/rules.md, "Evaluation"). Its packets are committed if
 * and only if its work is. When `consume` throws, the store rolls back and is made again the outbox's way,
 * so a consumer that fails never loses or refuses a packet: the outbox's claimer judges them later.
 */
export interface InStoreConsumer {
  consume(tx: Tx, packets: ArrivedPacket[]): Promise<void>;
  /** The transaction `consume` ran in did not commit (consume threw, or the commit failed): forget what it kept of them. */
  rolledBack(packets: ArrivedPacket[]): void;
}

const inStoreConsumers = new WeakMap<Db, InStoreConsumer>();

/** Makes `consumer` judge every store on `db` (in this process) inside its transaction; answers the undo. */
export function consumeInStore(db: Db, consumer: InStoreConsumer): () => void {
  inStoreConsumers.set(db, consumer);
  return () => {
    if (inStoreConsumers.get(db) === consumer) inStoreConsumers.delete(db);
  };
}

export const inStoreConsumerOf = (db: Db): InStoreConsumer | undefined => inStoreConsumers.get(db);

/**
 * Which tenants queue packets (packet_arrival_tenants: they have had an enabled rule), as this process knows
 * it. Only a store for one of them opens a transaction for the in-store consumer; any other is one statement,
 * which writes to the outbox whatever it must judge after all and teaches this set which tenants did. A hint
 * only: a tenant missing from it loses nothing (its packets are judged from the outbox moments later). Until
 * the table is read (at start, and again after every rules change anywhere: `reload`), every store is judged
 * in a transaction.
 */
export class QueueingTenants {
  private tenants = new Set<string>();
  private known = false;
  private generation = 0;

  /** Whether a store for these tenants (null: any) may have packets to judge. */
  mayQueue(tenantIds: readonly string[] | null): boolean {
    return !this.known || tenantIds === null || tenantIds.some((tenantId) => this.tenants.has(tenantId));
  }

  learn(tenantIds: Iterable<string>): void {
    for (const tenantId of tenantIds) this.tenants.add(tenantId);
  }

  /** Reads the table again; until it answers (or if it fails) every store is judged in a transaction. */
  async reload(db: RawSqlExecutor): Promise<void> {
    this.known = false;
    const generation = ++this.generation;
    try {
      const { rows } = await db.execute<{ tenant_id: string }>(sql`select tenant_id from packet_arrival_tenants`);
      if (generation !== this.generation) return;
      this.tenants = new Set(rows.map((row) => row.tenant_id));
      this.known = true;
    } catch {
      // Stays unknown: correct, only slower, until the next reload.
    }
  }
}

const queueingTenants = new WeakMap<Db, QueueingTenants>();

export function queueingTenantsOf(db: Db): QueueingTenants {
  let tenants = queueingTenants.get(db);
  if (!tenants) queueingTenants.set(db, (tenants = new QueueingTenants()));
  return tenants;
}

/** A queued packet as the in-store statement answers it (json_build_object in packets.service.ts). */
export interface QueuedRow {
  tenantId: string; packetId: string; entityId: string; timestamp: string; entityKind: string;
  message: Record<string, unknown>; entitySequence: number;
}

export const arrivedFromQueued = (row: QueuedRow, received: Date): ArrivedPacket => ({
  sequence: 0, tenantId: row.tenantId, packetId: row.packetId, entityId: row.entityId, timestamp: new Date(row.timestamp),
  entityKind: row.entityKind, received, message: row.message, entitySequence: row.entitySequence,
});

/** The store statement's word on the entities of new packets to hand over: owner, kind and new last number, by entity id. */
export type QueuedEntities = Record<string, [tenantId: string, kind: string, lastSequence: number]>;

/**
 * The packets a store handed over, built from the caller's own copies when every kept packet was stored: those
 * of the entities in `entities` (and of its owner, for a packet naming its tenant), numbered as the statement
 * numbered them (each entity's in time then id order, ending at its new last number), in that order.
 */
export function arrivedFromStored(
  stored: ReadonlyArray<{ packetId: string; entityId: string; time: Date; message: unknown; tenantId: string | null }>,
  entities: QueuedEntities, received: Date,
): ArrivedPacket[] {
  const handed = stored.filter((p) => {
    const entity = entities[p.entityId];
    return entity !== undefined && (p.tenantId === null || p.tenantId === entity[0]);
  });
  handed.sort((a, b) => a.time.getTime() - b.time.getTime() || (a.packetId < b.packetId ? -1 : a.packetId > b.packetId ? 1 : 0));
  const count = new Map<string, number>();
  for (const p of handed) count.set(p.entityId, (count.get(p.entityId) ?? 0) + 1);
  const numbered = new Map<string, number>();
  return handed.map((p) => {
    const [tenantId, kind, last] = entities[p.entityId]!;
    const rank = (numbered.get(p.entityId) ?? 0) + 1;
    numbered.set(p.entityId, rank);
    return {
      sequence: 0, tenantId, packetId: p.packetId, entityId: p.entityId, timestamp: p.time, entityKind: kind, received,
      message: p.message as Record<string, unknown>, entitySequence: last - count.get(p.entityId)! + rank,
    };
  });
}
