import type { FastifyPluginAsync } from 'fastify';
import type { ModuleOptions } from '../../platform/module.ts';
import { locationsRoutes } from './locations.routes.ts';

export { type LocationUsage, registerLocationUsage } from './locations.usage.ts';

/** Locations of devices: per tenant, or shared by all tenants. */
const locationsModule: FastifyPluginAsync<ModuleOptions> = async (app, options) => {
  await app.register(locationsRoutes, options);
};
export default locationsModule;
