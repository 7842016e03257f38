import { INT4_MAX, httpUrlMessage } from '@portal/contracts';
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
