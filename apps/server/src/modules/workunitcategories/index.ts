import type { FastifyPluginAsync } from 'fastify';
import type { ModuleOptions } from '../../platform/module.ts';
import { workUnitCategoriesRoutes } from './workunitcategories.routes.ts';

/** Work unit categories (Work Unit Settings; the "service" of the Resolution Center). */
const workUnitCategoriesModule: FastifyPluginAsync<ModuleOptions> = async (app, options) => {
  await app.register(workUnitCategoriesRoutes, options);
};
export default workUnitCategoriesModule;
