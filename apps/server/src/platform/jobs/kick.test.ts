import { describe, expect, it } from 'vitest';
import { coalescingKick, retryingTransaction } from './kick.ts';

describe('coalescingKick', () => {
  it('sends once for a kick and once more for any number of kicks while a send is on its way', async () => {
    let sends = 0;
    let release: () => void = () => {};
    const kick = coalescingKick(() => true, async () => {
      sends++;
      if (sends === 1) await new Promise<void>((resolve) => { release = resolve; });
    }, () => {});
    const first = kick();
    await Promise.all([kick(), kick(), kick()]);
    release();
    await first;
    expect(sends).toBe(2);
  });

  it('sends nothing while not running, and hands a failed send to warn', async () => {
    const warned: unknown[] = [];
    let sends = 0;
    await coalescingKick(() => false, async () => { sends++; }, (err) => warned.push(err))();
    expect(sends).toBe(0);
    await coalescingKick(() => true, async () => { throw new Error('no queue'); }, (err) => warned.push(err))();
    expect(warned).toHaveLength(1);
  });
});

describe('retryingTransaction', () => {
  it('takes a deadlocked batch again, up to three tries, and passes other errors through at once', async () => {
    let tries = 0;
    expect(await retryingTransaction(async () => {
      if (++tries < 3) throw Object.assign(new Error('deadlock'), { code: '40P01' });
      return 'done';
    })).toBe('done');
    tries = 0;
    await expect(retryingTransaction(async () => {
      tries++;
      throw Object.assign(new Error('unique'), { code: '23505' });
    })).rejects.toThrow('unique');
    expect(tries).toBe(1);
  });
});
