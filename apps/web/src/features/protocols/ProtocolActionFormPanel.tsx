import Alert from '@mui/material/Alert';
import Grid from '@mui/material/Grid';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { protocolMessages, workUnitEventTypeNames, workUnitEventTypeOrder, type ProtocolAction } from '@portal/contracts';
import { Controller, useFormContext, useWatch } from 'react-hook-form';
import { ApiError } from '../../kit/api.ts';
import { FormCheckbox, FormTextField } from '../../kit/form/fields.tsx';
import { FormPanel } from '../../kit/form/FormPanel.tsx';
import { useFormReadOnly } from '../../kit/form/readOnly.ts';
import { ActionDefinitionSelect, ActionParameterInputs } from '../actioncatalog/ActionParameterFields.tsx';
import { ProtocolActionForm, protocolActionFieldLabels, protocolActionToForm, type ProtocolActionFormValues } from './protocolForm.ts';
import { useProtocolActionDefinitions, useSaveProtocolAction, type ProtocolActionDefinition } from './queries.ts';

export const TOKENS_HELP = 'Tokens such as {WorkUnit.PublicId}, {WorkUnit.Title}, {WorkUnit.Severity}, {WorkUnit.Status} and {Protocol.Name} are replaced when the action runs.';
export const protocolActionSaved = (name: string, created: boolean) => `Protocol action ${name} ${created ? 'added' : 'saved'}.`;

const eventOptions = workUnitEventTypeOrder.map((id) => ({ value: id, label: workUnitEventTypeNames[id] }));

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
        <ActionDefinitionSelect name="actionDefinitionId" parametersName="parameters" definitions={definitions} keepCurrentValue savedName={savedName} />
      </Grid>
      <Grid size={12}>
        <Typography variant="caption" color="text.secondary">{TOKENS_HELP}</Typography>
        <ActionParameterInputs name="parameters" definition={definition} />
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
