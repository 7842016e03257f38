import { InstallStatus, type Permission, PackageVersionStatus, versionReportMessages } from '@portal/contracts';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { type TestContext, createTestContext } from '../../test/context.ts';
import { makeDevice } from '../devices/devices.fixtures.ts';
import { devices } from '../devices/devices.table.ts';
import { install, makeReportPackage } from './versionreport.fixtures.ts';

const { Latest, Archived, PreRelease } = PackageVersionStatus;

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});

async function bearerFor(permissions: Permission[], tenantIds?: string[]) {
  const user = await ctx.factories.user({ permissions, tenantIds });
  return { authorization: `Bearer ${await ctx.tokenFor(user.userId)}` };
}

async function deviceNamed(tenantId: string, name: string) {
  const device = await makeDevice(ctx, tenantId);
  await ctx.db.update(devices).set({ name }).where(eq(devices.deviceId, device.deviceId));
  return device;
}

/**
 * One tenant: web-01 runs the Latest of both packages (compliant); web-02 runs an Archived version of
 * one and a pre-release above the Latest of the other; web-03 runs the only version (a pre-release) of
 * a package without a Latest, plus rows the report leaves out (Pending, Failed, none chosen).
 */
async function scenario() {
  const tenant = await ctx.factories.tenant();
  const agent = await makeReportPackage(ctx, [['2.0.0', Latest], ['1.9.3', Archived], ['2.1.0-rc.1', PreRelease]], null, `Agent ${tenant.tenantId.slice(0, 6)}`);
  const scanner = await makeReportPackage(ctx, [['1.0.0', Archived], ['1.1.0', Latest], ['1.2.0-beta1', PreRelease]], tenant.tenantId, 'Scanner');
  const beta = await makeReportPackage(ctx, [['0.9.0-alpha', PreRelease]], tenant.tenantId, 'Beta Tool');
  const web1 = await deviceNamed(tenant.tenantId, 'web-01');
  const web2 = await deviceNamed(tenant.tenantId, 'web-02');
  const web3 = await deviceNamed(tenant.tenantId, 'web-03');
  await install(ctx, web1, agent.packageId, agent.versions['2.0.0']!);
  await install(ctx, web1, scanner.packageId, scanner.versions['1.1.0']!);
  await install(ctx, web2, agent.packageId, agent.versions['1.9.3']!);
  await install(ctx, web2, scanner.packageId, scanner.versions['1.2.0-beta1']!);
  await install(ctx, web3, beta.packageId, beta.versions['0.9.0-alpha']!);
  await install(ctx, web3, agent.packageId, agent.versions['1.9.3']!, InstallStatus.Pending);
  await install(ctx, web3, scanner.packageId, scanner.versions['1.0.0']!, InstallStatus.Failed);
  const headers = await bearerFor(['Devices:view'], [tenant.tenantId]);
  return { tenant, agent, scanner, beta, web1, web2, web3, headers };
}

const get = (url: string, headers: Record<string, string>) => ctx.app.inject({ method: 'GET', url, headers });
const q = (value: string) => encodeURIComponent(value);

describe('version report rows', () => {
  it('is Current only on the Latest version: Archived and pre-releases are Outdated, a package without a Latest is Current', async () => {
    const s = await scenario();
    const res = await get('/v1/compliancereport?$count=true', s.headers);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body['@odata.count']).toBe(5);
    const brief = body.value.map((r: Record<string, unknown>) =>
      [r.deviceName, r.packageName, r.installedVersion, r.latestVersion, r.versionStatus, r.compliantDevice]);
    expect(brief).toEqual([
      ['web-01', s.agent.name, '2.0.0', '2.0.0', 'Current', true],
      ['web-01', 'Scanner', '1.1.0', '1.1.0', 'Current', true],
      ['web-02', s.agent.name, '1.9.3', '2.0.0', 'Outdated', false],
      ['web-02', 'Scanner', '1.2.0-beta1', '1.1.0', 'Outdated', false],
      ['web-03', 'Beta Tool', '0.9.0-alpha', null, 'Current', true],
    ]);
    const first = body.value[0];
    expect(first).toMatchObject({
      deviceId: s.web1.deviceId, tenantId: s.tenant.tenantId, tenantName: s.tenant.name, subscriptionId: s.web1.subscriptionId,
      installedVersionReleased: '2026-01-01T00:00:00.000Z', latestVersionReleased: '2026-01-01T00:00:00.000Z',
    });
    expect(typeof first.subscriptionName).toBe('string');
    expect(body.value[2].installedVersionReleased).toBe('2026-01-01T00:00:01.000Z');
  });

  it('filters, sorts, searches and pages like every list', async () => {
    const s = await scenario();
    const outdated = await get(`/v1/compliancereport?$filter=${q("versionStatus eq 'Outdated'")}&$orderby=installedVersion desc`, s.headers);
    expect(outdated.json().value.map((r: { installedVersion: string }) => r.installedVersion)).toEqual(['1.9.3', '1.2.0-beta1']);
    const byDevice = await get(`/v1/compliancereport?$filter=${q(`deviceId eq ${s.web2.deviceId}`)}`, s.headers);
    expect(byDevice.json().value).toHaveLength(2);
    const byDate = await get(`/v1/compliancereport?$filter=${q('installedVersionReleased gt 2026-01-01T00:00:00.999Z')}`, s.headers);
    expect(byDate.json().value.map((r: { installedVersion: string }) => r.installedVersion).sort()).toEqual(['1.1.0', '1.2.0-beta1', '1.9.3']);
    const searched = await get(`/v1/compliancereport?$search=beta`, s.headers);
    expect(searched.json().value.map((r: { packageName: string }) => r.packageName).sort()).toEqual(['Beta Tool', 'Scanner']);
    const page2 = await get('/v1/compliancereport?$top=2&$skip=2&$count=true', s.headers);
    expect(page2.json()['@odata.count']).toBe(5);
    expect(page2.json().value.map((r: { deviceName: string }) => r.deviceName)).toEqual(['web-02', 'web-02']);
    const nonCompliant = await get(`/v1/compliancereport?$filter=${q('compliantDevice eq false')}`, s.headers);
    expect(nonCompliant.json().value).toHaveLength(2);
    const bad = await get(`/v1/compliancereport?$filter=${q('deviceId eq not-a-guid')}`, s.headers);
    expect(bad.statusCode).toBe(400);
  });

  it('shows only tenants where the caller holds Devices:view; without it, 403', async () => {
    const s = await scenario();
    const other = await scenario();
    const mine = (await get('/v1/compliancereport?$top=100', s.headers)).json().value as Array<{ tenantId: string }>;
    expect(mine.length).toBe(5);
    expect(mine.every((r) => r.tenantId === s.tenant.tenantId)).toBe(true);
    const asked = await get(`/v1/compliancereport?$filter=${q(`tenantId eq ${other.tenant.tenantId}`)}`, s.headers);
    expect(asked.json().value).toEqual([]);
    const none = await bearerFor(['Packages:view'], [s.tenant.tenantId]);
    expect((await get('/v1/compliancereport', none)).statusCode).toBe(403);
    expect((await get('/v1/compliancereport/counts', none)).statusCode).toBe(403);
  });

  it('leaves out deleted devices', async () => {
    const s = await scenario();
    await ctx.db.update(devices).set({ isDeleted: true }).where(eq(devices.deviceId, s.web2.deviceId));
    const res = await get('/v1/compliancereport?$count=true', s.headers);
    expect(res.json()['@odata.count']).toBe(3);
  });
});

describe('version report counts and grouped values', () => {
  it('counts rows by versionStatus (package view) and devices by compliantDevice (device view), to 2 decimals', async () => {
    const s = await scenario();
    const packageView = (await get('/v1/compliancereport/counts?view=package', s.headers)).json();
    expect(packageView).toEqual({
      view: 'package', total: 5, upToDate: 3, upToDatePercent: 60,
      groups: [{ key: 'Current', count: 3 }, { key: 'Outdated', count: 2 }],
    });
    const deviceView = (await get('/v1/compliancereport/counts?view=device', s.headers)).json();
    expect(deviceView).toEqual({
      view: 'device', total: 3, upToDate: 2, upToDatePercent: 66.67,
      groups: [{ key: 'true', count: 2 }, { key: 'false', count: 1 }],
    });
    const filtered = (await get(`/v1/compliancereport/counts?view=package&$filter=${q("packageName eq 'Scanner'")}`, s.headers)).json();
    expect(filtered).toMatchObject({ total: 2, upToDate: 1, upToDatePercent: 50 });
    const bad = await get('/v1/compliancereport/counts?view=tenant', s.headers);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain(versionReportMessages.view);
  });

  it('answers a column\'s distinct values with their counts', async () => {
    const s = await scenario();
    const packagesRes = await get('/v1/compliancereport/grouped?column=packageName', s.headers);
    expect(packagesRes.json()).toEqual({
      column: 'packageName',
      value: [
        { value: s.agent.name, label: s.agent.name, count: 2 },
        { value: 'Beta Tool', label: 'Beta Tool', count: 1 },
        { value: 'Scanner', label: 'Scanner', count: 2 },
      ],
    });
    const latest = (await get('/v1/compliancereport/grouped?column=latestVersion', s.headers)).json().value;
    expect(latest.at(-1)).toEqual({ value: null, label: '(none)', count: 1 });
    const statuses = (await get(`/v1/compliancereport/grouped?column=versionStatus&$filter=${q("deviceName eq 'web-02'")}`, s.headers)).json().value;
    expect(statuses).toEqual([{ value: 'Outdated', label: 'Outdated', count: 2 }]);
    const bad = await get('/v1/compliancereport/grouped?column=deviceId', s.headers);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain(versionReportMessages.groupedColumn);
  });
});

describe('version report export', () => {
  it('sends versionreport.csv of the filtered rows with formulas neutralised, from POST Export() and GET export', async () => {
    const s = await scenario();
    await ctx.db.update(devices).set({ name: '=HYPERLINK("http://evil")' }).where(eq(devices.deviceId, s.web1.deviceId));
    const filter = q(`deviceId eq ${s.web1.deviceId}`);
    for (const method of ['POST', 'GET'] as const) {
      const url = method === 'POST' ? `/v1/compliancereport/Export()?$filter=${filter}` : `/v1/compliancereport/export?$filter=${filter}`;
      const res = await ctx.app.inject({ method, url, headers: s.headers });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-disposition']).toContain('filename="versionreport.csv"');
      const lines = res.body.replace(/^\uFEFF/, '').trim().split('\r\n');
      expect(lines[0]).toBe('Device Name,Tenant,Subscription,Package,Version Status,Installed Version,Installed Version Released,Latest Version,Latest Version Released,Device Id');
      expect(lines).toHaveLength(3);
      expect(lines[1]!.startsWith(`"'=HYPERLINK(""http://evil"")",`)).toBe(true);
      expect(lines[1]).toContain(',Current,2.0.0,2026-01-01T00:00:00.000Z,2.0.0,');
    }
  });
});
