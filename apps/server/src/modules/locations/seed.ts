import type { LocationSaveBody } from '@portal/contracts';
import { operatorActor } from '../../platform/auth/operator-actor.ts';
import type { SeedContext } from '../../platform/module.ts';
import { createLocationsService } from './locations.service.ts';

/** A shared data centre and a site or two per demo tenant, made as the API makes them. */
export default async function seedLocations({ db, tenants }: SeedContext): Promise<void> {
  const [first, second] = tenants;
  const service = createLocationsService({ db });
  const actor = operatorActor('seed');
  const demoLocations: LocationSaveBody[] = [
    { name: 'Shared Data Center East', address1: '100 Datacenter Way', city: 'Ashburn', state: 'VA', country: 'US', postalCode: '20147', coordinates: '39.0438, -77.4874', tenantId: null },
    ...(first ? [
      { name: 'Headquarters', address1: '1 Main Street', address2: 'Floor 5', city: 'Seattle', state: 'WA', country: 'US', postalCode: '98101', coordinates: '47.6062, -122.3321', tenantId: first.tenantId },
      { name: 'Branch Office', address1: '22 Harbour Road', city: 'Portland', state: 'OR', country: 'US', postalCode: '97201', tenantId: first.tenantId },
    ] : []),
    ...(second ? [{ name: 'Plant 7', address1: '7 Industrial Park', city: 'Detroit', state: 'MI', country: 'US', postalCode: '48201', tenantId: second.tenantId }] : []),
  ];
  for (const location of demoLocations) await service.create(actor, location);
}
