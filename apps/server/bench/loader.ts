/**
 * The load generator, run in a worker thread so it does not share the app's event loop: `connections`
 * loops each send one request, wait for the answer, and send the next, for `seconds`. HTTP requests go
 * over keep-alive sockets; the SQL mode runs the grid's statement through a pg pool instead.
 */
import http from 'node:http';
import net from 'node:net';
import { parentPort, workerData } from 'node:worker_threads';
import pg from 'pg';

export interface LoaderJob {
  mode: 'http' | 'sql';
  /** http: 'raw' (default) keep-alive sockets with a prepared request; 'node' node:http's client. */
  client?: 'raw' | 'node';
  connections: number;
  warmupSeconds: number;
  seconds: number;
  /** http: the full URL and the bearer token. */
  url?: string;
  token?: string;
  /** sql: the connection string, the pool size and the statements run together for one "request". */
  databaseUrl?: string;
  poolSize?: number;
  /** With a name, each runs as the named prepared statement the app uses. */
  statements?: Array<{ name?: string; text: string; values: unknown[] }>;
}

export interface LoaderResult {
  requests: number;
  /** Requests of the whole run, warm-up included, and the CPU this loader's thread spent on them. */
  allRequests: number;
  cpuMs: number;
  errors: number;
  seconds: number;
  latenciesMs: number[];
  firstError?: string;
}

/**
 * One keep-alive HTTP/1.1 connection that sends a prepared GET and reads the answer by its
 * content-length, as load generators such as autocannon do: the generator shares the two cores with
 * the server, so it should take as little of them as it can.
 */
function rawConnection(url: URL, token: string): { send: () => Promise<void>; close: () => void } {
  const request = Buffer.from(`GET ${url.pathname}${url.search} HTTP/1.1\r\nHost: ${url.host}\r\nAuthorization: Bearer ${token}\r\n\r\n`);
  let socket: net.Socket | undefined;
  let waiting: { resolve: () => void; reject: (error: Error) => void } | undefined;
  let received: Buffer = Buffer.alloc(0);
  let expected = -1;
  let bodyStart = 0;
  let status = 0;
  const fail = (error: Error) => {
    socket?.destroy();
    socket = undefined;
    waiting?.reject(error);
    waiting = undefined;
  };
  const onData = (chunk: Buffer) => {
    received = received.length === 0 ? chunk : Buffer.concat([received, chunk]);
    if (expected < 0) {
      const end = received.indexOf('\r\n\r\n');
      if (end < 0) return;
      const head = received.subarray(0, end).toString('latin1');
      status = Number(head.slice(9, 12));
      const length = /\r\ncontent-length:\s*(\d+)/i.exec(head)?.[1];
      if (length === undefined) return fail(new Error('an answer without content-length'));
      bodyStart = end + 4;
      expected = bodyStart + Number(length);
    }
    if (received.length < expected) return;
    const body = received.subarray(bodyStart, expected);
    received = Buffer.alloc(0);
    expected = -1;
    const done = waiting;
    waiting = undefined;
    if (status === 200) done?.resolve();
    else done?.reject(new Error(`HTTP ${status}: ${body.toString().slice(0, 300)}`));
  };
  const connect = () => {
    const created = net.connect({ host: url.hostname, port: Number(url.port), noDelay: true });
    created.on('data', onData);
    created.on('error', fail);
    created.on('close', () => fail(new Error('the server closed the connection')));
    return created;
  };
  return {
    send: () => new Promise<void>((resolve, reject) => {
      waiting = { resolve, reject };
      socket ??= connect();
      socket.write(request);
    }),
    close: () => {
      waiting = undefined;
      socket?.removeAllListeners('close');
      socket?.destroy();
    },
  };
}

async function run(job: LoaderJob): Promise<LoaderResult> {
  /** One sender per concurrent loop. */
  let senders: Array<() => Promise<void>>;
  let close = async () => {};
  if (job.mode === 'http' && job.client === 'node') {
    const agent = new http.Agent({ keepAlive: true, maxSockets: job.connections });
    const url = new URL(job.url ?? '');
    const send = () => new Promise<void>((resolve, reject) => {
      const req = http.request({ agent, host: url.hostname, port: url.port, path: url.pathname + url.search, headers: { authorization: `Bearer ${job.token}` } }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => (res.statusCode === 200 ? resolve() : reject(new Error(`HTTP ${res.statusCode}: ${Buffer.concat(chunks).toString().slice(0, 300)}`))));
      });
      req.on('error', reject);
      req.end();
    });
    senders = Array.from({ length: job.connections }, () => send);
    close = async () => agent.destroy();
  } else if (job.mode === 'http') {
    const connections = Array.from({ length: job.connections }, () => rawConnection(new URL(job.url ?? ''), job.token ?? ''));
    senders = connections.map((c) => c.send);
    close = async () => connections.forEach((c) => c.close());
  } else {
    const pool = new pg.Pool({ connectionString: job.databaseUrl, max: job.poolSize ?? job.connections });
    const statements = job.statements ?? [];
    const send = async () => {
      await Promise.all(statements.map((s) => pool.query(s.name ? { name: s.name, text: s.text, values: s.values } : { text: s.text, values: s.values })));
    };
    senders = Array.from({ length: job.connections }, () => send);
    close = () => pool.end();
  }

  const latencies: number[] = [];
  let allRequests = 0;
  let errors = 0;
  let firstError: string | undefined;
  let measuring = false;
  const cpuStart = process.threadCpuUsage();
  const start = performance.now();
  const warmupEnd = start + job.warmupSeconds * 1000;
  const end = warmupEnd + job.seconds * 1000;
  setTimeout(() => { measuring = true; }, job.warmupSeconds * 1000);
  const loops = senders.map(async (send) => {
    while (performance.now() < end) {
      const t0 = performance.now();
      try {
        await send();
        allRequests++;
        if (measuring && t0 >= warmupEnd) latencies.push(performance.now() - t0);
      } catch (err) {
        errors++;
        firstError ??= (err as Error).message;
      }
    }
  });
  await Promise.all(loops);
  const cpu = process.threadCpuUsage(cpuStart);
  await close();
  return { requests: latencies.length, allRequests, cpuMs: (cpu.user + cpu.system) / 1000, errors, seconds: job.seconds, latenciesMs: latencies, firstError };
}

if (parentPort) {
  const port = parentPort;
  run(workerData as LoaderJob).then((result) => port.postMessage(result), (err: Error) => port.postMessage({ error: err.message }));
}
