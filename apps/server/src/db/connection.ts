import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import pg from 'pg';
import type { RawSqlExecutor, Tx } from './types.ts';

/**
 * The connection a transaction runs on, for a named (prepared) statement, which drizzle's `execute` cannot
 * send: planned once per connection instead of on every call. Drizzle keeps it as the transaction's
 * session's client (drizzle-orm/node-postgres/session.js); db/client.test.ts checks it still does.
 */
export function connectionOf(tx: Tx): pg.PoolClient {
  const client = sessionClientOf(tx);
  if (!client || client instanceof pg.Pool) throw new Error('connectionOf: not a transaction of db/client.ts');
  return client;
}

/** The pool (for `db`) or the connection (for a transaction) that drizzle's session sends its statements to. */
function sessionClientOf(executor: unknown): pg.Pool | pg.PoolClient | undefined {
  const client = (executor as { session?: { client?: pg.Pool | pg.PoolClient } }).session?.client;
  return client && typeof client.query === 'function' ? client : undefined;
}

const dialect = new PgDialect({ casing: 'snake_case' });
/** The text each statement name was first prepared with: a name is never sent with another text. */
const preparedTexts = new Map<string, string>();

/**
 * Runs `query` as the named statement `name` on the transaction's connection, or on the pool's (`db`):
 * PostgreSQL parses it once per connection and, after a few runs, plans it once too. For statements run on
 * every packet batch or call (docs/performance.md: their planning cost PostgreSQL more than running some of
 * them). The text must not vary between calls (arrays as one parameter, not `inArray`'s list); a text that
 * differs from the one the name was first given runs unnamed.
 */
export async function namedQuery<T>(executor: RawSqlExecutor, name: string, query: SQL): Promise<T[]> {
  const client = sessionClientOf(executor);
  if (!client) throw new Error('namedQuery: not the database or a transaction of db/client.ts');
  const { sql: text, params } = dialect.sqlToQuery(query);
  const first = preparedTexts.get(name);
  if (first === undefined) preparedTexts.set(name, text);
  const config: pg.QueryConfig = first === undefined || first === text ? { name, text, values: params } : { text, values: params };
  return (await client.query(config)).rows as T[];
}
