import type {
  SubscriptionCreateBody,
  SubscriptionListResponse,
  SubscriptionResponse,
  SubscriptionUpdateBody,
  TenantResponse,
  TenantSaveBody,
  TenantSecretResponse,
  TenantSecretVersionResponse,
} from '@portal/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../kit/api.ts';
import { createQueryKeys } from '../../kit/queryKeys.ts';
import { shellKeys } from '../../app/queries.ts';

export const TENANTS_PATH = '/v1/tenants';
export const SUBSCRIPTIONS_PATH = '/v1/subscriptions';

export const tenantKeys = createQueryKeys('tenants');
export const subscriptionKeys = createQueryKeys('subscriptions');

export function useTenant(tenantId: string | undefined) {
  return useQuery({
    queryKey: tenantKeys.detail(tenantId ?? ''),
    queryFn: ({ signal }) => api<TenantResponse>(`${TENANTS_PATH}/${tenantId}`, { signal }),
    enabled: Boolean(tenantId),
  });
}

export function useTenantSecrets(tenantId: string | undefined) {
  return useQuery({
    queryKey: tenantKeys.detail(tenantId ?? '', 'secrets'),
    queryFn: ({ signal }) => api<TenantSecretResponse[]>(`${TENANTS_PATH}/${tenantId}/secrets`, { signal }),
    enabled: Boolean(tenantId),
  });
}

export function fetchTenantSecrets(tenantId: string) {
  return api<TenantSecretResponse[]>(`${TENANTS_PATH}/${tenantId}/secrets`);
}

export function fetchLatestSecret(tenantId: string, secretId: string) {
  return api<TenantSecretVersionResponse>(`${TENANTS_PATH}/${tenantId}/secrets/${secretId}/versions/latest`);
}

type TenantBody = z.input<typeof TenantSaveBody>;

/** PUT creates, POST {tenantId} updates; both refresh the lists and the record. */
export function useSaveTenant() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ tenantId, body }: { tenantId?: string; body: TenantBody }) =>
      tenantId
        ? api<TenantResponse>(`${TENANTS_PATH}/${tenantId}`, { method: 'POST', body })
        : api<TenantResponse>(TENANTS_PATH, { method: 'PUT', body }),
    onSuccess: async (tenant) => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: tenantKeys.lists() }),
        queryClient.invalidateQueries({ queryKey: tenantKeys.detail(tenant.tenantId) }),
        // The tenant picker lists tenants by name.
        queryClient.invalidateQueries({ queryKey: shellKeys.tenants() }),
      ]);
    },
  });
}

export function useToggleTenant() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (tenantId: string) => api<TenantResponse>(`${TENANTS_PATH}/toggledisabled/${tenantId}`, { method: 'POST' }),
    onSuccess: async (tenant) => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: tenantKeys.lists() }),
        queryClient.invalidateQueries({ queryKey: tenantKeys.detail(tenant.tenantId) }),
      ]);
    },
  });
}

type SubscriptionList = z.infer<typeof SubscriptionListResponse>;

/** All subscriptions of one tenant, by name (a tenant has a handful; 1000 is the server's page limit). */
export function useTenantSubscriptions(tenantId: string | undefined) {
  return useQuery({
    queryKey: subscriptionKeys.list({ tenantId }),
    queryFn: ({ signal }) =>
      api<SubscriptionList>(SUBSCRIPTIONS_PATH, {
        query: { $filter: `tenantId eq ${tenantId}`, $orderby: 'name asc', $top: 1000, $count: true },
        signal,
      }),
    enabled: Boolean(tenantId),
  });
}

export function useSubscription(subscriptionId: string | undefined) {
  return useQuery({
    queryKey: subscriptionKeys.detail(subscriptionId ?? ''),
    queryFn: ({ signal }) => api<SubscriptionResponse>(`${SUBSCRIPTIONS_PATH}/${subscriptionId}`, { signal }),
    enabled: Boolean(subscriptionId),
  });
}

export function useSaveSubscription() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { subscriptionId?: string; body: SubscriptionCreateBody | SubscriptionUpdateBody }) =>
      input.subscriptionId
        ? api<SubscriptionResponse>(`${SUBSCRIPTIONS_PATH}/${input.subscriptionId}`, { method: 'POST', body: input.body })
        : api<SubscriptionResponse>(SUBSCRIPTIONS_PATH, { method: 'PUT', body: input.body }),
    onSuccess: async (subscription) => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: subscriptionKeys.all }),
        queryClient.invalidateQueries({ queryKey: shellKeys.subscriptions() }),
      ]);
      queryClient.setQueryData(subscriptionKeys.detail(subscription.subscriptionId), subscription);
    },
  });
}
