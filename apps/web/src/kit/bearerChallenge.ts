/**
 * The server's RFC 6750 error_description for an expired access token (platform/auth/verifier.ts on
 * the server): renewal and signing in again deal with that one.
 */
export const TOKEN_EXPIRED_DESCRIPTION = 'The access token has expired.';

/**
 * Why the server refused the access token, from a 401's `WWW-Authenticate` header: the
 * error_description of an `invalid_token` challenge, unless the token merely expired. Undefined
 * when no token was refused (none was sent, or it expired). Signing in again would only bring
 * another token the server refuses, so such a refusal goes to its own page instead of the login loop.
 */
export function refusedTokenReason(challenge: string | null | undefined): string | undefined {
  if (!challenge || !/\berror="invalid_token"/.test(challenge)) return undefined;
  const description = /\berror_description="([^"]*)"/.exec(challenge)?.[1]?.trim() ?? '';
  if (description === TOKEN_EXPIRED_DESCRIPTION) return undefined;
  return description || 'The access token was refused.';
}

export const SIGN_IN_REFUSED_PATH = '/user/signinRefused';

export function signInRefusedUrl(reason: string): string {
  return `${SIGN_IN_REFUSED_PATH}?reason=${encodeURIComponent(reason.slice(0, 300))}`;
}
