export const SIGN_IN_UNREACHABLE_MESSAGE = 'The sign-in service cannot be reached. Try again in a moment; if it stays unreachable, '
  + 'an operator should check that the identity provider (OIDC_ISSUER) is up and that this browser can reach it.';

/**
 * What the login page says when signing in failed: a network failure talking to the identity
 * provider (fetch's TypeError, 'Failed to fetch' and its kin, or oidc-client-ts's timeout) reads as
 * the sign-in service being unreachable; anything else keeps the provider's own message.
 */
export function signInErrorText(error: unknown): string {
  if (error instanceof TypeError) return SIGN_IN_UNREACHABLE_MESSAGE;
  if (error instanceof Error && (error.name === 'ErrorTimeout' || /failed to fetch|networkerror|load failed|network timed out/i.test(error.message))) {
    return SIGN_IN_UNREACHABLE_MESSAGE;
  }
  return error instanceof Error && error.message ? error.message : 'Sign-in could not start.';
}
