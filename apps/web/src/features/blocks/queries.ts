import {
  BLOCK_HISTORY_PAGE_SIZE, BLOCK_POLL_MS, type BlockCreateBody, type BlockHistoryResponse, type BlockLogsResponse,
  type BlockResponse, type BlockUpdateBody,
} from '@portal/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../kit/api.ts';
import { createQueryKeys } from '../../kit/queryKeys.ts';

export const blockKeys = createQueryKeys('blocks');

/** GET v1/blocks?tenantId=…&$orderby=name, polled every 10 s (part 1 §9). */
export function useBlocks(tenantId: string) {
  return useQuery({
    queryKey: blockKeys.list({ tenantId }),
    queryFn: ({ signal }) => api.GET('/v1/blocks', { params: { query: { tenantId, $orderby: 'name' } }, signal }),
    refetchInterval: BLOCK_POLL_MS,
  });
}

/**
 * Blocks being deleted: their drawer stays open until the answer, and a poll of the block, its history or its
 * logs in that moment would ask for a deleted block (a 404 in the browser's console).
 */
const deleting = new Set<string>();
const pollUnlessDeleting = (blockId: string | undefined) => () => (blockId && deleting.has(blockId) ? false : BLOCK_POLL_MS);

export function useBlock(blockId: string | undefined) {
  return useQuery({
    queryKey: blockKeys.detail(blockId ?? ''),
    queryFn: ({ signal }): Promise<BlockResponse> => api.GET('/v1/blocks/{blockId}', { params: { path: { blockId: blockId! } }, signal }),
    enabled: Boolean(blockId),
    refetchInterval: pollUnlessDeleting(blockId),
  });
}

/** A page of a block's history (page size 100, part 1 §9), polled with the block. */
export function useBlockHistory(blockId: string | undefined, pageNumber: number, rowCount = BLOCK_HISTORY_PAGE_SIZE) {
  return useQuery({
    queryKey: [...blockKeys.detail(blockId ?? ''), 'history', pageNumber, rowCount],
    queryFn: ({ signal }): Promise<BlockHistoryResponse> =>
      api.GET('/v1/blocks/{blockId}/history', { params: { path: { blockId: blockId! }, query: { pageNumber, rowCount } }, signal }),
    enabled: Boolean(blockId),
    placeholderData: keepPreviousData,
    refetchInterval: pollUnlessDeleting(blockId),
  });
}

export function useBlockLogs(blockId: string | undefined) {
  return useQuery({
    queryKey: [...blockKeys.detail(blockId ?? ''), 'logs'],
    queryFn: ({ signal }): Promise<BlockLogsResponse> => api.GET('/v1/blocks/{blockId}/logs', { params: { path: { blockId: blockId! } }, signal }),
    enabled: Boolean(blockId),
    refetchInterval: pollUnlessDeleting(blockId),
  });
}

export function useCreateBlock() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: z.input<typeof BlockCreateBody>): Promise<BlockResponse> => api.PUT('/v1/blocks', { body }),
    onSuccess: async (block) => {
      queryClient.setQueryData(blockKeys.detail(block.blockId), block);
      await queryClient.invalidateQueries({ queryKey: blockKeys.lists() });
    },
  });
}

export function useUpdateBlock(blockId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: z.input<typeof BlockUpdateBody>): Promise<BlockResponse> => api.POST('/v1/blocks/{blockId}', { params: { path: { blockId } }, body }),
    onSuccess: async (block) => {
      queryClient.setQueryData(blockKeys.detail(block.blockId), block);
      await queryClient.invalidateQueries({ queryKey: blockKeys.all });
    },
  });
}

export function useDeleteBlock() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (blockId: string): Promise<{ message: string }> => api.DELETE('/v1/blocks/{blockId}', { params: { path: { blockId } } }),
    // The block's own queries stop polling from the moment the delete is sent and are left to expire once the
    // drawer closes: removing them while it is still open would make it fetch the deleted block again (a 404).
    onMutate: async (blockId) => {
      deleting.add(blockId);
      await queryClient.cancelQueries({ queryKey: blockKeys.detail(blockId) });
    },
    onError: (_error, blockId) => {
      deleting.delete(blockId);
    },
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: blockKeys.lists() });
    },
  });
}

/** POST v1/blocks/{id}/test: stores one value now, as a packet the rules evaluate like any other. */
export function useSendTestValue(blockId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (value: string | number) => api.POST('/v1/blocks/{blockId}/test', { params: { path: { blockId } }, body: { value } }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: blockKeys.detail(blockId) });
    },
  });
}
