/**
 * Property tests: about 100,000 generated inputs through the parser and the translator must each
 * give SQL or an ODataError (never another error) within a bound; then a few thousand type-correct
 * queries must run in PostgreSQL without a single database error.
 */
import { PgDialect } from 'drizzle-orm/pg-core';
import * as fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/client.ts';
import { subscriptions } from '../../modules/subscriptions/subscriptions.table.ts';
import { tenants } from '../../modules/tenants/tenants.table.ts';
import { buildList } from './build.ts';
import { ODataError } from './errors.ts';
import { pools, searchText, tokenSoup, validFilter, validOrderBy } from './odata.arbitraries.ts';
import { runList } from './run.ts';
import { freshDatabase, probeEntity, probes, subscriptionEntity, tenantEntity } from './entities.fixtures.ts';
import type { EntityDef, ODataQuery } from './types.ts';

const dialect = new PgDialect({ casing: 'snake_case' });
const entities = { tenant: tenantEntity, subscription: subscriptionEntity, probe: probeEntity };
type EntityName = keyof typeof entities;
const entityNames = Object.keys(entities) as EntityName[];
/**
 * Generous: a linear parser takes well under a millisecond; catastrophic backtracking takes seconds.
 * Measured as this thread's CPU time, not the clock, so a busy machine that leaves the test waiting
 * for a core (or a garbage collection on another thread) does not count against the parser.
 */
const boundMs = 250;
const threadCpuMs = () => {
  const { user, system } = process.threadCpuUsage();
  return (user + system) / 1000;
};
let slowest = 0;

/** Translates and renders; true when it gave SQL, false for an ODataError, a failed check otherwise. */
function translate(entity: EntityDef, query: ODataQuery): boolean {
  const started = threadCpuMs();
  let caught: unknown;
  try {
    const statements = buildList(entity, query);
    dialect.sqlToQuery(statements.rows);
    if (statements.count) dialect.sqlToQuery(statements.count);
  } catch (error) {
    caught = error;
  }
  if (caught !== undefined && !(caught instanceof ODataError)) throw caught;
  const elapsed = threadCpuMs() - started;
  slowest = Math.max(slowest, elapsed);
  expect(elapsed).toBeLessThan(boundMs);
  return caught === undefined;
}

/** Counts what was accepted and refused, so each test can show it reached both. */
function tally() {
  const counts = { accepted: 0, refused: 0 };
  return {
    counts,
    add(ok: boolean) {
      if (ok) counts.accepted += 1;
      else counts.refused += 1;
    },
  };
}

const optionKey = fc.constantFrom('$filter', '$orderby', '$select', '$expand', '$search', '$top', '$skip', '$count');
const entityName = fc.constantFrom(...entityNames);

/** A random change to one character: near-valid inputs reach the deepest error paths. */
function mutate(base: fc.Arbitrary<string>): fc.Arbitrary<string> {
  return fc.tuple(base, fc.nat(), fc.constantFrom('delete', 'insert', 'replace'), fc.constantFrom(...`()',/;=$ -:.0aZ_\\"`))
    .map(([text, n, how, ch]) => {
      const at = text.length === 0 ? 0 : n % text.length;
      if (how === 'delete') return text.slice(0, at) + text.slice(at + 1);
      if (how === 'insert') return text.slice(0, at) + ch + text.slice(at);
      return text.slice(0, at) + ch + text.slice(at + 1);
    });
}

/** Any field name of any entity, right or wrong for the one queried, and some that exist nowhere. */
const anyField = fc.constantFrom(...new Set([...Object.values(pools).flatMap((p) => Object.values(p).flat()), 'foo', 'tenant', 'subscriptions', 'notes', 'a/b', '__proto__', 'constructor']));
const anyLiteral = fc.oneof(
  fc.constantFrom('null', 'true', "'x'", '1', '-2.5', '2026-11-22', '2026-11-22T03:00:00Z', '00000000-0000-0000-0000-000000000000', "'00000000-0000-0000-0000-000000000000'", "'2026-01-01'", "'nope'"),
  fc.string({ maxLength: 8 }).map((s) => `'${s.replaceAll("'", "''")}'`),
);
/** Grammatical filters that ignore types: most fail the type checks with a 400. */
const untypedFilter = fc.letrec<{ expr: string; value: string }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small' },
    anyField,
    anyLiteral,
    fc.tuple(fc.constantFrom('tolower', 'toupper', 'contains', 'startswith', 'endswith', 'length', 'trim'), fc.array(tie('value'), { maxLength: 3 }))
      .map(([fn, args]) => `${fn}(${args.join(',')})`),
  ),
  expr: fc.oneof(
    { depthSize: 'small' },
    fc.tuple(tie('value'), fc.constantFrom('eq', 'ne', 'gt', 'ge', 'lt', 'le'), tie('value')).map(([a, op, b]) => `${a} ${op} ${b}`),
    fc.tuple(tie('value'), fc.array(anyLiteral, { minLength: 1, maxLength: 4 })).map(([a, items]) => `${a} in (${items.join(',')})`),
    tie('value'),
    fc.tuple(tie('expr'), fc.constantFrom('and', 'or'), tie('expr')).map(([a, op, b]) => `${a} ${op} ${b}`),
    tie('expr').map((e) => `not ${e}`),
    tie('expr').map((e) => `(${e})`),
  ),
})).expr;

/** Long and deep inputs around every limit. */
const extreme = fc.oneof(
  fc.integer({ min: 0, max: 80 }).map((n) => ({ $filter: `${'('.repeat(n)}enabled${')'.repeat(n)}` })),
  fc.integer({ min: 0, max: 80 }).map((n) => ({ $filter: `${'not '.repeat(n)}enabled` })),
  fc.integer({ min: 0, max: 80 }).map((n) => ({ $filter: `${'tolower('.repeat(n)}name${')'.repeat(n)} eq 'x'` })),
  fc.integer({ min: 0, max: 2000 }).map((n) => ({ $filter: '('.repeat(n) })),
  fc.integer({ min: 1, max: 450 }).map((n) => ({ $filter: Array.from({ length: n }, (_, i) => `name eq '${i}'`).join(i0(n)) })),
  fc.integer({ min: 0, max: 1100 }).map((n) => ({ $filter: `nameLength in (${Array.from({ length: n + 1 }, (_, i) => i).join(',')})` })),
  fc.integer({ min: 3990, max: 4010 }).map((n) => ({ $filter: `name eq '${'x'.repeat(n - 10)}'` })),
  fc.integer({ min: 0, max: 4100 }).map((n) => ({ $filter: `name eq '${"'".repeat(n)}` })),
  fc.integer({ min: 0, max: 4100 }).map((n) => ({ $search: 'a '.repeat(n) })),
  fc.integer({ min: 1, max: 6 }).map((n) => ({ $expand: `${'subscriptions($expand=tenant($expand='.repeat(n)}subscriptions${'))'.repeat(n)}` })),
  fc.integer({ min: 1, max: 12 }).map((n) => ({ $orderby: Array.from({ length: n }, () => 'name desc').join(',') })),
  fc.integer({ min: 0, max: 1000 }).map((n) => ({ $filter: `${'a/'.repeat(n)}b eq 1` })),
  fc.integer({ min: 0, max: 1000 }).map((n) => ({ $filter: `${'2026-01-01T00:00:00'.repeat(n)}` })),
  fc.integer({ min: 0, max: 1000 }).map((n) => ({ $filter: `name eq ${'9'.repeat(n)}` })),
);
function i0(n: number): string {
  return n % 2 === 0 ? ' and ' : ' or ';
}

describe('parser and translator on generated input', () => {
  it('random text in every option: SQL or ODataError (30,000 cases)', () => {
    const seen = tally();
    fc.assert(fc.property(entityName, optionKey, fc.oneof(fc.string({ unit: 'binary', maxLength: 60 }), fc.string({ maxLength: 60 })), (name, key, value) => {
      seen.add(translate(entities[name], { [key]: value }));
    }), { numRuns: 30_000 });
    expect(seen.counts.refused).toBeGreaterThan(0);
  });

  it('token soup in every option (25,000 cases)', () => {
    const seen = tally();
    fc.assert(fc.property(entityName, optionKey, tokenSoup, (name, key, value) => {
      seen.add(translate(entities[name], { [key]: value }));
    }), { numRuns: 25_000 });
    expect(seen.counts.accepted).toBeGreaterThan(0);
    expect(seen.counts.refused).toBeGreaterThan(0);
  });

  it('grammatical filters that ignore types, and mutated valid filters (30,000 cases)', () => {
    const untyped = tally();
    fc.assert(fc.property(entityName, untypedFilter, (name, filter) => {
      untyped.add(translate(entities[name], { $filter: filter }));
    }), { numRuns: 15_000 });
    const mutated = tally();
    fc.assert(fc.property(fc.constantFrom(...entityNames).chain((name) => fc.tuple(fc.constant(name), mutate(validFilter(pools[name], 3)))), ([name, filter]) => {
      mutated.add(translate(entities[name], { $filter: filter }));
    }), { numRuns: 15_000 });
    expect([untyped.counts.accepted, untyped.counts.refused, mutated.counts.accepted, mutated.counts.refused].every((n) => n > 0)).toBe(true);
  });

  it('valid filters translate, whole queries with every option (10,000 cases)', () => {
    let accepted = 0;
    fc.assert(fc.property(fc.constantFrom(...entityNames).chain((name) => fc.tuple(fc.constant(name), validFilter(pools[name], 5), validOrderBy(name))), ([name, filter, orderby]) => {
      if (translate(entities[name], { $filter: filter, $orderby: orderby, $count: 'true', $top: '10' })) accepted += 1;
    }), { numRuns: 10_000 });
    expect(accepted).toBe(10_000);
  });

  it('long and deep inputs around every limit (5,000 cases)', () => {
    const seen = tally();
    fc.assert(fc.property(entityName, extreme, (name, query) => {
      seen.add(translate(entities[name], query));
    }), { numRuns: 5_000 });
    expect(seen.counts.accepted).toBeGreaterThan(0);
    expect(seen.counts.refused).toBeGreaterThan(0);
    expect(slowest).toBeLessThan(boundMs);
  });
});

describe('type-correct queries in PostgreSQL', () => {
  let db: Db;
  beforeAll(async () => {
    db = await freshDatabase();
    const made = await db.insert(tenants).values([
      { name: 'Acme', internalNotificationEmailAddress: 'ops@acme.test' },
      { name: "O'Brien %_\\", enabled: false, workUnitFieldDef1: 'x' },
      { name: 'Ünïcødé 😀', internalNotificationEmailAddress: null },
    ]).returning();
    await db.insert(subscriptions).values(made.flatMap((t, i) => Array.from({ length: i + 1 }, (_, j) => ({ tenantId: t.tenantId, name: `Sub ${i}.${j}` }))));
    await db.insert(probes).values([
      { label: 'p', small: 32767, count: -2147483648, big: -9007199254740991, ratio: 3.4e38, score: 1e308, amount: '9999999999.99', day: '0001-01-01', at: new Date('2026-01-01T00:00:00Z'), localAt: new Date('1970-01-01T00:00:00Z'), flag: true, data: [1, 'x'], tenantId: made[0]?.tenantId },
      { label: '', small: 0, count: 0, big: 0, ratio: -0, score: 5e-324, amount: '-0.01', day: '9999-12-31', flag: false, data: {}, tenantId: null },
      {},
    ]);
  });

  it('runs 3,000 generated queries with no database error', { timeout: 120_000 }, async () => {
    const expands: Record<EntityName, string[]> = {
      tenant: ['', 'subscriptions', 'subscriptions($select=name;$orderby=name desc;$top=2)', "subscriptions($filter=contains(tenant/name,'a');$expand=tenant($select=name))"],
      subscription: ['', 'tenant', 'tenant($select=name,created;$expand=subscriptions($top=1;$skip=1))'],
      probe: ['', 'tenant($select=name;$expand=subscriptions($select=name;$filter=name ne null))'],
    };
    const query = fc.constantFrom(...entityNames).chain((name) => fc.record({
      name: fc.constant(name),
      $filter: validFilter(pools[name], 4),
      $orderby: fc.option(validOrderBy(name), { nil: undefined }),
      $expand: fc.constantFrom(...expands[name]),
      $search: fc.option(searchText, { nil: undefined }),
      $top: fc.option(fc.integer({ min: 0, max: 50 }).map(String), { nil: undefined }),
      $skip: fc.option(fc.integer({ min: 0, max: 3 }).map(String), { nil: undefined }),
      $count: fc.constantFrom('true', 'false'),
    }));
    let rows = 0;
    await fc.assert(fc.asyncProperty(query, async ({ name, ...options }) => {
      const result = await runList(db, entities[name], options);
      rows += result.value.length;
      expect(options.$count === 'false' || (result['@odata.count'] ?? -1) >= result.value.length).toBe(true);
    }), { numRuns: 3_000 });
    // the generated filters must select something now and then, or the test proves little
    expect(rows).toBeGreaterThan(100);
  });
});
