import { AsyncLocalStorage } from 'node:async_hooks';
import { availableParallelism } from 'node:os';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import pino from 'pino';
import { endReadPipeline, readPipeline } from './pipeline.ts';

// Dates stay as ISO strings at the edges; `timestamptz` is parsed to Date by node-postgres by default.
export type Db = ReturnType<typeof createDb>['db'];

/** How long the server waits on PostgreSQL before giving up (README, Configuration). */
export interface DbTimeouts {
  /** Waiting for a connection, new or from the pool: past it the request answers 503. */
  connectMs: number;
  /** PostgreSQL cancels a statement running longer (statement_timeout). */
  statementMs: number;
  /** PostgreSQL ends a session left idle inside a transaction (idle_in_transaction_session_timeout). */
  idleInTransactionMs: number;
}

export const defaultDbTimeouts: DbTimeouts = { connectMs: 5_000, statementMs: 30_000, idleInTransactionMs: 15_000 };

export interface DbOptions extends Partial<DbTimeouts> {
  /**
   * Throw when a query goes through the pool while the same async context holds a transaction
   * (tests): such a query waits for a second connection while holding one, and a few of them at
   * once take every connection and wait for each other for ever. Otherwise such a query is logged.
   */
  strictTransactions?: boolean;
  /** Where connection losses and misuse are reported; default console.warn. */
  warn?: (message: string) => void;
  /** How many of the `max` connections carry the pipelined list statements; default half (at least one). */
  pipelined?: number;
}

/** Connection losses and misuse, as JSON lines in the server's log stream. */
const databaseLog = pino({ name: 'database', level: process.env.LOG_LEVEL ?? 'info' });

/** Set while a `db.transaction` callback runs, for the pool to notice queries that bypass `tx`. */
const inTransaction = new AsyncLocalStorage<true>();

export class PoolUsedInTransactionError extends Error {
  constructor() {
    super('A query went through the connection pool while this request holds a transaction: run it on the transaction (tx) instead, or before the transaction starts.');
  }
}

/**
 * The database with `max` connections in all: half of them (at least one) pipelined for the OData
 * list and get statements (pipeline.ts), the rest pooled for everything else.
 * Every connection carries the timeouts, so a lost or frozen database costs a request seconds, not minutes.
 */
export function createDb(connectionString: string, max = 10, options: DbOptions = {}) {
  const timeouts = { ...defaultDbTimeouts, ...withoutUndefined(options) };
  const warn = options.warn ?? ((message: string) => databaseLog.warn(message));
  const reads = options.pipelined ?? Math.max(1, Math.floor(max / 2));
  const pool = new pg.Pool({
    connectionString,
    // At least 2 (one more than `max` when it is 2), as a process may hold one for long (the sign-in
    // throttle's row lock, a migration); exactly 1 when asked for 1 (the tests' pool of one).
    max: max === 1 ? 1 : Math.max(2, max - reads),
    connectionTimeoutMillis: timeouts.connectMs,
    statement_timeout: timeouts.statementMs,
    idle_in_transaction_session_timeout: timeouts.idleInTransactionMs,
    // A partition that PostgreSQL cannot report: the statement timer cannot answer, so the client gives up a little later.
    query_timeout: timeouts.statementMs + timeouts.connectMs,
    keepAlive: true,
    // No JIT: the portal's statements are short, and compiling one that the planner costs high (a report
    // over 50,000 installations) took 0.5 s where running it took 0.1 s. A connection string's own
    // `options` still wins (node-postgres reads the URL last).
    options: '-c jit=off',
  });
  readPipeline(pool, reads);
  // A connection lost (a database restart, a failover, pg_terminate_backend) while idle is dropped by
  // the pool; one lost while checked out fails its query, and is dropped on release. Unheard, either
  // 'error' would end the process, so every client gets a listener for its whole life.
  pool.on('error', (error) => warn(`A database connection was lost: ${error.message}`));
  pool.on('connect', (client) => client.on('error', (error) => warn(`A database connection in use was lost: ${error.message}`)));
  pool.on('connect', endConnectionOnQueryTimeout);
  guardPoolInTransactions(pool, options.strictTransactions ?? false, warn);
  const db = drizzle(pool, { casing: 'snake_case' });
  const transaction = db.transaction.bind(db);
  db.transaction = ((work, config) => transaction((tx) => inTransaction.run(true, () => work(tx)), config)) as typeof db.transaction;
  return { db, pool };
}

/**
 * pg's query_timeout fails a query that gets no answer, but leaves it on its connection: what is sent
 * next (the ROLLBACK after a COMMIT that timed out, the next request's statements once the pool has
 * the connection back) waits behind it and times out in turn, so a frozen database held a write for
 * twice the timeout and more. A query that timed out ends its connection instead: what follows on it
 * fails at once, and the pool drops it.
 */
function endConnectionOnQueryTimeout(client: pg.PoolClient): void {
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  const endIfTimedOut = (error: unknown) => {
    if ((error as Error | null)?.message !== 'Query read timeout') return;
    (client as unknown as { connection?: { stream?: { destroy?: () => void } } }).connection?.stream?.destroy?.();
  };
  (client as { query: unknown }).query = (...args: unknown[]) => {
    const callback = args.at(-1);
    if (typeof callback === 'function') {
      args[args.length - 1] = (error: unknown, result: unknown) => {
        endIfTimedOut(error);
        callback(error, result);
      };
    }
    const result = query(...args);
    if (result instanceof Promise) result.catch(endIfTimedOut);
    return result;
  };
}

function guardPoolInTransactions(pool: pg.Pool, strict: boolean, warn: (message: string) => void): void {
  const misuse = () => {
    const error = new PoolUsedInTransactionError();
    if (strict) throw error;
    warn(`${error.message}\n${error.stack ?? ''}`);
  };
  const query = pool.query.bind(pool) as (...args: unknown[]) => unknown;
  const connect = pool.connect.bind(pool) as (...args: unknown[]) => unknown;
  (pool as { query: unknown }).query = (...args: unknown[]) => {
    if (inTransaction.getStore()) misuse();
    return query(...args);
  };
  (pool as { connect: unknown }).connect = (...args: unknown[]) => {
    if (inTransaction.getStore()) misuse();
    return connect(...args);
  };
}

function withoutUndefined<T extends object>(value: T): Partial<T> {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as Partial<T>;
}

/** Closes all of a database's connections: the read statements' pipelined ones, then the pool. */
export async function closeDb(pool: pg.Pool): Promise<void> {
  await endReadPipeline(pool);
  await pool.end();
}

/**
 * The server's connections to PostgreSQL, all its processes together: DATABASE_POOL_SIZE, else four
 * times the processor count (at least 8). A write transaction holds its connection across the server's
 * own work between statements, so with 4 (2 of them for writes) on 2 cores the agents' check-ins queued
 * for a pooled connection: 3,000 agents got a check-in p50 of 2.7 s, with 8 of 11 ms; packet ingestion
 * went from 5,600-7,500 to 9,900 packets/s. The grid served about as many requests with 8 as with 4
 * (1,559 and 1,442 a second); with 20 it served about 10% fewer (docs/performance.md).
 */
export function serverPoolSize(env: Record<string, string | undefined> = process.env): number {
  const configured = Number(env.DATABASE_POOL_SIZE);
  if (Number.isInteger(configured) && configured > 0) return configured;
  return Math.max(8, 4 * availableParallelism());
}

/**
 * Each serving process's own connections for its background drains (rule evaluation, action runs:
 * docs/decisions/0013), beside its share of DATABASE_POOL_SIZE: DATABASE_BACKGROUND_POOL_SIZE, default 4
 * (the evaluation's two drains hold one each for a batch; with 2 the action runner waited for them, and its
 * runs started 3 s after their match at the median, docs/performance.md); 0 runs them on the process's pool.
 * Their transactions then never make requests queue, nor the reverse.
 */
export function backgroundPoolSize(env: Record<string, string | undefined> = process.env): number {
  const text = env.DATABASE_BACKGROUND_POOL_SIZE?.trim();
  const configured = Number(text);
  return text && Number.isInteger(configured) && configured >= 0 ? configured : 4;
}

/** One process's share of the server's connections (see serverPoolSize), at least 2 each. */
export function processPoolSize(processes: number, env: Record<string, string | undefined> = process.env): number {
  return Math.max(2, Math.ceil(serverPoolSize(env) / processes));
}
