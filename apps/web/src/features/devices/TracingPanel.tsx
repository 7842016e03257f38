import Alert from '@mui/material/Alert';
import { TRACE_MINUTE_CHOICES, TracingBody, deviceMessages, deviceSaveMessages, type DeviceResponse } from '@portal/contracts';
import { useState } from 'react';
import { formatDateTime } from '../../kit/dates.ts';
import { FormRadioGroup, type SelectOption } from '../../kit/form/fields.tsx';
import { FormPanel } from '../../kit/form/FormPanel.tsx';
import { useSaveTracing } from './queries.ts';

/** A tracing choice of part 2 §5 in words: No change (-1), Disabled (0), 10 minutes … 24 hours. */
export function traceChoiceLabel(minutes: number): string {
  if (minutes === -1) return 'No change';
  if (minutes === 0) return 'Disabled';
  if (minutes < 60) return `${minutes} minutes`;
  const hours = minutes / 60;
  return hours === 1 ? '1 hour' : `${hours} hours`;
}

const choices: SelectOption[] = TRACE_MINUTE_CHOICES.map((minutes) => ({ value: minutes, label: traceChoiceLabel(minutes) }));

/** Toggle Tracing: the agent sends trace logs until the expiration chosen here (now + minutes). */
export function TracingPanel({ device, onClose }: { device: DeviceResponse; onClose: () => void }) {
  const save = useSaveTracing();
  const [openedAt] = useState(() => Date.now());
  const expires = device.traceExpiration && new Date(device.traceExpiration).getTime() > openedAt ? device.traceExpiration : null;
  return (
    <FormPanel
      open
      onClose={onClose}
      title={`Tracing: ${device.name}`}
      schema={TracingBody}
      defaultValues={{ traceMinutes: -1 }}
      fieldLabels={{ traceMinutes: 'Tracing' }}
      errorMessage={deviceMessages.saveTracingFailed}
      onSubmit={(body) => save.mutateAsync({ deviceId: device.deviceId, body })}
      valuesAfterSave={() => ({ traceMinutes: -1 })}
      savedMessage={() => deviceSaveMessages.tracingSaved}
    >
      <Alert severity={expires ? 'info' : 'success'} sx={{ mb: 1 }}>
        {expires ? `Tracing until ${formatDateTime(expires)}.` : 'Tracing is off.'}
      </Alert>
      <FormRadioGroup name="traceMinutes" label="Trace for" options={choices} row={false} />
    </FormPanel>
  );
}
