import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import CircularProgress from '@mui/material/CircularProgress';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormLabel from '@mui/material/FormLabel';
import Grid from '@mui/material/Grid';
import TextField from '@mui/material/TextField';
import { ExecutableType, PackageSaveBody, PackageType, type PackageDetailResponse, packageMessages } from '@portal/contracts';
import { Controller, useFormContext } from 'react-hook-form';
import { useTenantLookup } from '../../app/queries.ts';
import { usePermissions } from '../../app/permissions.tsx';
import { ApiError } from '../../kit/api.ts';
import { FormTextField } from '../../kit/form/fields.tsx';
import { FormPanel } from '../../kit/form/FormPanel.tsx';
import { useFormReadOnly } from '../../kit/form/readOnly.ts';
import { SidePanel } from '../../kit/panel/SidePanel.tsx';
import { useNotFoundRedirect } from '../../kit/panel/usePanelParams.ts';
import { PackageOperationsTab } from './PackageOperationsTab.tsx';
import { ParameterDefinitionsField } from './ParameterDefinitionsField.tsx';
import { PackageVersionsTab } from './PackageVersionsTab.tsx';
import { operatingSystemBits } from './packageNames.ts';
import { useSavePackage, usePackageRecord } from './queries.ts';

export const packageSaved = (name: string, created: boolean) => `Package ${name} ${created ? 'created' : 'saved'}.`;

const fieldLabels = {
  name: 'Name', description: 'Description', tenantId: 'Tenant', packageTypeId: 'Package Type', executableName: 'Executable Name',
  executableTypeId: 'Executable Type', referenceUrl: 'Reference URL', operatingSystemRidsId: 'Operating Systems', parameterDefinitions: 'Parameters',
};

const typeOptions = Object.entries(PackageType).map(([label, value]) => ({ value, label }));
const executableOptions = Object.entries(ExecutableType).map(([label, value]) => ({ value, label }));

function toFormValues(pkg: PackageDetailResponse | undefined) {
  return {
    name: pkg?.name ?? '',
    description: pkg?.description ?? '',
    tenantId: pkg?.tenantId ?? null,
    packageTypeId: pkg?.packageTypeId ?? PackageType.Watcher,
    executableName: pkg?.executableName ?? '',
    executableTypeId: pkg?.executableTypeId ?? null,
    referenceUrl: pkg?.referenceUrl ?? '',
    operatingSystemRidsId: pkg?.operatingSystemRidsId ?? 0,
    parameterDefinitions: pkg?.parameterDefinitions ?? [],
  };
}

/** The operating system RIDs as three checkboxes over one number of bits. */
function OperatingSystemsField() {
  const { control } = useFormContext<{ operatingSystemRidsId: number }>();
  const readOnly = useFormReadOnly();
  return (
    <Controller
      name="operatingSystemRidsId"
      control={control}
      render={({ field }) => (
        <Box sx={{ mt: 1 }}>
          <FormLabel component="legend">Operating Systems</FormLabel>
          <FormGroup row>
            {operatingSystemBits.map(({ bit, label }) => (
              <FormControlLabel
                key={bit}
                label={label}
                disabled={readOnly}
                control={<Checkbox checked={((field.value ?? 0) & bit) !== 0} onChange={(_e, on) => field.onChange(on ? (field.value ?? 0) | bit : (field.value ?? 0) & ~bit)} />}
              />
            ))}
          </FormGroup>
        </Box>
      )}
    />
  );
}

function EditPackageTab({ creating, tenantName }: { creating: boolean; tenantName?: string }) {
  const tenants = useTenantLookup();
  const tenantOptions = (tenants.data ?? []).map((t) => ({ value: t.tenantId, label: t.name }));
  return (
    <Grid container columnSpacing={2}>
      <Grid size={12}><FormTextField name="name" label="Name" required autoFocus={creating} /></Grid>
      <Grid size={12}><FormTextField name="description" label="Description" multiline minRows={2} /></Grid>
      <Grid size={{ xs: 12, sm: 6 }}><FormTextField name="packageTypeId" label="Package Type" required options={typeOptions} /></Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        {creating ? (
          <FormTextField name="tenantId" label="Tenant" options={tenantOptions} noneLabel="None (shared by all tenants)" helperText="A package without a tenant is shared by all tenants." />
        ) : (
          // A package stays in its tenant: shown, not offered.
          <TextField label="Tenant" value={tenantName ?? 'None (shared by all tenants)'} fullWidth margin="dense" slotProps={{ htmlInput: { readOnly: true } }} />
        )}
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}><FormTextField name="executableName" label="Executable Name" /></Grid>
      <Grid size={{ xs: 12, sm: 6 }}><FormTextField name="executableTypeId" label="Executable Type" options={executableOptions} noneLabel="None" /></Grid>
      <Grid size={12}><FormTextField name="referenceUrl" label="Reference URL" placeholder="https://" /></Grid>
      <Grid size={12}><OperatingSystemsField /></Grid>
      <Grid size={12}><ParameterDefinitionsField /></Grid>
    </Grid>
  );
}

export interface PackagePanelProps {
  /** Undefined creates a package. */
  packageId?: string;
  onClose: () => void;
  onCreated: (packageId: string) => void;
}

/** Create or edit a package: tabs Edit Package, Operations and Versions (the last two once it exists). */
export function PackagePanel({ packageId, onClose, onCreated }: PackagePanelProps) {
  const pkg = usePackageRecord(packageId);
  const save = useSavePackage();
  const { has } = usePermissions();
  useNotFoundRedirect(pkg.error);
  const readOnly = Boolean(packageId) && !has('Packages:edit');
  const title = !packageId ? 'Create Package' : readOnly ? 'View Package' : 'Edit Package';

  if (packageId && !pkg.data) {
    return (
      <SidePanel open onClose={onClose} title={title}>
        <Box sx={{ display: 'flex', justifyContent: 'center', p: 4 }}>{!pkg.isError && <CircularProgress />}</Box>
      </SidePanel>
    );
  }

  return (
    <FormPanel
      key={packageId ?? 'create'}
      open
      onClose={onClose}
      submitOnEnter={!packageId}
      readOnly={readOnly}
      title={packageId ? `${title}: ${pkg.data?.name ?? ''}` : title}
      schema={PackageSaveBody}
      defaultValues={toFormValues(pkg.data)}
      fieldLabels={fieldLabels}
      errorMessage={(error) => (error instanceof ApiError && error.status >= 400 && error.status < 500 && error.message ? error.message : packageMessages.saveFailed)}
      onSubmit={(values) => save.mutateAsync({ packageId, body: packageId ? { ...values, tenantId: undefined } : values })}
      valuesAfterSave={toFormValues}
      onSaved={(saved, closing) => {
        if (!packageId && !closing && saved.packageId) onCreated(saved.packageId);
      }}
      savedMessage={(saved) => packageSaved(saved.name ?? '', !packageId)}
      tabs={[
        { label: 'Edit Package', content: <EditPackageTab creating={!packageId} tenantName={pkg.data?.tenant?.name} /> },
        { label: 'Operations', content: packageId ? <PackageOperationsTab packageId={packageId} /> : null, hidden: !packageId },
        { label: 'Versions', content: packageId ? <PackageVersionsTab packageId={packageId} canUpload={has('Packages:create')} canDelete={has('Packages:delete')} /> : null, hidden: !packageId },
      ]}
    />
  );
}
