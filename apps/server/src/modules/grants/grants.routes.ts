import {
  GrantAuditListResponse, GrantCreateBody, GrantListResponse, GrantResponse, GrantRoleOption, GrantUpdateBody, GrantUserOption,
  GrantUserQuery, Guid, grantPermissions,
} from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ModuleOptions } from '../../platform/module.ts';
import { requireActor } from '../../platform/auth/index.ts';
import { ODataQueryObjectSchema } from '../../platform/odata/index.ts';
import type { GrantsService } from './grants.service.ts';

const Params = z.object({ roleGrantId: Guid });
const tags = ['grants'];

/** Role grants for administrators: list, add, change, remove, and the record of changes. */
export const grantsRoutes: FastifyPluginAsyncZod<ModuleOptions & { service: GrantsService }> = async (app, { service }) => {
  app.get('/v1/grants', {
    config: { permission: grantPermissions.view },
    schema: { tags, querystring: ODataQueryObjectSchema, response: { 200: GrantListResponse } },
  }, async (request) => service.list(requireActor(request), request.query));

  app.get('/v1/grants/audit', {
    config: { permission: grantPermissions.view },
    schema: { tags, querystring: ODataQueryObjectSchema, response: { 200: GrantAuditListResponse } },
  }, async (request) => service.audit(requireActor(request), request.query));

  app.get('/v1/grants/roles', {
    config: { permission: grantPermissions.view },
    schema: { tags, response: { 200: z.array(GrantRoleOption) } },
  }, async (request) => service.roleOptions(requireActor(request)));

  app.get('/v1/grants/users', {
    config: { permission: grantPermissions.view },
    schema: { tags, querystring: GrantUserQuery, response: { 200: z.array(GrantUserOption) } },
  }, async (request) => service.userOptions(requireActor(request), request.query.searchTerm));

  app.get('/v1/grants/:roleGrantId', {
    config: { permission: grantPermissions.view },
    schema: { tags, params: Params, response: { 200: GrantResponse } },
  }, async (request) => service.get(requireActor(request), request.params.roleGrantId));

  app.put('/v1/grants', {
    config: { permission: grantPermissions.create, idempotent: true },
    schema: { tags, body: GrantCreateBody, response: { 200: GrantResponse } },
  }, async (request) => service.create(requireActor(request), request.body));

  app.post('/v1/grants/:roleGrantId', {
    config: { permission: grantPermissions.edit },
    schema: { tags, params: Params, body: GrantUpdateBody, response: { 200: GrantResponse } },
  }, async (request) => service.update(requireActor(request), request.params.roleGrantId, request.body));

  app.delete('/v1/grants/:roleGrantId', {
    config: { permission: grantPermissions.delete },
    schema: { tags, params: Params, response: { 204: z.null() } },
  }, async (request, reply) => {
    await service.remove(requireActor(request), request.params.roleGrantId);
    return reply.status(204).send(null);
  });
};
