import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../platform/identity/users.table.ts';
import { type TestContext, createTestContext } from '../../test/context.ts';
import { demoAccounts, seedIfEmpty } from './index.ts';

/** Part 1 §6: holding any of these hides the tenant > subscription picker. */
const PICKER_HIDDEN_BY = ['Blocks:view', 'Devices:view', 'PendingDevices:edit', 'Tokens:edit'];

let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestContext();
  await seedIfEmpty(ctx.db, ctx.config);
});

async function signedIn(userName: string) {
  const [user] = await ctx.db.select({ userId: users.userId }).from(users).where(eq(users.userName, userName));
  const token = await ctx.tokenFor(user!.userId);
  return async <T>(method: 'GET' | 'POST', url: string, payload?: object): Promise<T> => {
    const res = await ctx.app.inject({ method, url, headers: { authorization: `Bearer ${token}` }, ...(payload ? { payload } : {}) });
    expect({ status: res.statusCode, body: res.statusCode === 200 ? '' : res.body }).toEqual({ status: 200, body: '' });
    return res.json<T>();
  };
}

describe('the demo seed', () => {
  it('makes every account of the README table', () => {
    expect(demoAccounts.map((a) => a.userName)).toEqual(['admin', 'agent', 'manager', 'customer', 'partner']);
  });

  it('gives an account that sees the tenant picker two tenants to switch between', async () => {
    const call = await signedIn('partner');
    // Without the provider prefix ('Portal.').
    const permissions = (await call<string[]>('GET', '/v1/permissions')).map((p) => p.slice(p.indexOf('.') + 1));
    expect(permissions).toContain('WorkUnits:view:mine');
    expect(permissions.filter((p) => PICKER_HIDDEN_BY.includes(p))).toEqual([]);

    const tenants = await call<Array<{ tenantId: string; name: string }>>('GET', '/api/generallookup/tenants');
    expect(tenants.map((t) => t.name)).toEqual(['Contoso', 'Fabrikam']);
    const fabrikam = tenants.find((t) => t.name === 'Fabrikam')!;
    const subscriptions = await call<Array<{ subscriptionId: string; tenantId: string }>>('GET', '/api/generallookup/subscriptions');
    const production = subscriptions.find((s) => s.tenantId === fabrikam.tenantId)!;

    await call('POST', `/v1/tenantSubscriptionContext/${fabrikam.tenantId}`, { tenant: fabrikam.tenantId, subscriptionId: production.subscriptionId });
    expect(await call('GET', '/v1/currentUser')).toMatchObject({ tenantId: fabrikam.tenantId, subscriptionId: production.subscriptionId });
  });

  it('keeps the one-tenant customer in Contoso', async () => {
    const call = await signedIn('customer');
    expect((await call<Array<{ name: string }>>('GET', '/api/generallookup/tenants')).map((t) => t.name)).toEqual(['Contoso']);
  });
});
