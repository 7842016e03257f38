import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { users } from '../platform/identity/users.table.ts';
import { type TestContext, createTestContext } from '../test/context.ts';
import { loadConfig } from '../config.ts';
import { demoAccounts, demoAccountsToShow, seedIfEmpty } from './index.ts';

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
  it("saves Contoso's custom fields and its secret's two versions through the tenants service", async () => {
    const admin = await signedIn('admin');
    const tenants = await admin<Array<{ tenantId: string; name: string }>>('GET', '/api/generallookup/tenants');
    const contoso = tenants.find((t) => t.name === 'Contoso')!;
    const tenant = await admin<{ workUnitFieldDef2: string | null }>('GET', `/v1/tenants/${contoso.tenantId}`);
    expect(JSON.parse(tenant.workUnitFieldDef2!)).toMatchObject({ Name: 'Region', Options: ['East', 'West', 'Central'] });
    const [secret] = await admin<Array<{ secretId: string; name: string }>>('GET', `/v1/tenants/${contoso.tenantId}/secrets`);
    expect(secret?.name).toBe('TicketingApiKey');
    const latest = await admin<{ version: number; value: string }>('GET', `/v1/tenants/${contoso.tenantId}/secrets/${secret!.secretId}/versions/latest`);
    expect(latest).toMatchObject({ version: 2, value: 'demo-key-current' });
  });

  it('makes every account of the README table', () => {
    expect(demoAccounts.map((a) => a.userName)).toEqual(['admin', 'agent', 'manager', 'customer', 'partner']);
  });

  it('makes its accounts and grants through the services: the grants\' history names the seed, every account starts in Contoso > Production', async () => {
    const admin = await signedIn('admin');
    const audit = await admin<{ value: Array<{ actor: string; action: string; principal: string; roleName: string; tenants: string[] | null }> }>('GET', '/v1/grants/audit?$top=50');
    expect(audit.value.map((a) => [a.actor, a.action, a.principal, a.roleName, a.tenants]).sort()).toEqual(
      demoAccounts.map((a) => ['cli:seed', 'added', a.userName, a.role, a.tenants ?? null]).sort(),
    );
    const subscriptions = await admin<Array<{ subscriptionId: string; tenantId: string; name: string }>>('GET', '/api/generallookup/subscriptions');
    const tenants = await admin<Array<{ tenantId: string; name: string }>>('GET', '/api/generallookup/tenants');
    const contoso = tenants.find((t) => t.name === 'Contoso')!;
    const production = subscriptions.find((s) => s.tenantId === contoso.tenantId && s.name === 'Production')!;
    for (const account of demoAccounts) {
      const rows = await ctx.db.select({ tenantId: users.contextTenantId, subscriptionId: users.contextSubscriptionId }).from(users).where(eq(users.userName, account.userName));
      expect(rows).toEqual([{ tenantId: contoso.tenantId, subscriptionId: production.subscriptionId }]);
    }
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

  it("shows the demo customer Contoso's open communication on their incident in the Resolution Center (issue 31 item 7)", async () => {
    const admin = await signedIn('admin');
    const { value } = await admin<{ value: Array<{ title: string; workUnits: Array<{ workUnitId: number }> }> }>(
      'GET', `/v1/workunitcommunications?$filter=${encodeURIComponent("status eq 'ConfirmedImpact' and tenant/name eq 'Contoso'")}&$expand=workUnits`,
    );
    expect(value.map((c) => c.title)).toEqual(['Contoso: email delivery delayed']);
    const customer = await signedIn('customer');
    const theirs = (await customer<{ value: Array<{ workUnitId: number }> }>('GET', '/v1/workunits/rc?$top=1000')).value.map((w) => w.workUnitId);
    const related = value[0]!.workUnits.map((w) => w.workUnitId).filter((id) => theirs.includes(id));
    expect(related).toHaveLength(1);
    const read = await customer<Array<{ title: string; activities: unknown[] }>>('GET', `/v1/workunits/rc/${related[0]}/communications`);
    expect(read.map((c) => c.title)).toEqual(['Contoso: email delivery delayed']);
    expect(read[0]!.activities).toHaveLength(3);
  });

  it("relates the work units the demo rules open to Contoso's open communication (issue 31 item 7)", async () => {
    const admin = await signedIn('admin');
    const { value: [open] } = await admin<{ value: Array<{ workUnitCommunicationId: number; tenantId: string }> }>(
      'GET', `/v1/workunitcommunications?$filter=${encodeURIComponent("status eq 'ConfirmedImpact' and tenant/name eq 'Contoso'")}`,
    );
    const { value: rules } = await admin<{ value: Array<{ name: string; matchActions: Array<{ actionDefinitionId: string; parameters: Record<string, string> }> }> }>(
      'GET', `/v1/rules?$filter=${encodeURIComponent(`tenantId eq ${open!.tenantId}`)}&$top=100`,
    );
    const opening = rules.flatMap((r) => r.matchActions).filter((a) => a.actionDefinitionId === 'create-work-unit');
    expect(opening.length).toBeGreaterThan(0);
    expect(opening.map((a) => a.parameters.CommunicationId)).toEqual(opening.map(() => String(open!.workUnitCommunicationId)));
  });
});

describe('the demo seed with an external identity provider', () => {
  const external = { OIDC_ISSUER: 'https://login.example.com/realm', OIDC_CLIENT_ID: 'portal', OIDC_AUDIENCE: 'api://portal' };

  it('is off unless SEED_DEMO_DATA=true is set explicitly', () => {
    expect(loadConfig({}).SEED_DEMO_DATA).toBe('true');
    expect(loadConfig(external).SEED_DEMO_DATA).toBe('false');
    expect(loadConfig({ ...external, SEED_DEMO_DATA: 'true' }).SEED_DEMO_DATA).toBe('true');
  });

  it('marks its accounts as demo accounts (never linked to an external subject), and npm start prints no passwords', async () => {
    const rows = await ctx.db.select({ userName: users.userName, demo: users.demo }).from(users);
    expect(rows.filter((r) => r.demo).map((r) => r.userName).sort()).toEqual(demoAccounts.map((a) => a.userName).sort());
    expect(demoAccountsToShow(loadConfig(external), { accounts: demoAccounts })).toBeUndefined();
    expect(demoAccountsToShow(loadConfig({}), { accounts: demoAccounts })).toEqual(demoAccounts);
  });
});
