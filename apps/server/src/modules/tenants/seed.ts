import { operatorActor } from '../../platform/auth/operator-actor.ts';
import type { SeedContext } from '../../platform/module.ts';
import { secretsFor } from '../../platform/secrets/index.ts';
import { createTenantsService } from './tenants.service.ts';

/**
 * Custom work unit fields and a secret with two versions on the first demo tenant, saved through the
 * tenants service as the Tenants screen saves them (the second save adds the secret's second version).
 */
export default async function seedTenants({ db, config, tenants: seeded }: SeedContext): Promise<void> {
  const tenant = seeded[0];
  if (!tenant) return;
  const service = createTenantsService({ db, secrets: secretsFor(config) });
  const actor = operatorActor('seed');
  await service.update(actor, tenant.tenantId, {
    name: tenant.name,
    workUnitFieldDef1: JSON.stringify({ Name: 'Cost Center', Type: 1 }),
    workUnitFieldDef2: JSON.stringify({ Name: 'Region', Type: 2, Options: ['East', 'West', 'Central'] }),
    secrets: [{ name: 'TicketingApiKey', value: 'demo-key-old' }],
  });
  await service.update(actor, tenant.tenantId, { name: tenant.name, secrets: [{ name: 'TicketingApiKey', value: 'demo-key-current' }] });
}
