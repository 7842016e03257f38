import { readFileSync, writeFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { renderPermissionsSection, withGeneratedSection } from '../cli/permissions-doc.ts';
import { type TestContext, createTestContext } from './context.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});

const permissionsDoc = new URL('../../../../docs/permissions.md', import.meta.url);

describe('every route', () => {
  it('declares the permission it needs', () => {
    const missing = ctx.app.routeTable.filter((r) => r.permission === undefined).map((r) => `${r.method} ${r.url}`);
    expect(missing).toEqual([]);
    expect(ctx.app.routeTable.length).toBeGreaterThan(5);
  });

  // `npm run docs:permissions` runs this test with WRITE_PERMISSIONS_DOC=1 to write the section.
  it('is listed with its permission in docs/permissions.md, as are the built-in roles', () => {
    const expected = withGeneratedSection(readFileSync(permissionsDoc, 'utf8'), renderPermissionsSection(ctx.app.routeTable));
    if (process.env.WRITE_PERMISSIONS_DOC === '1') writeFileSync(permissionsDoc, expected);
    const document = readFileSync(permissionsDoc, 'utf8');
    const lines = new Set(document.split('\n'));
    const missing = expected.split('\n').filter((line) => !lines.has(line));
    const stale = document.split('\n').filter((line) => !expected.includes(line));
    const fix = 'docs/permissions.md differs from the routes and roles: run npm run docs:permissions';
    expect({ fix, missing, stale, same: document === expected }).toEqual({ fix, missing: [], stale: [], same: true });
  });
});

describe('an API token', () => {
  it('reads neither locations nor subscriptions (the Integration role holds no such permission)', async () => {
    const { token } = await ctx.factories.tokenGrant();
    for (const url of ['/v1/locations', '/v1/subscriptions']) {
      const res = await ctx.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });
      expect({ url, status: res.statusCode }).toEqual({ url, status: 403 });
    }
  });
});
