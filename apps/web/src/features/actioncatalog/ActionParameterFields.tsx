import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { ACTION_SEVERITY_MAX, ACTION_SEVERITY_MIN, EMAIL_TEMPLATES, parseInputParameters } from '@portal/contracts';
import { Controller, useFormContext, type FieldValues } from 'react-hook-form';
import { FormSelectField } from '../../kit/form/fields.tsx';
import { useFormReadOnly } from '../../kit/form/readOnly.ts';

/**
 * The fields a protocol action and a rule action share: which action definition runs, and the values of
 * the input parameters it declares (inputParameters, a comma list), held in the form as { name: value }.
 */

/** What these fields need of an action definition (the protocol and rule lookups both answer it). */
export interface ActionDefinitionChoice {
  actionDefinitionId: string;
  name: string;
  inputParameters: string | null;
}

/** Choices for the built-ins' known parameters; any other parameter is free text (tokens allowed). */
const PARAMETER_CHOICES: Record<string, readonly string[]> = {
  Template: EMAIL_TEMPLATES,
  IsImportant: ['true', 'false'],
  SeverityId: Array.from({ length: ACTION_SEVERITY_MAX - ACTION_SEVERITY_MIN + 1 }, (_, i) => String(ACTION_SEVERITY_MIN + i)),
};

/** A stored value outside the choices (a token, say) stays a choice, so the select still shows it. */
const choicesWith = (choices: readonly string[], value: string | undefined) => (value && !choices.includes(value) ? [...choices, value] : choices);

/**
 * The Action select. Picking another action keeps the values of the parameters it also declares; the
 * others go. With `keepCurrentValue` the saved action shows while the list loads (or if it no longer offers it).
 */
export function ActionDefinitionSelect({ name, parametersName, definitions, keepCurrentValue, savedName }: {
  name: string;
  parametersName: string;
  definitions: readonly ActionDefinitionChoice[];
  keepCurrentValue?: boolean;
  /** The saved action's name, shown for it while it is not among `definitions`. */
  savedName?: string;
}) {
  const { getValues, setValue } = useFormContext<FieldValues>();
  const options = definitions.map((d) => ({ value: d.actionDefinitionId, label: d.name }));
  return (
    <FormSelectField
      name={name} label="Action" required options={options} keepCurrentValue={keepCurrentValue} currentValueLabel={savedName}
      onChange={(id) => {
        const next = parseInputParameters(definitions.find((d) => d.actionDefinitionId === id)?.inputParameters);
        const before = (getValues(parametersName) ?? {}) as Record<string, string>;
        setValue(parametersName, Object.fromEntries(next.map((parameter) => [parameter, before[parameter] ?? ''])), { shouldDirty: true });
      }}
    />
  );
}

/** The chosen definition's input parameters, each a text field (or a select of a built-in's known choices). */
export function ActionParameterInputs({ name, definition }: { name: string; definition: ActionDefinitionChoice | undefined }) {
  const { control } = useFormContext<FieldValues>();
  const readOnly = useFormReadOnly();
  const names = parseInputParameters(definition?.inputParameters);
  if (!definition) return null;
  if (names.length === 0) return <Typography variant="body2" color="text.secondary" sx={{ my: 1 }}>This action takes no parameters.</Typography>;
  return (
    <Controller
      name={name}
      control={control}
      render={({ field }) => {
        const values = (field.value ?? {}) as Record<string, string>;
        return (
          <Grid container columnSpacing={2} role="group" aria-label="Parameters">
            {names.map((parameter) => (
              <Grid key={parameter} size={{ xs: 12, sm: parameter === 'ExtraParameters' ? 12 : 6 }}>
                <TextField
                  fullWidth margin="dense" label={parameter} value={values[parameter] ?? ''} select={Boolean(PARAMETER_CHOICES[parameter])}
                  multiline={parameter === 'ExtraParameters'} minRows={parameter === 'ExtraParameters' ? 2 : undefined}
                  slotProps={{ htmlInput: { readOnly } }}
                  onChange={(event) => field.onChange({ ...values, [parameter]: event.target.value })}
                  onBlur={field.onBlur}
                >
                  {PARAMETER_CHOICES[parameter] && [<MenuItem key="" value=""><em>None</em></MenuItem>, ...choicesWith(PARAMETER_CHOICES[parameter], values[parameter]).map((choice) => (
                    <MenuItem key={choice} value={choice}>{choice}</MenuItem>
                  ))]}
                </TextField>
              </Grid>
            ))}
          </Grid>
        );
      }}
    />
  );
}
