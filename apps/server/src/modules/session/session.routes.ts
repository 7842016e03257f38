import { withPrefix } from '@portal/contracts';
import { CurrentUserResponse, PermissionsResponse, TenantSubscriptionContextBody } from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ModuleOptions } from '../../platform/module.ts';
import { permissionsOf, requireActor } from '../../platform/auth/index.ts';
import { forbidden } from '../../platform/errors/errors.ts';
import { createSessionService } from './session.service.ts';

export const sessionRoutes: FastifyPluginAsyncZod<ModuleOptions> = async (app, { db, config }) => {
  const service = createSessionService({ db });

  app.get('/v1/currentUser', {
    config: { permission: 'authenticated' },
    schema: { tags: ['session'], response: { 200: CurrentUserResponse } },
  }, async (request) => service.currentUser(requireActor(request)));

  app.get('/v1/permissions', {
    config: { permission: 'authenticated' },
    schema: { tags: ['session'], response: { 200: PermissionsResponse } },
  }, async (request) => {
    const held = permissionsOf(requireActor(request));
    // A signed-in account without any grant (say, someone new from an external provider) has no
    // business in the portal: the client sends a 403 here to its access-denied page (part 1 §8).
    if (held.length === 0) throw forbidden('You do not have access. Please contact your system administrator for access.');
    return held.map((p) => withPrefix(config.PERMISSION_PREFIX, p));
  });

  app.post('/v1/tenantSubscriptionContext/:tenant', {
    config: { permission: 'authenticated' },
    schema: { tags: ['session'], params: z.object({ tenant: z.guid('Please enter a valid GUID.') }), body: TenantSubscriptionContextBody, response: { 200: CurrentUserResponse } },
  }, async (request) => {
    const actor = requireActor(request);
    const answer = await service.setContext(actor, request.params.tenant, request.body.subscriptionId);
    // The context is part of the cached actor; the next request must see the new one, in every process.
    await app.forgetActor(actor.id);
    return answer;
  });

  // Most people have no photo: that is an answer (204, the header shows initials), not a missing resource,
  // so the browser logs no failed request on every page.
  app.get('/api/auth/currentUserPhoto', {
    config: { permission: 'authenticated' },
    schema: { tags: ['session'] },
  }, async (request, reply) => {
    const photo = await service.photo(requireActor(request));
    if (!photo) return reply.status(204).header('cache-control', 'private, no-cache').send();
    return reply.type(photo.contentType).header('cache-control', 'private, max-age=3600').send(photo.data);
  });
};
