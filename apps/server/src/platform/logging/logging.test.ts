import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type App, buildApp } from '../../app.ts';
import { type TestContext, createTestContext } from '../../test/context.ts';
import { loggerOptions, requestId } from './logging.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

let ctx: TestContext;
let logged: App;
const lines: Array<Record<string, unknown>> = [];
beforeAll(async () => {
  ctx = await createTestContext();
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().split('\n').filter(Boolean)) lines.push(JSON.parse(line));
      done();
    },
  });
  logged = await buildApp({ config: ctx.config, db: ctx.db, logger: { ...loggerOptions('info', false), stream } });
});
afterAll(() => logged?.close());

describe('X-Request-Id', () => {
  it('returns the id the caller sent, on success and on refusal', async () => {
    const ok = await ctx.app.inject({ method: 'GET', url: '/api/health', headers: { 'x-request-id': 'lb-7f3a.42' } });
    expect(ok.headers['x-request-id']).toBe('lb-7f3a.42');
    const refused = await ctx.app.inject({ method: 'GET', url: '/api/generalLookup/tenants', headers: { 'x-request-id': 'abc-123' } });
    expect(refused.statusCode).toBe(401);
    expect(refused.headers['x-request-id']).toBe('abc-123');
    const missing = await ctx.app.inject({ method: 'GET', url: '/api/no-such-route' });
    expect(missing.headers['x-request-id']).toMatch(UUID);
  });

  it('makes a UUID when none is sent or the one sent is too long or could forge a log line', async () => {
    const ids = await Promise.all([undefined, 'x'.repeat(201), 'a b', 'id\nfake log line', '{"json":1}'].map(async (given) => {
      const res = await ctx.app.inject({ method: 'GET', url: '/api/health', headers: given === undefined ? {} : { 'x-request-id': given } });
      return res.headers['x-request-id'];
    }));
    for (const id of ids) expect(id).toMatch(UUID);
    expect(new Set(ids).size).toBe(ids.length);
    expect(requestId({ headers: { 'x-request-id': 'y'.repeat(200) } } as never)).toBe('y'.repeat(200));
  });
});

describe('request log lines', () => {
  it('carry the request id, and the user and tenant once signed in', async () => {
    const tenant = await ctx.factories.tenant();
    const user = await ctx.factories.user({ permissions: ['Tenants:view'], values: { homeTenantId: tenant.tenantId } });
    const token = await ctx.tokenFor(user.userId);
    const res = await logged.inject({ method: 'GET', url: '/api/generalLookup/tenants', headers: { authorization: `Bearer ${token}`, 'x-request-id': 'trace-1' } });
    expect(res.headers['x-request-id']).toBe('trace-1');
    const completed = lines.find((l) => l.reqId === 'trace-1' && l.msg === 'request completed');
    expect(completed).toMatchObject({ level: 30, reqId: 'trace-1', userId: user.userId, actorKind: 'user', tenantId: tenant.tenantId });
    // The authorization header never reaches the log.
    expect(JSON.stringify(lines)).not.toContain(token);
  });

  it('are JSON unless a person watches a terminal', () => {
    expect(loggerOptions('info', false).transport).toBeUndefined();
    expect(loggerOptions('info', true).transport).toMatchObject({ target: 'pino-pretty' });
  });
});
