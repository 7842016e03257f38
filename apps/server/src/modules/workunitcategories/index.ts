import type { FastifyPluginAsync } from 'fastify';
import type { ModuleOptions } from '../../platform/module.ts';
import { workUnitCategoriesRoutes } from './workunitcategories.routes.ts';

/** Work unit categories (Work Unit Settings; the "service" of the Resolution Center). */
const workUnitCategoriesModule: FastifyPluginAsync<ModuleOptions> = async (app, options) => {
  await app.register(workUnitCategoriesRoutes, options);
};
export default workUnitCategoriesModule;

/** Which categories an actor may see, use and write: the work unit areas scope by them too. */
export { canWriteShared, categoryScope, usableCategoryScope } from './workunitcategories.scope.ts';
