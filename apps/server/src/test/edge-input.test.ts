import { INT4_MAX, controlCharacterMessage, httpUrlMessage } from '@portal/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { type TestContext, createTestContext } from './context.ts';

/**
 * What a caller gets wrong at the edge answers 400 with a message, never a 500: ids past their
 * column's range, and URLs that are no http(s) link (issue 18, items 5 and 8).
 */

let ctx: TestContext;
let headers: Record<string, string>;
let tenantId: string;

beforeAll(async () => {
  ctx = await createTestContext();
  const admin = await ctx.factories.user({ role: 'Administrator' });
  headers = { authorization: `Bearer ${await ctx.tokenFor(admin.userId)}` };
  tenantId = (await ctx.factories.tenant()).tenantId;
});

const tooLarge = String(INT4_MAX + 1);
const call = (method: 'GET' | 'PUT' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: unknown) =>
  ctx.app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload: payload as object }) });
const incident = (extra: Record<string, unknown> = {}) => ({ title: 'Printer on fire', workUnitTypeId: 3, severityId: 2, tenantId, ...extra });

describe('integer ids', () => {
  it('answer 400 naming the range when a path id is past the integer column', async () => {
    for (const url of [`/v1/workunitcategories/${tooLarge}`, `/v1/workunitsubcategories/${tooLarge}`, `/v1/workunits/${tooLarge}/history`]) {
      const res = await call('GET', url);
      expect({ url, status: res.statusCode }).toEqual({ url, status: 400 });
      expect(res.json().message).toContain(`from 1 to ${INT4_MAX}`);
    }
  });

  it('never answer 5xx on any route when every path parameter is past the integer range', async () => {
    const failures: string[] = [];
    for (const route of ctx.app.routeTable.filter((r) => r.url.includes(':'))) {
      const url = route.url.replace(/:[A-Za-z]+/g, tooLarge);
      const payload = route.method === 'GET' || route.method === 'DELETE' ? undefined : route.method === 'PATCH' ? [{ op: 'replace', path: '/title', value: 'x' }] : {};
      const res = await call(route.method as 'GET', url, payload);
      if (res.statusCode >= 500) failures.push(`${route.method} ${url}: ${res.statusCode}`);
    }
    expect(failures).toEqual([]);
  });

  it('answer 400 when a body names an id past the range: create, patch, note, subcategory, lookup', async () => {
    const created = await call('PUT', '/v1/workunits', incident());
    expect(created.statusCode).toBe(200);
    const { workUnitId } = created.json();
    const cases = [
      await call('PUT', '/v1/workunits', incident({ workUnitCategoryId: INT4_MAX + 1 })),
      await call('PATCH', `/v1/workunits/${workUnitId}`, [{ op: 'replace', path: '/workUnitCategoryId', value: INT4_MAX + 1 }]),
      await call('PATCH', `/v1/workunits/${workUnitId}`, [{ op: 'replace', path: '/workUnitSubcategoryId', value: 1e300 }]),
      await call('PUT', '/v1/workunitnotes', { workUnitId: INT4_MAX + 1, detail: 'Hello' }),
      await call('PUT', '/v1/workunitsubcategories', { name: 'VPN', workUnitCategoryId: INT4_MAX + 1 }),
      await call('GET', `/api/generallookup/workunitsubcatgories?workUnitCategoryId=${tooLarge}`),
      await call('GET', '/api/generallookup/workunitcatgories?workUnitTypeId=40000'),
    ];
    for (const [i, res] of cases.entries()) {
      expect({ case: i, status: res.statusCode, body: res.json() }).toEqual({ case: i, status: 400, body: expect.objectContaining({ message: expect.stringMatching(/from 1 to \d+/) }) });
    }
  });

  it('are bounded in every request schema of the OpenAPI document', async () => {
    const document = (await ctx.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    const unbounded: string[] = [];
    const walk = (node: unknown, where: string) => {
      if (!node || typeof node !== 'object') return;
      const schema = node as Record<string, unknown>;
      const isInteger = schema.type === 'integer' || (Array.isArray(schema.type) && schema.type.includes('integer'));
      // Enum-like integers (an enum, a const) are bounded by their values.
      if (isInteger && !schema.enum && schema.const === undefined && !(typeof schema.maximum === 'number' && schema.maximum <= INT4_MAX)) unbounded.push(where);
      for (const [key, value] of Object.entries(schema)) walk(value, `${where}/${key}`);
    };
    for (const [path, operations] of Object.entries(document.paths as Record<string, Record<string, { parameters?: unknown; requestBody?: unknown }>>)) {
      for (const [method, operation] of Object.entries(operations)) {
        walk(operation.parameters, `${method.toUpperCase()} ${path} parameters`);
        walk(operation.requestBody, `${method.toUpperCase()} ${path} body`);
      }
    }
    expect(unbounded).toEqual([]);
  });
});

describe('URL fields', () => {
  it('refuse javascript:, data: and other non-http(s) links with a message a person can act on', async () => {
    for (const referenceUrl of ['javascript:alert(document.cookie)', 'JAVASCRIPT:alert(1)', ' javascript:alert(1)', 'data:text/html;base64,PHNjcmlwdD4=', 'vbscript:x', 'ftp://example.com/a', '/relative/path', 'not a url']) {
      const res = await call('PUT', '/v1/workunits', incident({ referenceUrl }));
      expect({ referenceUrl, status: res.statusCode }).toEqual({ referenceUrl, status: 400 });
      expect(res.json().message).toContain(httpUrlMessage);
    }
  });

  it('refuse them on a patch too, and keep http(s) links and an empty value', async () => {
    const created = await call('PUT', '/v1/workunits', incident({ referenceUrl: 'https://tickets.example.com/42' }));
    expect(created.statusCode).toBe(200);
    const { workUnitId } = created.json();
    expect(created.json().referenceUrl).toBe('https://tickets.example.com/42');

    const refused = await call('PATCH', `/v1/workunits/${workUnitId}`, [{ op: 'replace', path: '/referenceUrl', value: 'javascript:alert(1)' }]);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toContain(httpUrlMessage);

    const http = await call('PATCH', `/v1/workunits/${workUnitId}`, [{ op: 'replace', path: '/referenceUrl', value: 'http://intranet.example/ticket?id=7' }]);
    expect(http.statusCode).toBe(200);
    expect(http.json().referenceUrl).toBe('http://intranet.example/ticket?id=7');
    const cleared = await call('PATCH', `/v1/workunits/${workUnitId}`, [{ op: 'replace', path: '/referenceUrl', value: '' }]);
    expect(cleared.statusCode).toBe(200);
  });
});

describe('control characters (issue 26 item 5)', () => {
  const NUL = 'E\u0000ve';
  const refusal = (field: string, codePoint = 0) => `${field}: ${controlCharacterMessage(codePoint)}`;
  const newAccount = {
    requestType: 'New Account', firstName: 'Eve', lastName: 'Doe', email: 'eve@example.test', phone: '555-555-5555', environment: 'IL5',
    citizenship: 'U.S. Citizen', designation: 'Civilian', organization: 'SSC', acknowledgeUsage: true, acknowledgeCredentials: true,
  };

  it('answer 400 naming the field on the routes the issue names, also unauthenticated, where NUL gave a 500', async () => {
    const accessRequest = await ctx.app.inject({ method: 'POST', url: '/api/v1/accessrequest', payload: { ...newAccount, firstName: NUL }, remoteAddress: '10.9.0.1' });
    const created = await call('PUT', '/v1/workunits', incident());
    expect(created.statusCode).toBe(200);
    const cases = {
      accessRequest,
      people: await call('GET', '/api/people?searchTerm=E%00ve'),
      grantUsers: await call('GET', '/v1/grants/users?searchTerm=E%00ve'),
      title: await call('PUT', '/v1/workunits', incident({ title: NUL })),
      patchedTitle: await call('PATCH', `/v1/workunits/${created.json().workUnitId}`, [{ op: 'replace', path: '/title', value: NUL }]),
      secretName: await call('POST', `/v1/tenants/${tenantId}`, { name: 'Renamed', secrets: [{ name: NUL, value: 'hunter2' }] }),
      filter: await call('GET', "/v1/workunits?$filter=title eq 'E%00ve'"),
      pathParameter: await call('GET', '/v1/workunits/E%00ve'),
    };
    const fields = {
      accessRequest: 'firstName', people: 'searchTerm', grantUsers: 'searchTerm', title: 'title', patchedTitle: 'title',
      secretName: 'secrets.0.name', filter: '$filter', pathParameter: 'workUnitId',
    };
    for (const [name, res] of Object.entries(cases)) {
      expect({ name, status: res.statusCode, message: res.json().message }).toEqual({ name, status: 400, message: refusal(fields[name as keyof typeof fields]) });
    }
  });

  it('refuse ESC, DEL and C1 controls too, and line breaks in one-line fields, but keep them in multi-line text', async () => {
    for (const [text, codePoint] of [['red\u001b[31m', 0x1b], ['del\u007f', 0x7f], ['next\u0085line', 0x85], ['bell\u0007', 7]] as const) {
      const res = await call('PUT', '/v1/workunits', incident({ description: text }));
      expect({ text, status: res.statusCode, message: res.json().message }).toEqual({ text, status: 400, message: refusal('description', codePoint) });
    }
    const twoLines = await call('PUT', '/v1/workunits', incident({ title: 'Printer\non fire' }));
    expect(twoLines.statusCode).toBe(400);
    expect(twoLines.json().message).toBe(refusal('title', 10));
    const kept = await call('PUT', '/v1/workunits', incident({ description: 'First line\r\n\tindented second line' }));
    expect(kept.statusCode).toBe(200);
    expect(kept.json().description).toBe('First line\r\n\tindented second line');
  });

  it('show the refusal on the sign-in form, not a 500 or a wrong-password message', async () => {
    const res = await ctx.app.inject({
      method: 'POST', url: '/oidc/interaction/some-interaction', payload: 'username=E%00ve&password=secret',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.body).toContain(refusal('username'));
  });

  it('answer 400 naming the field for every string of every request body and query string in the API document', async () => {
    const document = (await ctx.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as {
      paths: Record<string, Record<string, { parameters?: Array<{ in: string; name: string; schema?: { type?: unknown } }>; requestBody?: { content: Record<string, { schema: JsonSchema }> } }>>;
    };
    const problems: string[] = [];
    let checked = 0;
    const url = (path: string) => path.replace(/\{[^}]+\}/g, (name) => (/tenant|subscription|location|role|user|secret|token/i.test(name) ? tenantId : '1'));
    for (const [path, operations] of Object.entries(document.paths)) {
      for (const [method, operation] of Object.entries(operations)) {
        const attempts: Array<{ field: string; query?: string; payload?: unknown }> = [];
        for (const parameter of operation.parameters ?? []) {
          if (parameter.in === 'query') attempts.push({ field: parameter.name, query: `?${encodeURIComponent(parameter.name)}=x%00y` });
        }
        const body = operation.requestBody?.content['application/json']?.schema;
        if (body?.type === 'array') attempts.push({ field: 'title', payload: [{ op: 'replace', path: '/title', value: 'x\u0000y' }] });
        for (const field of stringFields(body)) attempts.push({ field, payload: nest(field, 'x\u0000y') });
        for (const attempt of attempts) {
          checked++;
          // Each from an address of its own: the access request's per-address limit counts refusals too.
          const remoteAddress = `10.8.${Math.floor(checked / 250)}.${checked % 250}`;
          const res = await ctx.app.inject({ method: method.toUpperCase() as 'GET', url: url(path) + (attempt.query ?? ''), headers, remoteAddress, ...(attempt.payload === undefined ? {} : { payload: attempt.payload as object }) });
          const message = res.headers['content-type']?.includes('json') ? res.json().message : res.body.slice(0, 100);
          if (res.statusCode !== 400 || message !== refusal(attempt.field)) problems.push(`${method.toUpperCase()} ${path} ${attempt.field}: ${res.statusCode} ${message}`);
        }
      }
    }
    expect(problems).toEqual([]);
    expect(checked).toBeGreaterThan(100);
  });
});

interface JsonSchema { type?: unknown; properties?: Record<string, JsonSchema>; items?: JsonSchema; anyOf?: JsonSchema[] }

/** The string fields of a body schema, dotted (`secrets.0.name`), through arrays of objects. */
function stringFields(schema: JsonSchema | undefined, prefix = ''): string[] {
  if (!schema) return [];
  const types = [schema.type, ...(schema.anyOf ?? []).map((s) => s.type)].flat();
  if (types.includes('string')) return prefix ? [prefix] : [];
  if (schema.type === 'array' && schema.items) return stringFields(schema.items, prefix ? `${prefix}.0` : '');
  return Object.entries(schema.properties ?? {}).flatMap(([name, property]) => stringFields(property, prefix ? `${prefix}.${name}` : name));
}

/** A body holding `value` at a dotted field (`secrets.0.name` → `{ secrets: [{ name }] }`). */
function nest(field: string, value: unknown): unknown {
  const [head, ...rest] = field.split('.');
  const inner = rest.length ? nest(rest.join('.'), value) : value;
  return /^\d+$/.test(head!) ? [inner] : { [head!]: inner };
}
