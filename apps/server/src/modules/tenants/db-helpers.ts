/** Small helpers shared by the administration modules (tenants, subscriptions, tokens, locations, lookups). */

/** A timestamp as ISO 8601 text, the form every response uses. */
export function toIso(value: Date): string;
export function toIso(value: Date | null): string | null;
export function toIso(value: Date | null): string | null {
  return value ? value.toISOString() : null;
}

/** The PostgreSQL SQLSTATE of a failed query (drizzle wraps the driver's error in `cause`), if any. */
export function postgresErrorCode(err: unknown): string | undefined {
  for (let e: unknown = err, depth = 0; e && typeof e === 'object' && depth < 3; e = (e as { cause?: unknown }).cause, depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
  }
  return undefined;
}

export const UNIQUE_VIOLATION = '23505';
export const FOREIGN_KEY_VIOLATION = '23503';
