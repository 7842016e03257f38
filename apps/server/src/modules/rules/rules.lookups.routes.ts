import {
  ConditionInputOptionsResponse, Guid, LeftOperandOptionResponse, LeftOperandQuery, LeftOperandType, OperatorOptionResponse,
  RuleOptionResponse, TimeZoneOptionResponse,
} from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireActor } from '../../platform/auth/index.ts';
import { badRequest } from '../../platform/errors/index.ts';
import type { ModuleOptions } from '../../platform/module.ts';
import { assertTenantAccess } from '../../platform/tenancy/index.ts';
import {
  conditionInputOptions, leftOperandById, leftOperands, occurrencePatterns, occurrencePatternsFor, operators, ruleTypes, timeZoneOptions,
} from './engine/index.ts';

const tags = ['rules'];
const permission = 'Rules:view' as const;

/** The zone list changes only when some zone's offset does, so it is computed at most once an hour. */
let zoneCache: { hour: number; options: TimeZoneOptionResponse[] } | undefined;
function zonesNow(): TimeZoneOptionResponse[] {
  const hour = Math.floor(Date.now() / 3_600_000);
  if (zoneCache?.hour !== hour) zoneCache = { hour, options: timeZoneOptions(new Date()) };
  return zoneCache.options;
}

/** The left operand type a path names: a type name (any case), or a left operand id standing for its type. */
function leftOperandTypeOf(value: string): LeftOperandType {
  const byName = LeftOperandType.options.find((type) => type.toLowerCase() === value.toLowerCase());
  if (byName) return byName;
  const byId = /^\d{1,4}$/.test(value) ? leftOperandById.get(Number(value)) : undefined;
  if (byId) return byId.type;
  throw badRequest(`Unknown left operand type ${value.slice(0, 40)}; use one of ${LeftOperandType.options.join(', ')} or a left operand id.`);
}

/**
 * The rule editor's lookups (part 1 §7), answered from the rules engine's own definition tables so the editor
 * never offers what the engine cannot evaluate (docs/areas/rules.md).
 */
export const rulesLookupsRoutes: FastifyPluginAsyncZod<ModuleOptions> = async (app) => {
  app.get('/api/generalLookup/ruletypes', {
    config: { permission },
    schema: { tags, response: { 200: z.array(RuleOptionResponse) } },
  }, async () => ruleTypes.map(({ id, name, description }) => ({ id, name, description })));

  app.get('/api/generalLookup/timezones', {
    config: { permission },
    schema: { tags, response: { 200: z.array(TimeZoneOptionResponse) } },
  }, async () => zonesNow());

  app.get('/api/generalLookup/occuranceoptions', {
    config: { permission },
    schema: { tags, response: { 200: z.array(RuleOptionResponse) } },
  }, async () => occurrencePatterns.map(({ id, name, description }) => ({ id, name, description })));

  app.get('/api/generalLookup/operators', {
    config: { permission },
    schema: { tags, response: { 200: z.array(OperatorOptionResponse) } },
  }, async () => operators.map(({ id, name, description, needsRightOperand }) => ({ id, name, description, needsRightOperand })));

  app.get('/api/generalLookup/ruleleftoperands', {
    config: { permission },
    schema: { tags, querystring: LeftOperandQuery, response: { 200: z.array(LeftOperandOptionResponse) } },
  }, async (request) => {
    const { ruleType, tenantId } = request.query;
    if (tenantId) assertTenantAccess(requireActor(request), permission, tenantId);
    return leftOperands
      .filter((d) => ruleType === undefined || d.ruleTypes.includes(ruleType as never))
      .map((d) => ({
        id: d.id, name: d.name, description: d.description, leftOperandType: d.type, requiresFieldName: d.requiresFieldName,
        operators: [...d.operators], occurrencePatterns: occurrencePatternsFor(d, ruleType), fixed: d.fixed,
      }));
  });

  app.get('/api/:urlTenantId/rulelookup/conditionInputOptions/:leftOperandType', {
    config: { permission },
    schema: {
      tags,
      params: z.object({ urlTenantId: Guid, leftOperandType: z.string().max(100) }),
      querystring: z.object({ tenantId: Guid.optional() }),
      response: { 200: ConditionInputOptionsResponse },
    },
  }, async (request) => {
    const actor = requireActor(request);
    assertTenantAccess(actor, permission, request.params.urlTenantId);
    if (request.query.tenantId) assertTenantAccess(actor, permission, request.query.tenantId);
    return conditionInputOptions[leftOperandTypeOf(request.params.leftOperandType)];
  });
};
