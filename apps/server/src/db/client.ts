import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';

// Dates stay as ISO strings at the edges; `timestamptz` is parsed to Date by node-postgres by default.
export type Db = ReturnType<typeof createDb>['db'];

export function createDb(connectionString: string, max = 10) {
  const pool = new pg.Pool({ connectionString, max });
  const db = drizzle(pool, { casing: 'snake_case' });
  return { db, pool };
}
