import { eq } from 'drizzle-orm';
import { type Account, type Configuration, type KoaContextWithOIDC, Provider, errors } from 'oidc-provider';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import type { IdentityKeys } from './keys.ts';
import { createOidcAdapter } from './oidc-adapter.ts';
import { type Branding, PRODUCT_NAME, logoutPage, messagePage } from './pages.ts';
import { users } from './users.table.ts';

/** Where the provider is mounted; its issuer is `${PUBLIC_URL}/oidc`. */
export const OIDC_MOUNT = '/oidc';

/**
 * How long a sign-in lasts without signing in again. Refresh tokens end with the session, so this is
 * also the longest the web client can renew silently.
 */
export const SESSION_TTL_SECONDS = 12 * 60 * 60;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function branding(config: Config): Branding {
  return { environmentName: config.ENVIRONMENT_NAME, environmentColor: config.ENVIRONMENT_COLOR };
}

/** Accounts are the enabled rows of `users`; `sub` is users.userId, which the API loads again. */
export async function findAccount(db: Db, id: string): Promise<Account | undefined> {
  if (!UUID.test(id)) return undefined;
  const [user] = await db.select().from(users).where(eq(users.userId, id));
  if (!user?.enabled) return undefined;
  return {
    accountId: user.userId,
    claims: () => ({
      sub: user.userId,
      name: user.displayName,
      preferred_username: user.userName,
      ...(user.email ? { email: user.email } : {}),
    }),
  };
}

function unique(values: string[]): string[] {
  return [...new Set(values)];
}

/**
 * Our own web client never sees a consent screen: its grant simply covers whatever it asks for.
 * (The interaction page grants consent the same way should the prompt come up anyway.)
 */
async function firstPartyGrant(ctx: KoaContextWithOIDC) {
  const { oidc } = ctx;
  const client = oidc.client;
  const accountId = oidc.account?.accountId ?? oidc.session?.accountId;
  if (!client || !accountId) return undefined;
  const existingId = oidc.result?.consent?.grantId ?? oidc.session?.grantIdFor(client.clientId);
  const existing = existingId ? await oidc.provider.Grant.find(existingId) : undefined;
  const grant = existing ?? new oidc.provider.Grant({ clientId: client.clientId, accountId });
  grant.addOIDCScope(oidc.requestParamOIDCScopes);
  grant.addOIDCClaims(oidc.requestParamClaims);
  for (const [indicator, server] of Object.entries(oidc.resourceServers ?? {})) {
    grant.addResourceScope(indicator, [...oidc.requestParamScopes].filter((s) => server.scopes.has(s)));
  }
  await grant.save();
  return grant;
}

export interface ProviderOptions {
  config: Config;
  db: Db;
  keys: IdentityKeys;
  onServerError(error: unknown): void;
}

export function createProvider({ config, db, keys, onServerError }: ProviderOptions): Provider {
  const brand = branding(config);
  const loginUrl = `${config.publicUrl}/user/login`;
  // The Vite dev server's origin only when DEV_CLIENT_ORIGIN says so (`npm run dev` sets it): in
  // production a code sent to localhost:5173 would go to whatever listens there.
  const origins = unique([config.publicUrl, ...(config.DEV_CLIENT_ORIGIN ? [config.DEV_CLIENT_ORIGIN] : [])]);
  const ttl = config.TOKEN_LIFETIME_SECONDS;

  const configuration: Configuration = {
    adapter: createOidcAdapter(db),
    jwks: { keys: keys.privateJwks as NonNullable<Configuration['jwks']>['keys'] },
    cookies: { keys: keys.cookieSecrets },
    clients: [{
      client_id: config.clientId,
      client_name: PRODUCT_NAME,
      application_type: 'web',
      token_endpoint_auth_method: 'none',
      grant_types: ['authorization_code', 'refresh_token'],
      response_types: ['code'],
      redirect_uris: origins.flatMap((o) => [`${o}/auth/callback`, `${o}/auth/silent`]),
      post_logout_redirect_uris: origins.map((o) => `${o}/user/login`),
    }],
    scopes: ['openid', 'offline_access', 'profile', 'email'],
    claims: { openid: ['sub'], profile: ['name', 'preferred_username'], email: ['email'] },
    findAccount: (_ctx, sub) => findAccount(db, sub),
    loadExistingGrant: firstPartyGrant,
    pkce: { required: () => true },
    // Always: oidc-client-ts renews with the refresh token, and offline_access would need a consent prompt.
    issueRefreshToken: (_ctx, client) => client.grantTypeAllowed('refresh_token'),
    clientBasedCORS: (_ctx, origin, client) => client.redirectUris?.some((uri) => URL.parse(uri)?.origin === origin) ?? false,
    interactions: { url: (_ctx, interaction) => `${OIDC_MOUNT}/interaction/${interaction.uid}` },
    ttl: {
      AccessToken: (_ctx, token) => token.resourceServer?.accessTokenTTL ?? ttl,
      IdToken: ttl,
      AuthorizationCode: 60,
      Interaction: 60 * 60,
      Session: SESSION_TTL_SECONDS,
      Grant: 14 * 24 * 60 * 60,
      // A rotated refresh token keeps the remaining lifetime of the one it replaces.
      RefreshToken: (ctx) => ctx?.oidc?.entities.RotatedRefreshToken?.remainingTTL ?? SESSION_TTL_SECONDS,
    },
    features: {
      devInteractions: { enabled: false },
      revocation: { enabled: true, allowedPolicy: async (_ctx, client, token) => token.clientId === client.clientId },
      resourceIndicators: {
        enabled: true,
        defaultResource: () => config.audience,
        useGrantedResource: () => true,
        getResourceServerInfo: (_ctx, indicator) => {
          if (indicator !== config.audience) throw new errors.InvalidTarget();
          return {
            scope: 'api',
            audience: config.audience,
            accessTokenFormat: 'jwt',
            accessTokenTTL: ttl,
            jwt: { sign: { alg: 'RS256' } },
          };
        },
      },
      rpInitiatedLogout: {
        enabled: true,
        logoutSource: async (ctx, form) => {
          ctx.type = 'html';
          ctx.body = logoutPage(brand, form, Boolean(ctx.oidc.entities.IdTokenHint));
        },
        postLogoutSuccessSource: async (ctx) => {
          ctx.status = 303;
          ctx.redirect(loginUrl);
        },
      },
    },
    renderError: async (ctx, out) => {
      ctx.type = 'html';
      const detail = typeof out.error_description === 'string' ? out.error_description : String(out.error);
      ctx.body = messagePage(brand, 'Sign-in problem', `The sign-in could not be completed: ${detail}.`, {
        href: loginUrl,
        text: 'Back to sign in',
      });
    },
  };

  const provider = new Provider(config.issuer, configuration);
  // It reads X-Forwarded-Proto/Host, which index.ts sets from PUBLIC_URL before each request reaches it:
  // so its URLs always name PUBLIC_URL, and its cookies are secure when PUBLIC_URL is https.
  provider.proxy = true;
  provider.on('server_error', (_ctx, error) => onServerError(error));
  return provider;
}
