import {
  type Permission,
  type CustomFieldColumn,
  type TenantResponse,
  type TenantSaveBody,
  type TenantSecretResponse,
  type TenantSecretVersionResponse,
  customFieldColumns,
  parseCustomField,
  splitAssignmentGroups,
  splitEscalationReasons,
} from '@portal/contracts';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { type Actor, holdsWherever } from '../../platform/auth/index.ts';
import { conflict, forbidden, notFound } from '../../platform/errors/index.ts';
import { type ODataQuery, runList } from '../../platform/odata/index.ts';
import type { SecretsBox } from '../../platform/secrets/index.ts';
import { findScoped, holdsInEveryTenant, tenantScope } from '../../platform/tenancy/index.ts';
import { UNIQUE_VIOLATION, postgresErrorCode } from '../../db/errors.ts';
import { toIso } from '../../db/timestamps.ts';
import { tenantEntity } from './tenants.entity.ts';
import { applySecrets, openVersion } from './tenant-secrets.ts';
import { tenantSecretVersions, tenantSecrets } from './tenant-secrets.table.ts';
import { tenants } from './tenants.table.ts';

type TenantRow = typeof tenants.$inferSelect;

export function presentTenant(row: TenantRow): TenantResponse {
  const fields = Object.fromEntries(customFieldColumns.map((c) => [c, row[c]])) as Record<CustomFieldColumn, string | null>;
  return {
    tenantId: row.tenantId,
    name: row.name,
    internalNotificationEmailAddress: row.internalNotificationEmailAddress,
    enabled: row.enabled,
    assignmentGroups: row.assignmentGroups,
    escalationReasons: row.escalationReasons,
    ...fields,
    created: toIso(row.created),
    modified: toIso(row.modified),
  };
}

/** The body's columns as stored: custom fields normalized to compact JSON, groups de-duplicated. Omitted keys stay out. */
function columnsOf(body: TenantSaveBody): Partial<typeof tenants.$inferInsert> {
  const values: Partial<typeof tenants.$inferInsert> = { name: body.name };
  if (body.internalNotificationEmailAddress !== undefined) values.internalNotificationEmailAddress = body.internalNotificationEmailAddress?.trim() || null;
  if (body.enabled !== undefined) values.enabled = body.enabled;
  if (body.assignmentGroups !== undefined) values.assignmentGroups = splitAssignmentGroups(body.assignmentGroups).join(',');
  if (body.escalationReasons !== undefined) values.escalationReasons = splitEscalationReasons(body.escalationReasons).join(',');
  for (const column of customFieldColumns) {
    const text = body[column];
    if (text === undefined) continue;
    if (text === null || !text.trim()) {
      values[column] = null;
      continue;
    }
    const parsed = parseCustomField(text);
    // The body schema has already refused invalid definitions; this only normalizes.
    values[column] = parsed.ok ? JSON.stringify(parsed.value) : text;
  }
  return values;
}

export function createTenantsService({ db, secrets }: { db: Db; secrets: SecretsBox }) {
  const find = (actor: Actor, permission: 'Tenants:view' | 'Tenants:edit', tenantId: string) => findScoped(async (scope) => {
    const [row] = await db.select().from(tenants).where(and(eq(tenants.tenantId, tenantId), tenantScope(actor, scope, tenants.tenantId)));
    return row;
  }, permission, 'Tenants:view', 'The tenant');

  async function list(actor: Actor, query: ODataQuery) {
    return runList(db, tenantEntity, query, {
      where: (ref) => tenantScope(actor, 'Tenants:view', ref(tenants.tenantId)),
      may: (permission) => holdsWherever(actor, permission as Permission, 'Tenants:view'),
    });
  }

  async function get(actor: Actor, tenantId: string): Promise<TenantResponse> {
    return presentTenant(await find(actor, 'Tenants:view', tenantId));
  }

  /** Only a holder of Tenants:create for all tenants makes tenants; a tenant-limited administrator cannot. */
  async function create(actor: Actor, body: TenantSaveBody): Promise<TenantResponse> {
    if (!holdsInEveryTenant(actor, 'Tenants:create')) throw forbidden('Only administrators of all tenants can create tenants.');
    return saving(async () => db.transaction(async (tx) => {
      const [row] = await tx.insert(tenants).values({ enabled: true, ...columnsOf(body), name: body.name }).returning();
      if (!row) throw new Error('insert returned no row');
      if (body.secrets) await applySecrets(tx, secrets, actor, row.tenantId, body.secrets);
      return presentTenant(row);
    }));
  }

  async function update(actor: Actor, tenantId: string, body: TenantSaveBody): Promise<TenantResponse> {
    await find(actor, 'Tenants:edit', tenantId);
    return saving(async () => db.transaction(async (tx) => {
      const [row] = await tx.update(tenants).set({ ...columnsOf(body), modified: new Date() }).where(eq(tenants.tenantId, tenantId)).returning();
      if (!row) throw notFound('The tenant');
      if (body.secrets) await applySecrets(tx, secrets, actor, tenantId, body.secrets);
      return presentTenant(row);
    }));
  }

  async function toggleDisabled(actor: Actor, tenantId: string): Promise<TenantResponse> {
    await find(actor, 'Tenants:edit', tenantId);
    const [row] = await db.update(tenants).set({ enabled: sql`not ${tenants.enabled}`, modified: new Date() })
      .where(eq(tenants.tenantId, tenantId)).returning();
    if (!row) throw notFound('The tenant');
    return presentTenant(row);
  }

  async function assignmentGroups(actor: Actor, tenantId: string): Promise<string[]> {
    return splitAssignmentGroups((await find(actor, 'Tenants:view', tenantId)).assignmentGroups);
  }

  async function escalationReasons(actor: Actor, tenantId: string): Promise<string[]> {
    return splitEscalationReasons((await find(actor, 'Tenants:view', tenantId)).escalationReasons);
  }

  async function listSecrets(actor: Actor, tenantId: string): Promise<TenantSecretResponse[]> {
    await find(actor, 'Tenants:view', tenantId);
    // A join, not a correlated subquery: drizzle leaves columns of a one-table select unqualified, and
    // `where secret_id = secret_id` inside the subquery compared the versions table with itself.
    const rows = await db.select({
      secretId: tenantSecrets.secretId,
      name: tenantSecrets.name,
      created: tenantSecrets.created,
      modified: tenantSecrets.modified,
      version: sql<number>`coalesce(max(${tenantSecretVersions.version}), 0)::int`,
    }).from(tenantSecrets)
      .leftJoin(tenantSecretVersions, eq(tenantSecretVersions.secretId, tenantSecrets.secretId))
      .where(eq(tenantSecrets.tenantId, tenantId))
      .groupBy(tenantSecrets.secretId)
      .orderBy(tenantSecrets.name);
    return rows.map((r) => ({ ...r, created: toIso(r.created), modified: toIso(r.modified) }));
  }

  /** The current value of a secret; needs Secrets:view in the secret's tenant. */
  async function latestSecretVersion(actor: Actor, tenantId: string, secretId: string): Promise<TenantSecretVersionResponse> {
    const [row] = await db.select({
      secretId: tenantSecrets.secretId,
      name: tenantSecrets.name,
      version: tenantSecretVersions.version,
      secretVersionId: tenantSecretVersions.secretVersionId,
      keyId: tenantSecretVersions.keyId,
      value: tenantSecretVersions.value,
      created: tenantSecretVersions.created,
    }).from(tenantSecrets)
      .innerJoin(tenantSecretVersions, eq(tenantSecretVersions.secretId, tenantSecrets.secretId))
      .where(and(
        eq(tenantSecrets.secretId, secretId),
        eq(tenantSecrets.tenantId, tenantId),
        tenantScope(actor, 'Secrets:view', tenantSecrets.tenantId),
      ))
      .orderBy(desc(tenantSecretVersions.version)).limit(1);
    if (!row) throw notFound('The secret');
    return { secretId: row.secretId, name: row.name, version: row.version, value: openVersion(secrets, row), created: toIso(row.created) };
  }

  return { list, get, create, update, toggleDisabled, assignmentGroups, escalationReasons, listSecrets, latestSecretVersion };
}

/** A concurrent save that made two secrets of one name answers 409 instead of 500. */
async function saving<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (err) {
    if (postgresErrorCode(err) === UNIQUE_VIOLATION) throw conflict('Can not have duplicate secrets.');
    throw err;
  }
}

export type TenantsService = ReturnType<typeof createTenantsService>;
