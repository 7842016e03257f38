import { sql } from 'drizzle-orm';
import type { RawSqlExecutor } from '../../db/types.ts';

/** A stored packet with its entity's kind, as the rules' dry run reads it. */
export interface RecentPacket {
  tenantId: string;
  packetId: string;
  entityId: string;
  /** Who registered the entity ('device', 'deviceOperation', 'block'...); null once unregistered. */
  entityKind: string | null;
  timestamp: Date;
  received: Date;
  message: Record<string, unknown>;
}

interface RecentRow {
  tenant_id: string; packet_id: string; entity_id: string; kind: string | null;
  timestamp: Date | string; received: Date | string; message: Record<string, unknown>;
}

/**
 * The newest `limit` stored packets of a tenant (newest first by timestamp), optionally only those of
 * `entityIds`. Read-only. The packets have no index by tenant and time (ingestion would pay for it), so
 * the last day's partitions are read first and the whole retention only when they hold too few.
 */
export async function recentPackets(db: RawSqlExecutor, tenantId: string, limit: number, entityIds?: readonly string[], now = new Date()): Promise<RecentPacket[]> {
  const entities = entityIds ? sql`and p.entity_id = any(${`{${entityIds.join(',')}}`}::uuid[])` : sql``;
  const read = async (since: Date | null) => {
    const window = since ? sql`and p."timestamp" >= ${since.toISOString()}::timestamptz` : sql``;
    const result = await db.execute<RecentRow & Record<string, unknown>>(sql`
      select p.tenant_id, p.packet_id, p.entity_id, pe.kind, p."timestamp", p.received, p.message
      from packets p
      left join packet_entities pe on pe.tenant_id = p.tenant_id and pe.entity_id = p.entity_id
      where p.tenant_id = ${tenantId} ${entities} ${window}
      order by p."timestamp" desc, p.packet_id
      limit ${limit}`);
    return result.rows;
  };
  let rows = await read(new Date(now.getTime() - 24 * 3600_000));
  if (rows.length < limit) rows = await read(null);
  return rows.map((r) => ({
    tenantId: r.tenant_id, packetId: r.packet_id, entityId: r.entity_id, entityKind: r.kind,
    timestamp: new Date(r.timestamp), received: new Date(r.received), message: r.message,
  }));
}
