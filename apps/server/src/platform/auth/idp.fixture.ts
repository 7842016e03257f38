import { randomUUID } from 'node:crypto';
import { type Server, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { type CryptoKey, type JWK, SignJWT, exportJWK, generateKeyPair } from 'jose';

export interface SigningKey {
  kid: string;
  privateKey: CryptoKey;
  jwk: JWK;
}

export async function signingKey(kid: string = randomUUID()): Promise<SigningKey> {
  const pair = await generateKeyPair('RS256');
  return { kid, privateKey: pair.privateKey, jwk: { ...(await exportJWK(pair.publicKey)), kid, alg: 'RS256', use: 'sig' } };
}

export interface TokenOptions {
  key?: SigningKey;
  iss?: string;
  aud?: string;
  /** Seconds from now; iat and nbf both. */
  issuedIn?: number;
  /** Seconds from now; null signs a token without `exp`. */
  expiresIn?: number | null;
}

/**
 * A stand-in for Entra ID or Keycloak in tests: a discovery document and a key set served over
 * HTTP on 127.0.0.1, keys that can be rotated, and counts of what was fetched. Tokens are signed
 * locally with its keys.
 */
export async function startTestIdp(options: { path?: string } = {}) {
  const path = options.path ?? '/realm';
  let keys: SigningKey[] = [await signingKey()];
  const hits = { discovery: 0, jwks: 0 };
  let advertisedIssuer: string | undefined;
  let down = false;

  const server: Server = createServer((req, res) => {
    if (down) {
      res.socket?.destroy();
      return;
    }
    res.setHeader('content-type', 'application/json');
    if (req.url === `${path}/.well-known/openid-configuration`) {
      hits.discovery++;
      res.end(JSON.stringify({ issuer: advertisedIssuer ?? issuer, jwks_uri: `${issuer}/keys`, authorization_endpoint: `${issuer}/auth` }));
    } else if (req.url === `${path}/keys`) {
      hits.jwks++;
      res.end(JSON.stringify({ keys: keys.map((k) => k.jwk) }));
    } else {
      res.statusCode = 404;
      res.end('{}');
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}${path}`;

  return {
    issuer,
    hits,
    get key(): SigningKey {
      return keys[0]!;
    },
    /** Publishes only a new key and signs with it from now on. */
    async rotate(): Promise<SigningKey> {
      keys = [await signingKey()];
      return keys[0]!;
    },
    /** The issuer the discovery document names (another than `issuer` to test a mismatch). */
    advertise(value: string | undefined): void {
      advertisedIssuer = value;
    },
    /** While down, every connection is dropped. */
    setDown(value: boolean): void {
      down = value;
    },
    token(claims: Record<string, unknown>, o: TokenOptions = {}): Promise<string> {
      const key = o.key ?? keys[0]!;
      const now = Math.floor(Date.now() / 1000);
      const at = now + (o.issuedIn ?? 0);
      const jwt = new SignJWT({ iat: at, ...(o.issuedIn ? { nbf: at } : {}), ...claims })
        .setProtectedHeader({ alg: 'RS256', kid: key.kid })
        .setIssuer(o.iss ?? issuer)
        .setAudience(o.aud ?? 'api://portal-test');
      if (o.expiresIn !== null) jwt.setExpirationTime(now + (o.expiresIn ?? 600));
      return jwt.sign(key.privateKey);
    },
    close: () => new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    }),
  };
}

export type TestIdp = Awaited<ReturnType<typeof startTestIdp>>;
