/**
 * Seeds a large work unit data set in SQL: `count` work units spread over `tenantCount` new tenants,
 * with the mix of a service desk that has run for three years: 81% closed, 9.5% resolved, 5% canceled,
 * about 4% being worked on, and 0.1% waiting in New (1,000 of a million, about 12 New incidents a
 * tenant: the queue agents acknowledge within minutes). The grid's default request (New incidents,
 * by severity then newest) meets production-like data; its count grows with that queue.
 *
 * On an empty work_units table the secondary indexes are dropped during the load and rebuilt after
 * it, which is several times faster than maintaining them row by row.
 *
 * Run alone: DATABASE_URL=postgres://... COUNT=1000000 TENANTS=50 node apps/server/bench/generate-workunits.ts
 */
import { pathToFileURL } from 'node:url';
import pg from 'pg';

export interface GenerateOptions {
  count: number;
  tenantCount: number;
  log?: (line: string) => void;
}

const CHUNK = 250_000;

// Weights as cumulative thresholds over random() in [0, 1).
const typeSql = (r: string) => `case when ${r} < 0.60 then 3 when ${r} < 0.80 then 1 when ${r} < 0.95 then 2 else 4 end`;
const stateSql = (r: string) =>
  `case when ${r} < 0.001 then 1 when ${r} < 0.010 then 2 when ${r} < 0.030 then 3 when ${r} < 0.040 then 4 ` +
  `when ${r} < 0.045 then 5 when ${r} < 0.140 then 6 when ${r} < 0.950 then 7 else 8 end`;
const severitySql = (r: string) => `case when ${r} < 0.03 then 0 when ${r} < 0.13 then 1 when ${r} < 0.38 then 2 when ${r} < 0.73 then 3 else 4 end`;

const insertChunk = `
  insert into work_units (
    title, description, work_unit_type_id, severity_id, state_id, created, modified, resolved, created_by, modified_by,
    assigned_to, assignment_group, tenant_id, source, stake_holder_full_name, stakeholder_phone_number,
    stake_holder_email_address, implementation_plan, rollback_plan, affected_resources, environment,
    expected_cfs_alerts, planned_start_time, planned_finish_time, approver1, approver2, resolution)
  select
    'Bench work unit ' || g, 'Generated for the benchmark; row ' || g, type_id, ${severitySql('r3')}, state_id,
    created, created + r5 * interval '5 days', case when state_id >= 6 then created + r5 * interval '5 days' end,
    'bench', 'bench', case when state_id > 1 then 'agent' || (g % 40) end, 'Service Desk', tenant_ids[1 + g % array_length(tenant_ids, 1)],
    (array['Email','Phone','Chat','Other'])[1 + g % 4], 'Stakeholder ' || (g % 1000), '555-01' || lpad((g % 100)::text, 2, '0'),
    'stakeholder' || (g % 1000) || '@bench.test',
    case when type_id = 1 then 'Apply and verify.' end, case when type_id = 1 then 'Restore the snapshot.' end,
    case when type_id = 1 then 'app servers' end, case when type_id = 1 then 'Production' end, case when type_id = 1 then 'None' end,
    case when type_id = 1 then created + interval '7 days' end, case when type_id = 1 then created + interval '7 days 2 hours' end,
    case when type_id = 1 then 'approver' || (g % 100) || '@bench.test' end, case when type_id = 1 then 'approver' || ((g + 1) % 100) || '@bench.test' end,
    case when type_id = 1 or state_id >= 6 then 'Done.' end
  from (
    select g, type_id, state_id, r3, r5, tenant_ids,
      -- New work units are recent; the rest spread over three years.
      now() - case when state_id = 1 then r4 * interval '2 days' else r4 * interval '1095 days' end as created
    from (
      select g, ${typeSql('random()')} as type_id, ${stateSql('random()')} as state_id,
        random() as r3, random() as r4, random() as r5, $3::uuid[] as tenant_ids
      from generate_series($1::int, $2::int) as g
    ) picked
  ) rows`;

/** Inserts the tenants and the work units; answers the tenant ids. */
export async function generateWorkUnits(pool: pg.Pool, { count, tenantCount, log = () => {} }: GenerateOptions): Promise<string[]> {
  const client = await pool.connect();
  try {
    await client.query(`set maintenance_work_mem = '256MB'`);
    await client.query('select setseed(0.42)');
    const tenants = await client.query<{ tenant_id: string }>(
      `insert into tenants (name, assignment_groups)
       select 'Bench Tenant ' || lpad(n::text, 2, '0'), 'Service Desk,Network Team,Database Team' from generate_series(1, $1::int) n
       returning tenant_id`,
      [tenantCount],
    );
    const tenantIds = tenants.rows.map((r) => r.tenant_id);

    const { rows: [{ empty } = { empty: false }] } = await client.query<{ empty: boolean }>('select not exists (select 1 from work_units) as empty');
    let indexes: Array<{ name: string; definition: string }> = [];
    if (empty) {
      const found = await client.query<{ indexname: string; indexdef: string }>(
        `select i.indexname, i.indexdef from pg_indexes i
         where i.tablename = 'work_units' and i.schemaname = current_schema()
           and not exists (select 1 from pg_constraint c where c.conname = i.indexname)`,
      );
      indexes = found.rows.map((r) => ({ name: r.indexname, definition: r.indexdef }));
      for (const index of indexes) await client.query(`drop index ${pg.escapeIdentifier(index.name)}`);
    }

    const { rows: [{ next } = { next: 1 }] } = await client.query<{ next: number }>('select coalesce(max(work_unit_id), 0)::int + 1 as next from work_units');
    const started = Date.now();
    for (let from = 0; from < count; from += CHUNK) {
      const to = Math.min(count, from + CHUNK);
      await client.query(insertChunk, [next + from, next + to - 1, tenantIds]);
      log(`  ${to.toLocaleString('en-US')} work units (${((Date.now() - started) / 1000).toFixed(1)} s)`);
    }
    for (const index of indexes) {
      const at = Date.now();
      await client.query(index.definition);
      log(`  index ${index.name} rebuilt (${((Date.now() - at) / 1000).toFixed(1)} s)`);
    }
    await client.query('vacuum analyze work_units');
    await client.query('analyze tenants');
    return tenantIds;
  } finally {
    client.release();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const url = process.env.DATABASE_URL;
  if (!url) throw new Error('Set DATABASE_URL to the database to fill.');
  const pool = new pg.Pool({ connectionString: url, max: 2 });
  const { runMigrations } = await import('../src/db/migrate.ts');
  const { createDb } = await import('../src/db/client.ts');
  const migrator = createDb(url, 1);
  await runMigrations(migrator.db);
  await migrator.pool.end();
  const started = Date.now();
  await generateWorkUnits(pool, { count: Number(process.env.COUNT ?? 1_000_000), tenantCount: Number(process.env.TENANTS ?? 50), log: console.log });
  console.log(`Done in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  await pool.end();
}
