/** Exponential backoff with full jitter: a random wait up to 1 s, 2 s, 4 s ... capped at 60 s. */
export class Backoff {
  private attempt = 0;
  private readonly baseMs: number;
  private readonly maxMs: number;
  private readonly random: () => number;

  constructor({ baseMs = 1000, maxMs = 60_000, random = Math.random }: { baseMs?: number; maxMs?: number; random?: () => number } = {}) {
    this.baseMs = baseMs;
    this.maxMs = maxMs;
    this.random = random;
  }

  /**
   * The wait before the next try. A `Retry-After` the portal gave (seconds) is honoured as the least wait,
   * so a portal that asks for 30 s is not called sooner, however early in the backoff.
   */
  next(retryAfterSeconds?: number | null): number {
    const ceiling = Math.min(this.maxMs, this.baseMs * 2 ** Math.min(this.attempt, 30));
    this.attempt += 1;
    const jittered = Math.floor(this.random() * ceiling);
    if (retryAfterSeconds != null && retryAfterSeconds > 0) return Math.max(jittered, Math.min(retryAfterSeconds * 1000, 3_600_000));
    return jittered;
  }

  reset(): void {
    this.attempt = 0;
  }

  get attempts(): number {
    return this.attempt;
  }
}

/** Retry-After in seconds: a number of seconds or an HTTP date; null when absent or unreadable. */
export function parseRetryAfter(value: string | null | undefined, now = Date.now()): number | null {
  if (!value) return null;
  const trimmed = value.trim();
  if (/^\d+$/.test(trimmed)) return Number(trimmed);
  const at = Date.parse(trimmed);
  if (Number.isNaN(at)) return null;
  return Math.max(0, Math.ceil((at - now) / 1000));
}

/** A heartbeat interval in milliseconds with ±10% jitter, at least 1 s. */
export function jitteredInterval(seconds: number, random = Math.random): number {
  const ms = Math.max(1, seconds) * 1000;
  return Math.max(1000, Math.round(ms * (0.9 + random() * 0.2)));
}
