import type { Permission, TenantSecretInput } from '@portal/contracts';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { Actor } from '../../platform/auth/index.ts';
import { badRequest, forbidden, notFound } from '../../platform/errors/index.ts';
import { hasTenantAccess } from '../../platform/tenancy/index.ts';
import { tenantSecretVersions, tenantSecrets } from './tenant-secrets.table.ts';

export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

function need(actor: Actor, permission: Permission, tenantId: string): void {
  if (!hasTenantAccess(actor, permission, tenantId)) throw forbidden();
}

async function addVersion(tx: Tx, secretId: string, value: string): Promise<void> {
  await tx.insert(tenantSecretVersions).values({
    secretId,
    value,
    version: sql`(select coalesce(max(${tenantSecretVersions.version}), 0) + 1 from ${tenantSecretVersions} where ${tenantSecretVersions.secretId} = ${secretId})`,
  });
}

/**
 * Makes the tenant's secrets match `inputs`, the full list the tenant form sends:
 * - a secret left out is deleted (Secrets:delete);
 * - an entry without id whose name is new creates a secret, and needs a value (Secrets:create);
 * - an entry without id whose name exists is that secret;
 * - a renamed secret, or a value different from the latest, changes it (Secrets:edit); a new value
 *   adds a version, an empty or omitted value keeps the latest one.
 */
export async function applySecrets(tx: Tx, actor: Actor, tenantId: string, inputs: TenantSecretInput[]): Promise<void> {
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

  for (const [i, { input, secret }] of matched.entries()) {
    const name = input.name.trim();
    const value = input.value ? input.value : undefined;
    if (!secret) {
      need(actor, 'Secrets:create', tenantId);
      if (value === undefined) throw badRequest(`secrets.${i}.value: A value is required for a new secret.`);
      const [created] = await tx.insert(tenantSecrets).values({ tenantId, name }).returning({ secretId: tenantSecrets.secretId });
      if (!created) throw new Error('insert returned no row');
      await addVersion(tx, created.secretId, value);
      continue;
    }
    const renamed = name !== secret.name;
    let newValue = false;
    if (value !== undefined) {
      const [latest] = await tx.select({ value: tenantSecretVersions.value }).from(tenantSecretVersions)
        .where(eq(tenantSecretVersions.secretId, secret.secretId)).orderBy(desc(tenantSecretVersions.version)).limit(1);
      newValue = latest?.value !== value;
    }
    if (!renamed && !newValue) continue;
    need(actor, 'Secrets:edit', tenantId);
    await tx.update(tenantSecrets).set({ name, modified: new Date() }).where(eq(tenantSecrets.secretId, secret.secretId));
    if (newValue && value !== undefined) await addVersion(tx, secret.secretId, value);
  }
}
