import { z } from 'zod';
import { multiLine, odataList, singleLine } from './common.ts';
import { SubscriptionResponse } from './subscriptions.ts';

const REQUIRED = 'This field is required.';
const required = (max: number) =>
  z.string({ error: REQUIRED }).trim().min(1, REQUIRED).max(max, `At most ${max} characters are allowed.`).check(singleLine());

/** The 15 columns that hold a tenant's custom work unit field definitions. */
export const customFieldColumns: readonly CustomFieldColumn[] = Array.from({ length: 15 }, (_, i) => `workUnitFieldDef${i + 1}` as CustomFieldColumn);
export type CustomFieldColumn = `workUnitFieldDef${1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9 | 10 | 11 | 12 | 13 | 14 | 15}`;

/** Custom field types with the spec's ids. */
export const CustomFieldType = { Textbox: 1, Dropdown: 2 } as const;

export const customFieldMessages = {
  duplicate: 'Can not have duplicate custom fields.',
  invalidJson: 'The custom field definition is not valid JSON.',
  nameRequired: 'A custom field needs a Name.',
  invalidType: 'Type must be 1 (Textbox) or 2 (Dropdown).',
  optionsRequired: 'A Dropdown custom field needs at least one option.',
} as const;

/** One custom field definition as stored (JSON text in a workUnitFieldDef column). */
export const CustomFieldDefinition = z.object({
  Name: z.string(),
  Type: z.union([z.literal(1), z.literal(2)]),
  /** Only for Dropdown. */
  Options: z.array(z.string()).optional(),
});
export type CustomFieldDefinition = z.infer<typeof CustomFieldDefinition>;

/**
 * Reads one column's JSON text into a clean definition: Name trimmed, Options trimmed without empties
 * and kept only for Dropdown. Answers the user-facing message when the text is not a valid definition.
 */
export function parseCustomField(text: string): { ok: true; value: CustomFieldDefinition } | { ok: false; message: string } {
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    return { ok: false, message: customFieldMessages.invalidJson };
  }
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return { ok: false, message: customFieldMessages.invalidJson };
  const { Name, Type, Options } = raw as Record<string, unknown>;
  if (typeof Name !== 'string' || !Name.trim()) return { ok: false, message: customFieldMessages.nameRequired };
  const type = typeof Type === 'string' && /^\d+$/.test(Type) ? Number(Type) : Type;
  if (type !== CustomFieldType.Textbox && type !== CustomFieldType.Dropdown) return { ok: false, message: customFieldMessages.invalidType };
  if (type === CustomFieldType.Textbox) return { ok: true, value: { Name: Name.trim(), Type: type } };
  const options = Array.isArray(Options) ? Options.filter((o): o is string => typeof o === 'string').map((o) => o.trim()).filter(Boolean) : [];
  if (!options.length) return { ok: false, message: customFieldMessages.optionsRequired };
  return { ok: true, value: { Name: Name.trim(), Type: type, Options: [...new Set(options)] } };
}

const customFieldShape = Object.fromEntries(customFieldColumns.map((c) => [c, z.string().check(multiLine()).nullish()])) as Record<
  CustomFieldColumn,
  z.ZodOptional<z.ZodNullable<z.ZodString>>
>;

const emailList = z.string().trim().max(1000).check(singleLine()).nullish().refine(
  (v) => !v || v.split(/[;,]/).map((s) => s.trim()).filter(Boolean).every((s) => z.email().safeParse(s).success),
  'Please enter a valid email address.',
);

/**
 * A secret as the tenant form sends it: a new value adds a version; no value keeps the latest. Any
 * value sent for an existing secret needs Secrets:edit, whatever it holds (a save never tells whether
 * a value matched the stored one).
 */
export const TenantSecretInput = z.object({
  id: z.guid('Please enter a valid GUID.').nullish(),
  name: required(200),
  value: z.string().max(32_768, 'At most 32768 characters are allowed.').check(multiLine()).nullish(),
});
export type TenantSecretInput = z.infer<typeof TenantSecretInput>;

/** A work unit's escalationReason holds at most this many characters, so a listed reason must fit. */
export const ESCALATION_REASON_MAX = 500;

export const tenantMessages = {
  escalationReasonTooLong: `Each escalation reason may have at most ${ESCALATION_REASON_MAX} characters.`,
} as const;

const TenantBodyShape = z.object({
  name: required(200),
  internalNotificationEmailAddress: emailList,
  enabled: z.boolean().optional(),
  /** Comma-joined group names; stored trimmed, without empties or repeats. */
  assignmentGroups: z.string().max(10_000).check(multiLine()).nullish(),
  /** Comma-joined escalation reasons; stored like the groups. Empty: any reason may be typed. */
  escalationReasons: z.string().max(10_000).check(multiLine())
    .refine((joined) => splitEscalationReasons(joined).every((reason) => reason.length <= ESCALATION_REASON_MAX), tenantMessages.escalationReasonTooLong)
    .nullish(),
  ...customFieldShape,
  /** When present, the tenant's full list of secrets: secrets left out are deleted. */
  secrets: z.array(TenantSecretInput).max(200).optional(),
});

/**
 * Create (PUT) and update (POST {tenantId}) body. Custom fields are the 15 columns of JSON text
 * `{"Name","Type","Options"}`; null or empty clears a column. Fields left out of an update keep their value.
 */
export const TenantSaveBody = TenantBodyShape.superRefine((body, ctx) => {
  const seen = new Set<string>();
  for (const column of customFieldColumns) {
    const text = body[column];
    if (!text?.trim()) continue;
    const parsed = parseCustomField(text);
    if (!parsed.ok) {
      ctx.addIssue({ code: 'custom', path: [column], message: parsed.message });
      continue;
    }
    const key = parsed.value.Name.toLowerCase();
    if (seen.has(key)) ctx.addIssue({ code: 'custom', path: [column], message: customFieldMessages.duplicate });
    seen.add(key);
  }
  const names = new Set<string>();
  for (const [i, secret] of (body.secrets ?? []).entries()) {
    const key = secret.name.trim().toLowerCase();
    if (names.has(key)) ctx.addIssue({ code: 'custom', path: ['secrets', i, 'name'], message: 'Can not have duplicate secrets.' });
    names.add(key);
  }
});
export type TenantSaveBody = z.infer<typeof TenantSaveBody>;
export const TenantCreateBody = TenantSaveBody;
export type TenantCreateBody = TenantSaveBody;
export const TenantUpdateBody = TenantSaveBody;
export type TenantUpdateBody = TenantSaveBody;

const customFieldOut = Object.fromEntries(customFieldColumns.map((c) => [c, z.string().nullable()])) as Record<
  CustomFieldColumn,
  z.ZodNullable<z.ZodString>
>;

export const TenantResponse = z.object({
  tenantId: z.guid(),
  name: z.string(),
  internalNotificationEmailAddress: z.string().nullable(),
  enabled: z.boolean(),
  assignmentGroups: z.string(),
  escalationReasons: z.string(),
  ...customFieldOut,
  /** ISO 8601 timestamps. */
  created: z.string(),
  modified: z.string(),
});
export type TenantResponse = z.infer<typeof TenantResponse>;

/** A secret without its value. `version` is this secret's own latest version number. */
export const TenantSecretResponse = z.object({
  secretId: z.guid(),
  name: z.string(),
  version: z.number().int(),
  created: z.string(),
  modified: z.string(),
});
export type TenantSecretResponse = z.infer<typeof TenantSecretResponse>;

export const TenantSecretVersionResponse = z.object({
  secretId: z.guid(),
  name: z.string(),
  version: z.number().int(),
  value: z.string(),
  created: z.string(),
});
export type TenantSecretVersionResponse = z.infer<typeof TenantSecretVersionResponse>;

export const AssignmentGroupsResponse = z.array(z.string());
export const EscalationReasonsResponse = z.array(z.string());

/** Splits a comma-joined group list: trimmed, no empties, first spelling of each name kept. */
export function splitAssignmentGroups(joined: string | null | undefined): string[] {
  const out = new Map<string, string>();
  for (const part of (joined ?? '').split(',')) {
    const name = part.trim();
    if (name && !out.has(name.toLowerCase())) out.set(name.toLowerCase(), name);
  }
  return [...out.values()];
}

/** Escalation reasons are kept like assignment groups: comma-joined, trimmed, no empties or repeats. */
export const splitEscalationReasons = splitAssignmentGroups;

/** A row of `GET v1/tenants`: the fields `$select` asked for (all by default), and `subscriptions` when expanded. */
export const TenantListItem = TenantResponse.partial().extend({
  subscriptions: z.array(SubscriptionResponse.partial().loose()).optional(),
}).loose();
export const TenantListResponse = odataList(TenantListItem);
