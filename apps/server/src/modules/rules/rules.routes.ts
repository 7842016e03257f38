import {
  Guid, RuleBody, RuleDeletedResponse, RuleDryRunBody, RuleDryRunResponse, RuleListResponse, RuleResponse, RuleToggleResponse,
  RulesForActionResponse,
} from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireActor } from '../../platform/auth/index.ts';
import type { ModuleOptions } from '../../platform/module.ts';
import { ODataQueryObjectSchema } from '../../platform/odata/index.ts';
import type { RuleDryRunService } from './rules.dryrun.ts';
import type { RulesService } from './rules.service.ts';

const Params = z.object({ ruleId: Guid });
/** OData options plus `showDisabled`: disabled rules are listed only with `showDisabled=true` (part 1 §7). */
const ListQuery = ODataQueryObjectSchema.extend({
  showDisabled: z.enum(['true', 'false']).optional().describe('`true`: disabled rules are listed too (the grid\'s \'Show Disabled Rules\'); by default only enabled ones'),
});
/** `GetRulesForAction(actionDefinitionId=:actionDefinitionId)`: find-my-way names that parameter "actionDefinitionId)" and keeps the ")". */
const ForActionParams = z.object({
  'actionDefinitionId)': z.string().transform((v) => v.replace(/\)$/, '').replace(/^'(.*)'$/, '$1'))
    .pipe(z.string().min(1).max(100).regex(/^[A-Za-z0-9-]+$/, 'Please enter an action definition id.')),
});
const tags = ['rules'];

/** The rule calls of part 1 §7 and the dry run (docs/areas/rules.md). */
export const rulesRoutes: FastifyPluginAsyncZod<ModuleOptions & { rules: RulesService; dryRun: RuleDryRunService }> = async (app, { rules, dryRun }) => {
  app.get('/v1/rules', {
    config: { permission: 'Rules:view' },
    schema: { tags, querystring: ListQuery, response: { 200: RuleListResponse } },
  }, async (request) => {
    const { showDisabled, ...query } = request.query;
    return rules.list(requireActor(request), query, showDisabled === 'true');
  });

  // The OData function form the action catalog's delete confirmation uses.
  app.get('/v1/rules/GetRulesForAction(actionDefinitionId=:actionDefinitionId)', {
    config: { permission: 'Rules:view' },
    schema: { tags, params: ForActionParams, response: { 200: RulesForActionResponse } },
  }, async (request) => rules.forAction(requireActor(request), request.params['actionDefinitionId)']));

  app.get('/v1/rules/:ruleId', {
    config: { permission: 'Rules:view' },
    schema: { tags, params: Params, response: { 200: RuleResponse } },
  }, async (request) => rules.get(requireActor(request), request.params.ruleId));

  app.put('/v1/rules', {
    config: { permission: 'Rules:create', idempotent: true },
    schema: { tags, body: RuleBody, response: { 200: RuleResponse } },
  }, async (request) => rules.create(requireActor(request), request.body));

  // Static segments win over `:ruleId` in find-my-way, so these two never reach the update.
  app.post('/v1/rules/dryRun', {
    config: { permission: 'Rules:view' },
    schema: { tags, body: RuleDryRunBody, response: { 200: RuleDryRunResponse } },
  }, async (request) => dryRun.run(requireActor(request), request.body));

  app.post('/v1/rules/toggledisabled/:ruleId', {
    config: { permission: 'Rules:edit' },
    schema: { tags, params: Params, response: { 200: RuleToggleResponse } },
  }, async (request) => rules.toggle(requireActor(request), request.params.ruleId));

  app.post('/v1/rules/:ruleId', {
    config: { permission: 'Rules:edit' },
    schema: { tags, params: Params, body: RuleBody, response: { 200: RuleResponse } },
  }, async (request) => rules.update(requireActor(request), request.params.ruleId, request.body));

  app.delete('/v1/rules/:ruleId', {
    config: { permission: 'Rules:delete' },
    schema: { tags, params: Params, response: { 200: RuleDeletedResponse } },
  }, async (request) => rules.remove(requireActor(request), request.params.ruleId));
};
