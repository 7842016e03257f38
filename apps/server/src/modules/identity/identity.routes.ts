import { OidcClientConfigResponse } from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ModuleOptions } from '../../platform/module.ts';

export const identityRoutes: FastifyPluginAsyncZod<ModuleOptions> = async (app, { config }) => {
  // Public: the client asks before anyone has signed in.
  app.get('/api/generalLookup/oidcclientconfig', {
    config: { permission: 'public' },
    schema: { tags: ['identity'], response: { 200: OidcClientConfigResponse } },
  }, async () => ({
    authority: config.issuer,
    clientId: config.clientId,
    lifetime: config.TOKEN_LIFETIME_SECONDS,
    scope: config.OIDC_SCOPE,
    extraQueryParams: config.extraAuthParams,
  }));
};
