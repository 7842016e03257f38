import { describe, expect, it } from 'vitest';
import { createBatcher } from './batcher.ts';

/** A run that records its batches and answers each when released. */
function recording() {
  const batches: number[][] = [];
  const releases: Array<() => void> = [];
  const run = (items: number[]) => {
    batches.push(items);
    return new Promise<string[]>((resolve) => releases.push(() => resolve(items.map((i) => `done ${i}`))));
  };
  return { batches, run, releaseNext: () => releases.shift()!() };
}

describe('createBatcher', () => {
  it('sends the first item at once and those that came meanwhile together, each answered with its own result', async () => {
    const { batches, run, releaseNext } = recording();
    const send = createBatcher(run);
    const answers = [send(1), send(2), send(3)];
    expect(batches).toEqual([[1]]);
    releaseNext();
    await new Promise((r) => setTimeout(r, 0));
    expect(batches).toEqual([[1], [2, 3]]);
    releaseNext();
    expect(await Promise.all(answers)).toEqual(['done 1', 'done 2', 'done 3']);
  });

  it('puts at most `maxWeight` by `weight` in a batch, and an item heavier than that alone', async () => {
    const { batches, run, releaseNext } = recording();
    const send = createBatcher(run, { weight: (n) => n, maxWeight: 10 });
    const answers = [1, 4, 5, 2, 30, 3].map((i) => send(i));
    expect(batches).toEqual([[1]]);
    for (const expected of [[1], [4, 5], [2], [30], [3]]) {
      expect(batches.at(-1)).toEqual(expected);
      releaseNext();
      await new Promise((r) => setTimeout(r, 0));
    }
    expect(await Promise.all(answers)).toHaveLength(6);
  });

  it('holds an item back while a batch in flight has one of its keys, and sends the items behind it first', async () => {
    const { batches, run, releaseNext } = recording();
    const keysOf: Record<number, string[]> = { 1: ['a', 'b'], 2: ['b'], 3: ['c'], 4: ['a'], 5: ['d'] };
    const send = createBatcher(run, { concurrency: 2, keys: (n) => keysOf[n]! });
    const answers = [1, 2, 3, 4, 5].map((i) => send(i));
    // 1 goes; 2 shares b with it, so 3 goes second; 4 (a) must wait for 1, 5 may not start a third batch.
    expect(batches).toEqual([[1], [3]]);
    releaseNext();
    await new Promise((r) => setTimeout(r, 0));
    expect(batches).toEqual([[1], [3], [2, 4, 5]]);
    releaseNext();
    releaseNext();
    expect(await Promise.all(answers)).toEqual(['done 1', 'done 2', 'done 3', 'done 4', 'done 5']);
  });

  it('keeps up to `concurrency` batches in flight and at most `maxBatch` items in one', async () => {
    const { batches, run, releaseNext } = recording();
    const send = createBatcher(run, { concurrency: 2, maxBatch: 2 });
    const answers = [1, 2, 3, 4, 5, 6].map((i) => send(i));
    expect(batches).toEqual([[1], [2]]);
    releaseNext();
    await new Promise((r) => setTimeout(r, 0));
    expect(batches).toEqual([[1], [2], [3, 4]]);
    releaseNext();
    releaseNext();
    await new Promise((r) => setTimeout(r, 0));
    releaseNext();
    expect(await Promise.all(answers)).toHaveLength(6);
    expect(batches.flat()).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it('fails every item of a batch whose run failed, and goes on with the next', async () => {
    let calls = 0;
    const send = createBatcher(async (items: number[]) => {
      calls += 1;
      if (calls === 1) throw new Error('database gone');
      return items.map((i) => i * 10);
    });
    const first = send(1);
    await expect(first).rejects.toThrow('database gone');
    expect(await send(2)).toBe(20);
  });
});
