import { tenantMoveMessage } from '@portal/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { makeRule } from '../modules/rules/rules.fixtures.ts';
import { type TestContext, createTestContext } from './context.ts';

/**
 * An update that names another tenant than its record's is refused for everyone, the administrator of
 * all tenants included, with a 400 naming tenantId: moving a record between tenants is not an edit
 * (issue 26 item 19). The record's own tenant (in any case) and a left-out tenantId still save.
 */

let ctx: TestContext;
let headers: Record<string, string>;
let home: string;
let other: string;

beforeAll(async () => {
  ctx = await createTestContext();
  const admin = await ctx.factories.user({ role: 'Administrator' });
  headers = { authorization: `Bearer ${await ctx.tokenFor(admin.userId)}` };
  home = (await ctx.factories.tenant()).tenantId;
  other = (await ctx.factories.tenant()).tenantId;
});

interface Case {
  what: string;
  /** Makes a record in `tenantId` (null: shared by all tenants) and answers its update URL and a valid body. */
  make(tenantId: string | null): Promise<{ url: string; body: Record<string, unknown> }>;
  method?: 'POST' | 'PATCH';
  /** Whether the record may be shared by all tenants (tenantId null). */
  shared?: boolean;
  /** Reads the record's tenant back. */
  tenantOf(url: string): Promise<string | null>;
}

const get = async (url: string) => (await ctx.app.inject({ method: 'GET', url, headers })).json();

const cases: Case[] = [
  {
    what: 'A location', shared: true,
    make: async (tenantId) => ({ url: `/v1/locations/${(await ctx.factories.location({ tenantId })).locationId}`, body: { name: 'Head office' } }),
    tenantOf: async (url) => (await get(url)).tenantId,
  },
  {
    what: 'A category', shared: true,
    make: async (tenantId) => ({
      url: `/v1/workunitcategories/${(await ctx.factories.workUnitCategory({ tenantId })).workUnitCategoryId}`,
      body: { name: `Network ${Math.random()}`, workUnitTypeId: 3 },
    }),
    tenantOf: async (url) => (await get(url)).tenantId,
  },
  {
    what: 'A subscription',
    make: async (tenantId) => ({ url: `/v1/subscriptions/${(await ctx.factories.subscription({ tenantId: tenantId! })).subscriptionId}`, body: { name: 'Prod' } }),
    tenantOf: async (url) => (await get(url)).tenantId,
  },
  {
    what: 'A token',
    make: async (tenantId) => ({ url: `/v1/tokens/${(await ctx.factories.tokenGrant({ tenantId: tenantId! })).tokenGrantId}`, body: { name: 'CI' } }),
    tenantOf: async (url) => (await get(url)).tenantId,
  },
  {
    what: 'A rule',
    make: async (tenantId) => ({
      url: `/v1/rules/${(await makeRule(ctx, tenantId!)).ruleId}`,
      body: { name: 'CPU high', ruleTypeId: 1, matchLifetime: '00:05:00', conditions: [{ type: 0, leftOperand: 3, operator: 1, rightOperand: 'x' }] },
    }),
    tenantOf: async (url) => (await get(url)).tenantId,
  },
  {
    what: 'A work unit', method: 'PATCH',
    make: async (tenantId) => ({ url: `/v1/workunits/${(await ctx.factories.workUnit({ tenantId: tenantId! })).workUnitId}`, body: {} }),
    tenantOf: async (url) => (await get(url)).tenantId,
  },
];

/** The request that sets tenantId (a JSON Patch for a work unit), with the rest of a valid body. */
function update(c: Case, record: { url: string; body: Record<string, unknown> }, tenantId: string | null) {
  const payload = c.method === 'PATCH' ? [{ op: 'replace', path: '/tenantId', value: tenantId }] : { ...record.body, tenantId };
  return ctx.app.inject({ method: c.method ?? 'POST', url: record.url, headers, payload });
}

describe('an update naming another tenant', () => {
  for (const c of cases) {
    it(`${c.what}: 400 naming tenantId, also for the administrator of all tenants; its own tenant still saves`, async () => {
      const record = await c.make(home);
      const moved = await update(c, record, other);
      expect({ status: moved.statusCode, message: moved.json().message }).toEqual({ status: 400, message: `tenantId: ${tenantMoveMessage(c.what)}` });
      expect(await c.tenantOf(record.url)).toBe(home);

      const same = await update(c, record, home.toUpperCase());
      expect(same.statusCode).toBe(200);
      expect(await c.tenantOf(record.url)).toBe(home);
      // A POST update resending the record as it is (PATCH has no such form): still 200.
      const resent = c.method === 'PATCH' ? 200 : (await ctx.app.inject({ method: 'POST', url: record.url, headers, payload: record.body })).statusCode;
      expect(resent).toBe(200);
    });

    it.runIf(c.shared)(`${c.what}: a shared one does not become a tenant's, nor a tenant's shared`, async () => {
      const shared = await c.make(null);
      const claimed = await update(c, shared, home);
      expect(claimed.statusCode).toBe(400);
      expect(claimed.json().message).toBe(`tenantId: ${tenantMoveMessage(c.what)}`);
      expect(await c.tenantOf(shared.url)).toBeNull();

      const own = await c.make(home);
      const released = await update(c, own, null);
      expect(released.statusCode).toBe(400);
      expect(await c.tenantOf(own.url)).toBe(home);
    });
  }
});
