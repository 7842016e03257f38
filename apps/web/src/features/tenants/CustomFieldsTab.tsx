import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import { CustomFieldType, customFieldColumns } from '@portal/contracts';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Grid from '@mui/material/Grid';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { Controller, useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import { FormTextField, type SelectOption } from '../../kit/form/fields.tsx';
import { useFormReadOnly } from '../../kit/form/readOnly.ts';
import { customFieldTypeNames, emptyCustomField, MAX_CUSTOM_FIELDS, nextFreeColumn, type TenantFormValues } from './tenantForm.ts';

const columnOptions: SelectOption[] = customFieldColumns.map((column, index) => ({ value: column, label: `Field ${index + 1}` }));
const typeOptions: SelectOption[] = [CustomFieldType.Textbox, CustomFieldType.Dropdown].map((value) => ({ value, label: customFieldTypeNames[value] }));

/** Options of a Dropdown field: type one and press Enter (or leave the box) to add it. */
function OptionsInput({ index }: { index: number }) {
  const { control } = useFormContext<TenantFormValues>();
  const readOnly = useFormReadOnly();
  return (
    <Controller
      control={control}
      name={`customFields.${index}.Options`}
      render={({ field, fieldState }) => (
        <Autocomplete<string, true, false, true>
          multiple
          readOnly={readOnly}
          freeSolo
          autoSelect
          options={[]}
          value={field.value}
          onChange={(_event, value) => field.onChange([...new Set(value.map((v) => v.trim()).filter(Boolean))])}
          onBlur={field.onBlur}
          renderValue={(values, getItemProps) =>
            values.map((option, optionIndex) => {
              const { key, ...itemProps } = getItemProps({ index: optionIndex });
              return <Chip key={key} size="small" label={option} {...itemProps} />;
            })
          }
          renderInput={(params) => (
            <TextField
              {...params}
              margin="dense"
              label="Options"
              placeholder={readOnly ? undefined : 'Type an option and press Enter'}
              error={Boolean(fieldState.error)}
              helperText={fieldState.error?.message}
            />
          )}
        />
      )}
    />
  );
}

/** The tenant's custom work unit fields (up to 15): column, Name, Type and, for Dropdown, Options. */
export function CustomFieldsTab() {
  const { control } = useFormContext<TenantFormValues>();
  const { fields, append, remove } = useFieldArray({ control, name: 'customFields' });
  const rows = useWatch({ control, name: 'customFields' });
  const readOnly = useFormReadOnly();

  const add = () => {
    const column = nextFreeColumn(rows ?? []);
    if (column) append(emptyCustomField(column));
  };

  return (
    <Box>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        Custom fields appear on this tenant's work units. Up to {MAX_CUSTOM_FIELDS} fields; Options apply to Dropdown fields only.
      </Typography>
      {fields.length === 0 && (
        <Typography color="text.secondary" sx={{ py: 2 }}>
          No custom fields.
        </Typography>
      )}
      {fields.map((field, index) => (
        <Paper key={field.id} variant="outlined" sx={{ p: 1.5, mb: 1.5 }} data-testid={`custom-field-${index}`}>
          <Grid container columnSpacing={1.5} sx={{ alignItems: 'flex-start' }}>
            <Grid size={{ xs: 12, sm: 3 }}>
              <FormTextField name={`customFields.${index}.column`} label="Column" options={columnOptions} />
            </Grid>
            <Grid size={{ xs: 12, sm: 5 }}>
              <FormTextField name={`customFields.${index}.Name`} label="Name" />
            </Grid>
            <Grid size={{ xs: 10, sm: 3 }}>
              <FormTextField name={`customFields.${index}.Type`} label="Type" options={typeOptions} />
            </Grid>
            {!readOnly && (
              <Grid size={{ xs: 2, sm: 1 }} sx={{ display: 'flex', justifyContent: 'flex-end', pt: 1.5 }}>
                <Tooltip title="Remove field">
                  <IconButton aria-label={`Remove field ${index + 1}`} onClick={() => remove(index)}>
                    <DeleteIcon />
                  </IconButton>
                </Tooltip>
              </Grid>
            )}
            {rows?.[index]?.Type === CustomFieldType.Dropdown && (
              <Grid size={12}>
                <OptionsInput index={index} />
              </Grid>
            )}
          </Grid>
        </Paper>
      ))}
      {!readOnly && (
        <Button startIcon={<AddIcon />} onClick={add} disabled={fields.length >= MAX_CUSTOM_FIELDS}>
          Add Field
        </Button>
      )}
    </Box>
  );
}
