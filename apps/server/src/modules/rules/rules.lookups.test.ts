import type { Permission } from '@portal/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { type TestContext, createTestContext } from '../../test/context.ts';
import { evaluateRule, leftOperands } from './engine/index.ts';

let ctx: TestContext;
beforeAll(async () => { ctx = await createTestContext(); });

async function bearerFor(permissions: Permission[], tenantIds?: string[]) {
  const user = await ctx.factories.user({ permissions, tenantIds });
  return { authorization: `Bearer ${await ctx.tokenFor(user.userId)}` };
}
const get = (url: string, headers?: Record<string, string>) => ctx.app.inject({ method: 'GET', url, headers });

describe('rule lookups', () => {
  it('need Rules:view', async () => {
    const none = await bearerFor([]);
    for (const url of ['/api/generalLookup/ruletypes', '/api/generalLookup/timezones', '/api/generalLookup/occuranceoptions', '/api/generalLookup/operators', '/api/generalLookup/ruleleftoperands']) {
      expect((await get(url)).statusCode).toBe(401);
      expect((await get(url, none)).statusCode).toBe(403);
    }
  });

  it('answer rule types, operators and occurrence options from the engine', async () => {
    const headers = await bearerFor(['Rules:view']);
    const types = (await get('/api/generalLookup/ruletypes', headers)).json();
    expect(types.map((t: { name: string }) => t.name)).toEqual(['Ingestion', 'Correlation', 'History', 'WorkUnit', 'Maintenance', 'Aggregation']);
    const ops = (await get('/api/generalLookup/operators', headers)).json();
    expect(ops).toHaveLength(14);
    expect(ops.find((o: { id: number }) => o.id === 13)).toMatchObject({ name: 'IsEmpty', needsRightOperand: false });
    const occurrences = (await get('/api/generalLookup/occuranceoptions', headers)).json();
    expect(occurrences.map((o: { name: string }) => o.name)).toEqual(['Current', 'Average', 'Minimum', 'Maximum', 'Count', 'All', 'Any']);
  });

  it('list IANA time zones with their offset, America/New_York the default', async () => {
    const zones = (await get('/api/generalLookup/timezones', await bearerFor(['Rules:view']))).json();
    expect(zones.length).toBeGreaterThan(300);
    expect(zones.filter((z: { isDefault: boolean }) => z.isDefault)).toEqual([expect.objectContaining({ id: 'America/New_York' })]);
    expect(zones.find((z: { id: string }) => z.id === 'Asia/Kathmandu')).toMatchObject({ offset: '+05:45' });
  });

  it('filter left operands by rule type; every operand offered is one the engine evaluates for that type', async () => {
    const headers = await bearerFor(['Rules:view']);
    const workUnit = (await get('/api/generalLookup/ruleleftoperands?ruleType=4', headers)).json();
    expect(workUnit.map((o: { id: number }) => o.id)).toEqual([20, 40, 41, 42, 43, 44]);
    const history = (await get('/api/generalLookup/ruleleftoperands?ruleType=3', headers)).json();
    expect(history.find((o: { id: number }) => o.id === 4)).toMatchObject({ requiresFieldName: true, occurrencePatterns: [0, 1, 2, 3, 4, 5, 6] });
    expect(history.find((o: { id: number }) => o.id === 20)).toMatchObject({ fixed: true, operators: [1] });
    const ingestion = (await get('/api/generalLookup/ruleleftoperands?ruleType=1', headers)).json();
    expect(ingestion.find((o: { id: number }) => o.id === 4).occurrencePatterns).toEqual([]);
    expect((await get('/api/generalLookup/ruleleftoperands', headers)).json()).toHaveLength(leftOperands.length);
    expect((await get('/api/generalLookup/ruleleftoperands?ruleType=9', headers)).statusCode).toBe(400);
    // What the lookup offers for an Ingestion rule, the engine judges (no "cannot be evaluated" verdict).
    for (const operand of ingestion) {
      const verdict = evaluateRule({ ruleTypeId: 1, matchLifetime: '00:05:00', conditions: [{ type: 0, leftOperand: operand.id, operator: operand.operators[0], rightOperand: '1', leftOperandFieldName: 'X' }] },
        { packetId: 'p', tenantId: 't', entityId: 'e', timestamp: new Date(), message: {} });
      expect(verdict.decidedBy.reason).not.toContain('cannot be evaluated');
    }
  });

  it('answer condition input options per left operand type (or operand id), within the caller\'s tenants', async () => {
    const tenant = await ctx.factories.tenant();
    const other = await ctx.factories.tenant();
    const headers = await bearerFor(['Rules:view'], [tenant.tenantId]);
    const url = (tenantId: string, type: string) => `/api/${tenantId}/rulelookup/conditionInputOptions/${type}`;
    expect((await get(url(tenant.tenantId, 'entityKind'), headers)).json()).toEqual({
      leftOperandType: 'entityKind', input: 'choice',
      options: [{ value: 'device', label: 'device' }, { value: 'deviceOperation', label: 'deviceOperation' }, { value: 'block', label: 'block' }],
    });
    expect((await get(url(tenant.tenantId, '43'), headers)).json()).toMatchObject({ leftOperandType: 'severity', input: 'choice' });
    expect((await get(url(tenant.tenantId, 'WORKUNITEVENT'), headers)).json()).toMatchObject({ leftOperandType: 'workUnitEvent', input: 'choice' });
    expect((await get(url(tenant.tenantId, 'timeSpan'), headers)).json()).toMatchObject({ input: 'timeSpan', options: [] });
    const unknown = await get(url(tenant.tenantId, 'colour'), headers);
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toContain('Unknown left operand type colour');
    expect((await get(url(other.tenantId, 'text'), headers)).statusCode).toBe(404);
    expect((await get(`${url(tenant.tenantId, 'text')}?tenantId=${other.tenantId}`, headers)).statusCode).toBe(404);
    expect((await get(`/api/generalLookup/ruleleftoperands?tenantId=${other.tenantId}`, headers)).statusCode).toBe(404);
  });
});
