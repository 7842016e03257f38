import { describe, expect, it } from 'vitest';
import { localDrain } from './local-drain.ts';

describe('localDrain', () => {
  it('runs at once when kicked, and once more after the run for any number of kicks during it', async () => {
    let runs = 0;
    let release: () => void = () => {};
    const drain = localDrain(async () => {
      runs++;
      if (runs === 1) await new Promise<void>((resolve) => { release = resolve; });
    }, () => {});
    drain.kick();
    drain.kick();
    drain.kick();
    expect(runs).toBe(1);
    release();
    await new Promise((r) => setTimeout(r, 0));
    expect(runs).toBe(2);
    await drain.stop();
  });

  it('hands a failed run to warn, and on stop aborts the run, waits for it and takes no more kicks', async () => {
    const warned: unknown[] = [];
    let aborted = false;
    let runs = 0;
    const drain = localDrain(async (signal) => {
      runs++;
      if (runs === 1) throw new Error('database gone');
      await new Promise<void>((resolve) => signal.addEventListener('abort', () => { aborted = true; resolve(); }));
    }, (err) => warned.push(err));
    drain.kick();
    await new Promise((r) => setTimeout(r, 0));
    expect(warned).toHaveLength(1);
    drain.kick();
    await drain.stop();
    expect(aborted).toBe(true);
    drain.kick();
    expect(runs).toBe(2);
  });
});
