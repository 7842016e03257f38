import type { JsonPatchOperation } from '@portal/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { fetchWorkUnits, patchWorkUnit, workUnitKeys } from '../api.ts';
import { massEditFields } from './massEdit.ts';

/** The selected work units with every field mass edit may change, so each patch can test them. */
export function useMassEditUnits(workUnitIds: readonly number[]) {
  const ids = [...new Set(workUnitIds)].filter((id) => Number.isInteger(id) && id > 0).sort((a, b) => a - b);
  return useQuery({
    // Not under workUnitKeys.lists(): saves elsewhere must not refresh the values these patches test.
    queryKey: [...workUnitKeys.all, 'massedit', ids],
    queryFn: ({ signal }) =>
      fetchWorkUnits(
        {
          $filter: `workUnitId in (${ids.join(',')})`,
          $select: ['workUnitId', 'workUnitTypeId', ...new Set(['stateId', ...massEditFields])].join(','),
          $top: ids.length,
        },
        signal,
      ),
    enabled: ids.length > 0,
    staleTime: Infinity,
    gcTime: 0,
    refetchOnWindowFocus: false,
  });
}

/** PATCHes every unit with its own test values and answers each outcome; the grid's pages refresh either way. */
export function useMassEditSave() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (patches: Array<{ workUnitId: number; operations: JsonPatchOperation[] }>) => Promise.allSettled(patches.map(patchWorkUnit)),
    onSettled: () => queryClient.invalidateQueries({ queryKey: workUnitKeys.lists() }),
  });
}
