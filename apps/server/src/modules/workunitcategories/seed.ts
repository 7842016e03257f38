import { WorkUnitTypeId } from '@portal/contracts';
import type { SeedContext } from '../../platform/module.ts';
import { workUnitSubcategories } from '../workunitsubcategories/workunitsubcategories.table.ts';
import { workUnitCategories } from './workunitcategories.table.ts';

/** Services and needs a newcomer recognises; the first two are offered in the Resolution Center. */
const demoCategories: Array<{ name: string; typeId: number; rc: boolean; subcategories: string[] }> = [
  { name: 'Email', typeId: WorkUnitTypeId.Incident, rc: true, subcategories: ['Cannot send', 'Cannot receive', 'Mailbox full'] },
  { name: 'Network', typeId: WorkUnitTypeId.Incident, rc: true, subcategories: ['VPN', 'Wi-Fi', 'Slow connection'] },
  { name: 'Hardware', typeId: WorkUnitTypeId.Incident, rc: false, subcategories: ['Laptop', 'Printer'] },
  { name: 'Software Deployment', typeId: WorkUnitTypeId.ChangeRequest, rc: false, subcategories: ['Patch', 'Upgrade'] },
  { name: 'Infrastructure', typeId: WorkUnitTypeId.ChangeRequest, rc: false, subcategories: ['Server', 'Storage'] },
  { name: 'Phone Intake', typeId: WorkUnitTypeId.Intake, rc: false, subcategories: ['Account', 'Outage report'] },
];

/** Work unit categories and subcategories for every demo tenant. */
export default async function seedWorkUnitCategories({ db, tenants }: SeedContext): Promise<void> {
  const rows = tenants.flatMap((tenant) => demoCategories.map((c) => ({
    name: c.name, tenantId: tenant.tenantId, workUnitTypeId: c.typeId, isVisibleInResolutionCenter: c.rc, createdBy: 'seed', modifiedBy: 'seed',
  })));
  if (rows.length === 0) return;
  const categories = await db.insert(workUnitCategories).values(rows).returning();
  const subcategories = categories.flatMap((category) =>
    (demoCategories.find((c) => c.name === category.name)?.subcategories ?? []).map((name) => ({
      name, workUnitCategoryId: category.workUnitCategoryId, createdBy: 'seed', modifiedBy: 'seed',
    })));
  if (subcategories.length) await db.insert(workUnitSubcategories).values(subcategories);
}
