import AddIcon from '@mui/icons-material/Add';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import MoreVertIcon from '@mui/icons-material/MoreVert';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Switch from '@mui/material/Switch';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { FrequencyType, deviceMessages, deviceOperationMessages, type DeviceOperationListItem } from '@portal/contracts';
import { useState } from 'react';
import { usePermissions } from '../../../app/permissions.tsx';
import { ApiError } from '../../../kit/api.ts';
import { ConfirmDialog } from '../../../kit/ConfirmDialog.tsx';
import { SidePanel } from '../../../kit/panel/SidePanel.tsx';
import { RelativeTime } from '../../../kit/RelativeTime.tsx';
import { toast } from '../../../kit/toast.ts';
import { AddOperationPicker } from './AddOperationPicker.tsx';
import { CloneOperationsPanel } from './CloneOperationsPanel.tsx';
import { DeviceOperationForm, frequencyNames, type OperationInfo } from './DeviceOperationForm.tsx';
import { OperationLogsPanel } from './OperationLogsPanel.tsx';
import { useDeviceOperation, useDeviceOperationAction, useDeviceOperations } from './queries.ts';

export interface DeviceOperationsPanelProps {
  deviceId: string;
  deviceName: string;
  tenantId: string;
  operatingSystemId: number;
  onClose: () => void;
}

type Row = DeviceOperationListItem;
/** Wider than a form panel: seven columns and the actions fit beside each other on a laptop. */
const OPERATIONS_PANEL_WIDTH = '70vw';
const nowrap = { whiteSpace: 'nowrap' } as const;
type Child =
  | { kind: 'add' }
  | { kind: 'create'; operation: OperationInfo }
  | { kind: 'edit'; deviceOperationId: string }
  | { kind: 'clone' }
  | { kind: 'logs'; deviceOperationId: string; label: string };

/** The last value of a packet (part 2 §3: its message's Value), short enough for a cell. */
export function lastValue(row: Row): string {
  const value = row.latestPacket?.message?.Value;
  if (value === undefined || value === null) return '';
  const text = typeof value === 'object' ? JSON.stringify(value) : String(value);
  return text.length > 80 ? `${text.slice(0, 79)}…` : text;
}

/** The edit form of a saved record, read fresh so it holds what the server has. */
function EditForm({ deviceId, deviceOperationId, readOnly, onClose }: { deviceId: string; deviceOperationId: string; readOnly: boolean; onClose: () => void }) {
  const record = useDeviceOperation(deviceOperationId);
  if (record.isError) {
    return <SidePanel open onClose={onClose} title="Edit Operation"><Alert severity="error">{deviceOperationMessages.loadOperationsFailed}</Alert></SidePanel>;
  }
  if (!record.data) return <SidePanel open onClose={onClose} title="Edit Operation"><LinearProgress aria-label="Loading operation" /></SidePanel>;
  return (
    <DeviceOperationForm
      deviceId={deviceId}
      operation={(record.data.operation ?? {}) as OperationInfo}
      record={record.data}
      readOnly={readOnly}
      onClose={onClose}
      onCreated={() => {}}
    />
  );
}

/**
 * The device operations list panel (part 2 §2, INVENTORY §7): the device's operations with their last value and
 * its age ('(Queued)' while an on-demand run waits), polled every 10 s; Add Operation, Clone Operations, and per
 * row Edit, Enqueue/Dequeue (On Demand only), Logs and Delete.
 */
export function DeviceOperationsPanel({ deviceId, deviceName, tenantId, operatingSystemId, onClose }: DeviceOperationsPanelProps) {
  const [showDisabled, setShowDisabled] = useState(false);
  const [child, setChild] = useState<Child | null>(null);
  const [menu, setMenu] = useState<{ anchor: HTMLElement; row: Row } | null>(null);
  const [deleting, setDeleting] = useState<Row | null>(null);
  const { has } = usePermissions();
  const canCreate = has('Devices:create');
  const canEdit = has('Devices:edit');
  const canDelete = has('Devices:delete');
  const list = useDeviceOperations(deviceId, showDisabled);
  const action = useDeviceOperationAction();
  const rows = list.data ?? [];

  const run = async (row: Row, kind: 'enqueue' | 'dequeue' | 'delete') => {
    setMenu(null);
    try {
      const answer = await action.mutateAsync({ deviceOperationId: row.deviceOperationId!, action: kind });
      toast.success(answer.message);
    } catch (error) {
      toast.error(error instanceof ApiError && error.message ? error.message : 'The device operation could not be changed.');
    } finally {
      setDeleting(null);
    }
  };

  const toolbar = (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mb: 1 }}>
      {canCreate && <Button variant="contained" startIcon={<AddIcon />} onClick={() => setChild({ kind: 'add' })}>Add Operation</Button>}
      {canCreate && <Button variant="outlined" startIcon={<ContentCopyIcon />} onClick={() => setChild({ kind: 'clone' })}>Clone Operations</Button>}
      <FormControlLabel sx={{ ml: 'auto' }} control={<Switch checked={showDisabled} onChange={(_e, checked) => setShowDisabled(checked)} />} label="Show disabled" />
    </Box>
  );

  const menuRow = menu?.row;
  const onDemand = menuRow?.frequencyTypeId === FrequencyType.OnDemand;
  return (
    <>
      <SidePanel open onClose={onClose} title={`Operations: ${deviceName}`} width={OPERATIONS_PANEL_WIDTH}>
        {toolbar}
        <Box sx={{ height: 4 }}>{list.isFetching && <LinearProgress aria-label="Loading operations" />}</Box>
        {list.isError && <Alert severity="error">{deviceOperationMessages.loadOperationsFailed}</Alert>}
        {list.data && rows.length === 0 && <Alert severity="info">This device has no operations{showDisabled ? '' : ' enabled'}.</Alert>}
        {rows.length > 0 && (
          <Box sx={{ overflowX: 'auto' }}>
            <Table size="small" aria-label="Device operations" sx={{ '& th': nowrap }}>
              <TableHead>
                <TableRow>
                  <TableCell>Label</TableCell>
                  <TableCell>Operation</TableCell>
                  <TableCell>Frequency</TableCell>
                  <TableCell>Interval</TableCell>
                  <TableCell>Last Value</TableCell>
                  <TableCell>Age</TableCell>
                  <TableCell>Enabled</TableCell>
                  <TableCell padding="none" aria-label="Actions" />
                </TableRow>
              </TableHead>
              <TableBody>
                {rows.map((row) => (
                  <TableRow key={row.deviceOperationId} hover>
                    <TableCell sx={{ minWidth: 140, overflowWrap: 'anywhere' }}>{row.label}</TableCell>
                    <TableCell sx={nowrap}>{row.operation?.name}</TableCell>
                    <TableCell sx={{ whiteSpace: 'nowrap' }}>{frequencyNames[row.frequencyTypeId ?? 0] ?? ''}</TableCell>
                    <TableCell sx={{ whiteSpace: 'nowrap' }}>{row.interval}</TableCell>
                    <TableCell sx={{ minWidth: 80, overflowWrap: 'anywhere' }}>{lastValue(row)}</TableCell>
                    <TableCell sx={{ whiteSpace: 'nowrap' }}>
                      {row.queued ? deviceMessages.queued : row.latestPacket ? <RelativeTime value={row.latestPacket.timestamp} compact /> : ''}
                    </TableCell>
                    <TableCell>{row.enabled ? 'Yes' : 'No'}</TableCell>
                    <TableCell padding="none">
                      <IconButton aria-label={`Actions for ${row.label}`} onClick={(event) => setMenu({ anchor: event.currentTarget, row })}>
                        <MoreVertIcon />
                      </IconButton>
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </Box>
        )}
      </SidePanel>
      <Menu anchorEl={menu?.anchor} open={Boolean(menu)} onClose={() => setMenu(null)} sx={{ zIndex: (theme) => theme.zIndex.modal + 1 }}>
        <MenuItem onClick={() => { setChild({ kind: 'edit', deviceOperationId: menuRow!.deviceOperationId! }); setMenu(null); }}>{canEdit ? 'Edit' : 'View'}</MenuItem>
        {canEdit && onDemand && !menuRow?.queued && <MenuItem onClick={() => void run(menuRow!, 'enqueue')}>Enqueue</MenuItem>}
        {canEdit && onDemand && menuRow?.queued && <MenuItem onClick={() => void run(menuRow!, 'dequeue')}>Dequeue</MenuItem>}
        <MenuItem onClick={() => { setChild({ kind: 'logs', deviceOperationId: menuRow!.deviceOperationId!, label: menuRow!.label ?? '' }); setMenu(null); }}>Logs</MenuItem>
        {canDelete && <MenuItem onClick={() => { setDeleting(menuRow!); setMenu(null); }}>Delete</MenuItem>}
      </Menu>
      <ConfirmDialog
        open={Boolean(deleting)}
        title={`Delete ${deleting?.label ?? ''}?`}
        message={deviceOperationMessages.cannotBeUndone}
        busy={action.isPending}
        focusCancel
        onConfirm={() => void run(deleting!, 'delete')}
        onCancel={() => setDeleting(null)}
      />
      {child?.kind === 'add' && (
        <AddOperationPicker
          tenantId={tenantId}
          operatingSystemId={operatingSystemId}
          onPick={(operation) => setChild({ kind: 'create', operation })}
          onClose={() => setChild(null)}
        />
      )}
      {child?.kind === 'create' && (
        <DeviceOperationForm
          deviceId={deviceId}
          operation={child.operation}
          onClose={() => setChild(null)}
          onCreated={(deviceOperationId) => setChild({ kind: 'edit', deviceOperationId })}
        />
      )}
      {child?.kind === 'edit' && (
        <EditForm deviceId={deviceId} deviceOperationId={child.deviceOperationId} readOnly={!canEdit} onClose={() => setChild(null)} />
      )}
      {child?.kind === 'clone' && <CloneOperationsPanel deviceId={deviceId} deviceName={deviceName} tenantId={tenantId} onClose={() => setChild(null)} />}
      {child?.kind === 'logs' && <OperationLogsPanel deviceOperationId={child.deviceOperationId} label={child.label} onClose={() => setChild(null)} />}
    </>
  );
}

export default DeviceOperationsPanel;
