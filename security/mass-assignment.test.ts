// Mass assignment: every create and update, sent with fields the caller must not set (ids, another
// tenant, audit fields, server-decided state); the stored record takes none of them.
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { call, getJson, report, suite } from './lib/suite.ts';
import { routes } from './routes.ts';

const OLD = '2001-02-03T04:05:06.000Z';
const MALLORY = 'mallory';

interface Resource {
  create: string;
  update?: string;
  idKey: string;
  read: (id: string) => string;
  body: () => Record<string, unknown>;
  /** Who calls: tenant A's administrator unless the route needs all tenants (creating a tenant). */
  as?: 'admin';
  /** Fields the server decides, with a value the caller tries to force. */
  extras?: Record<string, unknown>;
}

let A: string;
let B: string;
let categoryA: number;

const audit = () => ({ createdBy: MALLORY, modifiedBy: MALLORY, created: OLD, modified: OLD });

const workUnitExtras = {
  publicWorkUnitId: '00000000-0000-4000-8000-000000000001',
  resolved: OLD,
  approved1By: MALLORY,
  approved2By: MALLORY,
  declined1By: MALLORY,
  decision1Notes: 'forged',
};

const resources = (): Resource[] => [
  { create: 'PUT /v1/locations', update: 'POST /v1/locations/{locationId}', idKey: 'locationId', read: (id) => `/v1/locations/${id}`, body: () => ({ name: `MA location ${randomUUID()}`, tenantId: A }) },
  { create: 'PUT /v1/subscriptions', update: 'POST /v1/subscriptions/{subscriptionId}', idKey: 'subscriptionId', read: (id) => `/v1/subscriptions/${id}`, body: () => ({ name: `MA subscription ${randomUUID()}`, tenantId: A }) },
  { as: 'admin', create: 'PUT /v1/tenants', update: 'POST /v1/tenants/{tenantId}', idKey: 'tenantId', read: (id) => `/v1/tenants/${id}`, body: () => ({ name: `MA tenant ${randomUUID()}` }) },
  {
    create: 'PUT /v1/tokens', update: 'POST /v1/tokens/{tokenGrantId}', idKey: 'tokenGrantId', read: (id) => `/v1/tokens/${id}`,
    body: () => ({ name: `MA token ${randomUUID()}`, tenantId: A, lifetimeYears: 1 }),
    extras: { revokedOn: OLD, expiresOn: '2999-01-01T00:00:00.000Z', lastUsed: OLD, generatedToken: 'forged-token', tokenHash: 'forged' },
  },
  { create: 'PUT /v1/workunitcategories', update: 'POST /v1/workunitcategories/{workUnitCategoryId}', idKey: 'workUnitCategoryId', read: (id) => `/v1/workunitcategories/${id}`, body: () => ({ name: `MA category ${randomUUID()}`, tenantId: A, workUnitTypeId: 3 }) },
  { create: 'PUT /v1/workunitsubcategories', update: 'POST /v1/workunitsubcategories/{workUnitSubcategoryId}', idKey: 'workUnitSubcategoryId', read: (id) => `/v1/workunitsubcategories/${id}`, body: () => ({ name: `MA subcategory ${randomUUID()}`, workUnitCategoryId: categoryA }) },
  { create: 'PUT /v1/workunits', update: 'PATCH /v1/workunits/{workUnitId}', idKey: 'workUnitId', read: (id) => `/v1/workunits/${id}`, body: () => ({ workUnitId: -1, title: 'MA work unit', workUnitTypeId: 3, severityId: 2, tenantId: A }), extras: workUnitExtras },
  { create: 'PUT /api/v1/workunits', idKey: 'workUnitId', read: (id) => `/v1/workunits/${id}`, body: () => ({ workUnitId: -1, title: 'MA work unit', workUnitTypeId: 3, severityId: 2, tenantId: A }), extras: workUnitExtras },
  { create: 'PUT /api/v1/rc/workunits', idKey: 'workUnitId', read: (id) => `/v1/workunits/${id}`, body: () => ({ title: 'MA request', description: 'x', stakeholderPhoneNumber: '555-0100', tenantId: A }), extras: { ...workUnitExtras, stateId: 7, severityId: 0, workUnitTypeId: 1 } },
  {
    create: 'PUT /v1/rules', update: 'POST /v1/rules/{ruleId}', idKey: 'ruleId', read: (id) => `/v1/rules/${id}`,
    body: () => ({ name: `MA rule ${randomUUID()}`, ruleTypeId: 1, tenantId: A, matchLifetime: '00:05:00', conditions: [{ type: 0, leftOperand: 3, operator: 1, rightOperand: 'x' }] }),
  },
  {
    create: 'PUT /v1/actionDefinitions', update: 'POST /v1/actionDefinitions/{actionDefinitionId}', idKey: 'actionDefinitionId', read: (id) => `/v1/actionDefinitions/${id}`,
    body: () => ({ name: `MA action ${randomUUID()}`, actionDefinitionTypeId: 3, tenantId: A, endpointUrl: 'https://hooks.example.com/ma', httpMethod: 'POST' }),
    extras: { builtIn: true },
  },
  {
    create: 'PUT /v1/workunitcommunications', update: 'POST /v1/workunitcommunications/{workUnitCommunicationId}', idKey: 'workUnitCommunicationId',
    read: (id) => `/v1/workunitcommunications/${id}`, body: () => communicationBody(`MA communication ${randomUUID()}`),
    extras: {
      publicWorkUnitCommunicationId: '00000000-0000-4000-8000-000000000002', userChanged: OLD, userChangedBy: MALLORY, overdue: true,
      timeToFirstUpdateMinutes: 987654, onTimeUpdateShare: 0.123, updatesDue: 987654, updatesOnTime: 987654, reminderSentFor: OLD,
    },
  },
  {
    create: 'PUT /v1/workunitcommunicationactivities', update: 'POST /v1/workunitcommunicationactivities/{workUnitCommunicationActivityId}',
    idKey: 'workUnitCommunicationActivityId', read: (id) => `/v1/workunitcommunicationactivities/${id}`,
    body: () => ({ workUnitCommunicationId: communicationA, details: 'MA step' }), extras: { completed: OLD },
  },
  { create: 'PUT /v1/workunitnotes', idKey: 'workUnitNoteId', read: () => '', body: () => ({ workUnitId: 0, detail: 'MA note' }) },
  { create: 'PUT /v1/protocols', update: 'POST /v1/protocols/{protocolId}', idKey: 'protocolId', read: (id) => `/v1/protocols/${id}`, body: () => ({ name: `MA protocol ${randomUUID()}`, tenantId: A, timerInverval: '00:30:00' }) },
  {
    create: 'PUT /v1/protocolActions', update: 'POST /v1/protocolActions/{protocolActionId}', idKey: 'protocolActionId', read: (id) => `/v1/protocolActions/${id}`,
    // On tenant A's demo protocol, at a sequence of OnChange no other action takes.
    body: () => ({ protocolId: protocolA, actionDefinitionId: 'email', workUnitEventTypeId: 8, sequence: 100 + Math.floor(Math.random() * 9000), parameters: { Template: 'Simple' } }),
  },
];

const sameInstant = (a: unknown, b: unknown) => typeof a === 'string' && typeof b === 'string' && !Number.isNaN(Date.parse(a)) && Date.parse(a) === Date.parse(b);
const taken = (stored: unknown, forced: unknown) => stored === forced || sameInstant(stored, forced);

let workUnitA: string;
let protocolA: string;
let communicationA: number;
/** A communication of tenant A: the demo's program manager, the next update well ahead. */
const communicationBody = (title: string) => ({
  title, tenantId: A, serviceManager: 'manager', eventStarted: '2026-01-01T10:00:00Z', eventEngaged: '2026-01-01T10:05:00Z', nextUpdate: '2099-01-01T00:00:00Z',
});

beforeAll(async () => {
  ({ A, B } = suite().tenants);
  const admin = suite().tokens.admin!;
  const categories = await getJson<{ value: Array<{ workUnitCategoryId: number }> }>(`/v1/workunitcategories?$filter=${encodeURIComponent(`tenantId eq ${A}`)}&$top=1`, admin);
  categoryA = categories.value[0]!.workUnitCategoryId;
  const units = await getJson<{ value: Array<{ workUnitId: number }> }>(`/v1/workunits?$filter=${encodeURIComponent(`tenantId eq ${A}`)}&$top=1&$select=workUnitId`, admin);
  workUnitA = String(units.value[0]!.workUnitId);
  const protocols = await getJson<{ value: Array<{ protocolId: string }> }>(`/v1/protocols?$filter=${encodeURIComponent(`tenantId eq ${A}`)}&$top=1&$select=protocolId`, admin);
  protocolA = protocols.value[0]!.protocolId;
  const communication = await call('PUT', '/v1/workunitcommunications', { token: admin, body: communicationBody('MA steps') });
  communicationA = (communication.json as { workUnitCommunicationId: number }).workUnitCommunicationId;
});

describe('mass assignment', () => {
  it('covers every create and update of the route table', () => {
    const covered = new Set(resources().flatMap((r) => [r.create, r.update].filter(Boolean)));
    const writes = Object.entries(routes).filter(([, r]) => r.write).map(([key]) => key);
    expect(writes.filter((key) => !covered.has(key))).toEqual([]);
  });

  it('stores none of the forced ids, tenants, audit fields or server-decided values', async () => {
    // An administrator of tenant A only: tenant B is then a tenant it may not reach.
    const problems: string[] = [];
    let attempts = 0;
    for (const resource of resources()) {
      const admin = suite().tokens[resource.as ?? 'tenantA']!;
      const forcedId = resource.idKey === 'workUnitId' || resource.idKey.endsWith('CategoryId') || resource.idKey === 'workUnitSubcategoryId' ? 987654 : randomUUID();
      const body = resource.idKey === 'workUnitNoteId' ? { ...resource.body(), workUnitId: Number(workUnitA) } : resource.body();
      const forced: Record<string, unknown> = { ...audit(), ...resource.extras, [resource.idKey]: forcedId };
      if (!('tenantId' in body) || resource.idKey === 'tenantId') forced.tenantId = resource.idKey === 'tenantId' ? randomUUID() : B;
      // The work unit create takes workUnitId -1 for "new": force another one.
      let created = await call('PUT', resource.create.slice(4), { token: admin, body: { ...body, ...forced } });
      attempts += 1;
      if (created.status >= 500) { problems.push(`${resource.create}: ${created.status} ${created.text.slice(0, 200)}`); continue; }
      const refused = created.status === 400 || created.status === 404;
      if (refused) {
        // Refused outright is fine; the same create without the forced fields must work (the update below needs it).
        created = await call('PUT', resource.create.slice(4), { token: admin, body });
      }
      if (created.status !== 200 && created.status !== 201) { problems.push(`${resource.create}: ${created.status} ${created.text.slice(0, 200)}`); continue; }
      const answer = created.json as Record<string, unknown>;
      const id = String(answer[resource.idKey]);
      const stored = resource.read(id) ? await getJson<Record<string, unknown>>(resource.read(id), admin) : answer;
      if (!refused) {
        for (const [key, value] of Object.entries(forced)) {
          if (key in stored && taken(stored[key], value)) problems.push(`${resource.create}: stored the forced ${key} = ${JSON.stringify(value)}`);
          if (key in answer && taken(answer[key], value)) problems.push(`${resource.create}: answered the forced ${key} = ${JSON.stringify(value)}`);
        }
      }
      if (!resource.update) continue;

      // The update, with the same forced fields and tenant B.
      const update = resource.update;
      const [method, template] = update.split(' ') as [string, string];
      const path = template.replace(/\{\w+\}/, id);
      const updateForced: Record<string, unknown> = { ...audit(), ...resource.extras, [resource.idKey]: forcedId, tenantId: B };
      let res;
      if (method === 'PATCH') {
        const ops = Object.entries({ ...updateForced, workUnitTypeId: 2 }).map(([key, value]) => [{ op: 'replace', path: `/${key}`, value }]);
        // One forbidden change per document, so each is judged alone.
        for (const operations of ops) {
          res = await call('PATCH', path, { token: admin, body: operations, contentType: 'application/json-patch+json' });
          if (res.status >= 500 || (res.status !== 200 && res.status !== 400 && res.status !== 404 && res.status !== 409)) problems.push(`${update} ${JSON.stringify(operations)}: ${res.status} ${res.text.slice(0, 200)}`);
          attempts += 1;
        }
      } else {
        const current = await getJson<Record<string, unknown>>(resource.read(id), admin);
        attempts += 1;
        res = await call(method, path, { token: admin, body: { ...body, name: current.name, ...updateForced } });
        if (res.status >= 500 || ![200, 201, 204, 400, 404].includes(res.status)) problems.push(`${update}: ${res.status} ${res.text.slice(0, 200)}`);
      }
      const after = await getJson<Record<string, unknown>>(resource.read(id), admin);
      for (const [key, value] of Object.entries({ ...updateForced, workUnitTypeId: method === 'PATCH' ? 2 : undefined })) {
        if (value === undefined) continue;
        if (key in after && taken(after[key], value)) problems.push(`${update}: stored the forced ${key} = ${JSON.stringify(value)}`);
      }
      if (resource.idKey !== 'tenantId' && after.tenantId !== undefined && after.tenantId !== stored.tenantId) problems.push(`${update}: moved to tenant ${String(after.tenantId)}`);
    }
    report('mass assignment: creates and updates with forced fields', attempts, problems);
    expect(problems).toEqual([]);
  });
});
