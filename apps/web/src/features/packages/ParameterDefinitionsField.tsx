import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { ParameterSource, type ParameterDefinitionBody } from '@portal/contracts';
import { useFieldArray, useFormContext } from 'react-hook-form';
import { FormCheckbox, FormTextField, type SelectOption } from '../../kit/form/fields.tsx';
import { useFormReadOnly } from '../../kit/form/readOnly.ts';
import { ParameterTable } from './PackageOperationsTab.tsx';

/** The contract's limit (PackageSaveBody): the Add button stops there instead of a refusal on save. */
export const MAX_PARAMETERS = 100;

const sourceOptions: SelectOption[] = Object.entries(ParameterSource).map(([label, value]) => ({ value, label }));

const emptyParameter = (): ParameterDefinitionBody => ({
  name: '', description: null, required: false, source: ParameterSource.PortalEntry, defaultValue: null,
});

interface ParameterForm { parameterDefinitions: ParameterDefinitionBody[] }

/**
 * The package's parameter definitions (part 2 §3: Name, Description, Required, Source, DefaultValue): one card per
 * parameter with Add and Remove; saved with the package. Read-only callers see the table the Operations tab shows.
 */
export function ParameterDefinitionsField() {
  const { control, watch } = useFormContext<ParameterForm>();
  const { fields, append, remove } = useFieldArray({ control, name: 'parameterDefinitions' });
  const readOnly = useFormReadOnly();

  if (readOnly) {
    return (
      <Box sx={{ mt: 2 }}>
        <Typography variant="subtitle2" gutterBottom>Parameter Definitions</Typography>
        <ParameterTable parameters={watch('parameterDefinitions') ?? []} />
      </Box>
    );
  }
  return (
    <Box sx={{ mt: 2 }} component="section" aria-label="Parameter Definitions">
      <Typography variant="subtitle2" gutterBottom>Parameter Definitions</Typography>
      {fields.length === 0 && <Typography variant="body2" color="text.secondary" sx={{ pb: 1 }}>No parameters.</Typography>}
      {fields.map((field, index) => (
        <Paper key={field.id} variant="outlined" sx={{ p: 1.5, mb: 1.5 }} data-testid={`parameter-${index}`}>
          <Grid container columnSpacing={1.5} sx={{ alignItems: 'flex-start' }}>
            <Grid size={{ xs: 10, sm: 5 }}>
              <FormTextField name={`parameterDefinitions.${index}.name`} label="Parameter Name" required />
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }} sx={{ order: { xs: 3, sm: 2 } }}>
              <FormTextField name={`parameterDefinitions.${index}.source`} label="Source" options={sourceOptions} />
            </Grid>
            <Grid size={{ xs: 2, sm: 1 }} sx={{ display: 'flex', justifyContent: 'flex-end', pt: 1.5, order: { xs: 2, sm: 3 } }}>
              <Tooltip title="Remove parameter">
                <IconButton aria-label={`Remove parameter ${index + 1}`} onClick={() => remove(index)}>
                  <DeleteIcon />
                </IconButton>
              </Tooltip>
            </Grid>
            <Grid size={12} sx={{ order: 4 }}>
              <FormTextField name={`parameterDefinitions.${index}.description`} label="Parameter Description" emptyAsNull />
            </Grid>
            <Grid size={{ xs: 12, sm: 8 }} sx={{ order: 5 }}>
              <FormTextField name={`parameterDefinitions.${index}.defaultValue`} label="Default Value" emptyAsNull />
            </Grid>
            <Grid size={{ xs: 12, sm: 4 }} sx={{ order: 6, pt: 1 }}>
              <FormCheckbox name={`parameterDefinitions.${index}.required`} label="Required" />
            </Grid>
          </Grid>
        </Paper>
      ))}
      <Button startIcon={<AddIcon />} onClick={() => append(emptyParameter())} disabled={fields.length >= MAX_PARAMETERS}>
        Add Parameter
      </Button>
    </Box>
  );
}
