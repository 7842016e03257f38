/**
 * `npm run bench`: the staff grid's default request against a million work units.
 *
 * Starts PostgreSQL (embedded in a temporary folder, or BENCH_DATABASE_URL), migrates it, seeds
 * 1,000,000 work units over 50 tenants (skipped when already there), starts the portal as `npm start`
 * runs it (src/main.ts: its server processes, on that database), signs a token for a support agent,
 * and drives the grid's default request (New incidents, severity ascending then newest first, top 10,
 * with the count and the tenant) over HTTP with 32 concurrent keep-alive connections, taking turns
 * with the very statement the route runs (the page and its count in one, as the same named prepared
 * statement) run directly through pg at the same concurrency on as many connections as the server
 * has, and prints both with their ratio.
 *
 * Environment: BENCH_DATABASE_URL, BENCH_COUNT (1000000), BENCH_TENANTS (50), BENCH_SECONDS (20),
 * BENCH_CONNECTIONS (32), BENCH_ROUNDS (4: the HTTP and SQL runs take turns in this many slices),
 * BENCH_PROCESSES (the server's processes, as SERVER_PROCESSES: by default one per two processors,
 * PostgreSQL being on this machine),
 * BENCH_POOL (the server's connections, all processes together, as DATABASE_POOL_SIZE: four times the
 * processors, at least 8), BENCH_BARE (1 adds a bare fastify route in one process, bare-route.ts,
 * that shows what HTTP alone costs), BENCH_KEEP_DATA (keep the temp folder),
 * BENCH_INGESTION (0 skips the packet ingestion run of bench/ingestion.ts, which has its own BENCH_INGEST_*),
 * BENCH_EVALUATION (0 skips the rules evaluation run of bench/evaluation.ts, which has its own BENCH_EVAL_*),
 * BENCH_AGENTS (10000; 0 skips the simulated agents of bench/agents.ts, which has its own BENCH_AGENT_*),
 * BENCH_REPORTS (0 skips the version report and compliance grid run of bench/reports.ts, which has its own BENCH_REPORT_*),
 * BENCH_PROFILE (a folder: each server process writes a CPU profile of the whole run there when it
 * stops, for Chrome DevTools), BENCH_LOG_LEVEL (warn: production's request logger, writing only
 * warnings and errors), BENCH_HTTP_CLIENT (raw: keep-alive sockets with a prepared request; node:
 * node:http's client, which takes about 0.05 ms more CPU per request from the cores the server
 * shares with it).
 */
import { loadConfig } from '../src/config.ts';
import { createDb, serverPoolSize } from '../src/db/client.ts';
import { runMigrations } from '../src/db/migrate.ts';
import { loadGrants, userActor } from '../src/platform/auth/actors.ts';
import { listStatement } from '../src/platform/odata/run.ts';
import { workUnitEntity } from '../src/modules/workunits/workunits.entity.ts';
import { prepareWorkUnitQuery } from '../src/modules/workunits/workunits.query.ts';
import { viewScope } from '../src/modules/workunits/workunits.scope.ts';
import { startBareRoute } from './bare-route.ts';
import { generateWorkUnits } from './generate-workunits.ts';
import { merged, oneNodeAgainstTwo } from './nodes.ts';
import { benchAgents } from './agents.ts';
import { benchEvaluation, showEvaluation } from './evaluation.ts';
import { benchIngestion, showIngestion } from './ingestion.ts';
import {
  type CpuTime, minus, noCpu, percentile, postmasterPid, startDatabase, startPortal, treeCpu,
} from './harness.ts';
import type { LoaderJob, LoaderResult } from './loader.ts';
import { benchComplianceReports, showComplianceReports } from './reports.ts';
import { benchToken, benchUser, runLoader } from './staff.ts';

const COUNT = Number(process.env.BENCH_COUNT ?? 1_000_000);
const TENANTS = Number(process.env.BENCH_TENANTS ?? 50);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 20);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 32);
const POOL = Number(process.env.BENCH_POOL ?? serverPoolSize());
const PROCESSES = process.env.BENCH_PROCESSES;
const LOG_LEVEL = process.env.BENCH_LOG_LEVEL ?? 'warn';
const CLIENT = process.env.BENCH_HTTP_CLIENT === 'node' ? 'node' : 'raw';
const BARE = process.env.BENCH_BARE === '1';
const ROUNDS = Math.max(1, Number(process.env.BENCH_ROUNDS ?? 4));
/** 2 (default): also one portal node against two on the same database, two load generators; 1: skip. */
const NODES = Number(process.env.BENCH_NODES ?? 2);
const WARMUP_SECONDS = 3;

/** The staff grid's first request (part 3 §2.3): New incidents, severity then newest, page of 10, counted. */
const gridQuery = {
  $filter: 'stateId eq 1 and workUnitTypeId eq 3',
  $orderby: 'severityId asc,created desc',
  $top: '10',
  $count: 'true',
  $expand: 'tenant',
  // What-if runs only: BENCH_SELECT narrows the fields, as a grid that names its columns would.
  ...(process.env.BENCH_SELECT ? { $select: process.env.BENCH_SELECT } : {}),
};

const log = (line: string) => console.log(line);
const secondsSince = (t: number) => ((Date.now() - t) / 1000).toFixed(1);

/** What one loader run cost: its result and the CPU (ms) of the app and of PostgreSQL during it. */
interface Slice { result: LoaderResult; appMs: number; appSystemMs: number; postgresMs: number }

/** Runs the loader and measures the CPU of the app (`appCpu`, none for SQL) and of PostgreSQL meanwhile. */
async function measured(job: LoaderJob, postmaster: number | undefined, appCpu: () => CpuTime | undefined = () => noCpu): Promise<Slice> {
  const appBefore = appCpu() ?? noCpu;
  const pgBefore = treeCpu(postmaster);
  const result = await runLoader(job);
  const app = minus(appCpu() ?? noCpu, appBefore);
  // The loader's own connections have just closed: let the postmaster reap their backends first.
  await new Promise((resolve) => setTimeout(resolve, 500));
  const pgAfter = treeCpu(postmaster);
  return {
    result,
    appMs: app.user + app.system,
    appSystemMs: app.system,
    postgresMs: pgBefore === undefined || pgAfter === undefined ? Number.NaN : pgAfter.user + pgAfter.system - pgBefore.user - pgBefore.system,
  };
}

/** This process's main thread, where the bare route runs. */
function thisThreadCpu(): CpuTime {
  const { user, system } = process.threadCpuUsage();
  return { user: user / 1000, system: system / 1000 };
}

/** The slices of one mode as one run: requests, latencies and CPU added up, CPU then per request. */
function combined(slices: Slice[]) {
  const result = merged(slices.map((s) => s.result), 'in turn');
  const per = (ms: number) => ms / Math.max(1, result.allRequests);
  const sum = (pick: (s: Slice) => number) => slices.reduce((n, s) => n + pick(s), 0);
  const cpu = { app: per(sum((s) => s.appMs)), appSystem: per(sum((s) => s.appSystemMs)), loader: per(result.cpuMs), postgres: per(sum((s) => s.postgresMs)) };
  return { result, cpu };
}

type Cpu = ReturnType<typeof combined>['cpu'];
const showCpu = (cpu: Cpu) =>
  `${''.padEnd(12)} CPU per request: app ${cpu.app.toFixed(3)} ms (${cpu.appSystem.toFixed(3)} in the kernel), load generator ${cpu.loader.toFixed(3)} ms, PostgreSQL ${cpu.postgres.toFixed(3)} ms`;

interface Figures { p50: number; p99: number; rps: number; requests: number; errors: number }

function figures(result: LoaderResult): Figures {
  const sorted = [...result.latenciesMs].sort((a, b) => a - b);
  return { p50: percentile(sorted, 50), p99: percentile(sorted, 99), rps: result.requests / result.seconds, requests: result.requests, errors: result.errors };
}

const show = (name: string, f: Figures) =>
  `${name.padEnd(12)} p50 ${f.p50.toFixed(2).padStart(7)} ms   p99 ${f.p99.toFixed(2).padStart(7)} ms   ${f.rps.toFixed(0).padStart(6)} req/s   (${f.requests} requests, ${f.errors} errors)`;

async function main() {
  const started = Date.now();
  const database = await startDatabase();
  log(`PostgreSQL ready (${secondsSince(started)} s)`);
  const { db, pool } = createDb(database.url, POOL);
  try {
    await runMigrations(db);
    const { rows: [{ n } = { n: 0 }] } = await pool.query<{ n: number }>('select count(*)::int as n from work_units');
    if (n < COUNT) {
      const at = Date.now();
      log(`Seeding ${(COUNT - n).toLocaleString('en-US')} work units over ${TENANTS} tenants...`);
      await generateWorkUnits(pool, { count: COUNT - n, tenantCount: TENANTS, log });
      log(`Seeded in ${secondsSince(at)} s`);
    } else log(`${n.toLocaleString('en-US')} work units already there`);

    const agent = await benchUser(db, 'bench-agent', 'Support Agent');

    const serverEnv: Record<string, string> = {
      PUBLIC_URL: 'http://127.0.0.1:3999', SEED_DEMO_DATA: 'false', DATABASE_URL: database.url,
      // Production's request logger at warn, so that only trouble is written; BENCH_LOG_LEVEL=info shows its cost.
      LOG_LEVEL,
      DATABASE_POOL_SIZE: String(POOL),
      ...(PROCESSES ? { SERVER_PROCESSES: PROCESSES } : {}),
    };
    const config = loadConfig(serverEnv);
    const portal = await startPortal(serverEnv);
    const address = portal.url;
    log(`Portal started: ${/\((.*server process.*)\)/.exec(portal.output)?.[1] ?? 'ready'}, ${POOL} connections to PostgreSQL in all`);
    // After the portal's start, which made the secrets key that seals the identity keys.
    const token = await benchToken(db, config, agent.userId);
    const url = `${address}/v1/workunits?${new URLSearchParams(gridQuery)}`;
    const probe = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
    const body = (await probe.json()) as { '@odata.count'?: number; value?: unknown[] };
    if (probe.status !== 200) throw new Error(`the grid request answered ${probe.status}: ${JSON.stringify(body)}`);
    log(`Grid request: ${url.replace(address, '')}`);
    log(`  answers ${body.value?.length} rows of ${body['@odata.count']?.toLocaleString('en-US')} New incidents`);

    // The very statements the route runs, made by the same translator with the same tenancy scope.
    const actor = userActor(agent, await loadGrants(db, agent.userId, []));
    const statements = [listStatement(workUnitEntity, prepareWorkUnitQuery(gridQuery), { where: (ref) => viewScope(actor, ref) })];
    for (const s of statements) {
      const plan = await pool.query<{ 'QUERY PLAN': string }>(`explain (analyze, buffers off, costs off) ${s.text}`, s.values);
      const lines = plan.rows.map((r) => r['QUERY PLAN']);
      log(`  plan: ${lines.filter((l) => /Scan|Limit|Aggregate|Execution Time/.test(l)).slice(0, 8).map((l) => l.trim()).join(' | ')}`);
    }

    const postmaster = await postmasterPid(pool);
    // The two modes take turns in short slices, so that the machine's own drift (other guests on the
    // host, frequency) falls on both alike and the ratio compares like with like.
    const slice = SECONDS / ROUNDS;
    log(`\nHTTP (${CONNECTIONS} keep-alive connections, ${CLIENT} client) and SQL (the same ${statements.length} statement(s) through pg, ${CONNECTIONS} concurrent, pool of ${POOL})`);
    log(`  take turns: ${ROUNDS} rounds of ${slice.toFixed(1)} s each, after ${WARMUP_SECONDS} s of warm-up (1 s before later slices); ${SECONDS} s measured per mode`);
    const bare = BARE ? await startBareRoute(database.url, POOL, statements[0]!) : undefined;
    if (bare) log(`  and a bare fastify route in this one process that sends the same statement through pg (bench/bare-route.ts): what HTTP alone costs`);
    const httpSlices: Slice[] = [];
    const sqlSlices: Slice[] = [];
    const bareSlices: Slice[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      const warmupSeconds = round === 0 ? WARMUP_SECONDS : 1;
      const httpJob: LoaderJob = { mode: 'http', client: CLIENT, connections: CONNECTIONS, warmupSeconds, seconds: slice, url, token };
      httpSlices.push(await measured(httpJob, postmaster, () => treeCpu(portal.child.pid)));
      if (bare) bareSlices.push(await measured({ ...httpJob, url: bare.url }, postmaster, thisThreadCpu));
      sqlSlices.push(await measured({ mode: 'sql', connections: CONNECTIONS, warmupSeconds, seconds: slice, databaseUrl: database.url, poolSize: POOL, statements }, postmaster));
    }
    const nodes = NODES < 2 ? undefined : await oneNodeAgainstTwo({
      url, firstUrl: portal.url, token, client: CLIENT, connections: CONNECTIONS, rounds: ROUNDS, seconds: slice,
      startSecond: () => startPortal(serverEnv), runLoader,
      postgresCpuMs: () => {
        const cpu = treeCpu(postmaster);
        return cpu ? cpu.user + cpu.system : Number.NaN;
      },
    });
    await portal.stop();
    await bare?.close();
    if (process.env.BENCH_PROFILE) log(`  CPU profiles of the server processes written to ${process.env.BENCH_PROFILE}`);
    const httpRun = combined(httpSlices);
    const directRun = combined(sqlSlices);
    const http = figures(httpRun.result);
    const direct = figures(directRun.result);

    log('');
    log(show('HTTP', http));
    log(showCpu(httpRun.cpu));
    log(show('direct SQL', direct));
    log(showCpu(directRun.cpu));
    const ratios = (a: Figures, b: Figures) => `p50 ${(a.p50 / b.p50).toFixed(2)}   p99 ${(a.p99 / b.p99).toFixed(2)}   throughput ${(b.rps / a.rps).toFixed(2)}`;
    if (bare) {
      const bareRun = combined(bareSlices);
      const floor = figures(bareRun.result);
      log(show('bare route', floor));
      log(showCpu(bareRun.cpu));
      log(`ratio bare/SQL  ${ratios(floor, direct)}`);
    }
    log(`ratio HTTP/SQL  ${ratios(http, direct)}`);
    if (nodes) {
      log(`\nOne portal node against two on one database (issue 28), taking turns, ${CONNECTIONS} connections in all (two nodes: two load generators of ${CONNECTIONS / 2}):`);
      log(show('one node', figures(nodes.one.result)) + `   PostgreSQL ${nodes.one.postgresMs.toFixed(3)} ms CPU/request`);
      log(show('two nodes', figures(nodes.two.result)) + `   PostgreSQL ${nodes.two.postgresMs.toFixed(3)} ms CPU/request`);
    }
    log(`goals: p99 <= 25 ms ${http.p99 <= 25 ? 'met' : 'MISSED'}, >= 1500 req/s ${http.rps >= 1500 ? 'met' : 'MISSED'}, ratio <= 1.3 ${http.p50 / direct.p50 <= 1.3 ? 'met' : 'MISSED'}`);
    // Packet ingestion (bench/ingestion.ts) on the same database, after the grid's portal stopped; BENCH_INGESTION=0 skips it.
    if (process.env.BENCH_INGESTION !== '0') log(showIngestion(await benchIngestion(database.url, serverEnv, log)));
    // Rules evaluation (bench/evaluation.ts, its own BENCH_EVAL_* settings) on the same database; BENCH_EVALUATION=0 skips it.
    if (process.env.BENCH_EVALUATION !== '0') log(showEvaluation(await benchEvaluation(database.url, serverEnv, log)));
    // Simulated agents over the agent API (bench/agents.ts, BENCH_AGENT_* settings); BENCH_AGENTS=0 skips it.
    if (process.env.BENCH_AGENTS !== '0') {
      log('\nSimulated agents (issue 29):');
      await benchAgents(database.url, serverEnv, log);
    }
    // The version report and the compliance grid over a 5,000-device tenant (bench/reports.ts); BENCH_REPORTS=0 skips it.
    if (process.env.BENCH_REPORTS !== '0') log(showComplianceReports(await benchComplianceReports(database.url, serverEnv, log)));
    log(`total ${secondsSince(started)} s`);
  } finally {
    await pool.end();
    await database.stop();
  }
}

await main();
