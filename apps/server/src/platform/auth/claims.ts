import type { JWTPayload } from 'jose';

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
