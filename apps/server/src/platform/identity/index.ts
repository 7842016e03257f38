import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { interactionRoutes } from './interaction.routes.ts';
import { KEY_REFRESH_SECONDS, type LiveIdentityKeys } from './keys.ts';
import { purgeExpiredSignInState } from './identity.jobs.ts';
import { OIDC_MOUNT, createProvider } from './provider.ts';

export interface IdentityOptions {
  config: Config;
  db: Db;
  keys: LiveIdentityKeys;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The built-in provider's keys as this process holds them (read again every KEY_REFRESH_SECONDS). */
    identityKeys: LiveIdentityKeys;
  }
}

/**
 * The built-in OIDC provider (oidc-provider) at /oidc, with its login page. Only registered when no
 * external provider is configured (see app.ts).
 */
export const identityPlugin = fp(async (app: FastifyInstance, { config, db, keys }: IdentityOptions) => {
  const onServerError = (err: unknown) => app.log.error({ err }, 'OIDC provider error');
  const provider = createProvider({ config, db, keys: keys.current, onServerError });
  let callback = provider.callback();
  // New signing keys (identity rotate-keys) take a new provider: oidc-provider reads its keys once.
  // Its state is in the database and the cookie secrets stay, so sign-ins under way go on; the login
  // page keeps the first provider, which signs nothing.
  keys.onChange((next) => {
    callback = createProvider({ config, db, keys: next, onServerError }).callback();
    app.log.info({ kid: next.privateJwks[0]?.kid }, 'identity keys changed: signing with the newest key');
  });
  app.decorate('identityKeys', keys);

  // The login page is ours; everything else under /oidc belongs to oidc-provider.
  await app.register(interactionRoutes, { config, db, provider });

  await app.register(async (oidc) => {
    // oidc-provider reads request bodies itself, so nothing here may consume the stream first.
    oidc.removeAllContentTypeParsers();
    oidc.addContentTypeParser('*', (_request, _payload, done) => done(null));

    const publicUrl = new URL(config.publicUrl);
    const handOver = (request: FastifyRequest, reply: FastifyReply) => {
      reply.hijack();
      const raw = request.raw as typeof request.raw & { originalUrl?: string };
      // The issuer and every URL it publishes (jwks_uri, token_endpoint...) come from PUBLIC_URL alone:
      // oidc-provider builds them from the request's host and scheme, which a caller could name freely.
      raw.headers.host = publicUrl.host;
      raw.headers['x-forwarded-host'] = publicUrl.host;
      raw.headers['x-forwarded-proto'] = publicUrl.protocol.slice(0, -1);
      delete raw.headers.forwarded;
      const url = raw.url ?? '/';
      // oidc-provider routes below its mount and rebuilds its own URLs from originalUrl minus url.
      raw.originalUrl = url;
      raw.url = url.slice(OIDC_MOUNT.length) || '/';
      callback(raw, reply.raw);
    };
    // GET and POST are all its endpoints use (HEAD comes with GET); OPTIONS for CORS preflights.
    for (const url of [OIDC_MOUNT, `${OIDC_MOUNT}/*`]) {
      oidc.route({ method: ['GET', 'POST', 'OPTIONS'], url, config: { permission: 'public' }, schema: { hide: true }, handler: handOver });
    }
  });

  app.jobs.register(purgeExpiredSignInState(db));
  const refresh = () => {
    keys.refresh().catch((err: unknown) => app.log.warn({ err }, 'reading the identity keys again failed'));
  };
  const keyTimer = setInterval(refresh, KEY_REFRESH_SECONDS * 1000).unref();
  app.addHook('onClose', async () => {
    clearInterval(keyTimer);
  });
});
