import {
  COMMUNICATION_EXPORT_MAX,
  CommunicationMessageResponse,
  CustomerCommunicationListResponse,
  WorkUnitCommunicationActivityListResponse,
  WorkUnitCommunicationActivityResponse,
  WorkUnitCommunicationActivitySaveBody,
  WorkUnitCommunicationListResponse,
  WorkUnitCommunicationResponse,
  WorkUnitCommunicationSaveBody,
  WorkUnitCommunicationSummaryListResponse,
  WorkUnitCommunicationWorkUnitsBody,
  communicationMessages,
  intIdParam,
} from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireActor } from '../../platform/auth/index.ts';
import { exportQuery, sendListCsv } from '../../platform/export/csv.ts';
import type { ModuleOptions } from '../../platform/module.ts';
import { ODataQuerySchema } from '../../platform/odata/index.ts';
import { createCommunicationActivitiesService } from './workunitcommunications.activities.ts';
import { createCommunicationReadersService } from './workunitcommunications.customer.ts';
import { communicationCsvColumns } from './workunitcommunications.entity.ts';
import { createWorkUnitCommunicationsService } from './workunitcommunications.service.ts';

const tags = ['workunitcommunications'];
const IdParams = z.object({ workUnitCommunicationId: intIdParam('The communication id') });
const KeyParams = z.object({
  workUnitCommunicationId: z.string().trim().min(1, communicationMessages.noId).max(36).describe('Numeric id or publicWorkUnitCommunicationId'),
});
const LinkParams = IdParams.extend({ workUnitId: intIdParam('The work unit id') });
const ActivityParams = z.object({ workUnitCommunicationActivityId: intIdParam('The activity id') });
const WorkUnitParams = z.object({ workUnitId: intIdParam('The work unit id') });

export const workUnitCommunicationsRoutes: FastifyPluginAsyncZod<ModuleOptions> = async (app, { db, config }) => {
  const service = createWorkUnitCommunicationsService({ db, config });
  const activities = createCommunicationActivitiesService({ db, communicationsService: service });
  const readers = createCommunicationReadersService({ db });

  app.get('/v1/workunitcommunications', {
    config: { permission: 'WorkUnitCommunications:view' },
    schema: { tags, description: 'Default sort created descending; $top defaults to 10.', querystring: ODataQuerySchema, response: { 200: WorkUnitCommunicationListResponse } },
  }, async (request) => service.list(requireActor(request), request.query));

  app.get('/v1/workunitcommunications/export', {
    config: { permission: 'WorkUnitCommunications:view' },
    schema: { tags, description: `The list as CSV: the page asked for, or at most ${COMMUNICATION_EXPORT_MAX} rows.`, querystring: ODataQuerySchema },
  }, async (request, reply) => {
    const list = await service.list(requireActor(request), exportQuery(request.query), COMMUNICATION_EXPORT_MAX);
    return sendListCsv(reply, 'workunitcommunications.csv', list, request.query.$select ? undefined : communicationCsvColumns);
  });

  app.get('/v1/workunitcommunications/:workUnitCommunicationId', {
    config: { permission: 'WorkUnitCommunications:view' },
    schema: { tags, params: KeyParams, response: { 200: WorkUnitCommunicationResponse } },
  }, async (request) => service.get(requireActor(request), request.params.workUnitCommunicationId));

  app.put('/v1/workunitcommunications', {
    config: { permission: 'WorkUnitCommunications:create', idempotent: true },
    schema: { tags, body: WorkUnitCommunicationSaveBody, response: { 200: WorkUnitCommunicationResponse } },
  }, async (request) => service.create(requireActor(request), request.body));

  app.post('/v1/workunitcommunications/:workUnitCommunicationId', {
    config: { permission: 'WorkUnitCommunications:edit' },
    schema: { tags, params: IdParams, body: WorkUnitCommunicationSaveBody, response: { 200: WorkUnitCommunicationResponse } },
  }, async (request) => service.update(requireActor(request), request.params.workUnitCommunicationId, request.body));

  app.delete('/v1/workunitcommunications/:workUnitCommunicationId', {
    config: { permission: 'WorkUnitCommunications:delete' },
    schema: { tags, params: IdParams, response: { 200: CommunicationMessageResponse } },
  }, async (request) => service.remove(requireActor(request), request.params.workUnitCommunicationId));

  app.post('/v1/workunitcommunications/:workUnitCommunicationId/workUnits', {
    config: { permission: 'WorkUnitCommunications:edit' },
    schema: {
      tags, description: 'Relates work units of the communication\'s tenant that the caller sees (WorkUnits:view).',
      params: IdParams, body: WorkUnitCommunicationWorkUnitsBody, response: { 200: WorkUnitCommunicationResponse },
    },
  }, async (request) => service.addWorkUnits(requireActor(request), request.params.workUnitCommunicationId, request.body.workunitIds));

  app.delete('/v1/workunitcommunications/:workUnitCommunicationId/workUnits/:workUnitId', {
    config: { permission: 'WorkUnitCommunications:edit' },
    schema: { tags, params: LinkParams, response: { 200: WorkUnitCommunicationResponse } },
  }, async (request) => service.removeWorkUnit(requireActor(request), request.params.workUnitCommunicationId, request.params.workUnitId));

  app.get('/v1/workunitcommunications/:workUnitCommunicationId/sendInternalNotification', {
    config: { permission: 'WorkUnitCommunications:edit' },
    schema: {
      tags, description: "Mails the communication to its tenant's internal notification address (the mail outbox; SMTP when configured).",
      params: IdParams, response: { 200: CommunicationMessageResponse },
    },
  }, async (request) => service.sendInternalNotification(requireActor(request), request.params.workUnitCommunicationId));

  app.get('/v1/workunitcommunicationactivities', {
    config: { permission: 'WorkUnitCommunications:view' },
    schema: { tags, description: 'Filter by workUnitCommunicationId.', querystring: ODataQuerySchema, response: { 200: WorkUnitCommunicationActivityListResponse } },
  }, async (request) => activities.list(requireActor(request), request.query));

  app.get('/v1/workunitcommunicationactivities/:workUnitCommunicationActivityId', {
    config: { permission: 'WorkUnitCommunications:view' },
    schema: { tags, params: ActivityParams, response: { 200: WorkUnitCommunicationActivityResponse } },
  }, async (request) => activities.get(requireActor(request), request.params.workUnitCommunicationActivityId));

  app.put('/v1/workunitcommunicationactivities', {
    config: { permission: 'WorkUnitCommunications:create', idempotent: true },
    schema: { tags, body: WorkUnitCommunicationActivitySaveBody, response: { 200: WorkUnitCommunicationActivityResponse } },
  }, async (request) => activities.create(requireActor(request), request.body));

  app.post('/v1/workunitcommunicationactivities/:workUnitCommunicationActivityId', {
    config: { permission: 'WorkUnitCommunications:edit' },
    schema: { tags, params: ActivityParams, body: WorkUnitCommunicationActivitySaveBody, response: { 200: WorkUnitCommunicationActivityResponse } },
  }, async (request) => activities.update(requireActor(request), request.params.workUnitCommunicationActivityId, request.body));

  app.delete('/v1/workunitcommunicationactivities/:workUnitCommunicationActivityId', {
    config: { permission: 'WorkUnitCommunications:delete' },
    schema: { tags, params: ActivityParams, response: { 200: CommunicationMessageResponse } },
  }, async (request) => activities.remove(requireActor(request), request.params.workUnitCommunicationActivityId));

  // The Resolution Center: the customer reads the communications of one of their work units.
  app.get('/v1/workunits/rc/:workUnitId/communications', {
    config: { permission: { anyOf: ['WorkUnits:view', 'WorkUnits:view:mine'] } },
    schema: {
      tags, description: 'Read-only: the communications a Resolution Center work unit relates to, with their customer-facing steps only.',
      params: WorkUnitParams, response: { 200: CustomerCommunicationListResponse },
    },
  }, async (request) => readers.forCustomer(requireActor(request), request.params.workUnitId));

  // The work unit panel: which communications a work unit relates to, and whether one is overdue.
  app.get('/v1/workunits/:workUnitId/communications', {
    config: { permission: 'WorkUnitCommunications:view' },
    // The work unit must also be one the caller sees with WorkUnits:view (else 404).
    schema: { tags, params: WorkUnitParams, response: { 200: WorkUnitCommunicationSummaryListResponse } },
  }, async (request) => readers.forWorkUnit(requireActor(request), request.params.workUnitId));
};
