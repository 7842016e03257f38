import Fastify from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { type TestContext, createTestContext } from '../../test/context.ts';
import { errorsPlugin, notFound } from './index.ts';

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
