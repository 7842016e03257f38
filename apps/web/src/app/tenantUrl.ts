import { useLocation } from 'react-router';
import { useCurrentUser } from './queries.ts';

const GUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function isGuid(value: string | undefined | null): value is string {
  return !!value && GUID.test(value);
}

/** The tenant id in the first path segment, when the URL carries one. */
export function tenantIdFromPath(pathname: string): string | undefined {
  const first = pathname.split('/')[1];
  return isGuid(first) ? first : undefined;
}

/** Replaces the tenant id in a path (for the picker's reload). */
export function replaceTenantInPath(pathname: string, tenantId: string): string {
  const parts = pathname.split('/');
  if (isGuid(parts[1])) parts[1] = tenantId;
  return parts.join('/');
}

export function useUrlTenantId(): string | undefined {
  return tenantIdFromPath(useLocation().pathname);
}

/** The tenant the shell works in: the URL's, else the user's current context tenant. */
export function useActiveTenantId(): string | undefined {
  const fromUrl = useUrlTenantId();
  const user = useCurrentUser();
  return fromUrl ?? user.data?.tenantId ?? undefined;
}
