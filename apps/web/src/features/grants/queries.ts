import type { GrantCreateBody, GrantResponse, GrantRoleOption, GrantUpdateBody, GrantUserOption } from '@portal/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { shellKeys } from '../../app/queries.ts';
import { api } from '../../kit/api.ts';
import { createQueryKeys } from '../../kit/queryKeys.ts';

export const GRANTS_PATH = '/v1/grants';
export const GRANT_AUDIT_PATH = '/v1/grants/audit';
export const grantKeys = createQueryKeys('grants');
export const grantAuditKeys = createQueryKeys('grantAudit');

export function useGrant(roleGrantId: string | undefined) {
  return useQuery({
    queryKey: grantKeys.detail(roleGrantId ?? ''),
    queryFn: ({ signal }): Promise<GrantResponse> => api.GET('/v1/grants/{roleGrantId}', { params: { path: { roleGrantId: roleGrantId! } }, signal }),
    enabled: Boolean(roleGrantId),
  });
}

export function useGrantRoles() {
  return useQuery({
    queryKey: [...grantKeys.all, 'roles'],
    queryFn: ({ signal }): Promise<GrantRoleOption[]> => api.GET('/v1/grants/roles', { signal }),
    staleTime: 5 * 60 * 1000,
  });
}

export function useGrantUserSearch(searchTerm: string, enabled: boolean) {
  return useQuery({
    queryKey: [...grantKeys.all, 'users', searchTerm],
    queryFn: ({ signal }): Promise<GrantUserOption[]> => api.GET('/v1/grants/users', { params: { query: { searchTerm } }, signal }),
    enabled,
    staleTime: 30_000,
  });
}

/** After any change: the grant itself, the grants list, the history, and the caller's own permissions may differ. */
function useRefreshGrants() {
  const queryClient = useQueryClient();
  return async (grant?: GrantResponse) => {
    if (grant) queryClient.setQueryData(grantKeys.detail(grant.roleGrantId), grant);
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: grantKeys.lists() }),
      queryClient.invalidateQueries({ queryKey: grantAuditKeys.all }),
      queryClient.invalidateQueries({ queryKey: shellKeys.permissions() }),
    ]);
  };
}

export function useCreateGrant() {
  const refresh = useRefreshGrants();
  return useMutation({
    mutationFn: (body: GrantCreateBody): Promise<GrantResponse> => api.PUT('/v1/grants', { body }),
    onSuccess: refresh,
  });
}

export function useUpdateGrant() {
  const refresh = useRefreshGrants();
  return useMutation({
    mutationFn: ({ roleGrantId, body }: { roleGrantId: string; body: GrantUpdateBody }): Promise<GrantResponse> =>
      api.POST('/v1/grants/{roleGrantId}', { params: { path: { roleGrantId } }, body }),
    onSuccess: refresh,
  });
}

export function useRemoveGrant() {
  const refresh = useRefreshGrants();
  return useMutation({
    mutationFn: (roleGrantId: string) => api.DELETE('/v1/grants/{roleGrantId}', { params: { path: { roleGrantId } } }),
    onSuccess: () => refresh(),
  });
}
