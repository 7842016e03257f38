import { describe, expect, it, vi } from 'vitest';
import { createHintedCache } from './hinted-cache.ts';

function setup(options: { ttlMs?: number; maxEntries?: number } = {}) {
  let clock = 1_000;
  const cache = createHintedCache<string>({ ttlMs: 100, ...options, now: () => clock });
  const read = vi.fn<(key: string) => Promise<string | undefined>>(async (key) => (key === 'missing' ? undefined : `value of ${key}`));
  const get = async (key: string) => cache.get(key) ?? cache.load(key, () => read(key));
  return { cache, read, get, advance: (ms: number) => { clock += ms; } };
}

describe('createHintedCache', () => {
  it('reads a key once while it is fresh, and again after its time', async () => {
    const { read, get, advance } = setup();
    expect(await get('a')).toBe('value of a');
    expect(await get('a')).toBe('value of a');
    expect(read).toHaveBeenCalledTimes(1);
    advance(101);
    await get('a');
    expect(read).toHaveBeenCalledTimes(2);
  });

  it('keeps nothing for a read that answers undefined', async () => {
    const { read, get } = setup();
    expect(await get('missing')).toBeUndefined();
    await get('missing');
    expect(read).toHaveBeenCalledTimes(2);
  });

  it("forgets a key on its hint, and every key on the hint for all", async () => {
    const { cache, read, get } = setup();
    await get('a');
    await get('b');
    cache.forget('a');
    await get('a');
    await get('b');
    expect(read).toHaveBeenCalledTimes(3);
    cache.forget('*');
    await get('b');
    expect(read).toHaveBeenCalledTimes(4);
  });

  it('does not keep an answer that a hint overtook while it was being read', async () => {
    const cache = createHintedCache<string>({ ttlMs: 60_000 });
    let release: (value: string) => void = () => {};
    const pending = cache.load('a', () => new Promise((resolve) => { release = resolve; }));
    cache.forget('b');
    release('old');
    expect(await pending).toBe('old');
    expect(cache.get('a')).toBeUndefined();
  });

  it('keeps at most maxEntries, making room by the oldest', async () => {
    const { cache, get } = setup({ maxEntries: 2 });
    await get('a');
    await get('b');
    await get('c');
    expect(cache.get('a')).toBeUndefined();
    expect(cache.get('b')).toBe('value of b');
    expect(cache.get('c')).toBe('value of c');
  });
});
