import { Guid, TokenCreateBody, TokenCreatedResponse, TokenListResponse, TokenResponse, TokenUpdateBody } from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ModuleOptions } from '../../platform/module.ts';
import { requireActor } from '../../platform/auth/index.ts';
import { exportQuery, sendListCsv } from '../../platform/export/csv.ts';
import { ODataQueryObjectSchema } from '../../platform/odata/index.ts';
import { tokenCsvColumns } from './tokens.entity.ts';
import type { TokensService } from './tokens.service.ts';

const Params = z.object({ tokenGrantId: Guid });
/** OData options plus `tenantId`, the tenant whose tokens the grid shows. */
const ListQuery = ODataQueryObjectSchema.extend({ tenantId: Guid.optional() });
const tags = ['tokens'];

export const tokensRoutes: FastifyPluginAsyncZod<ModuleOptions & { service: TokensService }> = async (app, { service }) => {
  app.get('/v1/tokens', {
    config: { permission: 'Tokens:view' },
    schema: { tags, querystring: ListQuery, response: { 200: TokenListResponse } },
  }, async (request) => service.list(requireActor(request), request.query, request.query.tenantId));

  app.get('/v1/tokens/export', {
    config: { permission: 'Tokens:view' },
    schema: { tags, querystring: ListQuery },
  }, async (request, reply) => {
    const list = await service.list(requireActor(request), exportQuery(request.query), request.query.tenantId);
    return sendListCsv(reply, 'tokens.csv', list, request.query.$select ? undefined : tokenCsvColumns);
  });

  app.get('/v1/tokens/:tokenGrantId', {
    config: { permission: 'Tokens:view' },
    schema: { tags, params: Params, response: { 200: TokenResponse } },
  }, async (request) => service.get(requireActor(request), request.params.tokenGrantId));

  app.put('/v1/tokens', {
    // The answer holds the token, shown once: never stored, so a retry with the key answers 409.
    config: { permission: 'Tokens:create', idempotent: { keepAnswer: false } },
    schema: { tags, body: TokenCreateBody, response: { 200: TokenCreatedResponse } },
  }, async (request) => service.create(requireActor(request), request.body));

  app.post('/v1/tokens/:tokenGrantId', {
    config: { permission: 'Tokens:edit' },
    schema: { tags, params: Params, body: TokenUpdateBody, response: { 200: TokenResponse } },
  }, async (request) => service.update(requireActor(request), request.params.tokenGrantId, request.body));

  app.put('/v1/tokens/:tokenGrantId/revoke', {
    config: { permission: 'Tokens:edit' },
    schema: { tags, params: Params, response: { 200: TokenResponse } },
  }, async (request) => service.revoke(requireActor(request), request.params.tokenGrantId));
};
