import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../../db/client.ts';
import type { ModuleOptions } from '../../platform/module.ts';
import { createActionDefinitionsService, registerActionUsage } from '../actiondefinitions/index.ts';
import { startEvaluation } from './evaluation/start.ts';
import { ruleMatchesRoutes } from './rulematches.routes.ts';
import { createRuleMatchesService } from './rulematches.service.ts';
import { createRuleDryRunService } from './rules.dryrun.ts';
import { rulesLookupsRoutes } from './rules.lookups.routes.ts';
import { rulesRoutes } from './rules.routes.ts';
import { type FindActionDefinitions, createRulesService, rulesUsingAction } from './rules.service.ts';

export { RULES_TOPIC, type RuleRow, type RulesService, presentRule } from './rules.service.ts';
export { entitiesOfSubscription, subscriptionsOf } from './rules.scope.ts';
export { countRulesUsingProtocol, rulesUsingProtocol } from './rules.protocols.ts';

/** The action catalog's definitions by id, through its service (rules may name its, shared, and built-in ones). */
export function actionDefinitionsFinder(db: Db): FindActionDefinitions {
  const definitions = createActionDefinitionsService({ db });
  return async (ids) => {
    const found = await Promise.all(ids.map((id) => definitions.load(id)));
    return found.filter((d) => d !== undefined);
  };
}

/** The rules service as every door uses it (routes, seed, CLI): with the action catalog's checks. */
export function rulesService(db: Db, invalidation?: ModuleOptions['invalidation']) {
  return createRulesService({ db, invalidation, findActionDefinitions: actionDefinitionsFinder(db) });
}

/** Rules: what each stored packet or work unit event is checked against, and their matches (docs/areas/rules.md). */
const rulesModule: FastifyPluginAsync<ModuleOptions> = async (app, options) => {
  // The action catalog refuses to delete a definition a rule uses, naming the rules.
  registerActionUsage('rules', { noun: 'rule', list: rulesUsingAction });
  const rules = rulesService(options.db, options.invalidation);
  const dryRun = createRuleDryRunService({ db: options.db, rules });
  await app.register(rulesRoutes, { ...options, rules, dryRun });
  await app.register(rulesLookupsRoutes, options);
  await app.register(ruleMatchesRoutes, { ruleMatches: createRuleMatchesService({ db: options.db }) });

  // The evaluation of every stored packet and work unit event (docs/areas/rules.md, "Evaluation").
  startEvaluation(app, options);
};
export default rulesModule;
