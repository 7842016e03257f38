import type {
  ConditionInputOptionsResponse, LeftOperandOptionResponse, OperatorOptionResponse, Rule, RuleBodyInput, RuleDryRunResponse, RuleMatch,
  RuleOptionResponse, RuleToggleResponse, TimeZoneOptionResponse,
} from '@portal/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, fetchListPage, type ListAnswer } from '../../kit/api.ts';
import { createQueryKeys } from '../../kit/queryKeys.ts';

export const RULES_PATH = '/v1/rules';
export const ruleKeys = createQueryKeys('rules');
const matchKeys = createQueryKeys('rulematches');
const lookupKeys = createQueryKeys('rulelookups');

/** Part 1 §9: rule matches refresh every 30 s (unless paused), 50 to a page, newest first. */
export const RULE_MATCHES_REFRESH_MS = 30_000;
export const RULE_MATCHES_PAGE_SIZE = 50;
/** The dry run evaluates the last this many stored packets of the rule's scope (issue 30 item 4). */
export const DRY_RUN_PACKETS = 1000;

const DAY = 24 * 60 * 60 * 1000;

/** A lookup may answer a bare list or an OData page; the editor wants the list. */
function listOf<T>(answer: unknown): T[] {
  if (Array.isArray(answer)) return answer as T[];
  if (answer && typeof answer === 'object' && 'value' in answer && Array.isArray(answer.value)) return answer.value as T[];
  return [];
}

export function useRule(ruleId: string | undefined) {
  return useQuery({
    queryKey: ruleKeys.detail(ruleId ?? ''),
    queryFn: ({ signal }): Promise<Rule> => api.GET('/v1/rules/{ruleId}', { params: { path: { ruleId: ruleId! } }, signal }) as Promise<Rule>,
    enabled: Boolean(ruleId),
  });
}

export function useSaveRule() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ ruleId, body }: { ruleId?: string; body: RuleBodyInput }): Promise<Rule> =>
      (ruleId ? api.POST('/v1/rules/{ruleId}', { params: { path: { ruleId } }, body }) : api.PUT('/v1/rules', { body })) as Promise<Rule>,
    onSuccess: async (rule) => {
      queryClient.setQueryData(ruleKeys.detail(rule.ruleId), rule);
      await queryClient.invalidateQueries({ queryKey: ruleKeys.lists() });
    },
  });
}

export function useToggleRule() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ruleId: string): Promise<RuleToggleResponse> =>
      api.POST('/v1/rules/toggledisabled/{ruleId}', { params: { path: { ruleId } } }) as Promise<RuleToggleResponse>,
    onSuccess: async (_answer, ruleId) => {
      await queryClient.invalidateQueries({ queryKey: ruleKeys.detail(ruleId) });
      await queryClient.invalidateQueries({ queryKey: ruleKeys.lists() });
    },
  });
}

export function useDeleteRule() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ruleId: string): Promise<{ message?: string }> =>
      api.DELETE('/v1/rules/{ruleId}', { params: { path: { ruleId } } }) as Promise<{ message?: string }>,
    onSuccess: async (_answer, ruleId) => {
      queryClient.removeQueries({ queryKey: ruleKeys.detail(ruleId) });
      await queryClient.invalidateQueries({ queryKey: ruleKeys.lists() });
    },
  });
}

/** The unsaved rule against the last stored packets of its scope: which would have matched, and why. */
export function useRuleDryRun() {
  return useMutation({
    mutationFn: (rule: RuleBodyInput): Promise<RuleDryRunResponse> =>
      api.POST('/v1/rules/dryRun', { body: { rule, limit: DRY_RUN_PACKETS } }) as Promise<RuleDryRunResponse>,
  });
}

/** One page of a rule's matches, newest first, refreshed every 30 s unless paused. */
export function useRuleMatches(ruleId: string, { page, pageSize, paused }: { page: number; pageSize: number; paused: boolean }) {
  return useQuery({
    queryKey: matchKeys.list(ruleId, page, pageSize),
    queryFn: ({ signal }) =>
      fetchListPage<Partial<RuleMatch>>('/v1/rulematches', {
        $filter: `ruleId eq ${ruleId}`, $orderby: 'created desc', $top: pageSize, $skip: page * pageSize, $count: true, $expand: 'rule',
      }, signal) as Promise<ListAnswer<Partial<RuleMatch>>>,
    refetchInterval: paused ? false : RULE_MATCHES_REFRESH_MS,
    placeholderData: keepPreviousData,
  });
}

export function useRuleTypes() {
  return useQuery({
    queryKey: lookupKeys.list('ruletypes'),
    queryFn: async ({ signal }) => listOf<RuleOptionResponse>(await api.GET('/api/generalLookup/ruletypes', { signal })),
    staleTime: DAY,
  });
}

export function useOperators() {
  return useQuery({
    queryKey: lookupKeys.list('operators'),
    queryFn: async ({ signal }) => listOf<OperatorOptionResponse>(await api.GET('/api/generalLookup/operators', { signal })),
    staleTime: DAY,
  });
}

export function useOccurrenceOptions() {
  return useQuery({
    queryKey: lookupKeys.list('occuranceoptions'),
    queryFn: async ({ signal }) => listOf<RuleOptionResponse>(await api.GET('/api/generalLookup/occuranceoptions', { signal })),
    staleTime: DAY,
  });
}

export function useTimeZones(enabled: boolean) {
  return useQuery({
    queryKey: lookupKeys.list('timezones'),
    queryFn: async ({ signal }) => listOf<TimeZoneOptionResponse>(await api.GET('/api/generalLookup/timezones', { signal })),
    staleTime: DAY,
    enabled,
  });
}

/** What a condition may read for this rule type (and tenant): the engine's own list. */
export function useLeftOperands(ruleType: number | null, tenantId: string | null) {
  return useQuery({
    queryKey: lookupKeys.list('ruleleftoperands', ruleType, tenantId),
    queryFn: async ({ signal }) =>
      listOf<LeftOperandOptionResponse>(await api.GET('/api/generalLookup/ruleleftoperands', {
        params: { query: { ...(ruleType ? { ruleType } : {}), ...(tenantId ? { tenantId } : {}) } }, signal,
      })),
    staleTime: DAY,
    placeholderData: keepPreviousData,
  });
}

/** How the value of a condition on this kind of operand is entered: text, a number, a choice, a time span. */
export function useConditionInputOptions(urlTenantId: string, leftOperandType: string | undefined, tenantId: string | null) {
  return useQuery({
    queryKey: lookupKeys.list('conditionInputOptions', leftOperandType, tenantId),
    queryFn: ({ signal }): Promise<ConditionInputOptionsResponse> =>
      api.GET('/api/{urlTenantId}/rulelookup/conditionInputOptions/{leftOperandType}', {
        params: { path: { urlTenantId, leftOperandType: leftOperandType! }, query: tenantId ? { tenantId } : {} }, signal,
      }) as Promise<ConditionInputOptionsResponse>,
    enabled: Boolean(leftOperandType),
    staleTime: 5 * 60 * 1000,
  });
}

export interface RuleActionDefinition {
  actionDefinitionId: string;
  name: string;
  actionDefinitionTypeId: number;
  tenantId: string | null;
  inputParameters: string | null;
}

/** The action definitions a rule of this tenant may run (its own, shared ones and the rule built-ins). */
export function useRuleActionDefinitions(tenantId: string | null) {
  return useQuery({
    queryKey: lookupKeys.list('actionDefinitionsForRules', tenantId),
    queryFn: async ({ signal }) =>
      listOf<RuleActionDefinition>(await api.GET('/v1/actionDefinitions/GetActionDefinitionsForRules(tenantId={tenantId})', {
        params: { path: { tenantId: tenantId! } }, signal,
      })),
    enabled: Boolean(tenantId),
    staleTime: 60 * 1000,
  });
}
