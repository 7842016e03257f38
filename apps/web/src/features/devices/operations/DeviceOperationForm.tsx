import Box from '@mui/material/Box';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import {
  DeviceOperationSaveBody, FrequencyType, ParameterSource, type DeviceOperationResponse, type DeviceOperationSavedResponse,
} from '@portal/contracts';
import { useWatch } from 'react-hook-form';
import { ApiError } from '../../../kit/api.ts';
import { FormCheckbox, FormTextField } from '../../../kit/form/fields.tsx';
import { FormPanel, type FieldLabels } from '../../../kit/form/FormPanel.tsx';
import { FORM_SAVE_FAILED } from '../../../kit/toast.ts';
import { useSaveDeviceOperation } from './queries.ts';

/** What the form needs of an operation: from the picker (create) or the record's expansion (edit). */
export interface OperationInfo {
  operationId?: string;
  name?: string;
  defaultInterval?: string;
  frequencyDefinitions?: number[];
  parameterDefinitions?: Array<{ name?: string; description?: string | null; required?: boolean; source?: number; defaultValue?: string | null }>;
  package?: { name?: string } | null;
}

export const frequencyNames: Record<number, string> = {
  [FrequencyType.OnDemand]: 'On Demand', [FrequencyType.Recurring]: 'Recurring', [FrequencyType.OneTimeKeepAlive]: 'One Time Keep Alive',
};
export const sourceNames: Record<number, string> = {
  [ParameterSource.PortalEntry]: 'Portal Entry', [ParameterSource.EnvironmentVariable]: 'Environment Variable',
  [ParameterSource.SecuredValue]: 'Secured Value', [ParameterSource.RuntimeConfig]: 'Runtime Config',
};
const sourceOptions = Object.entries(sourceNames).map(([value, label]) => ({ value: Number(value), label }));
const valueLabels: Record<number, string> = {
  [ParameterSource.PortalEntry]: 'Value', [ParameterSource.EnvironmentVariable]: 'Variable name', [ParameterSource.RuntimeConfig]: 'Configuration key',
};

interface ParameterValues { name: string; source: number; value: string; lookupKey: string; placeholderKey: string | null }

/** Stored parameters by the operation's definitions: one row per definition, in its order (part 2 §3). */
function parameterRows(operation: OperationInfo, stored: DeviceOperationResponse['parameters'] = []): ParameterValues[] {
  return (operation.parameterDefinitions ?? []).map((definition) => {
    const name = definition.name ?? '';
    const saved = stored.find((p) => p.name.toLowerCase() === name.toLowerCase());
    return {
      name,
      source: saved?.source ?? definition.source ?? ParameterSource.PortalEntry,
      value: saved ? (saved.value ?? '') : (definition.defaultValue ?? ''),
      lookupKey: saved?.lookupKey ?? '',
      placeholderKey: saved?.placeholderKey ?? null,
    };
  });
}

function toFormValues(deviceId: string, operation: OperationInfo, record?: DeviceOperationResponse) {
  const frequencies = operation.frequencyDefinitions ?? [];
  return {
    deviceId,
    operationId: record?.operationId ?? operation.operationId ?? '',
    label: record?.label ?? operation.name ?? '',
    frequencyTypeId: record?.frequencyTypeId ?? (frequencies.includes(FrequencyType.Recurring) ? FrequencyType.Recurring : frequencies[0]),
    interval: record?.interval ?? operation.defaultInterval ?? '00:05:00',
    enabled: record?.enabled ?? true,
    isInteractive: record?.isInteractive ?? false,
    referenceId: record?.referenceId ?? '',
    globalSettingId: record?.globalSettingId ?? '',
    parameters: parameterRows(operation, record?.parameters),
  };
}

/** Optional secured values left without a secret are not sent: nothing to look up. */
export function bodyOf(values: DeviceOperationSaveBody, operation: OperationInfo): DeviceOperationSaveBody {
  const required = new Set((operation.parameterDefinitions ?? []).filter((d) => d.required).map((d) => d.name?.toLowerCase()));
  const parameters = (values.parameters ?? []).filter((p) => p.source !== ParameterSource.SecuredValue || p.lookupKey || required.has(p.name.toLowerCase()))
    .map((p) => (p.source === ParameterSource.SecuredValue ? { ...p, value: null } : { name: p.name, source: p.source, value: p.value }));
  return { ...values, referenceId: values.referenceId || null, globalSettingId: values.globalSettingId || null, parameters };
}

const fieldLabels: FieldLabels = (path, values) => {
  if (path[0] !== 'parameters') {
    return ({ label: 'Label', interval: 'Interval', frequencyTypeId: 'Frequency', referenceId: 'Reference Id', globalSettingId: 'Global Setting Id' } as Record<string, string>)[String(path[0])];
  }
  const rows = (values as { parameters?: ParameterValues[] }).parameters ?? [];
  return `Parameter ${rows[Number(path[1])]?.name ?? Number(path[1]) + 1}`;
};

function ParameterRow({ index, definition }: { index: number; definition: NonNullable<OperationInfo['parameterDefinitions']>[number] }) {
  const source = useWatch({ name: `parameters.${index}.source` }) as number;
  const placeholderKey = useWatch({ name: `parameters.${index}.placeholderKey` }) as string | null;
  const secured = source === ParameterSource.SecuredValue;
  return (
    <Box sx={{ borderTop: 1, borderColor: 'divider', pt: 1, mt: 1 }} data-testid={`parameter-${definition.name}`}>
      <Typography variant="subtitle2" sx={{ overflowWrap: 'anywhere' }}>
        {definition.name}
        {definition.required ? ' *' : ''}
      </Typography>
      {definition.description && <Typography variant="body2" color="text.secondary">{definition.description}</Typography>}
      <Grid container columnSpacing={2}>
        <Grid size={{ xs: 12, sm: 5 }}>
          <FormTextField name={`parameters.${index}.source`} label="Source" options={sourceOptions} />
        </Grid>
        <Grid size={{ xs: 12, sm: 7 }}>
          {secured
            ? <FormTextField name={`parameters.${index}.lookupKey`} label="Lookup key (tenant secret)" required={definition.required} helperText="The name of one of the tenant's secrets." />
            : <FormTextField name={`parameters.${index}.value`} label={valueLabels[source] ?? 'Value'} required={definition.required} />}
        </Grid>
        {secured && (
          <Grid size={12}>
            <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
              Placeholder key: {placeholderKey ?? 'generated when saved'}
            </Typography>
          </Grid>
        )}
      </Grid>
    </Box>
  );
}

export interface DeviceOperationFormProps {
  deviceId: string;
  operation: OperationInfo;
  /** Undefined creates a device operation of `operation`. */
  record?: DeviceOperationResponse;
  readOnly?: boolean;
  onClose: () => void;
  /** After a plain Save of a new record: the panel continues as its edit form. */
  onCreated: (deviceOperationId: string) => void;
}

/** Create or edit a device operation (part 2 §3, §5): label, frequency the operation offers, HH:mm:ss interval, parameters. */
export function DeviceOperationForm({ deviceId, operation, record, readOnly, onClose, onCreated }: DeviceOperationFormProps) {
  const save = useSaveDeviceOperation();
  const frequencyOptions = (operation.frequencyDefinitions ?? []).map((f) => ({ value: f, label: frequencyNames[f] ?? String(f) }));
  const title = `${record ? 'Edit' : 'Add'} Operation: ${operation.name ?? ''}`;
  return (
    <FormPanel
      key={record?.deviceOperationId ?? `create-${operation.operationId}`}
      open
      onClose={onClose}
      title={title}
      readOnly={readOnly}
      submitOnEnter={!record}
      // A new one starts from the operation's defaults, which may be saved as they are.
      allowUnchanged={!record}
      schema={DeviceOperationSaveBody}
      defaultValues={toFormValues(deviceId, operation, record)}
      fieldLabels={fieldLabels}
      errorMessage={(error) => (error instanceof ApiError && error.message ? error.message : FORM_SAVE_FAILED)}
      onSubmit={(values): Promise<DeviceOperationSavedResponse> =>
        save.mutateAsync({ deviceOperationId: record?.deviceOperationId, body: bodyOf(values, operation) }) as Promise<DeviceOperationSavedResponse>}
      valuesAfterSave={(result) => toFormValues(deviceId, operation, result.deviceOperation)}
      onSaved={(result, closing) => {
        if (!record && !closing) onCreated(result.deviceOperation.deviceOperationId);
      }}
      savedMessage={(result) => result.message}
    >
      <Grid container columnSpacing={2}>
        <Grid size={12}>
          <FormTextField name="label" label="Label" required autoFocus={!record} />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <FormTextField name="frequencyTypeId" label="Frequency" required options={frequencyOptions} />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <FormTextField name="interval" label="Interval" required placeholder="HH:mm:ss" helperText="24-hour HH:mm:ss, at least 00:00:30." />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <FormTextField name="referenceId" label="Reference Id" />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <FormTextField name="globalSettingId" label="Global Setting Id" />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <FormCheckbox name="enabled" label="Enabled" />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <FormCheckbox name="isInteractive" label="Interactive" />
        </Grid>
      </Grid>
      <Typography variant="h6" component="h3" sx={{ mt: 2 }}>Parameters</Typography>
      {(operation.parameterDefinitions ?? []).length === 0 && <Typography color="text.secondary">This operation takes no parameters.</Typography>}
      {(operation.parameterDefinitions ?? []).map((definition, index) => <ParameterRow key={definition.name ?? index} index={index} definition={definition} />)}
    </FormPanel>
  );
}
