import type { FastifyPluginAsync } from 'fastify';
import type { ModuleOptions } from '../../platform/module.ts';
import { sessionRoutes } from './session.routes.ts';

/** The signed-in caller: who they are, what they may do, their tenant > subscription context. */
const session: FastifyPluginAsync<ModuleOptions> = async (app, options) => {
  await app.register(sessionRoutes, options);
};
export default session;
export { createSessionService } from './session.service.ts';
