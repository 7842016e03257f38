import cluster, { type Worker } from 'node:cluster';
import { AggregatorRegistry, type PrometheusContentType } from 'prom-client';
import { registry } from './metrics.ts';

/**
 * With several server processes a scrape reaches one of them, which asks the primary for every
 * process's metrics summed up (prom-client's AggregatorRegistry: counters and histograms add up,
 * so the answer is the whole server's). A scrape that lands on any process sees the same figures.
 */
const REQUEST = 'portal:metrics';
const ANSWER = 'portal:metrics-answer';
const TIMEOUT_MS = 5_000;

interface MetricsAnswer {
  portal: typeof ANSWER;
  id: number;
  text?: string;
  error?: string;
}

let aggregator: AggregatorRegistry<PrometheusContentType> | undefined;

/** The primary's half: answers a worker's request with all workers' metrics. */
export function serveClusterMetrics(): void {
  aggregator ??= new AggregatorRegistry<PrometheusContentType>();
  const registryOfAll = aggregator;
  cluster.on('message', (worker: Worker, message: { portal?: string; id?: number }) => {
    if (message?.portal !== REQUEST || typeof message.id !== 'number') return;
    const id = message.id;
    const reply = (answer: Omit<MetricsAnswer, 'portal' | 'id'>) => {
      if (worker.isConnected()) worker.send({ portal: ANSWER, id, ...answer } satisfies MetricsAnswer);
    };
    registryOfAll.clusterMetrics().then((text: string) => reply({ text }), (error: Error) => reply({ error: error.message }));
  });
}

const pending = new Map<number, (answer: MetricsAnswer) => void>();
let nextId = 0;

function listenForAnswers(): void {
  // Constructing it makes prom-client answer the primary's requests for this process's metrics.
  aggregator = new AggregatorRegistry<PrometheusContentType>();
  process.on('message', (message: MetricsAnswer) => {
    if (message?.portal === ANSWER) pending.get(message.id)?.(message);
  });
}

/** Makes this process take part in the cluster's metrics; call it in every server process at start. */
export function joinClusterMetrics(): void {
  if (cluster.isWorker && !aggregator) listenForAnswers();
}

/** The metrics to answer a scrape with: the whole cluster's from a worker, else this process's. */
export async function scrape(): Promise<string> {
  if (!cluster.isWorker || !process.send) return registry.metrics();
  joinClusterMetrics();
  const id = ++nextId;
  const answer = await new Promise<MetricsAnswer>((resolve) => {
    const timer = setTimeout(() => finish({ portal: ANSWER, id, error: 'the primary process did not answer' }), TIMEOUT_MS);
    const finish = (message: MetricsAnswer) => {
      clearTimeout(timer);
      pending.delete(id);
      resolve(message);
    };
    pending.set(id, finish);
    process.send!({ portal: REQUEST, id });
  });
  if (answer.text === undefined) throw new Error(`Metrics of the server processes are unavailable: ${answer.error}`);
  return answer.text;
}
