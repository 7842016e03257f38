/**
 * A drain run in this process as soon as it is kicked (a commit's hint), one run at a time: a kick during
 * a run asks for one more run after it, not one each. For work that is already durable in rows claimed
 * with SKIP LOCKED (action runs), where a pg-boss job in between only added its polling wait (up to half a
 * second) and a statement per kick; the rows' own minute sweep, a pg-boss cron job, still takes what a
 * lost hint or a dead node left. `stop()` aborts the run (the drain finishes what it holds) and waits for it.
 */
export function localDrain(drain: (signal: AbortSignal) => Promise<unknown>, warn: (err: unknown) => void, { concurrency = 1 } = {}): { kick(): void; stop(): Promise<void> } {
  const stopping = new AbortController();
  const runs = new Set<Promise<void>>();
  let again = false;
  const loop = async () => {
    do {
      again = false;
      try {
        await drain(stopping.signal);
      } catch (err) {
        warn(err);
      }
    } while (again && !stopping.signal.aborted);
  };
  return {
    /** With `concurrency` above one, a kick while runs go on starts another (its claims skip theirs) up to that many. */
    kick() {
      if (stopping.signal.aborted) return;
      if (runs.size >= concurrency) {
        again = true;
        return;
      }
      const run: Promise<void> = loop().finally(() => runs.delete(run));
      runs.add(run);
    },
    async stop() {
      stopping.abort();
      await Promise.all(runs);
    },
  };
}
