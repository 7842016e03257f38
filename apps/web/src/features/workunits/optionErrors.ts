import { useEffect } from 'react';
import { ApiError } from '../../kit/api.ts';
import { toast } from '../../kit/toast.ts';

/** §8: a person field's search failed (Assigned To, Implementer, Approver 1 and 2). */
export const PEOPLE_FAILED = 'Could not retrieve the list of people.';

/** §8: a field's choices could not be loaded ('Tenant', 'Assigned To', 'Assignment Group'). */
export const optionsFailed = (field: string) => `Failed to refresh options for field: ${field}`;

/**
 * Toasts `message` when a lookup fails (again after it has worked in between). A 403 is left out:
 * the API layer has already said 'You do not have access to one or more requested resources'.
 */
export function useFailureToast(error: unknown, message: string): void {
  const failed = Boolean(error) && !(error instanceof ApiError && error.status === 403);
  useEffect(() => {
    if (failed) toast.error(message, { preventDuplicate: true });
  }, [failed, message]);
}
