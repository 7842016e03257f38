import { AGENT_CREDENTIAL_PREFIX, agentMessages } from '@portal/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { deviceActor } from '../../platform/auth/device-actor.ts';
import { TokenRefused } from '../../platform/auth/refusal.ts';
import type { ModuleOptions } from '../../platform/module.ts';
import { secretsFor } from '../../platform/secrets/index.ts';
import { DEVICE_CONFIG_TOPIC, createDeviceAgentService } from '../devices/index.ts';
import { cachedAgentReads } from './agent.cache.ts';
import { agentRoutes } from './agent.routes.ts';
import { createCommandWaiters } from './agent.waiters.ts';

/**
 * The agent API: enrollment with an API token, then check-ins and held `commands` requests with the
 * device's own credential. Agents always call out; the portal never calls them.
 */
const agentModule: FastifyPluginAsync<ModuleOptions> = async (app, options) => {
  const agents = createDeviceAgentService({ db: options.db, secrets: secretsFor(options.config), invalidation: options.invalidation });
  const reads = cachedAgentReads(agents);
  app.addBearerResolver({
    matches: (credential) => credential.startsWith(AGENT_CREDENTIAL_PREFIX),
    resolve: async (credential) => {
      const device = await reads.authenticate(credential);
      if (device === 'revoked') throw new TokenRefused('device-revoked', agentMessages.revoked);
      if (!device) throw new TokenRefused('unknown-device-credential', 'The device credential is unknown.');
      return deviceActor(device);
    },
  });
  const waiters = createCommandWaiters();
  // A device's hint (configuration changed, deleted, given a credential) drops what is kept of it and wakes its held requests.
  const stop = options.invalidation.subscribe(DEVICE_CONFIG_TOPIC, (deviceId) => {
    reads.forget(deviceId);
    waiters.wake(deviceId);
  });
  // Held requests answer 204 at once on shutdown, so stopping never waits out a long poll.
  app.addHook('preClose', async () => waiters.release());
  app.addHook('onClose', async () => stop());
  await app.register(agentRoutes, { ...options, agents, reads, waiters });
};
export default agentModule;
