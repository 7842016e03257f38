import type { Db } from './client.ts';

/** An open transaction: what `db.transaction(async (tx) => ...)` hands its callback. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * The pool or an open transaction, for code that runs its queries inside the caller's transaction when
 * there is one: drizzle's query builders and `execute`.
 */
export type DbOrTx = Pick<Db, 'select' | 'insert' | 'update' | 'delete' | 'execute'>;

/** Anything that runs raw SQL through `execute` only (the pool, a transaction): no query builders needed. */
export type RawSqlExecutor = Pick<Db, 'execute'>;
