import { createHash, randomBytes } from 'node:crypto';
import { TOKEN_PREFIX } from '@portal/contracts';

/** A new token: the prefix makes it recognisable (and findable by secret scanners), 32 random bytes make it unguessable. */
export function generateToken(): string {
  return `${TOKEN_PREFIX}${randomBytes(32).toString('base64url')}`;
}

/** What is stored and looked up: the hex SHA-256 of the whole token text. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

/** True for text shaped like one of our tokens; anything else is left to the JWT verifier. */
export function looksLikeToken(credential: string): boolean {
  return credential.startsWith(TOKEN_PREFIX) && /^[A-Za-z0-9_-]{43}$/.test(credential.slice(TOKEN_PREFIX.length));
}
