import type { FastifyPluginAsync } from 'fastify';
import type { ModuleOptions } from '../../platform/module.ts';
import { createGrantsService } from './grants.service.ts';
import { grantsRoutes } from './grants.routes.ts';

/** Role grants managed by administrators through the API, with an audit record of each change. */
const grantsModule: FastifyPluginAsync<ModuleOptions> = async (app, options) => {
  const service = createGrantsService({
    db: options.db, providerSendsGroups: !options.config.builtInIdentity, forgetActor: (userId) => app.forgetActor(userId),
  });
  await app.register(grantsRoutes, { ...options, service });
};
export default grantsModule;
export { type GrantsService, createGrantsService } from './grants.service.ts';
export { withGrantsLock } from './grant-audit.ts';
