import { describe, expect, it } from 'vitest';
import { changeRequestBody, clientFor, incidentBody } from '../modules/workunits/test-helpers.ts';
import { createTestContext } from './context.ts';

// Two connections in all (one pooled, one for pipelined reads), the smallest the server runs with:
// a request that needs a second pooled connection while it holds one waits here for ever (issue 18).
const ctx = await createTestContext({}, { poolSize: 2 });
const CONCURRENCY = 20;

const accessRequest = (n: number) => ({
  requestType: 'New Account', firstName: 'Jane', lastName: `Doe ${n}`, email: `jane${n}@example.test`, phone: '555-555-5555',
  environment: 'IL5', citizenship: 'U.S. Citizen', designation: 'Contractor', company: 'Acme', organization: 'SSC',
  acknowledgeUsage: true, acknowledgeCredentials: true,
});

/** Fires `CONCURRENCY` requests at once and expects every one to answer with `status`. */
async function allAnswer(label: string, send: (n: number) => Promise<{ statusCode: number; body: string }>, status = 200) {
  const answers = await Promise.all(Array.from({ length: CONCURRENCY }, (_, n) => send(n)));
  const wrong = answers.filter((a) => a.statusCode !== status).map((a) => `${a.statusCode} ${a.body.slice(0, 200)}`);
  expect({ [label]: wrong }).toEqual({ [label]: [] });
}

describe(`${CONCURRENCY} concurrent creates on a two-connection database`, () => {
  it('all answer, on the public access request and on every create route, and the portal serves afterwards', async () => {
    const { tenantId } = await ctx.factories.tenant({ name: 'Aardvark' });
    const admin = await clientFor(ctx, { role: 'Administrator' });
    const customer = await clientFor(ctx, { role: 'Customer', tenantIds: [tenantId], values: { homeTenantId: tenantId } });
    const category = await ctx.factories.workUnitCategory({ tenantId, workUnitTypeId: 3 });
    const incident = await ctx.factories.workUnit({ tenantId, workUnitTypeId: 3 });

    await allAnswer('access requests', (n) => ctx.app.inject({
      method: 'POST', url: '/api/v1/accessrequest', payload: accessRequest(n), remoteAddress: `10.1.0.${n + 1}`,
    }));
    await allAnswer('incidents', (n) => admin.call('PUT', '/v1/workunits', incidentBody(tenantId, { title: `Incident ${n}` })));
    await allAnswer('change requests', (n) => admin.call('PUT', '/v1/workunits', changeRequestBody(tenantId, { title: `Change ${n}` })));
    await allAnswer('Resolution Center requests', (n) => customer.call('PUT', '/api/v1/rc/workunits', {
      title: `Mail down ${n}`, description: 'No mail', stakeholderPhoneNumber: '555-0199',
    }));
    await allAnswer('notes', (n) => admin.call('PUT', '/v1/workunitnotes', { workUnitId: incident.workUnitId, detail: `Note ${n}` }));
    await allAnswer('edits', (n) => admin.call('PATCH', `/v1/workunits/${incident.workUnitId}`, [{ op: 'replace', path: '/description', value: `Edit ${n}` }]));
    await allAnswer('tenants', (n) => admin.call('PUT', '/v1/tenants', { name: `Tenant ${n}` }));
    await allAnswer('subscriptions', (n) => admin.call('PUT', '/v1/subscriptions', { tenantId, name: `Subscription ${n}` }));
    await allAnswer('locations', (n) => admin.call('PUT', '/v1/locations', { name: `Site ${n}`, tenantId }));
    await allAnswer('tokens', (n) => admin.call('PUT', '/v1/tokens', { name: `Key ${n}`, tenantId, lifetimeYears: 1 }));
    await allAnswer('categories', (n) => admin.call('PUT', '/v1/workunitcategories', { name: `Category ${n}`, tenantId, workUnitTypeId: 3 }));
    await allAnswer('subcategories', (n) => admin.call('PUT', '/v1/workunitsubcategories', { name: `Sub ${n}`, workUnitCategoryId: category.workUnitCategoryId }));

    const list = await admin.call('GET', `/v1/workunits?$filter=tenantId eq ${tenantId}&$count=true&$top=1`);
    expect(list.statusCode).toBe(200);
    // The incident, 20 incidents, 20 change requests, 20 requests; access requests go to the first tenant by name: this one.
    expect(list.json()['@odata.count']).toBe(1 + 4 * CONCURRENCY);
  });
});
