import {
  type JWK, type JWTPayload, type JWTVerifyGetKey, createLocalJWKSet, createRemoteJWKSet, decodeJwt, decodeProtectedHeader, errors, jwtVerify,
} from 'jose';
import type { Config } from '../../config.ts';
import { checkTokenClaims } from './claims.ts';
import { type Discovery, type DiscoveryLog, type IdentityProviderStatus, createDiscovery } from './discovery.ts';
import { IdentityProviderUnavailable, TokenRefused } from './refusal.ts';

export interface AccessTokenVerifier {
  /** The token's claims; throws TokenRefused (401) or IdentityProviderUnavailable (503). */
  verify(token: string): Promise<JWTPayload>;
  status(): IdentityProviderStatus;
  /** Begins talking to an external provider (discovery, with retries); stop ends it. */
  start(log: DiscoveryLog): void;
  stop(): void;
}

/** The built-in provider's keys as a running server holds them (platform/identity/keys.ts). */
export interface LocalKeySource {
  readonly current: { publicJwks: JWK[]; version: string };
  /** Reads the keys again (a rotation); answers whether they changed. */
  refresh(): Promise<boolean>;
}

export interface VerifierOptions {
  /** The built-in provider's public keys: no discovery then. */
  localJwks?: JWK[];
  /** The built-in provider's keys, read again when a token names a key not among them (a rotation). */
  localKeys?: LocalKeySource;
  /**
   * After a key set fetch, a token naming a key not in it waits this long at most before the set is
   * fetched again: at most one refetch per interval, however many unknown `kid`s arrive.
   */
  jwksCooldownMs?: number;
  discovery?: Partial<Pick<Parameters<typeof createDiscovery>[0], 'initialRetryMs' | 'maxRetryMs' | 'timeoutMs'>>;
}

export const JWKS_COOLDOWN_MS = 5_000;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** What the token says about itself, for the log: never the token. */
export function tokenFacts(token: string): { iss?: unknown; aud?: unknown; kid?: unknown; alg?: unknown; sub?: unknown } {
  const facts: Record<string, unknown> = {};
  try {
    const { kid, alg } = decodeProtectedHeader(token);
    Object.assign(facts, { kid, alg });
  } catch { /* not a JWS: nothing to tell */ }
  try {
    const { iss, aud, sub } = decodeJwt(token);
    Object.assign(facts, { iss, aud, sub });
  } catch { /* no readable claims */ }
  return facts;
}

/** jose's verdict as the portal's reason, with what the caller and the operator are told. */
export function refusalOf(error: unknown, token: string, config: Pick<Config, 'issuer' | 'audience'>): TokenRefused | IdentityProviderUnavailable {
  const facts = tokenFacts(token);
  // The web client knows this exact text (kit/bearerChallenge.ts): an expired token is renewed, not refused.
  if (error instanceof errors.JWTExpired) return new TokenRefused('expired', 'The access token has expired.');
  if (error instanceof errors.JWTClaimValidationFailed) {
    switch (error.claim) {
      case 'iss':
        return new TokenRefused('issuer', 'The access token comes from an issuer the portal does not trust.',
          `token iss ${JSON.stringify(facts.iss)}, OIDC_ISSUER '${config.issuer}'`);
      case 'aud':
        return new TokenRefused('audience', 'The access token is meant for another audience.',
          `token aud ${JSON.stringify(facts.aud)}, OIDC_AUDIENCE '${config.audience}'`);
      case 'nbf':
      case 'iat':
        return new TokenRefused('not-yet-valid', 'The access token is not valid yet.', 'check the clocks of the portal and the provider');
      default:
        return new TokenRefused('claims', 'The access token lacks a claim the portal needs.', error.message);
    }
  }
  if (error instanceof errors.JWSSignatureVerificationFailed) return new TokenRefused('signature', 'The access token\'s signature is not valid.');
  if (error instanceof errors.JWKSNoMatchingKey) {
    return new TokenRefused('unknown-key', 'The access token is signed with a key the provider does not publish.', `kid ${JSON.stringify(facts.kid)}`);
  }
  if (error instanceof errors.JOSEAlgNotAllowed || error instanceof errors.JOSENotSupported) {
    return new TokenRefused('algorithm', 'The access token is signed with an algorithm the portal does not accept.', `alg ${JSON.stringify(facts.alg)}`);
  }
  if (error instanceof errors.JWSInvalid || error instanceof errors.JWTInvalid || error instanceof errors.JWKSMultipleMatchingKeys) {
    return new TokenRefused('malformed', 'The access token is not a well-formed signed JWT.');
  }
  // Fetching the key set failed (timeout, connection refused, not 200): the provider's problem, not the token's.
  return new IdentityProviderUnavailable();
}

/** The built-in provider's keys are read from the database again at most this often for unknown kids. */
export const LOCAL_KEYS_COOLDOWN_MS = 1_000;

/**
 * A getKey over the built-in provider's keys: a token naming a kid they lack waits for the keys to be
 * read again (at most once per cooldown, shared by all such tokens), since another server process
 * may have rotated them a moment ago; then it is checked against them.
 */
function localGetKey(source: LocalKeySource): JWTVerifyGetKey {
  let keys = { version: source.current.version, get: createLocalJWKSet({ keys: source.current.publicJwks }) };
  let lastRefresh = 0;
  let refreshing: Promise<unknown> | undefined;
  const currentKeys = () => {
    if (keys.version !== source.current.version) keys = { version: source.current.version, get: createLocalJWKSet({ keys: source.current.publicJwks }) };
    return keys.get;
  };
  const refreshSoon = () => {
    refreshing ??= (async () => {
      const wait = lastRefresh + LOCAL_KEYS_COOLDOWN_MS - Date.now();
      if (wait > 0) await sleep(wait);
      lastRefresh = Date.now();
      await source.refresh();
    })().finally(() => {
      refreshing = undefined;
    });
    return refreshing;
  };
  return async (header, token) => {
    try {
      return await currentKeys()(header, token);
    } catch (error) {
      if (!(error instanceof errors.JWKSNoMatchingKey)) throw error;
      await refreshSoon();
      return currentKeys()(header, token);
    }
  };
}

/**
 * Verifies access tokens against the issuer's keys: signature, issuer, audience, exp (required) and
 * nbf with OIDC_CLOCK_TOLERANCE_SECONDS of leeway, then what checkTokenClaims adds (a string `sub`,
 * `iat` not ahead, no control characters). An external issuer's key set comes from its discovery
 * document and is fetched again at once (rate-limited) when a token names a key it lacks, so a key
 * rotation refuses nothing.
 */
export function createVerifier(config: Config, options: VerifierOptions | JWK[] = {}): AccessTokenVerifier {
  const { localJwks, localKeys, jwksCooldownMs = JWKS_COOLDOWN_MS, discovery: discoveryOptions } = Array.isArray(options) ? { localJwks: options } : options;
  const verifyOptions = {
    issuer: config.issuer, audience: config.audience, clockTolerance: config.OIDC_CLOCK_TOLERANCE_SECONDS, requiredClaims: ['exp'],
  };
  const claimChecks = { groupsClaim: config.OIDC_GROUPS_CLAIM, linkClaim: config.OIDC_LINK_CLAIM, clockToleranceSeconds: config.OIDC_CLOCK_TOLERANCE_SECONDS };
  const verified = async (token: string, getKey: JWTVerifyGetKey | ReturnType<typeof createLocalJWKSet>) => {
    const { payload } = await jwtVerify(token, getKey, verifyOptions);
    checkTokenClaims(payload, claimChecks);
    return payload;
  };

  if (localJwks || localKeys) {
    const keys = localKeys ? localGetKey(localKeys) : createLocalJWKSet({ keys: localJwks! });
    return {
      async verify(token) {
        try {
          return await verified(token, keys);
        } catch (error) {
          throw error instanceof TokenRefused ? error : refusalOf(error, token, config);
        }
      },
      status: () => ({ kind: 'built-in', issuer: config.issuer, state: 'ready', attempts: 0 }),
      start() {},
      stop() {},
    };
  }

  let discovery: Discovery | undefined;
  let remote: { uri: string; keys: ReturnType<typeof createRemoteJWKSet> } | undefined;

  async function remoteKeys(): Promise<ReturnType<typeof createRemoteJWKSet>> {
    const document = await discovery?.document();
    if (!document) throw new IdentityProviderUnavailable();
    if (remote?.uri !== document.jwks_uri) {
      remote = { uri: document.jwks_uri, keys: createRemoteJWKSet(new URL(document.jwks_uri), { cooldownDuration: jwksCooldownMs }) };
    }
    return remote.keys;
  }

  /** jose refetches for an unknown kid only once its cooldown is over: wait for that rather than refuse. */
  const getKey: JWTVerifyGetKey = async (header, token) => {
    const keys = await remoteKeys();
    // Not cooling down, jose fetches the set again itself when the kid is unknown.
    const coolingDown = keys.coolingDown;
    try {
      return await keys(header, token);
    } catch (error) {
      if (!(error instanceof errors.JWKSNoMatchingKey) || !coolingDown) throw error;
      const until = Date.now() + jwksCooldownMs;
      while (keys.coolingDown && Date.now() < until) await sleep(Math.min(250, jwksCooldownMs));
      return keys(header, token);
    }
  };

  return {
    async verify(token) {
      try {
        return await verified(token, getKey);
      } catch (error) {
        throw error instanceof IdentityProviderUnavailable || error instanceof TokenRefused ? error : refusalOf(error, token, config);
      }
    },
    status: () => discovery?.status() ?? { kind: 'external', issuer: config.issuer, state: 'connecting', attempts: 0 },
    start(log) {
      discovery ??= createDiscovery({ issuer: config.issuer, log, ...discoveryOptions });
      discovery.start();
    },
    stop() {
      discovery?.stop();
    },
  };
}
