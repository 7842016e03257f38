import formbody from '@fastify/formbody';
import { identityEquals } from '../../db/identity.ts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Interaction, Provider } from 'oidc-provider';
import { z } from 'zod';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { ControlCharacterError } from '../body/control-characters.ts';
import { accountBucket, createSignInThrottle, nameBucket } from '../sign-in/sign-in-throttle.ts';
import { TOO_MANY_ATTEMPTS, WRONG_CREDENTIALS, loginPage, messagePage } from './pages.ts';
import { hashPassword, verifyPassword } from './password.ts';
import { OIDC_MOUNT, branding } from './provider.ts';
import { readsLikeKey } from './reads-like.ts';
import { users } from './users.table.ts';

export interface InteractionOptions {
  config: Config;
  db: Db;
  provider: Provider;
}

const Params = z.object({ uid: z.string().min(1).max(100) });
const LoginBody = z.object({
  username: z.string().max(200).optional().default(''),
  password: z.string().max(1000).optional().default(''),
});

/** Our pages may not be framed (clickjacking) and load nothing from elsewhere. */
const PAGE_HEADERS = {
  'content-type': 'text/html; charset=utf-8',
  'cache-control': 'no-store',
  'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; img-src 'self' data:; frame-ancestors 'none'; base-uri 'none'",
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'no-referrer',
};

/** Checked against when the user name is unknown, so a miss costs the same time as a wrong password. */
let decoy: Promise<string> | undefined;
const decoyHash = () => (decoy ??= hashPassword('not-a-real-password'));

const userNameOf = (request: FastifyRequest) => {
  const body = request.body as { username?: unknown } | undefined;
  return typeof body?.username === 'string' ? body.username.trim() : '';
};

type UserRow = typeof users.$inferSelect;

/**
 * The account a typed name signs in to (by `identityEquals`: `TADMIN` and ` tadmin ` are `tadmin`,
 * `tadm\u0130n` is no one) and the throttle bucket its attempts count in: that account's, or the
 * account whose name it reads like (so `tadm\u0130n` too counts against `tadmin`), else the name's own.
 */
async function resolveSignInName(db: Db, typed: string): Promise<{ user: UserRow | undefined; bucket: string }> {
  const [user] = typed ? await db.select().from(users).where(identityEquals(users.userName, typed)).limit(1) : [];
  if (user) return { user, bucket: accountBucket(user.userId) };
  const readsLike = readsLikeKey(typed);
  const [alike] = readsLike
    ? await db.select({ userId: users.userId }).from(users).where(identityEquals(users.userName, readsLike)).limit(1)
    : [];
  return { user: undefined, bucket: alike ? accountBucket(alike.userId) : nameBucket(typed) };
}

/**
 * The login step of the built-in provider: GET shows the form, POST checks the password and hands the
 * account back to oidc-provider, which then finishes the authorization request.
 */
export const interactionRoutes: FastifyPluginAsyncZod<InteractionOptions> = async (app, { config, db, provider }) => {
  const brand = branding(config);
  const throttle = createSignInThrottle(db);
  // Resolved once per request: by the rate limit's key generator, then by the handler.
  const resolved = new WeakMap<FastifyRequest, ReturnType<typeof resolveSignInName>>();
  const resolve = (request: FastifyRequest) => {
    let found = resolved.get(request);
    if (!found) resolved.set(request, (found = resolveSignInName(db, userNameOf(request))));
    return found;
  };
  const startAgain = { href: `${config.publicUrl}/user/login`, text: 'Start again' };
  await app.register(formbody, { bodyLimit: 16 * 1024 });

  const html = (reply: FastifyReply, body: string, status = 200) => reply.status(status).headers(PAGE_HEADERS).send(body);
  const expired = (reply: FastifyReply) =>
    html(reply, messagePage(brand, 'Sign-in expired', 'This sign-in request has expired or was already used.', startAgain), 400);

  /** The pending interaction named in the URL, or undefined when its cookie or record is gone. */
  async function pending(request: FastifyRequest, reply: FastifyReply, uid: string): Promise<Interaction | undefined> {
    try {
      const details = await provider.interactionDetails(request.raw, reply.raw);
      return details.uid === uid ? details : undefined;
    } catch {
      return undefined;
    }
  }

  /** Consent for our own client is implied: grant what it asked for and carry on. */
  async function grantConsent(request: FastifyRequest, reply: FastifyReply, details: Interaction) {
    const accountId = details.session?.accountId;
    const clientId = String(details.params.client_id ?? '');
    if (!accountId || clientId !== config.clientId) return expired(reply);
    const grant = (details.grantId ? await provider.Grant.find(details.grantId) : undefined)
      ?? new provider.Grant({ accountId, clientId });
    const missing = details.prompt.details as { missingOIDCScope?: string[]; missingOIDCClaims?: string[]; missingResourceScopes?: Record<string, string[]> };
    if (missing.missingOIDCScope) grant.addOIDCScope(missing.missingOIDCScope);
    if (missing.missingOIDCClaims) grant.addOIDCClaims(missing.missingOIDCClaims);
    for (const [indicator, scopes] of Object.entries(missing.missingResourceScopes ?? {})) grant.addResourceScope(indicator, scopes);
    const grantId = await grant.save();
    const returnTo = await provider.interactionResult(request.raw, reply.raw, { consent: { grantId } }, { mergeWithLastSubmission: true });
    return reply.redirect(returnTo, 303);
  }

  app.setErrorHandler(async (error: { statusCode?: number }, request, reply) => {
    const { uid } = request.params as { uid?: string };
    const status = error.statusCode ?? 500;
    // Too many attempts, or a form that fails validation (say, a 300-character user name): the form again.
    if ((status === 429 || status === 400) && uid) {
      const action = `${OIDC_MOUNT}/interaction/${encodeURIComponent(uid)}`;
      const message = status === 429 ? TOO_MANY_ATTEMPTS : error instanceof ControlCharacterError ? error.message : WRONG_CREDENTIALS;
      return html(reply, loginPage(brand, { action, userName: userNameOf(request).slice(0, 200), error: message }), status);
    }
    if (status >= 500) request.log.error({ err: error }, 'sign-in page failed');
    return html(reply, messagePage(brand, 'Sign-in problem', 'Something went wrong. Please try again.', startAgain), status);
  });

  app.get('/oidc/interaction/:uid', {
    config: { permission: 'public' },
    schema: { hide: true, params: Params },
  }, async (request, reply) => {
    const details = await pending(request, reply, request.params.uid);
    if (!details) return expired(reply);
    if (details.prompt.name === 'consent') return grantConsent(request, reply, details);
    return html(reply, loginPage(brand, { action: `${OIDC_MOUNT}/interaction/${encodeURIComponent(details.uid)}` }));
  });

  app.post('/oidc/interaction/:uid', {
    config: {
      permission: 'public',
      // Per address and account: guessing one account's password is slow, other people can still sign in.
      rateLimit: {
        max: 10,
        timeWindow: '1 minute',
        hook: 'preHandler',
        keyGenerator: async (request: FastifyRequest) => `${request.ip}|${(await resolve(request)).bucket}`,
      },
    },
    schema: { hide: true, params: Params, body: LoginBody },
  }, async (request, reply) => {
    const details = await pending(request, reply, request.params.uid);
    if (!details) return expired(reply);
    const userName = request.body.username.trim();
    const action = `${OIDC_MOUNT}/interaction/${encodeURIComponent(details.uid)}`;
    const who = { userName, ip: request.ip };
    const { user, bucket } = await resolve(request);
    const admission = await throttle.admit(bucket);
    if (!admission.allowed) {
      request.log.warn(who, 'sign-in refused: too many attempts for this user name');
      reply.header('retry-after', String(admission.retryAfterSeconds));
      return html(reply, loginPage(brand, { action, userName, error: TOO_MANY_ATTEMPTS }), 429);
    }
    // Disabled, external-only and unknown accounts are refused exactly like a wrong password.
    const valid = await verifyPassword(request.body.password, user?.passwordHash ?? (await decoyHash()));
    if (!user || !user.enabled || !user.passwordHash || !valid) {
      request.log.warn(who, 'sign-in failed');
      return html(reply, loginPage(brand, { action, userName, error: WRONG_CREDENTIALS }));
    }
    await throttle.succeeded(bucket);
    request.log.info({ ...who, userId: user.userId }, 'sign-in succeeded');
    const returnTo = await provider.interactionResult(request.raw, reply.raw, {
      login: { accountId: user.userId, amr: ['pwd'] },
    }, { mergeWithLastSubmission: false });
    return reply.redirect(returnTo, 303);
  });
};
