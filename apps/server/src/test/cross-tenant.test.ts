import { existsSync, readdirSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { type TestContext, createTestContext } from './context.ts';
import type { CrossTenantFixtures } from './cross-tenant.ts';

/** Every module's fixtures, found like the modules themselves. */
async function loadFixtures(): Promise<Map<string, CrossTenantFixtures>> {
  const dir = new URL('../modules/', import.meta.url);
  const found = new Map<string, CrossTenantFixtures>();
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (!entry.isDirectory()) continue;
    const file = new URL(`${entry.name}/${entry.name}.fixtures.ts`, dir);
    if (!existsSync(file)) continue;
    // A module with several route files may give more fixtures beside the main one (devices/deviceoperations.fixtures.ts).
    const extra = readdirSync(new URL(`${entry.name}/`, dir)).filter((f) => f.endsWith('.fixtures.ts') && f !== `${entry.name}.fixtures.ts`);
    const parts = [file, ...extra.map((f) => new URL(`${entry.name}/${f}`, dir))];
    found.set(entry.name, mergeFixtures(await Promise.all(parts.map(async (p) => (await import(p.href)) as CrossTenantFixtures))));
  }
  return found;
}

function mergeFixtures(parts: CrossTenantFixtures[]): CrossTenantFixtures {
  return {
    createForeignRecords: async (ctx, tenantId) => {
      const ids: Record<string, string> = {};
      for (const part of parts) Object.assign(ids, await part.createForeignRecords(ctx, tenantId));
      return ids;
    },
    foreignBodies: (ids) => Object.assign({}, ...parts.map((part) => part.foreignBodies?.(ids) ?? {})),
    notTenantScoped: Object.assign({}, ...parts.map((part) => part.notTenantScoped ?? {})),
  };
}

const paramsOf = (url: string) => [...url.matchAll(/:(\w+)/g)].map((m) => m[1]!);
const fill = (url: string, ids: Record<string, string>) => url.replace(/:(\w+)/g, (_, name: string) => ids[name] ?? `missing-${name}`);

let ctx: TestContext;
let fixtures: Map<string, CrossTenantFixtures>;
let idsA: Map<string, Record<string, string>>;
let idsB: Map<string, Record<string, string>>;
let allB: Record<string, string>;
let token: string;

beforeAll(async () => {
  ctx = await createTestContext();
  fixtures = await loadFixtures();
  const a = await ctx.factories.subscription();
  const b = await ctx.factories.subscription();
  idsA = new Map();
  idsB = new Map();
  for (const [module, f] of fixtures) {
    idsA.set(module, { tenantId: a.tenantId, subscriptionId: a.subscriptionId, ...(await f.createForeignRecords(ctx, a.tenantId)) });
    idsB.set(module, { tenantId: b.tenantId, subscriptionId: b.subscriptionId, ...(await f.createForeignRecords(ctx, b.tenantId)) });
  }
  allB = Object.assign({ tenantId: b.tenantId, subscriptionId: b.subscriptionId }, ...idsB.values());
  // Everything, but only in tenant A.
  const user = await ctx.factories.user({ role: 'Administrator', tenantIds: [a.tenantId] });
  token = await ctx.tokenFor(user.userId);
});

describe('cross-tenant matrix', () => {
  it("answers 404 for another tenant's records on every module route, and never leaks its ids", async () => {
    const problems: string[] = [];
    const foreignIds = new Set(Object.values(allB));
    const routes = ctx.app.routeTable.filter((r) => r.module && r.permission !== 'public');
    for (const route of routes) {
      const key = `${route.method} ${route.url}`;
      const f = fixtures.get(route.module!);
      if (f?.notTenantScoped?.[key]) continue;
      const ids = { ...allB, ...idsB.get(route.module!) };
      const params = paramsOf(route.url);
      const missing = params.filter((p) => !(p in ids));
      if (missing.length) {
        problems.push(`${key}: no fixture id for ${missing.join(', ')} (add it to ${route.module}.fixtures.ts)`);
        continue;
      }
      const body = f?.foreignBodies?.(ids)[key];
      // A DELETE sends a body only when its fixture gives one (batch deletes name their ids in it).
      const isWrite = route.method !== 'GET' && (route.method !== 'DELETE' || body !== undefined);
      if (!params.length && route.method !== 'GET' && body === undefined) {
        problems.push(`${key}: a write without parameters needs a foreign body or a notTenantScoped reason`);
        continue;
      }
      const res = await ctx.app.inject({
        method: route.method as 'GET',
        url: fill(route.url, ids),
        headers: { authorization: `Bearer ${token}` },
        ...(isWrite ? { payload: (body ?? {}) as object } : {}),
      });
      if (params.length || route.method !== 'GET') {
        if (res.statusCode !== 404) problems.push(`${key}: expected 404 for tenant B, got ${res.statusCode} ${res.body.slice(0, 200)}`);
      } else {
        if (res.statusCode >= 500) problems.push(`${key}: ${res.statusCode}`);
        const leaked = [...foreignIds].filter((id) => res.body.includes(id));
        if (leaked.length) problems.push(`${key}: answer contains tenant B ids ${leaked.join(', ')}`);
        // Lists and lookups that take the tenant as a query parameter: asking for B gives nothing of B.
        const asked = await ctx.app.inject({
          method: 'GET', url: `${route.url}?tenantId=${allB.tenantId}`, headers: { authorization: `Bearer ${token}` },
        });
        if (asked.statusCode >= 500) problems.push(`${key}?tenantId=B: ${asked.statusCode}`);
        const leakedByQuery = [...foreignIds].filter((id) => id !== allB.tenantId && asked.body.includes(id));
        if (leakedByQuery.length) problems.push(`${key}?tenantId=B: answer contains tenant B ids ${leakedByQuery.join(', ')}`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('finds its own tenant\'s records on the same routes (the matrix is not vacuous)', async () => {
    const problems: string[] = [];
    for (const route of ctx.app.routeTable.filter((r) => r.module && r.method === 'GET' && paramsOf(r.url).length)) {
      const key = `${route.method} ${route.url}`;
      const f = fixtures.get(route.module!);
      if (f?.notTenantScoped?.[key]) continue;
      const ids = { ...Object.assign({}, ...idsA.values()), ...idsA.get(route.module!) } as Record<string, string>;
      const res = await ctx.app.inject({ method: 'GET', url: fill(route.url, ids), headers: { authorization: `Bearer ${token}` } });
      if (res.statusCode !== 200) problems.push(`${key}: expected 200 for tenant A, got ${res.statusCode} ${res.body.slice(0, 200)}`);
    }
    expect(problems).toEqual([]);
  });
});
