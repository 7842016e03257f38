import { describe, expect, it } from 'vitest';
import type { Actor } from './actor.ts';
import { ActorCache } from './actor-cache.ts';

function actorOf(id: string): Actor {
  return {
    kind: 'user', id, name: id, userName: id, email: null,
    homeTenantId: null, contextTenantId: null, contextSubscriptionId: null, grants: [],
  };
}

/** A cache on a hand-driven clock, and a loader that counts its calls. */
function setup(options: { ttlMs?: number; maxEntries?: number } = {}) {
  let now = 1_000_000;
  const cache = new ActorCache({ ...options, now: () => now });
  const calls: string[] = [];
  const load = (token: string, expiresAt?: number) => () => {
    calls.push(token);
    return Promise.resolve({ actor: actorOf(token), expiresAt });
  };
  return { cache, calls, load, advance: (ms: number) => void (now += ms), nowSeconds: () => now / 1000 };
}

describe('ActorCache', () => {
  it('reuses an actor within the time to live and looks it up again after it', async () => {
    const { cache, calls, load, advance } = setup({ ttlMs: 15_000 });
    expect((await cache.resolve('a', load('a')))?.id).toBe('a');
    advance(14_999);
    await cache.resolve('a', load('a'));
    expect(calls).toEqual(['a']);
    advance(1);
    await cache.resolve('a', load('a'));
    expect(calls).toEqual(['a', 'a']);
  });

  it('peeks at a fresh actor without waiting, and at nothing once it is stale or was never there', async () => {
    const { cache, load, advance } = setup({ ttlMs: 15_000 });
    expect(cache.peek('a')).toBeUndefined();
    await cache.resolve('a', load('a'));
    expect(cache.peek('a')?.id).toBe('a');
    advance(15_000);
    expect(cache.peek('a')).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it("never keeps an actor past its token's expiry", async () => {
    const { cache, calls, load, advance, nowSeconds } = setup({ ttlMs: 15_000 });
    await cache.resolve('a', load('a', nowSeconds() + 2));
    advance(1_999);
    await cache.resolve('a', load('a'));
    expect(calls).toHaveLength(1);
    advance(1);
    await cache.resolve('a', load('a'));
    expect(calls).toHaveLength(2);
  });

  it('does not store a token that has already expired, nor a refused one', async () => {
    const { cache, calls, load, nowSeconds } = setup();
    await cache.resolve('old', load('old', nowSeconds() - 1));
    await cache.resolve('old', load('old', nowSeconds() - 1));
    const refused = () => {
      calls.push('bad');
      return Promise.resolve(null);
    };
    expect(await cache.resolve('bad', refused)).toBeNull();
    expect(await cache.resolve('bad', refused)).toBeNull();
    expect(calls).toEqual(['old', 'old', 'bad', 'bad']);
    expect(cache.size).toBe(0);
  });

  it('keeps at most maxEntries, dropping the least recently used', async () => {
    const { cache, calls, load } = setup({ maxEntries: 2 });
    await cache.resolve('a', load('a'));
    await cache.resolve('b', load('b'));
    await cache.resolve('a', load('a')); // a is now the most recently used
    await cache.resolve('c', load('c')); // b goes
    expect(cache.size).toBe(2);
    await cache.resolve('a', load('a'));
    await cache.resolve('b', load('b'));
    expect(calls).toEqual(['a', 'b', 'c', 'b']);
  });

  it('shares one lookup between concurrent requests with the same token', async () => {
    const { cache, calls, load } = setup();
    const actors = await Promise.all(Array.from({ length: 5 }, () => cache.resolve('a', load('a'))));
    expect(calls).toEqual(['a']);
    expect(new Set(actors).size).toBe(1);
  });

  it("forgets a user's actors, and a lookup that began before is not stored", async () => {
    const { cache, calls, load } = setup();
    await cache.resolve('a', load('a'));
    await cache.resolve('b', load('b'));
    cache.forgetUser('a');
    await cache.resolve('a', load('a'));
    await cache.resolve('b', load('b'));
    expect(calls).toEqual(['a', 'b', 'a']);

    let release = () => {};
    const slow = cache.resolve('c', () => new Promise((resolve) => {
      calls.push('c');
      release = () => resolve({ actor: actorOf('c') });
    }));
    cache.clear();
    release();
    await slow;
    await cache.resolve('c', load('c'));
    expect(calls).toEqual(['a', 'b', 'a', 'c', 'c']);
  });
});
