import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorsPlugin } from './errors/index.ts';
import { webClientPlugin } from './web-client.ts';

let dir: string;
let app: FastifyInstance;
beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'portal-web-'));
  writeFileSync(join(dir, 'index.html'), '<!doctype html><title>Portal</title>');
  app = Fastify();
  await app.register(errorsPlugin);
  app.get('/api/health', async () => ({ status: 'ok' }));
  await app.register(webClientPlugin, { distDir: dir });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('the web client beside the API', () => {
  it('serves its page for client routes', async () => {
    const res = await app.inject({ method: 'GET', url: '/workunits/incidents?x=1' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
  });

  it('answers unknown server paths with a JSON 404, never its page', async () => {
    for (const url of ['/api', '/api/', '/api/healthz', '/API/Nope?x=1', '/v1/nothing', '/oidc/nothing', '/metrics/x']) {
      for (const method of ['GET', 'POST', 'DELETE'] as const) {
        const res = await app.inject({ method, url });
        expect(res.statusCode, `${method} ${url}`).toBe(404);
        expect(res.headers['content-type'], `${method} ${url}`).toMatch(/^application\/json/);
        expect(res.json().message).toMatch(/^No route /);
      }
    }
    expect((await app.inject({ method: 'GET', url: '/api/health' })).json()).toEqual({ status: 'ok' });
  });
});
