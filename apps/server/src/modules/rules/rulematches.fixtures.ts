import type { TestContext } from '../../test/context.ts';
import { makeRule } from './rules.fixtures.ts';
import { ruleMatches } from './rulematches.table.ts';

/** An open match of a rule of `tenantId`, written as the evaluation writes one (tests only; the evaluation is the writer). */
export async function makeRuleMatch(ctx: TestContext, tenantId: string, values: Partial<typeof ruleMatches.$inferInsert> = {}) {
  const ruleId = values.ruleId ?? (await makeRule(ctx, tenantId)).ruleId;
  const now = new Date();
  const [row] = await ctx.db.insert(ruleMatches).values({
    tenantId, ruleId, subjectId: crypto.randomUUID(), label: 'DeviceCpu 91 Greater Than "80": true',
    firstMatch: now, lastMatch: now, expires: new Date(now.getTime() + 300_000), ...values,
  }).returning();
  return row!;
}

/** No route parameter of its own: the list is checked for another tenant's match ids. */
export async function createForeignRecords(ctx: TestContext, tenantId: string): Promise<Record<string, string>> {
  const match = await makeRuleMatch(ctx, tenantId);
  return { ruleMatchId: match.ruleMatchId };
}
