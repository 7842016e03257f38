import { WorkUnitSubcategorySaveBody, workUnitCategoryMessages, type WorkUnitSubcategoryResponse } from '@portal/contracts';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { FormCheckbox, FormTextField } from '../../kit/form/fields.tsx';
import { FormPanel } from '../../kit/form/FormPanel.tsx';
import { SidePanel } from '../../kit/panel/SidePanel.tsx';
import { useNotFoundRedirect } from '../../kit/panel/usePanelParams.ts';
import { useSaveSubcategory, useSubcategory } from './queries.ts';

const fieldLabels = { name: 'Name', isEnabled: 'Enabled', workUnitCategoryId: 'Category' };

function toFormValues(workUnitCategoryId: number, subcategory: WorkUnitSubcategoryResponse | undefined) {
  return { name: subcategory?.name ?? '', workUnitCategoryId, isEnabled: subcategory?.isEnabled ?? true };
}

export interface SubcategoryPanelProps {
  workUnitCategoryId: number;
  /** Undefined creates a subcategory. */
  workUnitSubcategoryId?: number;
  onClose: () => void;
  onCreated: (workUnitSubcategoryId: number) => void;
}

/** Create or edit one subcategory of a category: name and enabled. */
export function SubcategoryPanel({ workUnitCategoryId, workUnitSubcategoryId, onClose, onCreated }: SubcategoryPanelProps) {
  const subcategory = useSubcategory(workUnitSubcategoryId);
  const save = useSaveSubcategory();
  useNotFoundRedirect(subcategory.error);
  const title = workUnitSubcategoryId ? 'Edit Subcategory' : 'Create Subcategory';

  if (workUnitSubcategoryId && !subcategory.data) {
    return (
      <SidePanel open onClose={onClose} title={title}>
        <Box sx={{ display: 'flex', justifyContent: 'center', p: 4 }}>{!subcategory.isError && <CircularProgress />}</Box>
      </SidePanel>
    );
  }

  return (
    <FormPanel
      key={workUnitSubcategoryId ?? 'create'}
      open
      onClose={onClose}
      title={workUnitSubcategoryId ? `Edit Subcategory: ${subcategory.data?.name ?? ''}` : title}
      schema={WorkUnitSubcategorySaveBody}
      defaultValues={toFormValues(workUnitCategoryId, subcategory.data)}
      fieldLabels={fieldLabels}
      errorMessage={workUnitCategoryMessages.subcategorySaveFailed}
      onSubmit={(body) => save.mutateAsync({ workUnitSubcategoryId, body })}
      valuesAfterSave={(saved) => toFormValues(workUnitCategoryId, saved)}
      onSaved={(saved, closing) => {
        if (!workUnitSubcategoryId && !closing) onCreated(saved.workUnitSubcategoryId);
      }}
    >
      <FormTextField name="name" label="Name" required autoFocus />
      <FormCheckbox name="isEnabled" label="Enabled" />
    </FormPanel>
  );
}
