import {
  ActionDefinitionCreateBody, ActionDefinitionDeletedResponse, ActionDefinitionListResponse, ActionDefinitionOptionList,
  ActionDefinitionResponse, ActionDefinitionUpdateBody, ActionHistoryListResponse, ActionSigningSecretResponse, ActionTestBody,
  ActionTestResponse, Guid, GroupedDropdownResponse, actionMessages,
} from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireActor } from '../../platform/auth/index.ts';
import { ODataQueryObjectSchema, ODataQuerySchema } from '../../platform/odata/index.ts';
import { assertTenantAccess } from '../../platform/tenancy/index.ts';
import type { ActionDefinitionsService } from './actiondefinitions.service.ts';
import type { SigningSecrets } from './actiondefinitions.signing.ts';
import type { ActionHistoriesService } from './actionhistories.service.ts';

const tags = ['actionDefinitions'];
/** A GUID, or a built-in's id ('email', 'create-work-unit'). */
const DefinitionId = z.string().regex(/^[A-Za-z0-9][A-Za-z0-9-]{0,63}$/, 'The action definition id is a GUID or a built-in id such as email.');
const Params = z.object({ actionDefinitionId: DefinitionId });
/** `…(tenantId=:tenantId)`: find-my-way keeps the ")" in the parameter; the value may be quoted or null. */
const ForUseParams = z.object({
  'tenantId)': z.string().transform((v) => v.replace(/\)$/, '').replace(/^'(.*)'$/, '$1')).pipe(z.union([z.literal('null'), z.literal(''), Guid])),
});
const HistoryQuery = ODataQueryObjectSchema.extend({
  actionDefinitionIds: z.string().max(4000).optional().describe('Comma-separated definition ids'),
  correlationId: z.string().max(200).optional(),
  protocolActionId: z.string().max(200).optional(),
  referenceId: z.string().max(200).optional(),
  messageId: z.string().max(200).optional(),
});
const HistoryParams = z.object({ actionHistoryId: Guid });
const TenantParams = z.object({ tenantId: Guid });

export interface ActionRoutesOptions {
  definitions: ActionDefinitionsService;
  histories: ActionHistoriesService;
  signing: SigningSecrets;
}

export const actionDefinitionsRoutes: FastifyPluginAsyncZod<ActionRoutesOptions> = async (app, { definitions, histories, signing }) => {
  app.get('/v1/actionDefinitions', {
    config: { permission: 'ActionDefinitions:view' },
    schema: { tags, querystring: ODataQuerySchema, response: { 200: ActionDefinitionListResponse } },
  }, async (request) => definitions.list(requireActor(request), request.query));

  app.get('/v1/actionDefinitions/grouped', {
    config: { permission: 'ActionDefinitions:view' },
    schema: { tags, querystring: ODataQuerySchema, response: { 200: GroupedDropdownResponse } },
  }, async (request) => definitions.grouped(requireActor(request), request.query));

  for (const use of ['Protocols', 'Rules'] as const) {
    app.get(`/v1/actionDefinitions/GetActionDefinitionsFor${use}(tenantId=:tenantId)`, {
      config: { permission: 'ActionDefinitions:view' },
      schema: { tags, params: ForUseParams, response: { 200: ActionDefinitionOptionList } },
    }, async (request) => {
      const tenantId = request.params['tenantId)'];
      return definitions.forUse(requireActor(request), use === 'Rules' ? 'rules' : 'protocols', tenantId === 'null' || tenantId === '' ? null : tenantId.toLowerCase());
    });
  }

  app.get('/v1/actionDefinitions/:actionDefinitionId', {
    config: { permission: 'ActionDefinitions:view' },
    schema: { tags, params: Params, response: { 200: ActionDefinitionResponse } },
  }, async (request) => definitions.get(requireActor(request), request.params.actionDefinitionId));

  app.put('/v1/actionDefinitions', {
    config: { permission: 'ActionDefinitions:create', idempotent: true },
    schema: { tags, body: ActionDefinitionCreateBody, response: { 200: ActionDefinitionResponse } },
  }, async (request) => definitions.create(requireActor(request), request.body));

  app.post('/v1/actionDefinitions/:actionDefinitionId', {
    config: { permission: 'ActionDefinitions:edit' },
    schema: { tags, params: Params, body: ActionDefinitionUpdateBody, response: { 200: ActionDefinitionResponse } },
  }, async (request) => definitions.update(requireActor(request), request.params.actionDefinitionId, request.body));

  app.delete('/v1/actionDefinitions/:actionDefinitionId', {
    config: { permission: 'ActionDefinitions:delete' },
    schema: { tags, params: Params, response: { 200: ActionDefinitionDeletedResponse } },
  }, async (request) => {
    await definitions.remove(requireActor(request), request.params.actionDefinitionId);
    return { message: actionMessages.deleted };
  });

  app.post('/v1/actionDefinitions/:actionDefinitionId/test', {
    config: { permission: 'ActionDefinitions:edit' },
    schema: { tags, params: Params, body: ActionTestBody, response: { 200: ActionTestResponse } },
  }, async (request) => histories.test(requireActor(request), request.params.actionDefinitionId, request.body));

  app.get('/v1/actionHistories', {
    config: { permission: 'ActionDefinitions:view' },
    schema: { tags, querystring: HistoryQuery, response: { 200: ActionHistoryListResponse } },
  }, async (request) => {
    const { actionDefinitionIds, correlationId, protocolActionId, referenceId, messageId, ...query } = request.query;
    const ids = actionDefinitionIds?.split(',').map((s) => s.trim()).filter(Boolean);
    return histories.list(requireActor(request), query, { actionDefinitionIds: ids, correlationId, protocolActionId, referenceId, messageId });
  });

  app.post('/v1/actionHistories/:actionHistoryId/replay', {
    config: { permission: 'ActionDefinitions:edit' },
    schema: {
      tags, params: HistoryParams,
      response: { 200: z.object({ actionHistoryId: z.string(), messageId: z.string(), resultStatusId: z.number().int() }) },
    },
  }, async (request) => histories.replay(requireActor(request), request.params.actionHistoryId));

  app.get('/v1/actionSigningSecrets/:tenantId', {
    config: { permission: 'ActionDefinitions:edit' },
    schema: { tags, params: TenantParams, response: { 200: ActionSigningSecretResponse } },
  }, async (request) => {
    const tenantId = request.params.tenantId.toLowerCase();
    assertTenantAccess(requireActor(request), 'ActionDefinitions:edit', tenantId);
    return signing.read(tenantId);
  });

  app.post('/v1/actionSigningSecrets/:tenantId/rotate', {
    config: { permission: 'ActionDefinitions:edit' },
    schema: { tags, params: TenantParams, response: { 200: ActionSigningSecretResponse } },
  }, async (request) => {
    const tenantId = request.params.tenantId.toLowerCase();
    assertTenantAccess(requireActor(request), 'ActionDefinitions:edit', tenantId);
    return signing.rotate(tenantId);
  });
};
