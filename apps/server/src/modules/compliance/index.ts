import type { FastifyPluginAsync } from 'fastify';
import type { ModuleOptions } from '../../platform/module.ts';
import { complianceRoutes } from './compliance.routes.ts';

export { createComplianceService } from './compliance.service.ts';
export { ensureBuiltInControlSets } from './compliance.builtin.ts';

/** Compliance controls: shared control sets and each tenant's weekly statuses (docs/areas/compliance.md). */
const complianceModule: FastifyPluginAsync<ModuleOptions> = async (app, options) => {
  await app.register(complianceRoutes, options);
};
export default complianceModule;
