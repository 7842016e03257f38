import Alert from '@mui/material/Alert';
import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  ACTION_SEVERITY_MAX, ACTION_SEVERITY_MIN, EMAIL_TEMPLATES, parseInputParameters, protocolMessages, workUnitEventTypeNames, workUnitEventTypeOrder,
  type ProtocolAction,
} from '@portal/contracts';
import { Controller, useFormContext, useWatch } from 'react-hook-form';
import { ApiError } from '../../kit/api.ts';
import { FormCheckbox, FormTextField } from '../../kit/form/fields.tsx';
import { FormPanel } from '../../kit/form/FormPanel.tsx';
import { useFormReadOnly } from '../../kit/form/readOnly.ts';
import { ProtocolActionForm, protocolActionFieldLabels, protocolActionToForm, type ProtocolActionFormValues } from './protocolForm.ts';
import { useProtocolActionDefinitions, useSaveProtocolAction, type ProtocolActionDefinition } from './queries.ts';

export const TOKENS_HELP = 'Tokens such as {WorkUnit.PublicId}, {WorkUnit.Title}, {WorkUnit.Severity}, {WorkUnit.Status} and {Protocol.Name} are replaced when the action runs.';
export const protocolActionSaved = (name: string, created: boolean) => `Protocol action ${name} ${created ? 'added' : 'saved'}.`;

/** Choices for the built-ins' known parameters; any other parameter is free text (tokens allowed). */
const PARAMETER_CHOICES: Record<string, readonly string[]> = {
  Template: EMAIL_TEMPLATES,
  IsImportant: ['true', 'false'],
  SeverityId: Array.from({ length: ACTION_SEVERITY_MAX - ACTION_SEVERITY_MIN + 1 }, (_, i) => String(ACTION_SEVERITY_MIN + i)),
};

/** A stored value outside the choices (a token, say) stays a choice, so the select still shows it. */
const choicesWith = (choices: readonly string[], value: string | undefined) => (value && !choices.includes(value) ? [...choices, value] : choices);

const eventOptions = workUnitEventTypeOrder.map((id) => ({ value: id, label: workUnitEventTypeNames[id] }));

/** The chosen definition's input parameters (inputParameters, a comma list), each a text field. */
function ParameterInputs({ definition }: { definition: ProtocolActionDefinition | undefined }) {
  const { control } = useFormContext<ProtocolActionFormValues>();
  const readOnly = useFormReadOnly();
  const names = parseInputParameters(definition?.inputParameters);
  if (!definition) return null;
  if (names.length === 0) return <Typography variant="body2" color="text.secondary" sx={{ my: 1 }}>This action takes no parameters.</Typography>;
  return (
    <Controller
      name="parameters"
      control={control}
      render={({ field }) => {
        const values = (field.value ?? {}) as Record<string, string>;
        return (
          <Grid container columnSpacing={2} role="group" aria-label="Parameters">
            {names.map((name) => (
              <Grid key={name} size={{ xs: 12, sm: name === 'ExtraParameters' ? 12 : 6 }}>
                <TextField
                  fullWidth margin="dense" label={name} value={values[name] ?? ''} select={Boolean(PARAMETER_CHOICES[name])}
                  multiline={name === 'ExtraParameters'} minRows={name === 'ExtraParameters' ? 2 : undefined}
                  slotProps={{ htmlInput: { readOnly } }}
                  onChange={(event) => field.onChange({ ...values, [name]: event.target.value })}
                  onBlur={field.onBlur}
                >
                  {PARAMETER_CHOICES[name] && [<MenuItem key="" value=""><em>None</em></MenuItem>, ...choicesWith(PARAMETER_CHOICES[name], values[name]).map((choice) => (
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

function ActionDefinitionField({ definitions, savedName }: { definitions: ProtocolActionDefinition[]; savedName: string | undefined }) {
  const { control, getValues, setValue } = useFormContext<ProtocolActionFormValues>();
  const readOnly = useFormReadOnly();
  const current = useWatch<ProtocolActionFormValues, 'actionDefinitionId'>({ name: 'actionDefinitionId' });
  // The saved action's definition shows while the list loads (or if the list no longer offers it).
  const options = definitions.map((d) => ({ value: d.actionDefinitionId, label: d.name }));
  if (current && !options.some((o) => o.value === current)) options.push({ value: current, label: savedName ?? current });
  return (
    <Controller
      name="actionDefinitionId"
      control={control}
      render={({ field, fieldState }) => (
        <TextField
          select fullWidth margin="dense" required label="Action" name={field.name} inputRef={field.ref} value={field.value ?? ''}
          slotProps={{ htmlInput: { readOnly } }}
          error={Boolean(fieldState.error)}
          helperText={fieldState.error?.message}
          onBlur={field.onBlur}
          onChange={(event) => {
            field.onChange(event.target.value);
            // Parameters the new action also declares keep their values; the others go.
            const next = parseInputParameters(definitions.find((d) => d.actionDefinitionId === event.target.value)?.inputParameters);
            const before = getValues('parameters') ?? {};
            setValue('parameters', Object.fromEntries(next.map((name) => [name, before[name] ?? ''])), { shouldDirty: true });
          }}
        >
          {options.map((o) => (
            <MenuItem key={o.value} value={o.value}>{o.label}</MenuItem>
          ))}
        </TextField>
      )}
    />
  );
}

function SequenceField() {
  const { control } = useFormContext<ProtocolActionFormValues>();
  const readOnly = useFormReadOnly();
  return (
    <Controller
      name="sequence"
      control={control}
      render={({ field, fieldState }) => (
        <TextField
          fullWidth margin="dense" type="number" label="Sequence" name={field.name} inputRef={field.ref}
          value={field.value ?? ''}
          slotProps={{ htmlInput: { readOnly, min: 0, step: 1 } }}
          error={Boolean(fieldState.error)}
          helperText={fieldState.error?.message ?? "The event's actions run in this order, lowest first."}
          onBlur={field.onBlur}
          onChange={(event) => field.onChange(event.target.value === '' ? null : Number(event.target.value))}
        />
      )}
    />
  );
}

function ProtocolActionFields({ definitions, loadFailed, savedName }: { definitions: ProtocolActionDefinition[]; loadFailed: boolean; savedName: string | undefined }) {
  const id = useWatch<ProtocolActionFormValues, 'actionDefinitionId'>({ name: 'actionDefinitionId' });
  const definition = definitions.find((d) => d.actionDefinitionId === id);
  return (
    <Grid container columnSpacing={2}>
      {loadFailed && <Grid size={12}><Alert severity="error">The actions this protocol may run could not be loaded.</Alert></Grid>}
      <Grid size={{ xs: 12, sm: 8 }}>
        <FormTextField name="workUnitEventTypeId" label="Work Unit Event" required options={eventOptions} />
      </Grid>
      <Grid size={{ xs: 12, sm: 4 }}>
        <SequenceField />
      </Grid>
      <Grid size={12}>
        <ActionDefinitionField definitions={definitions} savedName={savedName} />
      </Grid>
      <Grid size={12}>
        <Typography variant="caption" color="text.secondary">{TOKENS_HELP}</Typography>
        <ParameterInputs definition={definition} />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <FormCheckbox name="runAutomatically" label="Run Automatically" />
        <Typography variant="caption" color="text.secondary" component="p">Otherwise a person runs it from the work unit&apos;s Pending Actions.</Typography>
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <FormCheckbox name="repeatable" label="Repeatable" />
        <Typography variant="caption" color="text.secondary" component="p">May run again on the same work unit (Replay).</Typography>
      </Grid>
      <Grid size={12}>
        <FormTextField name="summary" label="Summary" multiline minRows={2} emptyAsNull />
      </Grid>
    </Grid>
  );
}

/** A refusal the server explains (the sequence taken, a parameter the action does not have) in its words. */
const saveFailure = (error: unknown) =>
  error instanceof ApiError && (error.status === 400 || error.status === 409) && error.message ? error.message : protocolMessages.actionSaveFailed;

/** Add Protocol Action / Edit Protocol Action: its event, action definition, parameters, sequence and flags. */
export function ProtocolActionFormPanel({ tenantId, action, defaults, readOnly, onClose }: {
  tenantId: string;
  /** The saved action being edited; undefined adds one with `defaults`. */
  action?: Partial<ProtocolAction>;
  defaults: ProtocolActionFormValues;
  readOnly: boolean;
  onClose: () => void;
}) {
  const definitions = useProtocolActionDefinitions(tenantId);
  const save = useSaveProtocolAction();
  const creating = !action?.protocolActionId;
  const nameOf = (id: string) => definitions.data?.find((d) => d.actionDefinitionId === id)?.name ?? id;
  return (
    <FormPanel
      key={action?.protocolActionId ?? 'new'}
      open
      onClose={onClose}
      title={creating ? 'Add Protocol Action' : `${readOnly ? 'View' : 'Edit'} Protocol Action`}
      schema={ProtocolActionForm}
      defaultValues={action ? protocolActionToForm(action) : defaults}
      fieldLabels={protocolActionFieldLabels}
      readOnly={readOnly}
      loading={definitions.isLoading}
      showSave={false}
      errorMessage={saveFailure}
      onSubmit={(body) => save.mutateAsync({ protocolActionId: action?.protocolActionId, body })}
      savedMessage={(saved: ProtocolAction) => protocolActionSaved(nameOf(saved.actionDefinitionId), creating)}
    >
      <ProtocolActionFields definitions={definitions.data ?? []} loadFailed={definitions.isError} savedName={action?.actionDefinition?.name} />
    </FormPanel>
  );
}
