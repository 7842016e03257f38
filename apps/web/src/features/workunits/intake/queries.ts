import { useEffect } from 'react';
import { toast } from '../../../kit/toast.ts';
import { useAssignmentGroups } from '../api.ts';

/** The spec's message when a choice list fails to load (§8). */
export const optionsFailed = (field: string) => `Failed to refresh options for field: ${field}`;

/**
 * The tenant's assignment groups for the intake. Listing them needs Tenants view; without it the
 * field is typed instead (`enabled` false) rather than drawing a 403 toast on every tenant change.
 */
export function useIntakeAssignmentGroups(tenantId: string | null, enabled: boolean) {
  const query = useAssignmentGroups(enabled ? tenantId : null);
  useEffect(() => {
    if (query.isError) toast.error(optionsFailed('Assignment Group'));
  }, [query.isError]);
  return query;
}
