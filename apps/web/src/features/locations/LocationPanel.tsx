import { LocationSaveBody, type LocationResponse } from '@portal/contracts';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Grid from '@mui/material/Grid';
import { useTenantLookup } from '../../app/queries.ts';
import { FormTextField } from '../../kit/form/fields.tsx';
import { FormPanel } from '../../kit/form/FormPanel.tsx';
import { SidePanel } from '../../kit/panel/SidePanel.tsx';
import { useNotFoundRedirect } from '../../kit/panel/usePanelParams.ts';
import { useLocationRecord, useSaveLocation } from './queries.ts';

export const LOCATION_SAVE_FAILED = 'A problem occurred saving the location. Please try again.';
export const locationSaved = (name: string, created: boolean) => `Location ${name} ${created ? 'created' : 'saved'}.`;

const fieldLabels = {
  name: 'Name',
  address1: 'Address 1',
  address2: 'Address 2',
  city: 'City',
  state: 'State',
  country: 'Country',
  postalCode: 'Postal Code',
  coordinates: 'Coordinates',
  tenantId: 'Tenant',
};

function toFormValues(location: LocationResponse | undefined) {
  return {
    name: location?.name ?? '',
    address1: location?.address1 ?? '',
    address2: location?.address2 ?? '',
    city: location?.city ?? '',
    state: location?.state ?? '',
    country: location?.country ?? '',
    postalCode: location?.postalCode ?? '',
    coordinates: location?.coordinates ?? '',
    tenantId: location?.tenantId ?? null,
  };
}

export interface LocationPanelProps {
  /** Undefined creates a location. */
  locationId?: string;
  onClose: () => void;
  onCreated: (locationId: string) => void;
}

/** Create or edit a location: name required, the address fields, a tenant or none (shared by all tenants). */
export function LocationPanel({ locationId, onClose, onCreated }: LocationPanelProps) {
  const location = useLocationRecord(locationId);
  const tenants = useTenantLookup();
  const save = useSaveLocation();
  useNotFoundRedirect(location.error);
  const title = locationId ? 'Edit Location' : 'Create Location';

  if (locationId && !location.data) {
    return (
      <SidePanel open onClose={onClose} title={title}>
        <Box sx={{ display: 'flex', justifyContent: 'center', p: 4 }}>{!location.isError && <CircularProgress />}</Box>
      </SidePanel>
    );
  }

  const tenantOptions = (tenants.data ?? []).map((t) => ({ value: t.tenantId, label: t.name }));
  return (
    <FormPanel
      key={locationId ?? 'create'}
      open
      onClose={onClose}
      submitOnEnter={!locationId}
      title={locationId ? `Edit Location: ${location.data?.name ?? ''}` : title}
      schema={LocationSaveBody}
      defaultValues={toFormValues(location.data)}
      fieldLabels={fieldLabels}
      errorMessage={LOCATION_SAVE_FAILED}
      onSubmit={(values) => save.mutateAsync({ locationId, body: values })}
      valuesAfterSave={toFormValues}
      onSaved={(saved, closing) => {
        if (!locationId && !closing) onCreated(saved.locationId);
      }}
      savedMessage={(saved) => locationSaved(saved.name, !locationId)}
    >
      <Grid container columnSpacing={2}>
        <Grid size={12}>
          <FormTextField name="name" label="Name" required autoFocus />
        </Grid>
        <Grid size={12}>
          <FormTextField name="address1" label="Address 1" autoComplete="address-line1" />
        </Grid>
        <Grid size={12}>
          <FormTextField name="address2" label="Address 2" autoComplete="address-line2" />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <FormTextField name="city" label="City" autoComplete="address-level2" />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <FormTextField name="state" label="State" autoComplete="address-level1" />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <FormTextField name="postalCode" label="Postal Code" autoComplete="postal-code" />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <FormTextField name="country" label="Country" autoComplete="country-name" />
        </Grid>
        <Grid size={12}>
          <FormTextField name="coordinates" label="Coordinates" placeholder="e.g. 38.8977, -77.0365" />
        </Grid>
        <Grid size={12}>
          <FormTextField
            name="tenantId"
            label="Tenant"
            options={tenantOptions}
            noneLabel="None (shared by all tenants)"
            helperText="A location without a tenant is shared by all tenants."
          />
        </Grid>
      </Grid>
    </FormPanel>
  );
}
