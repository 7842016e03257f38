import { randomBytes } from 'node:crypto';
import { type Permission, tenantMessages } from '@portal/contracts';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { type TestContext, createTestContext } from '../../test/context.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});

const field = (def: unknown) => JSON.stringify(def);

async function bearerFor(permissions: Permission[], tenantIds?: string[]) {
  const user = await ctx.factories.user({ permissions, tenantIds });
  return { authorization: `Bearer ${await ctx.tokenFor(user.userId)}` };
}
const adminAll = () => bearerFor(['Tenants:view', 'Tenants:create', 'Tenants:edit', 'Secrets:view', 'Secrets:create', 'Secrets:edit', 'Secrets:delete']);

describe('tenants: access', () => {
  it('answers 401 without a token and 403 without the permission', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: '/v1/tenants' })).statusCode).toBe(401);
    const headers = await bearerFor(['Locations:view']);
    const res = await ctx.app.inject({ method: 'GET', url: '/v1/tenants', headers });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('You do not have access to one or more requested resources');
    const tenant = await ctx.factories.tenant();
    expect((await ctx.app.inject({ method: 'POST', url: `/v1/tenants/${tenant.tenantId}`, headers, payload: { name: 'x' } })).statusCode).toBe(403);
  });

  it("answers 404 for another tenant's tenant on every call", async () => {
    const mine = await ctx.factories.tenant();
    const other = await ctx.factories.tenant();
    const secret = await ctx.factories.tenantSecret({ tenantId: other.tenantId });
    const headers = await bearerFor(['Tenants:view', 'Tenants:edit', 'Secrets:view'], [mine.tenantId]);
    const calls = [
      { method: 'GET', url: `/v1/tenants/${other.tenantId}` },
      { method: 'GET', url: `/v1/tenants(${other.tenantId})` },
      { method: 'GET', url: `/v1/tenants/${other.tenantId}/secrets` },
      { method: 'GET', url: `/v1/tenants/${other.tenantId}/secrets/${secret.secretId}/versions/latest` },
      { method: 'GET', url: `/v1/tenants/${other.tenantId}/assignmentGroups` },
      { method: 'GET', url: `/v1/tenants/${other.tenantId}/escalationReasons` },
      { method: 'POST', url: `/v1/tenants/${other.tenantId}`, payload: { name: 'Taken over' } },
      { method: 'POST', url: `/v1/tenants/toggledisabled/${other.tenantId}`, payload: {} },
    ] as const;
    for (const call of calls) {
      const res = await ctx.app.inject({ ...call, headers });
      expect({ ...call, status: res.statusCode }).toEqual({ ...call, status: 404 });
      expect(res.json().message).toMatch(/was not found/);
    }
    expect((await ctx.app.inject({ method: 'GET', url: `/v1/tenants/${mine.tenantId}`, headers })).statusCode).toBe(200);
  });

  it('lets only holders of Tenants:create for all tenants create tenants', async () => {
    const mine = await ctx.factories.tenant();
    const limited = await bearerFor(['Tenants:view', 'Tenants:create'], [mine.tenantId]);
    const res = await ctx.app.inject({ method: 'PUT', url: '/v1/tenants', headers: limited, payload: { name: 'Mine too' } });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('Only administrators of all tenants can create tenants.');
  });
});

describe('tenants: create, read, update', () => {
  it('creates a tenant, reads it both ways, updates it and toggles it', async () => {
    const headers = await adminAll();
    const created = await ctx.app.inject({
      method: 'PUT', url: '/v1/tenants', headers,
      payload: {
        tenantId: '00000000-0000-4000-8000-000000000000', name: '  Acme  ', internalNotificationEmailAddress: 'noc@acme.example',
        assignmentGroups: ' Service Desk, Network,, service desk , DBA ',
        workUnitFieldDef1: field({ Name: 'Cost Center', Type: 1, Options: ['ignored'] }),
        workUnitFieldDef3: field({ Name: 'Region', Type: 2, Options: [' East ', '', 'West', 'East'] }),
      },
    });
    expect(created.statusCode).toBe(200);
    const tenant = created.json();
    expect(tenant).toMatchObject({ name: 'Acme', enabled: true, internalNotificationEmailAddress: 'noc@acme.example', assignmentGroups: 'Service Desk,Network,DBA' });
    expect(tenant.tenantId).not.toBe('00000000-0000-4000-8000-000000000000');
    expect(JSON.parse(tenant.workUnitFieldDef1)).toEqual({ Name: 'Cost Center', Type: 1 });
    expect(JSON.parse(tenant.workUnitFieldDef3)).toEqual({ Name: 'Region', Type: 2, Options: ['East', 'West'] });
    expect(tenant.workUnitFieldDef2).toBeNull();

    for (const url of [`/v1/tenants/${tenant.tenantId}`, `/v1/tenants(${tenant.tenantId})`, `/v1/tenants('${tenant.tenantId}')`]) {
      const res = await ctx.app.inject({ method: 'GET', url, headers });
      expect({ url, status: res.statusCode }).toEqual({ url, status: 200 });
      expect(res.json()).toEqual(tenant);
    }
    const groups = await ctx.app.inject({ method: 'GET', url: `/v1/tenants/${tenant.tenantId}/assignmentGroups`, headers });
    expect(groups.json()).toEqual(['Service Desk', 'Network', 'DBA']);

    const updated = await ctx.app.inject({
      method: 'POST', url: `/v1/tenants/${tenant.tenantId}`, headers,
      payload: { name: 'Acme Corp', workUnitFieldDef3: null, workUnitFieldDef15: field({ Name: 'Asset', Type: '1' }) },
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({ name: 'Acme Corp', workUnitFieldDef3: null, internalNotificationEmailAddress: 'noc@acme.example' });
    expect(JSON.parse(updated.json().workUnitFieldDef1)).toEqual({ Name: 'Cost Center', Type: 1 });
    expect(JSON.parse(updated.json().workUnitFieldDef15)).toEqual({ Name: 'Asset', Type: 1 });

    const off = await ctx.app.inject({ method: 'POST', url: `/v1/tenants/toggledisabled/${tenant.tenantId}`, headers });
    expect(off.statusCode).toBe(200);
    expect(off.json().enabled).toBe(false);
    const on = await ctx.app.inject({ method: 'POST', url: `/v1/tenants/toggledisabled/${tenant.tenantId}`, headers, payload: {} });
    expect(on.json().enabled).toBe(true);
  });

  it('keeps escalation reasons like assignment groups: trimmed, no empties or repeats, listed by their own route', async () => {
    const headers = await adminAll();
    const created = await ctx.app.inject({
      method: 'PUT', url: '/v1/tenants', headers,
      payload: { name: 'Reasons Inc', escalationReasons: ' Needs specialist,, needs specialist , Customer request ' },
    });
    expect(created.statusCode).toBe(200);
    const tenant = created.json();
    expect(tenant.escalationReasons).toBe('Needs specialist,Customer request');
    const reasons = await ctx.app.inject({ method: 'GET', url: `/v1/tenants/${tenant.tenantId}/escalationReasons`, headers });
    expect(reasons.json()).toEqual(['Needs specialist', 'Customer request']);

    // Left out of an update: kept. Emptied: none, and the escalation reason is free text again.
    const renamed = await ctx.app.inject({ method: 'POST', url: `/v1/tenants/${tenant.tenantId}`, headers, payload: { name: 'Reasons Corp' } });
    expect(renamed.json().escalationReasons).toBe('Needs specialist,Customer request');
    const emptied = await ctx.app.inject({ method: 'POST', url: `/v1/tenants/${tenant.tenantId}`, headers, payload: { name: 'Reasons Corp', escalationReasons: '' } });
    expect(emptied.json().escalationReasons).toBe('');
    expect((await ctx.app.inject({ method: 'GET', url: `/v1/tenants/${tenant.tenantId}/escalationReasons`, headers })).json()).toEqual([]);

    // A reason longer than a work unit's escalation reason can hold is refused with a message.
    const tooLong = await ctx.app.inject({
      method: 'POST', url: `/v1/tenants/${tenant.tenantId}`, headers, payload: { name: 'Reasons Corp', escalationReasons: `Short,${'x'.repeat(501)}` },
    });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().message).toContain(tenantMessages.escalationReasonTooLong);
  });

  it('answers 404 for an unknown tenant and 400 for a malformed id', async () => {
    const headers = await adminAll();
    expect((await ctx.app.inject({ method: 'GET', url: '/v1/tenants/9b2f4a7e-4a1c-4d3e-9f00-000000000001', headers })).statusCode).toBe(404);
    const bad = await ctx.app.inject({ method: 'GET', url: '/v1/tenants/not-a-guid', headers });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('tenantId: Please enter a valid GUID.');
  });

  it.each([
    [{}, 'name: This field is required.'],
    [{ name: '   ' }, 'name: This field is required.'],
    [{ name: 'A', internalNotificationEmailAddress: 'not-an-email' }, 'internalNotificationEmailAddress: Please enter a valid email address.'],
    [{ name: 'A', workUnitFieldDef2: '{not json' }, 'workUnitFieldDef2: The custom field definition is not valid JSON.'],
    [{ name: 'A', workUnitFieldDef2: '[1]' }, 'workUnitFieldDef2: The custom field definition is not valid JSON.'],
    [{ name: 'A', workUnitFieldDef4: field({ Name: ' ', Type: 1 }) }, 'workUnitFieldDef4: A custom field needs a Name.'],
    [{ name: 'A', workUnitFieldDef4: field({ Type: 1 }) }, 'workUnitFieldDef4: A custom field needs a Name.'],
    [{ name: 'A', workUnitFieldDef5: field({ Name: 'X', Type: 3 }) }, 'workUnitFieldDef5: Type must be 1 (Textbox) or 2 (Dropdown).'],
    [{ name: 'A', workUnitFieldDef6: field({ Name: 'X', Type: 2 }) }, 'workUnitFieldDef6: A Dropdown custom field needs at least one option.'],
    [{ name: 'A', workUnitFieldDef6: field({ Name: 'X', Type: 2, Options: ['  '] }) }, 'workUnitFieldDef6: A Dropdown custom field needs at least one option.'],
    [{ name: 'A', workUnitFieldDef1: field({ Name: 'Region', Type: 1 }), workUnitFieldDef9: field({ Name: ' region ', Type: 2, Options: ['a'] }) },
      'workUnitFieldDef9: Can not have duplicate custom fields.'],
    [{ name: 'A', secrets: [{ name: 'Key', value: 'a' }, { name: 'KEY', value: 'b' }] }, 'secrets.1.name: Can not have duplicate secrets.'],
    [{ name: 'A', secrets: [{ name: '', value: 'a' }] }, 'secrets.0.name: This field is required.'],
  ])('refuses %j with "%s"', async (payload, message) => {
    const res = await ctx.app.inject({ method: 'PUT', url: '/v1/tenants', headers: await adminAll(), payload });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
  });
});

describe('tenants: secrets', () => {
  it('keeps versions: a new value adds one, no value keeps the latest, left out deletes', async () => {
    const headers = await adminAll();
    const tenant = (await ctx.app.inject({
      method: 'PUT', url: '/v1/tenants', headers, payload: { name: 'Secretive', secrets: [{ name: 'ApiKey', value: 'v1' }, { name: 'Other', value: 'o1' }] },
    })).json();
    const list = async () => (await ctx.app.inject({ method: 'GET', url: `/v1/tenants/${tenant.tenantId}/secrets`, headers })).json();
    const latest = async (secretId: string) =>
      ctx.app.inject({ method: 'GET', url: `/v1/tenants/${tenant.tenantId}/secrets/${secretId}/versions/latest`, headers });
    const save = (secrets: unknown) => ctx.app.inject({ method: 'POST', url: `/v1/tenants/${tenant.tenantId}`, headers, payload: { name: 'Secretive', secrets } });

    const secrets = await list();
    expect(secrets.map((s: { name: string }) => s.name)).toEqual(['ApiKey', 'Other']);
    expect(JSON.stringify(secrets)).not.toContain('v1');
    const apiKey = secrets[0];
    expect((await latest(apiKey.secretId)).json()).toMatchObject({ secretId: apiKey.secretId, name: 'ApiKey', value: 'v1', version: 1 });

    expect((await save([{ id: apiKey.secretId, name: 'ApiKey' }, { name: 'Other' }])).statusCode).toBe(200);
    expect((await latest(apiKey.secretId)).json()).toMatchObject({ value: 'v1', version: 1 });

    await save([{ id: apiKey.secretId, name: 'ApiKey', value: 'v2' }, { name: 'Other', value: 'o1' }]);
    expect((await latest(apiKey.secretId)).json()).toMatchObject({ value: 'v2', version: 2 });
    const other = (await list())[1];
    expect((await latest(other.secretId)).json()).toMatchObject({ value: 'o1', version: 1 });

    // A save without `secrets` leaves them alone.
    await ctx.app.inject({ method: 'POST', url: `/v1/tenants/${tenant.tenantId}`, headers, payload: { name: 'Secretive' } });
    expect(await list()).toHaveLength(2);

    await save([{ id: apiKey.secretId, name: 'ApiKeyRenamed' }]);
    expect((await list()).map((s: { name: string; version: number }) => [s.name, s.version])).toEqual([['ApiKeyRenamed', 2]]);
    expect((await latest(other.secretId)).statusCode).toBe(404);

    const missingValue = await save([{ id: apiKey.secretId, name: 'ApiKeyRenamed' }, { name: 'Brand new' }]);
    expect(missingValue.statusCode).toBe(400);
    expect(missingValue.json().message).toBe('secrets.1.value: A value is required for a new secret.');
    expect((await save([{ id: '9b2f4a7e-4a1c-4d3e-9f00-000000000001', name: 'Ghost' }])).statusCode).toBe(404);
  });

  it('needs Secrets:view to read a value and Secrets:edit to change one', async () => {
    const tenant = await ctx.factories.tenant();
    const secret = await ctx.factories.tenantSecret({ tenantId: tenant.tenantId, name: 'Key', value: 'hidden' });
    const viewer = await bearerFor(['Tenants:view', 'Tenants:edit'], [tenant.tenantId]);
    expect((await ctx.app.inject({ method: 'GET', url: `/v1/tenants/${tenant.tenantId}/secrets`, headers: viewer })).statusCode).toBe(200);
    expect((await ctx.app.inject({ method: 'GET', url: `/v1/tenants/${tenant.tenantId}/secrets/${secret.secretId}/versions/latest`, headers: viewer })).statusCode).toBe(403);
    const change = await ctx.app.inject({
      method: 'POST', url: `/v1/tenants/${tenant.tenantId}`, headers: viewer,
      payload: { name: tenant.name, secrets: [{ id: secret.secretId, name: 'Key', value: 'changed' }] },
    });
    expect(change.statusCode).toBe(403);
    // Echoing the secret unchanged needs nothing more than Tenants:edit.
    const same = await ctx.app.inject({
      method: 'POST', url: `/v1/tenants/${tenant.tenantId}`, headers: viewer, payload: { name: 'Renamed', secrets: [{ id: secret.secretId, name: 'Key' }] },
    });
    expect(same.statusCode).toBe(200);
  });
});

describe('tenants: secrets are stored and versioned right (issue 22)', () => {
  it("gives each secret its own latest version, whatever another tenant's secrets have", async () => {
    const headers = await adminAll();
    const busy = (await ctx.app.inject({ method: 'PUT', url: '/v1/tenants', headers, payload: { name: 'Busy', secrets: [{ name: 'Key', value: 'a1' }] } })).json();
    for (const value of ['a2', 'a3']) {
      await ctx.app.inject({ method: 'POST', url: `/v1/tenants/${busy.tenantId}`, headers, payload: { name: 'Busy', secrets: [{ name: 'Key', value }] } });
    }
    const fresh = (await ctx.app.inject({
      method: 'PUT', url: '/v1/tenants', headers, payload: { name: 'Fresh', secrets: [{ name: 'Key', value: 'b1' }, { name: 'Other', value: 'c1' }] },
    })).json();
    await ctx.app.inject({
      method: 'POST', url: `/v1/tenants/${fresh.tenantId}`, headers, payload: { name: 'Fresh', secrets: [{ name: 'Key' }, { name: 'Other', value: 'c2' }] },
    });
    const versions = async (tenantId: string) => (await ctx.app.inject({ method: 'GET', url: `/v1/tenants/${tenantId}/secrets`, headers }))
      .json().map((s: { name: string; version: number }) => [s.name, s.version]);
    expect(await versions(busy.tenantId)).toEqual([['Key', 3]]);
    expect(await versions(fresh.tenantId)).toEqual([['Key', 1], ['Other', 2]]);
  });

  it('stores every value encrypted: the table holds no plain text, and the API still answers the value', async () => {
    const headers = await adminAll();
    const value = `plain-${randomBytes(8).toString('hex')}`;
    const tenant = (await ctx.app.inject({ method: 'PUT', url: '/v1/tenants', headers, payload: { name: 'Sealed', secrets: [{ name: 'Key', value }] } })).json();
    const [secret] = (await ctx.app.inject({ method: 'GET', url: `/v1/tenants/${tenant.tenantId}/secrets`, headers })).json();
    const raw = await ctx.db.execute<{ key_id: string | null; value: string }>(
      sql`select v.key_id, v.value from tenant_secret_versions v join tenant_secrets s using (secret_id) where s.tenant_id = ${tenant.tenantId}`,
    );
    expect(raw.rows).toHaveLength(1);
    expect(raw.rows[0]!.key_id).toMatch(/^[0-9a-f]{16}$/);
    expect(JSON.stringify(raw.rows)).not.toContain(value);
    expect(Buffer.from(raw.rows[0]!.value, 'base64').includes(value)).toBe(false);
    const latest = await ctx.app.inject({ method: 'GET', url: `/v1/tenants/${tenant.tenantId}/secrets/${secret.secretId}/versions/latest`, headers });
    expect(latest.json()).toMatchObject({ name: 'Key', version: 1, value });
  });
});

describe('tenants: a secret cannot be confirmed by guessing (issue 18)', () => {
  it('answers a save carrying a value the same for a wrong and the right guess, without Secrets:edit', async () => {
    const tenant = await ctx.factories.tenant();
    const secret = await ctx.factories.tenantSecret({ tenantId: tenant.tenantId, name: 'Key', value: 'the-real-value' });
    const editor = await bearerFor(['Tenants:view', 'Tenants:edit'], [tenant.tenantId]);
    const guess = (value: string) => ctx.app.inject({
      method: 'POST', url: `/v1/tenants/${tenant.tenantId}`, headers: editor,
      payload: { name: tenant.name, secrets: [{ id: secret.secretId, name: 'Key', value }] },
    });
    const wrong = await guess('a-wrong-guess');
    const right = await guess('the-real-value');
    expect(wrong.statusCode).toBe(403);
    expect({ status: right.statusCode, body: right.json() }).toEqual({ status: wrong.statusCode, body: wrong.json() });
    const list = (await ctx.app.inject({ method: 'GET', url: `/v1/tenants/${tenant.tenantId}/secrets`, headers: editor })).json();
    expect(list).toEqual([expect.objectContaining({ secretId: secret.secretId, version: 1 })]);
  });

  it('with Secrets:edit but not Secrets:view, adds a version for any value sent, the stored one too', async () => {
    const tenant = await ctx.factories.tenant();
    const secret = await ctx.factories.tenantSecret({ tenantId: tenant.tenantId, name: 'Key', value: 'the-real-value' });
    const writer = await bearerFor(['Tenants:view', 'Tenants:edit', 'Secrets:edit'], [tenant.tenantId]);
    const version = async () => (await ctx.app.inject({ method: 'GET', url: `/v1/tenants/${tenant.tenantId}/secrets`, headers: writer })).json()[0].version;
    const send = (value: string) => ctx.app.inject({
      method: 'POST', url: `/v1/tenants/${tenant.tenantId}`, headers: writer,
      payload: { name: tenant.name, secrets: [{ id: secret.secretId, name: 'Key', value }] },
    });
    const wrong = await send('a-wrong-guess');
    expect(await version()).toBe(2);
    const right = await send('a-wrong-guess');
    expect(await version()).toBe(3);
    expect({ status: right.statusCode, body: { ...right.json(), modified: 0 } }).toEqual({ status: 200, body: { ...wrong.json(), modified: 0 } });
  });
});

describe('tenants: list and export', () => {
  it('lists only visible tenants, with subscriptions expanded, and exports CSV with formulas escaped', async () => {
    const mine = await ctx.factories.tenant({ name: '=HYPERLINK("http://evil.example")' });
    await ctx.factories.subscription({ tenantId: mine.tenantId, name: 'Prod' });
    const other = await ctx.factories.tenant();
    const headers = await bearerFor(['Tenants:view', 'Subscriptions:view'], [mine.tenantId]);

    const list = await ctx.app.inject({ method: 'GET', url: '/v1/tenants?$count=true&$expand=subscriptions', headers });
    expect(list.statusCode).toBe(200);
    expect(list.json()['@odata.count']).toBe(1);
    expect(list.json().value).toHaveLength(1);
    expect(list.json().value[0]).toMatchObject({ tenantId: mine.tenantId, subscriptions: [expect.objectContaining({ name: 'Prod' })] });
    expect(list.body).not.toContain(other.tenantId);

    const csv = await ctx.app.inject({ method: 'GET', url: '/v1/tenants/export', headers });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.headers['content-disposition']).toContain('tenants.csv');
    expect(csv.body).toContain('Tenant Name,Tenant Id');
    expect(csv.body).toContain(`"'=HYPERLINK(""http://evil.example"")",${mine.tenantId}`);
    expect(csv.body).not.toContain(other.tenantId);
  });

  it("refuses to expand subscriptions, from tenants or through another area's tenant, without Subscriptions:view", async () => {
    const mine = await ctx.factories.subscription();
    const tenantsOnly = await bearerFor(['Tenants:view', 'Tokens:view', 'Subscriptions:view'], [mine.tenantId]);
    const narrow = await bearerFor(['Tenants:view', 'Tokens:view'], [mine.tenantId]);
    const expanded = await ctx.app.inject({ method: 'GET', url: '/v1/tenants?$expand=subscriptions', headers: tenantsOnly });
    expect(expanded.statusCode).toBe(200);
    for (const url of ['/v1/tenants?$expand=subscriptions', '/v1/tokens?$expand=tenant($expand=subscriptions)']) {
      const refused = await ctx.app.inject({ method: 'GET', url, headers: narrow });
      expect({ url, status: refused.statusCode }).toEqual({ url, status: 403 });
      expect(refused.json().message).toBe("$expand: 'subscriptions' needs the permission Subscriptions:view.");
    }
    // The same shape, cached for the first caller, is refused to the second on every request.
    const tokensWide = await ctx.app.inject({ method: 'GET', url: '/v1/tokens?$expand=tenant($expand=subscriptions)', headers: tenantsOnly });
    expect(tokensWide.statusCode).toBe(403);
    const plain = await ctx.app.inject({ method: 'GET', url: '/v1/tokens?$expand=tenant', headers: narrow });
    expect(plain.statusCode).toBe(200);
  });

  it('filters, sorts and searches through OData options', async () => {
    const headers = await adminAll();
    const a = await ctx.factories.tenant({ name: 'Zeta Filter Test' });
    await ctx.factories.tenant({ name: 'Alpha Filter Test', enabled: false });
    const res = await ctx.app.inject({ method: 'GET', url: `/v1/tenants?$filter=${encodeURIComponent("contains(name,'Filter Test') and enabled eq true")}`, headers });
    expect(res.statusCode).toBe(200);
    expect(res.json().value.map((t: { tenantId: string }) => t.tenantId)).toEqual([a.tenantId]);
    const bad = await ctx.app.inject({ method: 'GET', url: `/v1/tenants?$filter=${encodeURIComponent('nosuchfield eq 1')}`, headers });
    expect(bad.statusCode).toBe(400);
  });
});
