/**
 * Entities over the tenants and subscriptions tables for the translator's own tests, and a fresh
 * database for them. The modules declare their real entities; these exercise every field kind.
 */
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { bigint, boolean, date, doublePrecision, integer, jsonb, numeric, pgTable, real, smallint, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { Client } from 'pg';
import { afterAll, inject } from 'vitest';
import { type Db, createDb } from '../../db/client.ts';
import { subscriptions } from '../../modules/subscriptions/subscriptions.table.ts';
import { tenants } from '../../modules/tenants/tenants.table.ts';
import { defineEntity } from './entity.ts';
import type { EntityDef } from './types.ts';

export const tenantEntity: EntityDef = defineEntity({
  name: 'tenant',
  table: tenants,
  fields: {
    tenantId: { column: tenants.tenantId, type: 'guid' },
    name: { column: tenants.name, type: 'string' },
    email: { column: tenants.internalNotificationEmailAddress, type: 'string' },
    enabled: { column: tenants.enabled, type: 'boolean' },
    assignmentGroups: { column: tenants.assignmentGroups, type: 'string', sortable: false },
    notes: { column: tenants.workUnitFieldDef1, type: 'string', filterable: false, selectByDefault: false },
    nameLength: { column: (row) => sql`length(${row}."name")`, type: 'number' },
    info: { column: (row) => sql`json_build_object('enabled', ${row}."enabled")`, type: 'json' },
    created: { column: tenants.created, type: 'date' },
    modified: { column: tenants.modified, type: 'date', sortable: false },
  },
  relations: {
    subscriptions: { entity: () => subscriptionEntity, kind: 'many', localKey: tenants.tenantId, foreignKey: subscriptions.tenantId },
  },
  searchable: ['name', 'email'],
  defaultOrderBy: 'name asc',
});

export const subscriptionEntity: EntityDef = defineEntity({
  name: 'subscription',
  table: subscriptions,
  fields: {
    subscriptionId: { column: subscriptions.subscriptionId, type: 'guid' },
    tenantId: { column: subscriptions.tenantId, type: 'guid' },
    name: { column: subscriptions.name, type: 'string' },
    created: { column: subscriptions.created, type: 'date' },
  },
  relations: {
    tenant: { entity: () => tenantEntity, kind: 'one', localKey: subscriptions.tenantId, foreignKey: tenants.tenantId },
  },
  searchable: ['name', 'tenant/name'],
  defaultOrderBy: 'name asc',
});

/**
 * A table of every column type the translator casts for, made only in the test database (see
 * freshDatabase), so the property tests reach each cast against PostgreSQL.
 */
export const probes = pgTable('odata_probe', {
  probeId: uuid().primaryKey().defaultRandom(),
  label: text(),
  small: smallint(),
  count: integer(),
  big: bigint({ mode: 'number' }),
  ratio: real(),
  score: doublePrecision(),
  amount: numeric({ precision: 12, scale: 2 }),
  day: date(),
  at: timestamp({ withTimezone: true }),
  localAt: timestamp(),
  flag: boolean(),
  data: jsonb(),
  tenantId: uuid(),
});

const probeTableSql = `create table odata_probe (
  probe_id uuid primary key default gen_random_uuid(), label text, small smallint, count integer, big bigint,
  ratio real, score double precision, amount numeric(12, 2), day date, at timestamptz, local_at timestamp,
  flag boolean, data jsonb, tenant_id uuid)`;

export const probeEntity: EntityDef = defineEntity({
  name: 'probe',
  table: probes,
  fields: {
    probeId: { column: probes.probeId, type: 'guid' },
    label: { column: probes.label, type: 'string' },
    small: { column: probes.small, type: 'number' },
    count: { column: probes.count, type: 'number' },
    big: { column: probes.big, type: 'number' },
    ratio: { column: probes.ratio, type: 'number' },
    score: { column: probes.score, type: 'number' },
    amount: { column: probes.amount, type: 'number' },
    day: { column: probes.day, type: 'date' },
    at: { column: probes.at, type: 'date' },
    localAt: { column: probes.localAt, type: 'date' },
    flag: { column: probes.flag, type: 'boolean' },
    data: { column: probes.data, type: 'json' },
    tenantId: { column: probes.tenantId, type: 'guid' },
  },
  relations: {
    tenant: { entity: () => tenantEntity, kind: 'one', localKey: probes.tenantId, foreignKey: tenants.tenantId },
  },
  searchable: ['label', 'count', 'tenant/name'],
  defaultOrderBy: 'label desc',
});

function withDatabase(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

/** A database cloned from the migrated template, dropped after the file's tests; no app is built. */
export async function freshDatabase(): Promise<Db> {
  const serverUrl = inject('databaseUrl');
  const name = `t_${randomBytes(6).toString('hex')}`;
  const admin = new Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name} template portal_template`);
  await admin.end();
  const { db, pool } = createDb(withDatabase(serverUrl, name));
  await db.execute(sql.raw(probeTableSql));
  afterAll(async () => {
    await pool.end();
    const cleanup = new Client({ connectionString: serverUrl });
    await cleanup.connect();
    await cleanup.query(`drop database if exists ${name} with (force)`);
    await cleanup.end();
  });
  return db;
}
