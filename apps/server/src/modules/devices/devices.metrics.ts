import {
  DEVICE_CPU_METRIC, DEVICE_MEMORY_METRIC, DEVICE_METRICS_MAX_DAYS, type DeviceMetricsResponse, deviceSaveMessages,
} from '@portal/contracts';
import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { toIso } from '../../db/timestamps.ts';
import type { Actor } from '../../platform/auth/index.ts';
import { badRequest } from '../../platform/errors/index.ts';
import { packets } from '../packets/packets.table.ts';
import type { DevicesService } from './devices.service.ts';
import { deviceLogs } from './devices.table.ts';

const BUCKET_SECONDS = 60;
const DAY_MS = 86_400_000;

/** `#>>` path of a dotted metric name, e.g. `{Metrics,DeviceCpu}`. */
const jsonPath = (dotted: string) => `{${dotted.split('.').join(',')}}`;
/** A metric of the packet as a number; anything that is not a number counts as missing. */
const metric = (dotted: string) => sql`case when jsonb_typeof(${packets.message} #> ${jsonPath(dotted)}::text[]) = 'number'
  then (${packets.message} #>> ${jsonPath(dotted)}::text[])::float8 end`;

/** A device's log (newest first) and its CPU/memory over time. */
export function createDeviceReadsService({ db, devices }: { db: Db; devices: DevicesService }) {
  async function logs(actor: Actor, deviceId: string, query: { $top: number; $skip: number; $count?: 'true' | 'false' }) {
    const device = await devices.find(actor, 'view', deviceId);
    const where = and(eq(deviceLogs.tenantId, device.tenantId), eq(deviceLogs.deviceId, device.deviceId));
    const rows = await db.select({
      logEntryId: deviceLogs.logEntryId, created: deviceLogs.created, entryType: deviceLogs.entryType,
      detail: deviceLogs.detail, deviceOperationId: deviceLogs.deviceOperationId,
    }).from(deviceLogs).where(where)
      .orderBy(desc(deviceLogs.created), desc(deviceLogs.logEntryId)).limit(query.$top).offset(query.$skip);
    const value = rows.map((r) => ({ ...r, created: toIso(r.created) }));
    if (query.$count !== 'true') return { value };
    const [total] = await db.select({ n: count() }).from(deviceLogs).where(where);
    return { '@odata.count': total?.n ?? 0, value };
  }

  /**
   * One-minute averages of the heartbeat packets between `from` and `to` (default: the last 24 hours), at
   * most 7 days: averaged in SQL with date_bin (on whole minutes) so the answer holds at most 10,080 points.
   */
  async function metrics(actor: Actor, deviceId: string, range: { from?: string; to?: string }): Promise<DeviceMetricsResponse> {
    const device = await devices.find(actor, 'view', deviceId);
    const to = range.to ? new Date(range.to) : new Date();
    const from = range.from ? new Date(range.from) : new Date(to.getTime() - DAY_MS);
    if (!(from < to) || to.getTime() - from.getTime() > DEVICE_METRICS_MAX_DAYS * DAY_MS) throw badRequest(deviceSaveMessages.metricsRange);
    // Whole minutes from `from`, and never more than 7 days of them.
    from.setUTCSeconds(0, 0);
    if (to.getTime() - from.getTime() > DEVICE_METRICS_MAX_DAYS * DAY_MS) to.setTime(from.getTime() + DEVICE_METRICS_MAX_DAYS * DAY_MS);
    const bucket = sql`date_bin(${`${BUCKET_SECONDS} seconds`}::interval, ${packets.timestamp}, timestamptz '2000-01-01T00:00:00Z')`;
    const rows = await db.select({
      t: sql<Date>`${bucket}`.mapWith((v: string | Date) => new Date(v)),
      cpu: sql<number | null>`round(avg(${metric(DEVICE_CPU_METRIC)})::numeric, 2)::float8`,
      memory: sql<number | null>`round(avg(${metric(DEVICE_MEMORY_METRIC)})::numeric, 2)::float8`,
    }).from(packets)
      .where(and(
        eq(packets.tenantId, device.tenantId), eq(packets.entityId, device.deviceId),
        sql`${packets.timestamp} >= ${from.toISOString()}::timestamptz`, sql`${packets.timestamp} < ${to.toISOString()}::timestamptz`,
      ))
      .groupBy(sql`1`).orderBy(sql`1`);
    return {
      from: from.toISOString(),
      to: to.toISOString(),
      bucketSeconds: BUCKET_SECONDS,
      series: rows.map((r) => ({ t: toIso(r.t), cpu: r.cpu, memory: r.memory })),
    };
  }

  return { logs, metrics };
}
