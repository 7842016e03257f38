import { count } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestContext } from '../../test/context.ts';
import { ensureBuiltInControlSets } from './compliance.builtin.ts';
import { builtInControlSets } from './compliance.catalogs.ts';
import { controlSets, controls } from './compliance.table.ts';

const ctx = await createTestContext();

describe('the built-in control sets', () => {
  it('are made on a database without demo data, once however many starts run it', async () => {
    await ensureBuiltInControlSets(ctx.db);
    await Promise.all([ensureBuiltInControlSets(ctx.db), ensureBuiltInControlSets(ctx.db)]);
    const sets = await ctx.db.select({ name: controlSets.name }).from(controlSets);
    expect(sets.map((s) => s.name).sort()).toEqual(builtInControlSets.map((s) => s.name).sort());
    const [{ n }] = await ctx.db.select({ n: count() }).from(controls) as [{ n: number }];
    expect(n).toBe(builtInControlSets.reduce((sum, set) => sum + set.controls.length, 0));
  });
});
