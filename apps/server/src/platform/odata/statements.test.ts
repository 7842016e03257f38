/**
 * The statement cache: a query shape is rendered once and reused with each request's values, the
 * scope's values never travel from one caller to another, and each connection keeps a bounded set of
 * named statements.
 */
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type Db, closeDb } from '../../db/client.ts';
import { tenants } from '../../modules/tenants/tenants.table.ts';
import { ODataError, runList } from './index.ts';
import { listStatement } from './run.ts';
import { statementsPerConnection } from '../../db/pipeline.ts';
import { Lru, clearStatementCache, runStatement, statementCacheSize } from './statements.ts';
import { freshDatabase, tenantEntity } from './entities.fixtures.ts';
import type { ListOptions } from './types.ts';
import { whereFor } from './where-for.ts';

let db: Db;
const ids: Record<string, string> = {};

beforeAll(async () => {
  db = await freshDatabase();
  const rows = await db.insert(tenants).values([{ name: 'Acme' }, { name: 'Beta' }, { name: 'Gamma' }]).returning();
  for (const row of rows) ids[row.name] = row.tenantId;
});

beforeEach(() => clearStatementCache());

/** The route's tenancy: the listed tenants only. */
const onlyTenants = (...tenantIds: string[]): ListOptions => ({
  where: (ref) => sql`${ref(tenants.tenantId)} in (${sql.join(tenantIds.map((id) => sql`${id}::uuid`), sql`, `)})`,
});
const names = (value: Record<string, unknown>[]) => value.map((row) => row.name);

describe('the statement cache', () => {
  it('renders a shape once and binds each caller its own scope values', async () => {
    const query = { $filter: "name ne 'Zed'", $count: 'true' };
    const acme = listStatement(tenantEntity, query, onlyTenants(ids.Acme as string));
    const beta = listStatement(tenantEntity, query, onlyTenants(ids.Beta as string));
    expect(statementCacheSize()).toBe(1);
    expect(beta.text).toBe(acme.text);
    expect(beta.name).toBe(acme.name);
    expect(acme.values).toContain(ids.Acme);
    expect(acme.values).not.toContain(ids.Beta);
    expect(beta.values).toContain(ids.Beta);
    expect(beta.values).not.toContain(ids.Acme);
    expect(acme.text).not.toContain(ids.Acme as string);

    // Interleaved callers of one shape each see their own tenant only.
    const pages = await Promise.all(['Acme', 'Beta', 'Gamma', 'Acme', 'Beta'].map((name) => runList(db, tenantEntity, query, onlyTenants(ids[name] as string))));
    expect(pages.map((page) => names(page.value))).toEqual([['Acme'], ['Beta'], ['Gamma'], ['Acme'], ['Beta']]);
    expect(pages.map((page) => page['@odata.count'])).toEqual([1, 1, 1, 1, 1]);
  });

  it('makes another shape for another number of scope values, other options or other limits', () => {
    listStatement(tenantEntity, {}, onlyTenants(ids.Acme as string));
    listStatement(tenantEntity, {}, onlyTenants(ids.Acme as string, ids.Beta as string));
    listStatement(tenantEntity, { $top: '1' }, onlyTenants(ids.Acme as string));
    listStatement(tenantEntity, {}, { ...onlyTenants(ids.Acme as string), maxTop: 5 });
    listStatement(tenantEntity, {});
    expect(statementCacheSize()).toBe(5);
  });

  it('writes the literals of the options into the text, so that a statement without scope has no parameters', async () => {
    const acme = listStatement(tenantEntity, { $filter: "name eq 'Acme'", $top: '5' });
    const beta = listStatement(tenantEntity, { $filter: "name eq 'Beta'", $top: '5' });
    expect(acme.text).toContain("'Acme'");
    expect(acme.text).toMatch(/limit '5'/);
    expect(acme.values).toEqual([]);
    expect(beta.name).not.toBe(acme.name);
    expect(names((await runList(db, tenantEntity, { $filter: "name eq 'Beta'" })).value)).toEqual(['Beta']);
    expect(names((await runList(db, tenantEntity, { $filter: "name eq 'Acme'" })).value)).toEqual(['Acme']);
  });

  it('keeps the scope bound while the options are written in, and quotes what the caller wrote', async () => {
    const [odd] = await db.insert(tenants).values({ name: "O'Hare \\ $1 '); drop table tenants; --" }).returning();
    const filter = `name eq 'O''Hare \\ $1 ''); drop table tenants; --'`;
    const statement = listStatement(tenantEntity, { $filter: filter }, onlyTenants(ids.Acme as string, odd?.tenantId as string));
    expect(statement.values).toEqual([ids.Acme, odd?.tenantId]);
    expect(statement.text).not.toContain(ids.Acme as string);
    const page = await runList(db, tenantEntity, { $filter: filter }, onlyTenants(ids.Acme as string, odd?.tenantId as string));
    expect(names(page.value)).toEqual([odd?.name]);
    await db.delete(tenants).where(sql`${tenants.tenantId} = ${odd?.tenantId}`);
  });

  it('refuses a bad option every time, cached shape or not, and ignores the route its own parameters', async () => {
    await runList(db, tenantEntity, { $top: '1' });
    const error = await runList(db, tenantEntity, { $top: '1', $format: 'xml' }).then(() => undefined, (e: unknown) => e);
    expect(error).toBeInstanceOf(ODataError);
    const again = await runList(db, tenantEntity, { $top: '1', $format: 'xml' }).then(() => undefined, (e: unknown) => e);
    expect(again).toBeInstanceOf(ODataError);
    await expect(runList(db, tenantEntity, { $top: ['1', '2'] })).rejects.toBeInstanceOf(ODataError);
    expect(listStatement(tenantEntity, { $top: '1', extra: 'x' }).name).toBe(listStatement(tenantEntity, { $top: '1' }).name);
  });

  it('renders the where of a caller it has seen once, and gives that caller the statement ready', async () => {
    let rendered = 0;
    const callerWhere = whereFor((caller: { tenantIds: string[] }, ref) => {
      rendered++;
      return sql`${ref(tenants.tenantId)} in (${sql.join(caller.tenantIds.map((id) => sql`${id}::uuid`), sql`, `)})`;
    });
    const acme = { tenantIds: [ids.Acme as string] };
    const beta = { tenantIds: [ids.Beta as string] };
    expect(callerWhere(acme)).toBe(callerWhere(acme));
    expect(callerWhere(acme)).not.toBe(callerWhere(beta));

    const query = { $filter: "name ne 'Zed'", $top: '5' };
    const first = listStatement(tenantEntity, query, { where: callerWhere(acme) });
    const again = listStatement(tenantEntity, { ...query }, { where: callerWhere(acme) });
    expect(again).toBe(first);
    expect(rendered).toBe(1);
    expect(Object.isFrozen(first) && Object.isFrozen(first.values)).toBe(true);

    // Another caller: its own rendering and values, the same shape and prepared statement.
    const other = listStatement(tenantEntity, query, { where: callerWhere(beta) });
    expect(rendered).toBe(2);
    expect(other.name).toBe(first.name);
    expect(other.values).toEqual([ids.Beta]);
    expect(first.values).toEqual([ids.Acme]);
    const pages = await Promise.all([acme, beta, acme].map((caller) => runList(db, tenantEntity, query, { where: callerWhere(caller) })));
    expect(pages.map((page) => names(page.value))).toEqual([['Acme'], ['Beta'], ['Acme']]);
    expect(rendered).toBe(2);

    // A where made per request (route parameters) is rendered each time.
    listStatement(tenantEntity, query, onlyTenants(ids.Acme as string));
    listStatement(tenantEntity, query, onlyTenants(ids.Beta as string));
    expect(statementCacheSize()).toBe(1);
  });

  it('leaves uncached a scope whose text holds a $n of its own', async () => {
    const options: ListOptions = { where: (ref) => sql`${ref(tenants.name)} <> '$1'` };
    const statement = listStatement(tenantEntity, {}, options);
    expect(statement.name).toBeUndefined();
    expect(statementCacheSize()).toBe(0);
    expect(names((await runList(db, tenantEntity, {}, options)).value)).toEqual(['Acme', 'Beta', 'Gamma']);
  });
});

describe('runStatement', () => {
  /** A pool of one connection: its read statements get one pipelined connection, each meeting the one before. */
  async function onePool() {
    const pool = new pg.Pool({ connectionString: db.$client.options.connectionString, max: 1 });
    const prepared = async () => (await runStatement(pool, { text: 'select name from pg_prepared_statements order by name', values: [] })).rows.map((r) => r[0]);
    return { pool, prepared, [Symbol.asyncDispose]: () => closeDb(pool) };
  }

  it('prepares a named statement once per connection and runs it again with new values', async () => {
    await using one = await onePool();
    const statement = { name: 'odata_test_once', text: 'select $1::int + 1 as "n"', values: [1] };
    const first = await runStatement(one.pool, statement);
    const second = await runStatement(one.pool, { ...statement, values: [41] });
    expect([first, second]).toEqual([{ fields: ['n'], rows: [['2']] }, { fields: ['n'], rows: [['42']] }]);
    expect(await one.prepared()).toEqual(['odata_test_once']);
  });

  it('answers every row and column as PostgreSQL wrote it, null as null, binding values as pg does', async () => {
    await using one = await onePool();
    const at = new Date('2026-11-23T10:00:00.000Z');
    const statement = {
      name: 'odata_test_text',
      text: `select x as "n", $1::text as "name", null::text as "none", $2::int[] as "ids", $3::timestamptz = '2026-11-23T10:00:00Z' as "same", $4::jsonb ->> 'a' as "a"
             from generate_series(1, 3) as x`,
      values: ['Störung ✓', [1, 2], at, { a: 'b' }],
    };
    expect(await runStatement(one.pool, statement)).toEqual({
      fields: ['n', 'name', 'none', 'ids', 'same', 'a'],
      rows: [1, 2, 3].map((n) => [String(n), 'Störung ✓', null, '{1,2}', 't', 'b']),
    });
  });

  it('runs a statement without a name as the unnamed statement, keeping nothing prepared', async () => {
    await using one = await onePool();
    expect(await runStatement(one.pool, { text: 'select $1::int * 2 as "n"', values: [21] })).toEqual({ fields: ['n'], rows: [['42']] });
    expect(await runStatement(one.pool, { text: 'select 1 as "n" where false', values: [] })).toEqual({ fields: ['n'], rows: [] });
    expect(await one.prepared()).toEqual([]);
  });

  it('gives up a connection whose statement failed', async () => {
    await using one = await onePool();
    await expect(runStatement(one.pool, { name: 'odata_test_fail', text: 'select 1 / $1::int', values: [0] })).rejects.toThrow(/division by zero/);
    expect(await one.prepared()).toEqual([]);
    expect(await runStatement(one.pool, { name: 'odata_test_fail', text: 'select 1 / $1::int as "n"', values: [1] })).toEqual({ fields: ['n'], rows: [['1']] });
  });

  it('refuses a value it cannot bind, and the next statement runs', async () => {
    await using one = await onePool();
    const circular: Record<string, unknown> = {};
    circular.self = circular;
    await expect(runStatement(one.pool, { name: 'odata_test_bind', text: 'select $1::jsonb as "j"', values: [circular] })).rejects.toThrow(/circular/);
    expect(await runStatement(one.pool, { name: 'odata_test_bind_next', text: 'select 7 as "n"', values: [] })).toEqual({ fields: ['n'], rows: [['7']] });
  });

  it('keeps at most statementsPerConnection named statements on a connection, then replaces the connection', async () => {
    await using one = await onePool();
    for (let i = 0; i < statementsPerConnection; i++) await runStatement(one.pool, { name: `odata_test_${i}`, text: `select ${i} as n`, values: [] });
    expect(await one.prepared()).toHaveLength(statementsPerConnection);
    const past = await runStatement(one.pool, { name: 'odata_test_past', text: 'select 200 as n', values: [] });
    expect(past.rows).toEqual([['200']]);
    expect(await one.prepared()).toEqual([]);
  });
});

describe('Lru', () => {
  it('keeps the most recently used entries up to its size', () => {
    const lru = new Lru<string, number>(2);
    lru.set('a', 1);
    lru.set('b', 2);
    expect(lru.get('a')).toBe(1);
    lru.set('c', 3);
    expect(lru.get('b')).toBeUndefined();
    expect([lru.get('a'), lru.get('c'), lru.size]).toEqual([1, 3, 2]);
  });
});
