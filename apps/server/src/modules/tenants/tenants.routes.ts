import {
  AssignmentGroupsResponse,
  EscalationReasonsResponse,
  Guid,
  TenantCreateBody,
  TenantListResponse,
  TenantResponse,
  TenantSecretResponse,
  TenantSecretVersionResponse,
  TenantUpdateBody,
} from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ModuleOptions } from '../../platform/module.ts';
import { requireActor } from '../../platform/auth/index.ts';
import { exportQuery, sendListCsv } from '../../platform/export/csv.ts';
import { ODataQuerySchema } from '../../platform/odata/index.ts';
import { secretsFor } from '../../platform/secrets/index.ts';
import { tenantCsvColumns } from './tenants.entity.ts';
import { createTenantsService } from './tenants.service.ts';

const TenantParams = z.object({ tenantId: Guid });
const SecretParams = z.object({ tenantId: Guid, secretId: Guid });
/**
 * `v1/tenants({id})`, the OData key form. find-my-way names the parameter of `tenants(:tenantId)`
 * "tenantId)" and keeps the closing parenthesis in its value; quotes around the key are allowed.
 */
const ODataKeyParams = z.object({
  'tenantId)': z.string().transform((v) => v.replace(/\)$/, '').replace(/^'(.*)'$/, '$1')).pipe(Guid),
});
const tags = ['tenants'];

export const tenantsRoutes: FastifyPluginAsyncZod<ModuleOptions> = async (app, { db, config }) => {
  const service = createTenantsService({ db, secrets: secretsFor(config) });

  app.get('/v1/tenants', {
    config: { permission: 'Tenants:view' },
    schema: { tags, querystring: ODataQuerySchema, response: { 200: TenantListResponse } },
  }, async (request) => service.list(requireActor(request), request.query));

  app.get('/v1/tenants/export', {
    config: { permission: 'Tenants:view' },
    schema: { tags, querystring: ODataQuerySchema },
  }, async (request, reply) => {
    const list = await service.list(requireActor(request), exportQuery(request.query));
    return sendListCsv(reply, 'tenants.csv', list, request.query.$select ? undefined : tenantCsvColumns);
  });

  app.get('/v1/tenants(:tenantId)', {
    config: { permission: 'Tenants:view' },
    // Same answer as /v1/tenants/{tenantId}; kept out of the OpenAPI document, which cannot express the parentheses.
    schema: { tags, hide: true, params: ODataKeyParams, response: { 200: TenantResponse } },
  }, async (request) => service.get(requireActor(request), request.params['tenantId)']));

  app.get('/v1/tenants/:tenantId', {
    config: { permission: 'Tenants:view' },
    schema: { tags, params: TenantParams, response: { 200: TenantResponse } },
  }, async (request) => service.get(requireActor(request), request.params.tenantId));

  app.get('/v1/tenants/:tenantId/secrets', {
    config: { permission: 'Tenants:view' },
    schema: { tags, params: TenantParams, response: { 200: z.array(TenantSecretResponse) } },
  }, async (request) => service.listSecrets(requireActor(request), request.params.tenantId));

  app.get('/v1/tenants/:tenantId/secrets/:secretId/versions/latest', {
    config: { permission: 'Secrets:view' },
    schema: { tags, params: SecretParams, response: { 200: TenantSecretVersionResponse } },
  }, async (request) => service.latestSecretVersion(requireActor(request), request.params.tenantId, request.params.secretId));

  app.get('/v1/tenants/:tenantId/assignmentGroups', {
    config: { permission: 'Tenants:view' },
    schema: { tags, params: TenantParams, response: { 200: AssignmentGroupsResponse } },
  }, async (request) => service.assignmentGroups(requireActor(request), request.params.tenantId));

  app.get('/v1/tenants/:tenantId/escalationReasons', {
    config: { permission: 'Tenants:view' },
    schema: { tags, params: TenantParams, response: { 200: EscalationReasonsResponse } },
  }, async (request) => service.escalationReasons(requireActor(request), request.params.tenantId));

  app.put('/v1/tenants', {
    config: { permission: 'Tenants:create', idempotent: true },
    schema: { tags, body: TenantCreateBody, response: { 200: TenantResponse } },
  }, async (request) => service.create(requireActor(request), request.body));

  app.post('/v1/tenants/:tenantId', {
    config: { permission: 'Tenants:edit' },
    schema: { tags, params: TenantParams, body: TenantUpdateBody, response: { 200: TenantResponse } },
  }, async (request) => service.update(requireActor(request), request.params.tenantId, request.body));

  app.post('/v1/tenants/toggledisabled/:tenantId', {
    config: { permission: 'Tenants:edit' },
    schema: { tags, params: TenantParams, response: { 200: TenantResponse } },
  }, async (request) => service.toggleDisabled(requireActor(request), request.params.tenantId));
};
