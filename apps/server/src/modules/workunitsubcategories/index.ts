import type { FastifyPluginAsync } from 'fastify';
import type { ModuleOptions } from '../../platform/module.ts';
import { workUnitSubcategoriesRoutes } from './workunitsubcategories.routes.ts';

/** Work unit subcategories (Work Unit Settings; the "need" of the Resolution Center). */
const workUnitSubcategoriesModule: FastifyPluginAsync<ModuleOptions> = async (app, options) => {
  await app.register(workUnitSubcategoriesRoutes, options);
};
export default workUnitSubcategoriesModule;
