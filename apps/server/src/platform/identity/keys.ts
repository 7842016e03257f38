import { randomBytes, randomUUID } from 'node:crypto';
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { type JWK, exportJWK, generateKeyPair } from 'jose';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { type SecretsBox, sealContext, secretsFor } from '../secrets/index.ts';
import { identityKeys } from './keys.table.ts';

export interface IdentityKeys {
  /**
   * Private keys for oidc-provider's `jwks`: the one that signs first, then the retired ones still
   * published, marked verify-only (`key_ops`) so that oidc-provider never signs with them.
   */
  privateJwks: JWK[];
  /** Their public halves, for verifying access tokens without a network call. */
  publicJwks: JWK[];
  cookieSecrets: string[];
  /** Names the set (its kids and which one signs): equal versions are the same keys. */
  version: string;
}

/** How often a running server reads the keys again, so that it signs with a rotated key within this time. */
export const KEY_REFRESH_SECONDS = 60;

export type KeySettings = Pick<Config, 'TOKEN_LIFETIME_SECONDS' | 'OIDC_CLOCK_TOLERANCE_SECONDS'>;

/**
 * How long a retired signing key is still published: a server that has not yet noticed the rotation
 * may sign with it for KEY_REFRESH_SECONDS more, and what it signs is valid for the token lifetime
 * plus the clock tolerance.
 */
export function publishedForSeconds(settings: KeySettings): number {
  return KEY_REFRESH_SECONDS + settings.TOKEN_LIFETIME_SECONDS + settings.OIDC_CLOCK_TOLERANCE_SECONDS;
}

const TABLE = 'identity_keys';
const PUBLIC_MEMBERS = ['kty', 'crv', 'x', 'y', 'n', 'e', 'kid', 'alg', 'use'] as const;

function publicHalf(jwk: JWK): JWK {
  const out: JWK = {};
  for (const k of PUBLIC_MEMBERS) if (jwk[k] !== undefined) (out as Record<string, unknown>)[k] = jwk[k];
  return out;
}

type KeyRow = typeof identityKeys.$inferSelect;

function open(secrets: SecretsBox, row: KeyRow): Record<string, unknown> {
  // A row without a key id was written before sealing existed; the next start seals it (prepareSecrets).
  const text = row.keyId === null ? row.value : secrets.open({ keyId: row.keyId, value: row.value }, sealContext(TABLE, row.kid));
  return JSON.parse(text) as Record<string, unknown>;
}

function sealedRow(secrets: SecretsBox, kid: string, use: 'sig' | 'cookie', material: Record<string, unknown>) {
  const sealed = secrets.seal(JSON.stringify(material), sealContext(TABLE, kid));
  return { kid, use, value: sealed.value, keyId: sealed.keyId };
}

async function newSigningKey(secrets: SecretsBox, created?: Date) {
  const { privateKey } = await generateKeyPair('RS256', { extractable: true });
  const kid = randomUUID();
  const jwk = { ...(await exportJWK(privateKey)), kid, alg: 'RS256', use: 'sig' };
  return { ...sealedRow(secrets, kid, 'sig', jwk), ...(created ? { created } : {}) };
}

/**
 * The keys as the table holds them now: the newest unretired signing key signs; retired keys are
 * published until publishedForSeconds after their retirement and then deleted.
 */
export async function readIdentityKeys(db: Db, secrets: SecretsBox, settings: KeySettings, now = new Date()): Promise<IdentityKeys> {
  const rows = await db.select().from(identityKeys).orderBy(asc(identityKeys.created));
  const until = (row: KeyRow) => (row.retired ? row.retired.getTime() + publishedForSeconds(settings) * 1000 : Infinity);
  const expired = rows.filter((r) => r.use === 'sig' && until(r) <= now.getTime());
  if (expired.length) await db.delete(identityKeys).where(inArray(identityKeys.kid, expired.map((r) => r.kid)));
  const sig = rows.filter((r) => r.use === 'sig' && until(r) > now.getTime());
  const signer = sig.filter((r) => !r.retired).at(-1) ?? sig.at(-1);
  const ordered = signer ? [signer, ...sig.filter((r) => r !== signer).reverse()] : [];
  const privateJwks = ordered.map((row) => {
    const jwk = open(secrets, row) as JWK;
    return row === signer ? jwk : { ...jwk, key_ops: ['verify'] };
  });
  const cookies = rows.filter((r) => r.use === 'cookie').reverse();
  return {
    privateJwks,
    publicJwks: privateJwks.map(publicHalf),
    cookieSecrets: cookies.map((row) => String(open(secrets, row).secret)),
    version: [...ordered, ...cookies].map((r) => r.kid).join(','),
  };
}

/** Loads the keys, making them on first start; concurrent first starts agree through the primary key. */
export async function loadIdentityKeys(db: Db, secrets: SecretsBox, settings: KeySettings): Promise<IdentityKeys> {
  const rows = await db.select({ use: identityKeys.use, retired: identityKeys.retired }).from(identityKeys);
  if (!rows.some((r) => r.use === 'sig' && !r.retired)) {
    await db.insert(identityKeys).values(await newSigningKey(secrets)).onConflictDoNothing();
  }
  if (!rows.some((r) => r.use === 'cookie')) {
    await db.insert(identityKeys)
      .values(sealedRow(secrets, randomUUID(), 'cookie', { secret: randomBytes(32).toString('base64url') }))
      .onConflictDoNothing();
  }
  return readIdentityKeys(db, secrets, settings);
}

export interface KeyRotation {
  /** The key that signs from now on. */
  kid: string;
  /** The keys it replaces, published until `publishedUntil`. */
  retired: string[];
  publishedUntil: Date;
}

/**
 * `identity rotate-keys`: a new signing key signs from now on (running servers within
 * KEY_REFRESH_SECONDS); the keys it replaces stay published until the tokens they signed have expired.
 */
export async function rotateSigningKey(db: Db, secrets: SecretsBox, settings: KeySettings, now = new Date()): Promise<KeyRotation> {
  const fresh = await newSigningKey(secrets, now);
  const retired = await db.transaction(async (tx) => {
    // Two rotations at once would each retire the other's key.
    await tx.execute(sql`lock table ${sql.identifier(TABLE)} in share row exclusive mode`);
    const replaced = await tx.update(identityKeys).set({ retired: now })
      .where(and(eq(identityKeys.use, 'sig'), isNull(identityKeys.retired)))
      .returning({ kid: identityKeys.kid });
    await tx.insert(identityKeys).values(fresh);
    return replaced.map((r) => r.kid);
  });
  return { kid: fresh.kid, retired, publishedUntil: new Date(now.getTime() + publishedForSeconds(settings) * 1000) };
}

/** The keys a running server uses, read again every KEY_REFRESH_SECONDS (identity/index.ts) or on demand. */
export interface LiveIdentityKeys {
  readonly current: IdentityKeys;
  /** Reads the keys again; answers whether they changed (listeners have been told by then). */
  refresh(now?: Date): Promise<boolean>;
  onChange(listener: (keys: IdentityKeys) => void): void;
}

export function liveIdentityKeys(db: Db, secrets: SecretsBox, settings: KeySettings, initial: IdentityKeys): LiveIdentityKeys {
  let current = initial;
  let running: Promise<boolean> | undefined;
  const listeners: Array<(keys: IdentityKeys) => void> = [];
  const refresh = async (now?: Date) => {
    const next = await readIdentityKeys(db, secrets, settings, now);
    // An emptied table (an operator's mistake) keeps the keys in use rather than signing with none.
    if (next.version === current.version || !next.privateJwks.length) return false;
    current = next;
    for (const listener of listeners) listener(next);
    return true;
  };
  return {
    get current() {
      return current;
    },
    refresh(now) {
      // Concurrent callers (tokens naming an unknown kid) share one read.
      running ??= refresh(now).finally(() => {
        running = undefined;
      });
      return running;
    },
    onChange(listener) {
      listeners.push(listener);
    },
  };
}

/** The keys of a server about to serve: made on first start, sealed with the configuration's secrets key. */
export async function openIdentityKeys(db: Db, config: Config): Promise<LiveIdentityKeys> {
  const secrets = secretsFor(config);
  return liveIdentityKeys(db, secrets, config, await loadIdentityKeys(db, secrets, config));
}
