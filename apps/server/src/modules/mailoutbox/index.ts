import type { FastifyPluginAsync } from 'fastify';
import type { ModuleOptions } from '../../platform/module.ts';
import { mailOutboxRoutes } from './mailoutbox.routes.ts';

/** The mail outbox as administrators read it: every message the portal sent or queued (platform/mail writes it). */
const mailOutboxModule: FastifyPluginAsync<ModuleOptions> = async (app, options) => {
  await app.register(mailOutboxRoutes, options);
};
export default mailOutboxModule;
