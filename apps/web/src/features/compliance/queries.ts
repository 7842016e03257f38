import {
  type ControlSetImportBody, type ControlSetListResponse, type ControlStatusResponse,
  type ControlStatusValue, COMPLIANCE_SUMMARY_WEEKS,
} from '@portal/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../kit/api.ts';
import { createQueryKeys } from '../../kit/queryKeys.ts';

export const complianceKeys = createQueryKeys('compliance');

/** The control sets for the selector: names only (one control each is enough to list them). */
export function useControlSetNames(tenantId: string, week: string) {
  return useQuery({
    queryKey: complianceKeys.list('names', tenantId),
    queryFn: ({ signal }): Promise<ControlSetListResponse> =>
      api.GET('/v1/controlsets', { params: { query: { tenantId, startDate: week, $top: 1 } }, signal }),
  });
}

/** GET v1/controlsets: one set's controls (up to 1000, part 1 §9) with the tenant's statuses of the week. */
export function useControlSet(tenantId: string, controlSetId: string | undefined, week: string) {
  return useQuery({
    queryKey: complianceKeys.list('controls', tenantId, controlSetId, week),
    queryFn: ({ signal }): Promise<ControlSetListResponse> =>
      api.GET('/v1/controlsets', { params: { query: { tenantId, startDate: week, controlSetId } }, signal }),
    enabled: Boolean(controlSetId),
    placeholderData: keepPreviousData,
  });
}

/** Counts per status for the last 12 weeks ending with the chosen one (the summary and its chart). */
export function useComplianceSummary(tenantId: string, controlSetId: string | undefined, week: string) {
  return useQuery({
    queryKey: complianceKeys.list('summary', tenantId, controlSetId, week),
    queryFn: ({ signal }) =>
      api.GET('/v1/controlsets/summary', { params: { query: { tenantId, controlSetId: controlSetId!, startDate: week, weeks: COMPLIANCE_SUMMARY_WEEKS } }, signal }),
    enabled: Boolean(controlSetId),
    placeholderData: keepPreviousData,
  });
}

export interface StatusChange {
  controlId: string;
  /** The week's record, when there is one. */
  existing?: ControlStatusResponse;
  status?: ControlStatusValue;
  notes?: string | null;
}

/** Creates the week's record (POST) or changes the one there is (PATCH with a JSON Patch document). */
export function useSaveStatus(tenantId: string, week: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ controlId, existing, status, notes }: StatusChange): Promise<ControlStatusResponse> => {
      if (!existing) {
        return api.POST('/v1/controlstatuses', { body: { tenantId, controlId, checkDate: week, status: status ?? 'Notset', notes: notes ?? null } });
      }
      const body = [
        ...(status !== undefined ? [{ op: 'replace' as const, path: '/status', value: status }] : []),
        ...(notes !== undefined ? [{ op: 'test' as const, path: '/notes', value: existing.notes }, { op: 'replace' as const, path: '/notes', value: notes }] : []),
      ];
      return api.PATCH('/v1/controlstatuses/{controlStatusId}', { params: { path: { controlStatusId: existing.id } }, body });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: complianceKeys.lists() }),
  });
}

export function useDeleteStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (controlStatusId: string) => api.DELETE('/v1/controlstatuses/{controlStatusId}', { params: { path: { controlStatusId } } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: complianceKeys.lists() }),
  });
}

export function useImportControlSet() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ControlSetImportBody) => api.POST('/v1/controlsets/import', { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: complianceKeys.all }),
  });
}

/** POST v1/controlsets/Export() (CSV) or ExportAssessmentResults() (OSCAL JSON) of the week, as a Blob. */
export async function exportWeek(kind: 'csv' | 'oscal', body: { tenantId: string; startDate: string; controlSetId?: string }): Promise<Blob> {
  const path = kind === 'csv' ? '/v1/controlsets/Export()' : '/v1/controlsets/ExportAssessmentResults()';
  const accept = kind === 'csv' ? 'text/csv' : 'application/json';
  const file = (await api.POST(path, { body, parseAs: 'blob', headers: { Accept: accept } })) as Blob | undefined;
  return file ?? new Blob([]);
}
