import { inArray } from 'drizzle-orm';
import { operatorActor } from '../../platform/auth/operator-actor.ts';
import type { SeedContext } from '../../platform/module.ts';
import { workUnitCategories } from '../workunitcategories/workunitcategories.table.ts';
import { createWorkUnitSubcategoriesService } from './workunitsubcategories.service.ts';

/** The demo categories' subcategories, by category name. */
const demoSubcategories: Record<string, string[]> = {
  'Email': ['Cannot send', 'Cannot receive', 'Mailbox full'],
  'Network': ['VPN', 'Wi-Fi', 'Slow connection'],
  'Hardware': ['Laptop', 'Printer'],
  'Software Deployment': ['Patch', 'Upgrade'],
  'Infrastructure': ['Server', 'Storage'],
  'Phone Intake': ['Account', 'Outage report'],
};

export const seedAfter = ['workunitcategories'];

/** Subcategories of the demo tenants' categories, made by the subcategories service as the API makes them. */
export default async function seedWorkUnitSubcategories({ db, tenants }: SeedContext): Promise<void> {
  if (tenants.length === 0) return;
  const service = createWorkUnitSubcategoriesService({ db });
  const actor = operatorActor('seed');
  const categories = await db.select({ id: workUnitCategories.workUnitCategoryId, name: workUnitCategories.name })
    .from(workUnitCategories).where(inArray(workUnitCategories.tenantId, tenants.map((t) => t.tenantId)))
    .orderBy(workUnitCategories.workUnitCategoryId);
  for (const category of categories) {
    for (const name of demoSubcategories[category.name] ?? []) await service.create(actor, { name, workUnitCategoryId: category.id });
  }
}
