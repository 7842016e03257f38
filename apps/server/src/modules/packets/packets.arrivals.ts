import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { RawSqlExecutor } from '../../db/types.ts';

/** A newly stored packet handed to the one consumer that claimed its arrival. */
export interface ArrivedPacket {
  sequence: number;
  tenantId: string;
  packetId: string;
  entityId: string;
  /** Who registered the entity ('device', 'deviceOperation', 'block'...); null if it has been unregistered since. */
  entityKind: string | null;
  timestamp: Date;
  received: Date;
  message: Record<string, unknown>;
}

interface ArrivalRow {
  sequence: string | number; tenant_id: string; packet_id: string; entity_id: string; kind: string | null;
  timestamp: Date | string; received: Date | string; message: Record<string, unknown>;
}

/**
 * Claims and deletes up to `limit` of the oldest arrivals inside the caller's transaction, skipping the
 * ones another transaction holds (FOR UPDATE SKIP LOCKED), and answers their stored packets in arrival
 * order. The delete commits with the caller's work or not at all: a caller that dies or rolls back
 * leaves the arrivals to the next claim, so each arrival is handled once in effect. An arrival whose
 * packet is gone (its day dropped by retention) is deleted and not answered.
 */
export async function claimArrivals(tx: RawSqlExecutor, limit: number): Promise<ArrivedPacket[]> {
  const result = await tx.execute<ArrivalRow & Record<string, unknown>>(sql`
    with claimed as (
      delete from packet_arrivals where (sequence, tenant_id) in (
        select sequence, tenant_id from packet_arrivals order by sequence limit ${limit} for update skip locked
      )
      returning sequence, tenant_id, packet_id, entity_id, "timestamp"
    )
    select c.sequence, c.tenant_id, c.packet_id, c.entity_id, pe.kind, c."timestamp", p.received, p.message
    from claimed c
    join packets p on p.tenant_id = c.tenant_id and p.packet_id = c.packet_id and p."timestamp" = c."timestamp"
    left join packet_entities pe on pe.tenant_id = c.tenant_id and pe.entity_id = c.entity_id
    order by c.sequence`);
  return result.rows.map((r) => ({
    sequence: Number(r.sequence), tenantId: r.tenant_id, packetId: r.packet_id, entityId: r.entity_id, entityKind: r.kind,
    timestamp: new Date(r.timestamp), received: new Date(r.received), message: r.message,
  }));
}

/** How many arrivals wait (for metrics, tests and the bench). */
export async function pendingArrivals(db: RawSqlExecutor): Promise<number> {
  const result = await db.execute<{ n: number }>(sql`select count(*)::int as n from packet_arrivals`);
  return result.rows[0]?.n ?? 0;
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
