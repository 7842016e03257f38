import { OperatorId, type RuleBodyInput, RuleBody, RuleTypeId } from '@portal/contracts';
import { operatorActor } from '../../platform/auth/operator-actor.ts';
import type { TestContext } from '../../test/context.ts';
import { createRulesService } from './rules.service.ts';

/** A valid Ingestion rule body of `tenantId`: DeviceCpu above 80. */
export function ruleBody(tenantId: string, values: Partial<RuleBodyInput> = {}): RuleBodyInput {
  return {
    name: 'CPU high', ruleTypeId: RuleTypeId.Ingestion, tenantId, matchLifetime: '00:05:00',
    conditions: [{ type: 0, leftOperand: 4, leftOperandFieldName: 'DeviceCpu', operator: OperatorId.GreaterThan, rightOperand: '80' }],
    ...values,
  };
}

/** A saved rule of `tenantId`, made through the service as the API makes it. */
export async function makeRule(ctx: TestContext, tenantId: string, values: Partial<RuleBodyInput> = {}) {
  return createRulesService({ db: ctx.db }).create(operatorActor('test'), RuleBody.parse(ruleBody(tenantId, values)));
}

/** Route parameter of the rules module: `ruleId`. */
export async function createForeignRecords(ctx: TestContext, tenantId: string): Promise<Record<string, string>> {
  const rule = await makeRule(ctx, tenantId);
  return { ruleId: rule.ruleId };
}

export function foreignBodies(ids: Record<string, string>): Record<string, unknown> {
  return {
    'PUT /v1/rules': ruleBody(ids.tenantId!, { name: 'Foreign rule' }),
    'POST /v1/rules/:ruleId': ruleBody(ids.tenantId!, { name: 'Renamed rule' }),
    'POST /v1/rules/dryRun': { rule: ruleBody(ids.tenantId!) },
  };
}
