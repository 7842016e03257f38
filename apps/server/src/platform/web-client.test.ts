import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gzipSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorsPlugin } from './errors/index.ts';
import { webClientPlugin } from './web-client.ts';

let dir: string;
let app: FastifyInstance;
beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'portal-web-'));
  writeFileSync(join(dir, 'index.html'), '<!doctype html><title>Portal</title>');
  mkdirSync(join(dir, 'assets'));
  const script = `console.log(${JSON.stringify('x'.repeat(4000))});`;
  writeFileSync(join(dir, 'assets', 'index-B1a2C3d4.js'), script);
  writeFileSync(join(dir, 'assets', 'index-B1a2C3d4.js.br'), brotliCompressSync(script));
  writeFileSync(join(dir, 'assets', 'index-B1a2C3d4.js.gz'), gzipSync(script));
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

describe('pages asked for on another host than PUBLIC_URL', () => {
  it('are redirected to PUBLIC_URL with their path and query; API calls and assets are not', async () => {
    const canonical = Fastify();
    await canonical.register(errorsPlugin);
    canonical.get('/api/health', async () => ({ status: 'ok' }));
    await canonical.register(webClientPlugin, { distDir: dir, publicUrl: 'http://localhost:3000' });
    await canonical.ready();
    const page = await canonical.inject({ method: 'GET', url: '/workunits/incidents?search=%7B%7D', headers: { host: '127.0.0.1:3000' } });
    expect(page.statusCode).toBe(302);
    expect(page.headers.location).toBe('http://localhost:3000/workunits/incidents?search=%7B%7D');
    expect((await canonical.inject({ method: 'GET', url: '/', headers: { host: '192.168.1.20:3000' } })).headers.location).toBe('http://localhost:3000/');
    expect((await canonical.inject({ method: 'GET', url: '/workunits', headers: { host: 'localhost:3000' } })).statusCode).toBe(200);
    expect((await canonical.inject({ method: 'GET', url: '/api/health', headers: { host: '127.0.0.1:3000' } })).statusCode).toBe(200);
    await canonical.close();
  });
});

describe('the built assets', () => {
  it('go out precompressed (brotli, else gzip) and, being hashed, cached for a year; index.html is checked each time', async () => {
    const br = await app.inject({ method: 'GET', url: '/assets/index-B1a2C3d4.js', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(br.rawPayload).toString()).toContain('console.log');
    const gz = await app.inject({ method: 'GET', url: '/assets/index-B1a2C3d4.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    const page = await app.inject({ method: 'GET', url: '/workunits' });
    expect(page.headers['cache-control']).toBe('no-cache');
    expect((await app.inject({ method: 'GET', url: '/' })).headers['cache-control']).toBe('no-cache');
  });
});
