import { beforeAll, describe, expect, it } from 'vitest';
import { type TestContext, createTestContext } from './context.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});

describe('every route', () => {
  it('declares the permission it needs', () => {
    const missing = ctx.app.routeTable.filter((r) => r.permission === undefined).map((r) => `${r.method} ${r.url}`);
    expect(missing).toEqual([]);
    expect(ctx.app.routeTable.length).toBeGreaterThan(5);
  });
});
