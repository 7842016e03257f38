import Add from '@mui/icons-material/Add';
import Delete from '@mui/icons-material/Delete';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { workUnitFieldLabels, workUnitMessages, type WorkUnitListItem } from '@portal/contracts';
import { useMemo, useState } from 'react';
import { Controller, useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import { FormSelectField } from '../../../kit/form/fields.tsx';
import { FormPanel } from '../../../kit/form/FormPanel.tsx';
import { SidePanel } from '../../../kit/panel/SidePanel.tsx';
import { toast } from '../../../kit/toast.ts';
import {
  MASS_EDIT_MESSAGES,
  buildPatch,
  choicesFor,
  fieldsForType,
  hasMismatchedTypes,
  massEditFieldLabels,
  massEditRequiredFields,
  massEditSchema,
  massEditTitle,
  multilineFields,
  sharedType,
  type MassEditField,
  type MassEditValues,
} from './massEdit.ts';
import { saveErrorMessage } from '../saveErrors.ts';
import { useMassEditSave, useMassEditUnits } from './queries.ts';

export interface MassEditPanelProps {
  workUnitIds: number[] | string[];
  onClose: () => void;
  /** After every work unit was saved (the grid refreshes and clears its selection). */
  onSaved: () => void;
}

const emptyRow = { field: '', value: '' };
const LISTED_IDS = 10;

/** 'Changes apply to Work Units #1, #2 and #3.', shortened after ten. */
function appliesTo(ids: number[]): string {
  const listed = ids.slice(0, LISTED_IDS).map((id) => `#${id}`);
  const more = ids.length - listed.length;
  const text = more > 0 ? `${listed.join(', ')} and ${more} more` : listed.length > 1 ? `${listed.slice(0, -1).join(', ')} and ${listed.at(-1)}` : listed.join('');
  return `Changes apply to Work Units ${text}.`;
}

interface RowsProps {
  units: WorkUnitListItem[];
  available: MassEditField[];
  mismatched: boolean;
}

/** The field and value rows, with the add button (disabled once every field is used or the types differ). */
function MassEditRows({ units, available, mismatched }: RowsProps) {
  const { control, setValue } = useFormContext<MassEditValues>();
  const { fields, append, remove } = useFieldArray({ control, name: 'rows' });
  const rows = useWatch({ control, name: 'rows' });
  const addDisabled = mismatched || fields.length >= available.length;

  return (
    <Stack spacing={2}>
      {fields.map((item, index) => {
        const field = rows[index]?.field ?? '';
        const choices = choicesFor(field, units);
        const required = (massEditRequiredFields as readonly string[]).includes(field);
        return (
          <Box key={item.id} sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', flexWrap: { xs: 'wrap', sm: 'nowrap' } }} data-testid="mass-edit-row">
            <FormSelectField
              name={`rows.${index}.field`}
              label="Field"
              size="small"
              fullWidth={false}
              margin="none"
              options={available.map((name) => ({ value: name, label: workUnitFieldLabels[name] }))}
              // A value of one field rarely fits another.
              onChange={() => setValue(`rows.${index}.value`, '', { shouldValidate: true })}
              disabled={mismatched}
              sx={{ width: { xs: '100%', sm: 240 }, flexShrink: 0 }}
            />
            <Controller
              name={`rows.${index}.value`}
              control={control}
              render={({ field: f, fieldState }) => (
                <TextField
                  select={Boolean(choices)}
                  label="Value"
                  size="small"
                  fullWidth
                  multiline={!choices && multilineFields.has(field)}
                  maxRows={8}
                  value={f.value}
                  onChange={(event) => f.onChange(event.target.value)}
                  onBlur={f.onBlur}
                  inputRef={f.ref}
                  required={required}
                  disabled={!field || mismatched}
                  error={Boolean(fieldState.error)}
                  helperText={fieldState.error?.message ?? (field && !required ? MASS_EDIT_MESSAGES.clearHint : ' ')}
                >
                  {choices && !required && (
                    <MenuItem value="">
                      <em>None</em>
                    </MenuItem>
                  )}
                  {choices?.map((choice) => (
                    <MenuItem key={choice.value} value={choice.value}>
                      {choice.label}
                    </MenuItem>
                  ))}
                </TextField>
              )}
            />
            <Tooltip title="Remove">
              <span>
                <IconButton aria-label={`Remove row ${index + 1}`} onClick={() => remove(index)} disabled={fields.length === 1}>
                  <Delete />
                </IconButton>
              </span>
            </Tooltip>
          </Box>
        );
      })}
      <Box>
        <Button startIcon={<Add />} onClick={() => append(emptyRow)} disabled={addDisabled}>
          Add Field
        </Button>
      </Box>
    </Stack>
  );
}

/** 'Edit N Work Units': the same field values for every selected work unit (part 3 §2.6). */
export function MassEditPanel({ workUnitIds, onClose, onSaved }: MassEditPanelProps) {
  const ids = useMemo(() => workUnitIds.map(Number), [workUnitIds]);
  const units = useMassEditUnits(ids);
  const save = useMassEditSave();
  const [saveError, setSaveError] = useState<string | null>(null);
  const title = massEditTitle(ids.length);
  const loaded = units.data?.value;
  const schema = useMemo(() => massEditSchema(loaded ?? []), [loaded]);

  if (!loaded) {
    return (
      <SidePanel open onClose={onClose} title={title}>
        {units.isError ? (
          <Alert severity="error">{units.error.message}</Alert>
        ) : (
          <Box sx={{ display: 'flex', justifyContent: 'center', p: 4 }}>
            <CircularProgress />
          </Box>
        )}
      </SidePanel>
    );
  }

  const mismatched = hasMismatchedTypes(loaded);
  const available = fieldsForType(sharedType(loaded));
  const missing = ids.length - loaded.length;

  return (
    <FormPanel
      open
      onClose={onClose}
      title={title}
      schema={schema}
      defaultValues={{ rows: [emptyRow] }}
      fieldLabels={massEditFieldLabels(available.length)}
      errorMessage={MASS_EDIT_MESSAGES.failed}
      showSave={false}
      onSubmit={async (values: MassEditValues) => {
        setSaveError(null);
        const byId = new Map(loaded.map((u) => [u.workUnitId, u]));
        const patches = [...byId.entries()].map(([workUnitId, unit]) => ({ workUnitId: Number(workUnitId), operations: buildPatch(unit, values.rows) }));
        const results = await save.mutateAsync(patches);
        const failures = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected');
        if (failures.length > 0) {
          // The concurrent-edit text wins: it tells the user what to do next.
          const texts = failures.map((f) => saveErrorMessage(f.reason, { massEdit: true }));
          setSaveError(texts.find((t) => t === workUnitMessages.concurrentMassEdit) ?? texts[0] ?? workUnitMessages.unknownError);
          throw new Error(MASS_EDIT_MESSAGES.failed);
        }
        return results.length;
      }}
      onSaved={() => {
        toast.success(MASS_EDIT_MESSAGES.saved);
        onSaved();
      }}
    >
      <Stack spacing={2}>
        <Typography variant="body2" color="text.secondary">
          {appliesTo(loaded.map((u) => u.workUnitId ?? 0))}
        </Typography>
        {mismatched && <Alert severity="warning">{workUnitMessages.massEditMismatch}</Alert>}
        {missing > 0 && <Alert severity="info">{`${missing} of the selected Work Units could not be loaded and will not be changed.`}</Alert>}
        {saveError && (
          <Alert severity="error" onClose={() => setSaveError(null)} sx={{ whiteSpace: 'pre-line' }}>
            {saveError}
          </Alert>
        )}
        <MassEditRows units={loaded} available={available} mismatched={mismatched} />
      </Stack>
    </FormPanel>
  );
}
