/** Why a bearer token was not accepted, in a word for logs and metrics. */
export type RefusalReason =
  | 'expired' | 'not-yet-valid' | 'issuer' | 'audience' | 'signature' | 'unknown-key' | 'algorithm' | 'malformed'
  | 'claims' | 'no-subject' | 'unknown-user' | 'disabled' | 'unknown-api-token' | 'device-revoked' | 'unknown-device-credential';

/**
 * A token the portal refuses (401): `description` is what the caller is told (RFC 6750
 * error_description), `detail` what only the log says (the values the operator compares).
 */
export class TokenRefused extends Error {
  readonly reason: RefusalReason;
  readonly detail: string | undefined;

  constructor(reason: RefusalReason, description: string, detail?: string) {
    super(description);
    this.name = 'TokenRefused';
    this.reason = reason;
    this.detail = detail;
  }
}

/** The identity provider could not be reached to check a token: the server's problem, a 503. */
export class IdentityProviderUnavailable extends Error {
  constructor(message = 'The sign-in service (identity provider) cannot be reached at the moment. Please try again shortly.') {
    super(message);
    this.name = 'IdentityProviderUnavailable';
  }
}
