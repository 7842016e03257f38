import { createHash } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { readsLikeKey } from '../identity/reads-like.ts';
import { signInThrottle } from './sign-in-throttle.table.ts';

/** Attempts for one name that pass freely; after them each next one waits longer. */
export const FREE_ATTEMPTS = 5;
/** The first wait, doubled after each further attempt, up to MAX_DELAY_MS. */
const FIRST_DELAY_MS = 1_000;
const MAX_DELAY_MS = 15 * 60_000;
/** A name with no attempt for this long starts again from nothing. */
const QUIET_RESET_MS = 60 * 60_000;

/** The wait after the `attempts`-th attempt: none for the first FREE_ATTEMPTS - 1, then 1 s, 2 s, 4 s … 15 min. */
export function delayAfter(attempts: number): number {
  if (attempts < FREE_ATTEMPTS) return 0;
  return Math.min(MAX_DELAY_MS, FIRST_DELAY_MS * 2 ** (attempts - FREE_ATTEMPTS));
}

/** The bucket of an account: every way of typing its name counts here (interaction.routes.ts resolves it). */
export function accountBucket(userId: string): string {
  return `user:${userId}`;
}

/**
 * The bucket of a typed name that names no account: one per reads-alike key (`Nobody`, ` nobody `
 * and `nobod\u0130` share one), bounded whatever was typed.
 */
export function nameBucket(typed: string): string {
  const key = readsLikeKey(typed);
  return key.length <= 200 && /^[\x21-\x7e]*$/.test(key) ? `name:${key}` : `sha256:${createHash('sha256').update(key).digest('base64url')}`;
}

export type Admission = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/**
 * Guessing one account's password is limited per account, however its name is typed (`TADMIN`,
 * ` tadmin ` and `tadm\u0130n` all count against `tadmin`) and whatever address the guesses come
 * from (an address limit alone is escaped by changing address, or by a forged X-Forwarded-For).
 * Every attempt counts before its password is checked, under the row's lock, so guesses sent in
 * parallel are counted one by one; after FREE_ATTEMPTS the next waits 1 s, then 2 s, 4 s … up to
 * 15 minutes. A wait refuses the attempt without checking the password, so the right one too waits
 * its turn, and goes through once the wait has passed. Unknown names are throttled exactly like
 * known ones: the answer never tells whether an account exists.
 */
export function createSignInThrottle(db: Db, { sweepEveryMs = 60 * 60_000 } = {}) {
  let lastSweep = 0;

  /** One more attempt in the bucket `key` (accountBucket or nameBucket). */
  async function admit(key: string): Promise<Admission> {
    if (Date.now() - lastSweep > sweepEveryMs) {
      // Rows of names nobody tried for a day are garbage; the first attempt of the hour deletes them.
      lastSweep = Date.now();
      void sweep().catch(() => {});
    }
    return db.transaction(async (tx) => {
      await tx.insert(signInThrottle).values({ nameKey: key }).onConflictDoNothing();
      const [row] = await tx.select({
        attempts: signInThrottle.attempts,
        waitMs: sql<number>`greatest(0, extract(epoch from ${signInThrottle.nextAttemptAt} - now()) * 1000)::float8`,
        quietMs: sql<number>`extract(epoch from now() - ${signInThrottle.lastAttemptAt}) * 1000::float8`,
      }).from(signInThrottle).where(eq(signInThrottle.nameKey, key)).for('update');
      const quiet = row!.quietMs > QUIET_RESET_MS;
      if (row!.waitMs > 0 && !quiet) return { allowed: false, retryAfterSeconds: Math.ceil(row!.waitMs / 1000) };
      const attempts = (quiet ? 0 : row!.attempts) + 1;
      await tx.update(signInThrottle).set({
        attempts,
        nextAttemptAt: sql`now() + ${delayAfter(attempts)} * interval '1 millisecond'`,
        lastAttemptAt: sql`now()`,
      }).where(eq(signInThrottle.nameKey, key));
      return { allowed: true };
    });
  }

  /** The right password: the account starts again from nothing. */
  async function succeeded(bucket: string): Promise<void> {
    await db.delete(signInThrottle).where(eq(signInThrottle.nameKey, bucket));
  }

  /** Forgets names nobody tried for a day. */
  async function sweep(): Promise<void> {
    await db.delete(signInThrottle).where(sql`${signInThrottle.lastAttemptAt} < now() - interval '1 day'`);
  }

  return { admit, succeeded, sweep };
}

export type SignInThrottle = ReturnType<typeof createSignInThrottle>;
