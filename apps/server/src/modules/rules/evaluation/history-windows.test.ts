import { describe, expect, it } from 'vitest';
import { type EntityRead, HistoryWindows, type NumberedPacket } from './history-windows.ts';

const T0 = Date.parse('2026-11-28T12:00:00Z');
const time = (s: number) => new Date(T0 + s * 1000);
const packet = (n: number | null, s: number): NumberedPacket => ({ entitySequence: n, timestamp: time(s), message: { Value: s } });
/** What the table answers: packets newest first. */
const read = (lastSequence: number | null, seconds: number[]): EntityRead => ({
  packets: [...seconds].sort((a, b) => b - a).map((s) => ({ timestamp: time(s), message: { Value: s } })),
  lastSequence,
});
const values = (packets: ReadonlyArray<{ message: Record<string, unknown> }> | undefined) => packets?.map((p) => p.message.Value);

describe('History windows', () => {
  it('hold nothing at first: the evaluation reads the table', () => {
    expect(new HistoryWindows().take('e', [packet(1, 10)], time(0), time(10), 1000)).toBeUndefined();
  });

  it('seeded from a complete read, are extended by the next numbers and answer [from, to] newest first, at most limit', () => {
    const windows = new HistoryWindows();
    windows.seed('e', read(3, [1, 2, 3]), time(0), 1000);
    expect(values(windows.take('e', [packet(5, 5), packet(4, 4)], time(0), time(5), 1000))).toEqual([5, 4, 3, 2, 1]);
    expect(values(windows.take('e', [packet(6, 6)], time(2), time(6), 3))).toEqual([6, 5, 4]);
    expect(values(windows.take('e', [packet(7, 7)], time(3), time(6), 1000))).toEqual([6, 5, 4, 3]);
    expect(windows.packetCount).toBe(7);
  });

  it('keep packets by time, whatever order they were stored in', () => {
    const windows = new HistoryWindows();
    windows.seed('e', read(2, [10, 20]), time(0), 1000);
    expect(values(windows.take('e', [packet(3, 15), packet(4, 5)], time(0), time(20), 1000))).toEqual([20, 15, 10, 5]);
  });

  it('skip packets they hold already (claimed again after a rollback, or in the seeding read)', () => {
    const windows = new HistoryWindows();
    windows.seed('e', read(5, [1, 2, 3, 4, 5]), time(0), 1000);
    expect(values(windows.take('e', [packet(4, 4), packet(5, 5), packet(6, 6)], time(0), time(6), 1000))).toEqual([6, 5, 4, 3, 2, 1]);
  });

  it('are dropped at a gap in the numbers (another process took some) or a packet without a number', () => {
    const windows = new HistoryWindows();
    windows.seed('e', read(3, [1, 2, 3]), time(0), 1000);
    expect(windows.take('e', [packet(5, 5)], time(0), time(5), 1000)).toBeUndefined();
    expect(windows.take('e', [packet(6, 6)], time(0), time(6), 1000)).toBeUndefined();
    expect(windows.packetCount).toBe(0);
    windows.seed('f', read(1, [1]), time(0), 1000);
    expect(windows.take('f', [packet(null, 2)], time(0), time(2), 1000)).toBeUndefined();
  });

  it('are not seeded from a read that may miss packets (cut at its limit) or has no numbers', () => {
    const windows = new HistoryWindows();
    windows.seed('cut', read(3, [1, 2, 3]), time(0), 3);
    windows.seed('old', read(null, [1, 2]), time(0), 1000);
    for (const key of ['cut', 'old']) expect(windows.take(key, [packet(4, 4)], time(0), time(4), 1000)).toBeUndefined();
  });

  it('seeded from a read reaching past the batch (packets stored meanwhile, not yet claimed), skip those when they come', () => {
    const windows = new HistoryWindows();
    windows.seed('e', read(5, [1, 2, 3, 4, 5]), time(0), 1000); // the batch holds 1-3; 4 and 5 were stored meanwhile
    expect(values(windows.take('e', [packet(4, 4), packet(5, 5), packet(6, 6)], time(0), time(6), 1000))).toEqual([6, 5, 4, 3, 2, 1]);
  });

  it('answer nothing for a window reaching back before what they hold, and keep a window further along than a later seed', () => {
    const windows = new HistoryWindows();
    windows.seed('e', read(2, [10, 11]), time(10), 1000);
    expect(windows.take('e', [packet(3, 12)], time(5), time(12), 1000)).toBeUndefined();
    windows.seed('e', read(2, [5, 10, 11]), time(5), 1000); // an older snapshot: ignored
    expect(values(windows.take('e', [packet(4, 13)], time(10), time(13), 1000))).toEqual([13, 12, 11, 10]);
  });

  it('are replaced by a read as far along that reaches further back (a longer window asked for)', () => {
    const windows = new HistoryWindows();
    windows.seed('e', read(3, [10, 11, 12]), time(10), 1000);
    expect(windows.take('e', [], time(5), time(12), 1000)).toBeUndefined();
    windows.seed('e', read(3, [6, 10, 11, 12]), time(5), 1000);
    expect(values(windows.take('e', [packet(4, 13)], time(5), time(13), 1000))).toEqual([13, 12, 11, 10, 6]);
  });

  it('forget packets older than asked and, past their limit, the least recently used entities', () => {
    const windows = new HistoryWindows(5);
    windows.seed('a', read(3, [1, 2, 3]), time(0), 1000);
    windows.seed('b', read(2, [1, 2]), time(0), 1000);
    windows.prune('a', time(2));
    expect(windows.packetCount).toBe(4);
    expect(windows.take('a', [], time(1), time(3), 1000)).toBeUndefined(); // 1 is gone
    expect(values(windows.take('a', [packet(4, 4)], time(2), time(4), 1000))).toEqual([4, 3, 2]);
    windows.seed('c', read(1, [7]), time(0), 1000);
    windows.prune('c', time(0));
    expect(windows.packetCount).toBe(4);
    expect(windows.take('b', [], time(0), time(2), 1000)).toBeUndefined(); // used least recently: evicted
    expect(values(windows.take('c', [], time(0), time(7), 1000))).toEqual([7]);
  });
});
