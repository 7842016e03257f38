import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import {
  InstallStatus, InstallationsSaveBody, deviceMessages, deviceSaveMessages, type DeviceResponse, type InstallationListItem,
} from '@portal/contracts';
import { z } from 'zod';
import { usePermissions } from '../../app/permissions.tsx';
import { FormTextField } from '../../kit/form/fields.tsx';
import { FormPanel } from '../../kit/form/FormPanel.tsx';
import { SidePanel } from '../../kit/panel/SidePanel.tsx';
import { useInstallations, usePackageVersions, useSaveInstallations } from './queries.ts';

const InstallationsForm = z.object({ installations: InstallationsSaveBody });

/** 'none' is what part 2 §3 calls no version chosen; AvailableForInstall is always shown with it. */
export const NO_VERSION_LABEL = 'none';

const statusColors: Partial<Record<InstallStatus, 'success' | 'error' | 'warning' | 'info'>> = {
  Installed: 'success',
  Failed: 'error',
  Refused: 'error',
  Pending: 'info',
  Installing: 'info',
};

function toFormValues(deviceId: string, items: readonly InstallationListItem[]) {
  return {
    installations: items.map(({ installPackage }) => ({
      packageId: installPackage.packageId,
      deviceId,
      packageVersionId: installPackage.installStatus === InstallStatus.AvailableForInstall ? null : installPackage.packageVersionId,
    })),
  };
}

/** One package: its name, the version wanted (a picker when the user may change it) and what the agent reported. */
function InstallationRow({ index, item, canPick }: { index: number; item: InstallationListItem['installPackage']; canPick: boolean }) {
  const versions = usePackageVersions(item.packageId, canPick);
  const shown = item.installStatus === InstallStatus.AvailableForInstall ? null : item.packageVersionId;
  // The current choice is an option even before (or without) the package's versions, so the picker always shows it.
  const options = [
    ...(shown ? [{ value: shown, label: item.version ?? shown }] : []),
    ...(versions.data ?? []).filter((v) => v.packageVersionId && v.packageVersionId !== shown).map((v) => ({ value: v.packageVersionId!, label: v.version ?? '' })),
  ];
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '2fr 2fr 1fr' }, alignItems: 'center', columnGap: 2, py: 1, borderBottom: 1, borderColor: 'divider' }}>
      <Typography variant="body2" sx={{ fontWeight: 500, overflowWrap: 'anywhere' }}>
        {item.packageName}
      </Typography>
      <FormTextField name={`installations.${index}.packageVersionId`} label="Version" size="small" options={options} noneLabel={NO_VERSION_LABEL} />
      <Box title={item.detail ?? undefined}>
        <Chip size="small" variant="outlined" label={item.installStatus} color={statusColors[item.installStatus] ?? 'default'} />
      </Box>
    </Box>
  );
}

/** Installations (part 2 §2, §3): the version of each package the device should have; the status is the agent's. */
export function InstallationsPanel({ device, readOnly, onClose }: { device: DeviceResponse; readOnly: boolean; onClose: () => void }) {
  const installations = useInstallations(device.deviceId);
  const save = useSaveInstallations();
  const { has } = usePermissions();
  const title = `Installations: ${device.name}`;
  if (!installations.data) {
    return (
      <SidePanel open onClose={onClose} title={title}>
        {installations.isError ? (
          <Alert severity="error">The installations could not be loaded.</Alert>
        ) : (
          <Box sx={{ display: 'flex', justifyContent: 'center', p: 4 }}>
            <CircularProgress aria-label="Loading installations" />
          </Box>
        )}
      </SidePanel>
    );
  }
  const items = installations.data;
  return (
    <FormPanel
      open
      onClose={onClose}
      title={title}
      schema={InstallationsForm}
      defaultValues={toFormValues(device.deviceId, items)}
      fieldLabels={(path) => (path[0] === 'installations' && typeof path[1] === 'number' ? items[path[1]]?.installPackage.packageName : undefined)}
      readOnly={readOnly}
      errorMessage={deviceMessages.saveInstallationsFailed}
      onSubmit={(values) => save.mutateAsync({ deviceId: device.deviceId, body: values.installations })}
      savedMessage={() => deviceSaveMessages.installationsSaved}
    >
      {items.length === 0 && <Alert severity="info">No package is available to this device.</Alert>}
      {items.map((item, index) => (
        <InstallationRow key={item.installPackage.packageId} index={index} item={item.installPackage} canPick={!readOnly && has('Packages:view')} />
      ))}
    </FormPanel>
  );
}
