/**
 * `npm run bench:agents` (and part of `npm run bench`): simulated agents against a portal with their
 * devices and operations, over the real agent API.
 *
 * Makes BENCH_AGENTS devices (10,000) with 5 operations each (50,000) and a credential each, starts the
 * portal as `npm start` runs it, then every agent checks in every BENCH_AGENT_INTERVAL seconds (30),
 * spread evenly, with one heartbeat packet, and keeps a `commands` request held as the reference agent
 * does. After one interval of warm-up (every agent's first, full check-in) it measures for
 * BENCH_AGENT_SECONDS (60): check-in p50/p99 and the portal's CPU per check-in; then it restarts
 * BENCH_COMMANDS (200) devices through the staff API, one every 50 ms, and times each until that
 * agent's held request answers (command delivery p95).
 *
 * Environment: BENCH_DATABASE_URL, BENCH_AGENTS, BENCH_AGENT_INTERVAL, BENCH_AGENT_SECONDS,
 * BENCH_COMMANDS, BENCH_PROCESSES (SERVER_PROCESSES).
 */
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import http from 'node:http';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { createDb } from '../src/db/client.ts';
import { runMigrations } from '../src/db/migrate.ts';
import { generateToken, hashToken } from '../src/modules/tokens/token-secret.ts';
import { upsertBuiltInRoles } from '../src/platform/permissions/roles.service.ts';
import { builtInOperations } from '@portal/contracts';
import { type CpuTime, histogramShares, percentile, serverHistogram, postmasterPid, startDatabase, startPortal, treeCpu } from './harness.ts';

const AGENTS = Number(process.env.BENCH_AGENTS ?? 10_000);
const INTERVAL_S = Number(process.env.BENCH_AGENT_INTERVAL ?? 30);
const MEASURE_S = Number(process.env.BENCH_AGENT_SECONDS ?? 60);
const COMMANDS = Number(process.env.BENCH_COMMANDS ?? 200);
const OPERATIONS_PER_DEVICE = 5;
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

interface SimAgent { deviceId: string; credential: string; fingerprint: string; sequence: number; configVersion: number }

/** Devices, operations, credentials and packet entities, written in bulk (a generator, not a door). */
async function generateFleet(db: ReturnType<typeof createDb>['db']): Promise<{ agents: SimAgent[]; apiToken: string }> {
  // A fleet per run, in a tenant of its own: the bench may run on a database that has other data.
  await upsertBuiltInRoles(db);
  const tenantId = randomUUID();
  const subscriptionId = randomUUID();
  await db.execute(sql`insert into tenants (tenant_id, name) values (${tenantId}, 'Bench fleet')`);
  await db.execute(sql`insert into subscriptions (subscription_id, tenant_id, name) values (${subscriptionId}, ${tenantId}, 'Fleet')`);
  const apiToken = generateToken();
  await db.execute(sql`insert into token_grants (tenant_id, name, lifetime_years, token_hash) values (${tenantId}, 'bench', 0, ${hashToken(apiToken)})`);
  const packageId = randomUUID();
  await db.execute(sql`insert into packages (package_id, name, package_type_id, operating_system_rids_id) values (${packageId}, 'Bench agent', 4, 7)`);
  const operationIds: string[] = [];
  for (const op of builtInOperations) {
    const id = randomUUID();
    operationIds.push(id);
    await db.execute(sql`insert into operations (operation_id, package_id, name, operation_type, default_interval, frequency_definitions, parameter_definitions, operation_result_type_id)
      values (${id}, ${packageId}, ${op.name}, ${op.operationType}, ${op.defaultInterval}, ${`{${op.frequencyDefinitions.join(',')}}`}, ${JSON.stringify(op.parameterDefinitions)}, ${op.operationResultTypeId})`);
  }
  const agents: SimAgent[] = Array.from({ length: AGENTS }, () => {
    const deviceId = randomUUID();
    return { deviceId, credential: `pdc_${deviceId}.${randomBytes(32).toString('base64url')}`, fingerprint: randomBytes(32).toString('hex'), sequence: 0, configVersion: 0 };
  });
  for (let i = 0; i < agents.length; i += 2_000) {
    const slice = agents.slice(i, i + 2_000);
    const ids = slice.map((a) => a.deviceId);
    await db.execute(sql`insert into devices (tenant_id, device_id, subscription_id, name, heartbeat_interval, operating_system_id, credential_hash, credential_confirmed, fingerprint, agent_id)
      select ${tenantId}, d.id, ${subscriptionId}, 'bench-' || d.id, ${INTERVAL_S}, 4, d.hash, true, d.fp, gen_random_uuid()
      from unnest(${`{${ids.join(',')}}`}::uuid[], ${`{${slice.map((a) => sha256(a.credential)).join(',')}}`}::text[], ${`{${slice.map((a) => a.fingerprint).join(',')}}`}::text[]) as d(id, hash, fp)`);
    await db.execute(sql`insert into device_operations (tenant_id, device_operation_id, device_id, operation_id, label, frequency_type_id, interval, parameters)
      select ${tenantId}, gen_random_uuid(), d.id, o.id, 'op ' || o.n, 2, '00:05:00', '[{"name":"metric","source":1,"value":"cpu"}]'::jsonb
      from unnest(${`{${ids.join(',')}}`}::uuid[]) as d(id)
      cross join unnest(${`{${operationIds.concat(operationIds).slice(0, OPERATIONS_PER_DEVICE).join(',')}}`}::uuid[]) with ordinality as o(id, n)`);
  }
  await db.execute(sql`insert into packet_entities (tenant_id, entity_id, kind) select tenant_id, device_id, 'device' from devices where tenant_id = ${tenantId}`);
  await db.execute(sql`insert into packet_entities (tenant_id, entity_id, kind) select tenant_id, device_operation_id, 'deviceOperation' from device_operations where tenant_id = ${tenantId}`);
  return { agents, apiToken };
}

function request(agent: http.Agent, url: URL, method: string, headers: Record<string, string>, body?: string): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const req = http.request(url, { method, agent, headers: body ? { ...headers, 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(body)) } : headers }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => { text += chunk; });
      res.on('end', () => resolve({ status: res.statusCode ?? 0, text }));
    });
    req.once('error', reject);
    req.end(body);
  });
}

/** Runs the agents benchmark against the database at `databaseUrl` (migrated here), with a portal of its own. */
export async function benchAgents(databaseUrl: string, serverEnv: Record<string, string>, log: (line: string) => void): Promise<void> {
  const { db, pool } = createDb(databaseUrl, 4);
  let portal: Awaited<ReturnType<typeof startPortal>> | undefined;
  try {
    await runMigrations(db);
    let t = Date.now();
    const { agents, apiToken } = await generateFleet(db);
    log(`${AGENTS} devices with ${AGENTS * OPERATIONS_PER_DEVICE} operations made in ${((Date.now() - t) / 1000).toFixed(1)} s`);
    portal = await startPortal({ ...serverEnv, DATABASE_URL: databaseUrl });
    const base = new URL(portal.url);
    const checkins = new http.Agent({ keepAlive: true, maxSockets: 128 });
    const held = new http.Agent({ keepAlive: true, maxSockets: Infinity });
    const deliveries = new Map<string, number>();
    const deliveryMs: number[] = [];
    const run = { stopping: false };
    let errors = 0;
    let firstError = '';
    const latencies: number[] = [];
    let measuring = false;

    const hold = async (a: SimAgent): Promise<void> => {
      while (!run.stopping) {
        try {
          const res = await request(held, new URL(`/agent/v1/commands?configVersion=${a.configVersion}`, base), 'GET', { authorization: `Bearer ${a.credential}` });
          if (res.status === 200) {
            a.configVersion = JSON.parse(res.text).configVersion;
            const asked = deliveries.get(a.deviceId);
            if (asked !== undefined) {
              deliveryMs.push(performance.now() - asked);
              deliveries.delete(a.deviceId);
            }
          } else if (res.status !== 204) {
            errors += 1;
            await new Promise((r) => setTimeout(r, 1_000));
          }
        } catch {
          if (!run.stopping) await new Promise((r) => setTimeout(r, 1_000));
        }
      }
    };

    let outstanding = 0;
    const checkIn = async (a: SimAgent) => {
      outstanding += 1;
      a.sequence += 1;
      const body = JSON.stringify({
        sequence: a.sequence, configVersion: a.configVersion, fingerprint: a.fingerprint, agentVersion: 'bench',
        packets: [{ packetId: randomUUID(), entityId: a.deviceId, timestamp: new Date().toISOString(), message: { Metrics: { DeviceCpu: Math.random() * 100, DeviceMemory: Math.random() * 100 } } }],
      });
      const started = performance.now();
      // Timed if it starts inside the window: the warm-up's last answers are not the measured load's.
      const timed = measuring;
      try {
        const res = await request(checkins, new URL('/agent/v1/checkin', base), 'POST', { authorization: `Bearer ${a.credential}` }, body);
        if (timed) latencies.push(performance.now() - started);
        if (res.status !== 200) {
          errors += 1;
          firstError ||= `${res.status} ${res.text.slice(0, 200)}`;
          return;
        }
        const answer = JSON.parse(res.text);
        const first = a.configVersion === 0;
        a.configVersion = answer.configVersion;
        if (first) void hold(a);
      } catch (error) {
        errors += 1;
        firstError ||= String(error);
      } finally {
        outstanding -= 1;
      }
    };

    // What the portal spends doing nothing (jobs polling, invalidation checks), to tell it apart.
    const idleBefore = treeCpu(portal.child.pid) as CpuTime;
    await new Promise((r) => setTimeout(r, 10_000));
    const idleAfter = treeCpu(portal.child.pid) as CpuTime;
    const idleMsPerSecond = (idleAfter.user + idleAfter.system - idleBefore.user - idleBefore.system) / 10;
    log(`idle portal  ${idleMsPerSecond.toFixed(1)} ms CPU per second`);

    // Every agent once per interval, spread evenly, open loop (a slow answer does not slow the schedule).
    const start = performance.now();
    let next = 0;
    const schedule = setInterval(() => {
      const due = Math.floor(((performance.now() - start) / (INTERVAL_S * 1000)) * AGENTS);
      for (; next < due; next += 1) void checkIn(agents[next % AGENTS]!);
    }, 10);

    await new Promise((r) => setTimeout(r, INTERVAL_S * 1000 + 2_000));
    // The first check-ins are full ones (every operation): measure once their backlog has drained, for at most another interval.
    const drainStart = performance.now();
    const drained = () => outstanding <= AGENTS / INTERVAL_S || performance.now() - drainStart >= INTERVAL_S * 1000;
    while (!drained()) await new Promise((r) => setTimeout(r, 100));
    log(`warm-up done: every agent checked in once and holds a commands request; the first check-ins' backlog drained in ${((performance.now() - drainStart) / 1000).toFixed(1)} s (${errors} errors${firstError ? `, first: ${firstError}` : ''})`);
    const postmaster = await postmasterPid(pool);
    const cpuBefore = treeCpu(portal.child.pid) as CpuTime;
    const pgBefore = treeCpu(postmaster);
    const countBefore = next;
    const serverBefore = await serverHistogram(portal.url, 'POST', '/agent/v1/checkin');
    // The simulated agents share the machine: their own event loop's delay is part of every latency they time.
    const loaderDelay = monitorEventLoopDelay({ resolution: 10 });
    loaderDelay.enable();
    measuring = true;
    t = performance.now();
    await new Promise((r) => setTimeout(r, MEASURE_S * 1000));
    measuring = false;
    loaderDelay.disable();
    const serverShares = histogramShares(serverBefore, await serverHistogram(portal.url, 'POST', '/agent/v1/checkin'));
    const cpuAfter = treeCpu(portal.child.pid) as CpuTime;
    const pgAfter = treeCpu(postmaster);
    const done = next - countBefore;
    const seconds = (performance.now() - t) / 1000;

    // Command delivery: restart devices through the staff API (an API token holds Devices:edit) and time the held answers.
    for (const a of agents.slice(0, COMMANDS)) {
      deliveries.set(a.deviceId, performance.now());
      void request(checkins, new URL(`/v1/devices/${a.deviceId}/restart`, base), 'POST', { authorization: `Bearer ${apiToken}` }).then((res) => {
        if (res.status !== 200) {
          errors += 1;
          firstError ||= `restart ${res.status} ${res.text.slice(0, 200)}`;
        }
      }, (error: unknown) => {
        // An overloaded portal may still be answering when the run ends and stops it.
        errors += 1;
        firstError ||= `restart ${String(error)}`;
      });
      await new Promise((r) => setTimeout(r, 50));
    }
    await new Promise((r) => setTimeout(r, 5_000));
    clearInterval(schedule);
    run.stopping = true;

    const sorted = [...latencies].sort((a, b) => a - b);
    const deliveredSorted = [...deliveryMs].sort((a, b) => a - b);
    const cpuMs = cpuAfter.user + cpuAfter.system - cpuBefore.user - cpuBefore.system;
    log(`agents       ${AGENTS} agents every ${INTERVAL_S} s, ${AGENTS * OPERATIONS_PER_DEVICE} operations, each holding a commands request`);
    log(`check-in     p50 ${percentile(sorted, 50).toFixed(2)} ms   p99 ${percentile(sorted, 99).toFixed(2)} ms   ${(done / seconds).toFixed(0)} check-ins/s   (${latencies.length} measured, ${errors} errors${firstError ? `, first: ${firstError}` : ''})`);
    log(`             the portal's own timing (its histogram): ${serverShares.filter((b) => b.bound <= 0.5).map((b) => `${(b.share * 100).toFixed(1)}% within ${b.bound * 1000} ms`).join(', ')}`);
    // The monitor times its own 10 ms timer: what is beyond those 10 ms is the loop's delay.
    const lateMs = (ns: number) => Math.max(0, ns / 1e6 - 10);
    log(`             the simulated agents' event loop delay: p50 ${lateMs(loaderDelay.percentile(50)).toFixed(1)} ms, p99 ${lateMs(loaderDelay.percentile(99)).toFixed(1)} ms, max ${lateMs(loaderDelay.max).toFixed(0)} ms`);
    log(`             portal CPU per check-in ${((cpuMs - idleMsPerSecond * seconds) / Math.max(1, done)).toFixed(3)} ms beyond its idle use (its commands requests included; ${(cpuMs / Math.max(1, done)).toFixed(3)} ms with it, of which ${((cpuAfter.system - cpuBefore.system) / Math.max(1, done)).toFixed(3)} ms in the kernel)`);
    if (pgBefore && pgAfter) log(`             PostgreSQL CPU per check-in ${((pgAfter.user + pgAfter.system - pgBefore.user - pgBefore.system) / Math.max(1, done)).toFixed(3)} ms`);
    log(`commands     delivered ${deliveryMs.length}/${COMMANDS}: p50 ${percentile(deliveredSorted, 50).toFixed(0)} ms   p95 ${percentile(deliveredSorted, 95).toFixed(0)} ms   max ${(deliveredSorted.at(-1) ?? Number.NaN).toFixed(0)} ms`);
    checkins.destroy();
    held.destroy();
  } finally {
    await portal?.stop();
    await pool.end();
  }
}

// `npm run bench:agents`: on a throw-away PostgreSQL of its own.
if (import.meta.main) {
  const database = await startDatabase();
  try {
    await benchAgents(database.url, {
      SEED_DEMO_DATA: 'false', LOG_LEVEL: 'warn', PUBLIC_URL: 'http://127.0.0.1',
      ...(process.env.BENCH_PROCESSES ? { SERVER_PROCESSES: process.env.BENCH_PROCESSES } : {}),
    }, (line) => console.log(line));
  } finally {
    await database.stop();
  }
  process.exit(0);
}
