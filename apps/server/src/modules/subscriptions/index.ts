import type { FastifyPluginAsync } from 'fastify';
import type { ModuleOptions } from '../../platform/module.ts';
import { subscriptionsRoutes } from './subscriptions.routes.ts';

export { createSubscriptionsService } from './subscriptions.service.ts';

/** Subscriptions: the second level of the tenant > subscription context. */
const subscriptionsModule: FastifyPluginAsync<ModuleOptions> = async (app, options) => {
  await app.register(subscriptionsRoutes, options);
};
export default subscriptionsModule;
