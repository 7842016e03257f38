// Generated hostile $filter / $orderby / $search / $select values on every list route: never a 5xx,
// never slower than 2 s. SECURITY_ODATA_RUNS values per route (10,000 asks the issue; CI default below).
import * as fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { literals, pools, searchText, tokenSoup, validFilter } from '../apps/server/src/platform/odata/odata.arbitraries.ts';
import { type Ids, fillPath, globalRecords, tenantRecords } from './lib/fixtures.ts';
import { call, getJson, report, suite } from './lib/suite.ts';
import { type Operation, operationsOf, routes } from './routes.ts';

/** Values per list route. 500 in CI keeps the suite within its budget on 2 cores (see the report). */
const RUNS = Number(process.env.SECURITY_ODATA_RUNS ?? 500);
const SEED = Number(process.env.SECURITY_ODATA_SEED ?? Date.now() % 2 ** 31);
const CONCURRENCY = Number(process.env.SECURITY_ODATA_CONCURRENCY ?? 6);
const LIMIT_MS = 2_000;

const hostile = fc.constantFrom(
  "' or 1=1 --", "name eq 'x'; drop table tenants; --", "1) or (1=1", 'tenantId ne null or true', "name eq '\\'", "$filter=name eq 'a'",
  'pg_sleep(10)', "contains(name, 'a%') and pg_sleep(5) eq 1", 'x'.repeat(5_000), '('.repeat(500) + 'true' + ')'.repeat(500),
  'not '.repeat(300) + 'true', Array.from({ length: 300 }, () => "name eq 'a'").join(' or '), 'name in (' + Array.from({ length: 2_000 }, (_, i) => `'${i}'`).join(',') + ')',
  '\u0000', '\uD800', '%00', '%', '*', '/', '../../etc/passwd', 'tenant/tenant/tenant/tenant/name', 'tenant/subscriptions/any(s: s/name eq 1)',
  "tolower(tolower(tolower(tolower(tolower(tolower(tolower(tolower(name)))))))) eq 'a'", 'created gt 9999-99-99', '1e999 eq 1e999', 'length(name) gt 1',
);

/** Text built from the route's own field names, right and wrong, with literals of every type. */
function fieldText(fields: string[]): fc.Arbitrary<string> {
  const field = fc.constantFrom(...fields, 'tenantId', 'tenant/name', 'nope', 'passwordHash', 'secretHash', 'tenant/secrets');
  const literal = fc.oneof(literals.string, literals.number, literals.boolean, literals.date, literals.guid, fc.constant('null'));
  const op = fc.constantFrom('eq', 'ne', 'gt', 'ge', 'lt', 'le', 'has', 'in', 'like', 'add');
  const leaf = fc.oneof(
    fc.tuple(field, op, literal).map(([f, o, l]) => `${f} ${o} ${l}`),
    fc.tuple(fc.constantFrom('contains', 'startswith', 'endswith', 'tolower', 'toupper', 'length', 'year', 'substringof', 'indexof'), field, literal)
      .map(([fn, f, l]) => `${fn}(${f}, ${l})`),
    fc.tuple(field, fc.array(literal, { maxLength: 8 })).map(([f, l]) => `${f} in (${l.join(',')})`),
  );
  return fc.oneof(leaf, fc.array(leaf, { minLength: 2, maxLength: 6 }).chain((ls) => fc.constantFrom(ls.join(' and '), ls.join(' or '), `not (${ls.join(') or (')})`)));
}

function queryValues(fields: string[]): fc.Arbitrary<Record<string, string>> {
  const anyText = fc.oneof(
    { weight: 3, arbitrary: fieldText(fields) },
    { weight: 2, arbitrary: tokenSoup },
    { weight: 1, arbitrary: validFilter(pools.tenant, 2) },
    { weight: 1, arbitrary: hostile },
    { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 200 }) },
  );
  const orderBy = fc.oneof(
    fc.array(fc.tuple(fc.constantFrom(...fields, 'nope', 'tenant/name', "name'", 'tolower(name)', '1', 'random()'), fc.constantFrom('', ' asc', ' desc', ' sideways')), { minLength: 1, maxLength: 5 })
      .map((keys) => keys.map(([f, d]) => `${f}${d}`).join(',')),
    anyText,
  );
  const select = fc.oneof(fc.array(fc.constantFrom(...fields, '*', 'nope', 'passwordHash', 'tenant/name', 'tenant', '$count', ''), { maxLength: 8 }).map((s) => s.join(',')), anyText);
  const search = fc.oneof(searchText, anyText);
  return fc.record({ $filter: anyText, $orderby: orderBy, $search: search, $select: select }, { requiredKeys: [] })
    .filter((query) => Object.keys(query).length > 0);
}

let operations: Operation[];
let ids: Ids;

beforeAll(async () => {
  const { tokens, tenants } = suite();
  operations = operationsOf(await getJson('/api/docs/json', tokens.admin!)).filter((op) => op.query.includes('$filter'));
  ids = { ...(await globalRecords(tokens.admin!)), ...(await tenantRecords(tokens.admin!, tenants.A)) };
});

async function fieldsOf(path: string, token: string): Promise<string[]> {
  const res = await call('GET', `${path}${path.includes('?') ? '&' : '?'}$top=1`, { token });
  const body = res.json as { value?: Array<Record<string, unknown>> } | undefined;
  const row = body?.value?.[0];
  return row ? Object.keys(row) : ['name'];
}

describe(`OData options (${RUNS} generated values per list route, seed ${SEED})`, () => {
  it('covers every list route the OpenAPI document lists with OData options', () => {
    const untabled = operations.filter((op) => !routes[op.key]?.odata).map((op) => op.key);
    expect(untabled).toEqual([]);
  });

  it('never answers 5xx, never takes over 2 s', async () => {
    const { tokens } = suite();
    const summary: string[] = [];
    let total = 0;
    let failures = 0;
    console.log(`OData fuzzing: ${operations.length} list routes x ${RUNS} values, seed ${SEED} (SECURITY_ODATA_RUNS, SECURITY_ODATA_SEED)`);
    for (const op of operations) {
      const path = fillPath(op.path, ids);
      const fixed = routes[op.key]?.query?.(ids);
      const base = fixed ? `${path}?${fixed}` : path;
      const fields = await fieldsOf(base, tokens.admin!);
      const values = fc.sample(queryValues(fields), { numRuns: RUNS, seed: SEED });
      const problems: string[] = [];
      let slowest = 0;
      const started = performance.now();
      let next = 0;
      const worker = async () => {
        while (next < values.length) {
          const query = values[next++]!;
          const search = new URLSearchParams(fixed ?? '');
          for (const [k, v] of Object.entries(query)) search.set(k, v);
          const url = `${path}?${search}`;
          try {
            const res = await call('GET', url, { token: tokens.admin, timeoutMs: 10_000 });
            slowest = Math.max(slowest, res.ms);
            if (res.status >= 500) problems.push(`${res.status} ${JSON.stringify(query).slice(0, 300)}: ${res.text.slice(0, 200)}`);
            else if (res.ms > LIMIT_MS) problems.push(`${Math.round(res.ms)} ms ${JSON.stringify(query).slice(0, 300)}`);
            else if (res.status >= 400 && (res.json as { message?: unknown } | undefined)?.message === undefined) problems.push(`${res.status} without a JSON message: ${JSON.stringify(query).slice(0, 200)}`);
          } catch (err) {
            problems.push(`${(err as Error).message} ${JSON.stringify(query).slice(0, 300)}`);
          }
        }
      };
      await Promise.all(Array.from({ length: CONCURRENCY }, worker));
      const seconds = (performance.now() - started) / 1000;
      total += values.length;
      failures += problems.length;
      summary.push(`${op.key}: ${values.length} values in ${seconds.toFixed(1)} s, slowest ${Math.round(slowest)} ms, ${problems.length} failures`);
      for (const p of problems.slice(0, 5)) summary.push(`  ${p}`);
    }
    console.log(summary.join('\n'));
    report(`OData: hostile $filter/$orderby/$search/$select (${operations.length} routes x ${RUNS})`, total, failures, `seed ${SEED}`);
    expect(summary.filter((line) => line.startsWith('  '))).toEqual([]);
  });
});
