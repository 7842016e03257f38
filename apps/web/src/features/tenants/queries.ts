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
    queryFn: ({ signal }): Promise<TenantResponse> => api.GET('/v1/tenants/{tenantId}', { params: { path: { tenantId: tenantId! } }, signal }),
    enabled: Boolean(tenantId),
  });
}

export function useTenantSecrets(tenantId: string | undefined) {
  return useQuery({
    queryKey: tenantKeys.detail(tenantId ?? '', 'secrets'),
    queryFn: ({ signal }): Promise<TenantSecretResponse[]> => api.GET('/v1/tenants/{tenantId}/secrets', { params: { path: { tenantId: tenantId! } }, signal }),
    enabled: Boolean(tenantId),
  });
}

export function fetchTenantSecrets(tenantId: string): Promise<TenantSecretResponse[]> {
  return api.GET('/v1/tenants/{tenantId}/secrets', { params: { path: { tenantId } } });
}

export function fetchLatestSecret(tenantId: string, secretId: string): Promise<TenantSecretVersionResponse> {
  return api.GET('/v1/tenants/{tenantId}/secrets/{secretId}/versions/latest', { params: { path: { tenantId, secretId } } });
}

type TenantBody = z.input<typeof TenantSaveBody>;

/** PUT creates, POST {tenantId} updates; both refresh the lists and the record. */
export function useSaveTenant() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ tenantId, body }: { tenantId?: string; body: TenantBody }): Promise<TenantResponse> =>
      tenantId
        ? api.POST('/v1/tenants/{tenantId}', { params: { path: { tenantId } }, body })
        : api.PUT('/v1/tenants', { body }),
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
    mutationFn: (tenantId: string): Promise<TenantResponse> => api.POST('/v1/tenants/toggledisabled/{tenantId}', { params: { path: { tenantId } } }),
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
    queryFn: ({ signal }): Promise<SubscriptionList> =>
      api.GET('/v1/subscriptions', {
        params: { query: { $filter: `tenantId eq ${tenantId}`, $orderby: 'name asc', $top: '1000', $count: 'true' } },
        signal,
      }),
    enabled: Boolean(tenantId),
  });
}

export function useSubscription(subscriptionId: string | undefined) {
  return useQuery({
    queryKey: subscriptionKeys.detail(subscriptionId ?? ''),
    queryFn: ({ signal }): Promise<SubscriptionResponse> => api.GET('/v1/subscriptions/{subscriptionId}', { params: { path: { subscriptionId: subscriptionId! } }, signal }),
    enabled: Boolean(subscriptionId),
  });
}

export function useSaveSubscription() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { subscriptionId?: string; body: SubscriptionCreateBody | SubscriptionUpdateBody }): Promise<SubscriptionResponse> =>
      input.subscriptionId
        ? api.POST('/v1/subscriptions/{subscriptionId}', { params: { path: { subscriptionId: input.subscriptionId } }, body: input.body })
        : api.PUT('/v1/subscriptions', { body: input.body as SubscriptionCreateBody }),
    onSuccess: async (subscription) => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: subscriptionKeys.all }),
        queryClient.invalidateQueries({ queryKey: shellKeys.subscriptions() }),
      ]);
      queryClient.setQueryData(subscriptionKeys.detail(subscription.subscriptionId), subscription);
    },
  });
}
