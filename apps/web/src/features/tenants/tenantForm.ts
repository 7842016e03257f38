import {
  CustomFieldType,
  customFieldColumns,
  customFieldMessages,
  parseCustomField,
  TenantSaveBody,
  TenantSecretInput,
  type CustomFieldColumn,
  type TenantResponse,
  type TenantSecretResponse,
} from '@portal/contracts';
import { z } from 'zod';

/**
 * The tenant panel edits the body of `TenantSaveBody`, but shows the 15 custom field columns as a list
 * of rows (column, Name, Type, Options) and the secrets as rows. This schema is built from the contract's
 * own field schemas and messages; `toTenantBody` turns the rows back into the contract's columns.
 */

const REQUIRED = 'This field is required.';
export const MAX_CUSTOM_FIELDS = customFieldColumns.length;
export const customFieldTypeNames: Record<number, string> = { [CustomFieldType.Textbox]: 'Textbox', [CustomFieldType.Dropdown]: 'Dropdown' };

const CustomFieldRow = z.object({
  column: z.string().refine((v) => (customFieldColumns as readonly string[]).includes(v), REQUIRED),
  Name: z.string().trim().min(1, customFieldMessages.nameRequired),
  Type: z.union([z.literal(CustomFieldType.Textbox), z.literal(CustomFieldType.Dropdown)], { error: REQUIRED }),
  Options: z.array(z.string()),
});
export type CustomFieldRow = z.infer<typeof CustomFieldRow>;

const SecretRow = TenantSecretInput.extend({
  value: z.string(),
  /** Display only: the latest version of a saved secret. */
  version: z.number().nullable(),
});
export type SecretRow = z.infer<typeof SecretRow>;

const shape = TenantSaveBody.shape;

export const TenantFormSchema = z
  .object({
    name: shape.name,
    internalNotificationEmailAddress: shape.internalNotificationEmailAddress,
    enabled: z.boolean(),
    assignmentGroups: shape.assignmentGroups,
    escalationReasons: shape.escalationReasons,
    customFields: z.array(CustomFieldRow).max(MAX_CUSTOM_FIELDS),
    secrets: z.array(SecretRow),
  })
  .superRefine((form, ctx) => {
    const columns = new Set<string>();
    const names = new Set<string>();
    form.customFields.forEach((row, index) => {
      const name = row.Name.trim().toLowerCase();
      if (columns.has(row.column)) ctx.addIssue({ code: 'custom', path: ['customFields', index, 'column'], message: customFieldMessages.duplicate });
      if (name && names.has(name)) ctx.addIssue({ code: 'custom', path: ['customFields', index, 'Name'], message: customFieldMessages.duplicate });
      columns.add(row.column);
      if (name) names.add(name);
      if (row.Type === CustomFieldType.Dropdown && !row.Options.some((o) => o.trim())) {
        ctx.addIssue({ code: 'custom', path: ['customFields', index, 'Options'], message: customFieldMessages.optionsRequired });
      }
    });
    const secretNames = new Set<string>();
    form.secrets.forEach((secret, index) => {
      const key = secret.name.trim().toLowerCase();
      if (key && secretNames.has(key)) ctx.addIssue({ code: 'custom', path: ['secrets', index, 'name'], message: 'Can not have duplicate secrets.' });
      secretNames.add(key);
      if (!secret.id && !secret.value) ctx.addIssue({ code: 'custom', path: ['secrets', index, 'value'], message: 'A value is required for a new secret.' });
    });
  });
export type TenantFormValues = z.input<typeof TenantFormSchema>;

const topLevelLabels: Record<string, string> = {
  name: 'Tenant Name',
  internalNotificationEmailAddress: 'Internal Notification Email',
  assignmentGroups: 'Assignment Groups',
  escalationReasons: 'Escalation Reasons',
  enabled: 'Enabled',
  customFields: 'Additional Fields',
  secrets: 'Secrets',
};
const customFieldPartLabels: Record<string, string> = { column: 'Column', Name: 'Name', Type: 'Type', Options: 'Options' };

function rowAt(values: unknown, list: 'customFields' | 'secrets', index: number): Record<string, unknown> | undefined {
  if (typeof values !== 'object' || values === null) return undefined;
  const rows = (values as Record<string, unknown>)[list];
  const row = Array.isArray(rows) ? (rows[index] as unknown) : undefined;
  return typeof row === 'object' && row !== null ? (row as Record<string, unknown>) : undefined;
}

/**
 * The invalid tooltip's names for the tenant form, as the panel shows the fields: a custom field row by
 * its column's option ('Field 3 Name', 'Custom field 2 Name' while it has no column), a secret by its
 * position and its value field's label ('Secret 1 Value', 'Secret 2 New Value').
 */
export function tenantFieldLabel(path: readonly PropertyKey[], values: unknown): string | undefined {
  const [head, index, part] = path;
  if (path.length === 1) return topLevelLabels[String(head)];
  if (typeof index !== 'number' || part === undefined) return undefined;
  const row = rowAt(values, head === 'customFields' ? 'customFields' : 'secrets', index);
  if (head === 'customFields') {
    const column = customFieldColumns.indexOf(row?.column as CustomFieldColumn);
    const rowLabel = column >= 0 ? `Field ${column + 1}` : `Custom field ${index + 1}`;
    return `${rowLabel} ${customFieldPartLabels[String(part)] ?? String(part)}`;
  }
  if (head === 'secrets') {
    const partLabel = part === 'value' ? (row?.id ? 'New Value' : 'Value') : part === 'name' ? 'Name' : String(part);
    return `Secret ${index + 1} ${partLabel}`;
  }
  return undefined;
}

export function emptyCustomField(column: string): CustomFieldRow {
  return { column, Name: '', Type: CustomFieldType.Textbox, Options: [] };
}

/** The first column no row uses yet, for a new row. */
export function nextFreeColumn(rows: readonly { column: string }[]): CustomFieldColumn | undefined {
  const used = new Set(rows.map((r) => r.column));
  return customFieldColumns.find((c) => !used.has(c));
}

export function toTenantFormValues(tenant: TenantResponse | undefined, secrets: readonly TenantSecretResponse[] = []): TenantFormValues {
  const customFields: CustomFieldRow[] = [];
  if (tenant) {
    for (const column of customFieldColumns) {
      const text = tenant[column];
      if (!text?.trim()) continue;
      const parsed = parseCustomField(text);
      // A definition the server could not have written is shown as an empty row to fix rather than lost silently.
      customFields.push(
        parsed.ok
          ? { column, Name: parsed.value.Name, Type: parsed.value.Type, Options: parsed.value.Options ?? [] }
          : emptyCustomField(column),
      );
    }
  }
  return {
    name: tenant?.name ?? '',
    internalNotificationEmailAddress: tenant?.internalNotificationEmailAddress ?? '',
    enabled: tenant?.enabled ?? true,
    assignmentGroups: tenant?.assignmentGroups ?? '',
    escalationReasons: tenant?.escalationReasons ?? '',
    customFields,
    secrets: secrets.map((s) => ({ id: s.secretId, name: s.name, value: '', version: s.version })),
  };
}

/** The contract body: every one of the 15 columns (null clears one) and the full list of secrets. */
export function toTenantBody(values: z.output<typeof TenantFormSchema>): z.input<typeof TenantSaveBody> {
  const columns: Partial<Record<CustomFieldColumn, string | null>> = {};
  for (const column of customFieldColumns) columns[column] = null;
  for (const row of values.customFields) {
    const options = row.Options.map((o) => o.trim()).filter(Boolean);
    const definition = row.Type === CustomFieldType.Dropdown ? { Name: row.Name.trim(), Type: row.Type, Options: options } : { Name: row.Name.trim(), Type: row.Type };
    columns[row.column as CustomFieldColumn] = JSON.stringify(definition);
  }
  return {
    name: values.name,
    internalNotificationEmailAddress: values.internalNotificationEmailAddress || null,
    enabled: values.enabled,
    assignmentGroups: values.assignmentGroups ?? '',
    escalationReasons: values.escalationReasons ?? '',
    ...columns,
    secrets: values.secrets.map((s) => ({ id: s.id ?? null, name: s.name, value: s.value ? s.value : null })),
  };
}
