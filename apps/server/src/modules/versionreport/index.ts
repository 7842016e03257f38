import type { FastifyPluginAsync } from 'fastify';
import type { ModuleOptions } from '../../platform/module.ts';
import { versionReportRoutes } from './versionreport.routes.ts';

export { outdatedVersionIds } from './versionreport.entity.ts';

/** The version report: which devices run each package's Latest version (docs/areas/versionreport.md). */
const versionReportModule: FastifyPluginAsync<ModuleOptions> = async (app, options) => {
  await app.register(versionReportRoutes, options);
};
export default versionReportModule;
