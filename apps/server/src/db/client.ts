import { availableParallelism } from 'node:os';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';

// Dates stay as ISO strings at the edges; `timestamptz` is parsed to Date by node-postgres by default.
export type Db = ReturnType<typeof createDb>['db'];

export function createDb(connectionString: string, max = 10) {
  const pool = new pg.Pool({ connectionString, max });
  // An idle connection lost (a database restart, a failover) is dropped by the pool and replaced on
  // the next query; unhandled, the error would end the process.
  pool.on('error', (error) => console.warn(`A database connection was lost: ${error.message}`));
  const db = drizzle(pool, { casing: 'snake_case' });
  return { db, pool };
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
