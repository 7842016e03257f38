import { useQuery } from '@tanstack/react-query';
import { api } from '../../kit/api.ts';

/** Under 'workunits', so refreshing every work unit query refreshes the reasons too. */
export const escalationReasonKeys = {
  tenant: (tenantId: string) => ['workunits', 'escalationReasons', tenantId] as const,
};

/** The tenant's escalation reasons (kept on the tenant like its groups); none means the reason is free text. */
export function useEscalationReasons(tenantId: string | null | undefined) {
  return useQuery({
    queryKey: escalationReasonKeys.tenant(tenantId ?? ''),
    queryFn: ({ signal }): Promise<string[]> => api.GET('/v1/tenants/{tenantId}/escalationReasons', { params: { path: { tenantId: tenantId! } }, signal }),
    enabled: Boolean(tenantId),
    staleTime: 5 * 60 * 1000,
  });
}
