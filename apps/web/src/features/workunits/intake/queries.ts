import { useAssignmentGroups } from '../api.ts';
import { optionsFailed, useFailureToast } from '../optionErrors.ts';

/**
 * The tenant's assignment groups for the intake. Listing them needs Tenants view; without it the
 * field is typed instead (`enabled` false) rather than drawing a 403 toast on every tenant change.
 */
export function useIntakeAssignmentGroups(tenantId: string | null, enabled: boolean) {
  const query = useAssignmentGroups(enabled ? tenantId : null);
  useFailureToast(query.error, optionsFailed('Assignment Group'));
  return query;
}
