/**
 * The grid's list goes out as PostgreSQL's JSON text when its rows are what the list schema would
 * present anyway; any other shape is presented by the schema as before.
 */
import { WorkUnitListResponse } from '@portal/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { type Client, agentWithTenant, expectStatus, incidentBody } from './test-helpers.ts';

let agent: Client;
let tenantId: string;

beforeAll(async () => {
  ({ agent, tenantId } = await agentWithTenant({ name: 'Listed Tenant' }));
  for (const severityId of [3, 1, 2, 1]) expectStatus(await agent.call('PUT', '/v1/workunits', incidentBody(tenantId, { severityId })), 200);
});

const list = (query: Record<string, string>) => agent.call('GET', `/v1/workunits?${new URLSearchParams(query)}`);
const grid = { $filter: 'stateId eq 1 and workUnitTypeId eq 3', $orderby: 'severityId asc,created desc', $top: '10', $count: 'true', $expand: 'tenant' };

describe('the work unit list', () => {
  it("answers the grid's request as PostgreSQL wrote it, exactly what the schema presents", async () => {
    const res = await list(grid);
    expectStatus(res, 200);
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    // json_build_object writes `"key" : value`; JSON.stringify would not.
    expect(res.body).toContain('"title" : ');
    const body = res.json();
    expect(WorkUnitListResponse.parse(body)).toEqual(body);
    expect(body['@odata.count']).toBe(4);
    expect(body.value.map((row: { severityId: number }) => row.severityId)).toEqual([1, 1, 2, 3]);
    const [first, second] = body.value as Array<{ workUnitId: number; created: string; tenant: unknown }>;
    expect(first && second && first.created >= second.created).toBe(true);
    expect(first?.tenant).toEqual({ tenantId, name: 'Listed Tenant', internalNotificationEmailAddress: null });
  });

  it('presents through the schema what it would change: a tenant field the summary does not carry', async () => {
    const res = await list({ ...grid, $expand: 'tenant($select=name,enabled)' });
    expectStatus(res, 200);
    const body = res.json();
    expect(res.body).not.toContain('"title" : ');
    expect(body.value[0].tenant).toEqual({ name: 'Listed Tenant' });
  });

  it('answers without the count when not asked, and an empty page as an empty array', async () => {
    const page = (await list({ $select: 'workUnitId,title', $top: '2' })).json();
    expect(page).not.toHaveProperty('@odata.count');
    expect(page.value).toHaveLength(2);
    expect(Object.keys(page.value[0]).sort()).toEqual(['title', 'workUnitId']);
    expect((await list({ $filter: 'stateId eq 7', $count: 'true' })).json()).toEqual({ '@odata.count': 0, value: [] });
    expect((await list({ $top: '0', $count: 'true' })).json()).toEqual({ '@odata.count': 4, value: [] });
  });
});

describe("the grid's Exact Match search", () => {
  const exact = (text: string, withId: boolean) => {
    const literal = `'${text.replace(/'/g, "''")}'`;
    const fields = ['title', 'referenceId', 'description', 'tenant/name', 'assignedTo', 'stakeHolderFullName', 'stakeholderPhoneNumber', 'stakeHolderEmailAddress'];
    return [...(withId ? [`workUnitId eq ${text}`] : []), ...fields.map((f) => `${f} eq ${literal}`)].join(' or ');
  };

  it('finds a work unit by its number and by its whole description, as the client sends it', async () => {
    const created = await agent.call('PUT', '/v1/workunits', incidentBody(tenantId, { description: 'Exactly this text.' }));
    expectStatus(created, 200);
    const id = created.json().workUnitId as number;
    const byId = await list({ $filter: `tenantId eq ${tenantId} and (${exact(String(id), true)})`, $count: 'true' });
    expectStatus(byId, 200);
    expect(byId.json().value.map((w: { workUnitId: number }) => w.workUnitId)).toEqual([id]);
    const byDescription = await list({ $filter: `(${exact('Exactly this text.', false)})`, $count: 'true' });
    expect(byDescription.json().value.map((w: { workUnitId: number }) => w.workUnitId)).toEqual([id]);
    // The client's filter when no field can hold the text.
    expect((await list({ $filter: 'false', $count: 'true' })).json()).toEqual({ '@odata.count': 0, value: [] });
  });
});
