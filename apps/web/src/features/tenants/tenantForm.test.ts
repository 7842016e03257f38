import { TenantSaveBody, tenantMessages, type TenantResponse } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { validationLines } from '../../kit/form/FormPanel.tsx';
import { TenantFormSchema, nextFreeColumn, tenantFieldLabel, toTenantBody, toTenantFormValues, type TenantFormValues } from './tenantForm.ts';

const base: TenantFormValues = {
  name: 'Contoso',
  internalNotificationEmailAddress: '',
  enabled: true,
  assignmentGroups: '',
  escalationReasons: '',
  customFields: [],
  secrets: [],
};

const messages = (values: TenantFormValues) => {
  const result = TenantFormSchema.safeParse(values);
  return result.success ? [] : result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
};

describe('tenant form', () => {
  it("refuses duplicate custom fields with 'Can not have duplicate custom fields.'", () => {
    const values: TenantFormValues = {
      ...base,
      customFields: [
        { column: 'workUnitFieldDef1', Name: 'Site', Type: 1, Options: [] },
        { column: 'workUnitFieldDef1', Name: 'site', Type: 1, Options: [] },
      ],
    };
    expect(messages(values)).toEqual([
      'customFields.1.column: Can not have duplicate custom fields.',
      'customFields.1.Name: Can not have duplicate custom fields.',
    ]);
  });

  it('needs a column, a Name and, for Dropdown, options', () => {
    const values: TenantFormValues = { ...base, customFields: [{ column: '', Name: ' ', Type: 2, Options: [] }] };
    expect(messages(values)).toEqual([
      'customFields.0.column: This field is required.',
      'customFields.0.Name: A custom field needs a Name.',
      'customFields.0.Options: A Dropdown custom field needs at least one option.',
    ]);
  });

  it('writes all 15 columns, options only for Dropdown, and the secrets list; the server schema accepts it', () => {
    const parsed = TenantFormSchema.parse({
      ...base,
      customFields: [
        { column: 'workUnitFieldDef3', Name: 'Priority', Type: 2, Options: ['High', ' Low '] },
        { column: 'workUnitFieldDef1', Name: 'Site', Type: 1, Options: ['ignored'] },
      ],
      secrets: [{ id: null, name: 'api-key', value: 's3cret', version: null }],
    });
    const body = toTenantBody(parsed);
    expect(body.workUnitFieldDef3).toBe('{"Name":"Priority","Type":2,"Options":["High","Low"]}');
    expect(body.workUnitFieldDef1).toBe('{"Name":"Site","Type":1}');
    expect(body.workUnitFieldDef2).toBeNull();
    expect(body.workUnitFieldDef15).toBeNull();
    expect(body.internalNotificationEmailAddress).toBeNull();
    expect(body.secrets).toEqual([{ id: null, name: 'api-key', value: 's3cret' }]);
    expect(TenantSaveBody.safeParse(body).success).toBe(true);
  });

  it('sends the escalation reasons as typed, reads them back, and refuses one too long for a work unit', () => {
    const body = toTenantBody(TenantFormSchema.parse({ ...base, escalationReasons: 'Needs specialist, Customer request' }));
    expect(body.escalationReasons).toBe('Needs specialist, Customer request');
    expect(TenantSaveBody.safeParse(body).success).toBe(true);
    const saved = { tenantId: '5ef7c7a2-0000-4000-8000-000000000001', name: 'Contoso', escalationReasons: 'Needs specialist' } as unknown as TenantResponse;
    expect(toTenantFormValues(saved, []).escalationReasons).toBe('Needs specialist');
    expect(messages({ ...base, escalationReasons: `Short,${'x'.repeat(501)}` })).toEqual([`escalationReasons: ${tenantMessages.escalationReasonTooLong}`]);
  });

  it('reads a saved tenant back into rows', () => {
    const tenant = {
      tenantId: '5ef7c7a2-0000-4000-8000-000000000001',
      name: 'Contoso',
      internalNotificationEmailAddress: null,
      enabled: false,
      assignmentGroups: 'Ops',
      workUnitFieldDef2: '{"Name":"Priority","Type":2,"Options":["High"]}',
    } as unknown as TenantResponse;
    const values = toTenantFormValues(tenant, [{ secretId: 'x', name: 'k', version: 3, created: '', modified: '' }]);
    expect(values.customFields).toEqual([{ column: 'workUnitFieldDef2', Name: 'Priority', Type: 2, Options: ['High'] }]);
    expect(values.secrets).toEqual([{ id: 'x', name: 'k', value: '', version: 3 }]);
    expect(values.enabled).toBe(false);
    expect(nextFreeColumn(values.customFields)).toBe('workUnitFieldDef1');
  });

  it('names fields in the invalid tooltip as the panel shows them, not by their paths', () => {
    const values: TenantFormValues = {
      ...base,
      name: '',
      customFields: [
        { column: 'workUnitFieldDef1', Name: 'Site', Type: 1, Options: [] },
        { column: 'workUnitFieldDef3', Name: '', Type: 2, Options: [] },
        { column: '', Name: 'Site', Type: 1, Options: [] },
      ],
      secrets: [
        { id: null, name: 'api-key', value: '', version: null },
        { id: '5ef7c7a2-0000-4000-8000-000000000009', name: 'API-key', value: '', version: 2 },
      ],
    };
    const lines = validationLines(TenantFormSchema, values, tenantFieldLabel);
    expect(lines).toEqual([
      'Tenant Name: This field is required.',
      'Field 3 Name: A custom field needs a Name.',
      'Custom field 3 Column: This field is required.',
      'Field 3 Options: A Dropdown custom field needs at least one option.',
      'Custom field 3 Name: Can not have duplicate custom fields.',
      'Secret 1 Value: A value is required for a new secret.',
      'Secret 2 Name: Can not have duplicate secrets.',
    ]);
    expect(lines.join('\n')).not.toMatch(/customFields|secrets\.\d/);
    expect(tenantFieldLabel(['secrets', 1, 'value'], values)).toBe('Secret 2 New Value');
    expect(tenantFieldLabel(['customFields'], values)).toBe('Additional Fields');
  });
});
