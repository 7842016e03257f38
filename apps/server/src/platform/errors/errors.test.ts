import { randomUUID } from 'node:crypto';
import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { tenants } from '../../modules/tenants/tenants.table.ts';
import { type TestContext, createTestContext } from '../../test/context.ts';
import { loggerOptions } from '../logging/logging.ts';
import { errorsPlugin, notFound, unstorableTextMessage } from './index.ts';

describe('errors', () => {
  it('answers a crash as 500 with a generic message and no internals, and our errors with theirs', async () => {
    const app = Fastify();
    await app.register(errorsPlugin);
    app.get('/crash', async () => {
      throw new Error('connection to 10.0.0.5 refused at db.ts:42');
    });
    app.get('/missing', async () => {
      throw notFound('The widget');
    });
    const crash = await app.inject({ method: 'GET', url: '/crash' });
    expect(crash.statusCode).toBe(500);
    expect(crash.json()).toEqual({ statusCode: 500, error: 'Internal Server Error', message: 'An unexpected error occurred. Please try again.' });
    expect(crash.body).not.toContain('10.0.0.5');
    expect(crash.body).not.toContain('stack');
    const missing = await app.inject({ method: 'GET', url: '/missing' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toMatch(/^The widget/);
    const unknown = await app.inject({ method: 'POST', url: '/nowhere?x=1' });
    expect(unknown.json()).toEqual({ statusCode: 404, error: 'Not Found', message: 'No route POST /nowhere.' });
    await app.close();
  });
});

describe('OpenAPI', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext();
  });

  it('documents the routes from their schemas at /api/docs, without signing in', async () => {
    const page = await ctx.app.inject({ method: 'GET', url: '/api/docs' });
    expect([200, 302]).toContain(page.statusCode);
    const spec = await ctx.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(spec.statusCode).toBe(200);
    const document = spec.json();
    expect(document.openapi).toMatch(/^3\./);
    expect(Object.keys(document.paths)).toEqual(expect.arrayContaining(['/v1/tenants', '/v1/tokens/{tokenGrantId}/revoke', '/v1/workunits']));
    // Request bodies come from the zod schemas: the token's lifetime is there with its rule.
    expect(JSON.stringify(document.paths['/v1/tokens'].put.requestBody)).toContain('lifetimeYears');
  });
});

describe('database errors', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext();
  });

  /** An app with the portal's logger writing into `lines`, the error handler, and routes that insert what they are given. */
  async function appLoggingTo(lines: string[]) {
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(...chunk.toString().split('\n').filter(Boolean));
        done();
      },
    });
    const app = Fastify({ logger: { ...loggerOptions('info', false), stream } });
    await app.register(errorsPlugin);
    app.post('/insert', async (request) => {
      const { tenantId, name } = request.body as { tenantId: string; name: string };
      await ctx.db.insert(tenants).values({ tenantId, name });
      return { ok: true };
    });
    return app;
  }

  it('are logged with their SQL state, constraint and table, without the values the statement was sent (issue 26 item 5)', async () => {
    const lines: string[] = [];
    const app = await appLoggingTo(lines);
    const tenantId = randomUUID();
    const personal = 'Ann Example ann.private@example.com';
    expect((await app.inject({ method: 'POST', url: '/insert', payload: { tenantId, name: 'First' } })).statusCode).toBe(200);
    const duplicate = await app.inject({ method: 'POST', url: '/insert', payload: { tenantId, name: personal } });
    expect(duplicate.statusCode).toBe(500);
    await app.close();

    const failed = lines.find((line) => line.includes('request failed'));
    expect(failed).toBeDefined();
    expect(failed).not.toContain('ann.private');
    expect(failed).not.toContain('Ann Example');
    expect(failed).not.toContain(tenantId);
    const { err } = JSON.parse(failed!) as { err: Record<string, unknown> & { cause: Record<string, unknown> } };
    expect(err.query).toMatch(/^insert into "tenants"/);
    expect(err.cause).toMatchObject({ code: '23505', constraint: 'tenants_pkey', table: 'tenants' });
    expect(err.cause).not.toHaveProperty('detail');
  });

  it('answer 400, not 500, when PostgreSQL cannot store the text (NUL), should one get past the edge', async () => {
    const lines: string[] = [];
    const app = await appLoggingTo(lines);
    const res = await app.inject({ method: 'POST', url: '/insert', payload: { tenantId: randomUUID(), name: 'Eve\u0000 Secret' } });
    await app.close();
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ statusCode: 400, error: 'Bad Request', message: unstorableTextMessage });
    const logged = lines.find((line) => line.includes('text the database cannot store'));
    expect(logged).toContain('"code":"22021"');
    expect(logged).not.toContain('Secret');
  });
});
