import { Guid, RuleMatchListResponse } from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireActor } from '../../platform/auth/index.ts';
import { ODataQueryObjectSchema } from '../../platform/odata/index.ts';
import type { RuleMatchesService } from './rulematches.service.ts';

/** OData options plus plain filters for the panels that show one rule's or one subject's matches. */
const ListQuery = ODataQueryObjectSchema.extend({
  ruleId: Guid.optional().describe("One rule's matches (the Rules grid's Matches panel)"),
  subjectId: z.string().min(1).max(200).optional().describe("One subject's matches, e.g. a block's or a device's id (the drawers' Rule Matches tab)"),
  packetId: Guid.optional().describe('The matches a packet made or last renewed (the packet drawer)'),
});

/** `GET /v1/rulematches` (part 1 §7): newest first, 50 a page unless $top says otherwise, `$expand=rule`. */
export const ruleMatchesRoutes: FastifyPluginAsyncZod<{ ruleMatches: RuleMatchesService }> = async (app, { ruleMatches }) => {
  app.get('/v1/rulematches', {
    config: { permission: 'Rules:view' },
    schema: { tags: ['rules'], querystring: ListQuery, response: { 200: RuleMatchListResponse } },
  }, async (request) => {
    const { ruleId, subjectId, packetId, ...query } = request.query;
    return ruleMatches.list(requireActor(request), query, { ruleId, subjectId, packetId });
  });
};
