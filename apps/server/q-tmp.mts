import pg from 'pg';
import { PgDialect } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { buildList } from './src/platform/odata/build.ts';
import { workUnitEntity } from './src/modules/workunits/workunits.entity.ts';
const client = new pg.Client('postgres://portal:portal@127.0.0.1:45432/postgres');
await client.connect();
await client.query(`create index if not exists tmp_grid on work_units (state_id, work_unit_type_id, severity_id, created desc, work_unit_id)`);
await client.query('analyze work_units');
const d = new PgDialect({ casing: 'snake_case' });
async function time(label: string, text: string, params: unknown[], n = 300) {
  for (let i = 0; i < 20; i++) await client.query(text, params);
  const t0 = performance.now();
  for (let i = 0; i < n; i++) await client.query(text, params);
  console.log(label.padEnd(40), ((performance.now() - t0) / n).toFixed(3), 'ms');
}
const base = { $filter: 'stateId eq 1 and workUnitTypeId eq 3', $orderby: 'severityId asc,created desc', $top: '10' };
for (const [label, q] of [
  ['all fields + tenant', { ...base, $expand: 'tenant' }],
  ['all fields', base],
  ['grid fields + tenant($select=name)', { ...base, $select: 'workUnitId,publicWorkUnitId,title,workUnitTypeId,workUnitType,severityId,stateId,created,modified,resolved,createdBy,assignedTo,assignmentGroup,tenantId,source,referenceId,stakeHolderFullName,approver1,approver2,isSpamCall', $expand: 'tenant($select=name)' }],
  ['grid fields no dates', { ...base, $select: 'workUnitId,publicWorkUnitId,title,workUnitTypeId,severityId,stateId,createdBy,assignedTo,assignmentGroup,tenantId,source,referenceId,stakeHolderFullName,approver1,approver2,isSpamCall' }],
  ['id only', { ...base, $select: 'workUnitId' }],
] as const) {
  const built = buildList(workUnitEntity, q, { where: () => sql`true` });
  const r = d.sqlToQuery(built.rows);
  await time(label, r.sql, r.params);
}
const built = buildList(workUnitEntity, { ...base, $count: 'true' }, { where: () => sql`true` });
const c = d.sqlToQuery(built.count!);
await time('count', c.sql, c.params);
await time('count narrow idx', `select count(*) from work_units where state_id = 1::smallint and work_unit_type_id = 3::smallint`, []);
await time('auth: user by id', `select * from users limit 1`, []);
await client.query(`drop index tmp_grid`);
await client.end();
