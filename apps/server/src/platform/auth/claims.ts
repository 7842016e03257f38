import type { JWTPayload } from 'jose';
import { TokenRefused } from './refusal.ts';

/**
 * A claim by name, or by a dotted path into nested objects (`realm_access.roles`). A claim whose
 * own name holds dots (`https://example.com/groups`) is found by that name first.
 */
export function claimAt(claims: JWTPayload, path: string): unknown {
  if (Object.hasOwn(claims, path)) return claims[path];
  let value: unknown = claims;
  for (const part of path.split('.')) {
    if (typeof value !== 'object' || value === null || Array.isArray(value) || !Object.hasOwn(value, part)) return undefined;
    value = (value as Record<string, unknown>)[part];
  }
  return value;
}

/**
 * The groups the token lists under `claim` (a list, or one string), each also without its leading
 * slash when written as a path (`/ops/admins` matches grants to `/ops/admins` and to `ops/admins`).
 * Never the last path segment alone: `/customers/admins` must not match a grant to `admins`.
 */
export function groupsOf(claims: JWTPayload, claim: string): string[] {
  const value = claimAt(claims, claim);
  const listed = (Array.isArray(value) ? value : [value]).filter((g): g is string => typeof g === 'string' && g !== '');
  const groups = new Set<string>();
  for (const group of listed) {
    groups.add(group);
    if (group.startsWith('/') && group.length > 1) groups.add(group.slice(1));
  }
  return [...groups];
}

/** A string claim (by name or path), trimmed; undefined when absent, empty or not text. */
export function stringClaim(claims: JWTPayload, path: string): string | undefined {
  const value = claimAt(claims, path);
  return typeof value === 'string' && value.trim() ? value.trim() : undefined;
}

/**
 * Whether the provider vouches for the token's email: `email_verified` (OIDC; some providers send it
 * as text), or Entra ID's `xms_edov` (the email's domain is verified by the tenant that owns it).
 */
export function emailVerified(claims: JWTPayload): boolean {
  const verified = (value: unknown) => value === true || value === 'true';
  return verified(claims.email_verified) || verified(claims.xms_edov);
}

/** C0 and C1 control characters and DEL: no name, email or group holds one. */
const CONTROL_CHARACTER = /\p{Cc}/u;

/** The claims the portal reads from a token, besides the configured groups and link claims. */
const READ_CLAIMS = ['sub', 'email', 'name', 'preferred_username', 'upn'] as const;

export interface ClaimChecks {
  /** OIDC_GROUPS_CLAIM and OIDC_LINK_CLAIM: read as well, so checked as well. */
  groupsClaim: string;
  linkClaim: string;
  clockToleranceSeconds: number;
  /** Seconds since the epoch; default the clock's. */
  now?: number;
}

/**
 * What jose does not check and the portal relies on (docs/identity.md, "Token checks"): `sub` is a
 * non-empty string, `iat` is not ahead of the clock by more than the tolerance, and no claim the
 * portal reads holds a control character. A token that fails is refused (401), never taken.
 */
export function checkTokenClaims(claims: JWTPayload, checks: ClaimChecks): void {
  if (claims.sub === undefined || claims.sub === '') throw new TokenRefused('no-subject', 'The access token names no subject (sub).');
  if (typeof claims.sub !== 'string') {
    throw new TokenRefused('claims', 'The access token\'s subject (sub) is not a string.', `sub is a ${Array.isArray(claims.sub) ? 'list' : typeof claims.sub}`);
  }
  const now = checks.now ?? Math.floor(Date.now() / 1000);
  // jose has checked that iat, when present, is a number.
  if (typeof claims.iat === 'number' && claims.iat > now + checks.clockToleranceSeconds) {
    throw new TokenRefused('not-yet-valid', 'The access token is not valid yet.',
      `iat is ${Math.round(claims.iat - now)} s ahead of this server's clock: check the clocks of the portal and the provider`);
  }
  for (const name of new Set<string>([...READ_CLAIMS, checks.groupsClaim, checks.linkClaim])) {
    const value = claimAt(claims, name);
    const texts = Array.isArray(value) ? value : [value];
    if (texts.some((text) => typeof text === 'string' && CONTROL_CHARACTER.test(text))) {
      throw new TokenRefused('claims', `The access token's claim '${name}' holds a control character.`);
    }
  }
}
