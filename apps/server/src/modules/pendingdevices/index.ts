import type { FastifyPluginAsync } from 'fastify';
import type { ModuleOptions } from '../../platform/module.ts';
import { pendingDevicesRoutes } from './pendingdevices.routes.ts';
import { createPendingDevicesService } from './pendingdevices.service.ts';

export { type EnrollOutcome, PENDING_RETRY_SECONDS, type PendingDevicesService, createPendingDevicesService } from './pendingdevices.service.ts';

/** Agents waiting for an administrator: listed, promoted to devices or deleted. The agent API enrolls them. */
const pendingDevicesModule: FastifyPluginAsync<ModuleOptions> = async (app, options) => {
  const service = createPendingDevicesService({ db: options.db });
  await app.register(pendingDevicesRoutes, { ...options, service });
};
export default pendingDevicesModule;
