import type { Permission } from '@portal/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { forbidden, unauthorized } from '../errors/errors.ts';
import { type Actor, can } from './actor.ts';
import { ActorCache } from './actor-cache.ts';
import { actorFromClaims } from './actors.ts';
import type { IdentityProviderStatus } from './discovery.ts';
import { IdentityProviderUnavailable, TokenRefused } from './refusal.ts';
import { createRefusalLog } from './refusal-log.ts';
import type { AccessTokenVerifier } from './verifier.ts';
import { ALL_KEYS, type Invalidation } from '../invalidation/invalidation.ts';
// For the type of app.readiness (the health plugin registers it before this one).
import type * as _health from '../health/index.ts';

export * from './actor.ts';
export { ActorCache } from './actor-cache.ts';
export type { IdentityProviderStatus } from './discovery.ts';

/**
 * What a route needs: a permission, any of several, any signed-in caller, or nobody (public).
 * Tenant scoping of the records it touches is the tenancy helper's job, not this one's.
 */
export type RoutePermission = Permission | { anyOf: Permission[] } | 'authenticated' | 'public';

declare module 'fastify' {
  interface FastifyContextConfig {
    permission?: RoutePermission;
  }
  interface FastifyRequest {
    actor: Actor | null;
  }
  interface FastifyInstance {
    /** Adds a way to turn a bearer credential into an actor (API tokens); tried before JWT verification. */
    addBearerResolver(resolver: BearerResolver): void;
    /**
     * Actors of verified JWTs are reused for a few seconds; a module that changes a user (or a group
     * grant: `*`, everyone) forgets theirs with this, after the change commits: at once in this
     * process, within about a second in every other process of every node (platform/invalidation).
     */
    forgetActor(userId: string): Promise<void>;
    /** Whether the identity provider is discovered and its keys reachable (for the readiness probe). */
    identityProviderStatus(): IdentityProviderStatus;
  }
}

/** Seconds a client should wait before retrying when the identity provider cannot be reached. */
const PROVIDER_RETRY_AFTER_SECONDS = 5;

/**
 * RFC 6750 §3: `Bearer` alone when no token came, with `error="invalid_token"` and a description
 * when one did, so a client can tell an expired token from a missing one. The description keeps to
 * the characters the header's quoted string allows.
 */
export function bearerChallenge(refusal: TokenRefused | undefined): string {
  if (!refusal) return 'Bearer';
  const description = refusal.message.replace(/[^\x20-\x7e]|["\\]/g, ' ');
  return `Bearer error="invalid_token", error_description="${description}"`;
}

export interface BearerResolver {
  matches(credential: string): boolean;
  resolve(credential: string): Promise<Actor | null>;
}

/** The signed-in actor, or a 401 for routes that let anonymous callers through. */
export function requireActor(request: FastifyRequest): Actor {
  if (!request.actor) throw unauthorized();
  return request.actor;
}

function allowed(actor: Actor, needed: RoutePermission): boolean {
  if (needed === 'authenticated' || needed === 'public') return true;
  if (typeof needed === 'string') return can(actor, needed);
  return needed.anyOf.some((p) => can(actor, p));
}

export interface AuthOptions {
  config: Config;
  db: Db;
  verifier: AccessTokenVerifier;
  invalidation: Invalidation;
}

/** The invalidation topic of cached actors; the key is a user id, or `*` for everyone. */
export const ACTOR_TOPIC = 'actor';

export const authPlugin = fp(async (app: FastifyInstance, { config, db, verifier, invalidation }: AuthOptions) => {
  const resolvers: BearerResolver[] = [];
  app.decorate('addBearerResolver', (resolver: BearerResolver) => void resolvers.push(resolver));
  app.decorateRequest('actor', null);
  const actors = new ActorCache();
  const stopListening = invalidation.subscribe(ACTOR_TOPIC, (userId) => (userId === ALL_KEYS ? actors.clear() : actors.forgetUser(userId)));
  app.addHook('onClose', async () => stopListening());
  app.decorate('forgetActor', (userId: string) => invalidation.publish(ACTOR_TOPIC, userId));

  app.decorate('identityProviderStatus', () => verifier.status());
  // An external provider that is not (yet) discovered means no one can sign in: not ready.
  if (!config.builtInIdentity && app.hasDecorator('readiness')) {
    app.readiness.add('identityProvider', async () => {
      const status = verifier.status();
      if (status.state !== 'ready') throw new Error(status.problem ?? `The identity provider at ${status.issuer} is ${status.state}.`);
    });
  }
  verifier.start(app.log.child({ component: 'identity-provider' }));
  app.addHook('onClose', async () => verifier.stop());
  const logRefusal = createRefusalLog(app.log);
  const claimsOptions = { builtIn: config.builtInIdentity, groupsClaim: config.OIDC_GROUPS_CLAIM, linkClaim: config.OIDC_LINK_CLAIM };

  /** Throws TokenRefused (401) or IdentityProviderUnavailable (503). */
  async function fromJwt(credential: string): Promise<{ actor: Actor; expiresAt?: number }> {
    const claims = await verifier.verify(credential);
    // Only a bad token is a 401; a failing database lookup is the server's fault and stays a 500.
    const actor = await actorFromClaims(db, claims, claimsOptions);
    return { actor, expiresAt: claims.exp };
  }

  async function authenticate(credential: string): Promise<Actor> {
    // API tokens are checked on every request: a revoked one must fail at once.
    const resolver = resolvers.find((r) => r.matches(credential));
    if (resolver) {
      const actor = await resolver.resolve(credential);
      if (!actor) throw new TokenRefused('unknown-api-token', 'The API token is unknown, revoked or expired.');
      return actor;
    }
    const actor = await actors.resolve(credential, () => fromJwt(credential));
    if (!actor) throw new TokenRefused('unknown-user', 'The access token names no account of the portal.');
    return actor;
  }

  /** Why the caller may not go on (401, 403), or undefined. */
  function refusal(request: FastifyRequest, credential: string | undefined, refused?: TokenRefused): Error | undefined {
    const needed = request.routeOptions.config.permission;
    if (needed === 'public') return undefined;
    if (!request.actor) return unauthorized(refused?.message ?? (credential ? 'The access token is invalid or has expired.' : 'Sign in to continue.'));
    // A route that forgot to declare a permission is closed, never open.
    if (!needed || !allowed(request.actor, needed)) return forbidden();
    return undefined;
  }

  // A callback hook, so that a caller whose actor is cached (nearly every request) goes on at once,
  // without the promise an async hook costs on every request.
  app.addHook('onRequest', (request, reply, done) => {
    // Routes that are not ours (the OIDC provider, static files, 404s) handle their own access.
    if (request.routeOptions.url === undefined) return done();
    const header = request.headers.authorization;
    // The scheme name is case-insensitive (RFC 9110 §11.1).
    const credential = header && /^bearer /i.test(header) ? header.slice(7).trim() || undefined : undefined;
    const cached = credential === undefined ? undefined : actors.peek(credential);
    if (credential === undefined || cached) {
      if (cached) request.actor = cached;
      const refused = refusal(request, credential);
      if (refused && !cached) reply.header('www-authenticate', bearerChallenge(undefined));
      return done(refused);
    }
    authenticate(credential).then((actor) => {
      request.actor = actor;
      done(refusal(request, credential));
    }, (error: Error) => {
      const isPublic = request.routeOptions.config.permission === 'public';
      if (error instanceof TokenRefused) {
        logRefusal(error, credential);
        const refused = refusal(request, credential, error);
        if (refused) reply.header('www-authenticate', bearerChallenge(error));
        return done(refused);
      }
      if (error instanceof IdentityProviderUnavailable) {
        // A public route serves anonymous callers anyway; others cannot tell who is calling.
        if (isPublic) return done();
        request.log.warn({ issuer: config.issuer }, 'access token not checked: the identity provider cannot be reached');
        reply.code(503).header('retry-after', String(PROVIDER_RETRY_AFTER_SECONDS))
          .send({ statusCode: 503, error: 'Service Unavailable', message: error.message });
        return;
      }
      done(error);
    });
  });
});
