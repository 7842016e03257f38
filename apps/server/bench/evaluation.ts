/**
 * Rules evaluation (issue 30): 200 enabled rules of every type over BENCH_EVAL_TENANTS (50) tenants, each
 * with its API token and BENCH_EVAL_ENTITIES (40) registered devices; BENCH_EVAL_CLIENTS (16) clients post
 * batches of BENCH_EVAL_BATCH (100) packets to `POST /v1/packets` of a started portal for
 * BENCH_EVAL_SECONDS (15), each batch for the next tenant in turn, and the portal evaluates what it stored
 * (its own job runner: the kick after each store, SKIP LOCKED claims). Prints the packets per second
 * evaluated (stored during the run over the time until the last was evaluated), the calls' p99 (the
 * acknowledgement), the lag from acknowledgement to evaluation (the age of the oldest waiting arrival,
 * sampled every 100 ms, p99 and max) and how soon an action starts after its match (first attempt minus
 * the history row's creation in the evaluating transaction, p99), with the machine's load average.
 * Those clients wait for each answer before sending again, so 1,600 packets are always in flight and a call
 * waits for the ones ahead of it (Little's law); a second phase paces the same clients to BENCH_EVAL_RATE
 * (5,000) packets/s in all for BENCH_EVAL_PACED_SECONDS (10) and times each call from when it was due.
 * Part of `npm run bench` (BENCH_EVALUATION=0 skips it); alone: `node bench/evaluation.ts`.
 */
import { randomUUID } from 'node:crypto';
import http from 'node:http';
import { loadavg } from 'node:os';
import {
  BUILT_IN_ACTION_IDS, LeftOperandId, OccurrencePatternId, OperatorId, RuleBody, type RuleBodyInput, RuleTypeId,
} from '@portal/contracts';
import { loadConfig } from '../src/config.ts';
import { createDb } from '../src/db/client.ts';
import { runMigrations } from '../src/db/migrate.ts';
import { packetsService } from '../src/modules/packets/index.ts';
import { createRulesService } from '../src/modules/rules/rules.service.ts';
import { tenants } from '../src/modules/tenants/tenants.table.ts';
import { generateToken, hashToken } from '../src/modules/tokens/token-secret.ts';
import { tokenGrants } from '../src/modules/tokens/tokens.table.ts';
import { operatorActor } from '../src/platform/auth/operator-actor.ts';
import { upsertBuiltInRoles } from '../src/platform/permissions/roles.service.ts';
import { percentile, runAlone, startPortal } from './harness.ts';

const TENANTS = Number(process.env.BENCH_EVAL_TENANTS ?? 50);
const ENTITIES = Number(process.env.BENCH_EVAL_ENTITIES ?? 40);
const RULES = Number(process.env.BENCH_EVAL_RULES ?? 200);
const CLIENTS = Number(process.env.BENCH_EVAL_CLIENTS ?? 16);
const BATCH = Number(process.env.BENCH_EVAL_BATCH ?? 100);
const SECONDS = Number(process.env.BENCH_EVAL_SECONDS ?? 15);
const RATE = Number(process.env.BENCH_EVAL_RATE ?? 5000);
const PACED_SECONDS = Number(process.env.BENCH_EVAL_PACED_SECONDS ?? 10);

export interface EvaluationFigures {
  packetsPerSecond: number; storedPerSecond: number; ackP99: number; lagP99: number; lagMax: number;
  actionStartP99: number; actions: number; matches: number; drainSeconds: number; calls: number; errors: number; refused: number; load: string;
  /** The paced phase: the rate asked for and stored, and the calls' p50 and p99 from when they were due. */
  paced: { rate: number; packetsPerSecond: number; p50: number; p99: number; calls: number; errors: number };
}

const cpu = (operator: number, value: string, pattern?: number) =>
  ({ type: 0 as const, leftOperand: LeftOperandId.Metric, leftOperandFieldName: 'DeviceCpu', operator, rightOperand: value, ...(pattern === undefined ? {} : { occurrencePattern: pattern }) });
const email = [{ actionDefinitionId: BUILT_IN_ACTION_IDS.email, parameters: { Template: 'Simple', IsImportant: 'false' } }];

/** The k-th rule of a tenant: the six types in turn, each matching a small share of the packets. */
function ruleOf(tenantId: string, n: number): RuleBodyInput {
  const type = (n % 6) + 1;
  const base = { tenantId, name: `Bench ${type} ${n}`, matchLifetime: '00:05:00', ruleTypeId: type };
  switch (type) {
    case RuleTypeId.Ingestion: return { ...base, conditions: [cpu(OperatorId.GreaterThanOrEqual, '99.9')], matchActions: email };
    case RuleTypeId.Correlation: return { ...base, conditions: [cpu(OperatorId.GreaterThan, '99.5'), { ...cpu(OperatorId.LessThan, '0.5'), type: 1 }], matchActions: email };
    case RuleTypeId.History: return { ...base, conditions: [cpu(OperatorId.GreaterThan, '95', OccurrencePatternId.Average)], matchActions: email };
    case RuleTypeId.WorkUnit: return { ...base, conditions: [{ type: 0, leftOperand: LeftOperandId.WorkUnitEvent, operator: OperatorId.Equals, rightOperand: 'created' }] };
    case RuleTypeId.Maintenance: return {
      ...base, timeConditions: { timeZoneId: 'America/New_York', daysOfWeek: [0], dailyStartTime: '03:00', dailyEndTime: '03:05' },
      conditions: [{ type: 0, leftOperand: LeftOperandId.EntityKind, operator: OperatorId.Equals, rightOperand: 'device' }],
    };
    default: return {
      ...base, conditions: [cpu(OperatorId.GreaterThan, '99.8'), { type: 0, leftOperand: LeftOperandId.EntityCount, operator: OperatorId.GreaterThanOrEqual, rightOperand: '3' }],
      matchActions: email,
    };
  }
}

interface Tenant { token: string; entityIds: string[] }

export async function setUp(databaseUrl: string, serverEnv: Record<string, string>): Promise<Tenant[]> {
  const { db, pool } = createDb(databaseUrl, 4);
  try {
    await runMigrations(db);
    await upsertBuiltInRoles(db);
    const packets = packetsService(db, loadConfig(serverEnv).PACKET_RETENTION_DAYS);
    const rules = createRulesService({ db });
    const made: Tenant[] = [];
    for (let t = 0; t < TENANTS; t++) {
      const [tenant] = await db.insert(tenants).values({ name: `Bench rules ${t} ${randomUUID().slice(0, 8)}` }).returning();
      const token = generateToken();
      await db.insert(tokenGrants).values({ tenantId: tenant!.tenantId, name: 'bench evaluation', lifetimeYears: 1, tokenHash: hashToken(token) });
      const entityIds = Array.from({ length: ENTITIES }, () => randomUUID());
      await packets.registerEntities(db, tenant!.tenantId, entityIds.map((entityId) => ({ entityId, kind: 'device' })));
      made.push({ token, entityIds });
      const perTenant = Math.floor(RULES / TENANTS) + (t < RULES % TENANTS ? 1 : 0);
      for (let k = 0; k < perTenant; k++) await rules.create(operatorActor('bench'), RuleBody.parse(ruleOf(tenant!.tenantId, t * 4 + k)));
    }
    return made;
  } finally {
    await pool.end();
  }
}

interface Posted { status: number; text: string; retryAfter: number }

/** One call: a batch of BATCH packets for `tenant`, stamped now. */
function postBatch(url: URL, tenant: Tenant, agent: http.Agent): Promise<Posted> {
  const now = new Date().toISOString();
  const body = JSON.stringify(Array.from({ length: BATCH }, (_, i) => ({
    packetId: randomUUID(), entityId: tenant.entityIds[i % tenant.entityIds.length]!, timestamp: now,
    message: { Metrics: { DeviceCpu: Math.round(Math.random() * 1000) / 10, DeviceMemory: 42.5 } },
  })));
  return new Promise<Posted>((resolve, reject) => {
    const request = http.request(url, {
      method: 'POST', agent,
      headers: { authorization: `Bearer ${tenant.token}`, 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
    }, (response) => {
      let answer = '';
      response.setEncoding('utf8').on('data', (chunk: string) => (answer += chunk))
        .on('end', () => resolve({ status: response.statusCode ?? 0, text: answer, retryAfter: Number(response.headers['retry-after'] ?? 1) }));
    });
    request.once('error', reject).end(body);
  });
}

interface ClientResult { latencies: number[]; stored: number; errors: number; refused: number }

/** Counts an answer; a 503 waits Retry-After, as a sender should (overload, or the rules' backlog). */
async function tally(result: ClientResult, { status, text, retryAfter }: Posted, latency: number) {
  if (status === 200) {
    result.latencies.push(latency);
    result.stored += (JSON.parse(text) as { stored: number }).stored;
  } else if (status === 503) {
    result.refused += 1;
    await new Promise((resolve) => setTimeout(resolve, retryAfter * 1000));
  } else if (++result.errors === 1) console.error(`  ingestion answered ${status}: ${text.slice(0, 200)}`);
}

/** One client: posts a batch for the next tenant, waits for the answer, posts the next. */
async function client(url: URL, all: Tenant[], offset: number, until: number, agent: http.Agent): Promise<ClientResult> {
  const result: ClientResult = { latencies: [], stored: 0, errors: 0, refused: 0 };
  for (let turn = offset; Date.now() < until; turn += CLIENTS) {
    const started = performance.now();
    const answer = await postBatch(url, all[turn % all.length]!, agent);
    await tally(result, answer, performance.now() - started);
  }
  return result;
}

/**
 * One client of the paced phase: a call is due every `intervalMs` from `from` (the clients start spread over
 * the interval); each is timed from when it was due, so a call held up behind a slow one counts its wait.
 */
async function pacedClient(url: URL, all: Tenant[], offset: number, from: number, until: number, intervalMs: number, agent: http.Agent): Promise<ClientResult> {
  const result: ClientResult = { latencies: [], stored: 0, errors: 0, refused: 0 };
  let turn = offset;
  for (let due = from; due < until; due += intervalMs, turn += CLIENTS) {
    const wait = due - performance.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    const answer = await postBatch(url, all[turn % all.length]!, agent);
    await tally(result, answer, performance.now() - due);
  }
  return result;
}

export async function benchEvaluation(databaseUrl: string, serverEnv: Record<string, string>, log: (line: string) => void): Promise<EvaluationFigures> {
  log(`\nRules evaluation: ${RULES} enabled rules of every type over ${TENANTS} tenants (${ENTITIES} devices each); setting up...`);
  const all = await setUp(databaseUrl, serverEnv);
  const portal = await startPortal(serverEnv);
  const { pool } = createDb(databaseUrl, 2);
  try {
    log(`  ${CLIENTS} clients posting batches of ${BATCH} packets to POST /v1/packets for ${SECONDS} s, a tenant per batch in turn`);
    const oldestWaitingMs = async () => {
      const { rows } = await pool.query<{ ms: number | null }>(`
        select extract(epoch from (clock_timestamp() - p.received)) * 1000 as ms
        from (select tenant_id, packet_id, "timestamp" from packet_arrivals order by sequence limit 1) a
        join packets p using (tenant_id, packet_id, "timestamp")`);
      return rows[0]?.ms === null || rows[0]?.ms === undefined ? 0 : Number(rows[0].ms);
    };
    const lags: number[] = [];
    const sampling = { on: true };
    const sampler = (async () => {
      while (sampling.on) {
        lags.push(await oldestWaitingMs());
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    })();
    const agent = new http.Agent({ keepAlive: true, maxSockets: CLIENTS });
    const started = Date.now();
    const until = started + SECONDS * 1000;
    const url = new URL('/v1/packets', portal.url);
    const results = await Promise.all(Array.from({ length: CLIENTS }, (_, c) => client(url, all, c, until, agent)));
    const loadEnded = Date.now();
    agent.destroy();
    const pending = async () => Number((await pool.query<{ n: string }>('select count(*) as n from packet_arrivals')).rows[0]!.n);
    while (await pending() > 0 && Date.now() - loadEnded < 120_000) await new Promise((resolve) => setTimeout(resolve, 50));
    const drained = Date.now();
    sampling.on = false;
    await sampler;
    // Let the action runner start what the last matches enqueued.
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    const { rows: [actions] } = await pool.query<{ n: string; p99: number | null }>(`
      select count(*) as n, percentile_disc(0.99) within group (order by extract(epoch from ((attempts->0->>'at')::timestamptz - created)) * 1000) as p99
      from action_histories where trigger = 'match' and jsonb_array_length(attempts) > 0`);
    const { rows: [matches] } = await pool.query<{ n: string }>('select coalesce(sum(match_count), 0) as n from rule_matches');
    // Then the same clients paced well below saturation: the acknowledgement a sender meets when the portal keeps up.
    const intervalMs = (CLIENTS * BATCH * 1000) / RATE;
    log(`  then paced: ${CLIENTS} clients, a batch every ${intervalMs.toFixed(1)} ms each (${RATE} packets/s in all) for ${PACED_SECONDS} s, timed from when each call was due`);
    const pacedAgent = new http.Agent({ keepAlive: true, maxSockets: CLIENTS });
    const pacedFrom = performance.now() + 100;
    const pacedResults = await Promise.all(Array.from({ length: CLIENTS }, (_, c) =>
      pacedClient(url, all, c, pacedFrom + (c * intervalMs) / CLIENTS, pacedFrom + PACED_SECONDS * 1000, intervalMs, pacedAgent)));
    const pacedSeconds = (performance.now() - pacedFrom) / 1000;
    pacedAgent.destroy();
    const pacedLatencies = pacedResults.flatMap((r) => r.latencies).sort((a, b) => a - b);
    const paced = {
      rate: RATE, packetsPerSecond: pacedResults.reduce((n, r) => n + r.stored, 0) / pacedSeconds,
      p50: percentile(pacedLatencies, 50), p99: percentile(pacedLatencies, 99), calls: pacedLatencies.length,
      errors: pacedResults.reduce((n, r) => n + r.errors + r.refused, 0),
    };
    const stored = results.reduce((n, r) => n + r.stored, 0);
    const latencies = results.flatMap((r) => r.latencies).sort((a, b) => a - b);
    const sortedLags = [...lags].sort((a, b) => a - b);
    return {
      packetsPerSecond: stored / ((drained - started) / 1000), storedPerSecond: stored / ((loadEnded - started) / 1000),
      ackP99: percentile(latencies, 99), lagP99: percentile(sortedLags, 99), lagMax: sortedLags[sortedLags.length - 1] ?? 0,
      actionStartP99: Number(actions?.p99 ?? Number.NaN), actions: Number(actions?.n ?? 0), matches: Number(matches?.n ?? 0),
      drainSeconds: (drained - loadEnded) / 1000, calls: latencies.length, errors: results.reduce((n, r) => n + r.errors, 0),
      refused: results.reduce((n, r) => n + r.refused, 0), paced,
      load: loadavg().map((l) => l.toFixed(2)).join(', '),
    };
  } finally {
    await pool.end();
    await portal.stop();
  }
}

export function showEvaluation(f: EvaluationFigures): string {
  return [
    `evaluation   ${f.packetsPerSecond.toFixed(0).padStart(6)} packets/s evaluated (${f.storedPerSecond.toFixed(0)}/s stored while posting; the last evaluated ${f.drainSeconds.toFixed(1)} s after the load stopped)`,
    `${''.padEnd(12)} acknowledgement p99 ${f.ackP99.toFixed(1)} ms   lag to evaluation p99 ${f.lagP99.toFixed(0)} ms (max ${f.lagMax.toFixed(0)} ms)   action start after match p99 ${Number.isNaN(f.actionStartP99) ? 'n/a' : `${f.actionStartP99.toFixed(0)} ms`}`,
    `${''.padEnd(12)} ${f.matches} match events, ${f.actions} match actions started, ${f.calls} calls stored, ${f.refused} told to come back after Retry-After (503), ${f.errors} errors; load average ${f.load}`,
    `${''.padEnd(12)} paced at ${f.paced.rate} packets/s: ${f.paced.packetsPerSecond.toFixed(0)} stored, acknowledgement p50 ${f.paced.p50.toFixed(1)} ms   p99 ${f.paced.p99.toFixed(1)} ms from when due   (${f.paced.calls} calls, ${f.paced.errors} not stored)`,
    `goals: >= 10000 packets/s ${f.packetsPerSecond >= 10_000 ? 'met' : 'MISSED'}, ack p99 <= 50 ms ${f.ackP99 <= 50 ? 'met' : 'MISSED'} (as fast as answered; paced at ${f.paced.rate}/s: ${f.paced.p99 <= 50 ? 'met' : 'MISSED'}), lag p99 <= 1 s ${f.lagP99 <= 1000 ? 'met' : 'MISSED'}, action start p99 <= 1 s ${f.actionStartP99 <= 1000 ? 'met' : 'MISSED'}`,
  ].join('\n');
}

if (import.meta.main) await runAlone(benchEvaluation, showEvaluation, { DEMO_FEED: 'false' });
