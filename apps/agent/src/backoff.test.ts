import { describe, expect, it } from 'vitest';
import { Backoff, jitteredInterval, parseRetryAfter } from './backoff.ts';

describe('backoff', () => {
  it('doubles from 1 s to at most 60 s, with full jitter', () => {
    const highest = new Backoff({ random: () => 0.999999 });
    const waits = Array.from({ length: 9 }, () => highest.next());
    expect(waits.map((ms) => Math.round(ms / 1000))).toEqual([1, 2, 4, 8, 16, 32, 60, 60, 60]);
    const lowest = new Backoff({ random: () => 0 });
    expect(lowest.next()).toBe(0);
  });

  it('waits at least what Retry-After asks, however early in the backoff', () => {
    const backoff = new Backoff({ random: () => 0.5 });
    expect(backoff.next(30)).toBe(30_000);
    expect(backoff.next(null)).toBe(1000);
    backoff.reset();
    expect(backoff.next()).toBe(500);
  });

  it('reads Retry-After as seconds or as an HTTP date', () => {
    const now = Date.parse('2026-01-01T00:00:00Z');
    expect(parseRetryAfter('5', now)).toBe(5);
    expect(parseRetryAfter('Thu, 01 Jan 2026 00:00:12 GMT', now)).toBe(12);
    expect(parseRetryAfter('soon', now)).toBeNull();
    expect(parseRetryAfter(null, now)).toBeNull();
  });

  it('spreads the heartbeat by ±10%, never under 1 s', () => {
    expect(jitteredInterval(60, () => 0)).toBe(54_000);
    expect(jitteredInterval(60, () => 1)).toBe(66_000);
    expect(jitteredInterval(0, () => 0)).toBe(1000);
  });
});
