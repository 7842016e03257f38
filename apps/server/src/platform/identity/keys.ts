import { randomBytes, randomUUID } from 'node:crypto';
import { asc, eq } from 'drizzle-orm';
import { type JWK, exportJWK, generateKeyPair } from 'jose';
import type { Db } from '../../db/client.ts';
import { identityKeys } from './keys.table.ts';

export interface IdentityKeys {
  /** Private signing keys, newest first (oidc-provider `jwks`). */
  privateJwks: JWK[];
  /** Their public halves, for verifying access tokens without a network call. */
  publicJwks: JWK[];
  cookieSecrets: string[];
}

const PUBLIC_MEMBERS = ['kty', 'crv', 'x', 'y', 'n', 'e', 'kid', 'alg', 'use'] as const;

function publicHalf(jwk: JWK): JWK {
  const out: JWK = {};
  for (const k of PUBLIC_MEMBERS) if (jwk[k] !== undefined) (out as Record<string, unknown>)[k] = jwk[k];
  return out;
}

/** Loads the keys, making them on first start; concurrent first starts agree through the primary key. */
export async function loadIdentityKeys(db: Db): Promise<IdentityKeys> {
  let rows = await db.select().from(identityKeys).orderBy(asc(identityKeys.created));
  if (!rows.some((r) => r.use === 'sig')) {
    const { privateKey } = await generateKeyPair('RS256', { extractable: true });
    const jwk = { ...(await exportJWK(privateKey)), kid: randomUUID(), alg: 'RS256', use: 'sig' };
    await db.insert(identityKeys).values({ kid: jwk.kid, use: 'sig', material: jwk }).onConflictDoNothing();
  }
  if (!rows.some((r) => r.use === 'cookie')) {
    await db.insert(identityKeys)
      .values({ kid: randomUUID(), use: 'cookie', material: { secret: randomBytes(32).toString('base64url') } })
      .onConflictDoNothing();
  }
  rows = await db.select().from(identityKeys).orderBy(asc(identityKeys.created));
  const sig = rows.filter((r) => r.use === 'sig').reverse().map((r) => r.material as JWK);
  return {
    privateJwks: sig,
    publicJwks: sig.map(publicHalf),
    cookieSecrets: rows.filter((r) => r.use === 'cookie').reverse().map((r) => String(r.material.secret)),
  };
}

export async function deleteIdentityKey(db: Db, kid: string): Promise<void> {
  await db.delete(identityKeys).where(eq(identityKeys.kid, kid));
}
