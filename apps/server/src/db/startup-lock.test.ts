import { describe, expect, it } from 'vitest';
import { createEmptyDatabase as emptyDatabase } from '../test/empty-database.ts';
import { closeDb, createDb } from './client.ts';
import { runMigrations } from './migrate.ts';
import { withStartupLock } from './startup-lock.ts';

describe('the start-up lock', () => {
  it('lets nodes starting together on an empty database migrate one after another, all of them succeeding', async () => {
    const url = await emptyDatabase();
    const nodes = [0, 1, 2].map(() => createDb(url, 2, { warn: () => {} }));
    const order: string[] = [];
    try {
      await Promise.all(nodes.map(({ db }, i) => withStartupLock(url, async () => {
        order.push(`start ${i}`);
        await runMigrations(db);
        order.push(`end ${i}`);
      })));
    } finally {
      await Promise.all(nodes.map(({ pool }) => closeDb(pool)));
    }
    // Never two at once: every start is followed by its own end.
    for (let i = 0; i < order.length; i += 2) expect(order[i + 1]).toBe(order[i]!.replace('start', 'end'));
    expect(order).toHaveLength(6);
  });

  it('is released when the work fails, so the next node goes on', async () => {
    const url = await emptyDatabase();
    await expect(withStartupLock(url, async () => {
      throw new Error('the first node failed');
    })).rejects.toThrow('the first node failed');
    await expect(withStartupLock(url, async () => 'second')).resolves.toBe('second');
  });
});
