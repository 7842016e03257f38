import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

const distDir = fileURLToPath(new URL('../../../web/dist/', import.meta.url));
const API_PREFIXES = ['/api/', '/v1/', '/oidc/'];

/** Serves the built React client, with index.html for every client route. */
export const webClientPlugin = fp(async (app: FastifyInstance) => {
  if (!existsSync(distDir)) return;
  await app.register(async (web) => {
    web.addHook('onRoute', (route) => {
      route.config = { ...route.config, permission: 'public' };
    });
    await web.register(fastifyStatic, { root: distDir, wildcard: false, index: false });
    web.get('/', (_req, reply) => reply.sendFile('index.html'));
    web.get('/*', (request, reply) => {
      const path = request.url.split('?')[0] ?? '/';
      if (API_PREFIXES.some((p) => path.toLowerCase().startsWith(p))) {
        return reply.status(404).send({ statusCode: 404, error: 'Not Found', message: `No route ${request.method} ${path}.` });
      }
      // Hashed assets are served by the static plugin; anything else is a client route.
      return reply.header('cache-control', 'no-cache').sendFile('index.html');
    });
  });
});
