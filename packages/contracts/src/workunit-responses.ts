import { z } from 'zod';
import { intIdParam, singleLine } from './common.ts';
import { historyTypes, workUnitTypeIds, workUnitTypeNames } from './workunit-enums.ts';
import { type CustomValueField, customValueFields } from './workunit-fields.ts';

/** The response bodies of the work unit calls, the Resolution Center's and the lookups'. */

// Expanded records: fields are optional because `$expand=tenant($select=name)` may leave some out.
export const WorkUnitTenantSummary = z.object({
  tenantId: z.guid(),
  name: z.string(),
  internalNotificationEmailAddress: z.string().nullable(),
}).partial();
export const WorkUnitCategorySummary = z.object({ workUnitCategoryId: z.number().int(), name: z.string() }).partial();
export const WorkUnitSubcategorySummary = z.object({ workUnitSubcategoryId: z.number().int(), name: z.string() }).partial();
export const WorkUnitRelationResponse = z.object({
  workUnitRelationId: z.number().int(),
  workUnitId: z.number().int(),
  referenceId: z.string(),
  referenceType: z.string(),
  created: z.string(),
  createdBy: z.string(),
});
export type WorkUnitRelationResponse = z.infer<typeof WorkUnitRelationResponse>;
export const WorkUnitProtocolSummary = z.object({ protocolId: z.guid(), name: z.string(), manualActions: z.string().nullable() }).partial();

const nullableText = z.string().nullable();
const customValueOut = Object.fromEntries(customValueFields.map((f) => [f, nullableText])) as Record<CustomValueField, typeof nullableText>;

/** A work unit as GET by id answers it (dates as ISO 8601 text). */
export const WorkUnitResponse = z.object({
  workUnitId: z.number().int(),
  publicWorkUnitId: z.guid(),
  title: z.string(),
  description: nullableText,
  workUnitTypeId: z.number().int(),
  workUnitType: z.string(),
  workUnitCategoryId: z.number().int().nullable(),
  workUnitSubcategoryId: z.number().int().nullable(),
  severityId: z.number().int(),
  effort: z.number().int().nullable(),
  stateId: z.number().int(),
  created: z.string(),
  modified: z.string(),
  resolved: nullableText,
  createdBy: z.string(),
  modifiedBy: nullableText,
  resolution: nullableText,
  externalNotes: nullableText,
  assignedTo: nullableText,
  assignmentGroup: nullableText,
  tenantId: z.guid(),
  source: nullableText,
  referenceId: nullableText,
  referenceUrl: nullableText,
  protocolId: z.guid().nullable(),
  properties: nullableText,
  internalWorkUnitId: nullableText,
  isSpamCall: z.boolean(),
  escalationReason: nullableText,
  escalationNote: nullableText,
  requestedChangeWindow: nullableText,
  stakeHolderFullName: nullableText,
  stakeholderPhoneNumber: nullableText,
  stakeHolderEmailAddress: nullableText,
  stakeholderExperienceScore: nullableText,
  implementationPlan: nullableText,
  rollbackPlan: nullableText,
  affectedResources: nullableText,
  securityConsiderations: nullableText,
  userImpact: nullableText,
  costImpact: nullableText,
  implementer: nullableText,
  environment: nullableText,
  plannedOutage: z.boolean().nullable(),
  plannedStartTime: nullableText,
  plannedFinishTime: nullableText,
  expectedCFSAlerts: nullableText,
  approver1: nullableText,
  approver2: nullableText,
  isApproverRequired: z.boolean(),
  approved1By: nullableText,
  approved2By: nullableText,
  declined1By: nullableText,
  declined2By: nullableText,
  decision1Notes: nullableText,
  decision2Notes: nullableText,
  ...customValueOut,
  tenant: WorkUnitTenantSummary.nullable().optional(),
  category: WorkUnitCategorySummary.nullable().optional(),
  subcategory: WorkUnitSubcategorySummary.nullable().optional(),
  relations: z.array(WorkUnitRelationResponse).optional(),
  /** Null until protocols exist for the work unit's tenant. */
  protocol: WorkUnitProtocolSummary.nullable().optional(),
});
export type WorkUnitResponse = z.infer<typeof WorkUnitResponse>;

/**
 * Long texts a list leaves out unless `$select` names them; GET by id always returns them. The grid
 * shows summaries, and a page of full records costs several times more to build.
 */
export const workUnitDetailOnlyFields = [
  'description', 'resolution', 'externalNotes', 'properties', 'escalationNote', 'requestedChangeWindow',
  'implementationPlan', 'rollbackPlan', 'affectedResources', 'securityConsiderations', 'userImpact', 'costImpact',
  'expectedCFSAlerts', 'decision1Notes', 'decision2Notes', ...customValueFields,
] as const satisfies ReadonlyArray<keyof WorkUnitResponse>;

/** A list row: any field may be left out by $select; the detail-only fields are left out by default. */
export const WorkUnitListItem = WorkUnitResponse.partial();
export type WorkUnitListItem = z.infer<typeof WorkUnitListItem>;
export const WorkUnitListResponse = z.object({ '@odata.count': z.number().int().optional(), value: z.array(WorkUnitListItem) });
export type WorkUnitListResponse = z.infer<typeof WorkUnitListResponse>;

/** What create answers besides the record: the client reads workUnitId and tenantId. */
export const WorkUnitCreatedResponse = WorkUnitResponse;

export const WorkUnitNoteResponse = z.object({
  workUnitNoteId: z.number().int(),
  workUnitId: z.number().int(),
  detail: z.string(),
  created: z.string(),
  createdBy: z.string(),
  isExternalNote: z.boolean(),
});
export type WorkUnitNoteResponse = z.infer<typeof WorkUnitNoteResponse>;
export const WorkUnitNoteListResponse = z.object({ '@odata.count': z.number().int().optional(), value: z.array(WorkUnitNoteResponse) });

/** A history entry; historyType null marks a note. */
export const WorkUnitHistoryEntry = z.object({
  id: z.string(),
  historyType: z.enum(historyTypes).nullable(),
  detail: z.string(),
  createdBy: z.string(),
  created: z.string(),
  isExternalNote: z.boolean(),
  historyUrl: z.string().nullable(),
  /** FieldChange and state change entries: the field and its values before and after. */
  field: z.string().nullable(),
  oldValue: z.string().nullable(),
  newValue: z.string().nullable(),
});
export type WorkUnitHistoryEntry = z.infer<typeof WorkUnitHistoryEntry>;
export const WorkUnitHistoryResponse = z.object({ '@odata.count': z.number().int().optional(), value: z.array(WorkUnitHistoryEntry) });
export type WorkUnitHistoryResponse = z.infer<typeof WorkUnitHistoryResponse>;

/** A Resolution Center row: only what a customer sees. Resolution only once Done. */
export const ResolutionCenterItem = z.object({
  workUnitId: z.number().int(),
  publicWorkUnitId: z.guid(),
  created: z.string(),
  title: z.string(),
  description: nullableText,
  referenceId: nullableText,
  referenceUrl: nullableText,
  tenantId: z.guid(),
  workUnitCategoryId: z.number().int().nullable(),
  workUnitSubcategoryId: z.number().int().nullable(),
  service: nullableText,
  need: nullableText,
  stateId: z.number().int(),
  status: z.enum(['Done', 'Active']),
  stakeholderExperienceScore: nullableText,
  stakeholderPhoneNumber: nullableText,
  resolution: nullableText,
});
export type ResolutionCenterItem = z.infer<typeof ResolutionCenterItem>;
export const ResolutionCenterListResponse = z.object({ '@odata.count': z.number().int().optional(), value: z.array(ResolutionCenterItem) });
export type ResolutionCenterListResponse = z.infer<typeof ResolutionCenterListResponse>;

export const WorkUnitCreatedSummary = z.object({ workUnitId: z.number().int(), tenantId: z.guid(), publicWorkUnitId: z.guid() });
export type WorkUnitCreatedSummary = z.infer<typeof WorkUnitCreatedSummary>;

export const WorkUnitMessageResponse = z.object({ message: z.string() });

/** `GET /api/generallookup/workunittypes`. */
export const WorkUnitTypeLookup = z.object({ workUnitTypeId: z.number().int(), name: z.string() });
export type WorkUnitTypeLookup = z.infer<typeof WorkUnitTypeLookup>;
export const workUnitTypeLookup: WorkUnitTypeLookup[] = workUnitTypeIds.map((id) => ({ workUnitTypeId: id, name: workUnitTypeNames[id] }));

/** `GET /api/generallookup/approval?approverId=`: whether the signed-in user is that approver. */
export const ApprovalLookupQuery = z.object({
  approverId: z.string().trim().min(1, 'approverId is required.').max(320).check(singleLine()),
  /** With a work unit (and a slot), the answer is the slot's account's, as for the decision itself. */
  workUnitId: intIdParam('The work unit id').optional(),
  approverSlot: z.coerce.number({ error: 'approverSlot is 1 or 2.' }).int('approverSlot is 1 or 2.').min(1, 'approverSlot is 1 or 2.').max(2, 'approverSlot is 1 or 2.').optional(),
});
export type ApprovalLookupQuery = z.infer<typeof ApprovalLookupQuery>;
export const ApprovalLookupResponse = z.object({
  approverId: z.string(),
  isCurrentUser: z.boolean(),
  userName: z.string(),
  /** 'Authenticated user does not match {approver}' when isCurrentUser is false. */
  message: z.string().nullable(),
});
export type ApprovalLookupResponse = z.infer<typeof ApprovalLookupResponse>;

/** `POST /api/v1/accessrequest` answers the work unit made from the request. */
export const AccessRequestCreatedResponse = z.object({ workUnitId: z.number().int(), message: z.string() });
export type AccessRequestCreatedResponse = z.infer<typeof AccessRequestCreatedResponse>;
