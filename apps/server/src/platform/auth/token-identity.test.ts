import { beforeAll, describe, expect, it } from 'vitest';
import { changeRequestBody, incidentBody } from '../../modules/workunits/test-helpers.ts';
import { type TestContext, createTestContext } from '../../test/context.ts';

/** Issue 18 item 2: an API token named like a person never acts as that person. */
let ctx: TestContext;
let tenantId: string;
let token: { tokenGrantId: string; token: string };
const asToken = () => ({ authorization: `Bearer ${token.token}` });

beforeAll(async () => {
  ctx = await createTestContext();
  ({ tenantId } = await ctx.factories.tenant({ assignmentGroups: 'Service Desk' }));
  token = await ctx.factories.tokenGrant({ tenantId, name: 'manager' });
  // The person the token is named after, who is the approver below.
  await ctx.factories.user({ permissions: ['WorkUnits:view'], values: { userName: 'manager', email: 'manager@portal.example' } });
});

describe('an API token named like a person', () => {
  it('has an identity of its own, shown as a token', async () => {
    const me = await ctx.app.inject({ method: 'GET', url: '/v1/currentUser', headers: asToken() });
    expect(me.json()).toMatchObject({ kind: 'token', userName: `token:${token.tokenGrantId}`, name: 'manager (API token)', email: null });
  });

  it('is not the approver it is named after', async () => {
    for (const approverId of ['manager', 'MANAGER', 'manager@portal.example']) {
      const res = await ctx.app.inject({ method: 'GET', url: `/api/generallookup/approval?approverId=${encodeURIComponent(approverId)}`, headers: asToken() });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ approverId, isCurrentUser: false, userName: `token:${token.tokenGrantId}` });
    }
  });

  it('cannot approve or decline a change request whose approver has its name', async () => {
    const workUnit = await ctx.factories.workUnit({
      ...changeRequestBody(tenantId, { approver1: 'manager', approver2: 'manager@portal.example' }),
      workUnitId: undefined,
      plannedStartTime: new Date('2030-01-01T10:00:00Z'),
      plannedFinishTime: new Date('2030-01-01T12:00:00Z'),
    });
    for (const decision of ['approve', 'decline']) {
      const res = await ctx.app.inject({ method: 'POST', url: `/v1/workunits/${workUnit.workUnitId}/${decision}`, headers: asToken(), payload: {} });
      expect({ decision, status: res.statusCode }).toEqual({ decision, status: 403 });
    }
    const history = await ctx.app.inject({ method: 'GET', url: `/v1/workunits/${workUnit.workUnitId}/history`, headers: asToken() });
    expect(history.body).not.toMatch(/approved by|declined by/i);
  });

  it('cannot decide even where its own token name is written as the approver', async () => {
    const self = `token:${token.tokenGrantId}`;
    const lookup = await ctx.app.inject({ method: 'GET', url: `/api/generallookup/approval?approverId=${encodeURIComponent(self)}`, headers: asToken() });
    expect(lookup.json()).toMatchObject({ isCurrentUser: false });
    const workUnit = await ctx.factories.workUnit({
      ...changeRequestBody(tenantId, { approver1: self, approver2: 'manager@portal.example' }),
      workUnitId: undefined,
      plannedStartTime: new Date('2030-01-01T10:00:00Z'),
      plannedFinishTime: new Date('2030-01-01T12:00:00Z'),
    });
    const res = await ctx.app.inject({ method: 'POST', url: `/v1/workunits/${workUnit.workUnitId}/approve`, headers: asToken(), payload: {} });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('An API token cannot approve or decline: a person signed in as an approver must decide.');
  });

  it('shows as the token in createdBy, modifiedBy and history', async () => {
    const created = await ctx.app.inject({ method: 'PUT', url: '/v1/workunits', headers: asToken(), payload: incidentBody(tenantId) });
    expect(created.statusCode).toBe(200);
    expect(created.json()).toMatchObject({ createdBy: `token:${token.tokenGrantId}`, modifiedBy: `token:${token.tokenGrantId}` });
    const history = await ctx.app.inject({ method: 'GET', url: `/v1/workunits/${created.json().workUnitId}/history`, headers: asToken() });
    expect(history.statusCode).toBe(200);
    expect(history.body).toContain('manager (API token)');
    expect(history.body).not.toMatch(/"(createdBy|modifiedBy|userName)":"manager"/);
  });
});
