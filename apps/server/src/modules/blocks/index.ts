import type { FastifyPluginAsync } from 'fastify';
import type { ModuleOptions } from '../../platform/module.ts';
import { demoFeedJob } from './blocks.jobs.ts';
import { blocksRoutes } from './blocks.routes.ts';
import { createBlocksService } from './blocks.service.ts';

export type { BlocksService } from './blocks.service.ts';
export { createBlocksService } from './blocks.service.ts';
export { demoBlockId, demoBlocks } from './blocks.demo.ts';

/** Blocks: named values fed by packets (`message.Value`), their history and logs, and the demo feed. */
const blocksModule: FastifyPluginAsync<ModuleOptions> = async (app, options) => {
  const { db, config, jobs } = options;
  const blocks = createBlocksService({ db, retentionDays: config.PACKET_RETENTION_DAYS });
  await app.register(blocksRoutes, { ...options, blocks });
  jobs.register(demoFeedJob(db, config, jobs));
};
export default blocksModule;
