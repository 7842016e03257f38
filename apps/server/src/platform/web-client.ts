import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

const builtClient = fileURLToPath(new URL('../../../web/dist/', import.meta.url));
/** Paths of the server's own: an unknown one is a JSON 404, never the client's page. */
const SERVER_PATH = /^\/(api|v1|oidc|metrics)(\/|$)/i;

/** Vite's output: `assets/<name>-<hash>.<ext>`. */
const HASHED_ASSET = /[\\/]assets[\\/][^\\/]+-[\w-]{8,}\.\w+(\.br|\.gz)?$/;

export interface WebClientOptions {
  /** The built client's folder; the tests point it at one of their own. */
  distDir?: string;
  /**
   * The address users reach the portal at. A page asked for on another host (127.0.0.1 or a LAN
   * address when PUBLIC_URL says localhost) is redirected there: signing in from another host would
   * end on the provider's "redirect_uri did not match" page, as the client's redirect URIs are PUBLIC_URL's.
   */
  publicUrl?: string;
}

/** Where a page request on another host than PUBLIC_URL's belongs, or undefined when it is already there. */
export function canonicalPageUrl(publicUrl: string, host: string | undefined, url: string): string | undefined {
  const canonical = new URL(publicUrl);
  if (!host || host.toLowerCase() === canonical.host.toLowerCase()) return undefined;
  return `${canonical.origin}${canonical.pathname.replace(/\/$/, '')}${url}`;
}

/** Serves the built React client, with index.html for every client route. */
export const webClientPlugin = fp(async (app: FastifyInstance, { distDir = builtClient, publicUrl }: WebClientOptions) => {
  if (!existsSync(distDir)) return;
  await app.register(async (web) => {
    web.addHook('onRoute', (route) => {
      route.config = { ...route.config, permission: 'public' };
    });
    await web.register(fastifyStatic, {
      root: distDir, wildcard: false, index: false,
      // The build writes .br and .gz beside each asset (apps/web/scripts/compress.mjs): sent as they are.
      preCompressed: true,
      cacheControl: false,
      // Hashed file names change with their content, so a browser may keep them for a year; the rest
      // (index.html, favicon) is checked again each time, so a new version is seen at once.
      setHeaders: (reply, path) => {
        reply.header('cache-control', HASHED_ASSET.test(path) ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
    if (publicUrl) {
      web.addHook('onRequest', async (request, reply) => {
        const target = SERVER_PATH.test(request.url) || request.method !== 'GET' ? undefined : canonicalPageUrl(publicUrl, request.host, request.url);
        if (target) return reply.redirect(target, 302);
      });
    }
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
