import { createHash } from 'node:crypto';
import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rateLimitHits } from './rate-limit.table.ts';

/*
 * @fastify/rate-limit's own store counts in the memory of one process; the server runs one process per
 * core, so a limit of 10 a minute would become 10 per process. This store counts in PostgreSQL
 * (`rate_limit_hits`), so every process sees the same counts.
 *
 * On a database error the store fails closed: `incr` hands the error to @fastify/rate-limit, which
 * (with `skipOnError` left false, as app.ts does) throws it, and the request answers 500 with the
 * error logged; the sign-in POST shows its 'Something went wrong' page. Failing open would let password
 * guessing run unlimited whenever the counter cannot be written, and buys little: the sign-in and the
 * access request need the same database a moment later anyway. Keys are made so that nothing a caller
 * types can make the statement fail (see storedKey).
 */

type Result = { current: number; ttl: number };
type Callback = (error: Error | null, result?: Result) => void;

export interface PgRateLimitStoreOptions {
  /** Delete expired rows at most this often per process (default one minute). */
  sweepEveryMs?: number;
  /** Where a failed clean-up is reported (the server's logger); default standard error. */
  warn?: (message: string) => void;
}

/** Longer keys, or keys with anything but printable ASCII (a NUL cannot be stored in text), are hashed. */
const MAX_PLAIN_KEY = 200;
const PLAIN_KEY = /^[\x20-\x7e]*$/;

/** The key as stored: the route's prefix and the caller's key, bounded and storable whatever was typed. */
export function storedKey(prefix: string, key: string): string {
  const plain = key.length <= MAX_PLAIN_KEY && PLAIN_KEY.test(key);
  return prefix + (plain ? key : `sha256:${createHash('sha256').update(key).digest('base64url')}`);
}

/** `POST /oidc/interaction/:uid|`; a limiter made by `createRateLimit` has no route and gets `limiter|`. */
function routePrefix(routeOptions: { routeInfo?: { method?: string | string[]; url?: string } }): string {
  const { method, url } = routeOptions.routeInfo ?? {};
  if (!method || !url) return 'limiter|';
  return `${[method].flat().join(',')} ${url}|`;
}

function refuseUnsupported(options: { continueExceeding?: boolean; exponentialBackoff?: boolean }) {
  // Not implemented here; a route that asks for them should not silently get plain windows.
  if (options.continueExceeding || options.exponentialBackoff) {
    throw new Error('The PostgreSQL rate-limit store supports neither continueExceeding nor exponentialBackoff.');
  }
}

const milliseconds = (ms: number) => sql`(${ms}::double precision * interval '1 millisecond')`;
const ttlOf = sql`greatest(0, extract(epoch from ${sql.identifier('window_ends')} - now()) * 1000)::double precision`;

/**
 * The store class for `app.register(rateLimit, { store })`: @fastify/rate-limit takes a constructor
 * and news it itself, so the class is made here, closed over the database.
 */
export function pgRateLimitStore(db: Db, { sweepEveryMs = 60_000, warn = (message) => console.warn(message) }: PgRateLimitStoreOptions = {}): FastifyRateLimitStoreCtor {
  /*
   * A row past its window is reset by its key's next hit, so expired rows are only garbage: a plain
   * delete, run by the first hit after a minute has passed (per process, never awaited), keeps the
   * table to about one window's keys without a timer to start and stop.
   */
  let lastSweep = 0;
  function sweep() {
    const now = Date.now();
    if (now - lastSweep < sweepEveryMs) return;
    lastSweep = now;
    db.delete(rateLimitHits).where(sql`${rateLimitHits.windowEnds} < now()`)
      .catch((error: Error) => warn(`Deleting expired rate-limit counters failed: ${error.message}`));
  }

  function fail(callback: Callback, error: unknown) {
    callback(new Error('The rate-limit counter could not be read or written.', { cause: error }));
  }

  class PgRateLimitStore implements FastifyRateLimitStore {
    readonly prefix: string;

    constructor(options: object, prefix = 'global|') {
      refuseUnsupported(options);
      this.prefix = prefix;
    }

    /** One statement: a new key or a past window starts again at 1, otherwise the hit is counted. */
    incr(key: string, callback: Callback, timeWindow: number): void {
      sweep();
      db.execute<{ hits: number; ttl: number }>(sql`
        insert into rate_limit_hits as r (key, hits, window_ends)
        values (${storedKey(this.prefix, key)}, 1, now() + ${milliseconds(timeWindow)})
        on conflict (key) do update set
          hits = case when r.window_ends <= now() then 1 else least(r.hits, 2147483646) + 1 end,
          window_ends = case when r.window_ends <= now() then excluded.window_ends else r.window_ends end
        returning hits, ${ttlOf} as ttl`)
        .then(({ rows: [row] }) => callback(null, { current: row!.hits, ttl: Math.ceil(row!.ttl) }), (error) => fail(callback, error));
    }

    /** The count without counting (`createRateLimit(...)(req, { increment: false })`). */
    read(key: string, callback: Callback): void {
      db.execute<{ hits: number; ttl: number }>(sql`
        select hits, ${ttlOf} as ttl from rate_limit_hits
        where key = ${storedKey(this.prefix, key)} and window_ends > now()`)
        .then(({ rows: [row] }) => callback(null, row ? { current: row.hits, ttl: Math.ceil(row.ttl) } : { current: 0, ttl: 0 }),
          (error) => fail(callback, error));
    }

    /** Each rate-limited route counts apart: its method and URL prefix the keys. */
    child(routeOptions: Parameters<FastifyRateLimitStore['child']>[0]): FastifyRateLimitStore {
      return new PgRateLimitStore(routeOptions, routePrefix(routeOptions as { routeInfo?: { method?: string | string[]; url?: string } }));
    }
  }

  return PgRateLimitStore;
}
