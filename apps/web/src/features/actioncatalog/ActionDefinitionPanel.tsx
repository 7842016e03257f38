import { ActionDefinitionBody, HTTP_METHODS, actionMessages, type ActionDefinitionResponse } from '@portal/contracts';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Grid from '@mui/material/Grid';
import type { z } from 'zod';
import { usePermissions } from '../../app/permissions.tsx';
import { useTenantLookup } from '../../app/queries.ts';
import { ApiError } from '../../kit/api.ts';
import { FormTextField } from '../../kit/form/fields.tsx';
import { FormPanel } from '../../kit/form/FormPanel.tsx';
import { SidePanel } from '../../kit/panel/SidePanel.tsx';
import { useNotFoundRedirect } from '../../kit/panel/usePanelParams.ts';
import { actionTypeOptions, isBuiltInDefinition } from './actionDisplay.ts';
import { useActionDefinition, useSaveActionDefinition } from './queries.ts';

export const actionSaved = (name: string, created: boolean) => `Action Definition ${name} ${created ? 'created' : 'saved'}.`;

const fieldLabels = {
  name: 'Name',
  description: 'Description',
  actionDefinitionTypeId: 'Type',
  tenantId: 'Tenant',
  inputParameters: 'Input Parameters',
  endpointUrl: 'Endpoint URL',
  httpMethod: 'HTTP Method',
  headers: 'Headers',
  body: 'Body',
};

type FormValues = z.input<typeof ActionDefinitionBody>;

function toFormValues(definition: ActionDefinitionResponse | undefined): FormValues {
  return {
    name: definition?.name ?? '',
    description: definition?.description ?? '',
    // A new definition has no type until one is chosen ('This field is required.').
    actionDefinitionTypeId: definition?.actionDefinitionTypeId ?? (null as unknown as number),
    tenantId: definition?.tenantId ?? null,
    inputParameters: definition?.inputParameters ?? '',
    endpointUrl: definition?.endpointUrl ?? '',
    httpMethod: definition?.httpMethod ?? 'POST',
    headers: definition?.headers ?? '',
    body: definition?.body ?? '',
  };
}

export interface ActionDefinitionPanelProps {
  /** Undefined creates a definition. */
  actionDefinitionId?: string;
  onClose: () => void;
  onCreated: (actionDefinitionId: string) => void;
  /** Opens the Test Action Definition drawer for the saved definition. */
  onTest?: (actionDefinitionId: string) => void;
}

/**
 * Create or edit an action definition (part 1 §3): name and type required, an optional tenant (none: shared
 * by every tenant), input parameter names, the HTTP call. Built-ins (types 1, 5, 6) are shown read-only: they
 * can only be tested (§4).
 */
export function ActionDefinitionPanel({ actionDefinitionId, onClose, onCreated, onTest }: ActionDefinitionPanelProps) {
  const definition = useActionDefinition(actionDefinitionId);
  const tenants = useTenantLookup();
  const save = useSaveActionDefinition();
  const { has } = usePermissions();
  useNotFoundRedirect(definition.error);
  const creating = !actionDefinitionId;

  if (!creating && !definition.data) {
    return (
      // Edit or view is known once the definition is here (a built-in is view only).
      <SidePanel open onClose={onClose} title="Action Definition">
        <Box sx={{ display: 'flex', justifyContent: 'center', p: 4 }}>{!definition.isError && <CircularProgress aria-label="Loading" />}</Box>
      </SidePanel>
    );
  }

  const builtIn = definition.data ? isBuiltInDefinition(definition.data) : false;
  const readOnly = builtIn || !has(creating ? 'ActionDefinitions:create' : 'ActionDefinitions:edit');
  const title = creating ? 'Create Action Definition' : `${readOnly ? 'View' : 'Edit'} Action Definition: ${definition.data?.name ?? ''}`;
  const tenantOptions = (tenants.data ?? []).map((t) => ({ value: t.tenantId, label: t.name }));
  // Built-in types belong to the built-ins; a person's own definition picks one of the others.
  const typeOptions = actionTypeOptions.filter((option) => builtIn || !option.disabled);

  return (
    <FormPanel
      key={actionDefinitionId ?? 'create'}
      open
      onClose={onClose}
      readOnly={readOnly}
      submitOnEnter={creating}
      title={title}
      schema={ActionDefinitionBody}
      defaultValues={toFormValues(definition.data)}
      fieldLabels={fieldLabels}
      errorMessage={(error) => (error instanceof ApiError && error.status === 400 && error.message ? error.message : actionMessages.saveFailed)}
      // An update leaves the tenant as it is (contracts: a missing tenantId does not change it).
      onSubmit={(values) => save.mutateAsync({ actionDefinitionId, body: creating ? values : { ...values, tenantId: undefined } })}
      valuesAfterSave={toFormValues}
      onSaved={(saved, closing) => {
        if (creating && !closing) onCreated(saved.actionDefinitionId);
      }}
      savedMessage={(saved) => actionSaved(saved.name, creating)}
      extraActions={
        !creating && onTest && has('ActionDefinitions:edit') ? (
          <Button onClick={() => onTest(actionDefinitionId)} sx={{ mr: 'auto' }}>
            Test
          </Button>
        ) : undefined
      }
    >
      {builtIn && (
        <Alert severity="info" sx={{ mb: 1 }}>
          {actionMessages.builtInReadOnly}
        </Alert>
      )}
      <Grid container columnSpacing={2}>
        <Grid size={12}>
          <FormTextField name="name" label="Name" required autoFocus={creating} />
        </Grid>
        <Grid size={12}>
          <FormTextField name="description" label="Description" multiline minRows={2} />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <FormTextField name="actionDefinitionTypeId" label="Type" required options={typeOptions} />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <FormTextField
            name="tenantId"
            label="Tenant"
            options={tenantOptions}
            noneLabel="None (shared by all tenants)"
            disabled={!creating}
            helperText={creating ? 'A definition without a tenant is shared by all tenants.' : undefined}
          />
        </Grid>
        <Grid size={12}>
          <FormTextField
            name="inputParameters"
            label="Input Parameters"
            placeholder="e.g. Recipient, Severity"
            helperText="Names separated by commas; rules and tests give their values, used as {Name} in the URL, headers and body."
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 4 }}>
          <FormTextField name="httpMethod" label="HTTP Method" options={HTTP_METHODS.map((m) => ({ value: m, label: m }))} />
        </Grid>
        <Grid size={{ xs: 12, sm: 8 }}>
          <FormTextField name="endpointUrl" label="Endpoint URL" placeholder="https://example.com/hooks/portal" />
        </Grid>
        <Grid size={12}>
          <FormTextField
            name="headers"
            label="Headers"
            multiline
            minRows={2}
            placeholder="X-Api-Key:{ApiKey}"
            helperText="One per line as Name:Value."
            slotProps={{ htmlInput: { spellCheck: false, style: { fontFamily: 'monospace' } } }}
          />
        </Grid>
        <Grid size={12}>
          <FormTextField
            name="body"
            label="Body"
            multiline
            minRows={4}
            placeholder={'{ "entity": "{Packet.EntityId}", "value": "{Packet.Value}" }'}
            helperText="Sent as JSON unless a Content-Type header says otherwise."
            slotProps={{ htmlInput: { spellCheck: false, style: { fontFamily: 'monospace' } } }}
          />
        </Grid>
      </Grid>
    </FormPanel>
  );
}
