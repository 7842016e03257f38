import { PoolUsedInTransactionError } from './client.ts';
import { DatabaseTimeoutError } from './pipeline.ts';

/**
 * SQLSTATE classes and codes that mean the database could not do the work now, not that the request
 * was wrong: connection exceptions (08), operator intervention (57: shutdown, restart, a cancelled
 * or timed-out statement), insufficient resources (53: too many connections, out of memory or disk),
 * and a session ended while idle in a transaction (25P03).
 */
const unavailableCodes = /^(08|57|53)|^25P03$/;

/** Messages node-postgres and pg-pool give when the connection itself failed. */
const unavailableMessages = [
  'Connection terminated',
  'timeout exceeded when trying to connect',
  'Query read timeout',
  'Client has encountered a connection error and is not queryable',
  'Cannot use a pool after calling end on the pool',
  'the database system is',
];

const unavailableErrnos = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH', 'ENETUNREACH', 'ENOTFOUND', 'EAI_AGAIN']);

/**
 * Whether an error (or any error in its `cause` chain: drizzle wraps pg's) says the database was
 * unreachable, restarting, overloaded or too slow: the request answers 503 with Retry-After.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let e = error, depth = 0; e instanceof Error && depth < 5; e = e.cause, depth++) {
    if (e instanceof DatabaseTimeoutError) return true;
    if (e instanceof PoolUsedInTransactionError) return false;
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && (unavailableCodes.test(code) || unavailableErrnos.has(code))) return true;
    if (unavailableMessages.some((m) => e.message.includes(m))) return true;
    if (e instanceof AggregateError && e.errors.some(isDatabaseUnavailable)) return true;
  }
  return false;
}

/** Seconds a client should wait before trying again after a 503. */
export const RETRY_AFTER_SECONDS = 5;
