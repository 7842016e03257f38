/**
 * The property test of the translator (platform/odata/odata.property.test.ts) runs it on test
 * entities; this one sends generated query options through HTTP to every real list route of every
 * module, with their entities, scopes and response schemas: whatever the text, no 5xx.
 */
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { searchText, tokenSoup } from '../platform/odata/odata.arbitraries.ts';
import { type TestContext, createTestContext } from './context.ts';

const CASES_PER_ROUTE = 250;
const OPTIONS = ['$filter', '$orderby', '$select', '$expand', '$top', '$skip', '$count', '$search'] as const;

let ctx: TestContext;
let headers: Record<string, string>;
beforeAll(async () => {
  ctx = await createTestContext();
  const sub = await ctx.factories.subscription();
  await ctx.factories.workUnit({ tenantId: sub.tenantId });
  await ctx.factories.location({ tenantId: sub.tenantId });
  const admin = await ctx.factories.user({ role: 'Administrator' });
  headers = { authorization: `Bearer ${await ctx.tokenFor(admin.userId)}` };
});

const optionValue = fc.oneof(tokenSoup, searchText, fc.string({ maxLength: 60 }), fc.constantFrom('', '0', '10', '-1', 'true', 'name asc', 'tenant'));
const query = fc.dictionary(fc.constantFrom(...OPTIONS), optionValue, { maxKeys: 4 })
  .map((options) => Object.entries(options).map(([key, value]) => `${key}=${encodeURIComponent(value)}`).join('&'));

describe('OData options on every list route', () => {
  it(`never answers 5xx (${CASES_PER_ROUTE} generated queries a route)`, { timeout: 300_000 }, async () => {
    const lists = ctx.app.routeTable.filter((r) => r.module && r.method === 'GET' && !r.url.includes(':') && r.permission !== 'public');
    expect(lists.length).toBeGreaterThan(10);
    const failures: string[] = [];
    for (const route of lists) {
      await fc.assert(fc.asyncProperty(query, async (options) => {
        const res = await ctx.app.inject({ method: 'GET', url: `${route.url}?${options}`, headers });
        if (res.statusCode >= 500) failures.push(`${route.url}?${options} → ${res.statusCode} ${res.body.slice(0, 120)}`);
        return res.statusCode < 500;
      }), { numRuns: CASES_PER_ROUTE, seed: 20261123 + route.url.length, endOnFailure: true }).catch(() => undefined);
    }
    expect(failures).toEqual([]);
  });
});
