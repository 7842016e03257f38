import type {
  WorkUnitCategoryLookup,
  WorkUnitCategoryResponse,
  WorkUnitCategorySaveBody,
  WorkUnitSubcategoryListResponse,
  WorkUnitSubcategoryLookup,
  WorkUnitSubcategoryResponse,
  WorkUnitSubcategorySaveBody,
} from '@portal/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../kit/api.ts';
import { createQueryKeys } from '../../kit/queryKeys.ts';

export const CATEGORIES_PATH = '/v1/workunitcategories';

export const categoryKeys = createQueryKeys('workUnitCategories');
export const subcategoryKeys = createQueryKeys('workUnitSubcategories');
/** The lookups forms read their choices from; refreshed after every category or subcategory save. */
export const categoryLookupKeys = createQueryKeys('workUnitCategoryLookups');

export function useCategory(workUnitCategoryId: number | undefined) {
  return useQuery({
    queryKey: categoryKeys.detail(String(workUnitCategoryId ?? '')),
    queryFn: ({ signal }): Promise<WorkUnitCategoryResponse> =>
      api.GET('/v1/workunitcategories/{workUnitCategoryId}', { params: { path: { workUnitCategoryId: workUnitCategoryId! } }, signal }),
    enabled: workUnitCategoryId !== undefined,
  });
}

export function useSaveCategory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ workUnitCategoryId, body }: { workUnitCategoryId?: number; body: WorkUnitCategorySaveBody }): Promise<WorkUnitCategoryResponse> =>
      workUnitCategoryId
        ? api.POST('/v1/workunitcategories/{workUnitCategoryId}', { params: { path: { workUnitCategoryId } }, body })
        : api.PUT('/v1/workunitcategories', { body }),
    onSuccess: async (category) => {
      queryClient.setQueryData(categoryKeys.detail(String(category.workUnitCategoryId)), category);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: categoryKeys.lists() }),
        queryClient.invalidateQueries({ queryKey: categoryLookupKeys.all }),
      ]);
    },
  });
}

type SubcategoryList = z.infer<typeof WorkUnitSubcategoryListResponse>;

/** Every subcategory of one category (a category holds a handful; 1000 is the server's page limit). */
export function useSubcategories(workUnitCategoryId: number) {
  return useQuery({
    queryKey: subcategoryKeys.list({ workUnitCategoryId }),
    queryFn: ({ signal }): Promise<SubcategoryList> =>
      api.GET('/v1/workunitsubcategories', {
        params: { query: { $filter: `workUnitCategoryId eq ${workUnitCategoryId}`, $orderby: 'name asc', $top: '1000', $count: 'true' } },
        signal,
      }),
  });
}

export function useSubcategory(workUnitSubcategoryId: number | undefined) {
  return useQuery({
    queryKey: subcategoryKeys.detail(String(workUnitSubcategoryId ?? '')),
    queryFn: ({ signal }): Promise<WorkUnitSubcategoryResponse> =>
      api.GET('/v1/workunitsubcategories/{workUnitSubcategoryId}', { params: { path: { workUnitSubcategoryId: workUnitSubcategoryId! } }, signal }),
    enabled: workUnitSubcategoryId !== undefined,
  });
}

export function useSaveSubcategory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ workUnitSubcategoryId, body }: { workUnitSubcategoryId?: number; body: WorkUnitSubcategorySaveBody }): Promise<WorkUnitSubcategoryResponse> =>
      workUnitSubcategoryId
        ? api.POST('/v1/workunitsubcategories/{workUnitSubcategoryId}', { params: { path: { workUnitSubcategoryId } }, body })
        : api.PUT('/v1/workunitsubcategories', { body }),
    onSuccess: async (subcategory) => {
      queryClient.setQueryData(subcategoryKeys.detail(String(subcategory.workUnitSubcategoryId)), subcategory);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: subcategoryKeys.lists() }),
        queryClient.invalidateQueries({ queryKey: categoryLookupKeys.all }),
      ]);
    },
  });
}

export interface CategoryLookupFilter {
  tenantId?: string | null;
  workUnitTypeId?: number;
  /** Only the services offered in the Resolution Center. */
  visibleInResolutionCenter?: boolean;
}

/** Enabled categories a form may offer (`GET /api/generallookup/workunitcatgories`). */
export function useCategoryLookup(filter: CategoryLookupFilter, enabled = true) {
  const query = {
    tenantId: filter.tenantId ?? undefined,
    workUnitTypeId: filter.workUnitTypeId,
    visibleInResolutionCenter: filter.visibleInResolutionCenter ? ('true' as const) : undefined,
  };
  return useQuery({
    queryKey: categoryLookupKeys.list('categories', query),
    queryFn: ({ signal }): Promise<WorkUnitCategoryLookup[]> => api.GET('/api/generallookup/workunitcatgories', { params: { query }, signal }),
    enabled,
    staleTime: 5 * 60 * 1000,
  });
}

/** Enabled subcategories of one category (`GET /api/generallookup/workunitsubcatgories`). */
export function useSubcategoryLookup(workUnitCategoryId: number | null | undefined) {
  return useQuery({
    queryKey: categoryLookupKeys.list('subcategories', workUnitCategoryId),
    queryFn: async ({ signal }) => {
      const all: WorkUnitSubcategoryLookup[] = await api.GET('/api/generallookup/workunitsubcatgories', { params: { query: { workUnitCategoryId: workUnitCategoryId ?? undefined } }, signal });
      // The spec filters by category on the client; the server may answer more.
      return all.filter((s) => s.workUnitCategoryId === workUnitCategoryId);
    },
    enabled: typeof workUnitCategoryId === 'number',
    staleTime: 5 * 60 * 1000,
  });
}
