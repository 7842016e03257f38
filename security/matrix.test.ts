// The permission and cross-tenant matrices over every operation of the OpenAPI document.
import { beforeAll, describe, expect, it } from 'vitest';
import { type Ids, fillPath, globalRecords, tenantRecords } from './lib/fixtures.ts';
import { type Answer, call, getJson, report, suite } from './lib/suite.ts';
import { type Operation, operationsOf, routes } from './routes.ts';

let operations: Operation[];
let idsA: Ids;
let idsB: Ids;

const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi;

beforeAll(async () => {
  const { tokens, tenants } = suite();
  operations = operationsOf(await getJson('/api/docs/json', tokens.admin!));
  const global = await globalRecords(tokens.admin!);
  idsA = { ...global, ...(await tenantRecords(tokens.admin!, tenants.A)) };
  idsB = { ...global, ...(await tenantRecords(tokens.admin!, tenants.B)) };
});

function send(op: Operation, ids: Ids, token?: string): Promise<Answer> {
  const expectation = routes[op.key]!;
  const query = expectation.query?.(ids);
  const path = fillPath(op.path, ids) + (query ? `?${query}` : '');
  const body = expectation.body?.(ids) ?? (op.method === 'GET' || op.method === 'DELETE' ? undefined : {});
  return call(op.method, path, { token, body, contentType: op.method === 'PATCH' ? 'application/json-patch+json' : undefined });
}

const brief = (res: Answer) => `${res.status} ${res.text.slice(0, 160)}`;

describe('route matrix', () => {
  it('has an expectation for every operation the OpenAPI document lists', () => {
    const missing = operations.filter((op) => !routes[op.key]).map((op) => op.key);
    const stale = Object.keys(routes).filter((key) => !operations.some((op) => op.key === key));
    report('matrix: every documented route has an expectation', operations.length, missing.length + stale.length,
      missing.length ? `missing: ${missing.join(', ')}` : undefined);
    expect({ missing, stale }).toEqual({ missing: [], stale: [] });
  });

  it('answers 401 to anonymous callers on every route that is not public', async () => {
    const problems: string[] = [];
    for (const op of operations.filter((o) => routes[o.key])) {
      const res = await send(op, idsB);
      const { access } = routes[op.key]!;
      if (access === 'public') {
        if (res.status === 401 || res.status === 403 || res.status >= 500) problems.push(`${op.key}: public route answered ${brief(res)}`);
      } else if (res.status !== 401) problems.push(`${op.key}: expected 401, got ${brief(res)}`);
    }
    report('matrix: anonymous (401 unless public)', operations.length, problems);
    expect(problems).toEqual([]);
  });

  it('answers 403 or 404 to a signed-in account with no grant on every route needing a permission', async () => {
    const problems: string[] = [];
    const { tokens } = suite();
    for (const op of operations.filter((o) => routes[o.key])) {
      const res = await send(op, idsA, tokens.nogrants);
      const { access } = routes[op.key]!;
      if (res.status >= 500) problems.push(`${op.key}: ${brief(res)}`);
      else if (access === 'permission' && res.status !== 403 && res.status !== 404) problems.push(`${op.key}: expected 403 or 404, got ${brief(res)}`);
      else if (access !== 'permission' && res.status === 401) problems.push(`${op.key}: a signed-in account got 401`);
      else if (access !== 'permission' && res.status === 200) {
        // What an account without grants may see must name no tenant.
        const leaked = Object.values(suite().tenants).filter((id) => res.text.includes(id));
        if (leaked.length) problems.push(`${op.key}: an account without grants sees tenant ids ${leaked.join(', ')}`);
      }
    }
    report('matrix: signed in, no grants (403/404)', operations.length, problems);
    expect(problems).toEqual([]);
  });

  it("answers 404 to tenant A's administrator for tenant B's records, and leaks none of B's ids", async () => {
    const problems: string[] = [];
    const { tokens } = suite();
    const foreign = new Set(Object.values(idsB).filter((v) => UUID.test(v) && !Object.values(idsA).includes(v)));
    for (const op of operations.filter((o) => routes[o.key])) {
      const { cross } = routes[op.key]!;
      const res = await send(op, idsB, tokens.tenantA);
      if (res.status >= 500) problems.push(`${op.key}: ${brief(res)}`);
      else if (cross === 'notFound') {
        if (res.status !== 404) problems.push(`${op.key}: expected 404 for tenant B, got ${brief(res)}`);
      } else if (cross === 'noLeak') {
        const leaked = [...foreign].filter((id) => res.text.includes(id));
        if (leaked.length) problems.push(`${op.key}: answer (${res.status}) contains tenant B ids ${leaked.join(', ')}`);
      } else if (!cross.status.includes(res.status)) problems.push(`${op.key}: expected ${cross.status.join('/')} (${cross.why}), got ${brief(res)}`);
    }
    report('matrix: tenant A admin on tenant B (404, no leak)', operations.length, problems);
    expect(problems).toEqual([]);
  });

  it("reaches tenant A's own records on the same routes (the matrix is not vacuous)", async () => {
    const problems: string[] = [];
    const { tokens } = suite();
    const reads = operations.filter((o) => o.method === 'GET' && routes[o.key]?.cross === 'notFound');
    for (const op of reads) {
      const res = await send(op, idsA, tokens.tenantA);
      if (res.status !== 200) problems.push(`${op.key}: expected 200 for tenant A, got ${brief(res)}`);
    }
    report('matrix: tenant A admin on tenant A (200)', reads.length, problems);
    expect(problems).toEqual([]);
  });
});
