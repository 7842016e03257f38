import type { LoaderJob, LoaderResult } from './loader.ts';

/** Loader runs as one: requests and latencies added up; `seconds` the longest (side by side) or the sum (one after another). */
export function merged(results: LoaderResult[], side: 'together' | 'in turn'): LoaderResult {
  const sum = (pick: (r: LoaderResult) => number) => results.reduce((n, r) => n + pick(r), 0);
  return {
    requests: sum((r) => r.requests),
    allRequests: sum((r) => r.allRequests),
    cpuMs: sum((r) => r.cpuMs),
    errors: sum((r) => r.errors),
    seconds: side === 'together' ? Math.max(...results.map((r) => r.seconds)) : sum((r) => r.seconds),
    latenciesMs: results.flatMap((r) => r.latenciesMs),
    firstError: results.find((r) => r.firstError)?.firstError,
  };
}

export interface NodesRun {
  /** The grid request's URL on the first node, and the first node's base address. */
  url: string;
  firstUrl: string;
  token: string;
  client: 'raw' | 'node';
  connections: number;
  rounds: number;
  seconds: number;
  /** Starts a second portal as the first was started. */
  startSecond: () => Promise<{ url: string; stop: () => Promise<void> }>;
  runLoader: (job: LoaderJob) => Promise<LoaderResult>;
  /** PostgreSQL's CPU so far, in ms. */
  postgresCpuMs: () => number;
}

/**
 * The grid request against one node, then against two nodes on the same database, each with a load
 * generator of its own, taking turns: the loader results of each, and PostgreSQL's CPU per request,
 * which is what a node costs the database (issue 28).
 */
export async function oneNodeAgainstTwo(run: NodesRun) {
  const second = await run.startSecond();
  const secondUrl = run.url.replace(run.firstUrl, second.url);
  const job = { mode: 'http', client: run.client, warmupSeconds: 1, seconds: run.seconds, token: run.token } as const;
  const half = Math.max(1, Math.floor(run.connections / 2));
  const results = { one: [] as LoaderResult[], two: [] as LoaderResult[] };
  const postgres = { one: 0, two: 0 };
  try {
    for (let round = 0; round < run.rounds; round++) {
      let before = run.postgresCpuMs();
      results.one.push(await run.runLoader({ ...job, connections: run.connections, url: run.url }));
      postgres.one += run.postgresCpuMs() - before;
      before = run.postgresCpuMs();
      const pair = await Promise.all([run.runLoader({ ...job, connections: half, url: run.url }), run.runLoader({ ...job, connections: half, url: secondUrl })]);
      results.two.push(merged(pair, 'together'));
      postgres.two += run.postgresCpuMs() - before;
    }
  } finally {
    await second.stop();
  }
  const one = merged(results.one, 'in turn');
  const two = merged(results.two, 'in turn');
  return {
    one: { result: one, postgresMs: postgres.one / Math.max(1, one.allRequests) },
    two: { result: two, postgresMs: postgres.two / Math.max(1, two.allRequests) },
  };
}
