import type { PacketResponse, RuleMatch } from '@portal/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { usePermissions } from '../../app/permissions.tsx';
import { api, fetchListPage } from '../../kit/api.ts';
import type { LogEntryRow } from '../../kit/LogEntriesTable.tsx';
import { PACKET_POLL_MS, packetKeys } from './queries.ts';

/** Part 1 §9: rule matches refresh every 30 s. */
export const RULE_MATCH_REFRESH_MS = 30_000;

/** The rule matches whose subject is this entity, newest first, with the rule's name. */
export function useSubjectRuleMatches(subjectId: string | undefined) {
  const { has } = usePermissions();
  return useQuery({
    queryKey: ['rulematches', 'subject', subjectId ?? ''],
    queryFn: ({ signal }) => fetchListPage<Partial<RuleMatch>>('/v1/rulematches', {
      $filter: `subjectId eq '${subjectId}'`, $orderby: 'created desc', $expand: 'rule', $top: 50, $count: true,
    }, signal),
    enabled: Boolean(subjectId) && has('Rules:view'),
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

/** True when the list at `path` filtered by `field eq entityId` has a row: asked instead of a GET by id, whose 404 the browser logs. */
async function listHas(path: '/v1/devices' | '/v1/deviceOperations', field: string, entityId: string, signal: AbortSignal): Promise<boolean> {
  const page = await fetchListPage<Record<string, unknown>>(path as never, { $filter: `${field} eq ${entityId}`, $select: field, $top: 1 }, signal);
  return page.value.length > 0;
}

/**
 * The logs of the entity a packet belongs to. Packets do not say what their entity is, so this asks the areas the
 * user may view in turn, through lists that answer 200 either way: is it a block of the packet's tenant, a device,
 * a device operation? The first that knows the id gives its logs.
 */
export function useEntityLogs(entityId: string, tenantId: string) {
  const { has } = usePermissions();
  const blocks = has('Blocks:view');
  const devices = has('Devices:view');
  return useQuery({
    queryKey: packetKeys.detail(entityId, 'logs', blocks, devices),
    queryFn: async ({ signal }): Promise<LogEntryRow[]> => {
      if (blocks) {
        const list = await api.GET('/v1/blocks', { params: { query: { tenantId } }, signal });
        if (list.value.some((b) => b.blockId === entityId)) {
          return (await api.GET('/v1/blocks/{blockId}/logs', { params: { path: { blockId: entityId } }, signal })).logs;
        }
      }
      if (devices && (await listHas('/v1/devices', 'deviceId', entityId, signal))) {
        return (await api.GET('/v1/devices/{deviceId}/logs', { params: { path: { deviceId: entityId }, query: { $top: 100 } }, signal })).value;
      }
      if (devices && (await listHas('/v1/deviceOperations', 'deviceOperationId', entityId, signal))) {
        return (await api.GET('/v1/deviceOperations/{deviceOperationId}/logs', { params: { path: { deviceOperationId: entityId } }, signal })).value as LogEntryRow[];
      }
      return [];
    },
    refetchInterval: PACKET_POLL_MS,
  });
}
