/** PostgreSQL's error codes (SQLSTATE) the services act on, and how to read one off a failed query. */

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
