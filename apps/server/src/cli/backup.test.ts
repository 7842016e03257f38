import { randomBytes } from 'node:crypto';
import { chmodSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { gunzipSync } from 'node:zlib';
import { decodeProtectedHeader } from 'jose';
import { PgBoss } from 'pg-boss';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { type Db, closeDb, createDb } from '../db/client.ts';
import { startEmbeddedPostgres } from '../db/embedded.ts';
import { readIdentityKeys } from '../platform/identity/keys.ts';
import { oidcPayloads } from '../platform/identity/oidc.table.ts';
import { hashPassword } from '../platform/identity/password.ts';
import { signInThroughProvider } from '../platform/identity/sign-in.fixture.ts';
import { secretsFor } from '../platform/secrets/index.ts';
import { TEST_SECRETS_KEY, createFactories } from '../test/factories.ts';
import { type TestContext, createTestContext } from '../test/context.ts';
import { readFrames } from './backup-format.ts';
import { writeBackup } from './backup.ts';
import { runDataCommand } from './data-commands.ts';
import { silentProgress } from './progress.ts';
import { restoreBackup } from './restore.ts';
import { freePort } from '../test/free-port.ts';

const dir = mkdtempSync(join(tmpdir(), 'portal-backup-test-'));
// As root, the embedded PostgreSQL runs as the postgres user, who must be able to enter the folder.
chmodSync(dir, 0o755);
const serverUrl = () => inject('databaseUrl');
const created: string[] = [];
const roles: string[] = [];

/** A new database with nothing in it (not even the migrations), as an operator would create it. */
async function emptyDatabase(): Promise<string> {
  const name = `restore_${randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl() });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  created.push(name);
  const url = new URL(serverUrl());
  url.pathname = `/${name}`;
  return url.toString();
}

async function query<T extends pg.QueryResultRow>(url: string, text: string, values: unknown[] = []): Promise<T[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<T>(text, values)).rows;
  } finally {
    await client.end();
  }
}

/** Every table of the public schema with its row count and a checksum of its rows. */
async function tableSums(url: string): Promise<Record<string, { rows: number; md5: string | null }>> {
  const tables = await query<{ name: string }>(url, `select tablename as name from pg_tables where schemaname = 'public' order by 1`);
  const sums: Record<string, { rows: number; md5: string | null }> = {};
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  for (const { name } of tables) {
    const { rows: [row] } = await client.query<{ rows: number; md5: string | null }>(
      `select count(*)::int as rows, md5(string_agg(t::text, '' order by t::text)) as md5 from public."${name}" t`);
    sums[name] = row!;
  }
  await client.end();
  return sums;
}

async function seed(ctx: TestContext) {
  const f = ctx.factories;
  for (let i = 0; i < 5; i++) {
    const tenant = await f.tenant();
    await f.subscription({ tenantId: tenant.tenantId });
    await f.location({ tenantId: tenant.tenantId });
    await f.tokenGrant({ tenantId: tenant.tenantId });
    await f.tenantSecret({ tenantId: tenant.tenantId, value: `it's a "secret"\nwith\ttabs, back\\slashes and ünïcödé` });
    const category = await f.workUnitCategory({ tenantId: tenant.tenantId });
    await f.workUnitSubcategory({ workUnitCategoryId: category.workUnitCategoryId });
    await f.user({ permissions: ['Tenants:view'], tenantIds: [tenant.tenantId] });
    for (let w = 0; w < 40; w++) await f.workUnit({ tenantId: tenant.tenantId, description: w % 7 === 0 ? null : `line one\nline two \\ ${w}` });
    // Packets live in day partitions that no migration makes: the restore must make them again.
    await ctx.db.$client.query(
      `insert into packets (tenant_id, packet_id, entity_id, "timestamp", message) select $1, gen_random_uuid(), gen_random_uuid(), now() + (g || ' seconds')::interval, jsonb_build_object('Value', g) from generate_series(1, 20) g`,
      [tenant.tenantId]);
  }
}

let source: TestContext;
beforeAll(async () => {
  // Four connections whatever TEST_DB_POOL_SIZE says: two writers and the backup run at once on purpose.
  source = await createTestContext({}, { poolSize: 4 });
  await seed(source);
});
afterAll(async () => {
  rmSync(dir, { recursive: true, force: true });
  const admin = new pg.Client({ connectionString: serverUrl() });
  await admin.connect();
  for (const name of created) await admin.query(`drop database if exists ${name} with (force)`);
  for (const role of roles) await admin.query(`drop role if exists ${role}`);
  await admin.end();
});

describe('backup and restore', () => {
  it('copies a consistent moment while work units are written, and restores every table as it was', async () => {
    // Writers: each transaction makes a tenant, its subscription and a work unit, all or none.
    const load = { writing: true, written: 0 };
    const writer = async () => {
      while (load.writing) {
        await source.db.transaction(async (tx) => {
          const f = createFactories(tx as unknown as Db);
          const tenant = await f.tenant({ name: `Load ${randomBytes(6).toString('hex')}` });
          await f.subscription({ tenantId: tenant.tenantId });
          await f.workUnit({ tenantId: tenant.tenantId, title: `Load work unit of ${tenant.name}` });
        });
        load.written++;
      }
    };
    const writers = [writer(), writer()];
    while (load.written < 20) await new Promise((r) => setTimeout(r, 10));

    const file = join(dir, 'under-load.backup');
    const client = await source.db.$client.connect();
    const before = load.written;
    const summary = await writeBackup(client, file, silentProgress);
    client.release();
    const during = load.written - before;
    load.writing = false;
    await Promise.all(writers);
    expect(during).toBeGreaterThan(0);

    const target = await emptyDatabase();
    const restored = await restoreBackup(target, file, silentProgress);
    expect(restored).toMatchObject({ tables: summary.tables, rows: summary.rows });

    const loadRows = `(select t.tenant_id from tenants t where t.name like 'Load %')`;
    const [counts] = await query<{ tenants: number; subscriptions: number; workunits: number }>(target, `
      select (select count(*)::int from tenants where name like 'Load %') as tenants,
             (select count(*)::int from subscriptions where tenant_id in ${loadRows}) as subscriptions,
             (select count(*)::int from work_units where tenant_id in ${loadRows}) as workunits`);
    // One moment: every writer's transaction is in it whole or not at all, and writes after it are not.
    expect(counts!.tenants).toBeGreaterThanOrEqual(before);
    expect(counts!.tenants).toBeLessThan(load.written);
    expect(counts).toEqual({ tenants: counts!.tenants, subscriptions: counts!.tenants, workunits: counts!.tenants });

    // Every table: the same rows as the source, but for the load written after the backup's moment.
    const [sourceSums, targetSums] = await Promise.all([tableSums(source.databaseUrl), tableSums(target)]);
    expect(Object.keys(targetSums)).toEqual(Object.keys(sourceSums));
    const loaded = ['tenants', 'subscriptions', 'work_units'] as const;
    const unloaded = (sums: typeof sourceSums) => Object.fromEntries(Object.entries(sums).filter(([table]) => !(loaded as readonly string[]).includes(table)));
    expect(unloaded(targetSums)).toEqual(unloaded(sourceSums));
    // The loaded tables, without the rows written after the backup's moment, are equal too.
    const sameAsOf = `select count(*)::int as rows, md5(string_agg(t::text, '' order by t::text)) as md5 from`;
    const restoredIds = (await query<{ id: string }>(target, 'select tenant_id::text as id from tenants')).map((r) => r.id);
    const asOfBackup: Record<string, unknown> = {};
    for (const table of loaded) {
      [asOfBackup[table]] = await query(source.databaseUrl, `${sameAsOf} ${table} t where tenant_id = any($1::uuid[])`, [restoredIds]);
    }
    expect(Object.fromEntries(loaded.map((table) => [table, targetSums[table]]))).toEqual(asOfBackup);
  }, 60_000);

  it('keeps sequences ahead of the restored rows, so new rows get new ids', async () => {
    const sequences = await query<{ name: string; value: string }>(source.databaseUrl,
      `select sequencename as name, last_value::text as value from pg_sequences where schemaname = 'public' and last_value is not null`);
    const file = join(dir, 'sequences.backup');
    const client = await source.db.$client.connect();
    await writeBackup(client, file, silentProgress);
    client.release();
    const target = await emptyDatabase();
    await restoreBackup(target, file, silentProgress);
    const after = await query<{ name: string; value: string }>(target,
      `select sequencename as name, last_value::text as value from pg_sequences where schemaname = 'public' and last_value is not null`);
    expect(sequences.map((s) => s.name)).toContain('work_unit_categories_work_unit_category_id_seq');
    for (const s of sequences) expect(BigInt(after.find((a) => a.name === s.name)?.value ?? -1)).toBeGreaterThanOrEqual(BigInt(s.value));
    // A new row takes the next id instead of colliding with a restored one.
    const [tenant] = await query<{ id: string }>(target, 'select tenant_id::text as id from tenants limit 1');
    const [made] = await query<{ id: number }>(target, `insert into work_unit_categories (tenant_id, name, work_unit_type_id) values ($1, 'After restore', 3) returning work_unit_category_id as id`, [tenant!.id]);
    expect(made!.id).toBeGreaterThan(5);
  });

  it('refuses a database that holds rows, and a file cut short restores nothing', async () => {
    const file = join(dir, 'refusals.backup');
    const client = await source.db.$client.connect();
    await writeBackup(client, file, silentProgress);
    client.release();
    await expect(restoreBackup(source.databaseUrl, file, silentProgress)).rejects.toThrow(/^The database is not empty \(public\.\w+.*\): restore into an empty DATA_DIR or an empty database\.$/);

    const bytes = readFileSync(file);
    const cut = join(dir, 'cut.backup');
    const target = await emptyDatabase();
    // Cut at several places: inside a table's rows, between tables, near the end.
    for (const share of [0.3, 0.6, 0.9, 0.99]) {
      writeFileSync(cut, bytes.subarray(0, Math.floor(bytes.length * share)));
      await expect(restoreBackup(target, cut, silentProgress)).rejects.toThrow(/not a complete portal backup|incomplete/);
      const [filled] = await query<{ n: number }>(target, 'select (select count(*) from tenants) + (select count(*) from work_units) as n');
      expect(Number(filled!.n)).toBe(0);
    }
    // The same database takes the whole file afterwards.
    await restoreBackup(target, file, silentProgress);
    expect(await tableSums(target)).toEqual(await tableSums(source.databaseUrl));

    writeFileSync(join(dir, 'not-a-backup'), 'hello');
    await expect(restoreBackup(await emptyDatabase(), join(dir, 'not-a-backup'), silentProgress)).rejects.toThrow(/not a complete portal backup/);
  }, 60_000);

  it('keeps pg-boss\' queues, jobs and schedules, partitioned queues too', async () => {
    const jobsDatabase = await createTestContext();
    const boss = new PgBoss({ connectionString: jobsDatabase.databaseUrl, supervise: false, schedule: false });
    boss.on('error', () => {});
    await boss.start();
    await boss.createQueue('plain', { retryLimit: 7 });
    await boss.createQueue('parted', { partition: true, policy: 'singleton' });
    const plainJob = await boss.send('plain', { tenant: 'a' });
    const partedJob = await boss.send('parted', { rule: 'expire' }, { startAfter: 3600 });
    await boss.schedule('plain', '0 * * * *', { every: 'hour' });
    await boss.stop({ graceful: false });

    const file = join(dir, 'jobs.backup');
    const client = await jobsDatabase.db.$client.connect();
    await writeBackup(client, file, silentProgress);
    client.release();
    for (const managed of [false, true]) {
      let target = await emptyDatabase();
      if (managed) {
        const role = `jobs_${randomBytes(5).toString('hex')}`;
        roles.push(role);
        await query(serverUrl(), `create role ${role} login password 'jobs-password'`);
        const name = new URL(target).pathname.slice(1);
        await query(serverUrl(), `alter database ${name} owner to ${role}`);
        const url = new URL(target);
        url.username = role;
        url.password = 'jobs-password';
        target = url.toString();
      }
      await restoreBackup(target, file, silentProgress);
      const restored = new PgBoss({ connectionString: target, supervise: false, schedule: false });
      restored.on('error', () => {});
      await restored.start();
      try {
        expect(await restored.getQueue('plain')).toMatchObject({ name: 'plain', retryLimit: 7 });
        expect(await restored.getQueue('parted')).toMatchObject({ name: 'parted', policy: 'singleton', partition: true });
        expect(await restored.getJobById('plain', plainJob!)).toMatchObject({ data: { tenant: 'a' } });
        expect(await restored.getJobById('parted', partedJob!)).toMatchObject({ data: { rule: 'expire' } });
        expect(await restored.getSchedules()).toEqual([expect.objectContaining({ name: 'plain', cron: '0 * * * *' })]);
        // The partitioned queue's own table is there and takes new jobs.
        expect(await restored.send('parted', { rule: 'new' }, { singletonKey: 'k' })).toBeTruthy();
      } finally {
        await restored.stop({ graceful: false });
      }
    }
  }, 90_000);

  it('restores into a database whose user is no superuser, as on a managed server', async () => {
    const file = join(dir, 'managed.backup');
    const client = await source.db.$client.connect();
    await writeBackup(client, file, silentProgress);
    client.release();
    const name = `managed_${randomBytes(5).toString('hex')}`;
    const role = `owner_${randomBytes(5).toString('hex')}`;
    await query(serverUrl(), `create role ${role} login password 'managed-password'`);
    await query(serverUrl(), `create database ${name} owner ${role}`);
    created.push(name);
    roles.push(role);
    const url = new URL(serverUrl());
    url.pathname = `/${name}`;
    url.username = role;
    url.password = 'managed-password';
    const [who] = await query<{ rolsuper: boolean }>(url.toString(), 'select rolsuper from pg_roles where rolname = current_user');
    expect(who!.rolsuper).toBe(false);
    await restoreBackup(url.toString(), file, silentProgress);
    expect(await tableSums(url.toString())).toEqual(await tableSums(source.databaseUrl));
  }, 60_000);

  it('npm run admin -- backup FILE / restore FILE: from DATABASE_URL into an empty DATA_DIR', async () => {
    const file = join(dir, 'admin.backup');
    // A key has sealed tenant secrets: the restore reminds that the key file is not in the backup.
    await query(source.databaseUrl, `insert into secret_keys (key_id) values ('test-key-id') on conflict do nothing`);
    const fromUrl = loadConfig({ DATABASE_URL: source.databaseUrl, DATA_DIR: join(dir, 'unused') });
    const lines: string[] = [];
    const progress = { line: (t: string) => void lines.push(t), status() {} };
    expect(await runDataCommand({ values: {}, positionals: ['backup', file] } as never, fromUrl, progress)).toMatch(/^Backed up \d+ tables, [\d,]+ rows \(migration \w+\) from DATABASE_URL to .*admin\.backup \([\d.]+ MB\)\.$/);
    expect(lines.some((l) => /^\[\d+\/\d+\] public\.work_units: [\d,]+ rows$/.test(l))).toBe(true);
    await expect(runDataCommand({ values: {}, positionals: ['backup', file] } as never, fromUrl, progress)).rejects.toThrow(/exists already/);

    const dataDir = join(dir, 'data');
    const port = await freePort();
    const intoFolder = loadConfig({ DATA_DIR: dataDir, EMBEDDED_PG_PORT: String(port) });
    expect(await runDataCommand({ values: {}, positionals: ['restore', file] } as never, intoFolder, progress)).toMatch(/^Restored \d+ tables, [\d,]+ rows into .*\nTenant secrets and the sign-in keys are encrypted with a key that is not in the backup: .*copy secrets\.key/);

    const embedded = await startEmbeddedPostgres(dataDir, port);
    try {
      expect(await tableSums(embedded.url)).toEqual(await tableSums(source.databaseUrl));
      // The folder now holds data: a second restore is refused.
      await embedded.stop();
      await expect(runDataCommand({ values: {}, positionals: ['restore', file] } as never, intoFolder, progress)).rejects.toThrow(/not empty/);
    } finally {
      await embedded.stop().catch(() => {});
    }
  }, 120_000);

  /** Issue 26 item 3: a backup is not enough to sign tokens or to go on as someone signed in. */
  it('holds no private key, cookie secret, sign-in session or refresh token, and a restore still signs in', async () => {
    const keys = await readIdentityKeys(source.db, secretsFor(source.config), source.config);
    const signing = keys.privateJwks[0] as Record<string, string>;
    const secrets = [signing.d!, signing.p!, signing.q!, signing.dp!, keys.cookieSecrets[0]!];
    const password = 'correct horse battery';
    const person = await source.factories.user({ permissions: ['Tenants:view'], values: { passwordHash: await hashPassword(password) } });
    const state = ['Session', 'Grant', 'Interaction', 'AuthorizationCode', 'RefreshToken'];
    await source.db.insert(oidcPayloads).values(state.map((type) => ({
      id: `${type}-1`, type, payload: { accountId: person.userId, marker: `${type}-IN-BACKUP` }, expiresAt: new Date(Date.now() + 3_600_000),
    })));

    const file = join(dir, 'identity.backup');
    const client = await source.db.$client.connect();
    await writeBackup(client, file, silentProgress);
    client.release();
    await source.db.delete(oidcPayloads);
    const content = gunzipSync(readFileSync(file));
    const tables: string[] = [];
    for await (const frame of readFrames(Readable.from([content]))) {
      if (frame.type === 'T') tables.push((JSON.parse(frame.payload.toString('utf8')) as { name: string }).name);
    }
    expect(tables).toContain('identity_keys');
    expect(tables).not.toContain('oidc_payloads');
    const text = content.toString('utf8');
    expect(text).not.toMatch(/"(d|p|q|dp|dq|qi|secret)"\s*:/);
    for (const secret of secrets) expect(text).not.toContain(secret);
    for (const type of state) expect(text).not.toContain(`${type}-IN-BACKUP`);

    const target = await emptyDatabase();
    await restoreBackup(target, file, silentProgress);
    expect(await query(target, 'select id from oidc_payloads')).toEqual([]);
    // The restored portal opens its keys with the same secrets key and people sign in again.
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    const { db, pool } = createDb(target, 4);
    const app = await buildApp({ config: loadConfig({ PUBLIC_URL: base, LOG_LEVEL: 'silent', SEED_DEMO_DATA: 'false', SECRETS_KEY: TEST_SECRETS_KEY }), db });
    try {
      await app.listen({ port, host: '127.0.0.1' });
      const tokens = await signInThroughProvider(base, source.config.clientId, person.userName, password);
      expect(decodeProtectedHeader(tokens.access_token).kid).toBe(signing.kid);
      const me = await fetch(`${base}/v1/currentUser`, { headers: { authorization: `Bearer ${tokens.access_token}` } });
      expect(me.status).toBe(200);
    } finally {
      await app.close();
      await closeDb(pool);
    }
  }, 120_000);
});
