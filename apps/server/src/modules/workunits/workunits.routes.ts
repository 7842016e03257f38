import {
  ApprovalLookupQuery,
  ApprovalLookupResponse,
  Guid,
  ResolutionCenterCreateBody,
  ResolutionCenterListResponse,
  WorkUnitCreateBody,
  WorkUnitCreatedSummary,
  WorkUnitDecisionBody,
  WorkUnitHistoryResponse,
  WorkUnitListResponse,
  WorkUnitMessageResponse,
  WorkUnitNoteCreateBody,
  WorkUnitNoteListResponse,
  WorkUnitNoteResponse,
  WorkUnitPatchBody,
  WorkUnitRelationInput,
  WorkUnitRelationResponse,
  WorkUnitResponse,
  WorkUnitTypeLookup,
  intId,
  intIdParam,
  workUnitTypeLookup,
} from '@portal/contracts';
import type { FastifyReply } from 'fastify';
import { type FastifyPluginAsyncZod, serializerCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ModuleOptions } from '../../platform/module.ts';
import { createMailer } from '../../platform/mail/index.ts';
import { type RoutePermission, requireActor } from '../../platform/auth/index.ts';
import { sendCsv, toCsv } from '../../platform/export/csv.ts';
import { notFound } from '../../platform/errors/index.ts';
import { ODataQueryObjectSchema, ODataQuerySchema } from '../../platform/odata/index.ts';
import { createWorkUnitNotesService } from './workunit-notes.service.ts';
import { createResolutionCenterService, selectedTenantId } from './resolution-center.service.ts';
import { CustomerWorkUnit, CustomerWorkUnitList, customerCsvColumns, customerWorkUnit } from './customer-view.ts';
import { workUnitCsvColumns } from './workunits.entity.ts';
import { isCustomerOnly, mineTenants } from './workunits.scope.ts';
import type { WorkUnitsService } from './workunits.service.ts';

const tags = ['workunits'];
const ResolutionCenterQuery = ODataQueryObjectSchema.extend({ tenantId: Guid.optional().describe('The tenant of the page, /{tenantId}/resolutioncenter') });
const WorkUnitId = intIdParam('The work unit id');
const IdParams = z.object({ workUnitId: WorkUnitId });
/** `GetWorkUnitHistoryRecords(workUnitId=:workUnitId)`: find-my-way names that parameter "workUnitId)" and keeps the ")". */
const ODataFunctionParams = z.object({
  'workUnitId)': z.string().transform((v) => Number(v.replace(/\)$/, ''))).pipe(intId('The work unit id')),
});
/** Staff, and customers for what the scope lets them see. */
const viewers: RoutePermission = { anyOf: ['WorkUnits:view', 'WorkUnits:view:mine'] };
const customerNote = 'Whole records of the tenants where the caller holds WorkUnits:view. Work units seen through WorkUnits:view:mine '
  + 'alone (a customer\'s incidents) come as the Resolution Center shows them: ResolutionCenterItem fields plus workUnitTypeId.';

/**
 * The answer of a staff call that customers may make too: the OpenAPI document shows both shapes.
 * Only the staff shape is ever an object here (a customer's answer goes out as JSON text it has
 * already been parsed into), so objects are still serialized by the staff schema alone.
 */
function staffOrCustomer<S extends z.ZodType, C extends z.ZodType>(staff: S, customer: C) {
  return {
    schema: { 200: z.union([staff, customer]) },
    serializerCompiler: (route: Omit<Parameters<typeof serializerCompiler>[0], 'schema'>) => serializerCompiler({ ...route, schema: staff }),
  };
}
const listAnswer = staffOrCustomer(WorkUnitListResponse, CustomerWorkUnitList);
const itemAnswer = staffOrCustomer(WorkUnitResponse, CustomerWorkUnit);

/** JSON bytes, or a value already shaped by its schema, sent as they are (fastify serialises only objects by the route's schema). */
function sendJson(reply: FastifyReply, body: Buffer | object) {
  return reply.type('application/json; charset=utf-8').send(Buffer.isBuffer(body) ? body : JSON.stringify(body));
}

export const workUnitsRoutes: FastifyPluginAsyncZod<ModuleOptions & { workUnits: WorkUnitsService }> = async (app, { db, config, workUnits }) => {
  const mailer = createMailer({ db, config });
  app.addHook('onClose', async () => mailer.close());
  const notes = createWorkUnitNotesService({ db, workUnits, mailer });
  const rc = createResolutionCenterService({ db, workUnits });

  app.get('/v1/workunits', {
    config: { permission: viewers },
    schema: { tags, description: customerNote, querystring: ODataQuerySchema, response: listAnswer.schema },
    serializerCompiler: listAnswer.serializerCompiler,
  }, async (request, reply) => {
    const actor = requireActor(request);
    if (isCustomerOnly(actor)) {
      const page = await rc.list(actor, request.query);
      return sendJson(reply, CustomerWorkUnitList.parse({ ...page, value: page.value.map(customerWorkUnit) }));
    }
    const page = await workUnits.list(actor, request.query);
    // JSON bytes go out as they are (fastify serialises only objects); the schema still documents them.
    if (Buffer.isBuffer(page)) return sendJson(reply, page);
    return page;
  });

  for (const url of ['/v1/workunits/Export()', '/v1/workunits/export']) {
    app.get(url, {
      config: { permission: viewers },
      schema: { tags, querystring: ODataQuerySchema },
    }, async (request, reply) => {
      const actor = requireActor(request);
      const columns = isCustomerOnly(actor) ? customerCsvColumns : workUnitCsvColumns;
      return sendCsv(reply, 'workunits.csv', toCsv(await workUnits.exportRows(actor, request.query), columns));
    });
  }

  app.get('/v1/workunits/rc', {
    config: { permission: viewers },
    schema: {
      tags,
      description: 'The Resolution Center\'s list: of the tenant `tenantId` names (the page\'s), else of the caller\'s stored tenant when it sees several.',
      querystring: ResolutionCenterQuery,
      response: { 200: ResolutionCenterListResponse },
    },
  }, async (request) => {
    const actor = requireActor(request);
    return rc.list(actor, request.query, selectedTenantId(actor, request.query.tenantId));
  });

  app.put('/api/v1/rc/workunits', {
    config: { permission: { anyOf: ['WorkUnits:view:mine', 'WorkUnits:create'] }, idempotent: true },
    schema: { tags, body: ResolutionCenterCreateBody, response: { 200: WorkUnitCreatedSummary } },
  }, async (request) => rc.create(requireActor(request), request.body));

  // The OData function form the client uses.
  app.get('/v1/workunits/GetWorkUnitHistoryRecords(workUnitId=:workUnitId)', {
    config: { permission: 'WorkUnits:view' },
    schema: { tags, params: ODataFunctionParams, response: { 200: WorkUnitHistoryResponse } },
  }, async (request) => {
    const value = await notes.history(requireActor(request), request.params['workUnitId)']);
    return { '@odata.count': value.length, value };
  });

  app.get('/v1/workunits/:workUnitId/history', {
    config: { permission: 'WorkUnits:view' },
    schema: { tags, params: IdParams, response: { 200: WorkUnitHistoryResponse } },
  }, async (request) => {
    const value = await notes.history(requireActor(request), request.params.workUnitId);
    return { '@odata.count': value.length, value };
  });

  app.get('/v1/workunits/:workUnitId/externalNotes', {
    config: { permission: viewers },
    schema: { tags, params: IdParams, response: { 200: WorkUnitNoteListResponse } },
  }, async (request) => {
    const value = await notes.externalNotes(requireActor(request), request.params.workUnitId);
    return { '@odata.count': value.length, value };
  });

  app.get('/v1/workunits/:workUnitId', {
    config: { permission: viewers },
    schema: {
      tags,
      description: customerNote,
      params: z.object({ workUnitId: z.string().describe('Numeric work unit id or public work unit id') }),
      response: itemAnswer.schema,
    },
    serializerCompiler: itemAnswer.serializerCompiler,
  }, async (request, reply) => {
    const actor = requireActor(request);
    const key = request.params.workUnitId;
    const full = await workUnits.find(actor, key);
    if (full) return full;
    // Not one the caller is staff for: one of its own incidents (WorkUnits:view:mine), as a customer sees it, or 404.
    const mine = mineTenants(actor);
    if (mine !== 'all' && mine.length === 0) throw notFound('The work unit');
    return sendJson(reply, CustomerWorkUnit.parse(customerWorkUnit(await rc.get(actor, key))));
  });

  for (const url of ['/v1/workunits', '/api/v1/workunits']) {
    app.put(url, {
      config: { permission: 'WorkUnits:create', idempotent: true },
      schema: { tags, body: WorkUnitCreateBody, response: { 200: WorkUnitResponse } },
    }, async (request) => workUnits.create(requireActor(request), request.body));
  }

  app.patch('/v1/workunits/:workUnitId', {
    config: { permission: 'WorkUnits:edit' },
    schema: { tags, params: IdParams, body: WorkUnitPatchBody, response: { 200: WorkUnitResponse } },
  }, async (request) => workUnits.patch(requireActor(request), request.params.workUnitId, request.body));

  app.post('/v1/workunits/:workUnitId/migrateToChangeRequest', {
    config: { permission: 'WorkUnits:edit' },
    schema: { tags, params: IdParams, response: { 200: WorkUnitResponse } },
  }, async (request) => workUnits.migrateToChangeRequest(requireActor(request), request.params.workUnitId));

  for (const decision of ['approve', 'decline'] as const) {
    app.post(`/v1/workunits/:workUnitId/${decision}`, {
      config: { permission: 'WorkUnits:view' },
      schema: { tags, params: IdParams, body: WorkUnitDecisionBody.optional(), response: { 200: WorkUnitResponse } },
    }, async (request) => workUnits.decide(requireActor(request), request.params.workUnitId, decision, request.body ?? {}));
  }

  app.put('/v1/workunits/:workUnitId/relations', {
    config: { permission: 'WorkUnits:edit', idempotent: true },
    schema: { tags, params: IdParams, body: WorkUnitRelationInput, response: { 200: WorkUnitRelationResponse } },
  }, async (request) => workUnits.addRelation(requireActor(request), request.params.workUnitId, request.body));

  app.delete('/v1/workunits/:workUnitId/relations/:workUnitRelationId', {
    config: { permission: 'WorkUnits:edit' },
    schema: { tags, params: IdParams.extend({ workUnitRelationId: intIdParam('The relation id') }), response: { 204: z.null() } },
  }, async (request, reply) => {
    await workUnits.removeRelation(requireActor(request), request.params.workUnitId, request.params.workUnitRelationId);
    return reply.status(204).send(null);
  });

  app.put('/v1/workunitnotes', {
    config: { permission: 'WorkUnits:edit', idempotent: true },
    schema: { tags, body: WorkUnitNoteCreateBody, response: { 200: WorkUnitNoteResponse } },
  }, async (request) => notes.addNote(requireActor(request), request.body));

  app.post('/v1/workunitnotes/callme/:workUnitId', {
    config: { permission: viewers, idempotent: true },
    schema: { tags, params: z.object({ workUnitId: WorkUnitId }), response: { 200: WorkUnitMessageResponse } },
  }, async (request) => notes.callMe(requireActor(request), request.params.workUnitId));

  app.get('/api/generallookup/workunittypes', {
    config: { permission: 'authenticated' },
    schema: { tags, response: { 200: z.array(WorkUnitTypeLookup) } },
  }, async () => workUnitTypeLookup);

  app.get('/api/generallookup/approval', {
    config: { permission: 'authenticated' },
    schema: { tags, querystring: ApprovalLookupQuery, response: { 200: ApprovalLookupResponse } },
  }, async (request) => workUnits.approvalLookup(requireActor(request), request.query));
};
