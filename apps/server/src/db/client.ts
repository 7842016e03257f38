import { availableParallelism } from 'node:os';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { endReadPipeline, readPipeline } from './pipeline.ts';

// Dates stay as ISO strings at the edges; `timestamptz` is parsed to Date by node-postgres by default.
export type Db = ReturnType<typeof createDb>['db'];

/**
 * The database with `max` connections in all: half of them (at least one) pipelined for the OData
 * list and get statements (pipeline.ts), the rest pooled for everything else, at
 * least 2 there (one more than `max` when it is 2): a transaction's work may read through the pool
 * while it holds a connection.
 */
export function createDb(connectionString: string, max = 10) {
  const reads = Math.max(1, Math.floor(max / 2));
  const pool = new pg.Pool({ connectionString, max: Math.max(2, max - reads) });
  readPipeline(pool, reads);
  // An idle connection lost (a database restart, a failover) is dropped by the pool and replaced on
  // the next query; unhandled, the error would end the process.
  pool.on('error', (error) => console.warn(`A database connection was lost: ${error.message}`));
  const db = drizzle(pool, { casing: 'snake_case' });
  return { db, pool };
}

/** Closes all of a database's connections: the read statements' pipelined ones, then the pool. */
export async function closeDb(pool: pg.Pool): Promise<void> {
  await endReadPipeline(pool);
  await pool.end();
}

/**
 * The server's connections to PostgreSQL, all its processes together: DATABASE_POOL_SIZE, else
 * twice the processor count (at least 4).
 * More connections than that only make the backends take turns on the same cores: on 2 cores the
 * grid benchmark served about 10% more requests with 4 connections than with 20, with a lower p99.
 */
export function serverPoolSize(env: Record<string, string | undefined> = process.env): number {
  const configured = Number(env.DATABASE_POOL_SIZE);
  if (Number.isInteger(configured) && configured > 0) return configured;
  return Math.max(4, 2 * availableParallelism());
}

/** One process's share of the server's connections (see serverPoolSize), at least 2 each. */
export function processPoolSize(processes: number, env: Record<string, string | undefined> = process.env): number {
  return Math.max(2, Math.ceil(serverPoolSize(env) / processes));
}
