import { z } from 'zod';
import { intId, multiLine, optionalHttpUrl, singleLine } from './common.ts';
import {
  CUSTOM_VALUE_MAX, DESCRIPTION_MAX, efforts, experienceScores, severityIds, workUnitSources, workUnitStateIds, workUnitTypeIds,
} from './workunit-enums.ts';
import { workUnitMessages } from './workunit-messages.ts';

/** Free text, which may span lines; `line` for what is one line (names, ids, phone numbers). */
const text = (max = 4000) => z.string().max(max, `At most ${max} characters are allowed.`).check(multiLine()).nullish();
const line = (max: number) => z.string().max(max, `At most ${max} characters are allowed.`).check(singleLine()).nullish();
const dateText = z.string().check(singleLine()).refine((v) => !Number.isNaN(Date.parse(v)), workUnitMessages.invalidDate).nullish();
const optionalEmail = z.string().trim().max(320).check(singleLine()).nullish().refine(
  (v) => !v || z.email().safeParse(v).success,
  workUnitMessages.invalidEmail,
);

export const customValueFields: readonly CustomValueField[] = Array.from({ length: 15 }, (_, i) => `customValue${i + 1}` as CustomValueField);
export type CustomValueField = `customValue${1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9 | 10 | 11 | 12 | 13 | 14 | 15}`;
const customValueShape = Object.fromEntries(
  customValueFields.map((f) => [f, z.string().max(CUSTOM_VALUE_MAX, workUnitMessages.customValueMax).check(multiLine()).nullish()]),
) as Record<CustomValueField, z.ZodOptional<z.ZodNullable<z.ZodString>>>;

const intLiteral = <T extends readonly number[]>(values: T, message: string) =>
  z.number({ error: message }).int(message).min(Math.min(...values), message).max(Math.max(...values), message)
    .refine((v) => values.includes(v), message);

/**
 * The fields a person (or an integration) may set on a work unit, with their types. The rules that
 * relate fields to each other are in `workUnitIssues`.
 */
export const WorkUnitFields = z.object({
  /** Required with at least 3 characters, except on a spam call (see workUnitIssues). */
  title: z.string().trim().max(200, 'At most 200 characters are allowed.').check(singleLine()).nullish(),
  description: z.string().max(DESCRIPTION_MAX, workUnitMessages.descriptionMax).check(multiLine()).nullish(),
  workUnitTypeId: intLiteral(workUnitTypeIds, workUnitMessages.typeRequired),
  workUnitCategoryId: intId('The category id').nullish(),
  workUnitSubcategoryId: intId('The subcategory id').nullish(),
  severityId: intLiteral(severityIds, workUnitMessages.severityRequired),
  effort: z.number({ error: workUnitMessages.effortInvalid }).refine((v) => (efforts as readonly number[]).includes(v), workUnitMessages.effortInvalid).nullish(),
  stateId: intLiteral(workUnitStateIds, 'Please choose a state.'),
  resolution: text(),
  externalNotes: text(),
  assignedTo: line(320),
  assignmentGroup: line(200),
  tenantId: z.guid(workUnitMessages.tenantRequired),
  source: z.enum(workUnitSources, 'Please choose a source.').nullish(),
  referenceId: line(200),
  referenceUrl: optionalHttpUrl(2000),
  protocolId: z.guid('Please enter a valid GUID.').nullish(),
  properties: z.string().max(100_000).check(multiLine()).nullish().refine((v) => {
    if (!v) return true;
    try {
      JSON.parse(v);
      return true;
    } catch {
      return false;
    }
  }, workUnitMessages.invalidJson),
  internalWorkUnitId: line(200),
  isSpamCall: z.boolean().optional(),
  escalationReason: text(500),
  escalationNote: text(),
  requestedChangeWindow: text(500),
  stakeHolderFullName: line(200),
  stakeholderPhoneNumber: line(50),
  stakeHolderEmailAddress: optionalEmail,
  stakeholderExperienceScore: z.enum(experienceScores, 'Please choose Great, Average or Poor.').nullish(),
  implementationPlan: text(),
  rollbackPlan: text(),
  affectedResources: text(),
  securityConsiderations: text(),
  userImpact: text(),
  costImpact: text(),
  implementer: line(320),
  environment: line(200),
  plannedOutage: z.boolean().nullish(),
  plannedStartTime: dateText,
  plannedFinishTime: dateText,
  expectedCFSAlerts: text(),
  approver1: text(320),
  approver2: text(320),
  isApproverRequired: z.boolean().optional(),
  ...customValueShape,
});
export type WorkUnitFields = z.infer<typeof WorkUnitFields>;
export type WorkUnitFieldName = keyof WorkUnitFields;
export const workUnitFieldNames = Object.keys(WorkUnitFields.shape) as WorkUnitFieldName[];

/** How a field is named to people: form labels, history entries, mass edit rows. */
export const workUnitFieldLabels: Record<WorkUnitFieldName, string> = {
  title: 'Title', description: 'Description', workUnitTypeId: 'Work Unit Type', workUnitCategoryId: 'Category',
  workUnitSubcategoryId: 'Subcategory', severityId: 'Severity', effort: 'Effort', stateId: 'State',
  resolution: 'Resolution', externalNotes: 'External Notes', assignedTo: 'Assigned To', assignmentGroup: 'Assignment Group',
  tenantId: 'Tenant', source: 'Source', referenceId: 'Reference ID', referenceUrl: 'Reference URL', protocolId: 'Protocol',
  properties: 'Properties', internalWorkUnitId: 'Internal Work Unit ID', isSpamCall: 'Spam Call',
  escalationReason: 'Escalation Reason', escalationNote: 'Escalation Note', requestedChangeWindow: 'Requested Change Window',
  stakeHolderFullName: 'Stakeholder Name', stakeholderPhoneNumber: 'Stakeholder Phone Number',
  stakeHolderEmailAddress: 'Stakeholder Email Address', stakeholderExperienceScore: 'Stakeholder Experience',
  implementationPlan: 'Implementation Plan', rollbackPlan: 'Rollback Plan', affectedResources: 'Affected Resources',
  securityConsiderations: 'Security Considerations', userImpact: 'User Impact', costImpact: 'Cost Impact',
  implementer: 'Implementer', environment: 'Environment', plannedOutage: 'Planned Outage',
  plannedStartTime: 'Planned Start Time', plannedFinishTime: 'Planned Finish Time', expectedCFSAlerts: 'Expected CFS Alerts',
  approver1: 'Approver 1', approver2: 'Approver 2', isApproverRequired: 'Second Approver Required',
  customValue1: 'Custom Value 1', customValue2: 'Custom Value 2', customValue3: 'Custom Value 3', customValue4: 'Custom Value 4',
  customValue5: 'Custom Value 5', customValue6: 'Custom Value 6', customValue7: 'Custom Value 7', customValue8: 'Custom Value 8',
  customValue9: 'Custom Value 9', customValue10: 'Custom Value 10', customValue11: 'Custom Value 11',
  customValue12: 'Custom Value 12', customValue13: 'Impact Scope', customValue14: 'Custom Value 14', customValue15: 'Custom Value 15',
};
