import type { FastifyPluginAsync } from 'fastify';
import type { ModuleOptions } from '../../platform/module.ts';
import { lookupsRoutes } from './lookups.routes.ts';
import { createLookupsService } from './lookups.service.ts';

/** Shell information and the dropdown lookups of the shared shell. */
const lookupsModule: FastifyPluginAsync<ModuleOptions> = async (app, options) => {
  const service = createLookupsService(options);
  // Fixes the default license expiration at the first start, not at the first visit of the dialog.
  await service.licenseExpiration();
  await app.register(lookupsRoutes, { ...options, service });
};
export default lookupsModule;
