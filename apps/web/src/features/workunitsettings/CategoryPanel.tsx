import {
  WorkUnitCategorySaveBody,
  workUnitCategoryMessages,
  workUnitTypeLookup,
  type WorkUnitCategoryResponse,
} from '@portal/contracts';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Grid from '@mui/material/Grid';
import { useTenantLookup } from '../../app/queries.ts';
import { FormCheckbox, FormTextField } from '../../kit/form/fields.tsx';
import { FormPanel } from '../../kit/form/FormPanel.tsx';
import { SidePanel } from '../../kit/panel/SidePanel.tsx';
import { useNotFoundRedirect } from '../../kit/panel/usePanelParams.ts';
import { useCategory, useSaveCategory } from './queries.ts';

const fieldLabels = {
  name: 'Name',
  tenantId: 'Tenant',
  workUnitTypeId: 'Work Unit Type',
  isEnabled: 'Enabled',
  isVisibleInResolutionCenter: 'Visible In Resolution Center',
};

/** The Legacy type is never offered; Request shows as 'User Request' (§3 Lookups). */
const typeOptions = workUnitTypeLookup.map((t) => ({ value: t.workUnitTypeId, label: t.name }));

function toFormValues(category: WorkUnitCategoryResponse | undefined, defaultTenantId: string | null) {
  return {
    name: category?.name ?? '',
    tenantId: category ? category.tenantId : defaultTenantId,
    // Unset until chosen, so 'Please choose a work unit type.' shows rather than a silent default.
    workUnitTypeId: category?.workUnitTypeId,
    isEnabled: category?.isEnabled ?? true,
    isVisibleInResolutionCenter: category?.isVisibleInResolutionCenter ?? false,
  };
}

export interface CategoryPanelProps {
  /** Undefined creates a category. */
  workUnitCategoryId?: number;
  /** The tenant a new category starts in (the URL's tenant); null means shared by all tenants. */
  defaultTenantId: string | null;
  onClose: () => void;
  onCreated: (workUnitCategoryId: number) => void;
}

/** Create or edit a work unit category: name, tenant (or all tenants), type, enabled, offered in the Resolution Center. */
export function CategoryPanel({ workUnitCategoryId, defaultTenantId, onClose, onCreated }: CategoryPanelProps) {
  const category = useCategory(workUnitCategoryId);
  const tenants = useTenantLookup();
  const save = useSaveCategory();
  useNotFoundRedirect(category.error);
  const title = workUnitCategoryId ? 'Edit Category' : 'Create Category';

  if (workUnitCategoryId && !category.data) {
    return (
      <SidePanel open onClose={onClose} title={title}>
        <Box sx={{ display: 'flex', justifyContent: 'center', p: 4 }}>{!category.isError && <CircularProgress />}</Box>
      </SidePanel>
    );
  }

  const tenantOptions = (tenants.data ?? []).map((t) => ({ value: t.tenantId, label: t.name }));
  return (
    <FormPanel
      key={workUnitCategoryId ?? 'create'}
      open
      onClose={onClose}
      title={workUnitCategoryId ? `Edit Category: ${category.data?.name ?? ''}` : title}
      schema={WorkUnitCategorySaveBody}
      defaultValues={toFormValues(category.data, defaultTenantId)}
      fieldLabels={fieldLabels}
      errorMessage={workUnitCategoryMessages.saveFailed}
      onSubmit={(body) => save.mutateAsync({ workUnitCategoryId, body })}
      valuesAfterSave={(saved) => toFormValues(saved, defaultTenantId)}
      onSaved={(saved, closing) => {
        if (!workUnitCategoryId && !closing) onCreated(saved.workUnitCategoryId);
      }}
    >
      <Grid container columnSpacing={2}>
        <Grid size={12}>
          <FormTextField name="name" label="Name" required autoFocus />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <FormTextField name="tenantId" label="Tenant" options={tenantOptions} noneLabel="All Tenants" />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <FormTextField name="workUnitTypeId" label="Work Unit Type" required options={typeOptions} />
        </Grid>
        <Grid size={12}>
          <FormCheckbox name="isEnabled" label="Enabled" />
        </Grid>
        <Grid size={12}>
          <FormCheckbox name="isVisibleInResolutionCenter" label="Visible In Resolution Center" />
        </Grid>
      </Grid>
    </FormPanel>
  );
}
