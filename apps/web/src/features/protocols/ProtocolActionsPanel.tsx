import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import HistoryIcon from '@mui/icons-material/History';
import VisibilityIcon from '@mui/icons-material/Visibility';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { protocolMessages, workUnitEventTypeNames, workUnitEventTypeOrder, type ProtocolAction, type WorkUnitEventTypeId } from '@portal/contracts';
import { useState } from 'react';
import { usePermissions } from '../../app/permissions.tsx';
import { ApiError } from '../../kit/api.ts';
import { ConfirmDialog } from '../../kit/ConfirmDialog.tsx';
import { SidePanel } from '../../kit/panel/SidePanel.tsx';
import { useNotFoundRedirect } from '../../kit/panel/usePanelParams.ts';
import { toast } from '../../kit/toast.ts';
import { ActionHistoryDialog } from '../actioncatalog/ActionHistoryDialog.tsx';
import { ProtocolActionFormPanel } from './ProtocolActionFormPanel.tsx';
import { newProtocolActionValues, nextSequenceOf } from './protocolForm.ts';
import { useDeleteProtocolAction, useProtocol, useProtocolActions } from './queries.ts';

type Row = Partial<ProtocolAction>;

export const NO_PROTOCOL_ACTIONS = 'This protocol has no actions yet.';
export const ACTIONS_LOAD_FAILED = "The protocol's actions could not be loaded.";
/** The panel is wider than a form: each action shows its parameters. */
const WIDE = 'min(960px, 90vw)';

const nameOf = (action: Row) => action.actionDefinition?.name ?? action.actionDefinitionId ?? '';

function ActionCard({ action, canEdit, canDelete, canSeeHistory, onEdit, onDelete, onHistory }: {
  action: Row;
  canEdit: boolean;
  canDelete: boolean;
  canSeeHistory: boolean;
  onEdit: () => void;
  onDelete: () => void;
  onHistory: () => void;
}) {
  const parameters = Object.entries(action.parameters ?? {}).filter(([, value]) => value !== '');
  const name = nameOf(action);
  return (
    <Paper variant="outlined" sx={{ p: 1.5, display: 'flex', gap: 1, alignItems: 'flex-start' }} role="group" aria-label={`${action.sequence}. ${name}`}>
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
          <Typography variant="subtitle2" component="span" sx={{ fontVariantNumeric: 'tabular-nums' }}>{action.sequence}.</Typography>
          <Typography variant="subtitle2" component="span" sx={{ overflowWrap: 'anywhere' }}>{name}</Typography>
          <Chip size="small" label={action.runAutomatically ? 'Automatic' : 'Manual'} color={action.runAutomatically ? 'primary' : 'default'} variant="outlined" />
          {action.repeatable && <Chip size="small" label="Repeatable" variant="outlined" />}
        </Box>
        {action.summary && <Typography variant="body2" sx={{ mt: 0.5, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{action.summary}</Typography>}
        {parameters.length > 0 && (
          <Box component="dl" sx={{ m: 0, mt: 0.5, display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: 1, fontSize: '0.8125rem', color: 'text.secondary' }}>
            {parameters.map(([key, value]) => (
              <Box key={key} sx={{ display: 'contents' }}>
                <Box component="dt">{key}</Box>
                <Box component="dd" sx={{ m: 0, fontFamily: 'monospace', overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' }}>{value}</Box>
              </Box>
            ))}
          </Box>
        )}
      </Box>
      <Box sx={{ display: 'flex', flexShrink: 0 }}>
        <Tooltip title={canEdit ? 'Edit' : 'View'}>
          <IconButton aria-label={`${canEdit ? 'Edit' : 'View'} ${name}`} onClick={onEdit}>{canEdit ? <EditIcon /> : <VisibilityIcon />}</IconButton>
        </Tooltip>
        {canSeeHistory && (
          <Tooltip title="Action History">
            <IconButton aria-label={`Action History of ${name}`} onClick={onHistory}><HistoryIcon /></IconButton>
          </Tooltip>
        )}
        {canDelete && (
          <Tooltip title="Delete">
            <IconButton aria-label={`Delete ${name}`} onClick={onDelete}><DeleteIcon /></IconButton>
          </Tooltip>
        )}
      </Box>
    </Paper>
  );
}

/**
 * The protocol actions panel (form=protocolAction, part 1 §2): the protocol's actions per work unit event in
 * sequence order, added and edited in a form panel of their own (`protocolActionId`, 'new' for an added one),
 * deleted after 'Cannot be undone' (part 2 §8), each with a link to its runs in the Action History.
 */
export function ProtocolActionsPanel({ protocolId, editing, newEvent, onEdit, onClose }: {
  protocolId: string;
  /** The action open in the form: its id, 'new', or undefined. */
  editing: string | undefined;
  /** The event an added action starts with (the section whose Add was clicked). */
  newEvent: WorkUnitEventTypeId | undefined;
  onEdit: (protocolActionId: string | null, event?: WorkUnitEventTypeId) => void;
  onClose: () => void;
}) {
  const protocol = useProtocol(protocolId);
  const actions = useProtocolActions(protocolId);
  const remove = useDeleteProtocolAction(protocolId);
  const { has } = usePermissions();
  const [toDelete, setToDelete] = useState<Row>();
  const [history, setHistory] = useState<Row>();
  useNotFoundRedirect(protocol.error);
  const rows = actions.data ?? [];
  const canEdit = has('WorkUnits.Protocols:edit');
  const canCreate = has('WorkUnits.Protocols:create') || canEdit;
  const events = workUnitEventTypeOrder.filter((event) => rows.some((a) => a.workUnitEventTypeId === event));
  const open = editing && editing !== 'new' ? rows.find((a) => a.protocolActionId === editing) : undefined;
  const add = (event?: WorkUnitEventTypeId) => onEdit('new', event);

  const confirmDelete = () => {
    const target = toDelete;
    if (!target?.protocolActionId) return;
    remove.mutate(target.protocolActionId, {
      onSuccess: () => toast.success(protocolMessages.actionDeleted),
      onError: (error) => toast.error(error instanceof ApiError && error.status < 500 && error.message ? error.message : protocolMessages.actionSaveFailed),
      onSettled: () => setToDelete(undefined),
    });
  };

  return (
    <SidePanel
      open
      onClose={onClose}
      title={`Protocol Actions: ${protocol.data?.name ?? ''}`}
      width={WIDE}
      footer={
        <>
          {canCreate && <Button startIcon={<AddIcon />} variant="contained" onClick={() => add()} sx={{ mr: 'auto' }}>Add Action</Button>}
          <Button onClick={onClose}>Close</Button>
        </>
      }
    >
      <Box sx={{ height: 4 }}>{actions.isFetching && <LinearProgress aria-label="Loading protocol actions" />}</Box>
      {actions.isError && <Alert severity="error">{ACTIONS_LOAD_FAILED}</Alert>}
      {actions.isSuccess && rows.length === 0 && <Typography variant="body2" color="text.secondary">{NO_PROTOCOL_ACTIONS}</Typography>}
      <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2.5 }}>
        {events.map((event) => (
          <Box component="section" key={event} aria-label={workUnitEventTypeNames[event]} sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
              <Typography variant="subtitle1" component="h3" sx={{ flex: 1 }}>{workUnitEventTypeNames[event]}</Typography>
              {canCreate && <Button size="small" startIcon={<AddIcon />} onClick={() => add(event)} aria-label={`Add ${workUnitEventTypeNames[event]} action`}>Add</Button>}
            </Box>
            {rows.filter((a) => a.workUnitEventTypeId === event).map((action) => (
              <ActionCard
                key={action.protocolActionId}
                action={action}
                canEdit={canEdit}
                canDelete={has('WorkUnits.Protocols:delete')}
                canSeeHistory={has('ActionDefinitions:view')}
                onEdit={() => onEdit(action.protocolActionId ?? null)}
                onDelete={() => setToDelete(action)}
                onHistory={() => setHistory(action)}
              />
            ))}
          </Box>
        ))}
      </Box>
      {protocol.data && editing && (editing === 'new' || open) && (
        <ProtocolActionFormPanel
          tenantId={protocol.data.tenantId}
          action={open}
          defaults={newProtocolActionValues(protocolId, newEvent, nextSequenceOf(rows, newEvent))}
          readOnly={open ? !canEdit : !canCreate}
          onClose={() => onEdit(null)}
        />
      )}
      <ConfirmDialog
        open={Boolean(toDelete)}
        title="Delete Protocol Action"
        message={`${protocolMessages.cannotBeUndone}: delete ${toDelete ? nameOf(toDelete) : ''} from ${toDelete?.workUnitEventTypeId ? workUnitEventTypeNames[toDelete.workUnitEventTypeId as WorkUnitEventTypeId] : ''}?`}
        focusCancel
        busy={remove.isPending}
        onConfirm={confirmDelete}
        onCancel={() => setToDelete(undefined)}
      />
      {history?.protocolActionId && history.actionDefinitionId && (
        <ActionHistoryDialog
          actionDefinitionId={history.actionDefinitionId}
          protocolActionId={history.protocolActionId}
          name={nameOf(history)}
          onClose={() => setHistory(undefined)}
        />
      )}
    </SidePanel>
  );
}
