import client from 'prom-client';
import type { JobQueueFigures } from '../jobs/runner.ts';

type FiguresSource = () => Promise<JobQueueFigures[]>;
const sources = new Set<FiguresSource>();

/** The queue figures of the first runner that answers (every runner of a database sees the same queues). */
async function figures(): Promise<JobQueueFigures[]> {
  for (const source of sources) {
    const found = await source().catch(() => []);
    if (found.length > 0) return found;
  }
  return [];
}

function queueGauge(name: string, help: string, read: (f: JobQueueFigures) => number) {
  return new client.Gauge({
    name, help, labelNames: ['name'] as const,
    // Every process reads the same queues from the database: summing them over processes would count each many times.
    aggregator: 'max',
    async collect() {
      this.reset();
      for (const queue of await figures()) this.set({ name: queue.name }, read(queue));
    },
  });
}

queueGauge('portal_jobs_ready', 'Background jobs waiting to run now, by job name (pg-boss queue).', (f) => f.ready);
queueGauge('portal_jobs_active', 'Background jobs running now, by job name.', (f) => f.active);
queueGauge('portal_jobs_failed', 'Background jobs that failed for good and are still kept (pg-boss retention), by job name.', (f) => f.failed);

/** Reports a runner's queues in /metrics until the returned function is called. */
export function watchJobs(source: FiguresSource): () => void {
  sources.add(source);
  return () => void sources.delete(source);
}
