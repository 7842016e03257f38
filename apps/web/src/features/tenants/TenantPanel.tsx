import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Grid from '@mui/material/Grid';
import { usePermissions } from '../../app/permissions.tsx';
import { ApiError } from '../../kit/api.ts';
import { FormCheckbox, FormTextField } from '../../kit/form/fields.tsx';
import { FormPanel } from '../../kit/form/FormPanel.tsx';
import { SidePanel } from '../../kit/panel/SidePanel.tsx';
import { useNotFoundRedirect } from '../../kit/panel/usePanelParams.ts';
import { CustomFieldsTab } from './CustomFieldsTab.tsx';
import { fetchTenantSecrets, useSaveTenant, useTenant, useTenantSecrets } from './queries.ts';
import { SecretsTab } from './SecretsTab.tsx';
import { TenantFormSchema, tenantFieldLabel, toTenantBody, toTenantFormValues } from './tenantForm.ts';

export const TENANT_SAVE_FAILED = 'Unable to save tenant, please try again.';
export const tenantSaved = (name: string, created: boolean) => `Tenant ${name} ${created ? 'created' : 'saved'}.`;
export const TENANT_LOAD_FAILED = 'The tenant could not be loaded. Please try again.';
/** Without its secrets the tenant cannot be edited: a save sends the full list, and would delete them. */
export const TENANT_SECRETS_LOAD_FAILED = "The tenant's secrets could not be loaded, so the tenant cannot be edited. Please try again.";

const isNotFound = (error: unknown) => error instanceof ApiError && (error.status === 404 || error.status === 400);

export interface TenantPanelProps {
  /** Undefined creates a tenant. */
  tenantId?: string;
  onClose: () => void;
  /** After a create with Save (not Save & Close): the panel continues as the new tenant's edit panel. */
  onCreated: (tenantId: string) => void;
}

function DetailsTab() {
  return (
    <Grid container columnSpacing={2}>
      <Grid size={12}>
        <FormTextField name="name" label="Tenant Name" required />
      </Grid>
      <Grid size={12}>
        <FormTextField
          name="internalNotificationEmailAddress"
          label="Internal Notification Email"
          helperText="One or more addresses, separated by commas or semicolons"
        />
      </Grid>
      <Grid size={12}>
        <FormTextField name="assignmentGroups" label="Assignment Groups" helperText="Group names separated by commas" />
      </Grid>
      <Grid size={12}>
        <FormTextField
          name="escalationReasons"
          label="Escalation Reasons"
          helperText="Reasons separated by commas; escalating a work unit offers only these. Empty: any reason may be typed"
        />
      </Grid>
      <Grid size={12}>
        <FormCheckbox name="enabled" label="Enabled" />
      </Grid>
    </Grid>
  );
}

/** Create or edit a tenant: tabs Details, Additional Fields (custom work unit fields) and Secrets. */
export function TenantPanel({ tenantId, onClose, onCreated }: TenantPanelProps) {
  const tenant = useTenant(tenantId);
  const secrets = useTenantSecrets(tenantId);
  const save = useSaveTenant();
  const permissions = usePermissions();
  useNotFoundRedirect(tenant.error);

  // Tenants:view without Tenants:edit: the same panel to look at, without Save (the server would refuse it).
  const readOnly = Boolean(tenantId) && !permissions.has('Tenants:edit');
  const title = !tenantId ? 'Create Tenant' : readOnly ? 'View Tenant' : 'Edit Tenant';
  if (tenantId && (!tenant.data || !secrets.data || permissions.isLoading)) {
    // A missing tenant goes to the not-found route; any other failure is said here rather than spun on.
    const redirecting = isNotFound(tenant.error);
    const failure = tenant.isError ? TENANT_LOAD_FAILED : secrets.isError ? TENANT_SECRETS_LOAD_FAILED : undefined;
    const retry = () => {
      if (tenant.isError) void tenant.refetch();
      if (secrets.isError) void secrets.refetch();
    };
    return (
      <SidePanel open onClose={onClose} title={title}>
        {failure && !redirecting ? (
          <Alert
            severity="error"
            data-testid="tenant-load-error"
            action={<Button color="inherit" size="small" onClick={retry} loading={tenant.isFetching || secrets.isFetching}>Retry</Button>}
          >
            {failure}
          </Alert>
        ) : (
          <Box sx={{ display: 'flex', justifyContent: 'center', p: 4 }}>{!redirecting && <CircularProgress />}</Box>
        )}
      </SidePanel>
    );
  }

  return (
    <FormPanel
      key={tenantId ?? 'create'}
      open
      onClose={onClose}
      submitOnEnter={!tenantId}
      title={tenantId ? `${title}: ${tenant.data?.name ?? ''}` : title}
      readOnly={readOnly}
      schema={TenantFormSchema}
      defaultValues={toTenantFormValues(tenant.data, secrets.data)}
      fieldLabels={tenantFieldLabel}
      errorMessage={TENANT_SAVE_FAILED}
      onSubmit={(values) => save.mutateAsync({ tenantId, body: toTenantBody(values) })}
      valuesAfterSave={async (saved) => toTenantFormValues(saved, await fetchTenantSecrets(saved.tenantId))}
      onSaved={(saved, closing) => {
        if (!tenantId && !closing) onCreated(saved.tenantId);
      }}
      savedMessage={(saved) => tenantSaved(saved.name, !tenantId)}
      tabs={[
        { label: 'Details', content: <DetailsTab /> },
        { label: 'Additional Fields', content: <CustomFieldsTab /> },
        { label: 'Secrets', content: <SecretsTab tenantId={tenantId} /> },
      ]}
    />
  );
}
