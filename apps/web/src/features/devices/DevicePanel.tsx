import Box from '@mui/material/Box';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import {
  DeviceLoggingLevel, DeviceSaveBody, DeviceType, OperatingSystem, deviceMessages, deviceSaveMessages, type DeviceResponse,
} from '@portal/contracts';
import { lazy, Suspense, type ReactNode } from 'react';
import { useWatch } from 'react-hook-form';
import { z } from 'zod';
import { useSubscriptionLookup, useTenantLookup } from '../../app/queries.ts';
import { CopyButton } from '../../kit/CopyButton.tsx';
import { formatDateTime } from '../../kit/dates.ts';
import { FormCheckbox, FormTagsField, FormTextField, type SelectOption } from '../../kit/form/fields.tsx';
import { FormPanel } from '../../kit/form/FormPanel.tsx';
import { useDeviceLocations, useSaveDevice } from './queries.ts';

// The chart (and @mui/x-charts) loads with this panel only, not with the grid.
const loadChart = () => import('./DeviceMetricsChart.tsx');
const DeviceMetricsChart = lazy(loadChart);
/** Starts loading the chart while the device is still being fetched. */
export function preloadDeviceMetricsChart(): void {
  void loadChart();
}

const optionsOf = (values: Record<string, number>): SelectOption[] => Object.entries(values).map(([label, value]) => ({ value, label }));
const deviceTypeOptions = optionsOf(DeviceType);
const operatingSystemOptions = optionsOf(OperatingSystem);
const loggingLevelOptions = optionsOf(DeviceLoggingLevel);

/** The form holds the heartbeat as typed; the contracts schema checks the number it stands for. */
const DeviceForm = DeviceSaveBody.extend({
  heartbeatInterval: z.preprocess(
    (value) => (typeof value === 'string' ? (value.trim() === '' ? undefined : Number(value)) : value),
    DeviceSaveBody.shape.heartbeatInterval,
  ),
});

const fieldLabels = {
  name: 'Name',
  description: 'Description',
  tags: 'Tags',
  deviceTypeId: 'Device Type',
  locationId: 'Location',
  operatingSystemId: 'Operating System',
  tenantId: 'Tenant',
  subscriptionId: 'Subscription',
  deviceLoggingLevelId: 'Logging Level',
  heartbeatInterval: 'Heartbeat Interval',
  enabled: 'Enabled',
};

function toFormValues(device: DeviceResponse) {
  return {
    name: device.name,
    description: device.description ?? '',
    tags: device.tags,
    deviceTypeId: device.deviceTypeId,
    locationId: device.locationId,
    operatingSystemId: device.operatingSystemId,
    tenantId: device.tenantId,
    subscriptionId: device.subscriptionId,
    deviceLoggingLevelId: device.deviceLoggingLevelId,
    heartbeatInterval: String(device.heartbeatInterval) as unknown as number,
    enabled: device.enabled,
  };
}

function Fact({ label, children, wide = false }: { label: string; children: ReactNode; wide?: boolean }) {
  return (
    <Box sx={{ minWidth: 0, gridColumn: wide ? '1 / -1' : undefined }}>
      <Typography variant="caption" color="text.secondary" component="div">
        {label}
      </Typography>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, typography: 'body2', overflowWrap: 'anywhere' }}>{children}</Box>
    </Box>
  );
}

/** What the agent and the portal set: shown, never edited here. */
function DeviceFacts({ device }: { device: DeviceResponse }) {
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 1.5, mb: 1 }}>
      <Fact label="Device ID" wide>
        <Box component="span" sx={{ fontFamily: 'monospace' }}>
          {device.deviceId}
        </Box>
        <CopyButton value={device.deviceId} kind="id" label="Copy Device ID" successMessage="Device ID copied to clipboard" />
      </Fact>
      <Fact label="Device Name">
        {device.name}
        <CopyButton value={device.name} kind="id" label="Copy Device Name" successMessage="Device Name copied to clipboard" failureMessage={deviceMessages.copyNameFailed} />
      </Fact>
      <Fact label="Restart Agent">{device.restartAgentFlag ? 'Restart queued' : 'No restart queued'}</Fact>
      <Fact label="Trace Expiration">{device.traceExpiration ? formatDateTime(device.traceExpiration) : 'Not tracing'}</Fact>
      <Fact label="Machine">{[device.machineName, device.ipAddress, device.architecture].filter(Boolean).join(' · ') || '—'}</Fact>
      <Fact label="Last Check-in">{device.lastCheckIn ? formatDateTime(device.lastCheckIn) : 'Never'}</Fact>
    </Box>
  );
}

/** The editable fields; subscriptions and locations follow the tenant chosen. */
function DeviceFields() {
  const tenantId = useWatch<{ tenantId: string }>({ name: 'tenantId' });
  const tenants = useTenantLookup();
  const subscriptions = useSubscriptionLookup();
  const locations = useDeviceLocations(tenantId);
  const tenantOptions = (tenants.data ?? []).map((t) => ({ value: t.tenantId, label: t.name }));
  const subscriptionOptions = (subscriptions.data ?? []).filter((s) => s.tenantId === tenantId).map((s) => ({ value: s.subscriptionId, label: s.name }));
  const locationOptions = (locations.data ?? []).map((l) => ({ value: l.locationId, label: l.tenantId ? l.name : `${l.name} (shared)` }));
  return (
    <Grid container columnSpacing={2}>
      <Grid size={12}>
        <FormTextField name="name" label="Name" required />
      </Grid>
      <Grid size={12}>
        <FormTextField name="description" label="Description" multiline minRows={2} emptyAsNull />
      </Grid>
      <Grid size={12}>
        <FormTagsField name="tags" label="Tags" />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <FormTextField name="deviceTypeId" label="Device Type" options={deviceTypeOptions} />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <FormTextField name="operatingSystemId" label="Operating System" options={operatingSystemOptions} />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <FormTextField name="tenantId" label="Tenant" required options={tenantOptions} />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <FormTextField name="subscriptionId" label="Subscription" required options={subscriptionOptions} />
      </Grid>
      <Grid size={12}>
        <FormTextField name="locationId" label="Location" options={locationOptions} noneLabel="None" />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <FormTextField name="deviceLoggingLevelId" label="Logging Level" options={loggingLevelOptions} />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <FormTextField
          name="heartbeatInterval"
          label="Heartbeat Interval (seconds)"
          type="number"
          required
          slotProps={{ htmlInput: { min: 0, step: 1 } }}
        />
      </Grid>
      <Grid size={12}>
        <FormCheckbox name="enabled" label="Enabled" />
      </Grid>
    </Grid>
  );
}

export interface DevicePanelProps {
  device: DeviceResponse;
  readOnly: boolean;
  onClose: () => void;
}

/** Edit Device (part 2 §2): the device's settings, what its agent reports, and its CPU and memory over time. */
export function DevicePanel({ device, readOnly, onClose }: DevicePanelProps) {
  const save = useSaveDevice();
  return (
    <FormPanel
      open
      onClose={onClose}
      title={`${readOnly ? 'View' : 'Edit'} Device: ${device.name}`}
      schema={DeviceForm}
      defaultValues={toFormValues(device)}
      fieldLabels={fieldLabels}
      readOnly={readOnly}
      errorMessage={deviceMessages.saveDeviceFailed}
      onSubmit={(values) => save.mutateAsync({ deviceId: device.deviceId, body: values })}
      valuesAfterSave={toFormValues}
      savedMessage={() => deviceSaveMessages.saved}
    >
      <DeviceFacts device={device} />
      <Suspense fallback={<Box sx={{ height: 320 }} />}>
        <DeviceMetricsChart deviceId={device.deviceId} heartbeatSeconds={device.heartbeatInterval} />
      </Suspense>
      <DeviceFields />
    </FormPanel>
  );
}
