import type { FastifyPluginAsync } from 'fastify';
import type { ModuleOptions } from '../../platform/module.ts';
import { identityRoutes } from './identity.routes.ts';

/**
 * How the web client signs in. The built-in provider itself is platform/identity (mounted by app.ts);
 * this module only tells the client where to find it, or the external one.
 */
const identity: FastifyPluginAsync<ModuleOptions> = async (app, options) => {
  await app.register(identityRoutes, options);
};
export default identity;
export { type NewUser, type UsersService, MIN_PASSWORD_LENGTH, createUsersService } from './users.service.ts';
