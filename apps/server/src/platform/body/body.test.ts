import Fastify from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { type TestContext, createTestContext } from '../../test/context.ts';
import { errorsPlugin } from '../errors/index.ts';
import { DEFAULT_BODY_LIMIT, JSON_PATCH_MEDIA_TYPE, MAX_JSON_DEPTH, MB, bodyPlugin, exceedsJsonDepth, scanJsonText } from './index.ts';

let ctx: TestContext;
let authorization: string;
let tenantId: string;

beforeAll(async () => {
  ctx = await createTestContext();
  const admin = await ctx.factories.user({ role: 'Administrator' });
  authorization = `Bearer ${await ctx.tokenFor(admin.userId)}`;
  tenantId = (await ctx.factories.tenant()).tenantId;
});

const send = (method: 'PUT' | 'PATCH' | 'POST', url: string, contentType: string, payload: string) =>
  ctx.app.inject({ method, url, headers: { authorization, 'content-type': contentType }, payload });

async function newWorkUnit(): Promise<number> {
  const res = await ctx.app.inject({ method: 'PUT', url: '/v1/workunits', headers: { authorization }, payload: { title: 'Printer on fire', workUnitTypeId: 3, severityId: 2, tenantId } });
  expect(res.statusCode).toBe(200);
  return res.json().workUnitId;
}

describe('JSON Patch media type', () => {
  it('is accepted on PATCH, beside application/json', async () => {
    const id = await newWorkUnit();
    const patched = await send('PATCH', `/v1/workunits/${id}`, JSON_PATCH_MEDIA_TYPE, JSON.stringify([
      { op: 'test', path: '/title', value: 'Printer on fire' },
      { op: 'replace', path: '/title', value: 'Printer still on fire' },
    ]));
    expect(patched.statusCode).toBe(200);
    expect(patched.json().title).toBe('Printer still on fire');
    const withCharset = await send('PATCH', `/v1/workunits/${id}`, `${JSON_PATCH_MEDIA_TYPE}; charset=utf-8`, JSON.stringify([{ op: 'replace', path: '/title', value: 'Out' }]));
    expect(withCharset.statusCode).toBe(200);
    const plain = await send('PATCH', `/v1/workunits/${id}`, 'application/json', JSON.stringify([{ op: 'replace', path: '/title', value: 'Printer fixed' }]));
    expect(plain.statusCode).toBe(200);
    expect(plain.json().title).toBe('Printer fixed');
  });

  it('is accepted by every PATCH route there is', async () => {
    const patchRoutes = ctx.app.routeTable.filter((r) => r.method === 'PATCH');
    expect(patchRoutes.length).toBeGreaterThan(0);
    for (const route of patchRoutes) {
      const res = await send('PATCH', route.url.replace(/:[A-Za-z]+/g, '1'), JSON_PATCH_MEDIA_TYPE, '[{"op":"test","path":"/x","value":1}]');
      expect({ route: route.url, status: res.statusCode }).not.toEqual({ route: route.url, status: 415 });
    }
  });

  it('is documented for PATCH bodies in the OpenAPI document', async () => {
    const document = (await ctx.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    const content = document.paths['/v1/workunits/{workUnitId}'].patch.requestBody.content;
    expect(Object.keys(content).sort()).toEqual(['application/json', JSON_PATCH_MEDIA_TYPE]);
  });

  it('is refused with a 415 that names the remedy on other methods', async () => {
    const res = await send('PUT', '/v1/workunits', JSON_PATCH_MEDIA_TYPE, JSON.stringify({ title: 'x' }));
    expect(res.statusCode).toBe(415);
    expect(res.json().message).toContain('send this body as application/json');
  });

  it('and an unknown type answers 415 naming application/json', async () => {
    const res = await send('PUT', '/v1/workunits', 'application/xml', '<workUnit/>');
    expect(res.statusCode).toBe(415);
    expect(res.json()).toEqual({ statusCode: 415, error: 'Unsupported Media Type', message: expect.stringContaining('application/json') });
  });
});

describe('JSON nesting', () => {
  it('is measured on the text, ignoring brackets inside strings', () => {
    expect(exceedsJsonDepth('[[[1]]]', 3)).toBe(false);
    expect(exceedsJsonDepth('[[[[1]]]]', 3)).toBe(true);
    expect(exceedsJsonDepth('{"a":"[[[[[[\\"[[[["}', 1)).toBe(false);
    expect(exceedsJsonDepth('[{"a":[1]},{"b":[2]}]', 3)).toBe(false);
  });

  it('tells text that cannot hold a control character (no escape but \\" \\\\ \\/, no raw U+007F-U+009F) from text that may', () => {
    const may = (text: string) => scanJsonText(text, 10).mayHoldControlCharacters;
    expect(may('[{"entityId":"a/b","message":{"Metrics":{"DeviceCpu":12.5}},"note":"say \\"hi\\" \\\\ \\/"}]')).toBe(false);
    expect(may('{"a":"\\u0000"}')).toBe(true);
    expect(may('{"a":"line\\nbreak"}')).toBe(true);
    expect(may('{"a\\tb":1}')).toBe(true);
    expect(may('{"a":"bell\\b"}')).toBe(true);
    expect(may('{"a":"\u0085"}')).toBe(true);
    expect(may('{"a":"caf\u00e9 \u2028"}')).toBe(false);
  });

  it('past the limit answers 400 with a message, not a stack overflow, on a patch test value 5,000 deep', async () => {
    const id = await newWorkUnit();
    const deep = `${'['.repeat(5000)}${']'.repeat(5000)}`;
    for (const contentType of ['application/json', JSON_PATCH_MEDIA_TYPE]) {
      const res = await send('PATCH', `/v1/workunits/${id}`, contentType, `[{"op":"test","path":"/title","value":${deep}}]`);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(`The JSON body is nested more than ${MAX_JSON_DEPTH} levels deep; send a flatter document.`);
    }
    const create = await send('PUT', '/v1/workunits', 'application/json', `{"title":${'{"a":'.repeat(5000)}1${'}'.repeat(5000)}}`);
    expect(create.statusCode).toBe(400);
  });

  it('within the limit is parsed as before', async () => {
    const id = await newWorkUnit();
    const nested = `${'['.repeat(MAX_JSON_DEPTH - 2)}1${']'.repeat(MAX_JSON_DEPTH - 2)}`;
    const res = await send('PATCH', `/v1/workunits/${id}`, 'application/json', `[{"op":"test","path":"/title","value":${nested}}]`);
    // Parsed and compared: the title is not that array.
    expect(res.statusCode).toBe(409);
    const poisoned = await send('PUT', '/v1/workunits', 'application/json', '{"title":"x","__proto__":{"admin":true}}');
    expect(poisoned.statusCode).toBe(400);
  });
});

describe('body size', () => {
  it('is at most 1 MB by default, answering 413 with the limit in words', async () => {
    const big = JSON.stringify({ title: 'x', description: 'a'.repeat(DEFAULT_BODY_LIMIT) });
    const res = await send('PUT', '/v1/workunits', 'application/json', big);
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ statusCode: 413, error: 'Payload Too Large', message: 'The request body is larger than the 1 MB this endpoint accepts.' });
    // Just under the limit is read (and then judged by the schema: the description is too long).
    const under = await send('PUT', '/v1/workunits', 'application/json', JSON.stringify({ title: 'x', description: 'a'.repeat(DEFAULT_BODY_LIMIT - 100) }));
    expect(under.statusCode).toBe(400);
  });

  it('is raised by a route that declares its own bodyLimit, and only there', async () => {
    const app = Fastify({ bodyLimit: DEFAULT_BODY_LIMIT });
    await app.register(errorsPlugin);
    await app.register(bodyPlugin);
    app.put('/upload', { bodyLimit: 4 * MB }, async (request) => ({ bytes: JSON.stringify(request.body).length }));
    app.put('/other', async () => ({ ok: true }));
    const payload = JSON.stringify({ data: 'a'.repeat(2 * MB) });
    const upload = await app.inject({ method: 'PUT', url: '/upload', headers: { 'content-type': 'application/json' }, payload });
    expect(upload.statusCode).toBe(200);
    const other = await app.inject({ method: 'PUT', url: '/other', headers: { 'content-type': 'application/json' }, payload });
    expect(other.statusCode).toBe(413);
    const tooLarge = await app.inject({ method: 'PUT', url: '/upload', headers: { 'content-type': 'application/json' }, payload: JSON.stringify({ data: 'a'.repeat(5 * MB) }) });
    expect(tooLarge.json().message).toBe('The request body is larger than the 4 MB this endpoint accepts.');
    await app.close();
  });
});
