import { type AnyColumn, type SQL, sql } from 'drizzle-orm';

/**
 * SQL that reads an entity's newest packet from latest_packets by its primary key (tenant, entity): one
 * index probe per row, so a grid of 100 rows costs one statement. For OData computed fields, e.g.
 * `cpu: { column: (row) => latestPacketValue(sql`${row}."tenant_id"`, sql`${row}."device_id"`, ['Metrics', 'DeviceCpu']), type: 'number' }`.
 * `path`: 'timestamp' for when it was measured, or the JSON path of a number in its message (null when
 * absent or not a number). Paths are the caller's constants, never user text; they are checked anyway.
 */
export function latestPacketValue(tenantId: AnyColumn | SQL, entityId: AnyColumn | SQL, path: 'timestamp' | readonly string[]): SQL {
  const from = sql`from latest_packets lp where lp.tenant_id = ${tenantId} and lp.entity_id = ${entityId}`;
  if (path === 'timestamp') return sql`(select lp."timestamp" ${from})`;
  if (!path.length || !path.every((part) => /^\w+$/.test(part))) throw new Error(`Not a packet message path: ${path.join('.')}`);
  const jsonPath = sql.raw(`'{${path.join(',')}}'`);
  return sql`(select case when jsonb_typeof(lp.message #> ${jsonPath}) = 'number' then (lp.message #>> ${jsonPath})::float8 end ${from})`;
}
