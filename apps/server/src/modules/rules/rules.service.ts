import {
  BUILT_IN_ACTION_IDS, type Condition, ConditionType, OperatorId, type Permission, type Rule, type RuleAction, type RuleBody, type RuleToggleResponse,
  TENANT_LEFT_OPERAND_ID, type TimeConditions, ruleActionDefinitionTypes, ruleMessages,
} from '@portal/contracts';
import { and, eq, getTableColumns, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { toIso } from '../../db/timestamps.ts';
import type { Actor } from '../../platform/auth/index.ts';
import { assertTenantUnchanged, badRequest, notFound } from '../../platform/errors/index.ts';
import type { Invalidation } from '../../platform/invalidation/invalidation.ts';
import { type ODataQuery, runList } from '../../platform/odata/index.ts';
import { assertTenantAccess, findScoped, hasTenantAccess, tenantScope } from '../../platform/tenancy/index.ts';
import { subscriptions } from '../subscriptions/subscriptions.table.ts';
import { tenants } from '../tenants/tenants.table.ts';
import { ruleEntity } from './rules.entity.ts';
import { rules } from './rules.table.ts';
import { validateRuleDefinition } from './rules.validation.ts';

export type RuleRow = typeof rules.$inferSelect;
type Action = 'view' | 'create' | 'edit' | 'delete';
const permission = (action: Action) => `Rules:${action}` as Permission;

/** Told after a rule write commits (key: the rule id), for whoever caches rules; nothing does today. */
export const RULES_TOPIC = 'rules';

/** What the rules service needs to know of an action definition (the actions module answers it). */
export interface RuleActionDefinition {
  actionDefinitionId: string;
  name: string;
  tenantId: string | null;
  actionDefinitionTypeId: number;
}
/** The definitions with these ids that exist (any tenant); the service decides which a rule may use. */
export type FindActionDefinitions = (ids: string[]) => Promise<RuleActionDefinition[]>;

interface Names { tenantName: string | null; subscriptionName: string | null }

export function presentRule(row: RuleRow, names?: Names): Rule {
  return {
    ruleId: row.ruleId,
    name: row.name,
    description: row.description,
    ruleTypeId: row.ruleTypeId,
    tenantId: row.tenantId,
    subscriptionId: row.subscriptionId,
    enabled: row.enabled,
    matchLifetime: row.matchLifetime,
    useSlidingExpiration: row.useSlidingExpiration,
    timeConditions: (row.timeConditions as TimeConditions | null) ?? null,
    conditions: row.conditions as Condition[],
    matchActions: row.matchActions as RuleAction[],
    expirationActions: row.expirationActions as RuleAction[],
    created: toIso(row.created),
    modified: toIso(row.modified),
    ...(names ? {
      tenant: names.tenantName !== null ? { tenantId: row.tenantId, name: names.tenantName } : null,
      subscription: row.subscriptionId && names.subscriptionName !== null ? { subscriptionId: row.subscriptionId, name: names.subscriptionName } : null,
    } : {}),
  };
}

/** The automatic tenant condition (part 1 §5): the first, an And, Equals the rule's tenant. */
export const tenantCondition = (tenantId: string): Condition => ({
  type: ConditionType.And, leftOperand: TENANT_LEFT_OPERAND_ID, leftOperandFieldName: null, operator: OperatorId.Equals,
  rightOperand: tenantId, occurrencePattern: null,
});

/**
 * The conditions with the tenant condition first and fixed: added when missing, moved first when the
 * client put it elsewhere. One naming another tenant is refused (a rule reads its own tenant's packets).
 */
export function withTenantCondition(tenantId: string, conditions: Condition[]): Condition[] {
  const others: Condition[] = [];
  conditions.forEach((c, i) => {
    if (c.leftOperand !== TENANT_LEFT_OPERAND_ID) {
      others.push(c);
      return;
    }
    if (c.operator !== OperatorId.Equals || c.rightOperand?.trim().toLowerCase() !== tenantId) {
      throw badRequest(`conditions.${i}: ${ruleMessages.tenantConditionFirst}`);
    }
  });
  return [tenantCondition(tenantId), ...others];
}

/** The body as stored: text trimmed, ids lower-cased, the tenant condition first. */
export function normalizeRule(tenantId: string, body: RuleBody) {
  return {
    tenantId,
    subscriptionId: body.subscriptionId?.toLowerCase() ?? null,
    name: body.name,
    description: body.description?.trim() || null,
    ruleTypeId: body.ruleTypeId,
    enabled: body.enabled,
    matchLifetime: body.matchLifetime,
    useSlidingExpiration: body.useSlidingExpiration,
    timeConditions: body.timeConditions ?? null,
    conditions: withTenantCondition(tenantId, body.conditions),
    matchActions: body.matchActions,
    expirationActions: body.expirationActions,
  };
}
export type NormalizedRule = ReturnType<typeof normalizeRule>;

/**
 * Rules of the tenants the actor holds Rules permissions in (docs/areas/rules.md). A rule always has a
 * tenant; another tenant's rule is not found (404). Every write goes through here: routes, seed, tests.
 */
export function createRulesService({ db, invalidation, findActionDefinitions }: {
  db: Db; invalidation?: Invalidation; findActionDefinitions?: FindActionDefinitions;
}) {
  async function select(actor: Actor, scope: Permission, ruleId: string) {
    const [row] = await db.select({ rule: getTableColumns(rules), tenantName: tenants.name, subscriptionName: subscriptions.name })
      .from(rules)
      .leftJoin(tenants, eq(tenants.tenantId, rules.tenantId))
      .leftJoin(subscriptions, eq(subscriptions.subscriptionId, rules.subscriptionId))
      .where(and(eq(rules.ruleId, ruleId), tenantScope(actor, scope, rules.tenantId)));
    return row;
  }

  /** The rule if the actor may `action` it: not visible, 404; visible but not `action`, 403. */
  async function find(actor: Actor, action: Action, ruleId: string) {
    return findScoped((scope) => select(actor, scope, ruleId), permission(action), permission('view'), 'The rule');
  }

  async function changed(ruleId: string): Promise<void> {
    await invalidation?.publish(RULES_TOPIC, ruleId);
  }

  /** `showDisabled`: disabled rules are left out unless asked for (part 1 §7). */
  async function list(actor: Actor, query: ODataQuery, showDisabled = false) {
    return runList(db, ruleEntity, query, {
      where: (ref) => and(tenantScope(actor, 'Rules:view', ref(rules.tenantId)), showDisabled ? undefined : sql`${ref(rules.enabled)} = true`),
    });
  }

  async function get(actor: Actor, ruleId: string): Promise<Rule> {
    const { rule, tenantName, subscriptionName } = await find(actor, 'view', ruleId);
    return presentRule(rule, { tenantName, subscriptionName });
  }

  /** The actions must exist and be rule actions of the rule's tenant or shared ones. */
  async function assertActions(tenantId: string, body: RuleBody): Promise<void> {
    const all = [...body.matchActions.map((a, i) => ({ a, path: `matchActions.${i}` })), ...body.expirationActions.map((a, i) => ({ a, path: `expirationActions.${i}` }))];
    if (!all.length || !findActionDefinitions) return;
    const found = new Map((await findActionDefinitions([...new Set(all.map(({ a }) => a.actionDefinitionId))])).map((d) => [d.actionDefinitionId, d]));
    for (const { a, path } of all) {
      const definition = found.get(a.actionDefinitionId);
      // Another tenant's definition is as unknown as a missing one: its name must not leak.
      if (!definition || (definition.tenantId !== null && definition.tenantId !== tenantId)) {
        throw badRequest(`${path}.actionDefinitionId: ${ruleMessages.actionUnknown(a.actionDefinitionId)}`);
      }
      // The email built-in is offered to rules and protocols alike (GetActionDefinitionsForRules).
      const forRules = definition.actionDefinitionId === BUILT_IN_ACTION_IDS.email
        || (ruleActionDefinitionTypes as readonly number[]).includes(definition.actionDefinitionTypeId);
      if (!forRules) {
        throw badRequest(`${path}.actionDefinitionId: ${ruleMessages.actionNotForRules(definition.name)}`);
      }
    }
  }

  /** Everything a rule must satisfy beyond its body's schema, for a save and a dry run alike. */
  async function validate(actor: Actor, tenantId: string, body: RuleBody): Promise<NormalizedRule> {
    if (body.subscriptionId) {
      const [subscription] = await db.select({ id: subscriptions.subscriptionId }).from(subscriptions)
        .where(and(eq(subscriptions.subscriptionId, body.subscriptionId.toLowerCase()), eq(subscriptions.tenantId, tenantId)));
      if (!subscription) throw badRequest(`subscriptionId: ${ruleMessages.subscriptionNotInTenant}`);
    }
    const rule = normalizeRule(tenantId, body);
    validateRuleDefinition(rule);
    await assertActions(tenantId, body);
    return rule;
  }

  /** The tenant a new (or dry-run) rule names, which the actor must hold `action` in; 404 otherwise. */
  async function tenantFor(actor: Actor, action: Action, body: RuleBody): Promise<string> {
    if (!body.tenantId) throw badRequest(`tenantId: ${ruleMessages.tenantRequired}`);
    const tenantId = body.tenantId.toLowerCase();
    assertTenantAccess(actor, permission(action), tenantId);
    const [tenant] = await db.select({ tenantId: tenants.tenantId }).from(tenants).where(eq(tenants.tenantId, tenantId));
    if (!tenant) throw notFound('The tenant');
    return tenantId;
  }

  async function create(actor: Actor, body: RuleBody): Promise<Rule> {
    const tenantId = await tenantFor(actor, 'create', body);
    const values = await validate(actor, tenantId, body);
    const [row] = await db.insert(rules).values(values).returning({ ruleId: rules.ruleId });
    if (!row) throw new Error('insert returned no row');
    await changed(row.ruleId);
    return get(actor, row.ruleId);
  }

  async function update(actor: Actor, ruleId: string, body: RuleBody): Promise<Rule> {
    const { rule } = await find(actor, 'edit', ruleId);
    assertTenantUnchanged('A rule', rule.tenantId, body.tenantId);
    const values = await validate(actor, rule.tenantId, body);
    await db.update(rules).set({ ...values, modified: new Date() }).where(and(eq(rules.tenantId, rule.tenantId), eq(rules.ruleId, ruleId)));
    await changed(ruleId);
    return get(actor, ruleId);
  }

  /** Flips enabled (one statement, so two toggles at once flip twice rather than both to the same value). */
  async function toggle(actor: Actor, ruleId: string): Promise<RuleToggleResponse> {
    const { rule } = await find(actor, 'edit', ruleId);
    const [row] = await db.update(rules).set({ enabled: sql`not ${rules.enabled}`, modified: new Date() })
      .where(and(eq(rules.tenantId, rule.tenantId), eq(rules.ruleId, ruleId)))
      .returning({ enabled: rules.enabled, name: rules.name });
    if (!row) throw notFound('The rule');
    await changed(ruleId);
    return { ruleId, enabled: row.enabled, message: ruleMessages.toggled(row.name, row.enabled) };
  }

  /** Deletes the rule; its matches go with it (rule_matches cascades), its action histories stay. */
  async function remove(actor: Actor, ruleId: string): Promise<{ message: string }> {
    const { rule } = await find(actor, 'delete', ruleId);
    await db.delete(rules).where(and(eq(rules.tenantId, rule.tenantId), eq(rules.ruleId, ruleId)));
    await changed(ruleId);
    return { message: ruleMessages.deleted };
  }

  /**
   * The rules (of the actor's tenants) whose match or expiration actions use this definition. Another
   * tenant's definition is not found (404), as its rules would be.
   */
  async function forAction(actor: Actor, actionDefinitionId: string) {
    if (findActionDefinitions) {
      const [definition] = await findActionDefinitions([actionDefinitionId]);
      if (!definition || (definition.tenantId !== null && !hasTenantAccess(actor, 'Rules:view', definition.tenantId))) {
        throw notFound('The action definition');
      }
    }
    const uses = JSON.stringify([{ actionDefinitionId }]);
    const value = await db.select({ ruleId: rules.ruleId, name: rules.name, tenantId: rules.tenantId }).from(rules)
      .where(and(
        tenantScope(actor, 'Rules:view', rules.tenantId),
        sql`(${rules.matchActions} @> ${uses}::jsonb or ${rules.expirationActions} @> ${uses}::jsonb)`,
      ))
      .orderBy(rules.name);
    return { '@odata.count': value.length, value };
  }

  return { find, list, get, create, update, toggle, remove, forAction, validate, tenantFor };
}

export type RulesService = ReturnType<typeof createRulesService>;

/** Every rule (any tenant) naming the definition among its actions: the action catalog refuses its delete then. */
export async function rulesUsingAction(db: Db, actionDefinitionId: string): Promise<Array<{ ruleId: string; name: string }>> {
  const uses = JSON.stringify([{ actionDefinitionId }]);
  return db.select({ ruleId: rules.ruleId, name: rules.name }).from(rules)
    .where(sql`(${rules.matchActions} @> ${uses}::jsonb or ${rules.expirationActions} @> ${uses}::jsonb)`)
    .orderBy(rules.name).limit(50);
}
