import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../platform/identity/users.table.ts';
import { subscriptions } from '../subscriptions/subscriptions.table.ts';
import { tenants } from '../tenants/tenants.table.ts';
import { seedIfEmpty } from '../../seed/index.ts';
import { type TestContext, createTestContext } from '../../test/context.ts';
import seedVersionReportFleet from './seed.ts';

let ctx: TestContext;
let headers: { authorization: string };
beforeAll(async () => {
  ctx = await createTestContext();
  await seedIfEmpty(ctx.db, ctx.config);
  const [admin] = await ctx.db.select({ userId: users.userId }).from(users).where(eq(users.userName, 'admin'));
  headers = { authorization: `Bearer ${await ctx.tokenFor(admin!.userId)}` };
});

describe('the demo version report', () => {
  it('has more than a page of rows with Outdated ones: a Northwind point-of-sale fleet on mixed Log Shipper versions', async () => {
    const filter = encodeURIComponent("tenantName eq 'Northwind' and startswith(deviceName,'nw-pos-')");
    const res = await ctx.app.inject({ method: 'GET', url: `/v1/compliancereport?$count=true&$top=100&$filter=${filter}`, headers });
    expect(res.statusCode).toBe(200);
    const body = res.json() as { '@odata.count': number; value: Array<{ installedVersion: string; versionStatus: string }> };
    expect(body['@odata.count']).toBe(24);
    const tally: Record<string, number> = {};
    for (const row of body.value) tally[`${row.installedVersion} ${row.versionStatus}`] = (tally[`${row.installedVersion} ${row.versionStatus}`] ?? 0) + 1;
    expect(tally).toEqual({
      '2.0.0 Current': 15, '1.9.3 Outdated': 6, '2.1.0-rc.1 Outdated': 3,
    });
    const counts = (await ctx.app.inject({ method: 'GET', url: '/v1/compliancereport/counts?view=package', headers })).json();
    expect(counts.total).toBeGreaterThan(25);
  });

  it('adds the fleet once', async () => {
    const count = async () => (await ctx.app.inject({ method: 'GET', url: '/v1/compliancereport/counts', headers })).json().total as number;
    const before = await count();
    const tenantRows = await ctx.db.select({ tenantId: tenants.tenantId, name: tenants.name }).from(tenants);
    const subscriptionRows = await ctx.db.select({ subscriptionId: subscriptions.subscriptionId, tenantId: subscriptions.tenantId, name: subscriptions.name }).from(subscriptions);
    await seedVersionReportFleet({ db: ctx.db, config: ctx.config, tenants: tenantRows, subscriptions: subscriptionRows });
    expect(await count()).toBe(before);
  });
});
