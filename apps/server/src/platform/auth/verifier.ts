import { type JWK, type JWTPayload, type JWTVerifyGetKey, createLocalJWKSet, createRemoteJWKSet, jwtVerify } from 'jose';
import type { Config } from '../../config.ts';

export interface AccessTokenVerifier {
  verify(token: string): Promise<JWTPayload>;
}

/** Verifies access tokens against the issuer's keys, checking issuer and audience. */
export function createVerifier(config: Config, localJwks?: JWK[]): AccessTokenVerifier {
  let keys: JWTVerifyGetKey | undefined = localJwks ? createLocalJWKSet({ keys: localJwks }) : undefined;
  async function keySet(): Promise<JWTVerifyGetKey> {
    if (keys) return keys;
    const res = await fetch(`${config.issuer.replace(/\/$/, '')}/.well-known/openid-configuration`);
    if (!res.ok) throw new Error(`OIDC discovery at ${config.issuer} answered ${res.status}`);
    const { jwks_uri: jwksUri } = (await res.json()) as { jwks_uri: string };
    keys = createRemoteJWKSet(new URL(jwksUri));
    return keys;
  }
  return {
    async verify(token) {
      const { payload } = await jwtVerify(token, await keySet(), { issuer: config.issuer, audience: config.audience });
      return payload;
    },
  };
}
