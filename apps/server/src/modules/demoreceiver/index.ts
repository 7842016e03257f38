import type { FastifyPluginAsync } from 'fastify';
import type { ModuleOptions } from '../../platform/module.ts';
import { demoReceiverRoutes } from './demoreceiver.routes.ts';

export { DEMO_RECEIVER_HOOK_PATH } from './demoreceiver.routes.ts';

/**
 * The demo receiver (DEMO_FEED): the portal's stand-in for a customer's webhook endpoint, which the demo's
 * HTTP action reaches at http://demo-receiver.invalid/… (platform/outbound maps that reserved name to this
 * process's own listener while the demo feed is on; any other name of loopback stays refused).
 */
const demoReceiverModule: FastifyPluginAsync<ModuleOptions> = async (app, options) => {
  await app.register(demoReceiverRoutes, options);
};
export default demoReceiverModule;
