import { TOKEN_PREFIX } from '@portal/contracts';
import type { FastifyPluginAsync } from 'fastify';
import type { ModuleOptions } from '../../platform/module.ts';
import { createTokensService } from './tokens.service.ts';
import { tokensRoutes } from './tokens.routes.ts';

/** API tokens: shown once, stored as a hash, accepted as bearer credentials for their tenant. */
const tokensModule: FastifyPluginAsync<ModuleOptions> = async (app, options) => {
  const service = createTokensService({ db: options.db });
  app.addBearerResolver({
    matches: (credential) => credential.startsWith(TOKEN_PREFIX),
    resolve: (credential) => service.authenticate(credential),
  });
  await app.register(tokensRoutes, { ...options, service });
};
export default tokensModule;
