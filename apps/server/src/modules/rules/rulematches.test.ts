import type { Permission } from '@portal/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { type TestContext, createTestContext } from '../../test/context.ts';
import { makeRule } from './rules.fixtures.ts';
import { makeRuleMatch } from './rulematches.fixtures.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});

async function bearerFor(permissions: Permission[], tenantIds?: string[]) {
  const user = await ctx.factories.user({ permissions, tenantIds });
  return { authorization: `Bearer ${await ctx.tokenFor(user.userId)}` };
}
const get = (url: string, headers: Record<string, string>) => ctx.app.inject({ method: 'GET', url, headers });
const ids = (res: { json(): { value: Array<{ ruleMatchId: string }> } }) => res.json().value.map((m) => m.ruleMatchId);

describe('GET /v1/rulematches', () => {
  it('lists the matches of the tenants the caller may view rules in, newest first, with the rule expanded', async () => {
    const tenant = await ctx.factories.tenant();
    const other = await ctx.factories.tenant();
    const rule = await makeRule(ctx, tenant.tenantId, { name: 'CPU high', matchLifetime: '00:10:00' });
    const older = await makeRuleMatch(ctx, tenant.tenantId, { ruleId: rule.ruleId, created: new Date(Date.now() - 60_000) });
    const newer = await makeRuleMatch(ctx, tenant.tenantId, { ruleId: rule.ruleId, subjectId: 'block-1', matchCount: 3 });
    const foreign = await makeRuleMatch(ctx, other.tenantId);
    const headers = await bearerFor(['Rules:view'], [tenant.tenantId]);

    const res = await get('/v1/rulematches?$expand=rule&$count=true', headers);
    expect(res.statusCode).toBe(200);
    expect(ids(res)).toEqual([newer.ruleMatchId, older.ruleMatchId]);
    expect(res.json()['@odata.count']).toBe(2);
    expect(res.json().value[0]).toMatchObject({
      ruleId: rule.ruleId, subjectId: 'block-1', matchCount: 3, completionProcessed: false, inMaintenance: false,
      rule: { name: 'CPU high', matchLifetime: '00:10:00' },
    });
    expect(ids(await get(`/v1/rulematches?subjectId=block-1`, headers))).toEqual([newer.ruleMatchId]);
    expect(ids(await get(`/v1/rulematches?$filter=subjectId eq 'block-1'`, headers))).toEqual([newer.ruleMatchId]);
    expect(ids(await get(`/v1/rulematches?ruleId=${rule.ruleId}&$orderby=created asc`, headers))).toEqual([older.ruleMatchId, newer.ruleMatchId]);
    expect(ids(await get(`/v1/rulematches?ruleId=${foreign.ruleId}`, headers))).toEqual([]);
  });

  it('answers 401 without a token, 403 without Rules:view and 400 for a bad filter', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: '/v1/rulematches' })).statusCode).toBe(401);
    expect((await get('/v1/rulematches', await bearerFor(['Packets:view']))).statusCode).toBe(403);
    const viewer = await bearerFor(['Rules:view']);
    expect((await get('/v1/rulematches?ruleId=nope', viewer)).statusCode).toBe(400);
    expect((await get("/v1/rulematches?$filter=nothing eq 'x'", viewer)).statusCode).toBe(400);
  });
});
