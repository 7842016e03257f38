import { type Permission, complianceWeekKey } from '@portal/contracts';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { type TestContext, createTestContext } from '../../test/context.ts';
import { deviceInstallations, devices } from '../devices/devices.table.ts';
import { packageVersions, packages } from '../packages/packages.table.ts';
import { controlSets, controls } from './compliance.table.ts';
import seedCompliance from './seed.ts';

let ctx: TestContext;
const all: Permission[] = ['Compliance:view', 'Compliance:create', 'Compliance:edit', 'Compliance:delete'];
const thisWeek = complianceWeekKey(new Date());

beforeAll(async () => {
  ctx = await createTestContext();
  await seedCompliance({ db: ctx.db, config: ctx.config, tenants: [], subscriptions: [] });
});

async function bearerFor(permissions: Permission[], tenantIds?: string[]) {
  const user = await ctx.factories.user({ permissions, tenantIds });
  return { authorization: `Bearer ${await ctx.tokenFor(user.userId)}` };
}
const importSet = async (payload: object, headers?: Record<string, string>) =>
  ctx.app.inject({ method: 'POST', url: '/v1/controlsets/import', headers: headers ?? await bearerFor(all), payload });
const setsNamed = async (name: string) => ctx.db.select().from(controlSets).where(eq(controlSets.name, name));

describe('control set imports', () => {
  it('imports a CSV file with quoted fields, in order, with evidence', async () => {
    const content = '\uFEFFControl,Title,Description,Evidence\r\nPOL-1,"Policies, reviewed yearly","Line one\nline two",\r\nPAT-1,Patch within 30 days,,outdatedPackages\r\n';
    const res = await importSet({ format: 'csv', name: 'Internal baseline', content });
    expect({ status: res.statusCode, body: res.statusCode === 200 ? '' : res.body }).toEqual({ status: 200, body: '' });
    expect(res.json()).toMatchObject({ name: 'Internal baseline', controls: 2 });
    const rows = await ctx.db.select().from(controls).where(eq(controls.controlSetId, res.json().id)).orderBy(controls.position);
    expect(rows.map((r) => [r.name, r.title, r.description, r.evidenceSource])).toEqual([
      ['POL-1', 'Policies, reviewed yearly', 'Line one\nline two', null],
      ['PAT-1', 'Patch within 30 days', null, 'outdatedPackages'],
    ]);
    expect((await importSet({ format: 'csv', name: 'Internal baseline', content })).statusCode).toBe(409);
  });

  it('imports an OSCAL catalog: group controls with their labels and statements, withdrawn ones skipped', async () => {
    const catalog = {
      catalog: {
        uuid: '74c8ba1e-5cd4-4ad1-bbfd-d888e2f6c724',
        metadata: { title: 'Mini Catalog', version: '1.2.3', 'oscal-version': '1.1.2', 'last-modified': '2024-01-01T00:00:00Z' },
        groups: [{
          id: 'ac', class: 'family', title: 'Access Control',
          controls: [
            { id: 'ac-1', class: 'SP800-53', title: 'Policy and Procedures', props: [{ name: 'label', value: 'AC-1' }],
              parts: [{ id: 'ac-1_smt', name: 'statement', parts: [{ id: 'ac-1_smt.a', name: 'item', prose: 'Develop {{ insert: param, ac-01_odp.01 }} policy.' }] }],
              controls: [{ id: 'ac-1.1', title: 'An enhancement' }] },
            { id: 'ac-13', title: 'Supervision and Review — Access Control', props: [{ name: 'label', value: 'AC-13' }, { name: 'status', value: 'withdrawn' }] },
          ],
        }],
      },
    };
    const res = await importSet({ format: 'oscal', content: JSON.stringify(catalog) });
    expect({ status: res.statusCode, body: res.statusCode === 200 ? '' : res.body }).toEqual({ status: 200, body: '' });
    expect(res.json()).toMatchObject({ name: 'Mini Catalog', controls: 1 });
    const [set] = await setsNamed('Mini Catalog');
    expect(set!.source).toBe('OSCAL catalog: Mini Catalog, version 1.2.3');
    const rows = await ctx.db.select().from(controls).where(eq(controls.controlSetId, set!.controlSetId));
    expect(rows.map((r) => [r.name, r.title, r.description])).toEqual([['AC-1', 'Policy and Procedures', 'Develop [parameter] policy.']]);
  });

  it.each([
    ['csv', 'Id,Name\r\nA,B\r\n', 'The CSV header must name the columns control and title (found: id, name).'],
    ['csv', 'control,title\r\n', 'The CSV file has no controls below its header.'],
    ['csv', 'control,title\r\nA-1,"unclosed\r\n', 'The CSV file ends inside a quoted field: a closing " is missing.'],
    ['csv', 'control,title,evidence\r\nA-1,One,sometimes\r\n', 'Row 2: evidence must be empty or one of outdatedPackages, staleDevices.'],
    ['oscal', '{"catalog": ', 'The file is not valid JSON'],
    ['oscal', '{"profile": {}}', 'The file is not an OSCAL catalog: it has no "catalog" object.'],
    ['oscal', '{"catalog": {"metadata": {"title": "Empty"}}}', 'The catalog holds no controls.'],
  ])('refuses a bad %s file with a message and stores nothing', async (format, content, message) => {
    const before = (await ctx.db.select().from(controlSets)).length;
    const res = await importSet({ format, name: `Bad ${message.slice(0, 20)}`, content });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain(message);
    expect((await ctx.db.select().from(controlSets)).length).toBe(before);
  });

  it('imports nothing of a half-bad file: good rows before a bad one are not kept', async () => {
    const content = ['control,title', ...Array.from({ length: 40 }, (_, i) => `OK-${i},Good ${i}`), 'OK-3,Duplicate id', 'OK-99,Never'].join('\n');
    const res = await importSet({ format: 'csv', name: 'Half bad', content });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Row 42: the control OK-3 appears twice.');
    expect(await setsNamed('Half bad')).toEqual([]);
    const missingTitle = await importSet({ format: 'csv', name: 'Half bad', content: 'control,title\nA,One\nB,\n' });
    expect(missingTitle.json().message).toBe('Row 3: the title of B is empty.');
    expect(await setsNamed('Half bad')).toEqual([]);
  });

  it('needs Compliance:create in every tenant (the sets are shared) and a name for CSV', async () => {
    const tenant = await ctx.factories.tenant();
    const oneTenant = await importSet({ format: 'csv', name: 'Mine', content: 'control,title\nA,B\n' }, await bearerFor(all, [tenant.tenantId]));
    expect(oneTenant.statusCode).toBe(403);
    const viewer = await importSet({ format: 'csv', name: 'Mine', content: 'control,title\nA,B\n' }, await bearerFor(['Compliance:view']));
    expect(viewer.statusCode).toBe(403);
    const nameless = await importSet({ format: 'csv', content: 'control,title\nA,B\n' });
    expect(nameless.json().message).toBe('name: This field is required.');
  });
});

describe('evidence and exports', () => {
  async function fleet() {
    const subscription = await ctx.factories.subscription();
    const { tenantId } = subscription;
    const [pkg] = await ctx.db.insert(packages).values({ name: `Pkg ${tenantId}`, packageTypeId: 1 }).returning();
    const version = (v: string, status: number) => ({ packageId: pkg!.packageId, version: v, label: v, packageVersionStatusId: status, fileName: 'x.zip', sizeBytes: 1, sha256: 'ab' });
    const [old, latest] = await ctx.db.insert(packageVersions).values([version('1.0.0', 2), version('2.0.0', 1)]).returning();
    const device = async (name: string, lastCheckIn: Date | null, packageVersionId?: string) => {
      const [d] = await ctx.db.insert(devices).values({ tenantId, subscriptionId: subscription.subscriptionId, name, heartbeatInterval: 60, lastCheckIn }).returning();
      if (packageVersionId) await ctx.db.insert(deviceInstallations).values({ tenantId, deviceId: d!.deviceId, packageId: pkg!.packageId, packageVersionId, installStatus: 'Installed' });
    };
    const now = new Date();
    await device('current', now, latest!.packageVersionId);
    await device('outdated', now, old!.packageVersionId);
    await device('silent', new Date(now.getTime() - 3 * 86_400_000));
    await device('never', null);
    return tenantId;
  }

  it("shows SI-2 and CM-8 evidence with a proposed status for the current week, and exports the week as CSV and OSCAL", async () => {
    const tenantId = await fleet();
    const headers = await bearerFor(all, [tenantId]);
    const list = (await ctx.app.inject({ method: 'GET', url: `/v1/controlsets?tenantId=${tenantId}&startDate=${thisWeek}`, headers })).json();
    const nist = list.value.find((s: { name: string }) => s.name.startsWith('NIST'));
    const byName = (n: string) => nist.controls.find((c: { name: string }) => c.name === n);
    expect(byName('SI-2').evidence).toEqual({ source: 'outdatedPackages', devices: 4, failing: 1, summary: '1 of 4 devices has outdated packages.', proposedStatus: 'NonCompliant' });
    expect(byName('CM-8').evidence).toMatchObject({ source: 'staleDevices', devices: 4, failing: 2, summary: '2 of 4 enabled devices stopped checking in.', proposedStatus: 'NonCompliant' });
    expect(byName('AC-1').evidence).toBeNull();
    const lastWeek = (await ctx.app.inject({ method: 'GET', url: `/v1/controlsets?tenantId=${tenantId}&startDate=2025-06-02`, headers })).json();
    expect(lastWeek.value[0].controls.every((c: { evidence: unknown }) => c.evidence === null)).toBe(true);

    await ctx.app.inject({ method: 'POST', url: '/v1/controlstatuses', headers, payload: { tenantId, controlId: byName('SI-2').id, checkDate: thisWeek, status: 'Poam', notes: '=HYPERLINK("http://evil")' } });
    const csv = await ctx.app.inject({ method: 'POST', url: '/v1/controlsets/Export()', headers, payload: { tenantId, startDate: thisWeek, controlSetId: nist.id } });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    const lines = csv.body.replace(/^\uFEFF/, '').split('\r\n');
    expect(lines[0]).toBe('Control Set,Control,Title,Status,Notes,Week Start,Evidence,Proposed Status');
    expect(lines).toContain(`"NIST SP 800-53 Rev 5 (AC, AU, CM, IA, SI)",SI-2,Flaw Remediation,POAM,"'=HYPERLINK(""http://evil"")",${thisWeek},1 of 4 devices has outdated packages.,Non-Compliant`);
    expect(lines).toHaveLength(86 + 2);

    const oscal = await ctx.app.inject({ method: 'POST', url: '/v1/controlsets/ExportAssessmentResults()', headers, payload: { tenantId, startDate: thisWeek, controlSetId: nist.id } });
    expect(oscal.statusCode).toBe(200);
    const results = oscal.json()['assessment-results'];
    expect(results.metadata['oscal-version']).toBe('1.1.2');
    const [result] = results.results;
    expect(result['reviewed-controls']['control-selections'][0]['include-controls']).toHaveLength(86);
    expect(result.findings).toEqual([expect.objectContaining({
      title: 'SI-2 Flaw Remediation', target: { type: 'objective-id', 'target-id': 'si-2', status: { state: 'not-satisfied' } }, remarks: '=HYPERLINK("http://evil")',
    })]);
    expect(result.observations.map((o: { description: string }) => o.description)).toEqual(['CM-8: 2 of 4 enabled devices stopped checking in.', 'SI-2: 1 of 4 devices has outdated packages.']);
  });

  it('sums the last weeks per status for the chart', async () => {
    const tenant = await ctx.factories.tenant();
    const headers = await bearerFor(all, [tenant.tenantId]);
    const list = (await ctx.app.inject({ method: 'GET', url: `/v1/controlsets?tenantId=${tenant.tenantId}&startDate=2026-03-04`, headers })).json();
    const cis = list.value.find((s: { name: string }) => s.name === 'CIS Controls v8 IG1');
    const post = (i: number, checkDate: string, status: string) => ctx.app.inject({ method: 'POST', url: '/v1/controlstatuses', headers, payload: { tenantId: tenant.tenantId, controlId: cis.controls[i].id, checkDate, status } });
    await post(0, '2026-03-02', 'Compliant');
    await post(1, '2026-03-08', 'Compliant');
    await post(2, '2026-03-05', 'Poam');
    await post(0, '2026-02-23', 'NonCompliant');
    const res = await ctx.app.inject({ method: 'GET', url: `/v1/controlsets/summary?tenantId=${tenant.tenantId}&controlSetId=${cis.id}&startDate=2026-03-04&weeks=3`, headers });
    expect({ status: res.statusCode, body: res.statusCode === 200 ? '' : res.body }).toEqual({ status: 200, body: '' });
    expect(res.json().value).toEqual([
      { weekStart: '2026-02-16T00:00:00.000Z', controls: 56, counts: { Notset: 56, Compliant: 0, NonCompliant: 0, Poam: 0, Exempt: 0 }, compliantShare: 0 },
      { weekStart: '2026-02-23T00:00:00.000Z', controls: 56, counts: { Notset: 55, Compliant: 0, NonCompliant: 1, Poam: 0, Exempt: 0 }, compliantShare: 0 },
      { weekStart: '2026-03-02T00:00:00.000Z', controls: 56, counts: { Notset: 53, Compliant: 2, NonCompliant: 0, Poam: 1, Exempt: 0 }, compliantShare: 2 / 56 },
    ]);
  });
});
