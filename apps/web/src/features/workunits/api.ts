import {
  WorkUnitStateId,
  parseCustomField,
  type ApprovalLookupResponse,
  type CustomFieldDefinition,
  type JsonPatchOperation,
  type PersonOrGroup,
  type TenantResponse,
  type WorkUnitCreateBody,
  type WorkUnitHistoryResponse,
  type WorkUnitListResponse,
  type WorkUnitNoteCreateBody,
  type WorkUnitNoteResponse,
  type WorkUnitResponse,
} from '@portal/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { ApiError, api, fetchListPage } from '../../kit/api.ts';
import type { ODataQuery } from '../../kit/list/odata.ts';
import { createQueryKeys } from '../../kit/queryKeys.ts';

/**
 * Work unit calls and their query hooks, shared by the grid, the work unit panel, intake and mass edit.
 * Every key starts with 'workunits', so `invalidateQueries({ queryKey: workUnitKeys.all })` refreshes all.
 */
export const WORKUNITS_PATH = '/v1/workunits';

const base = createQueryKeys('workunits');
export const workUnitKeys = {
  ...base,
  /** `detail(id, 'history')` sits under the record's key, so invalidating the record refreshes it too. */
  history: (workUnitId: number | string) => base.detail(String(workUnitId), 'history'),
  /** Per signed-in user too: the answer is about them. */
  approval: (approverId: string, userName = '', workUnitId?: number, slot?: number) =>
    ['workunits', 'approval', approverId.toLowerCase(), userName, workUnitId ?? null, slot ?? null] as const,
  assignmentGroups: (tenantId: string) => ['workunits', 'assignmentGroups', tenantId] as const,
  tenantFields: (tenantId: string) => ['workunits', 'tenantFields', tenantId] as const,
  people: (term: string) => ['workunits', 'people', term] as const,
};

export type WorkUnit = WorkUnitResponse;
export type WorkUnitListItem = WorkUnitListResponse['value'][number];
export type WorkUnitCreateInput = z.input<typeof WorkUnitCreateBody>;

// ---------------------------------------------------------------------------------------------------
// Reads

/*
 * The record reads and the patch answer staff or customer shapes (the document gives both): a customer
 * row reads as a staff list row with fewer fields, and a whole record is told apart by staffView.
 */
export function fetchWorkUnits(query: ODataQuery, signal?: AbortSignal) {
  return fetchListPage<WorkUnitListItem>(WORKUNITS_PATH, query, signal);
}

/** What a work unit read or patch answers: the whole record, or a customer's view of it. */
type WorkUnitAnswer = WorkUnitResponse | { status: 'Done' | 'Active'; workUnitId: number };

/**
 * The staff record. The customer view (WorkUnits:view:mine alone) lacks most of its fields, so a staff
 * screen shows it as a failure rather than as an empty form.
 */
export function staffView(answer: WorkUnitAnswer): WorkUnitResponse {
  // Only the customer view says Done or Active; the staff record has its state.
  if (!('status' in answer)) return answer;
  throw new Error(`Work unit ${answer.workUnitId} is shown in the Resolution Center.`);
}

/** One page of work units with the caller's OData options. */
export function useWorkUnits(query: ODataQuery, options: { enabled?: boolean; refetchInterval?: number | false } = {}) {
  return useQuery({
    queryKey: workUnitKeys.list(query),
    queryFn: ({ signal }) => fetchWorkUnits(query, signal),
    placeholderData: keepPreviousData,
    enabled: options.enabled ?? true,
    refetchInterval: options.refetchInterval,
  });
}

export async function fetchWorkUnit(key: number | string, signal?: AbortSignal): Promise<WorkUnitResponse> {
  return staffView(await api.GET('/v1/workunits/{workUnitId}', { params: { path: { workUnitId: String(key) } }, signal }));
}

/**
 * One work unit by numeric id or public id. Not refetched behind the user's back: an open form edits
 * from these values, and its concurrency tests must compare with what the user saw.
 */
export function useWorkUnit(key: number | string | undefined) {
  return useQuery({
    queryKey: workUnitKeys.detail(String(key ?? '')),
    queryFn: ({ signal }) => fetchWorkUnit(key ?? '', signal),
    enabled: key !== undefined && key !== '',
    refetchOnWindowFocus: false,
    staleTime: Infinity,
  });
}

/** `GET /v1/workunits/GetWorkUnitHistoryRecords(workUnitId={id})`: newest first. */
export function useWorkUnitHistory(workUnitId: number | undefined) {
  return useQuery({
    queryKey: workUnitKeys.history(workUnitId ?? ''),
    queryFn: ({ signal }): Promise<WorkUnitHistoryResponse> =>
      api.GET('/v1/workunits/GetWorkUnitHistoryRecords(workUnitId={workUnitId})', { params: { path: { workUnitId: workUnitId! } }, signal }),
    enabled: workUnitId !== undefined,
  });
}

/**
 * Whether the signed-in user is `approverId` (`GET /api/generallookup/approval?approverId=`); with a work
 * unit and slot, whether they hold that slot's account, as the decision itself is checked.
 */
export function fetchApprovalLookup(approverId: string, signal?: AbortSignal, slotOf?: { workUnitId: number; approverSlot: number }): Promise<ApprovalLookupResponse> {
  return api.GET('/api/generallookup/approval', { params: { query: { approverId, ...slotOf } }, signal });
}

/**
 * The approval lookup for a pending approval slot's approver (§6): approve and decline show only once
 * it answers isCurrentUser. One query per approver and signed-in user, kept for a few minutes.
 */
export function useApprovalLookup(approverId: string | undefined, userName: string | undefined, slotOf?: { workUnitId: number; approverSlot: number }) {
  return useQuery({
    queryKey: workUnitKeys.approval(approverId ?? '', userName, slotOf?.workUnitId, slotOf?.approverSlot),
    queryFn: ({ signal }) => fetchApprovalLookup(approverId ?? '', signal, slotOf),
    enabled: Boolean(approverId && userName),
    staleTime: 5 * 60 * 1000,
  });
}

/** The tenant's assignment groups (comma-joined on the tenant). */
export function useAssignmentGroups(tenantId: string | null | undefined) {
  return useQuery({
    queryKey: workUnitKeys.assignmentGroups(tenantId ?? ''),
    queryFn: ({ signal }): Promise<string[]> => api.GET('/v1/tenants/{tenantId}/assignmentGroups', { params: { path: { tenantId: tenantId! } }, signal }),
    enabled: Boolean(tenantId),
    staleTime: 5 * 60 * 1000,
  });
}

/** One of the tenant's custom work unit fields: `customValue{n}` with its definition. */
export interface TenantCustomField {
  field: `customValue${number}`;
  index: number;
  definition: CustomFieldDefinition;
}

export function customFieldsOf(tenant: TenantResponse | undefined): TenantCustomField[] {
  if (!tenant) return [];
  const fields: TenantCustomField[] = [];
  for (let index = 1; index <= 15; index++) {
    const text: unknown = tenant[`workUnitFieldDef${index}` as keyof TenantResponse];
    if (typeof text !== 'string' || !text.trim()) continue;
    const parsed = parseCustomField(text);
    if (parsed.ok) fields.push({ field: `customValue${index}`, index, definition: parsed.value });
  }
  return fields;
}

/** The tenant's custom field definitions (`GET v1/tenants({id})`). */
export function useTenantCustomFields(tenantId: string | null | undefined) {
  return useQuery({
    queryKey: workUnitKeys.tenantFields(tenantId ?? ''),
    queryFn: async ({ signal }) => {
      const tenant: TenantResponse = await api.GET('/v1/tenants/{tenantId}', { params: { path: { tenantId: tenantId! } }, signal });
      return customFieldsOf(tenant);
    },
    enabled: Boolean(tenantId),
    staleTime: 5 * 60 * 1000,
  });
}

/** People matching a search term (`GET /api/people?searchTerm=`); the caller debounces the term. */
export function usePeopleSearch(term: string, enabled = true) {
  return useQuery({
    queryKey: workUnitKeys.people(term),
    queryFn: ({ signal }): Promise<PersonOrGroup[]> => api.GET('/api/people', { params: { query: { searchTerm: term } }, signal }),
    enabled,
    staleTime: 60 * 1000,
    placeholderData: keepPreviousData,
  });
}

// ---------------------------------------------------------------------------------------------------
// JSON Patch

const isEmpty = (v: unknown) => v === undefined || v === null || v === '';

/** Whether two form values mean the same ('' and null are both empty; dates compare as instants). */
export function samePatchValue(a: unknown, b: unknown): boolean {
  if (isEmpty(a) || isEmpty(b)) return isEmpty(a) && isEmpty(b);
  if (typeof a === 'string' && typeof b === 'string' && a !== b && /^\d{4}-\d\d-\d\dT/.test(a) && /^\d{4}-\d\d-\d\dT/.test(b)) {
    const x = Date.parse(a);
    const y = Date.parse(b);
    if (!Number.isNaN(x) && x === y) return true;
  }
  return JSON.stringify(a) === JSON.stringify(b);
}

/**
 * The JSON Patch from `before` to `after`: for every changed field a `test` of the value the user
 * started from, then a `replace` with the new one. The tests make the server answer 409 when someone
 * else changed one of those fields in the meantime. Empty text is sent as null.
 */
export function workUnitPatch(
  before: Readonly<Record<string, unknown>>,
  after: Readonly<Record<string, unknown>>,
  fields: readonly string[] = Object.keys(after),
): JsonPatchOperation[] {
  const operations: JsonPatchOperation[] = [];
  for (const field of fields) {
    if (!(field in after)) continue;
    const previous = before[field];
    const next = after[field];
    if (samePatchValue(previous, next)) continue;
    operations.push({ op: 'test', path: `/${field}`, value: isEmpty(previous) ? null : previous });
    operations.push({ op: 'replace', path: `/${field}`, value: isEmpty(next) ? null : next });
  }
  return operations;
}

/**
 * The panel's save: workUnitPatch, and when the assignment group moves away from a group (an
 * escalation) its reason and note are sent even when they read as the last escalation's did. The
 * server wants each escalation's own reason in the patch (§5) and drops a note the patch leaves out.
 */
export function workUnitSavePatch(
  before: Readonly<Record<string, unknown>>,
  after: Readonly<Record<string, unknown>>,
  fields: readonly string[] = Object.keys(after),
): JsonPatchOperation[] {
  const operations = workUnitPatch(before, after, fields);
  const escalating = !isEmpty(before.assignmentGroup) && 'assignmentGroup' in after && !samePatchValue(before.assignmentGroup, after.assignmentGroup);
  if (!escalating) return operations;
  for (const field of ['escalationReason', 'escalationNote']) {
    const value = after[field];
    if (isEmpty(value) || operations.some((o) => o.path === `/${field}`)) continue;
    operations.push({ op: 'test', path: `/${field}`, value: isEmpty(before[field]) ? null : before[field] });
    operations.push({ op: 'replace', path: `/${field}`, value });
  }
  return operations;
}

// ---------------------------------------------------------------------------------------------------
// Writes

async function refreshAfterWrite(queryClient: QueryClient, workUnit: WorkUnitResponse) {
  queryClient.setQueryData(workUnitKeys.detail(String(workUnit.workUnitId)), workUnit);
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: workUnitKeys.lists() }),
    queryClient.invalidateQueries({ queryKey: workUnitKeys.history(workUnit.workUnitId) }),
  ]);
}

/** `PUT /v1/workunits`: a new work unit, sent with workUnitId -1. */
export function useCreateWorkUnit() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: WorkUnitCreateInput): Promise<WorkUnitResponse> => api.PUT('/v1/workunits', { body: { ...body, workUnitId: -1 } }),
    onSuccess: (workUnit) => refreshAfterWrite(queryClient, workUnit),
  });
}

export interface PatchInput {
  workUnitId: number;
  operations: JsonPatchOperation[];
}

export async function patchWorkUnit({ workUnitId, operations }: PatchInput): Promise<WorkUnitResponse> {
  return staffView(await api.PATCH('/v1/workunits/{workUnitId}', { params: { path: { workUnitId } }, body: operations }));
}

/** `PATCH /v1/workunits/{id}` with a JSON Patch (see workUnitPatch). */
export function usePatchWorkUnit() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: patchWorkUnit,
    onSuccess: (workUnit) => refreshAfterWrite(queryClient, workUnit),
  });
}

export interface DecisionInput {
  workUnitId: number;
  decision: 'approve' | 'decline';
  approverSlot: 1 | 2;
  notes?: string | null;
}

/** Approve or decline one approval slot of a change request. */
export function useWorkUnitDecision() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ workUnitId, decision, approverSlot, notes }: DecisionInput): Promise<WorkUnitResponse> =>
      api.POST(`/v1/workunits/{workUnitId}/${decision}`, { params: { path: { workUnitId } }, body: { approverSlot, notes: notes ?? null } }),
    onSuccess: (workUnit) => refreshAfterWrite(queryClient, workUnit),
    // Refused because the decisions changed meanwhile (409: declined, done, already decided): show them as they are.
    onError: (error, { workUnitId }) => {
      if (error instanceof ApiError && error.status === 409) void queryClient.invalidateQueries({ queryKey: workUnitKeys.detail(String(workUnitId)) });
    },
  });
}

/** `PUT /v1/workunitnotes`; the note then shows in the history. */
export function useAddWorkUnitNote() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: WorkUnitNoteCreateBody): Promise<WorkUnitNoteResponse> => api.PUT('/v1/workunitnotes', { body }),
    onSuccess: (note) => queryClient.invalidateQueries({ queryKey: workUnitKeys.history(note.workUnitId) }),
  });
}

/**
 * '(ack)' on a New row (§4): Acknowledged and assigned to the current user, guarded by tests on the
 * state and assignee the grid showed.
 */
export function acknowledgePatch(row: Pick<WorkUnitListItem, 'stateId' | 'assignedTo'>, userName: string): JsonPatchOperation[] {
  return workUnitPatch(
    { stateId: row.stateId ?? WorkUnitStateId.New, assignedTo: row.assignedTo ?? null },
    { stateId: WorkUnitStateId.Acknowledged, assignedTo: userName },
  );
}
