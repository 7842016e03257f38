import type {
  CurrentUserResponse,
  EnvironmentColorResponse,
  EnvironmentResponse,
  LicenseExpirationResponse,
  SubscriptionLookup,
  TenantLookup,
} from '@portal/contracts';
import type { z } from 'zod';
import { useQuery } from '@tanstack/react-query';
import { useAuth } from 'react-oidc-context';
import { api } from '../kit/api.ts';

/** Query keys of the shell's lookups; invalidate `shellKeys.all` after a context switch. */
export const shellKeys = {
  all: ['shell'] as const,
  currentUser: () => ['shell', 'currentUser'] as const,
  permissions: () => ['shell', 'permissions'] as const,
  environment: () => ['shell', 'environment'] as const,
  environmentColor: () => ['shell', 'environmentColor'] as const,
  version: () => ['shell', 'version'] as const,
  licenseExpiration: () => ['shell', 'licenseExpiration'] as const,
  tenants: () => ['shell', 'tenants'] as const,
  subscriptions: () => ['shell', 'subscriptions'] as const,
  photo: () => ['shell', 'photo'] as const,
};

const HOUR = 60 * 60 * 1000;

/** True once a user is signed in; the shell's calls wait for it. */
function useSignedIn(): boolean {
  return useAuth().isAuthenticated;
}

export function useCurrentUser() {
  return useQuery({
    queryKey: shellKeys.currentUser(),
    // Typed, not parsed: zod stays out of the first page's bundle; the server validates its answers.
    queryFn: ({ signal }): Promise<CurrentUserResponse> => api.GET('/v1/currentUser', { signal }),
    enabled: useSignedIn(),
    staleTime: 5 * 60 * 1000,
  });
}


export function useEnvironment() {
  return useQuery({
    queryKey: shellKeys.environment(),
    queryFn: ({ signal }): Promise<z.infer<typeof EnvironmentResponse>> => api.GET('/api/generalLookup/environment', { signal }),
    staleTime: HOUR,
  });
}

export function useEnvironmentColor() {
  return useQuery({
    queryKey: shellKeys.environmentColor(),
    queryFn: ({ signal }): Promise<z.infer<typeof EnvironmentColorResponse>> => api.GET('/api/generalLookup/environmentcolor', { signal }),
    staleTime: HOUR,
  });
}

/** The version call may answer `{ version }` or a bare string; both are shown as text. */
export function useVersion() {
  return useQuery({
    queryKey: shellKeys.version(),
    queryFn: async ({ signal }) => {
      const body = await api.GET('/api/generalLookup/version', { signal });
      if (typeof body === 'string') return body;
      if (typeof body === 'object' && body !== null && 'version' in body) return String(body.version);
      return '';
    },
    staleTime: HOUR,
  });
}


export function useLicenseExpiration() {
  return useQuery({
    queryKey: shellKeys.licenseExpiration(),
    queryFn: ({ signal }): Promise<z.infer<typeof LicenseExpirationResponse>> => api.GET('/api/generalLookup/licenseexpiration', { signal }),
    enabled: useSignedIn(),
    staleTime: HOUR,
  });
}

export type { SubscriptionLookup, TenantLookup };

export function useTenantLookup(enabled = true) {
  return useQuery({
    queryKey: shellKeys.tenants(),
    queryFn: ({ signal }) => api.GET('/api/generalLookup/tenants', { signal }),
    enabled: useSignedIn() && enabled,
    staleTime: 5 * 60 * 1000,
  });
}

export function useSubscriptionLookup(enabled = true) {
  return useQuery({
    queryKey: shellKeys.subscriptions(),
    queryFn: ({ signal }) => api.GET('/api/generalLookup/subscriptions', { signal }),
    enabled: useSignedIn() && enabled,
    staleTime: 5 * 60 * 1000,
  });
}
