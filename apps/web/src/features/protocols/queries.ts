import type { Protocol, ProtocolAction, ProtocolActionBodyInput, ProtocolBodyInput, ProtocolMatchedRule } from '@portal/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, type ListAnswer } from '../../kit/api.ts';
import { createQueryKeys } from '../../kit/queryKeys.ts';

export const PROTOCOLS_PATH = '/v1/protocols';
export const protocolKeys = createQueryKeys('protocols');
export const protocolActionKeys = createQueryKeys('protocolActions');
const lookupKeys = createQueryKeys('protocolLookups');

/** Part 1 §9: the protocol's rule grid (Assigned Rules) shows 100 to a page. */
export const ASSIGNED_RULES_PAGE_SIZE = 100;

/** One protocol (with its tenant); an unknown id answers 404 (→ the not-found route). */
export function useProtocol(protocolId: string | undefined) {
  return useQuery({
    queryKey: protocolKeys.detail(protocolId ?? ''),
    queryFn: ({ signal }): Promise<Protocol> =>
      api.GET('/v1/protocols/{protocolId}', { params: { path: { protocolId: protocolId! } }, signal }) as Promise<Protocol>,
    enabled: Boolean(protocolId),
  });
}

export function useSaveProtocol() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ protocolId, body }: { protocolId?: string; body: ProtocolBodyInput }): Promise<Protocol> =>
      (protocolId
        ? api.POST('/v1/protocols/{protocolId}', { params: { path: { protocolId } }, body })
        : api.PUT('/v1/protocols', { body })) as Promise<Protocol>,
    onSuccess: async (saved) => {
      queryClient.setQueryData(protocolKeys.detail(saved.protocolId), saved);
      await queryClient.invalidateQueries({ queryKey: protocolKeys.lists() });
    },
  });
}

export function useDeleteProtocol() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (protocolId: string): Promise<{ message: string }> =>
      api.DELETE('/v1/protocols/{protocolId}', { params: { path: { protocolId } } }) as Promise<{ message: string }>,
    onSuccess: async (_answer, protocolId) => {
      queryClient.removeQueries({ queryKey: protocolKeys.detail(protocolId) });
      await queryClient.invalidateQueries({ queryKey: protocolKeys.lists() });
    },
  });
}

/** GetMatchedRules: the rules whose create-work-unit action opens work units under this protocol (the whole list; the tab pages it). */
export function useMatchedRules(protocolId: string | undefined) {
  return useQuery({
    queryKey: protocolKeys.detail(protocolId ?? '', 'matchedRules'),
    queryFn: async ({ signal }) => {
      const answer = (await api.GET('/v1/protocols/GetMatchedRules(id={id})', { params: { path: { id: protocolId! } }, signal })) as ListAnswer<ProtocolMatchedRule>;
      return answer.value;
    },
    enabled: Boolean(protocolId),
  });
}

/** The protocol's actions with their definitions, in event then sequence order. */
export function useProtocolActions(protocolId: string) {
  return useQuery({
    queryKey: protocolActionKeys.list(protocolId),
    queryFn: async ({ signal }) => {
      const page = (await api.GET('/v1/protocolActions', {
        params: {
          query: { $filter: `protocolId eq ${protocolId}`, $expand: 'actionDefinition', $orderby: 'workUnitEventTypeId asc,sequence asc', $top: '1000' },
        },
        signal,
      })) as ListAnswer<Partial<ProtocolAction>>;
      return page.value;
    },
  });
}

export function useSaveProtocolAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ protocolActionId, body }: { protocolActionId?: string; body: ProtocolActionBodyInput }): Promise<ProtocolAction> =>
      (protocolActionId
        ? api.POST('/v1/protocolActions/{protocolActionId}', { params: { path: { protocolActionId } }, body })
        : api.PUT('/v1/protocolActions', { body })) as Promise<ProtocolAction>,
    onSuccess: async (saved) => {
      await queryClient.invalidateQueries({ queryKey: protocolActionKeys.list(saved.protocolId) });
    },
  });
}

export function useDeleteProtocolAction(protocolId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (protocolActionId: string): Promise<{ message: string }> =>
      api.DELETE('/v1/protocolActions/{protocolActionId}', { params: { path: { protocolActionId } } }) as Promise<{ message: string }>,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: protocolActionKeys.list(protocolId) }),
  });
}

export interface ProtocolActionDefinition {
  actionDefinitionId: string;
  name: string;
  actionDefinitionTypeId: number;
  tenantId: string | null;
  inputParameters: string | null;
}

/** The action definitions a protocol of this tenant may run (GetActionDefinitionsForProtocols). */
export function useProtocolActionDefinitions(tenantId: string | undefined) {
  return useQuery({
    queryKey: lookupKeys.list('actionDefinitionsForProtocols', tenantId),
    queryFn: async ({ signal }) => {
      const answer = await api.GET('/v1/actionDefinitions/GetActionDefinitionsForProtocols(tenantId={tenantId})', {
        params: { path: { tenantId: tenantId! } }, signal,
      });
      return answer.value as ProtocolActionDefinition[];
    },
    enabled: Boolean(tenantId),
    staleTime: 60 * 1000,
  });
}
