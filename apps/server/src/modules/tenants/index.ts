import type { FastifyPluginAsync } from 'fastify';
import type { ModuleOptions } from '../../platform/module.ts';
import { tenantsRoutes } from './tenants.routes.ts';

export { currentSecretValues } from './tenant-secrets.ts';
export { createTenantsService } from './tenants.service.ts';
export { assertTenantExists } from './tenant-exists.ts';

/** Tenants: their settings, assignment groups, custom work unit fields and secrets. */
const tenantsModule: FastifyPluginAsync<ModuleOptions> = async (app, options) => {
  await app.register(tenantsRoutes, options);
};
export default tenantsModule;
