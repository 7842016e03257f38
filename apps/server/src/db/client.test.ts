import { availableParallelism } from 'node:os';
import { describe, expect, it } from 'vitest';
import { backgroundPoolSize, processPoolSize, serverPoolSize } from './client.ts';

describe('serverPoolSize', () => {
  it('takes DATABASE_POOL_SIZE, else four times the processors and at least 8', () => {
    expect(serverPoolSize({ DATABASE_POOL_SIZE: '12' })).toBe(12);
    const fallback = Math.max(8, 4 * availableParallelism());
    expect(serverPoolSize({})).toBe(fallback);
    expect(serverPoolSize({ DATABASE_POOL_SIZE: 'lots' })).toBe(fallback);
    expect(serverPoolSize({ DATABASE_POOL_SIZE: '0' })).toBe(fallback);
  });
});

describe('processPoolSize', () => {
  it('shares the server pool among its processes, at least 2 connections each', () => {
    expect(processPoolSize(1, { DATABASE_POOL_SIZE: '12' })).toBe(12);
    expect(processPoolSize(2, { DATABASE_POOL_SIZE: '12' })).toBe(6);
    expect(processPoolSize(4, { DATABASE_POOL_SIZE: '10' })).toBe(3);
    expect(processPoolSize(8, { DATABASE_POOL_SIZE: '4' })).toBe(2);
  });
});

describe('backgroundPoolSize', () => {
  it('takes DATABASE_BACKGROUND_POOL_SIZE (0: the drains share the pool), else 4', () => {
    expect(backgroundPoolSize({ DATABASE_BACKGROUND_POOL_SIZE: '2' })).toBe(2);
    expect(backgroundPoolSize({ DATABASE_BACKGROUND_POOL_SIZE: '0' })).toBe(0);
    expect(backgroundPoolSize({})).toBe(4);
    expect(backgroundPoolSize({ DATABASE_BACKGROUND_POOL_SIZE: '' })).toBe(4);
    expect(backgroundPoolSize({ DATABASE_BACKGROUND_POOL_SIZE: 'some' })).toBe(4);
  });
});

describe('a query through the pool inside a transaction', () => {
  it('throws in strict mode (tests) and is logged otherwise, naming the fix', async () => {
    const { createTestContext } = await import('../test/context.ts');
    const { createDb, closeDb, PoolUsedInTransactionError } = await import('./client.ts');
    const ctx = await createTestContext();
    const strict = ctx.db;
    const error = await strict.transaction(async () => strict.execute('select 1')).catch((e: Error) => e);
    // drizzle wraps what the pool throws.
    expect((error as Error).cause).toBeInstanceOf(PoolUsedInTransactionError);
    // The transaction's own queries, and pool queries outside it, are fine.
    await expect(strict.transaction(async (tx) => (await tx.execute<{ one: number }>('select 1 as one')).rows[0]!.one)).resolves.toBe(1);
    expect((await strict.execute<{ one: number }>('select 1 as one')).rows[0]!.one).toBe(1);

    const warnings: string[] = [];
    const lenient = createDb(ctx.databaseUrl, 4, { warn: (message) => warnings.push(message) });
    await lenient.db.transaction(async () => lenient.db.execute('select 1'));
    expect(warnings[0]).toContain('run it on the transaction (tx) instead');
    await closeDb(lenient.pool);
  });
});

describe('connectionOf', () => {
  it("answers the transaction's own connection: a named statement on it commits and rolls back with the transaction", async () => {
    const { createTestContext } = await import('../test/context.ts');
    const { connectionOf } = await import('./connection.ts');
    const ctx = await createTestContext();
    const backend = (tx: Parameters<typeof connectionOf>[0]) => connectionOf(tx).query<{ pid: number }>({ name: 'test.pid', text: 'select pg_backend_pid() as pid' });
    await ctx.db.transaction(async (tx) => {
      const viaDrizzle = (await tx.execute<{ pid: number }>('select pg_backend_pid() as pid')).rows[0]!.pid;
      expect((await backend(tx)).rows[0]!.pid).toBe(viaDrizzle);
    });
    await ctx.db.execute('create table if not exists connection_of_probe (n int)');
    await ctx.db.transaction(async (tx) => {
      await connectionOf(tx).query({ name: 'test.insertProbe', text: 'insert into connection_of_probe values ($1)', values: [1] });
      tx.rollback();
    }).catch(() => {});
    expect((await ctx.db.execute<{ n: number }>('select count(*)::int as n from connection_of_probe')).rows[0]!.n).toBe(0);
    expect(() => connectionOf(ctx.db as unknown as Parameters<typeof connectionOf>[0])).toThrow(/not a transaction/);
  });
});

describe('namedQuery', () => {
  it('runs a statement under its name on a transaction or the pool, and one name given another text runs that text unnamed', async () => {
    const { createTestContext } = await import('../test/context.ts');
    const { namedQuery } = await import('./connection.ts');
    const { sql } = await import('drizzle-orm');
    const ctx = await createTestContext();
    await ctx.db.transaction(async (tx) => {
      expect(await namedQuery<{ n: number }>(tx, 'test.named', sql`select ${41}::int + 1 as n`)).toEqual([{ n: 42 }]);
      // The transaction's own connection has it prepared now.
      expect((await tx.execute<{ name: string }>("select name from pg_prepared_statements where name = 'test.named'")).rows).toHaveLength(1);
      expect(await namedQuery<{ n: number }>(tx, 'test.named', sql`select ${1}::int + 2 as n`)).toEqual([{ n: 3 }]);
      expect(await namedQuery<{ s: string }>(tx, 'test.named', sql`select ${'another text'}::text as s`)).toEqual([{ s: 'another text' }]);
      const statements = (await tx.execute<{ statement: string }>("select statement from pg_prepared_statements where name like 'test.named%'")).rows;
      expect(statements.map((r) => r.statement)).toEqual(['select $1::int + 1 as n']);
    });
    expect(await namedQuery<{ n: number }>(ctx.db, 'test.namedOnPool', sql`select ${7}::int as n`)).toEqual([{ n: 7 }]);
  });
});

