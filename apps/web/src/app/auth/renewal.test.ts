import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RenewalScheduler, type RenewalLocks, renewOnce, renewalLeadMs, retryDelayMs, tokenTimes } from './renewal.ts';

const START = Date.UTC(2026, 0, 1, 12, 0, 0);
let serial = 0;

/** A signed-in user as oidc-client-ts keeps it: a JWT access token issued now, living `lifetimeSeconds`. */
function userFor(lifetimeSeconds: number, { jwt = true } = {}) {
  const iat = Math.floor(Date.now() / 1000);
  const body = btoa(JSON.stringify({ sub: 'u', iat, exp: iat + lifetimeSeconds, n: ++serial })).replace(/=+$/, '');
  return { access_token: jwt ? `eyJhbGciOiJSUzI1NiJ9.${body}.sig` : `opaque-${serial}`, expires_at: iat + lifetimeSeconds };
}
type TestUser = ReturnType<typeof userFor>;

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(START);
});
afterEach(() => vi.useRealTimers());

const elapsed = () => (Date.now() - START) / 1000;

describe('when to renew', () => {
  it("takes the lifetime from the token itself, not from the portal's setting", () => {
    const user = userFor(300);
    expect(tokenTimes(user, Date.now())).toEqual({ expiresAtMs: START + 300_000, lifetimeMs: 300_000 });
    // An opaque token: what is left of it when first seen.
    expect(tokenTimes(userFor(600, { jwt: false }), Date.now())).toEqual({ expiresAtMs: START + 600_000, lifetimeMs: 600_000 });
  });

  it('renews a tenth of the lifetime before expiry, within 30 s and 5 min, never past half the lifetime', () => {
    expect(renewalLeadMs(300_000)).toBe(30_000);
    expect(renewalLeadMs(1_200_000)).toBe(120_000);
    expect(renewalLeadMs(3_600_000)).toBe(300_000);
    expect(renewalLeadMs(86_400_000)).toBe(300_000);
    expect(renewalLeadMs(40_000)).toBe(20_000);
  });

  it('backs off exponentially from 2 s, capped at a minute', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8].map((n) => retryDelayMs(n))).toEqual([2_000, 4_000, 8_000, 16_000, 32_000, 60_000, 60_000, 60_000]);
  });
});

describe('RenewalScheduler', () => {
  it('renews a 5-minute token once per lifetime, shortly before its own expiry (not continuously)', async () => {
    const renewedAt: number[] = [];
    const scheduler: RenewalScheduler<TestUser> = new RenewalScheduler<TestUser>({
      renew: async () => {
        renewedAt.push(elapsed());
        return userFor(300);
      },
      onExpired: () => expect.fail('the token must not expire'),
    });
    scheduler.track(userFor(300));
    await vi.advanceTimersByTimeAsync(20_000);
    expect(renewedAt).toEqual([]);
    await vi.advanceTimersByTimeAsync(20 * 60_000 - 20_000);
    // Every 4.5 minutes: 270, 540, 810, 1080 s.
    expect(renewedAt).toEqual([270, 540, 810, 1080]);
    scheduler.stop();
  });

  it('retries a failed renewal with growing pauses, prompts once the token has expired, and closes the prompt when a retry works', async () => {
    const triedAt: number[] = [];
    let providerUp = false;
    const onExpired = vi.fn<() => void>();
    const onRestored = vi.fn<(user: TestUser) => void>();
    const scheduler = new RenewalScheduler<TestUser>({
      renew: async () => {
        triedAt.push(elapsed());
        if (!providerUp) throw new Error('provider unreachable');
        return userFor(300);
      },
      onExpired,
      onRestored,
    });
    scheduler.track(userFor(300));
    await vi.advanceTimersByTimeAsync(300_000 - 1);
    // Due at 270 s, then 2, 4, 8 s later; the next, 16 s later, falls on the expiry.
    expect(triedAt).toEqual([270, 272, 276, 284]);
    expect(onExpired).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(triedAt).toEqual([270, 272, 276, 284, 300]);
    expect(onExpired).toHaveBeenCalledTimes(1);
    expect(scheduler.isExpired).toBe(true);

    // Retries go on at most a minute apart; the prompt is not repeated.
    await vi.advanceTimersByTimeAsync(3 * 60_000);
    expect(triedAt.slice(5)).toEqual([332, 392, 452]);
    expect(onExpired).toHaveBeenCalledTimes(1);

    providerUp = true;
    await vi.advanceTimersByTimeAsync(60_000);
    expect(onRestored).toHaveBeenCalledTimes(1);
    expect(scheduler.isExpired).toBe(false);
    scheduler.stop();
  });

  it('does not prompt when the token expires while a renewal is answering and it succeeds', async () => {
    const onExpired = vi.fn<() => void>();
    const scheduler = new RenewalScheduler<TestUser>({
      renew: () => new Promise((resolve) => setTimeout(() => resolve(userFor(60)), 40_000)),
      onExpired,
    });
    scheduler.track(userFor(60));
    await vi.advanceTimersByTimeAsync(75_000);
    expect(onExpired).not.toHaveBeenCalled();
    expect(scheduler.isExpired).toBe(false);
    scheduler.stop();
  });

  it('counts an answer with a token that is itself due as a failure, so it cannot loop', async () => {
    let calls = 0;
    const stale = userFor(300);
    const scheduler = new RenewalScheduler<TestUser>({
      renew: async () => {
        calls++;
        return stale;
      },
      onExpired: () => {},
    });
    scheduler.track(stale);
    await vi.advanceTimersByTimeAsync(290_000);
    expect(calls).toBe(4); // 270, 272, 276, 284
    scheduler.stop();
  });

  it('renews at once when the page wakes up past the due time its timer missed', async () => {
    const renew = vi.fn<() => Promise<TestUser>>(async () => userFor(300));
    const scheduler = new RenewalScheduler<TestUser>({ renew, onExpired: () => {} });
    scheduler.track(userFor(300));
    // A sleeping machine: the clock moves on, the timers have not run.
    vi.setSystemTime(START + 280_000);
    scheduler.checkNow();
    await vi.advanceTimersByTimeAsync(0);
    expect(renew).toHaveBeenCalledTimes(1);
    // Not due: nothing more.
    scheduler.checkNow();
    await vi.advanceTimersByTimeAsync(0);
    expect(renew).toHaveBeenCalledTimes(1);
    scheduler.stop();
  });

  it('prompts at once for a token already expired, and when the server says it expired', async () => {
    const onExpired = vi.fn<() => void>();
    const scheduler = new RenewalScheduler<TestUser>({ renew: async () => null, onExpired });
    const old = userFor(300);
    vi.setSystemTime(START + 301_000);
    scheduler.track(old);
    expect(onExpired).toHaveBeenCalledTimes(1);
    scheduler.stop();

    const other = new RenewalScheduler<TestUser>({ renew: async () => null, onExpired });
    other.track(userFor(300));
    other.markExpired();
    expect(onExpired).toHaveBeenCalledTimes(2);
    other.stop();
  });
});

describe('renewOnce', () => {
  const locks: RenewalLocks = { request: (_name, callback) => callback() };

  it('takes the token another tab renewed instead of renewing again', async () => {
    const mine = userFor(300);
    const theirs = userFor(300);
    const manager = { getUser: vi.fn<() => Promise<TestUser>>(async () => theirs), signinSilent: vi.fn<() => Promise<TestUser>>(async () => userFor(300)) };
    expect(await renewOnce(manager, mine, locks)).toBe(theirs);
    expect(manager.signinSilent).not.toHaveBeenCalled();
  });

  it('renews when the stored token is still the one due, under the lock', async () => {
    const mine = userFor(300);
    const fresh = userFor(300);
    const request = vi.fn<(name: string, callback: () => Promise<unknown>) => Promise<unknown>>((_name, callback) => callback());
    const manager = { getUser: vi.fn<() => Promise<TestUser>>(async () => mine), signinSilent: vi.fn<() => Promise<TestUser>>(async () => fresh) };
    expect(await renewOnce(manager, mine, { request: request as RenewalLocks['request'] })).toBe(fresh);
    expect(request).toHaveBeenCalledWith('portal-token-renewal', expect.any(Function));
  });
});
