/**
 * The store statement's fixed price: BENCH_STORE_CALLS (12,000) small `storeEach` calls, one after another
 * on one connection, each two packets of two tenants without rules (the shape of the agents' shared
 * heartbeats), after 300 to warm up. Prints PostgreSQL's CPU per call (the server's process tree, from
 * /proc) and the wall time per call. Not part of `npm run bench`: for comparing two commits taking turns
 * (docs/performance.md, "Rule evaluation", 2026-11-28). Alone: `node bench/store-statement.ts`.
 */
import { randomUUID } from 'node:crypto';
import { createDb } from '../src/db/client.ts';
import { runMigrations } from '../src/db/migrate.ts';
import { createPacketsService } from '../src/modules/packets/packets.service.ts';
import { tenants } from '../src/modules/tenants/tenants.table.ts';
import { minus, postmasterPid, runAlone, treeCpu } from './harness.ts';

const CALLS = Number(process.env.BENCH_STORE_CALLS ?? 12_000);
const ENTITIES = 50;

async function bench(databaseUrl: string) {
  const { db, pool } = createDb(databaseUrl, 1);
  try {
    await runMigrations(db);
    const packets = createPacketsService({ db, retentionDays: 30 });
    const owners = await db.insert(tenants).values([{ name: `Store bench ${randomUUID()}` }, { name: `Store bench ${randomUUID()}` }]).returning();
    const entities = owners.map(() => Array.from({ length: ENTITIES }, () => randomUUID()));
    for (const [t, owner] of owners.entries()) await packets.registerEntities(db, owner.tenantId, entities[t]!.map((entityId) => ({ entityId, kind: 'device' })));
    let n = 0;
    const call = () => packets.storeEach(owners.map((owner, t) => ({
      tenantId: owner.tenantId,
      packets: [{ packetId: randomUUID(), entityId: entities[t]![n % ENTITIES]!, timestamp: new Date(Date.now() - 1000 + (n++ % 1000)).toISOString(), message: { Metrics: { DeviceCpu: n % 100, DeviceMemory: 50 } } }],
    })));
    for (let i = 0; i < 300; i++) await call();
    const server = await postmasterPid(pool);
    const before = treeCpu(server);
    const started = performance.now();
    for (let i = 0; i < CALLS; i++) await call();
    const wall = (performance.now() - started) / CALLS;
    const after = treeCpu(server);
    const cpu = before && after ? minus(after, before) : undefined;
    return { wall, pgCpu: cpu ? (cpu.user + cpu.system) / CALLS : Number.NaN };
  } finally {
    await pool.end();
  }
}

await runAlone(bench, ({ wall, pgCpu }) =>
  `store statement  ${CALLS} calls of 2 packets: PostgreSQL CPU ${pgCpu.toFixed(3)} ms a call, wall ${wall.toFixed(3)} ms a call`);
