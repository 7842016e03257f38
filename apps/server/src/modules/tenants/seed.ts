import { eq } from 'drizzle-orm';
import type { SeedContext } from '../../platform/module.ts';
import { secretsFor } from '../../platform/secrets/index.ts';
import { sealedVersion } from './tenant-secrets.ts';
import { tenantSecretVersions, tenantSecrets } from './tenant-secrets.table.ts';
import { tenants } from './tenants.table.ts';

/** Custom work unit fields and a secret with two versions on the first demo tenant. */
export default async function seedTenants({ db, config, tenants: seeded }: SeedContext): Promise<void> {
  const tenant = seeded[0];
  if (!tenant) return;
  await db.update(tenants).set({
    workUnitFieldDef1: JSON.stringify({ Name: 'Cost Center', Type: 1 }),
    workUnitFieldDef2: JSON.stringify({ Name: 'Region', Type: 2, Options: ['East', 'West', 'Central'] }),
  }).where(eq(tenants.tenantId, tenant.tenantId));
  const [secret] = await db.insert(tenantSecrets).values({ tenantId: tenant.tenantId, name: 'TicketingApiKey' }).returning();
  if (!secret) return;
  const secrets = secretsFor(config);
  await db.insert(tenantSecretVersions).values([
    sealedVersion(secrets, secret.secretId, 1, 'demo-key-old'),
    sealedVersion(secrets, secret.secretId, 2, 'demo-key-current'),
  ]);
}
