import { z } from 'zod';
import { Guid, multiLine, singleLine } from './common.ts';
import { JsonPatchOperation } from './workunit-bodies.ts';

/** The status of a control for one tenant and one compliance week (part 1 §3), stored and sent by name. */
export const controlStatusValues = ['Notset', 'Compliant', 'NonCompliant', 'Poam', 'Exempt'] as const;
export const ControlStatusValue = z.enum(controlStatusValues, 'status must be one of Notset, Compliant, NonCompliant, Poam, Exempt.');
export type ControlStatusValue = z.infer<typeof ControlStatusValue>;

/** Labels of the status toggle group, in the grid's order. */
export const controlStatusLabels: Record<ControlStatusValue, string> = {
  Notset: 'Not Set',
  Compliant: 'Compliant',
  NonCompliant: 'Non-Compliant',
  Poam: 'POAM',
  Exempt: 'Exempt',
};

/**
 * Part 1 §9: Compliant green, Non-Compliant amber, POAM purple, Exempt teal, Not Set grey (MUI palette shades
 * dark enough for white text, amber light enough for black: WCAG AA 4.5:1 either way).
 */
export const controlStatusColors: Record<ControlStatusValue, string> = {
  Notset: '#616161',
  Compliant: '#2e7d32',
  NonCompliant: '#ffa000',
  Poam: '#7b1fa2',
  Exempt: '#00695c',
};
/** The text on a status colour. */
export const controlStatusTextColors: Record<ControlStatusValue, string> = {
  Notset: '#ffffff',
  Compliant: '#ffffff',
  NonCompliant: '#000000',
  Poam: '#ffffff',
  Exempt: '#ffffff',
};

/** Part 1 §9: the grid fetches up to 1000 controls; an export of all rows uses 1000. */
export const COMPLIANCE_MAX_ROWS = 1000;
/** Weeks the summary chart shows, the chosen week last. */
export const COMPLIANCE_SUMMARY_WEEKS = 12;

// ---- Compliance week (part 1 §5): Monday 00:00:00.000 UTC to Sunday 23:59:59.999 UTC ----

const DAY_MS = 86_400_000;

/** The Monday 00:00 UTC starting the compliance week that holds `date`. */
export function complianceWeekStart(date: Date): Date {
  const midnight = Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate());
  const sinceMonday = (new Date(midnight).getUTCDay() + 6) % 7;
  return new Date(midnight - sinceMonday * DAY_MS);
}

/** The Sunday 23:59:59.999 UTC ending the compliance week that holds `date`. */
export function complianceWeekEnd(date: Date): Date {
  return new Date(complianceWeekStart(date).getTime() + 7 * DAY_MS - 1);
}

/** The week start `weeks` weeks after (negative: before) the week holding `date`. */
export function addComplianceWeeks(date: Date, weeks: number): Date {
  return new Date(complianceWeekStart(date).getTime() + weeks * 7 * DAY_MS);
}

/** `YYYY-MM-DD` of the week's Monday: the week's key in URLs, bodies and the database. */
export function complianceWeekKey(date: Date): string {
  return complianceWeekStart(date).toISOString().slice(0, 10);
}

/** A date (`2026-11-23`) or an instant (`2026-11-23T10:00:00Z`) inside a compliance week. */
export const ComplianceDate = z.string().trim().max(40).check(singleLine())
  .refine((v) => /^\d{4}-\d{2}-\d{2}([T ][\d:.]+(Z|[+-]\d{2}:?\d{2})?)?$/.test(v) && !Number.isNaN(Date.parse(v)), 'Please enter a valid date.');

// ---- Calls (part 1 §7) ----

/** `GET v1/controlsets`: every control set with its controls and the statuses of one tenant's week. */
export const ControlSetsQuery = z.object({
  tenantId: Guid,
  /** Any day of the week wanted; its week is Monday to Sunday (UTC). */
  startDate: ComplianceDate,
  /** Only this control set. */
  controlSetId: Guid.optional(),
  $top: z.coerce.number().int().min(1).max(COMPLIANCE_MAX_ROWS).optional(),
});
export type ControlSetsQuery = z.infer<typeof ControlSetsQuery>;

/** `POST v1/controlsets/Export()` and `ExportAssessmentResults()`: one control set (or all) of one tenant's week. */
export const ControlSetExportBody = z.object({
  tenantId: Guid,
  startDate: ComplianceDate,
  controlSetId: Guid.optional(),
});
export type ControlSetExportBody = z.infer<typeof ControlSetExportBody>;

const notes = z.string().max(4000, 'At most 4000 characters are allowed.').check(multiLine()).nullish();

/** `POST v1/controlstatuses`: creates the week's status of a control, or updates the one that exists. */
export const ControlStatusCreateBody = z.object({
  tenantId: Guid,
  controlId: Guid,
  /** Any instant inside the week; the record is kept under the week's Monday. */
  checkDate: ComplianceDate,
  status: ControlStatusValue.default('Notset'),
  notes,
});
export type ControlStatusCreateBody = z.infer<typeof ControlStatusCreateBody>;

/** `PATCH v1/controlstatuses/{id}`: JSON Patch over `status` and `notes` (`test` may also read the others). */
export const ControlStatusPatchBody = z.array(JsonPatchOperation).min(1, 'The patch document is empty.').max(20);
export type ControlStatusPatchBody = z.infer<typeof ControlStatusPatchBody>;
export const patchableControlStatusFields = ['status', 'notes'] as const;

export const ControlStatusResponse = z.object({
  id: z.guid(),
  /** The Monday 00:00 UTC of the status's week (ISO 8601). */
  checkDate: z.string(),
  status: ControlStatusValue,
  notes: z.string().nullable(),
  tenantId: z.guid(),
  controlId: z.guid(),
  modified: z.string(),
  modifiedBy: z.string().nullable(),
});
export type ControlStatusResponse = z.infer<typeof ControlStatusResponse>;

/** What the portal measured for a control that maps to the fleet (SI-2, CM-8 and their CIS peers). */
export const evidenceSources = ['outdatedPackages', 'staleDevices'] as const;
export const EvidenceSource = z.enum(evidenceSources);
export type EvidenceSource = z.infer<typeof EvidenceSource>;

export const ControlEvidence = z.object({
  source: EvidenceSource,
  /** Devices of the tenant measured. */
  devices: z.number().int(),
  /** Devices failing the measure: with an Outdated package, or not checked in within the window. */
  failing: z.number().int(),
  /** One line a person reads: "3 of 40 devices have outdated packages." */
  summary: z.string(),
  /** Compliant when nothing fails, NonCompliant otherwise, Notset with no devices. A person still decides. */
  proposedStatus: ControlStatusValue,
});
export type ControlEvidence = z.infer<typeof ControlEvidence>;

export const ControlResponse = z.object({
  id: z.guid(),
  /** The control's identifier in its catalog: `AC-2`, `1.1`. */
  name: z.string(),
  title: z.string(),
  description: z.string().nullable(),
  evidenceSource: EvidenceSource.nullable(),
  /** The tenant's status of the asked week: none or one. */
  controlStatuses: z.array(ControlStatusResponse),
  evidence: ControlEvidence.nullable(),
});
export type ControlResponse = z.infer<typeof ControlResponse>;

export const ControlSetResponse = z.object({
  id: z.guid(),
  name: z.string(),
  description: z.string().nullable(),
  /** The catalog and its version the set was taken from, e.g. "NIST SP 800-53 Rev 5.1.1 (OSCAL catalog v1.1.0)". */
  source: z.string().nullable(),
  controls: z.array(ControlResponse),
});
export type ControlSetResponse = z.infer<typeof ControlSetResponse>;

export const ControlSetListResponse = z.object({
  /** The week asked, Monday and Sunday (ISO 8601). */
  weekStart: z.string(),
  weekEnd: z.string(),
  value: z.array(ControlSetResponse),
});
export type ControlSetListResponse = z.infer<typeof ControlSetListResponse>;

/** `GET v1/controlsets/{id}/summary`: counts per status for each of the last weeks up to the asked one. */
export const ControlSetSummaryQuery = z.object({
  tenantId: Guid,
  startDate: ComplianceDate,
  weeks: z.coerce.number().int().min(1).max(52).default(COMPLIANCE_SUMMARY_WEEKS),
});
export const ComplianceWeekSummary = z.object({
  weekStart: z.string(),
  controls: z.number().int(),
  /** Controls without a record count as Notset. */
  counts: z.record(ControlStatusValue, z.number().int()),
  /** Compliant ÷ controls, 0 to 1. */
  compliantShare: z.number(),
});
export type ComplianceWeekSummary = z.infer<typeof ComplianceWeekSummary>;
export const ControlSetSummaryResponse = z.object({ value: z.array(ComplianceWeekSummary) });
export type ControlSetSummaryResponse = z.infer<typeof ControlSetSummaryResponse>;

// ---- Imports (Compliance:create in every tenant: control sets are shared) ----

export const controlSetImportFormats = ['csv', 'oscal'] as const;
/** Largest import file: 4 MiB of text (NIST's whole 800-53 catalog JSON is about 10 MiB; import a profile's families). */
export const CONTROL_SET_IMPORT_MAX_CHARS = 4 * 1024 * 1024;

/** `POST v1/controlsets/import`: the file's text as read by the browser. */
export const ControlSetImportBody = z.object({
  format: z.enum(controlSetImportFormats, 'format must be csv or oscal.'),
  /** Required for CSV; an OSCAL catalog brings its own title, which this overrides. */
  name: z.string().trim().max(200, 'At most 200 characters are allowed.').check(singleLine()).optional(),
  description: z.string().trim().max(2000, 'At most 2000 characters are allowed.').check(multiLine()).optional(),
  content: z.string().min(1, 'The file is empty.').max(CONTROL_SET_IMPORT_MAX_CHARS, 'The file is larger than 4 MiB.').check(multiLine()),
});
export type ControlSetImportBody = z.infer<typeof ControlSetImportBody>;

/** CSV import columns (header row required, names without regard to case): control is required, title required. */
export const controlSetCsvColumns = ['control', 'title', 'description', 'evidence'] as const;

export const ControlSetImportResponse = z.object({ id: z.guid(), name: z.string(), controls: z.number().int() });

export const ControlStatusDeletedResponse = z.object({ message: z.string() });

/** Part 1 §8 (toasts of the page), and the server's own messages. */
export const complianceMessages = {
  statusCreateFailed: 'Control status creation failed.',
  statusUpdateFailed: 'Control status updated failed.',
  updateStatusFailed: 'Failed to update status.',
  statusDeleteFailed: 'Control Status deletion failed.',
  statusDeleted: 'Control Status successfully deleted.',
  noteCreateFailed: 'Control note creation failed.',
  noteUpdateFailed: 'Control note update failed.',
  deselectConfirm: (control: string) => `Clear the status of ${control} for this week? The record and its notes are deleted.`,
  importNeedsAllTenants: 'Only administrators of all tenants can add control sets.',
  importNeedsName: 'name: This field is required.',
  importDuplicateName: (name: string) => `A control set named '${name}' exists already.`,
  imported: (name: string, count: number) => `Control set '${name}' imported with ${count} controls.`,
} as const;
