/**
 * Group commit for single statements: items that arrive while `concurrency` batches are in flight wait
 * and go together in the next batch, one statement for all of them. Under light load each item goes at
 * once, alone; under heavy load batches grow by themselves, and with them what a statement carries. On
 * a machine where a statement's round trip costs more than its work, this is what lets thousands of
 * agents check in (docs/performance.md).
 *
 * `run` answers one result per item, in the items' order; if it throws, every item of that batch fails
 * with the error.
 */
export function createBatcher<I, R>(run: (items: I[]) => Promise<R[]>, { concurrency = 1, maxBatch = 500 }: { concurrency?: number; maxBatch?: number } = {}): (item: I) => Promise<R> {
  const waiting: Array<{ item: I; resolve: (result: R) => void; reject: (error: unknown) => void }> = [];
  let inFlight = 0;

  const pump = () => {
    while (inFlight < concurrency && waiting.length > 0) {
      const batch = waiting.splice(0, maxBatch);
      inFlight += 1;
      run(batch.map((w) => w.item)).then((results) => {
        if (results.length !== batch.length) throw new Error(`A batch of ${batch.length} answered ${results.length} results.`);
        batch.forEach((w, i) => w.resolve(results[i]!));
      }).catch((error: unknown) => {
        for (const w of batch) w.reject(error);
      }).finally(() => {
        inFlight -= 1;
        pump();
      });
    }
  };

  return (item) => new Promise<R>((resolve, reject) => {
    waiting.push({ item, resolve, reject });
    pump();
  });
}
