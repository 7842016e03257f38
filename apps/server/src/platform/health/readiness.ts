import type pg from 'pg';
import { newestShippedMigration } from '../../db/migrate.ts';

/** A check throws (or rejects) with a reason an operator can read when the part it checks is unwell. */
export type ReadinessCheck = () => Promise<void>;

export interface CheckResult {
  ok: boolean;
  ms: number;
  error?: string;
}

/** Each check has this long; the probe as a whole answers within it, the checks running side by side. */
export const CHECK_TIMEOUT_MS = 2_000;

/**
 * What "ready to serve" means, as a list modules add to: the database and its migrations here, the
 * background jobs and an external identity provider from their own modules
 * (`app.readiness.add('jobs', async () => { ... })`).
 */
export class Readiness {
  private readonly checks = new Map<string, ReadinessCheck>();

  add(name: string, check: ReadinessCheck): void {
    if (this.checks.has(name)) throw new Error(`A readiness check named '${name}' exists already.`);
    this.checks.set(name, check);
  }

  async run(timeoutMs = CHECK_TIMEOUT_MS): Promise<{ ok: boolean; checks: Record<string, CheckResult> }> {
    const entries = await Promise.all([...this.checks].map(async ([name, check]) => [name, await timed(check, timeoutMs)] as const));
    return { ok: entries.every(([, result]) => result.ok), checks: Object.fromEntries(entries) };
  }
}

async function timed(check: ReadinessCheck, timeoutMs: number): Promise<CheckResult> {
  const started = performance.now();
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${timeoutMs} ms`)), timeoutMs);
  });
  try {
    await Promise.race([check(), timeout]);
    return { ok: true, ms: elapsed(started) };
  } catch (error) {
    return { ok: false, ms: elapsed(started), error: error instanceof Error ? error.message : String(error) };
  } finally {
    clearTimeout(timer);
  }
}

const elapsed = (since: number) => Math.round(performance.now() - since);

/** A query answered by PostgreSQL. */
export const databaseCheck = (pool: pg.Pool): ReadinessCheck => async () => {
  await pool.query('select 1');
};

/** The database has every migration this code needs (a newer version may have added more). */
export function migrationsCheck(pool: pg.Pool): ReadinessCheck {
  const newest = newestShippedMigration();
  let current = false;
  return async () => {
    if (current) return;
    const { rows } = await pool.query<{ when: string | null }>('select max(created_at)::text as when from drizzle.__drizzle_migrations');
    const applied = Number(rows[0]?.when ?? 0);
    if (applied < newest.when) throw new Error(`migration ${newest.tag} is not applied; restart the portal to apply it`);
    current = true;
  };
}
