/**
 * Packet ingestion (issue 29): a started portal, a tenant with an API token and registered entities,
 * and BENCH_INGEST_CLIENTS (16) clients each posting batches of BENCH_INGEST_BATCH (100) new packets to
 * `POST /v1/packets` over keep-alive connections for BENCH_INGEST_SECONDS (15). Prints the packets per
 * second committed (the `stored` counts the portal answered after commit) and the calls' p50 and p99.
 * Those clients send as fast as they are answered (a closed loop), which measures the most the portal commits
 * but not how fast it answers at a given load: with 16 calls always in flight, a call waits for the 15 others
 * (Little's law). So a second phase paces the same clients to BENCH_INGEST_RATE (20,000) packets/s in all for
 * BENCH_INGEST_PACED_SECONDS (10) and times each call from when it was due, not from when it was sent (as
 * wrk2 does: a late answer delays the next call, and that wait counts), so an overloaded portal shows.
 * Part of `npm run bench`; alone: `node bench/ingestion.ts` (its own database, or BENCH_DATABASE_URL).
 */
import { randomUUID } from 'node:crypto';
import http from 'node:http';
import { loadConfig } from '../src/config.ts';
import { createDb } from '../src/db/client.ts';
import { runMigrations } from '../src/db/migrate.ts';
import { packetsService } from '../src/modules/packets/index.ts';
import { tenants } from '../src/modules/tenants/tenants.table.ts';
import { generateToken, hashToken } from '../src/modules/tokens/token-secret.ts';
import { tokenGrants } from '../src/modules/tokens/tokens.table.ts';
import { upsertBuiltInRoles } from '../src/platform/permissions/roles.service.ts';
import { percentile, postmasterPid, runAlone, startPortal, treeCpu } from './harness.ts';

const CLIENTS = Number(process.env.BENCH_INGEST_CLIENTS ?? 16);
const BATCH = Number(process.env.BENCH_INGEST_BATCH ?? 100);
const SECONDS = Number(process.env.BENCH_INGEST_SECONDS ?? 15);
const WARMUP_SECONDS = 2;
const RATE = Number(process.env.BENCH_INGEST_RATE ?? 20_000);
const PACED_SECONDS = Number(process.env.BENCH_INGEST_PACED_SECONDS ?? 10);

export interface IngestionFigures {
  packetsPerSecond: number; p50: number; p99: number; calls: number; overloaded: number; errors: number;
  /** CPU (ms) per 1,000 packets stored: the portal's processes, PostgreSQL's, and this load generator's. */
  cpuPerThousand: { portal: number; postgres: number; loader: number };
  /** The paced phase: the rate asked for and committed, and the calls' p50 and p99 from when they were due. */
  paced: { rate: number; packetsPerSecond: number; p50: number; p99: number; calls: number; errors: number };
}

/** Posts one batch of new packets for `entityIds`; answers the status and the body. */
function post(url: URL, token: string, entityIds: string[], agent: http.Agent) {
  const now = new Date().toISOString();
  const body = JSON.stringify(entityIds.map((entityId, i) => ({
    packetId: randomUUID(), entityId, timestamp: now, message: { Metrics: { DeviceCpu: i % 100, DeviceMemory: 42.5 } },
  })));
  return new Promise<{ status: number; text: string }>((resolve, reject) => {
    const request = http.request(url, {
      method: 'POST', agent,
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
    }, (response) => {
      let answer = '';
      response.setEncoding('utf8').on('data', (chunk: string) => (answer += chunk)).on('end', () => resolve({ status: response.statusCode ?? 0, text: answer }));
    });
    request.once('error', reject).end(body);
  });
}

interface ClientResult { latencies: number[]; stored: number; overloaded: number; errors: number }

function tally(result: ClientResult, status: number, text: string) {
  if (status === 200) result.stored += (JSON.parse(text) as { stored: number }).stored;
  else if (status === 503) result.overloaded++;
  else if (++result.errors === 1) console.error(`  ingestion answered ${status}: ${text.slice(0, 200)}`);
}

/** One client of the closed loop: posts a batch for its own entities, waits for the answer, posts the next. */
async function client(url: URL, token: string, entityIds: string[], until: number, measureFrom: number, agent: http.Agent) {
  const result: ClientResult = { latencies: [], stored: 0, overloaded: 0, errors: 0 };
  while (Date.now() < until) {
    const started = performance.now();
    const { status, text } = await post(url, token, entityIds, agent);
    if (Date.now() < measureFrom) continue;
    result.latencies.push(performance.now() - started);
    tally(result, status, text);
  }
  return result;
}

/**
 * One client of the paced phase: a call is due every `intervalMs` from `from` (each client starts a little
 * later than the one before, so the clients spread over the interval); each is timed from when it was due.
 */
async function pacedClient(url: URL, token: string, entityIds: string[], from: number, until: number, intervalMs: number, agent: http.Agent) {
  const result: ClientResult = { latencies: [], stored: 0, overloaded: 0, errors: 0 };
  for (let due = from; due < until; due += intervalMs) {
    const wait = due - performance.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    const { status, text } = await post(url, token, entityIds, agent);
    result.latencies.push(performance.now() - due);
    tally(result, status, text);
  }
  return result;
}

/** Sets up a tenant, its token and CLIENTS × BATCH entities in `databaseUrl`, starts a portal on it and measures. */
export async function benchIngestion(databaseUrl: string, serverEnv: Record<string, string>, log: (line: string) => void): Promise<IngestionFigures> {
  const { db, pool } = createDb(databaseUrl, 2);
  const token = generateToken();
  const entitySets: string[][] = [];
  let postmaster: number | undefined;
  try {
    postmaster = await postmasterPid(pool);
    await runMigrations(db);
    await upsertBuiltInRoles(db);
    const [tenant] = await db.insert(tenants).values({ name: `Bench ingestion ${randomUUID().slice(0, 8)}` }).returning();
    await db.insert(tokenGrants).values({ tenantId: tenant!.tenantId, name: 'bench ingestion', lifetimeYears: 1, tokenHash: hashToken(token) });
    const packets = packetsService(db, loadConfig(serverEnv).PACKET_RETENTION_DAYS);
    for (let c = 0; c < CLIENTS; c++) {
      const ids = Array.from({ length: BATCH }, () => randomUUID());
      await packets.registerEntities(db, tenant!.tenantId, ids.map((entityId) => ({ entityId, kind: 'bench' })));
      entitySets.push(ids);
    }
  } finally {
    await pool.end();
  }
  // Ingestion alone: the rules' backlog (evaluated by the evaluation bench) does not turn senders away here.
  const portal = await startPortal({ PACKET_BACKLOG_MAX: '0', ...serverEnv });
  const agent = new http.Agent({ keepAlive: true, maxSockets: CLIENTS });
  try {
    log(`\nIngestion: ${CLIENTS} clients posting batches of ${BATCH} packets to POST /v1/packets for ${SECONDS} s (after ${WARMUP_SECONDS} s of warm-up), ${CLIENTS * BATCH} registered entities`);
    const measureFrom = Date.now() + WARMUP_SECONDS * 1000;
    const until = measureFrom + SECONDS * 1000;
    const url = new URL('/v1/packets', portal.url);
    const cpu = () => {
      const [app, pg] = [treeCpu(portal.child.pid), treeCpu(postmaster)];
      const { user, system } = process.cpuUsage();
      return { portal: app ? app.user + app.system : Number.NaN, postgres: pg ? pg.user + pg.system : Number.NaN, loader: (user + system) / 1000 };
    };
    const running = Promise.all(entitySets.map((ids) => client(url, token, ids, until, measureFrom, agent)));
    await new Promise((resolve) => setTimeout(resolve, measureFrom - Date.now()));
    const before = cpu();
    const results = await running;
    const after = cpu();
    const latencies = results.flatMap((r) => r.latencies).sort((a, b) => a - b);
    const sum = (pick: (r: (typeof results)[number]) => number) => results.reduce((n, r) => n + pick(r), 0);
    const perThousand = (ms: number) => (ms * 1000) / Math.max(1, sum((r) => r.stored));

    const intervalMs = (CLIENTS * BATCH * 1000) / RATE;
    log(`  then paced: ${CLIENTS} clients, a batch of ${BATCH} every ${intervalMs.toFixed(1)} ms each (${RATE} packets/s in all) for ${PACED_SECONDS} s, timed from when each call was due`);
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    const pacedFrom = performance.now() + 100;
    const pacedUntil = pacedFrom + PACED_SECONDS * 1000;
    const pacedResults = await Promise.all(entitySets.map((ids, c) =>
      pacedClient(url, token, ids, pacedFrom + (c * intervalMs) / CLIENTS, pacedUntil, intervalMs, agent)));
    const pacedLatencies = pacedResults.flatMap((r) => r.latencies).sort((a, b) => a - b);
    const paced = {
      rate: RATE, packetsPerSecond: pacedResults.reduce((n, r) => n + r.stored, 0) / ((performance.now() - pacedFrom) / 1000),
      p50: percentile(pacedLatencies, 50), p99: percentile(pacedLatencies, 99), calls: pacedLatencies.length,
      errors: pacedResults.reduce((n, r) => n + r.errors + r.overloaded, 0),
    };
    return {
      paced,
      cpuPerThousand: { portal: perThousand(after.portal - before.portal), postgres: perThousand(after.postgres - before.postgres), loader: perThousand(after.loader - before.loader) },
      packetsPerSecond: sum((r) => r.stored) / SECONDS, p50: percentile(latencies, 50), p99: percentile(latencies, 99),
      calls: latencies.length, overloaded: sum((r) => r.overloaded), errors: sum((r) => r.errors),
    };
  } finally {
    agent.destroy();
    await portal.stop();
  }
}

export function showIngestion(f: IngestionFigures): string {
  return [
    `ingestion    ${f.packetsPerSecond.toFixed(0).padStart(6)} packets/s committed   call p50 ${f.p50.toFixed(2)} ms   p99 ${f.p99.toFixed(2)} ms   (${f.calls} calls, ${f.overloaded} answered 503, ${f.errors} errors)`,
    `${''.padEnd(12)} CPU per 1,000 packets: portal ${f.cpuPerThousand.portal.toFixed(1)} ms, PostgreSQL ${f.cpuPerThousand.postgres.toFixed(1)} ms, load generator ${f.cpuPerThousand.loader.toFixed(1)} ms`,
    `${''.padEnd(12)} paced at ${f.paced.rate} packets/s: ${f.paced.packetsPerSecond.toFixed(0)} committed, call p50 ${f.paced.p50.toFixed(2)} ms   p99 ${f.paced.p99.toFixed(2)} ms from when due   (${f.paced.calls} calls, ${f.paced.errors} not stored)`,
    `goals: >= 20000 packets/s ${f.packetsPerSecond >= 20_000 ? 'met' : 'MISSED'}, call p99 <= 50 ms ${f.paced.p99 <= 50 ? 'met' : 'MISSED'} (paced at ${f.paced.rate}/s; as fast as answered: ${f.p99.toFixed(0)} ms)`,
  ].join('\n');
}

if (import.meta.main) await runAlone(benchIngestion, showIngestion);
