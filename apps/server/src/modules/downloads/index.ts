import type { FastifyPluginAsync } from 'fastify';
import type { ModuleOptions } from '../../platform/module.ts';
import { downloadsRoutes } from './downloads.routes.ts';

/** Files the portal hands out without a sign-in: the reference agent (apps/agent). */
const downloads: FastifyPluginAsync<ModuleOptions> = async (app, options) => {
  await app.register(downloadsRoutes, options);
};
export default downloads;
