import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../platform/identity/users.table.ts';
import { seedIfEmpty } from '../../seed/index.ts';
import { type TestContext, createTestContext } from '../../test/context.ts';
import { deviceInstallations } from './devices.table.ts';

let ctx: TestContext;
let headers: { authorization: string };
beforeAll(async () => {
  ctx = await createTestContext();
  await seedIfEmpty(ctx.db, ctx.config);
  const [admin] = await ctx.db.select({ userId: users.userId }).from(users).where(eq(users.userName, 'admin'));
  headers = { authorization: `Bearer ${await ctx.tokenFor(admin!.userId)}` };
});

interface Row { deviceId: string; name: string; enabled: boolean; cpu: number | null; lastPacket: string | null; location: { name: string } | null; operatingSystemId: number }

describe('the demo devices', () => {
  it('gives each demo tenant devices of mixed systems and places, one switched off, with heartbeats and installations', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/v1/devices?$expand=location&$top=100', headers });
    expect(res.statusCode).toBe(200);
    const rows = res.json().value as Row[];
    const contoso = ['web-01', 'web-02', 'sql-01', 'build-mac', 'legacy-fax'];
    expect(rows.map((r) => r.name)).toEqual(expect.arrayContaining([...contoso, 'plant-gateway', 'nw-app']));
    const web = rows.find((r) => r.name === 'web-01')!;
    expect(web).toMatchObject({ enabled: true, location: { name: 'Headquarters' } });
    expect(web.cpu).toBeTypeOf('number');
    expect(Date.now() - new Date(web.lastPacket!).getTime()).toBeLessThan(5 * 60_000);
    expect(rows.find((r) => r.name === 'legacy-fax')).toMatchObject({ enabled: false, cpu: null, lastPacket: null });
    expect(new Set(rows.map((r) => r.operatingSystemId)).size).toBe(3);
    expect(rows.filter((r) => r.enabled && r.cpu === null)).toEqual([]);

    const day = (await ctx.app.inject({ method: 'GET', url: `/v1/devices/${web.deviceId}/metrics`, headers })).json();
    expect(day.series.length).toBeGreaterThanOrEqual(1438);
    const from = new Date(Date.now() - 7 * 86_400_000 + 60_000).toISOString();
    const week = (await ctx.app.inject({ method: 'GET', url: `/v1/devices/${web.deviceId}/metrics?from=${from}`, headers })).json();
    expect(week.series.length).toBeGreaterThan(10_000);
    expect(week.series.length).toBeLessThanOrEqual(10_080);
    const hourly = rows.find((r) => r.name === 'web-02')!;
    const sparse = (await ctx.app.inject({ method: 'GET', url: `/v1/devices/${hourly.deviceId}/metrics`, headers })).json();
    expect(sparse.series.length).toBeGreaterThanOrEqual(23);
    expect(sparse.series.length).toBeLessThanOrEqual(25);

    expect((await ctx.db.select().from(deviceInstallations)).length).toBeGreaterThan(0);
    const installs = (await ctx.app.inject({ method: 'GET', url: `/v1/devices/${web.deviceId}/installations`, headers })).json();
    expect(installs.value.some((i: { installPackage: { installStatus: string } }) => i.installPackage.installStatus === 'Installed')).toBe(true);
  });
});
