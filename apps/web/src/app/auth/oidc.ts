import type { OidcClientConfigResponse } from '@portal/contracts';
import { User, UserManager, WebStorageStateStore } from 'oidc-client-ts';

/** `GET /api/generalLookup/oidcclientconfig`: which provider to sign in with (the built-in one by default). */
export type OidcClientConfig = Omit<OidcClientConfigResponse, 'lifetime' | 'scope'> & { lifetime?: number; scope?: string };

/** Checked by hand: zod is kept out of the first page's bundle. */
export function parseOidcConfig(body: unknown): OidcClientConfig {
  if (typeof body !== 'object' || body === null) throw new Error('Sign-in configuration is not an object.');
  const { authority, clientId, lifetime, scope, extraQueryParams } = body as Record<string, unknown>;
  if (typeof authority !== 'string' || !authority || typeof clientId !== 'string' || !clientId) {
    throw new Error('Sign-in configuration lacks authority or clientId.');
  }
  return {
    authority,
    clientId,
    lifetime: typeof lifetime === 'number' ? lifetime : undefined,
    scope: typeof scope === 'string' && scope ? scope : undefined,
    extraQueryParams: stringRecord(extraQueryParams),
  };
}

/** OIDC_EXTRA_AUTH_PARAMS as the server hands them over: an object of strings, anything else dropped. */
function stringRecord(value: unknown): Record<string, string> | undefined {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return undefined;
  const entries = Object.entries(value).filter((entry): entry is [string, string] => typeof entry[1] === 'string');
  return entries.length > 0 ? Object.fromEntries(entries) : undefined;
}

export const CALLBACK_PATH = '/auth/callback';
export const SILENT_PATH = '/auth/silent';
export const LOGIN_PATH = '/user/login';

export async function fetchOidcConfig(): Promise<OidcClientConfig> {
  const response = await fetch('/api/generalLookup/oidcclientconfig', { headers: { Accept: 'application/json' } });
  if (!response.ok) throw new Error(`Sign-in configuration failed to load (${response.status}).`);
  return parseOidcConfig(await response.json());
}

/**
 * The user is kept in localStorage so every tab shares one sign-in; removing that entry (log out in
 * any tab) signs every tab out.
 */
export function createUserManager(config: OidcClientConfig): UserManager {
  const origin = window.location.origin;
  return new UserManager({
    authority: config.authority,
    client_id: config.clientId,
    redirect_uri: `${origin}${CALLBACK_PATH}`,
    silent_redirect_uri: `${origin}${SILENT_PATH}`,
    // Signing in again after expiry happens in a popup (SessionExpiredDialog); it comes back to the page
    // the silent renewal already uses, which main.tsx answers for both, so no redirect URI is added.
    popup_redirect_uri: `${origin}${SILENT_PATH}`,
    post_logout_redirect_uri: `${origin}${LOGIN_PATH}`,
    response_type: 'code',
    scope: config.scope ?? 'openid profile email offline_access',
    // OIDC_EXTRA_AUTH_PARAMS (audience, resource, prompt…), on every authorization request.
    extraQueryParams: config.extraQueryParams,
    // Renewal is scheduled from each token's own expiry by RenewalScheduler (AuthSetup), with backoff.
    automaticSilentRenew: false,
    monitorSession: false,
    loadUserInfo: false,
    userStore: new WebStorageStateStore({ store: window.localStorage }),
  });
}

/** The localStorage key oidc-client-ts stores the signed-in user under. */
export function userStorageKey(config: OidcClientConfig): string {
  return `oidc.user:${config.authority}:${config.clientId}`;
}

/** True when a signed-in user is stored and their access token has run out by this machine's clock. */
export function storedTokenExpired(storageKey: string, now = Date.now()): boolean {
  const raw = window.localStorage.getItem(storageKey);
  if (!raw) return false;
  try {
    const expiresAt = User.fromStorageString(raw).expires_at;
    return expiresAt !== undefined && expiresAt * 1000 <= now;
  } catch {
    return false;
  }
}

/** Synchronous read of the stored user's access token, for the API client. */
export function readStoredAccessToken(storageKey: string): string | undefined {
  const raw = window.localStorage.getItem(storageKey);
  if (!raw) return undefined;
  try {
    const user = User.fromStorageString(raw);
    return user.access_token || undefined;
  } catch {
    return undefined;
  }
}

/** Where to return after sign-in: a same-origin path only, never another site. */
export function safeReturnPath(requestUrl: unknown, fallback = '/'): string {
  if (typeof requestUrl !== 'string' || !requestUrl.startsWith('/') || requestUrl.startsWith('//')) return fallback;
  if ([LOGIN_PATH, CALLBACK_PATH, SILENT_PATH, '/user/accessDenied', '/user/signinRefused'].some((path) => requestUrl.startsWith(path))) return fallback;
  return requestUrl;
}

export interface SigninState {
  requestUrl: string;
}

export function requestUrlFromState(state: unknown): string {
  if (typeof state === 'object' && state !== null && 'requestUrl' in state) return safeReturnPath(state.requestUrl);
  return '/';
}
