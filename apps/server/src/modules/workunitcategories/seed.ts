import { WorkUnitTypeId } from '@portal/contracts';
import { operatorActor } from '../../platform/auth/operator-actor.ts';
import type { SeedContext } from '../../platform/module.ts';
import { createWorkUnitCategoriesService } from './workunitcategories.service.ts';

/** Services and needs a newcomer recognises; the first two are offered in the Resolution Center. Their subcategories: workunitsubcategories/seed.ts. */
const demoCategories: Array<{ name: string; typeId: number; rc: boolean }> = [
  { name: 'Email', typeId: WorkUnitTypeId.Incident, rc: true },
  { name: 'Network', typeId: WorkUnitTypeId.Incident, rc: true },
  { name: 'Hardware', typeId: WorkUnitTypeId.Incident, rc: false },
  { name: 'Software Deployment', typeId: WorkUnitTypeId.ChangeRequest, rc: false },
  { name: 'Infrastructure', typeId: WorkUnitTypeId.ChangeRequest, rc: false },
  { name: 'Phone Intake', typeId: WorkUnitTypeId.Intake, rc: false },
];

/** Work unit categories for every demo tenant, made by the categories service as the API makes them. */
export default async function seedWorkUnitCategories({ db, tenants }: SeedContext): Promise<void> {
  const service = createWorkUnitCategoriesService({ db });
  const actor = operatorActor('seed');
  for (const tenant of tenants) {
    for (const c of demoCategories) {
      await service.create(actor, { name: c.name, tenantId: tenant.tenantId, workUnitTypeId: c.typeId, isVisibleInResolutionCenter: c.rc });
    }
  }
}
