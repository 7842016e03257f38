import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

const builtClient = fileURLToPath(new URL('../../../web/dist/', import.meta.url));
/** Paths of the server's own: an unknown one is a JSON 404, never the client's page. */
const SERVER_PATH = /^\/(api|v1|oidc|metrics)(\/|$)/i;

export interface WebClientOptions {
  /** The built client's folder; the tests point it at one of their own. */
  distDir?: string;
}

/** Serves the built React client, with index.html for every client route. */
export const webClientPlugin = fp(async (app: FastifyInstance, { distDir = builtClient }: WebClientOptions) => {
  if (!existsSync(distDir)) return;
  await app.register(async (web) => {
    web.addHook('onRoute', (route) => {
      route.config = { ...route.config, permission: 'public' };
    });
    await web.register(fastifyStatic, { root: distDir, wildcard: false, index: false });
    web.get('/', (_req, reply) => reply.sendFile('index.html'));
    web.get('/*', (request, reply) => {
      const path = request.url.split('?')[0] ?? '/';
      if (SERVER_PATH.test(path)) {
        return reply.status(404).send({ statusCode: 404, error: 'Not Found', message: `No route ${request.method} ${path}.` });
      }
      // Hashed assets are served by the static plugin; anything else is a client route.
      return reply.header('cache-control', 'no-cache').sendFile('index.html');
    });
  });
});
