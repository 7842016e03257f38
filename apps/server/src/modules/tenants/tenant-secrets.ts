import { randomUUID } from 'node:crypto';
import type { Permission, TenantSecretInput } from '@portal/contracts';
import { type SQL, and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { Tx } from '../../db/types.ts';
import type { Actor } from '../../platform/auth/index.ts';
import { badRequest, forbidden, notFound } from '../../platform/errors/index.ts';
import { type SecretsBox, sealContext } from '../../platform/secrets/index.ts';
import { hasTenantAccess } from '../../platform/tenancy/index.ts';
import { tenantSecretVersions, tenantSecrets } from './tenant-secrets.table.ts';

const VERSIONS_TABLE = 'tenant_secret_versions';

/** A version row with its value sealed under the current key, bound to the row's own id. */
export function sealedVersion(secrets: SecretsBox, secretId: string, version: number | SQL, value: string) {
  const secretVersionId = randomUUID();
  const sealed = secrets.seal(value, sealContext(VERSIONS_TABLE, secretVersionId));
  return { secretVersionId, secretId, version, value: sealed.value, keyId: sealed.keyId };
}

/** The plain value of a stored version row. */
export function openVersion(secrets: SecretsBox, row: { secretVersionId: string; keyId: string | null; value: string }): string {
  return secrets.open(row, sealContext(VERSIONS_TABLE, row.secretVersionId));
}

function need(actor: Actor, permission: Permission, tenantId: string): void {
  if (!hasTenantAccess(actor, permission, tenantId)) throw forbidden();
}

async function addVersion(tx: Tx, secrets: SecretsBox, secretId: string, value: string): Promise<void> {
  const next = sql<number>`(select coalesce(max(${tenantSecretVersions.version}), 0) + 1 from ${tenantSecretVersions} where ${tenantSecretVersions.secretId} = ${secretId})`;
  await tx.insert(tenantSecretVersions).values(sealedVersion(secrets, secretId, next, value));
}

async function latestValue(tx: Tx, secrets: SecretsBox, secretId: string): Promise<string | undefined> {
  const [latest] = await tx.select().from(tenantSecretVersions)
    .where(eq(tenantSecretVersions.secretId, secretId)).orderBy(desc(tenantSecretVersions.version)).limit(1);
  return latest ? openVersion(secrets, latest) : undefined;
}

/**
 * Makes the tenant's secrets match `inputs`, the full list the tenant form sends:
 * - a secret left out is deleted (Secrets:delete);
 * - an entry without id whose name is new creates a secret, and needs a value (Secrets:create);
 * - an entry without id whose name exists is that secret;
 * - a renamed secret, or any value given for an existing secret, is a change (Secrets:edit); a value
 *   adds a version, an empty or omitted value keeps the latest one.
 *
 * Which permission a save needs follows from the body alone, never from the stored values, so that
 * the answer cannot confirm a guessed value (issue 18). For the same reason a value equal to the
 * latest is skipped only for a caller who may read it (Secrets:view); anyone else gets a new version,
 * whatever they sent.
 */
export async function applySecrets(tx: Tx, secrets: SecretsBox, actor: Actor, tenantId: string, inputs: TenantSecretInput[]): Promise<void> {
  const existing = await tx.select().from(tenantSecrets).where(eq(tenantSecrets.tenantId, tenantId));
  const byId = new Map(existing.map((s) => [s.secretId, s]));
  const byName = new Map(existing.map((s) => [s.name.toLowerCase(), s]));

  const matched = inputs.map((input) => {
    if (input.id) {
      const secret = byId.get(input.id);
      if (!secret) throw notFound('The secret');
      return { input, secret };
    }
    return { input, secret: byName.get(input.name.trim().toLowerCase()) };
  });

  // Deletions first, so a secret may take the name of one removed in the same save.
  const kept = new Set(matched.flatMap((m) => (m.secret ? [m.secret.secretId] : [])));
  const removed = existing.filter((s) => !kept.has(s.secretId)).map((s) => s.secretId);
  if (removed.length) {
    need(actor, 'Secrets:delete', tenantId);
    await tx.delete(tenantSecrets).where(and(eq(tenantSecrets.tenantId, tenantId), inArray(tenantSecrets.secretId, removed)));
  }

  const mayRead = hasTenantAccess(actor, 'Secrets:view', tenantId);
  for (const [i, { input, secret }] of matched.entries()) {
    const name = input.name.trim();
    const value = input.value ? input.value : undefined;
    if (!secret) {
      need(actor, 'Secrets:create', tenantId);
      if (value === undefined) throw badRequest(`secrets.${i}.value: A value is required for a new secret.`);
      const [created] = await tx.insert(tenantSecrets).values({ tenantId, name }).returning({ secretId: tenantSecrets.secretId });
      if (!created) throw new Error('insert returned no row');
      await addVersion(tx, secrets, created.secretId, value);
      continue;
    }
    const renamed = name !== secret.name;
    if (!renamed && value === undefined) continue;
    need(actor, 'Secrets:edit', tenantId);
    const newValue = value !== undefined && !(mayRead && (await latestValue(tx, secrets, secret.secretId)) === value);
    if (!renamed && !newValue) continue;
    await tx.update(tenantSecrets).set({ name, modified: new Date() }).where(eq(tenantSecrets.secretId, secret.secretId));
    if (newValue && value !== undefined) await addVersion(tx, secrets, secret.secretId, value);
  }
}

/**
 * The current values of a tenant's secrets by name (compared case-insensitively, as names are unique),
 * for the services that hand secured values to agents and actions. Names with no secret are absent.
 * The values are plain text: never log them.
 */
export async function currentSecretValues(db: Db, secrets: SecretsBox, tenantId: string, names: string[]): Promise<Map<string, string>> {
  const values = new Map<string, string>();
  if (names.length === 0) return values;
  const lowered = [...new Set(names.map((n) => n.toLowerCase()))];
  const rows = await db.selectDistinctOn([tenantSecretVersions.secretId], {
    name: tenantSecrets.name, secretVersionId: tenantSecretVersions.secretVersionId, keyId: tenantSecretVersions.keyId, value: tenantSecretVersions.value,
  }).from(tenantSecretVersions)
    .innerJoin(tenantSecrets, eq(tenantSecrets.secretId, tenantSecretVersions.secretId))
    .where(and(eq(tenantSecrets.tenantId, tenantId), inArray(sql`lower(${tenantSecrets.name})`, lowered)))
    .orderBy(tenantSecretVersions.secretId, desc(tenantSecretVersions.version));
  for (const row of rows) values.set(row.name.toLowerCase(), openVersion(secrets, row));
  return values;
}
