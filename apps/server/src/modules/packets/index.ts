import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../../db/client.ts';
import type { ModuleOptions } from '../../platform/module.ts';
import { maintainPacketPartitions } from './packets.jobs.ts';
import { maintainPartitions } from './packets.partitions.ts';
import { packetsRoutes } from './packets.routes.ts';
import { type PacketsService, createPacketsService } from './packets.service.ts';

export type { LatestPacket, PacketsService } from './packets.service.ts';
export { createPacketsService } from './packets.service.ts';
export { type ArrivedPacket, type InStoreConsumer, claimArrivals, consumeInStore, onPacketsStored, pendingArrivals, queueingTenantsOf } from './packets.arrivals.ts';
export { latestPacketValue } from './packets.sql.ts';
export { type RecentPacket, recentPackets } from './packets.recent.ts';

/**
 * The packets service other modules use (devices registers its entities; the agent API stores what
 * agents send): `packetsService(db, config.PACKET_RETENTION_DAYS)`.
 */
export function packetsService(db: Db, retentionDays: number): PacketsService {
  return createPacketsService({ db, retentionDays });
}

/** Packets: what agents and integrations measured, by day partition, and each entity's latest. */
const packetsModule: FastifyPluginAsync<ModuleOptions> = async (app, options) => {
  const { db, config, jobs } = options;
  const packets = createPacketsService({ db, retentionDays: config.PACKET_RETENTION_DAYS });
  await app.register(packetsRoutes, { ...options, packets });
  jobs.register(maintainPacketPartitions(db, config.PACKET_RETENTION_DAYS));
  // At start too (the daily run may be hours away); every node may do it at once, harmlessly.
  app.addHook('onReady', async () => {
    await maintainPartitions(db, config.PACKET_RETENTION_DAYS);
  });
};
export default packetsModule;
