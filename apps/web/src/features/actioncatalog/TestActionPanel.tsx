import {
  ACTION_TEST_EXTRA_PAIRS,
  BUILT_IN_ACTION_IDS,
  CREATE_WORK_UNIT_ACTION_PARAMETERS,
  EMAIL_ACTION_PARAMETERS,
  EMAIL_TEMPLATES,
  actionMessages,
  parseInputParameters,
  type ActionDefinitionResponse,
} from '@portal/contracts';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTenantLookup } from '../../app/queries.ts';
import { useActiveTenantId } from '../../app/tenantUrl.ts';
import { ApiError } from '../../kit/api.ts';
import { SidePanel } from '../../kit/panel/SidePanel.tsx';
import { useNotFoundRedirect } from '../../kit/panel/usePanelParams.ts';
import { toast } from '../../kit/toast.ts';
import { actionTypeName, emptyExtraPairs, isBuiltInDefinition } from './actionDisplay.ts';
import { TestResult } from './TestResult.tsx';
import { useActionDefinition, useTestAction } from './queries.ts';

export const ACTION_TEST_FAILED = 'A problem occurred testing the action. Please try again.';

/** The parameters the test form asks for: the declared ones, or a built-in's own (contracts). */
export function declaredParameters(definition: Pick<ActionDefinitionResponse, 'actionDefinitionId' | 'inputParameters'>): string[] {
  const declared = parseInputParameters(definition.inputParameters);
  if (declared.length > 0) return declared;
  if (definition.actionDefinitionId === BUILT_IN_ACTION_IDS.email) return [...EMAIL_ACTION_PARAMETERS];
  if (definition.actionDefinitionId === BUILT_IN_ACTION_IDS.createWorkUnit) return [...CREATE_WORK_UNIT_ACTION_PARAMETERS];
  return [];
}

/** Fixed choices of a few built-in parameters; the rest are free text. */
const parameterChoices: Record<string, readonly string[]> = {
  Template: EMAIL_TEMPLATES,
  IsImportant: ['false', 'true'],
  SeverityId: ['0', '1', '2', '3', '4'],
};

export interface TestActionPanelProps {
  actionDefinitionId: string;
  onClose: () => void;
  onOpenHistory: (actionDefinitionId: string, name: string) => void;
}

/**
 * Test Action Definition (part 1 §2): the declared input parameters plus seven extra name/value pairs; the
 * test runs as a real run, whose result is looked up in the action history by its messageId and shown here,
 * asked for again every second until it is known.
 */
export function TestActionPanel({ actionDefinitionId, onClose, onOpenHistory }: TestActionPanelProps) {
  const definition = useActionDefinition(actionDefinitionId);
  useNotFoundRedirect(definition.error);
  if (definition.data) {
    return <TestActionForm key={definition.data.actionDefinitionId} definition={definition.data} onClose={onClose} onOpenHistory={onOpenHistory} />;
  }
  return (
    <SidePanel open onClose={onClose} title="Test Action Definition">
      <Box sx={{ display: 'flex', justifyContent: 'center', p: 4 }}>{!definition.isError && <CircularProgress aria-label="Loading" />}</Box>
    </SidePanel>
  );
}

const FORM_ID = 'test-action-form';

function TestActionForm({ definition, onClose, onOpenHistory }: { definition: ActionDefinitionResponse; onClose: () => void; onOpenHistory: (id: string, name: string) => void }) {
  const parameters = declaredParameters(definition);
  const builtIn = isBuiltInDefinition(definition);
  const [values, setValues] = useState<Record<string, string>>(() => Object.fromEntries(parameters.map((name) => [name, ''])));
  const [extra, setExtra] = useState(() => emptyExtraPairs(ACTION_TEST_EXTRA_PAIRS));
  const activeTenantId = useActiveTenantId();
  const tenants = useTenantLookup(definition.tenantId === null);
  const shared = definition.tenantId === null;
  const [chosenTenant, setChosenTenant] = useState<string | undefined>();
  const tenantId = chosenTenant ?? activeTenantId ?? '';
  const [run, setRun] = useState<{ messageId: string; startedAt: number }>();
  const test = useTestAction();

  const submit = () => {
    setRun(undefined);
    test.mutate(
      {
        actionDefinitionId: definition.actionDefinitionId,
        body: {
          parameters: values,
          extra: extra.filter((pair) => pair.name.trim() !== '').map((pair) => ({ name: pair.name.trim(), value: pair.value })),
          tenantId: shared ? tenantId : undefined,
        },
      },
      {
        onSuccess: (answer) => setRun({ messageId: answer.messageId || answer.id, startedAt: Date.now() }),
        onError: (error) => toast.error(error instanceof ApiError && error.status < 500 && error.message ? error.message : ACTION_TEST_FAILED),
      },
    );
  };

  const setExtraAt = (index: number, change: Partial<{ name: string; value: string }>) =>
    setExtra((pairs) => pairs.map((pair, i) => (i === index ? { ...pair, ...change } : pair)));

  return (
    <SidePanel
      open
      onClose={onClose}
      title={`Test Action Definition: ${definition.name}`}
      footer={
        <>
          <Button onClick={() => onOpenHistory(definition.actionDefinitionId, definition.name)} sx={{ mr: 'auto' }}>
            Action History
          </Button>
          <Button type="submit" form={FORM_ID} variant="contained" disabled={test.isPending || (shared && !tenantId)}>
            {test.isPending ? 'Testing...' : 'Run Test'}
          </Button>
          <Button onClick={onClose}>Close</Button>
        </>
      }
    >
      <Box component="form" id={FORM_ID} onSubmit={(event) => { event.preventDefault(); submit(); }} sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
        <Typography variant="body2" color="text.secondary">
          {actionTypeName(definition.actionDefinitionTypeId)}
          {definition.endpointUrl ? ` · ${definition.httpMethod ?? 'POST'} ${definition.endpointUrl}` : ''}
        </Typography>
        {/* The result first: it is what the person waits for, and stays in view above the long form. */}
        {run && <TestResult messageId={run.messageId} startedAt={run.startedAt} />}
        {!run && (
          <Alert severity="info" variant="outlined">
            The test is a real run: an HTTP action calls its endpoint, the email action sends mail.
          </Alert>
        )}
        {shared && (
          <TextField
            select
            label="Run for tenant"
            required
            value={tenants.data?.some((t) => t.tenantId === tenantId) ? tenantId : ''}
            onChange={(event) => setChosenTenant(event.target.value)}
            helperText={tenantId ? 'A shared definition runs for the tenant chosen here.' : actionMessages.testTenantRequired}
          >
            {(tenants.data ?? []).map((t) => (
              <MenuItem key={t.tenantId} value={t.tenantId}>
                {t.name}
              </MenuItem>
            ))}
          </TextField>
        )}
        <section aria-label="Input Parameters">
          <Typography variant="subtitle2" component="h3">
            Input Parameters
          </Typography>
          {parameters.length === 0 && (
            <Typography variant="body2" color="text.secondary">
              This action declares no input parameters.
            </Typography>
          )}
          {parameters.map((name) => {
            const choices = builtIn ? parameterChoices[name] : undefined;
            return (
              <TextField
                key={name}
                fullWidth
                margin="dense"
                label={name}
                select={Boolean(choices)}
                multiline={!choices && name === 'ExtraParameters'}
                value={values[name] ?? ''}
                onChange={(event) => setValues((current) => ({ ...current, [name]: event.target.value }))}
              >
                {choices?.map((choice) => (
                  <MenuItem key={choice} value={choice}>
                    {choice}
                  </MenuItem>
                ))}
              </TextField>
            );
          })}
        </section>
        <section aria-label="Extra Parameters">
          <Typography variant="subtitle2" component="h3">
            Extra Parameters
          </Typography>
          <Grid container columnSpacing={2}>
            {extra.map((pair, index) => (
              <Grid key={index} size={12} container columnSpacing={2}>
                <Grid size={{ xs: 5 }}>
                  <TextField fullWidth margin="dense" size="small" label={`Name ${index + 1}`} value={pair.name} onChange={(event) => setExtraAt(index, { name: event.target.value })} />
                </Grid>
                <Grid size={{ xs: 7 }}>
                  <TextField fullWidth margin="dense" size="small" label={`Value ${index + 1}`} value={pair.value} onChange={(event) => setExtraAt(index, { value: event.target.value })} />
                </Grid>
              </Grid>
            ))}
          </Grid>
        </section>
      </Box>
    </SidePanel>
  );
}
