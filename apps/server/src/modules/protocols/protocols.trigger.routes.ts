import {
  EmailRenderBody, EmailRenderResponse, Guid, ProtocolActionRunsResponse, ProtocolActionTriggerBody, ProtocolActionTriggerResponse, intIdParam,
} from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireActor } from '../../platform/auth/index.ts';
import type { ProtocolTriggerService } from './protocols.trigger.ts';

const tags = ['protocols'];
const WorkUnitParams = z.object({ workUnitId: intIdParam('The work unit id') });

/** The work unit panel's manual actions (part 3 §2.7, §7): trigger, email preview, last runs. */
export const protocolTriggerRoutes: FastifyPluginAsyncZod<{ trigger: ProtocolTriggerService }> = async (app, { trigger }) => {
  app.post('/v1/workunits/:workUnitId/protocolActions/:protocolActionId/trigger', {
    // A double submit with the same Idempotency-Key is answered once (platform/idempotency).
    config: { permission: 'WorkUnits:edit', idempotent: true },
    schema: {
      tags, params: WorkUnitParams.extend({ protocolActionId: Guid }), body: ProtocolActionTriggerBody,
      response: { 200: ProtocolActionTriggerResponse },
      description: 'Runs (or, with reject, cancels) a manual action of the work unit\'s protocol. A non-repeatable action that already ran is a 409.',
    },
  }, async (request) => trigger.trigger(requireActor(request), request.params.workUnitId, request.params.protocolActionId.toLowerCase(), request.body));

  app.get('/v1/workunits/:workUnitId/protocolActionRuns', {
    config: { permission: 'WorkUnits:view' },
    schema: { tags, params: WorkUnitParams, response: { 200: ProtocolActionRunsResponse }, description: 'The last run (and last rejection) of each protocol action on the work unit.' },
  }, async (request) => trigger.runs(requireActor(request), request.params.workUnitId));

  app.post('/v1/emailtemplates/render', {
    config: { permission: 'WorkUnits:view' },
    schema: {
      tags, body: EmailRenderBody, response: { 200: EmailRenderResponse },
      description: 'The mail a protocol action of the email built-in would send for the work unit now (plain text). 400 when the action sends no mail.',
    },
  }, async (request) => trigger.render(requireActor(request), { ...request.body, protocolActionId: request.body.protocolActionId.toLowerCase() }));
};
