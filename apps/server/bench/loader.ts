/**
 * The load generator, run in a worker thread so it does not share the app's event loop: `connections`
 * loops each send one request, wait for the answer, and send the next, for `seconds`. HTTP requests go
 * over keep-alive sockets; the SQL mode runs the grid's two statements through a pg pool instead.
 */
import http from 'node:http';
import { parentPort, workerData } from 'node:worker_threads';
import pg from 'pg';

export interface LoaderJob {
  mode: 'http' | 'sql';
  connections: number;
  warmupSeconds: number;
  seconds: number;
  /** http: the full URL and the bearer token. */
  url?: string;
  token?: string;
  /** sql: the connection string, the pool size and the statements run together for one "request". */
  databaseUrl?: string;
  poolSize?: number;
  statements?: Array<{ text: string; values: unknown[] }>;
}

export interface LoaderResult {
  requests: number;
  errors: number;
  seconds: number;
  latenciesMs: number[];
  firstError?: string;
}

async function run(job: LoaderJob): Promise<LoaderResult> {
  let send: () => Promise<void>;
  let close = async () => {};
  if (job.mode === 'http') {
    const agent = new http.Agent({ keepAlive: true, maxSockets: job.connections });
    const url = new URL(job.url ?? '');
    send = () => new Promise<void>((resolve, reject) => {
      const req = http.request({ agent, host: url.hostname, port: url.port, path: url.pathname + url.search, headers: { authorization: `Bearer ${job.token}` } }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => (res.statusCode === 200 ? resolve() : reject(new Error(`HTTP ${res.statusCode}: ${Buffer.concat(chunks).toString().slice(0, 300)}`))));
      });
      req.on('error', reject);
      req.end();
    });
    close = async () => agent.destroy();
  } else {
    const pool = new pg.Pool({ connectionString: job.databaseUrl, max: job.poolSize ?? job.connections });
    const statements = job.statements ?? [];
    send = async () => {
      await Promise.all(statements.map((s) => pool.query(s.text, s.values)));
    };
    close = () => pool.end();
  }

  const latencies: number[] = [];
  let errors = 0;
  let firstError: string | undefined;
  let measuring = false;
  const start = performance.now();
  const warmupEnd = start + job.warmupSeconds * 1000;
  const end = warmupEnd + job.seconds * 1000;
  setTimeout(() => { measuring = true; }, job.warmupSeconds * 1000);
  const loops = Array.from({ length: job.connections }, async () => {
    while (performance.now() < end) {
      const t0 = performance.now();
      try {
        await send();
        if (measuring && t0 >= warmupEnd) latencies.push(performance.now() - t0);
      } catch (err) {
        errors++;
        firstError ??= (err as Error).message;
      }
    }
  });
  await Promise.all(loops);
  await close();
  return { requests: latencies.length, errors, seconds: job.seconds, latenciesMs: latencies, firstError };
}

if (parentPort) {
  const port = parentPort;
  run(workerData as LoaderJob).then((result) => port.postMessage(result), (err: Error) => port.postMessage({ error: err.message }));
}
