import type { JsonPatchOperation, WorkUnitListResponse, WorkUnitResponse } from '@portal/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../kit/api.ts';
import { massEditFields } from './massEdit.ts';

/** The selected work units with every field mass edit may change, so each patch can test them. */
export function useMassEditUnits(workUnitIds: readonly number[]) {
  const ids = [...new Set(workUnitIds)].filter((id) => Number.isInteger(id) && id > 0).sort((a, b) => a - b);
  return useQuery({
    queryKey: ['workunits', 'massedit', ids],
    queryFn: ({ signal }) =>
      api<WorkUnitListResponse>('/v1/workunits', {
        query: {
          $filter: `workUnitId in (${ids.join(',')})`,
          $select: ['workUnitId', 'workUnitTypeId', ...new Set(['stateId', ...massEditFields])].join(','),
          $top: ids.length,
        },
        signal,
      }),
    enabled: ids.length > 0,
    // The loaded values are what the patches test against: never refresh them behind the user's back.
    staleTime: Infinity,
    gcTime: 0,
    refetchOnWindowFocus: false,
  });
}

/** PATCHes every unit with its own test values; answers each outcome. Lists refresh afterwards either way. */
export function useMassEditSave() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (patches: Array<{ workUnitId: number; operations: JsonPatchOperation[] }>) =>
      Promise.allSettled(
        patches.map((p) => api<WorkUnitResponse>(`/v1/workunits/${p.workUnitId}`, { method: 'PATCH', body: p.operations })),
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['workunits'], predicate: (q) => q.queryKey[1] !== 'massedit' }),
  });
}
