import { describe, expect, it } from 'vitest';
import { createCommandWaiters } from './agent.waiters.ts';

describe('command waiters', () => {
  it('wakes the waiters of one device only, and forgets them afterwards', async () => {
    const waiters = createCommandWaiters();
    const a = waiters.wait('a', 10_000);
    const b = waiters.wait('b', 50);
    expect(waiters.count()).toBe(2);
    waiters.wake('a');
    expect(await a.promise).toBe(true);
    expect(await b.promise).toBe(false);
    expect(waiters.count()).toBe(0);
  });

  it('wakes everyone on `*` (hints may have been lost) and lets everyone go on release', async () => {
    const waiters = createCommandWaiters();
    const woken = [waiters.wait('a', 10_000), waiters.wait('b', 10_000)];
    waiters.wake('*');
    expect(await Promise.all(woken.map((w) => w.promise))).toEqual([true, true]);
    const released = waiters.wait('c', 10_000);
    waiters.release();
    expect(await released.promise).toBe(false);
  });

  it('a cancelled waiter is not woken later', async () => {
    const waiters = createCommandWaiters();
    const w = waiters.wait('a', 10_000);
    w.cancel();
    waiters.wake('a');
    expect(await w.promise).toBe(false);
    expect(waiters.count()).toBe(0);
  });
});
