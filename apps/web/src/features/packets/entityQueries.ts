import type { PacketResponse, RuleMatch } from '@portal/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { usePermissions } from '../../app/permissions.tsx';
import { ApiError, api, fetchListPage } from '../../kit/api.ts';
import type { LogEntryRow } from '../../kit/LogEntriesTable.tsx';
import { PACKET_POLL_MS, packetKeys } from './queries.ts';

/** Part 1 §9: rule matches refresh every 30 s. */
export const RULE_MATCH_REFRESH_MS = 30_000;

interface RuleMatchPage { '@odata.count'?: number; value: Array<Partial<RuleMatch>> }
/**
 * GET v1/rulematches (the rule evaluation's route), called untyped: it joins the API document and
 * api-types.ts when the lead regenerates them.
 */
const getRuleMatches = api.GET as unknown as (path: string, init: { params: { query: Record<string, string | number> }; signal?: AbortSignal }) => Promise<RuleMatchPage>;

/** The rule matches whose subject is this entity, newest first, with the rule's name. */
export function useSubjectRuleMatches(subjectId: string | undefined) {
  return useQuery({
    queryKey: ['rulematches', 'subject', subjectId ?? ''],
    queryFn: ({ signal }) => getRuleMatches('/v1/rulematches', {
      params: { query: { $filter: `subjectId eq '${subjectId}'`, $orderby: 'created desc', $expand: 'rule', $top: 50, $count: 'true' } }, signal,
    }),
    enabled: Boolean(subjectId),
    refetchInterval: RULE_MATCH_REFRESH_MS,
  });
}

/** A page of an entity's stored packets, newest first, with the total. */
export function useEntityPackets(entityId: string, page: number, pageSize: number) {
  return useQuery({
    queryKey: packetKeys.list('entity', entityId, page, pageSize),
    queryFn: ({ signal }) => fetchListPage<Partial<PacketResponse>>('/v1/packets', {
      $filter: `entityId eq ${entityId}`, $orderby: 'timestamp desc', $top: pageSize, $skip: page * pageSize, $count: true,
    }, signal),
    placeholderData: keepPreviousData,
    refetchInterval: PACKET_POLL_MS,
  });
}

const isNotFound = (error: unknown) => error instanceof ApiError && error.status === 404;

/**
 * The logs of the entity a packet belongs to. Packets do not say what their entity is, so this asks the areas the
 * user may view in turn: a block's logs, a device's, a device operation's; the first that knows the id answers.
 */
export function useEntityLogs(entityId: string) {
  const { has } = usePermissions();
  const blocks = has('Blocks:view');
  const devices = has('Devices:view');
  return useQuery({
    queryKey: packetKeys.detail(entityId, 'logs', blocks, devices),
    queryFn: async ({ signal }): Promise<LogEntryRow[]> => {
      const attempts: Array<() => Promise<LogEntryRow[]>> = [];
      if (blocks) attempts.push(async () => (await api.GET('/v1/blocks/{blockId}/logs', { params: { path: { blockId: entityId } }, signal })).logs);
      if (devices) {
        attempts.push(async () => (await api.GET('/v1/devices/{deviceId}/logs', { params: { path: { deviceId: entityId }, query: { $top: 100 } }, signal })).value);
        attempts.push(async () => (await api.GET('/v1/deviceOperations/{deviceOperationId}/logs', { params: { path: { deviceOperationId: entityId } }, signal })).value as LogEntryRow[]);
      }
      for (const attempt of attempts) {
        try {
          return await attempt();
        } catch (error) {
          if (!isNotFound(error)) throw error;
        }
      }
      return [];
    },
    refetchInterval: PACKET_POLL_MS,
  });
}
