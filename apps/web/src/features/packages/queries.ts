import type { PackageDetailResponse, PackageSaveBody, PackageUploadResponse } from '@portal/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../kit/api.ts';
import { uploadWithProgress } from '../../kit/upload.ts';
import { createQueryKeys } from '../../kit/queryKeys.ts';

export const PACKAGES_PATH = '/v1/packages';
export const packageKeys = createQueryKeys('packages');

/** The package with its tenant (Edit Package). */
export function usePackageRecord(packageId: string | undefined) {
  return useQuery({
    queryKey: packageKeys.detail(packageId ?? ''),
    queryFn: ({ signal }): Promise<PackageDetailResponse> =>
      api.GET('/v1/packages/{packageId}', { params: { path: { packageId: packageId! }, query: { $expand: 'tenant' } }, signal }),
    enabled: Boolean(packageId),
  });
}

/** The Operations tab's call: the package's operations ordered by name. */
export function usePackageOperations(packageId: string) {
  return useQuery({
    queryKey: packageKeys.detail(packageId, 'operations'),
    queryFn: async ({ signal }) => (await api.GET('/v1/packages/{packageId}', {
      params: { path: { packageId }, query: { $select: 'packageId', $expand: 'operations($orderby=name)' } }, signal,
    })).operations ?? [],
  });
}

/** The Versions tab's call: the versions, newest first by SemVer 2 (the server sorts them). */
export function usePackageVersions(packageId: string) {
  return useQuery({
    queryKey: packageKeys.detail(packageId, 'versions'),
    queryFn: async ({ signal }) => (await api.GET('/v1/packages/{packageId}', {
      params: { path: { packageId }, query: { $select: 'packageId', $expand: 'versions' } }, signal,
    })).versions ?? [],
  });
}

export function useSavePackage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ packageId, body }: { packageId?: string; body: PackageSaveBody }): Promise<PackageDetailResponse> =>
      packageId
        ? api.POST('/v1/packages/{packageId}', { params: { path: { packageId } }, body })
        : api.PUT('/v1/packages', { body }),
    onSuccess: async (saved) => {
      await queryClient.invalidateQueries({ queryKey: packageKeys.detail(saved.packageId ?? '') });
      await queryClient.invalidateQueries({ queryKey: packageKeys.lists() });
    },
  });
}

export function useDeletePackage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (packageId: string) => api.DELETE('/v1/packages/{packageId}', { params: { path: { packageId } } }),
    onSuccess: async (_answer, packageId) => {
      queryClient.removeQueries({ queryKey: packageKeys.detail(packageId) });
      await queryClient.invalidateQueries({ queryKey: packageKeys.lists() });
    },
  });
}

export function useDeleteVersion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ packageId, packageVersionId }: { packageId: string; packageVersionId: string }) =>
      api.DELETE('/v1/packages/{packageId}/versions/{packageVersionId}', { params: { path: { packageId, packageVersionId } } }),
    onSuccess: async (_answer, { packageId }) => {
      await queryClient.invalidateQueries({ queryKey: packageKeys.detail(packageId) });
      await queryClient.invalidateQueries({ queryKey: packageKeys.lists() });
    },
  });
}

export interface UploadInput {
  label: string;
  file: File;
  tenantId?: string | null;
  packageId?: string;
  onProgress: (fraction: number) => void;
}

/** POST v1/packages/upload with the file as `file-0`; progress reported as the bytes go out. */
export function useUploadVersion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ label, file, tenantId, packageId, onProgress }: UploadInput): Promise<PackageUploadResponse> => {
      const form = new FormData();
      form.append('label', label);
      if (packageId) form.append('packageId', packageId);
      else if (tenantId) form.append('tenantId', tenantId);
      form.append('file-0', file, file.name);
      return (await uploadWithProgress('/v1/packages/upload', form, onProgress)) as PackageUploadResponse;
    },
    onSuccess: async (answer) => {
      await queryClient.invalidateQueries({ queryKey: packageKeys.detail(answer.packageId) });
      await queryClient.invalidateQueries({ queryKey: packageKeys.lists() });
    },
  });
}
