import {
  Guid, ProtocolActionBody, ProtocolActionDeletedResponse, ProtocolActionListResponse, ProtocolActionResponse, ProtocolBody,
  ProtocolDeletedResponse, ProtocolListResponse, ProtocolLookupQuery, ProtocolMatchedRulesResponse, ProtocolOptionList, ProtocolResponse,
  ProtocolsForActionResponse,
} from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireActor } from '../../platform/auth/index.ts';
import type { ModuleOptions } from '../../platform/module.ts';
import { ODataQueryObjectSchema } from '../../platform/odata/index.ts';
import type { ProtocolActionsService } from './protocolactions.service.ts';
import type { ProtocolsService } from './protocols.service.ts';

const Params = z.object({ protocolId: Guid });
const ActionParams = z.object({ protocolActionId: Guid });
/** An OData function parameter: find-my-way names it with the closing ")" and the client may quote the value. */
const functionArgument = (name: string, inner: z.ZodType<string, string>) => z.object({
  [`${name})`]: z.string().transform((v) => v.replace(/\)$/, '').replace(/^'(.*)'$/, '$1')).pipe(inner),
});
/** `GetMatchedRules(id=…)`: the spec's spelling; the web's typed client names the path parameter `id`. */
const MatchedRulesParams = functionArgument('id', Guid);
const ForActionParams = functionArgument('actionDefinitionId', z.string().min(1).max(100).regex(/^[A-Za-z0-9-]+$/, 'Please enter an action definition id.'));
const tags = ['protocols'];

/** The protocol calls of part 1 §7 and the protocol actions' CRUD (docs/areas/protocols.md). */
export const protocolsRoutes: FastifyPluginAsyncZod<ModuleOptions & { protocols: ProtocolsService; actions: ProtocolActionsService }> = async (app, { protocols, actions }) => {
  app.get('/v1/protocols', {
    config: { permission: 'WorkUnits.Protocols:view' },
    schema: { tags, querystring: ODataQueryObjectSchema, response: { 200: ProtocolListResponse } },
  }, async (request) => protocols.list(requireActor(request), request.query));

  // Static segments and OData functions win over `:protocolId` in find-my-way.
  app.get('/v1/protocols/lookup', {
    config: { permission: 'WorkUnits.Protocols:view' },
    schema: { tags, querystring: ProtocolLookupQuery, response: { 200: ProtocolOptionList } },
  }, async (request) => protocols.lookup(requireActor(request), request.query.tenantId));

  app.get('/v1/protocols/GetMatchedRules(id=:id)', {
    config: { permission: 'WorkUnits.Protocols:view' },
    schema: { tags, params: MatchedRulesParams, response: { 200: ProtocolMatchedRulesResponse } },
  }, async (request) => protocols.matchedRules(requireActor(request), (request.params as Record<string, string>)['id)']!));

  app.get('/v1/protocols/GetProtocolsForAction(actionDefinitionId=:actionDefinitionId)', {
    config: { permission: 'WorkUnits.Protocols:view' },
    schema: { tags, params: ForActionParams, response: { 200: ProtocolsForActionResponse } },
  }, async (request) => protocols.forAction(requireActor(request), (request.params as Record<string, string>)['actionDefinitionId)']!));

  app.get('/v1/protocols/:protocolId', {
    config: { permission: 'WorkUnits.Protocols:view' },
    schema: { tags, params: Params, response: { 200: ProtocolResponse } },
  }, async (request) => protocols.get(requireActor(request), request.params.protocolId));

  app.put('/v1/protocols', {
    config: { permission: 'WorkUnits.Protocols:create', idempotent: true },
    schema: { tags, body: ProtocolBody, response: { 200: ProtocolResponse } },
  }, async (request) => protocols.create(requireActor(request), request.body));

  app.post('/v1/protocols/:protocolId', {
    config: { permission: 'WorkUnits.Protocols:edit' },
    schema: { tags, params: Params, body: ProtocolBody, response: { 200: ProtocolResponse } },
  }, async (request) => protocols.update(requireActor(request), request.params.protocolId, request.body));

  app.delete('/v1/protocols/:protocolId', {
    config: { permission: 'WorkUnits.Protocols:delete' },
    schema: { tags, params: Params, response: { 200: ProtocolDeletedResponse } },
  }, async (request) => protocols.remove(requireActor(request), request.params.protocolId));

  app.get('/v1/protocolActions', {
    config: { permission: 'WorkUnits.Protocols:view' },
    schema: { tags, querystring: ODataQueryObjectSchema, response: { 200: ProtocolActionListResponse } },
  }, async (request) => actions.list(requireActor(request), request.query));

  app.get('/v1/protocolActions/:protocolActionId', {
    config: { permission: 'WorkUnits.Protocols:view' },
    schema: { tags, params: ActionParams, response: { 200: ProtocolActionResponse } },
  }, async (request) => actions.get(requireActor(request), request.params.protocolActionId));

  app.put('/v1/protocolActions', {
    config: { permission: 'WorkUnits.Protocols:create', idempotent: true },
    schema: { tags, body: ProtocolActionBody, response: { 200: ProtocolActionResponse } },
  }, async (request) => actions.create(requireActor(request), request.body));

  app.post('/v1/protocolActions/:protocolActionId', {
    config: { permission: 'WorkUnits.Protocols:edit' },
    schema: { tags, params: ActionParams, body: ProtocolActionBody, response: { 200: ProtocolActionResponse } },
  }, async (request) => actions.update(requireActor(request), request.params.protocolActionId, request.body));

  app.delete('/v1/protocolActions/:protocolActionId', {
    config: { permission: 'WorkUnits.Protocols:delete' },
    schema: { tags, params: ActionParams, response: { 200: ProtocolActionDeletedResponse } },
  }, async (request) => actions.remove(requireActor(request), request.params.protocolActionId));
};
