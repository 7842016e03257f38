import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { idempotencyKeys } from './idempotency.table.ts';

/** How long a key holds: the same key within a day answers the first answer. */
export const IDEMPOTENCY_KEY_LIFETIME_MS = 24 * 60 * 60 * 1000;

/**
 * How long a request may be under way before its key counts as interrupted (its process died or lost
 * the database before it could record its answer): longer than any request lives (REQUEST_TIMEOUT_MS,
 * 30 s by default, plus the database's own timeouts).
 */
export const IDEMPOTENCY_PENDING_LEASE_MS = 2 * 60 * 1000;

export type KeyRow = typeof idempotencyKeys.$inferSelect;

export interface IdempotencyStoreOptions {
  /** Delete expired keys at most this often per process (default one minute). */
  sweepEveryMs?: number;
  warn?: (message: string) => void;
}

const lifetime = sql`(${IDEMPOTENCY_KEY_LIFETIME_MS}::double precision * interval '1 millisecond')`;

/**
 * The keys in PostgreSQL, so every server process sees them. Expired rows are deleted lazily by the
 * first claim after a minute, as the rate-limit store does; issue 28 moves the purge to a pg-boss job.
 */
export function createIdempotencyStore(db: Db, { sweepEveryMs = 60_000, warn = (message) => console.warn(message) }: IdempotencyStoreOptions = {}) {
  let lastSweep = 0;
  function sweep() {
    const now = Date.now();
    if (now - lastSweep < sweepEveryMs) return;
    lastSweep = now;
    db.delete(idempotencyKeys).where(sql`${idempotencyKeys.created} < now() - ${lifetime}`)
      .catch((error: Error) => warn(`Deleting expired idempotency keys failed: ${error.message}`));
  }

  const thisKey = (caller: string, key: string) => and(eq(idempotencyKeys.caller, caller), eq(idempotencyKeys.key, key));

  return {
    /**
     * Takes the key for a new request: true when this request is the first (or the key had expired),
     * false when another request holds it (read it with `find`). One statement, so two requests with
     * one key cannot both win.
     */
    async claim(caller: string, key: string, fingerprint: string): Promise<boolean> {
      sweep();
      const claimed = await db.insert(idempotencyKeys).values({ caller, key, fingerprint })
        .onConflictDoUpdate({
          target: [idempotencyKeys.caller, idempotencyKeys.key],
          set: { fingerprint, statusCode: null, body: null, contentType: null, interrupted: false, created: sql`now()` },
          setWhere: sql`${idempotencyKeys.created} < now() - ${lifetime}`,
        })
        .returning({ key: idempotencyKeys.key });
      return claimed.length > 0;
    },

    async find(caller: string, key: string): Promise<(KeyRow & { ageMs: number }) | undefined> {
      const [row] = await db.select({ row: idempotencyKeys, ageMs: sql<number>`(extract(epoch from now() - ${idempotencyKeys.created}) * 1000)::double precision` })
        .from(idempotencyKeys).where(thisKey(caller, key));
      return row ? { ...row.row, ageMs: row.ageMs } : undefined;
    },

    /** The first request succeeded: its answer (or none, for a secret shown once) is what the key answers now. */
    async complete(caller: string, key: string, answer: { statusCode: number; body: string | null; contentType: string | null }): Promise<void> {
      await db.update(idempotencyKeys).set(answer).where(thisKey(caller, key));
    },

    /** The first request was refused (4xx): nothing was written, so the key may be used again. */
    async release(caller: string, key: string): Promise<void> {
      await db.delete(idempotencyKeys).where(thisKey(caller, key));
    },

    /** The first request failed on the server's side: whether it saved anything is unknown. */
    async interrupt(caller: string, key: string): Promise<void> {
      await db.update(idempotencyKeys).set({ interrupted: true }).where(thisKey(caller, key));
    },
  };
}

export type IdempotencyStore = ReturnType<typeof createIdempotencyStore>;
