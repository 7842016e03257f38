import { type Permission, addComplianceWeeks, complianceWeekEnd, complianceWeekKey, complianceWeekStart } from '@portal/contracts';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { type TestContext, createTestContext } from '../../test/context.ts';
import { controlSets, controlStatuses } from './compliance.table.ts';
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

interface Control { id: string; name: string; title: string; controlStatuses: Array<{ id: string; status: string; notes: string | null; checkDate: string }>; evidence: null | { failing: number; devices: number; proposedStatus: string; summary: string } }
interface ControlSet { id: string; name: string; source: string | null; controls: Control[] }

async function controlSetsOf(headers: Record<string, string>, tenantId: string, startDate = thisWeek) {
  const res = await ctx.app.inject({ method: 'GET', url: `/v1/controlsets?tenantId=${tenantId}&startDate=${startDate}`, headers });
  expect({ status: res.statusCode, body: res.statusCode === 200 ? '' : res.body }).toEqual({ status: 200, body: '' });
  return res.json<{ weekStart: string; weekEnd: string; value: ControlSet[] }>();
}
const nistOf = (list: { value: ControlSet[] }) => list.value.find((s) => s.name.startsWith('NIST'))!;
const control = (set: ControlSet, name: string) => set.controls.find((c) => c.name === name)!;

describe('compliance weeks', () => {
  it('runs Monday 00:00 to Sunday 23:59:59.999 UTC, across a month and a year', () => {
    // Thursday 1 January 2026: the week began Monday 29 December 2025 and ends Sunday 4 January 2026.
    const newYear = new Date('2026-01-01T12:00:00Z');
    expect(complianceWeekStart(newYear).toISOString()).toBe('2025-12-29T00:00:00.000Z');
    expect(complianceWeekEnd(newYear).toISOString()).toBe('2026-01-04T23:59:59.999Z');
    expect(complianceWeekKey(new Date('2026-01-04T23:59:59.999Z'))).toBe('2025-12-29');
    expect(complianceWeekKey(new Date('2026-01-05T00:00:00.000Z'))).toBe('2026-01-05');
    // Saturday 1 August 2026 belongs to the week of Monday 27 July.
    expect(complianceWeekKey(new Date('2026-08-01T08:00:00Z'))).toBe('2026-07-27');
    expect(complianceWeekKey(new Date('2026-07-27T00:00:00Z'))).toBe('2026-07-27');
    expect(complianceWeekKey(new Date('2026-07-26T23:59:59.999Z'))).toBe('2026-07-20');
    expect(addComplianceWeeks(newYear, -1).toISOString()).toBe('2025-12-22T00:00:00.000Z');
  });

  it('keeps one record per tenant, control and week: any day of the week updates it, the next week is another', async () => {
    const tenant = await ctx.factories.tenant();
    const headers = await bearerFor(all, [tenant.tenantId]);
    const ac2 = control(nistOf(await controlSetsOf(headers, tenant.tenantId)), 'AC-2');
    const post = (checkDate: string, status: string, notes?: string) => ctx.app.inject({
      method: 'POST', url: '/v1/controlstatuses', headers, payload: { tenantId: tenant.tenantId, controlId: ac2.id, checkDate, status, ...(notes ? { notes } : {}) },
    });
    const forged = await ctx.app.inject({
      method: 'POST', url: '/v1/controlstatuses', headers,
      payload: { tenantId: tenant.tenantId, controlId: ac2.id, checkDate: '2025-12-01', status: 'Exempt', id: '00000000-0000-4000-8000-000000000009', modifiedBy: 'mallory', modified: '2001-01-01T00:00:00Z' },
    });
    expect(forged.json()).toMatchObject({ status: 'Exempt', checkDate: '2025-12-01T00:00:00.000Z' });
    expect(forged.json().id).not.toBe('00000000-0000-4000-8000-000000000009');
    expect(forged.json().modifiedBy).not.toBe('mallory');
    expect(forged.json().modified).not.toBe('2001-01-01T00:00:00.000Z');
    const monday = await post('2025-12-29', 'Compliant', 'checked');
    expect({ status: monday.statusCode, body: monday.statusCode === 200 ? '' : monday.body }).toEqual({ status: 200, body: '' });
    expect(monday.json()).toMatchObject({ checkDate: '2025-12-29T00:00:00.000Z', status: 'Compliant', notes: 'checked', tenantId: tenant.tenantId });
    const sunday = await post('2026-01-04T23:59:59.999Z', 'Poam');
    expect(sunday.json()).toMatchObject({ id: monday.json().id, status: 'Poam', notes: 'checked' });
    const nextMonday = await post('2026-01-05T00:00:00Z', 'Exempt');
    expect(nextMonday.json().id).not.toBe(monday.json().id);

    const inWeek = control(nistOf(await controlSetsOf(headers, tenant.tenantId, '2026-01-01')), 'AC-2');
    expect(inWeek.controlStatuses).toMatchObject([{ id: monday.json().id, status: 'Poam' }]);
    const weekAfter = await controlSetsOf(headers, tenant.tenantId, '2026-01-11');
    expect(weekAfter).toMatchObject({ weekStart: '2026-01-05T00:00:00.000Z', weekEnd: '2026-01-11T23:59:59.999Z' });
    expect(control(nistOf(weekAfter), 'AC-2').controlStatuses).toMatchObject([{ status: 'Exempt' }]);
    const rows = await ctx.db.select().from(controlStatuses).where(eq(controlStatuses.tenantId, tenant.tenantId));
    expect(rows.map((r) => r.weekStart).sort()).toEqual(['2025-12-01', '2025-12-29', '2026-01-05']);
  });
});

describe('control sets', () => {
  it('seeds NIST SP 800-53 Rev 5 (AC, AU, CM, IA, SI base controls) and CIS Controls v8 IG1, once', async () => {
    await seedCompliance({ db: ctx.db, config: ctx.config, tenants: [], subscriptions: [] });
    const tenant = await ctx.factories.tenant();
    const list = await controlSetsOf(await bearerFor(['Compliance:view'], [tenant.tenantId]), tenant.tenantId);
    const nist = nistOf(list);
    expect(nist.source).toContain('5.1.1');
    expect(nist.controls.slice(0, 2).map((c) => [c.name, c.title])).toEqual([['AC-1', 'Policy and Procedures'], ['AC-2', 'Account Management']]);
    expect(control(nist, 'SI-2').title).toBe('Flaw Remediation');
    expect(control(nist, 'CM-8').title).toBe('System Component Inventory');
    expect(new Set(nist.controls.map((c) => c.name.slice(0, 2)))).toEqual(new Set(['AC', 'AU', 'CM', 'IA', 'SI']));
    expect(nist.controls).toHaveLength(86);
    const cis = list.value.find((s) => s.name === 'CIS Controls v8 IG1')!;
    expect(cis.controls).toHaveLength(56);
    expect(cis.controls[0]).toMatchObject({ name: '1.1', title: 'Establish and Maintain Detailed Enterprise Asset Inventory' });
    expect((await ctx.db.select().from(controlSets)).filter((s) => s.name === nist.name)).toHaveLength(1);
  });

  it("answers 404 for another tenant's statuses and weeks, 403 without the permission", async () => {
    const mine = await ctx.factories.tenant();
    const theirs = await ctx.factories.tenant();
    const headers = await bearerFor(all, [mine.tenantId]);
    const theirHeaders = await bearerFor(all, [theirs.tenantId]);
    const ac1 = control(nistOf(await controlSetsOf(theirHeaders, theirs.tenantId)), 'AC-1');
    const created = await ctx.app.inject({ method: 'POST', url: '/v1/controlstatuses', headers: theirHeaders, payload: { tenantId: theirs.tenantId, controlId: ac1.id, checkDate: thisWeek, status: 'Compliant' } });
    const id = created.json().id;
    expect((await ctx.app.inject({ method: 'GET', url: `/v1/controlsets?tenantId=${theirs.tenantId}&startDate=${thisWeek}`, headers })).statusCode).toBe(404);
    expect((await ctx.app.inject({ method: 'DELETE', url: `/v1/controlstatuses/${id}`, headers })).statusCode).toBe(404);
    expect((await ctx.app.inject({ method: 'PATCH', url: `/v1/controlstatuses/${id}`, headers, payload: [{ op: 'replace', path: '/status', value: 'Exempt' }] })).statusCode).toBe(404);
    expect((await ctx.app.inject({ method: 'POST', url: '/v1/controlstatuses', headers, payload: { tenantId: theirs.tenantId, controlId: ac1.id, checkDate: thisWeek, status: 'Exempt' } })).statusCode).toBe(404);
    expect((await ctx.app.inject({ method: 'POST', url: '/v1/controlsets/Export()', headers, payload: { tenantId: theirs.tenantId, startDate: thisWeek } })).statusCode).toBe(404);
    const viewer = await bearerFor(['Compliance:view'], [theirs.tenantId]);
    expect((await ctx.app.inject({ method: 'DELETE', url: `/v1/controlstatuses/${id}`, headers: viewer })).statusCode).toBe(403);
    expect((await ctx.app.inject({ method: 'POST', url: '/v1/controlstatuses', headers: viewer, payload: { tenantId: theirs.tenantId, controlId: ac1.id, checkDate: thisWeek, status: 'Exempt' } })).statusCode).toBe(403);
    expect((await ctx.app.inject({ method: 'GET', url: `/v1/controlsets?tenantId=${theirs.tenantId}&startDate=${thisWeek}` })).statusCode).toBe(401);
  });
});

describe('control statuses', () => {
  it('updates notes and status with JSON Patch, guards with test, and deletes', async () => {
    const tenant = await ctx.factories.tenant();
    const headers = await bearerFor(all, [tenant.tenantId]);
    const au2 = control(nistOf(await controlSetsOf(headers, tenant.tenantId)), 'AU-2');
    const created = (await ctx.app.inject({ method: 'POST', url: '/v1/controlstatuses', headers, payload: { tenantId: tenant.tenantId, controlId: au2.id, checkDate: thisWeek, status: 'Notset', notes: 'first' } })).json();
    const patch = (ops: unknown[]) => ctx.app.inject({ method: 'PATCH', url: `/v1/controlstatuses/${created.id}`, headers, payload: ops });
    const noted = await patch([{ op: 'test', path: '/notes', value: 'first' }, { op: 'replace', path: '/notes', value: 'Logging on for all\nsubscriptions' }]);
    expect({ status: noted.statusCode, body: noted.statusCode === 200 ? '' : noted.body }).toEqual({ status: 200, body: '' });
    expect(noted.json()).toMatchObject({ notes: 'Logging on for all\nsubscriptions', status: 'Notset' });
    expect((await patch([{ op: 'test', path: '/notes', value: 'first' }, { op: 'replace', path: '/notes', value: 'x' }])).statusCode).toBe(409);
    expect((await patch([{ op: 'replace', path: '/status', value: 'Compliant' }])).json()).toMatchObject({ status: 'Compliant' });
    const bad = await patch([{ op: 'replace', path: '/status', value: 'Great' }]);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('Notset, Compliant, NonCompliant, Poam, Exempt');
    expect((await patch([{ op: 'replace', path: '/tenantId', value: 'x' }])).statusCode).toBe(400);
    expect((await patch([{ op: 'remove', path: '/notes' }])).json()).toMatchObject({ notes: null });

    const deleted = await ctx.app.inject({ method: 'DELETE', url: `/v1/controlstatuses/${created.id}`, headers });
    expect(deleted.json()).toEqual({ message: 'Control Status successfully deleted.' });
    expect((await ctx.app.inject({ method: 'DELETE', url: `/v1/controlstatuses/${created.id}`, headers })).statusCode).toBe(404);
    expect(control(nistOf(await controlSetsOf(headers, tenant.tenantId)), 'AU-2').controlStatuses).toEqual([]);
  });

  it.each([
    [{ status: 'Green' }, 'status must be one of Notset, Compliant, NonCompliant, Poam, Exempt.'],
    [{ checkDate: 'someday' }, 'checkDate: Please enter a valid date.'],
    [{ notes: 'a\u0000b' }, 'notes'],
  ])('refuses %j', async (change, message) => {
    const tenant = await ctx.factories.tenant();
    const headers = await bearerFor(all, [tenant.tenantId]);
    const ac1 = control(nistOf(await controlSetsOf(headers, tenant.tenantId)), 'AC-1');
    const res = await ctx.app.inject({ method: 'POST', url: '/v1/controlstatuses', headers, payload: { tenantId: tenant.tenantId, controlId: ac1.id, checkDate: thisWeek, status: 'Compliant', ...change } });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain(message);
  });
});
