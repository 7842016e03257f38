import { z } from 'zod';
import { INT4_MAX, SMALLINT_MAX, intIdParam, singleLine } from './common.ts';
import { workUnitMessages, workUnitTypeIds } from './workunits.ts';

/** Work unit categories and subcategories (Work Unit Settings, spec part 3 §2.9, §3, §5). */

export const workUnitCategoryMessages = {
  nameRequired: 'Please enter a name.',
  typeRequired: workUnitMessages.typeRequired,
  saveFailed: 'A problem occurred saving the category. Please try again.',
  subcategorySaveFailed: 'A problem occurred saving the subcategory. Please try again.',
  duplicateName: 'A category with this name already exists for this tenant and work unit type.',
  duplicateSubcategoryName: 'A subcategory with this name already exists in this category.',
} as const;

const name = z.string({ error: workUnitCategoryMessages.nameRequired }).trim()
  .min(1, workUnitCategoryMessages.nameRequired).max(200, 'At most 200 characters are allowed.').check(singleLine());

/** Create (`PUT v1/workunitcategories`) and update (`POST v1/workunitcategories/{id}`). A null tenant is shared by all tenants. */
export const WorkUnitCategorySaveBody = z.object({
  name,
  tenantId: z.guid('Please enter a valid GUID.').nullish(),
  workUnitTypeId: z.number({ error: workUnitCategoryMessages.typeRequired })
    .refine((v) => (workUnitTypeIds as readonly number[]).includes(v), workUnitCategoryMessages.typeRequired),
  isEnabled: z.boolean().optional(),
  isVisibleInResolutionCenter: z.boolean().optional(),
});
export type WorkUnitCategorySaveBody = z.infer<typeof WorkUnitCategorySaveBody>;

export const WorkUnitCategoryResponse = z.object({
  workUnitCategoryId: z.number().int(),
  name: z.string(),
  tenantId: z.guid().nullable(),
  workUnitTypeId: z.number().int(),
  workUnitType: z.string(),
  isEnabled: z.boolean(),
  isVisibleInResolutionCenter: z.boolean(),
  created: z.string(),
  modified: z.string(),
  tenant: z.object({ tenantId: z.guid(), name: z.string() }).nullable().optional(),
});
export type WorkUnitCategoryResponse = z.infer<typeof WorkUnitCategoryResponse>;
export const WorkUnitCategoryListResponse = z.object({
  '@odata.count': z.number().int().optional(),
  value: z.array(WorkUnitCategoryResponse.partial()),
});

/** Create (`PUT v1/workunitsubcategories`) and update (`POST v1/workunitsubcategories/{id}`). */
export const WorkUnitSubcategorySaveBody = z.object({
  name,
  workUnitCategoryId: z.number({ error: 'Please choose a category.' }).int('Please choose a category.').positive('Please choose a category.')
    .max(INT4_MAX, `The category id must be a whole number from 1 to ${INT4_MAX}.`),
  isEnabled: z.boolean().optional(),
});
export type WorkUnitSubcategorySaveBody = z.infer<typeof WorkUnitSubcategorySaveBody>;

export const WorkUnitSubcategoryResponse = z.object({
  workUnitSubcategoryId: z.number().int(),
  workUnitCategoryId: z.number().int(),
  name: z.string(),
  isEnabled: z.boolean(),
  created: z.string(),
  modified: z.string(),
  category: z.object({ workUnitCategoryId: z.number().int(), name: z.string(), tenantId: z.guid().nullable() }).nullable().optional(),
});
export type WorkUnitSubcategoryResponse = z.infer<typeof WorkUnitSubcategoryResponse>;
export const WorkUnitSubcategoryListResponse = z.object({
  '@odata.count': z.number().int().optional(),
  value: z.array(WorkUnitSubcategoryResponse.partial()),
});

/** `GET /api/generallookup/workunitcatgories` (the spec's spelling): enabled categories the caller can use. */
export const WorkUnitCategoryLookupQuery = z.object({
  tenantId: z.guid('Please enter a valid GUID.').optional(),
  workUnitTypeId: intIdParam('workUnitTypeId', SMALLINT_MAX).optional(),
  /** `true` keeps only the services offered in the Resolution Center. */
  visibleInResolutionCenter: z.enum(['true', 'false']).optional(),
});
export const WorkUnitCategoryLookup = z.object({
  workUnitCategoryId: z.number().int(),
  name: z.string(),
  tenantId: z.guid().nullable(),
  workUnitTypeId: z.number().int(),
  isVisibleInResolutionCenter: z.boolean(),
});
export type WorkUnitCategoryLookup = z.infer<typeof WorkUnitCategoryLookup>;

/** `GET /api/generallookup/workunitsubcatgories`: enabled subcategories; the client filters by category. */
export const WorkUnitSubcategoryLookupQuery = z.object({
  workUnitCategoryId: intIdParam('workUnitCategoryId').optional(),
});
export const WorkUnitSubcategoryLookup = z.object({
  workUnitSubcategoryId: z.number().int(),
  workUnitCategoryId: z.number().int(),
  name: z.string(),
});
export type WorkUnitSubcategoryLookup = z.infer<typeof WorkUnitSubcategoryLookup>;
