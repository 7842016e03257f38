/**
 * Group commit for single statements: items that arrive while `concurrency` batches are in flight wait
 * and go together in the next batch, one statement for all of them. Under light load each item goes at
 * once, alone; under heavy load batches grow by themselves, and with them what a statement carries. On
 * a machine where a statement's round trip costs more than its work, this is what lets thousands of
 * agents check in (docs/performance.md).
 *
 * `run` answers one result per item, in the items' order; if it throws, every item of that batch fails
 * with the error. A batch holds at most `maxBatch` items, and items of at most `maxWeight` in all by
 * `weight` (e.g. packets per call), but always at least one. With `keys` (e.g. the entities an item
 * writes), an item waits while a batch in flight holds one of its keys, so two batches never wait for each
 * other's row locks; the items behind it go first.
 */
export interface BatcherOptions<I> {
  concurrency?: number;
  maxBatch?: number;
  weight?: (item: I) => number;
  maxWeight?: number;
  keys?: (item: I) => readonly string[];
}

interface Waiting<I, R> { item: I; keys: readonly string[]; resolve: (result: R) => void; reject: (error: unknown) => void }

export function createBatcher<I, R>(
  run: (items: I[]) => Promise<R[]>,
  { concurrency = 1, maxBatch = 500, weight = () => 1, maxWeight = Infinity, keys }: BatcherOptions<I> = {},
): (item: I) => Promise<R> {
  const waiting: Array<Waiting<I, R>> = [];
  /** Keys held by batches in flight, with how many hold each. */
  const held = new Map<string, number>();
  let inFlight = 0;

  const isFree = (w: Waiting<I, R>) => w.keys.every((key) => !held.has(key));
  const hold = (batch: ReadonlyArray<Waiting<I, R>>, by: 1 | -1) => {
    for (const w of batch) {
      for (const key of w.keys) {
        const count = (held.get(key) ?? 0) + by;
        if (count > 0) held.set(key, count);
        else held.delete(key);
      }
    }
  };

  /** The next batch: free items in order, within the bounds; empty when every waiting item must wait. */
  const take = (): Array<Waiting<I, R>> => {
    const batch: Array<Waiting<I, R>> = [];
    let total = 0;
    for (let i = 0; i < waiting.length && batch.length < maxBatch;) {
      const w = waiting[i]!;
      if (!isFree(w)) {
        i++;
        continue;
      }
      const next = weight(w.item);
      if (batch.length > 0 && total + next > maxWeight) break;
      total += next;
      batch.push(w);
      waiting.splice(i, 1);
    }
    return batch;
  };

  const pump = () => {
    while (inFlight < concurrency && waiting.length > 0) {
      const batch = take();
      if (batch.length === 0) return;
      hold(batch, 1);
      inFlight += 1;
      run(batch.map((w) => w.item)).then((results) => {
        if (results.length !== batch.length) throw new Error(`A batch of ${batch.length} answered ${results.length} results.`);
        batch.forEach((w, i) => w.resolve(results[i]!));
      }).catch((error: unknown) => {
        for (const w of batch) w.reject(error);
      }).finally(() => {
        hold(batch, -1);
        inFlight -= 1;
        pump();
      });
    }
  };

  return (item) => new Promise<R>((resolve, reject) => {
    waiting.push({ item, keys: keys ? keys(item) : [], resolve, reject });
    pump();
  });
}
