import { type Permission, withoutPrefix } from '@portal/contracts';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { useQuery } from '@tanstack/react-query';
import { useMemo, type ReactNode } from 'react';
import { useAuth } from 'react-oidc-context';
import { api } from '../kit/api.ts';
import { shellKeys } from './queries.ts';

export interface PermissionCheck {
  /** The held permissions, without the provider prefix. */
  permissions: ReadonlySet<Permission>;
  has: (permission: Permission) => boolean;
  hasAll: (permissions: readonly Permission[]) => boolean;
  hasAny: (permissions: readonly Permission[]) => boolean;
  isLoading: boolean;
  isError: boolean;
}

export function permissionCheck(held: Iterable<Permission>, isLoading = false, isError = false): PermissionCheck {
  const permissions = new Set(held);
  const has = (p: Permission) => permissions.has(p);
  return {
    permissions,
    has,
    hasAll: (list) => list.every(has),
    hasAny: (list) => list.some(has),
    isLoading,
    isError,
  };
}

/** Turns `GET /v1/permissions` (prefixed strings) into known permissions; unknown strings are dropped. */
export function parsePermissions(list: readonly string[]): Permission[] {
  return list.map(withoutPrefix).filter((p): p is Permission => p !== undefined);
}

/** The signed-in user's permissions. A 403 on this call sends the user to /user/accessDenied (kit/api). */
export function usePermissions(): PermissionCheck {
  const signedIn = useAuth().isAuthenticated;
  const query = useQuery({
    queryKey: shellKeys.permissions(),
    queryFn: async ({ signal }) => {
      const body = await api.GET('/v1/permissions', { signal });
      return parsePermissions(Array.isArray(body) ? body.filter((p): p is string => typeof p === 'string') : []);
    },
    enabled: signedIn,
    staleTime: 5 * 60 * 1000,
  });
  const { data, isPending, isError } = query;
  return useMemo(() => permissionCheck(data ?? [], signedIn && isPending, isError), [data, signedIn, isPending, isError]);
}

type Requirement =
  | { permission: Permission; anyOf?: never; allOf?: never }
  | { anyOf: readonly Permission[]; permission?: never; allOf?: never }
  | { allOf: readonly Permission[]; permission?: never; anyOf?: never };

export function meetsRequirement(check: Pick<PermissionCheck, 'has' | 'hasAll' | 'hasAny'>, requirement: Requirement): boolean {
  if (requirement.permission) return check.has(requirement.permission);
  if (requirement.anyOf) return check.hasAny(requirement.anyOf);
  if (requirement.allOf) return check.hasAll(requirement.allOf);
  return false;
}

export const NO_ACCESS_MESSAGE = 'You do not have access to this page.';

/**
 * Guards a page or a piece of one. Without the permission it shows `fallback`, by default a short notice
 * (pass `fallback={null}` to hide a button instead).
 */
export function RequirePermission(props: Requirement & { children: ReactNode; fallback?: ReactNode }) {
  const check = usePermissions();
  if (check.isLoading) {
    return (
      <Box sx={{ display: 'flex', justifyContent: 'center', p: 4 }}>
        <CircularProgress size={28} />
      </Box>
    );
  }
  if (meetsRequirement(check, props)) return props.children;
  if (props.fallback !== undefined) return props.fallback;
  return <Alert severity="warning" sx={{ m: 3 }}>{NO_ACCESS_MESSAGE}</Alert>;
}
