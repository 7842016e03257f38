import pg from 'pg';
import type { Tx } from './types.ts';

/**
 * The connection a transaction runs on, for a named (prepared) statement, which drizzle's `execute` cannot
 * send: planned once per connection instead of on every call. Drizzle keeps it as the transaction's
 * session's client (drizzle-orm/node-postgres/session.js); db/client.test.ts checks it still does.
 */
export function connectionOf(tx: Tx): pg.PoolClient {
  const client = (tx as unknown as { session?: { client?: pg.PoolClient } }).session?.client;
  if (!client || typeof client.query !== 'function' || client instanceof pg.Pool) throw new Error('connectionOf: not a transaction of db/client.ts');
  return client;
}
