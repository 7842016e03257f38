import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import { ConfirmDialog } from '../../kit/ConfirmDialog.tsx';
import { useFormReadOnly } from '../../kit/form/readOnly.ts';
import { ActionDefinitionSelect, ActionParameterInputs } from '../actioncatalog/ActionParameterFields.tsx';
import { useRuleActionDefinitions, type RuleActionDefinition } from './queries.ts';
import type { RuleFormValues } from './ruleForm.ts';

type ActionListName = 'matchActions' | 'expirationActions';

export const REMOVE_ACTION_MESSAGE = 'Are you sure you want to remove this action?';
const TOKENS_HELP = 'Tokens such as {Packet.EntityId}, {Packet.Value}, {Rule.Name} and {Match.Count} are replaced when the action runs.';

function ActionRow({ list, index, definitions, onRemove }: { list: ActionListName; index: number; definitions: RuleActionDefinition[]; onRemove: () => void }) {
  const readOnly = useFormReadOnly();
  const id = useWatch<RuleFormValues, `${ActionListName}.${number}.actionDefinitionId`>({ name: `${list}.${index}.actionDefinitionId` });
  const definition = definitions.find((d) => d.actionDefinitionId === id);
  const label = list === 'matchActions' ? 'Match action' : 'Expiration action';
  return (
    <Paper variant="outlined" sx={{ p: 1.5 }} role="group" aria-label={`${label} ${index + 1}`}>
      <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1 }}>
        <ActionDefinitionSelect name={`${list}.${index}.actionDefinitionId`} parametersName={`${list}.${index}.parameters`} definitions={definitions} />
        {!readOnly && (
          <Tooltip title="Remove action">
            <IconButton aria-label={`Remove ${label.toLowerCase()} ${index + 1}`} onClick={onRemove} sx={{ mt: 1.5 }}>
              <DeleteIcon />
            </IconButton>
          </Tooltip>
        )}
      </Box>
      <ActionParameterInputs name={`${list}.${index}.parameters`} definition={definition} />
    </Paper>
  );
}

function ActionList({ list, title, definitions }: { list: ActionListName; title: string; definitions: RuleActionDefinition[] }) {
  const { control } = useFormContext<RuleFormValues>();
  const readOnly = useFormReadOnly();
  const { fields, append, remove } = useFieldArray({ control, name: list, keyName: 'key' });
  const [toRemove, setToRemove] = useState<number>();
  return (
    <Box component="section" aria-label={title} sx={{ display: 'flex', flexDirection: 'column', gap: 1.5 }}>
      <Typography variant="subtitle1" component="h3">{title}</Typography>
      {fields.length === 0 && <Typography variant="body2" color="text.secondary">None.</Typography>}
      {fields.map((field, index) => (
        <ActionRow key={field.key} list={list} index={index} definitions={definitions} onRemove={() => setToRemove(index)} />
      ))}
      {!readOnly && (
        <Box>
          <Button startIcon={<AddIcon />} onClick={() => append({ actionDefinitionId: '', parameters: {} })}>
            {list === 'matchActions' ? 'Add Match Action' : 'Add Expiration Action'}
          </Button>
        </Box>
      )}
      <ConfirmDialog
        open={toRemove !== undefined}
        title="Remove Action"
        message={REMOVE_ACTION_MESSAGE}
        focusCancel
        onConfirm={() => {
          if (toRemove !== undefined) remove(toRemove);
          setToRemove(undefined);
        }}
        onCancel={() => setToRemove(undefined)}
      />
    </Box>
  );
}

/** Actions (part 1 §3): what runs when a match opens (or repeats) and when it expires. */
export function RuleActionsTab() {
  const tenantId = useWatch<RuleFormValues, 'tenantId'>({ name: 'tenantId' });
  const definitions = useRuleActionDefinitions(tenantId);
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 3, pt: 1 }}>
      {!tenantId && <Alert severity="info">Pick the rule&apos;s tenant on Details first: it decides which actions it may run.</Alert>}
      {definitions.isError && <Alert severity="error">The actions this rule may run could not be loaded.</Alert>}
      <Typography variant="body2" color="text.secondary">{TOKENS_HELP}</Typography>
      <ActionList list="matchActions" title="Match Actions" definitions={definitions.data ?? []} />
      <ActionList list="expirationActions" title="Expiration Actions" definitions={definitions.data ?? []} />
    </Box>
  );
}
