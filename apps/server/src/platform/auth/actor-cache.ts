import type { Actor } from './actor.ts';

export interface ActorCacheOptions {
  /** How long an actor is reused; grant and user changes made elsewhere take effect within it. */
  ttlMs?: number;
  /** Entries kept at most; the least recently used goes first. */
  maxEntries?: number;
  now?: () => number;
}

interface Entry {
  actor: Actor;
  expiresAt: number;
}

export const ACTOR_CACHE_TTL_MS = 15_000;

/**
 * Actors built from verified access tokens, keyed by the token text, so that a burst of requests
 * with one token verifies it and reads the user and grants once. An entry never outlives the
 * token's own `exp`. Only JWT actors go in here: API tokens are looked up on every request, so a
 * revoked one fails at once. Concurrent misses for one token share a single lookup.
 */
export class ActorCache {
  private readonly entries = new Map<string, Entry>();
  private readonly pending = new Map<string, Promise<Actor | null>>();
  private readonly ttlMs: number;
  private readonly maxEntries: number;
  private readonly now: () => number;
  /** Bumped by forget/clear so that a lookup that started before them is not stored afterwards. */
  private generation = 0;

  constructor({ ttlMs = ACTOR_CACHE_TTL_MS, maxEntries = 10_000, now = Date.now }: ActorCacheOptions = {}) {
    this.ttlMs = ttlMs;
    this.maxEntries = maxEntries;
    this.now = now;
  }

  get size(): number {
    return this.entries.size;
  }

  /**
   * The cached actor for `token`, or the result of `load`, stored until `now + ttl` or the token's
   * expiry (`load` answers it in epoch seconds), whichever is first. A null actor is not stored.
   */
  async resolve(token: string, load: () => Promise<{ actor: Actor; expiresAt?: number } | null>): Promise<Actor | null> {
    const cached = this.peek(token);
    if (cached) return cached;
    const inFlight = this.pending.get(token);
    if (inFlight) return inFlight;
    const generation = this.generation;
    const lookup = load().then((found) => {
      if (!found) return null;
      const expiresAt = Math.min(this.now() + this.ttlMs, found.expiresAt === undefined ? Infinity : found.expiresAt * 1000);
      if (generation === this.generation && expiresAt > this.now()) this.store(token, { actor: found.actor, expiresAt });
      return found.actor;
    });
    this.pending.set(token, lookup);
    try {
      return await lookup;
    } finally {
      if (this.pending.get(token) === lookup) this.pending.delete(token);
    }
  }

  /** The cached actor for `token` while it is fresh, without waiting: most requests end here. */
  peek(token: string): Actor | undefined {
    const entry = this.entries.get(token);
    if (!entry) return undefined;
    if (entry.expiresAt > this.now()) {
      // Map order is insertion order: re-inserting makes this the most recently used.
      this.entries.delete(token);
      this.entries.set(token, entry);
      return entry.actor;
    }
    this.entries.delete(token);
    return undefined;
  }

  /** Drops every cached actor of the user, after a change this process made to them. */
  forgetUser(userId: string): void {
    this.generation++;
    this.pending.clear();
    for (const [token, entry] of this.entries) {
      if (entry.actor.kind === 'user' && entry.actor.id === userId) this.entries.delete(token);
    }
  }

  clear(): void {
    this.generation++;
    this.pending.clear();
    this.entries.clear();
  }

  private store(token: string, entry: Entry): void {
    this.entries.delete(token);
    this.entries.set(token, entry);
    while (this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next();
      if (oldest.done) break;
      this.entries.delete(oldest.value);
    }
  }
}
