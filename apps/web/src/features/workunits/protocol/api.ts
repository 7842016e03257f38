import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, newIdempotencyKey, withIdempotencyKey } from '../../../kit/api.ts';
import { workUnitKeys } from '../api.ts';
import { MANUAL_ACTION_REFRESH_MS, type LastRun, type ManualAction } from './manualActions.ts';

/**
 * The calls of the work unit panel's Protocols and Pending Actions tabs (part 3 §7): the protocol with its
 * actions for the current event, the last run of each, the trigger and the email preview.
 */

export const protocolPanelKeys = {
  /** Under the work unit's key, so refreshing the work unit refreshes these too. */
  actions: (workUnitId: number, protocolId: string, eventType: number, which: 'repeatable' | 'all') =>
    [...workUnitKeys.detail(String(workUnitId)), 'protocolActions', protocolId, eventType, which] as const,
  runs: (workUnitId: number) => [...workUnitKeys.detail(String(workUnitId)), 'protocolActionRuns'] as const,
  options: (tenantId: string) => ['protocols', 'lookup', tenantId] as const,
};

export interface ProtocolWithActions {
  protocolId?: string;
  name?: string;
  manualActions?: string | null;
  protocolActions?: ManualAction[];
}

/**
 * `GET v1/protocols?$filter=protocolId eq …&$expand=protocolActions($filter=workUnitEventTypeId eq …[ and
 * repeatable eq true];$expand=actionDefinition)`: "the first result's actions are used" (§7).
 */
export async function fetchProtocolActions(protocolId: string, eventType: number, repeatableOnly: boolean, signal?: AbortSignal): Promise<ProtocolWithActions | undefined> {
  const actionFilter = `workUnitEventTypeId eq ${eventType}${repeatableOnly ? ' and repeatable eq true' : ''}`;
  const answer = await api.GET('/v1/protocols', {
    params: {
      query: {
        $filter: `protocolId eq ${protocolId}`,
        $expand: `protocolActions($filter=${actionFilter};$expand=actionDefinition)`,
      },
    },
    signal,
  });
  return (answer.value as ProtocolWithActions[])[0];
}

/**
 * The protocol's actions for the event: the §7 call as the spec gives it (repeatable ones, the Protocols
 * tab), or every action of the event (the Pending Actions tab, which offers the manual ones).
 */
export function useProtocolActions(workUnitId: number, protocolId: string | null | undefined, eventType: number | undefined, which: 'repeatable' | 'all', enabled = true) {
  return useQuery({
    queryKey: protocolPanelKeys.actions(workUnitId, protocolId ?? '', eventType ?? 0, which),
    queryFn: ({ signal }) => fetchProtocolActions(protocolId!, eventType!, which === 'repeatable', signal),
    enabled: enabled && Boolean(protocolId) && eventType !== undefined,
    placeholderData: keepPreviousData,
  });
}

/** Whether a run has yet to finish (queued, waiting for its step, retrying). */
const unfinished = (run: LastRun) => Boolean(run.actionHistoryId) && !run.rejected && (run.resultStatusId === 3 || run.resultStatusId === 0 || run.resultStatusId == null);

/**
 * `GET /v1/workunits/{workUnitId}/protocolActionRuns`: the last run of each protocol action on the unit;
 * asked again every 5 s while a run has yet to finish, so its Success or Failure shows without a reload.
 */
export function useProtocolActionRuns(workUnitId: number, enabled = true) {
  return useQuery({
    queryKey: protocolPanelKeys.runs(workUnitId),
    queryFn: async ({ signal }): Promise<LastRun[]> => {
      const answer = await api.GET('/v1/workunits/{workUnitId}/protocolActionRuns', { params: { path: { workUnitId } }, signal });
      return answer.value;
    },
    enabled,
    refetchInterval: (query) => ((query.state.data ?? []).some(unfinished) ? MANUAL_ACTION_REFRESH_MS : false),
  });
}

export interface TriggerInput {
  workUnitId: number;
  protocolActionId: string;
  workUnitEventType: number;
  userDefinedParams?: Record<string, string>;
  reject: boolean;
}

/**
 * `POST /v1/workunits/{workUnitId}/protocolActions/{protocolActionId}/trigger`. One idempotency key per
 * click, so a retried request is the same trigger, never a second run.
 */
export function useTriggerProtocolAction() {
  return useMutation({
    mutationFn: ({ workUnitId, protocolActionId, workUnitEventType, userDefinedParams, reject }: TriggerInput) =>
      withIdempotencyKey(newIdempotencyKey(), () =>
        api.POST('/v1/workunits/{workUnitId}/protocolActions/{protocolActionId}/trigger', {
          params: { path: { workUnitId, protocolActionId } },
          body: { workUnitEventType, userDefinedParams: userDefinedParams ?? {}, reject },
        })),
  });
}

/**
 * Refreshes what a trigger changes: the actions, their runs and the history. Not the work unit itself: an
 * open form's concurrency tests compare with the values the user saw.
 */
export function useRefreshAfterTrigger(workUnitId: number) {
  const queryClient = useQueryClient();
  const detail = workUnitKeys.detail(String(workUnitId));
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: [...detail, 'protocolActions'] }),
      queryClient.invalidateQueries({ queryKey: protocolPanelKeys.runs(workUnitId) }),
      queryClient.invalidateQueries({ queryKey: workUnitKeys.history(workUnitId) }),
    ]);
}

export interface EmailPreview {
  to: string;
  cc: string;
  bcc: string;
  subject: string;
  body: string;
}

/** `POST /v1/emailtemplates/render`: the mail the action would send, from the real template. */
export async function renderEmailPreview(workUnitId: number, protocolActionId: string, userDefinedParams: Record<string, string>): Promise<EmailPreview> {
  const answer = await api.POST('/v1/emailtemplates/render', { body: { workUnitId, protocolActionId, userDefinedParams } });
  return answer as EmailPreview;
}

export interface ProtocolOption {
  protocolId: string;
  name: string;
}

/** The protocols a work unit of the tenant may follow (`GET v1/protocols/lookup?tenantId=`). */
export function useProtocolOptions(tenantId: string | null | undefined, enabled = true) {
  return useQuery({
    queryKey: protocolPanelKeys.options(tenantId ?? ''),
    queryFn: async ({ signal }): Promise<ProtocolOption[]> => {
      const answer = await api.GET('/v1/protocols/lookup', { params: { query: { tenantId: tenantId! } }, signal });
      return answer.value;
    },
    enabled: enabled && Boolean(tenantId),
    staleTime: 60 * 1000,
  });
}
