import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import InventoryIcon from '@mui/icons-material/Inventory2';
import ListAltIcon from '@mui/icons-material/ListAlt';
import PlaylistPlayIcon from '@mui/icons-material/PlaylistPlay';
import RestartAltIcon from '@mui/icons-material/RestartAlt';
import SettingsEthernetIcon from '@mui/icons-material/SettingsEthernet';
import TimelineIcon from '@mui/icons-material/Timeline';
import Button from '@mui/material/Button';
import { deviceMessages, type DeviceListItem } from '@portal/contracts';
import { useMemo, useState } from 'react';
import { Navigate, useNavigate, useParams } from 'react-router';
import { RequirePermission, usePermissions } from '../../app/permissions.tsx';
import { menuGroups, isItemVisible } from '../../app/shell/menu.ts';
import { isGuid, useActiveTenantId } from '../../app/tenantUrl.ts';
import { usePageTitle } from '../../app/usePageTitle.ts';
import { ApiError } from '../../kit/api.ts';
import { ConfirmDialog } from '../../kit/ConfirmDialog.tsx';
import { ListPage } from '../../kit/list/ListPage.tsx';
import { PagePadding } from '../../kit/list/PagePadding.tsx';
import { usePanelParams } from '../../kit/panel/usePanelParams.ts';
import { toast } from '../../kit/toast.ts';
import { deviceColumns } from './deviceColumns.tsx';
import { DevicePanels, type DevicePanelName } from './DevicePanels.tsx';
import { DEVICE_POLL_MS, DEVICES_PATH, deviceKeys, useDeleteDevice, useRestartDevice } from './queries.ts';

const pendingDevicesItem = menuGroups.flatMap((group) => group.items).find((item) => item.path === '/pendingdevices');

type Pending = { kind: 'restart' | 'delete'; device: DeviceListItem };

function DevicesScreen({ tenantId }: { tenantId: string }) {
  usePageTitle('Devices');
  const navigate = useNavigate();
  const { get, setParams } = usePanelParams();
  const { has } = usePermissions();
  const restart = useRestartDevice();
  const remove = useDeleteDevice();
  const [pending, setPending] = useState<Pending>();
  const deviceId = get('deviceId');
  const panel = (get('panel') ?? 'edit') as DevicePanelName;
  const canEdit = has('Devices:edit');

  const rowActions = useMemo(() => {
    const open = (row: DeviceListItem, name: DevicePanelName | null) => () => setParams({ deviceId: row.deviceId ?? null, panel: name });
    return (row: DeviceListItem) => [
      // As on the other screens, one who may only look views the device (tenants' View Tenant).
      { label: canEdit ? 'Edit Device' : 'View Device', icon: <EditIcon fontSize="small" />, onClick: open(row, null) },
      { label: 'Restart Agent', icon: <RestartAltIcon fontSize="small" />, disabled: !canEdit, onClick: () => setPending({ kind: 'restart', device: row }) },
      { label: 'Toggle Tracing', icon: <TimelineIcon fontSize="small" />, disabled: !canEdit, onClick: open(row, 'tracing') },
      { label: 'Operations', icon: <PlaylistPlayIcon fontSize="small" />, onClick: open(row, 'operations') },
      { label: 'Installations', icon: <InventoryIcon fontSize="small" />, onClick: open(row, 'installations') },
      { label: 'Delete Device', icon: <DeleteIcon fontSize="small" />, disabled: !has('Devices:delete'), onClick: () => setPending({ kind: 'delete', device: row }) },
      { label: 'Logs', icon: <ListAltIcon fontSize="small" />, onClick: open(row, 'logs') },
      { label: 'Packets', icon: <SettingsEthernetIcon fontSize="small" />, disabled: !has('Packets:view'), onClick: open(row, 'packets') },
    ];
  }, [setParams, has, canEdit]);

  const confirm = () => {
    if (!pending?.device.deviceId) return;
    const name = pending.device.name ?? pending.device.deviceId;
    const done = { onSettled: () => setPending(undefined) };
    if (pending.kind === 'restart') {
      restart.mutate(pending.device.deviceId, {
        ...done,
        onSuccess: () => toast.success(deviceMessages.restartQueued(name)),
        onError: () => toast.error(deviceMessages.restartFailed),
      });
    } else {
      remove.mutate(pending.device.deviceId, {
        ...done,
        onSuccess: () => toast.success(deviceMessages.deleted(name)),
        // 409: operations are assigned; anything else the server said (a 404, a refusal) in its own words.
        onError: (error) => toast.error(error instanceof ApiError && error.status !== 409 ? error.message : deviceMessages.hasOperations(name)),
      });
    }
  };

  const showsPromote = pendingDevicesItem ? isItemVisible(pendingDevicesItem, has) : false;
  return (
    <PagePadding>
      <ListPage<DeviceListItem>
        title="Devices"
        path={DEVICES_PATH}
        queryKey={(query) => deviceKeys.list(query)}
        columns={deviceColumns}
        getRowId={(row) => row.deviceId ?? ''}
        rowActions={rowActions}
        searchFields={['name', 'description', 'machineName', 'ipAddress']}
        defaultSort={[{ field: 'name', sort: 'asc' }]}
        baseFilter={`tenantId eq ${tenantId}`}
        expand="location"
        refetchInterval={DEVICE_POLL_MS}
        headerActions={
          showsPromote ? (
            <Button variant="outlined" onClick={() => void navigate(`/${tenantId}/pendingdevices`)}>
              {deviceMessages.promotePendingDevices}
            </Button>
          ) : undefined
        }
        exportFileName="devices"
        noRowsLabel="No devices found"
        cardFields={['name', 'cpu', 'memory', 'lastPacket', 'locationName']}
      />
      {deviceId && (
        <DevicePanels deviceId={deviceId} panel={panel} readOnly={!canEdit} onClose={() => setParams({ deviceId: null, panel: null })} />
      )}
      <ConfirmDialog
        open={pending?.kind === 'restart'}
        title="Restart Agent"
        message={`Restart the agent of '${pending?.device.name ?? ''}'? It restarts when it next hears from the portal.`}
        confirmLabel="Restart"
        cancelLabel="Cancel"
        busy={restart.isPending}
        onConfirm={confirm}
        onCancel={() => setPending(undefined)}
      />
      <ConfirmDialog
        open={pending?.kind === 'delete'}
        title="Delete Device"
        message={`Are you sure you want to delete the device '${pending?.device.name ?? ''}'? Its agent can no longer sign in. This cannot be undone.`}
        confirmLabel="Delete"
        cancelLabel="Cancel"
        focusCancel
        busy={remove.isPending}
        onConfirm={confirm}
        onCancel={() => setPending(undefined)}
      />
    </PagePadding>
  );
}

/** /{tenantId}/devices (part 2 §2); /devices goes to the active tenant's devices. */
export default function DevicesPage() {
  const params = useParams();
  const activeTenantId = useActiveTenantId();
  const tenantId = isGuid(params.tenantId) ? params.tenantId : undefined;
  if (!tenantId) return activeTenantId ? <Navigate replace to={`/${activeTenantId}/devices`} /> : null;
  return (
    <RequirePermission permission="Devices:view">
      <DevicesScreen tenantId={tenantId} />
    </RequirePermission>
  );
}
