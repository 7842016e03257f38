import { randomUUID } from 'node:crypto';
import { accessRequestMessages } from '@portal/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { type TestContext, createTestContext } from '../../test/context.ts';
import { agentPermissions, clientFor, expectStatus } from './test-helpers.ts';

let ctx: TestContext;
let firstTenantId: string;

beforeAll(async () => {
  ctx = await createTestContext();
  await ctx.factories.tenant({ name: 'Zulu' });
  firstTenantId = (await ctx.factories.tenant({ name: 'Aardvark Ops' })).tenantId;
  await ctx.factories.tenant({ name: 'Aardvark Disabled', enabled: false });
});

const newAccount = {
  requestType: 'New Account', firstName: 'Jane', middleInitial: 'q', lastName: 'Doe', suffix: 'Jr.',
  email: 'jane.doe@example.test', phone: '555-555-5555', environment: 'IL5', citizenship: 'U.S. Citizen',
  designation: 'Contractor', company: 'Acme', organization: 'SSC', acknowledgeUsage: true, acknowledgeCredentials: true,
};

let address = 0;
/** Each call from its own address unless told, so the per-address limit only bites where a test means it to. */
const send = (payload: unknown, remoteAddress = `10.0.0.${++address}`) =>
  ctx.app.inject({ method: 'POST', url: '/api/v1/accessrequest', payload: payload as object, remoteAddress });

describe('POST /api/v1/accessrequest', () => {
  it('needs no sign-in and creates a Sev3 User Request planned over two days in the first tenant by name', async () => {
    const before = Date.now();
    const res = await send(newAccount);
    expectStatus(res, 200);
    expect(res.json()).toMatchObject({ message: accessRequestMessages.success });
    const agent = await clientFor(ctx, { permissions: agentPermissions });
    const wu = (await agent.call('GET', `/v1/workunits/${res.json().workUnitId}`)).json();
    expect(wu).toMatchObject({
      workUnitTypeId: 4, workUnitType: 'User Request', severityId: 3, stateId: 1, tenantId: firstTenantId,
      title: 'New Account: Jane Q. Doe Jr.', stakeHolderFullName: 'Jane Q. Doe Jr.', stakeHolderEmailAddress: 'jane.doe@example.test',
      stakeholderPhoneNumber: '555-555-5555', environment: 'IL5', createdBy: 'access-request',
    });
    const start = Date.parse(wu.plannedStartTime);
    expect(start).toBeGreaterThanOrEqual(before - 1000);
    expect(Date.parse(wu.plannedFinishTime) - start).toBe(2 * 24 * 60 * 60 * 1000);
    expect(wu.description).toContain('Company: Acme');
    expect(JSON.parse(wu.properties)).toMatchObject({ requestType: 'New Account', organization: 'SSC' });
  });

  it('validates with the shared schema and its messages', async () => {
    const res = await send({ ...newAccount, requestType: undefined, middleInitial: 'ab', email: 'nope', acknowledgeUsage: false });
    expect(res.statusCode).toBe(400);
    const message = res.json().message;
    for (const text of [accessRequestMessages.requestType, accessRequestMessages.middleInitial, accessRequestMessages.email, accessRequestMessages.acknowledgement]) {
      expect(message).toContain(text);
    }
  });

  it('ignores the fields the choices do not bring in: not validated, not stored', async () => {
    const res = await send({
      ...newAccount, requestType: 'Password Reset', targetAccountName: 'jane.old@example.test',
      designation: 'Pilot', grade: 'g'.repeat(500), organization: 'Other', specifyOrganization: 'Elsewhere',
    });
    expectStatus(res, 200);
    const agent = await clientFor(ctx, { permissions: agentPermissions });
    const wu = (await agent.call('GET', `/v1/workunits/${res.json().workUnitId}`)).json();
    expect(wu.environment).toBeNull();
    const properties = JSON.parse(wu.properties) as Record<string, unknown>;
    expect(properties).toMatchObject({ requestType: 'Password Reset', targetAccountName: 'jane.old@example.test' });
    for (const key of ['environment', 'citizenship', 'designation', 'grade', 'company', 'organization', 'specifyOrganization']) {
      expect(properties).not.toHaveProperty(key);
    }
    expect(wu.description).toContain('Target account name: jane.old@example.test');
    expect(wu.description).not.toMatch(/Company|Organization|Environment|Designation|Citizenship/);

    const civilian = await send({ ...newAccount, designation: 'Civilian', targetAccountName: 'x', grade: 'O-3' });
    expectStatus(civilian, 200);
    const civilianWu = (await agent.call('GET', `/v1/workunits/${civilian.json().workUnitId}`)).json();
    expect(JSON.parse(civilianWu.properties)).not.toHaveProperty('company');
    expect(civilianWu.description).not.toMatch(/Company|Grade|Target account/);
  });

  it('allows five requests a minute from one address', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) statuses.push((await send({ ...newAccount, firstName: `Jane${i}` }, '10.9.9.9')).statusCode);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
    expect((await send(newAccount, '10.9.9.10')).statusCode).toBe(200);
  });
});

describe('ACCESS_REQUEST_TENANT_ID', () => {
  it('sends requests to the configured tenant', async () => {
    const tenantId = randomUUID();
    const configured = await createTestContext({ ACCESS_REQUEST_TENANT_ID: tenantId });
    await configured.factories.tenant({ tenantId, name: 'Zz Access Desk' });
    await configured.factories.tenant({ name: 'Aaa First By Name' });
    const res = await configured.app.inject({ method: 'POST', url: '/api/v1/accessrequest', payload: newAccount });
    expectStatus(res, 200);
    const agent = await clientFor(configured, { permissions: agentPermissions });
    expect((await agent.call('GET', `/v1/workunits/${res.json().workUnitId}`)).json().tenantId).toBe(tenantId);
  });
});
