import { randomUUID } from 'node:crypto';
import {
  PACKET_FUTURE_TOLERANCE_MS, type PacketIn, type PacketIngestResponse, type PacketResponse, packetIngestMessages,
} from '@portal/contracts';
import { type SQL, and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { toIso } from '../../db/timestamps.ts';
import type { Actor } from '../../platform/auth/index.ts';
import { notFound } from '../../platform/errors/index.ts';
import { type ODataQuery, runList } from '../../platform/odata/index.ts';
import { type TenantSet, tenantScope, tenantsOf } from '../../platform/tenancy/index.ts';
import { notifyPacketsStored } from './packets.arrivals.ts';
import { firstKeptDay, withPartitions } from './packets.partitions.ts';
import { packetEntity } from './packets.entity.ts';
import { latestPackets, packetEntities, packets } from './packets.table.ts';

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
 * Each newly stored packet's key also goes to the packet_arrivals outbox in the same statement, so a packet
 * is committed if and only if its arrival is (claimArrivals); a batch's arrivals are numbered in time order.
 */
const STORE_SQL = `
with input as (
  select * from unnest($1::uuid[], $2::uuid[], $3::timestamptz[], $4::jsonb[]) as i(packet_id, entity_id, ts, message)
),
owned as (
  select distinct on (pe.entity_id) pe.entity_id, pe.tenant_id from packet_entities pe
  where pe.entity_id = any($2::uuid[]) and ($5::uuid[] is null or pe.tenant_id = any($5::uuid[]))
  order by pe.entity_id, pe.tenant_id
),
inserted as (
  insert into packets (tenant_id, packet_id, entity_id, "timestamp", message)
  select o.tenant_id, i.packet_id, i.entity_id, i.ts, i.message from input i join owned o using (entity_id)
  order by o.tenant_id, i.packet_id, i.ts
  on conflict do nothing
  returning tenant_id, entity_id, packet_id, "timestamp", message
),
latest as (
  insert into latest_packets (tenant_id, entity_id, packet_id, "timestamp", message)
  select distinct on (tenant_id, entity_id) tenant_id, entity_id, packet_id, "timestamp", message from inserted
  order by tenant_id, entity_id, "timestamp" desc, packet_id
  on conflict (tenant_id, entity_id) do update
    set packet_id = excluded.packet_id, "timestamp" = excluded."timestamp", message = excluded.message
    where latest_packets."timestamp" < excluded."timestamp"
),
arrivals as (
  insert into packet_arrivals (tenant_id, packet_id, entity_id, "timestamp")
  select tenant_id, packet_id, entity_id, "timestamp" from inserted order by "timestamp", packet_id
)
select (select count(*) from inserted)::int as stored, coalesce((select array_agg(entity_id) from owned), '{}') as owned`;

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
  async function store(tenants: string | TenantSet, batch: PacketIn[], now = new Date()): Promise<PacketIngestResponse> {
    const tenantIds = tenants === 'all' ? null : typeof tenants === 'string' ? [tenants] : [...tenants];
    const refused: PacketIngestResponse['refused'] = [];
    const keepFrom = firstKeptDay(now, retentionDays).getTime();
    const latestAllowed = now.getTime() + PACKET_FUTURE_TOLERANCE_MS;
    const accepted: Array<{ index: number; packetId: string; entityId: string; time: Date; message: string }> = [];
    batch.forEach((packet, index) => {
      const time = new Date(packet.timestamp);
      const entityId = packet.entityId.toLowerCase();
      if (time.getTime() < keepFrom) refused.push({ index, entityId, message: packetIngestMessages.tooOld(retentionDays) });
      else if (time.getTime() > latestAllowed) refused.push({ index, entityId, message: packetIngestMessages.tooNew });
      else accepted.push({ index, packetId: packet.packetId ?? randomUUID(), entityId, time, message: JSON.stringify(packet.message) });
    });
    if (tenantIds?.length === 0 || accepted.length === 0) {
      for (const p of accepted) refused.push({ index: p.index, entityId: p.entityId, message: packetIngestMessages.notRegistered(p.entityId) });
      return { stored: 0, duplicate: 0, refused: refused.sort((a, b) => a.index - b.index) };
    }
    const values = [
      accepted.map((p) => p.packetId), accepted.map((p) => p.entityId), accepted.map((p) => p.time.toISOString()),
      accepted.map((p) => p.message), tenantIds,
    ];
    const result = await withPartitions(db, accepted.map((p) => p.time), () =>
      db.$client.query<{ stored: number; owned: string[] }>({ name: 'packets.store', text: STORE_SQL, values }));
    const { stored, owned } = result.rows[0]!;
    if (stored > 0) notifyPacketsStored(db);
    const ownedSet = new Set(owned);
    let kept = 0;
    for (const p of accepted) {
      if (ownedSet.has(p.entityId)) kept++;
      else refused.push({ index: p.index, entityId: p.entityId, message: packetIngestMessages.notRegistered(p.entityId) });
    }
    return { stored, duplicate: kept - stored, refused: refused.sort((a, b) => a.index - b.index) };
  }

  /** Stores for the tenants in which the actor may create packets. */
  async function storeFor(actor: Actor, batch: PacketIn[]): Promise<PacketIngestResponse> {
    return store(tenantsOf(actor, 'Packets:create'), batch);
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

  return { registerEntities, unregisterEntities, store, storeFor, latestFor, list, get };
}

export type PacketsService = ReturnType<typeof createPacketsService>;
