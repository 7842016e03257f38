import { z } from 'zod';
import { intId, multiLine, singleLine } from './common.ts';
import { DESCRIPTION_MAX, NOTE_MAX } from './workunit-enums.ts';
import { type WorkUnitFieldName, WorkUnitFields, workUnitFieldNames } from './workunit-fields.ts';
import { workUnitMessages } from './workunit-messages.ts';
import { type WorkUnitIssue, workUnitIssues } from './workunit-rules.ts';

/** The request bodies of the work unit calls; create checks the cross-field rules too. */

function addIssues(ctx: z.RefinementCtx, issues: WorkUnitIssue[]) {
  for (const issue of issues) ctx.addIssue({ code: 'custom', path: [issue.path], message: issue.message });
}

export const WorkUnitRelationInput = z.object({
  referenceId: z.string().trim().min(1, workUnitMessages.required).max(200).check(singleLine()),
  referenceType: z.string().trim().regex(/^[A-Za-z][A-Za-z0-9]{0,49}$/, 'Please enter a reference type such as WorkUnit or Packet.').check(singleLine()),
});
export type WorkUnitRelationInput = z.infer<typeof WorkUnitRelationInput>;

/**
 * `PUT /v1/workunits`: a new work unit, sent with workUnitId -1. stateId defaults to New and
 * isApproverRequired to true; intake severity follows the impact scope; a spam call is normalised.
 */
export const WorkUnitCreateBody = WorkUnitFields.extend({
  workUnitId: z.literal(-1, workUnitMessages.newIdMustBeMinusOne).optional(),
  stateId: WorkUnitFields.shape.stateId.optional(),
  relations: z.array(WorkUnitRelationInput).max(100).optional(),
}).superRefine((body, ctx) => addIssues(ctx, workUnitIssues(body, { isNew: true })));
export type WorkUnitCreateBody = z.infer<typeof WorkUnitCreateBody>;

/** One JSON Patch (RFC 6902) operation; the server implements add, replace, remove and test. */
export const JsonPatchOperation = z.object({
  op: z.enum(['add', 'replace', 'remove', 'test', 'move', 'copy'], 'op must be add, replace, remove or test.'),
  path: z.string().regex(/^\//, 'path must start with /.').check(singleLine()),
  value: z.unknown().optional(),
  from: z.string().check(singleLine()).optional(),
});
export type JsonPatchOperation = z.infer<typeof JsonPatchOperation>;

/** `PATCH /v1/workunits/{id}`: the difference between the previous and the new state, with tests on previous values. */
export const WorkUnitPatchBody = z.array(JsonPatchOperation).min(1, 'The patch document is empty.').max(200);
export type WorkUnitPatchBody = z.infer<typeof WorkUnitPatchBody>;

/** Fields a JSON Patch may change; the approval decisions have their own calls. */
export const patchableWorkUnitFields: readonly WorkUnitFieldName[] = workUnitFieldNames;

/** `PUT /v1/workunitnotes`. */
export const WorkUnitNoteCreateBody = z.object({
  workUnitId: intId('The work unit id'),
  detail: z.string({ error: workUnitMessages.noteRequired }).trim().min(1, workUnitMessages.noteRequired).max(NOTE_MAX, workUnitMessages.noteMax).check(multiLine()),
  isExternalNote: z.boolean().optional(),
});
export type WorkUnitNoteCreateBody = z.infer<typeof WorkUnitNoteCreateBody>;

/** `PUT /api/v1/rc/workunits`: a customer's Create Request. Service is a category, need a subcategory. */
export const ResolutionCenterCreateBody = z.object({
  title: z.string({ error: workUnitMessages.rcTitleRequired }).trim().min(1, workUnitMessages.rcTitleRequired).max(200).check(singleLine()),
  description: z.string({ error: workUnitMessages.rcDescriptionRequired }).trim().min(1, workUnitMessages.rcDescriptionRequired).max(DESCRIPTION_MAX, workUnitMessages.descriptionMax).check(multiLine()),
  stakeholderPhoneNumber: z.string({ error: workUnitMessages.rcPhoneRequired }).trim().min(1, workUnitMessages.rcPhoneRequired).max(50).check(singleLine()),
  workUnitCategoryId: intId('The category id').nullish(),
  workUnitSubcategoryId: intId('The subcategory id').nullish(),
  /** Staff opening /{tenantId}/resolutioncenter name the tenant; a customer's is their own. */
  tenantId: z.guid('Please enter a valid GUID.').nullish(),
});
export type ResolutionCenterCreateBody = z.infer<typeof ResolutionCenterCreateBody>;

/** Approve or decline one approval slot of a change request. */
export const WorkUnitDecisionBody = z.object({
  notes: z.string().max(NOTE_MAX, workUnitMessages.noteMax).check(multiLine()).nullish(),
  /** The slot decided on; without it the first undecided slot naming the caller. */
  approverSlot: z.union([z.literal(1), z.literal(2)]).optional(),
});
export type WorkUnitDecisionBody = z.infer<typeof WorkUnitDecisionBody>;
