import type { SeedContext } from '../../platform/module.ts';
import { expiryOf } from './tokens.service.ts';
import { generateToken, hashToken } from './token-secret.ts';
import { tokenGrants } from './tokens.table.ts';

/** Two demo tokens for the first tenant: one active, one revoked. Their text is thrown away, as for any token. */
export default async function seedTokens({ db, tenants }: SeedContext): Promise<void> {
  const tenant = tenants[0];
  if (!tenant) return;
  const created = new Date();
  const lastYear = new Date(created.getTime() - 200 * 86_400_000);
  await db.insert(tokenGrants).values([
    {
      tenantId: tenant.tenantId, name: 'Monitoring agents', description: 'Used by the agents on the production hosts.',
      lifetimeYears: 2, tokenHash: hashToken(generateToken()), createdBy: 'admin', created, modified: created, expiresOn: expiryOf(created, 2),
    },
    {
      tenantId: tenant.tenantId, name: 'Old ticket bridge', description: 'Replaced by the new integration.',
      lifetimeYears: 1, tokenHash: hashToken(generateToken()), createdBy: 'admin', created: lastYear, modified: created,
      expiresOn: expiryOf(lastYear, 1), revokedOn: created,
    },
  ]);
}
