import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { defineJob } from '../../platform/jobs/define.ts';
import { maintainPartitions } from './packets.partitions.ts';

/**
 * Each day's packet partitions made two days ahead and the days past PACKET_RETENTION_DAYS dropped,
 * daily just after midnight UTC (and at every start, from index.ts). Idempotent: a second run finds
 * the partitions made and the old ones gone.
 */
export const maintainPacketPartitions = (db: Db, retentionDays: number) => defineJob({
  name: 'packets.partitions',
  payload: z.object({}),
  cron: '5 0 * * *',
  async run(_payload, { log }) {
    const { created, dropped } = await maintainPartitions(db, retentionDays);
    if (created.length || dropped.length) log.info({ created, dropped }, 'packet partitions maintained');
  },
});
