/**
 * When to renew the access token, from the token itself (docs/identity.md, "Token renewal"). The
 * provider decides how long its tokens live; nothing here reads TOKEN_LIFETIME_SECONDS.
 */

/** What the scheduler reads of a signed-in user (oidc-client-ts's User has both). */
export interface TokenHolder {
  access_token: string;
  /** Epoch seconds, set by oidc-client-ts from the token response's `expires_in` on this machine's clock. */
  expires_at?: number;
}

export interface TokenTimes {
  /** When the token stops working, on this machine's clock (epoch ms). */
  expiresAtMs: number;
  /** How long the token lived when issued (ms). */
  lifetimeMs: number;
}

/** Renewal starts this long before expiry at least, and at most; never past half the token's life. */
export const MIN_LEAD_MS = 30_000;
export const MAX_LEAD_MS = 5 * 60_000;
/** A failed renewal is tried again after 2 s, 4 s, 8 s, … up to a minute between tries. */
export const RETRY_BASE_MS = 2_000;
export const RETRY_MAX_MS = 60_000;

/** `exp` and `iat` of a JWT access token; empty for an opaque token or a payload that does not parse. */
export function jwtTimes(token: string): { exp?: number; iat?: number } {
  const payload = token.split('.')[1];
  if (!payload) return {};
  try {
    const json = atob(payload.replace(/-/g, '+').replace(/_/g, '/').padEnd(Math.ceil(payload.length / 4) * 4, '='));
    const claims = JSON.parse(json) as Record<string, unknown>;
    return {
      exp: typeof claims.exp === 'number' ? claims.exp : undefined,
      iat: typeof claims.iat === 'number' ? claims.iat : undefined,
    };
  } catch {
    return {};
  }
}

/**
 * The token's own expiry and lifetime. Expiry: `expires_at` (from `expires_in`, on this clock, so a
 * provider whose clock is off does not move it), else the JWT's `exp`. Lifetime: `exp - iat` of the JWT
 * (a difference, so clock-independent), else what is left of it now (a token just received).
 */
export function tokenTimes(user: TokenHolder, nowMs: number): TokenTimes | undefined {
  const { exp, iat } = jwtTimes(user.access_token);
  const expiresAtMs = user.expires_at !== undefined ? user.expires_at * 1000 : exp !== undefined ? exp * 1000 : undefined;
  if (expiresAtMs === undefined || !Number.isFinite(expiresAtMs)) return undefined;
  const lifetimeMs = exp !== undefined && iat !== undefined && exp > iat ? (exp - iat) * 1000 : Math.max(0, expiresAtMs - nowMs);
  return { expiresAtMs, lifetimeMs };
}

/** How long before expiry to renew: a tenth of the lifetime within [30 s, 5 min], and at most half of it. */
export function renewalLeadMs(lifetimeMs: number): number {
  return Math.min(lifetimeMs / 2, Math.min(MAX_LEAD_MS, Math.max(MIN_LEAD_MS, lifetimeMs / 10)));
}

/** When to renew this token (epoch ms). */
export function renewalDueMs(times: TokenTimes): number {
  return times.expiresAtMs - renewalLeadMs(times.lifetimeMs);
}

/** The wait before try number `failures + 1` after `failures` failed ones: doubling from 2 s, at most a minute. */
export function retryDelayMs(failures: number, baseMs = RETRY_BASE_MS, maxMs = RETRY_MAX_MS): number {
  return Math.min(maxMs, baseMs * 2 ** Math.max(0, failures - 1));
}

export interface RenewalSchedulerOptions<U extends TokenHolder> {
  /** Gets a fresh token for the one tracked (refresh token or hidden iframe); null or a throw is a failure. */
  renew: (current: U | undefined) => Promise<U | null>;
  /** The token ran out before a renewal succeeded: ask the person to sign in again. */
  onExpired: () => void;
  /** A token is valid again after `onExpired` (a later retry, or a sign-in elsewhere, succeeded). */
  onRestored?: (user: U) => void;
  now?: () => number;
  baseRetryMs?: number;
  maxRetryMs?: number;
}

/**
 * Keeps one signed-in user's access token fresh: renews once per token lifetime, shortly before its own
 * expiry; retries a failed renewal with exponential backoff (capped), and keeps retrying after expiry
 * so that the sign-in prompt closes by itself when the provider is back; says when the token expired.
 */
export class RenewalScheduler<U extends TokenHolder> {
  private readonly options: RenewalSchedulerOptions<U>;
  private readonly now: () => number;
  private renewTimer: ReturnType<typeof setTimeout> | undefined;
  private expiryTimer: ReturnType<typeof setTimeout> | undefined;
  private tracked: string | undefined;
  private current: U | undefined;
  private failures = 0;
  private inFlight = false;
  private expiryWaiting = false;
  private expired = false;
  /** Bumped by track/stop, so an answer to an older request does not reschedule. */
  private generation = 0;

  constructor(options: RenewalSchedulerOptions<U>) {
    this.options = options;
    this.now = options.now ?? Date.now;
  }

  /** True from expiry until a valid token is tracked again. */
  get isExpired(): boolean {
    return this.expired;
  }

  /** A user signed in or was renewed (here or in another tab): plan the renewal of this token. */
  track(user: U | null | undefined, force = false): void {
    if (!user) {
      this.stop();
      return;
    }
    const key = `${user.access_token}|${user.expires_at ?? ''}`;
    if (key === this.tracked && !force) return;
    const times = tokenTimes(user, this.now());
    this.stop();
    this.tracked = key;
    this.current = user;
    if (!times) return;
    const now = this.now();
    if (times.expiresAtMs <= now) {
      this.expire();
      this.schedule(0);
      return;
    }
    if (this.expired) {
      this.expired = false;
      this.options.onRestored?.(user);
    }
    this.schedule(Math.max(0, renewalDueMs(times) - now));
    this.expiryTimer = setTimeout(() => this.expire(), times.expiresAtMs - now);
  }

  /**
   * The server refused the token, which has run out: treat it as expired now (retries keep going).
   * False when no user is tracked (nothing to keep; the caller handles the refusal its own way).
   */
  markExpired(): boolean {
    if (!this.current) return false;
    clearTimeout(this.expiryTimer);
    this.expire();
    if (!this.inFlight && this.renewTimer === undefined) this.schedule(0);
    return true;
  }

  /**
   * Renews at once when the tracked token is due: browsers delay timers of hidden tabs and sleeping
   * machines, so the page calls this when it becomes visible or the network returns.
   */
  checkNow(): void {
    if (!this.current || this.inFlight) return;
    const times = tokenTimes(this.current, this.now());
    if (times && renewalDueMs(times) <= this.now()) this.schedule(0);
  }

  stop(): void {
    this.generation++;
    clearTimeout(this.renewTimer);
    clearTimeout(this.expiryTimer);
    this.renewTimer = undefined;
    this.expiryTimer = undefined;
    this.tracked = undefined;
    this.current = undefined;
    this.failures = 0;
    this.inFlight = false;
    this.expiryWaiting = false;
  }

  private schedule(delayMs: number): void {
    clearTimeout(this.renewTimer);
    this.renewTimer = setTimeout(() => {
      this.renewTimer = undefined;
      void this.attempt();
    }, delayMs);
  }

  private expire(): void {
    // A renewal that is answering right now decides: no prompt flashes up for a token about to be replaced.
    if (this.inFlight) {
      this.expiryWaiting = true;
      return;
    }
    if (this.expired) return;
    this.expired = true;
    this.options.onExpired();
  }

  private async attempt(): Promise<void> {
    const generation = this.generation;
    this.inFlight = true;
    let user: U | null = null;
    try {
      user = await this.options.renew(this.current);
    } catch {
      user = null;
    }
    if (generation !== this.generation) return;
    this.inFlight = false;
    // Only a token that is not itself due for renewal counts: an old one answered again would loop.
    const times = user ? tokenTimes(user, this.now()) : undefined;
    if (user && times && renewalDueMs(times) > this.now()) {
      this.failures = 0;
      this.expiryWaiting = false;
      this.track(user, true);
      return;
    }
    this.failures++;
    if (this.expiryWaiting) {
      this.expiryWaiting = false;
      this.expire();
    }
    this.schedule(retryDelayMs(this.failures, this.options.baseRetryMs, this.options.maxRetryMs));
  }
}

/** What `renewOnce` needs of oidc-client-ts's UserManager. */
export interface SilentRenewer<U> {
  getUser(): Promise<U | null>;
  signinSilent(): Promise<U | null>;
}

/** The part of the Web Locks API used here (`navigator.locks`). */
export interface RenewalLocks {
  request<T>(name: string, callback: () => Promise<T>): Promise<T>;
}

export const RENEWAL_LOCK = 'portal-token-renewal';

/**
 * Renews `current` once across every tab of this browser: tabs share the stored sign-in, so the first tab
 * renews under a lock and the others, finding a different token stored when they get the lock, take it
 * instead of spending the refresh token again.
 */
export async function renewOnce<U extends TokenHolder>(
  manager: SilentRenewer<U>,
  current: U | undefined,
  locks: RenewalLocks | undefined = typeof navigator === 'undefined' ? undefined : (navigator as { locks?: RenewalLocks }).locks,
  now: () => number = Date.now,
): Promise<U | null> {
  const run = async () => {
    const stored = await manager.getUser();
    const times = stored ? tokenTimes(stored, now()) : undefined;
    const renewedElsewhere = stored && current && stored.access_token !== current.access_token && times && renewalDueMs(times) > now();
    return renewedElsewhere ? stored : manager.signinSilent();
  };
  return locks ? locks.request(RENEWAL_LOCK, run) : run();
}
