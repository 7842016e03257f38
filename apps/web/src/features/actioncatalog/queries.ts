import type {
  ActionDefinitionBody,
  ActionDefinitionResponse,
  ActionHistoryResponse,
  ActionSigningSecretResponse,
  ActionTestBody,
  ActionTestResponse,
} from '@portal/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../kit/api.ts';
import { createQueryKeys } from '../../kit/queryKeys.ts';
import { isPending } from './actionDisplay.ts';

export const ACTION_DEFINITIONS_PATH = '/v1/actionDefinitions';
export const actionKeys = createQueryKeys('actionDefinitions');
export const historyKeys = createQueryKeys('actionHistories');

/** One definition with every field (the list leaves the body out); an unknown id answers 404 (→ the not-found route). */
export function useActionDefinition(actionDefinitionId: string | undefined) {
  return useQuery({
    queryKey: actionKeys.detail(actionDefinitionId ?? ''),
    queryFn: ({ signal }): Promise<ActionDefinitionResponse> =>
      api.GET('/v1/actionDefinitions/{actionDefinitionId}', { params: { path: { actionDefinitionId: actionDefinitionId! } }, signal }),
    enabled: Boolean(actionDefinitionId),
  });
}

export function useSaveActionDefinition() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ actionDefinitionId, body }: { actionDefinitionId?: string; body: z.input<typeof ActionDefinitionBody> }): Promise<ActionDefinitionResponse> =>
      actionDefinitionId
        ? api.POST('/v1/actionDefinitions/{actionDefinitionId}', { params: { path: { actionDefinitionId } }, body })
        : api.PUT('/v1/actionDefinitions', { body }),
    onSuccess: async (saved) => {
      queryClient.setQueryData(actionKeys.detail(saved.actionDefinitionId), saved);
      await queryClient.invalidateQueries({ queryKey: actionKeys.lists() });
    },
  });
}

export function useDeleteActionDefinition() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (actionDefinitionId: string): Promise<{ message: string }> =>
      api.DELETE('/v1/actionDefinitions/{actionDefinitionId}', { params: { path: { actionDefinitionId } } }),
    onSuccess: async (_answer, actionDefinitionId) => {
      queryClient.removeQueries({ queryKey: actionKeys.detail(actionDefinitionId) });
      await queryClient.invalidateQueries({ queryKey: actionKeys.lists() });
    },
  });
}

/** The rules that use a definition (GetRulesForAction), for the delete confirmation. */
export function useRulesForAction(actionDefinitionId: string | undefined) {
  return useQuery({
    queryKey: [...actionKeys.detail(actionDefinitionId ?? ''), 'rules'],
    queryFn: async ({ signal }) => {
      const answer = await api.GET('/v1/rules/GetRulesForAction(actionDefinitionId={actionDefinitionId})', {
        params: { path: { actionDefinitionId: actionDefinitionId! } },
        signal,
      });
      return answer.value;
    },
    enabled: Boolean(actionDefinitionId),
  });
}

export function useTestAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ actionDefinitionId, body }: { actionDefinitionId: string; body: z.input<typeof ActionTestBody> }): Promise<ActionTestResponse> =>
      api.POST('/v1/actionDefinitions/{actionDefinitionId}/test', { params: { path: { actionDefinitionId } }, body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: historyKeys.lists() }),
  });
}

/** How often the test result is asked for while it is pending, and for how long at most. */
export const TEST_RESULT_POLL_MS = 1000;
export const TEST_RESULT_POLL_LIMIT_MS = 2 * 60 * 1000;

/** The run a test started, found by its messageId (§7), asked for again every second while it is pending. */
export function useTestResult(messageId: string | undefined, startedAt: number) {
  return useQuery({
    queryKey: historyKeys.detail(messageId ?? '', 'byMessage'),
    queryFn: async ({ signal }): Promise<ActionHistoryResponse | null> => {
      const page = await api.GET('/v1/actionHistories', {
        params: { query: { messageId: messageId!, $expand: 'actionDefinition($select=name)', $orderby: 'created desc', $top: '1' } },
        signal,
      });
      return (page.value[0] as ActionHistoryResponse | undefined) ?? null;
    },
    enabled: Boolean(messageId),
    refetchInterval: (query) => {
      const run = query.state.data;
      const waiting = !run || (isPending(run.resultStatusId) && (run.attemptCount ?? 0) === 0);
      return waiting && Date.now() - startedAt < TEST_RESULT_POLL_LIMIT_MS ? TEST_RESULT_POLL_MS : false;
    },
  });
}

/** One page of a definition's runs, newest first (§7: ordered by actionProcessed descending). */
export function useActionHistories(actionDefinitionId: string, page: number, pageSize: number, protocolActionId?: string) {
  return useQuery({
    queryKey: historyKeys.list(actionDefinitionId, page, pageSize, protocolActionId),
    queryFn: ({ signal }) =>
      api.GET('/v1/actionHistories', {
        params: {
          query: {
            actionDefinitionIds: actionDefinitionId,
            // One protocol action's runs (§7: matched inside the input parameters).
            ...(protocolActionId ? { protocolActionId } : {}),
            $orderby: 'actionProcessed desc,created desc',
            $count: 'true',
            $top: String(pageSize),
            $skip: String(page * pageSize),
            $expand: 'actionDefinition($select=name)',
          },
        },
        signal,
      }),
    placeholderData: keepPreviousData,
    // Runs still waiting for their result change under the person's eyes.
    refetchInterval: (query) => (query.state.data?.value.some((run) => isPending(run.resultStatusId)) ? 3000 : false),
  });
}

export function useReplayAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (actionHistoryId: string) => api.POST('/v1/actionHistories/{actionHistoryId}/replay', { params: { path: { actionHistoryId } } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: historyKeys.all }),
  });
}

export const signingSecretKey = (tenantId: string) => ['actionSigningSecret', tenantId] as const;

export function useSigningSecret(tenantId: string | undefined) {
  return useQuery({
    queryKey: signingSecretKey(tenantId ?? ''),
    queryFn: ({ signal }): Promise<ActionSigningSecretResponse> =>
      api.GET('/v1/actionSigningSecrets/{tenantId}', { params: { path: { tenantId: tenantId! } }, signal }),
    enabled: Boolean(tenantId),
  });
}

export function useRotateSigningSecret() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (tenantId: string): Promise<ActionSigningSecretResponse> =>
      api.POST('/v1/actionSigningSecrets/{tenantId}/rotate', { params: { path: { tenantId } } }),
    onSuccess: (answer, tenantId) => queryClient.setQueryData(signingSecretKey(tenantId), answer),
  });
}
