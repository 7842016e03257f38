import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import type { GridRowId } from '@mui/x-data-grid';
import { PENDING_DEVICE_BATCH_LIMIT, type PendingDeviceListItem, pendingDeviceMessages } from '@portal/contracts';
import { useState } from 'react';
import { Navigate, useParams } from 'react-router';
import type { z } from 'zod';
import { RequirePermission, usePermissions } from '../../app/permissions.tsx';
import { useCurrentUser } from '../../app/queries.ts';
import { isGuid, useActiveTenantId } from '../../app/tenantUrl.ts';
import { usePageTitle } from '../../app/usePageTitle.ts';
import { ApiError } from '../../kit/api.ts';
import { ConfirmDialog } from '../../kit/ConfirmDialog.tsx';
import { formatDateTime } from '../../kit/dates.ts';
import { ListPage, type ListColumn } from '../../kit/list/ListPage.tsx';
import { PagePadding } from '../../kit/list/PagePadding.tsx';
import { usePanelParams } from '../../kit/panel/usePanelParams.ts';
import { RelativeTime } from '../../kit/RelativeTime.tsx';
import { toast } from '../../kit/toast.ts';
import { PENDING_DEVICES_PATH, PENDING_DEVICE_POLL_MS, pendingDeviceKeys, useDeletePendingDevices, usePromotePendingDevices } from './queries.ts';

type PendingDeviceRow = z.infer<typeof PendingDeviceListItem>;

const dateColumn = (field: 'created' | 'lastPing', headerName: string): ListColumn<PendingDeviceRow> => ({
  field,
  headerName,
  type: 'dateTime',
  width: 150,
  valueGetter: (value: string | null | undefined) => (value ? new Date(value) : null),
  valueFormatter: (value: Date | null) => (value ? formatDateTime(value) : ''),
  renderCell: ({ value }) => (value ? <RelativeTime value={value as Date} /> : ''),
});

const columns: ListColumn<PendingDeviceRow>[] = [
  { field: 'machineName', headerName: 'Machine Name', flex: 1, minWidth: 160 },
  { field: 'operatingSystem', headerName: 'Operating System', flex: 1, minWidth: 160 },
  { field: 'architecture', headerName: 'Architecture', minWidth: 110 },
  { field: 'ipAddress', headerName: 'IP Address', minWidth: 130 },
  dateColumn('created', 'Created'),
  dateColumn('lastPing', 'Last Ping'),
];

/** `inactive=show` in the URL turns the hide-inactive switch off (it is on by default). */
const SHOW_INACTIVE = 'show';

function PendingDevicesScreen({ tenantId }: { tenantId: string | undefined }) {
  usePageTitle('Pending Devices');
  const { has } = usePermissions();
  const { get, setParams } = usePanelParams();
  const hideInactive = get('inactive') !== SHOW_INACTIVE;
  const [selected, setSelected] = useState<GridRowId[]>([]);
  const [asking, setAsking] = useState<'promote' | 'delete'>();
  const promote = usePromotePendingDevices();
  // "The current subscription" of the confirmation: the one the tenant picker shows.
  const subscriptionId = useCurrentUser().data?.subscriptionId;
  const remove = useDeletePendingDevices();
  const batchAllowed = selected.length > 0 && selected.length < PENDING_DEVICE_BATCH_LIMIT;
  const busy = promote.isPending || remove.isPending;

  const failed = (fallback: string) => (error: Error) => toast.error(error instanceof ApiError ? error.message : fallback);
  const confirm = () => {
    const ids = selected.map(String);
    const done = { onSettled: () => setAsking(undefined) };
    const succeeded = (answer: { message: string }) => {
      toast.success(answer.message);
      setSelected([]);
    };
    if (asking === 'promote') {
      promote.mutate({ pendingDeviceIds: ids, subscriptionId }, { ...done, onSuccess: succeeded, onError: failed('A problem occurred promoting the devices. Please try again.') });
    } else {
      remove.mutate(ids, { ...done, onSuccess: succeeded, onError: failed('A problem occurred deleting the devices. Please try again.') });
    }
  };

  const batchButton = (kind: 'promote' | 'delete', label: string, permission: 'PendingDevices:edit' | 'PendingDevices:delete') => {
    const tooMany = selected.length >= PENDING_DEVICE_BATCH_LIMIT;
    const button = (
      <Button
        variant={kind === 'promote' ? 'contained' : 'outlined'}
        color={kind === 'delete' ? 'error' : 'primary'}
        size="small"
        disabled={!batchAllowed || !has(permission) || busy}
        onClick={() => setAsking(kind)}
      >
        {label}
      </Button>
    );
    // A disabled button fires no events: the span carries the tooltip.
    return tooMany ? <Tooltip title={pendingDeviceMessages.tooMany}><span>{button}</span></Tooltip> : button;
  };

  return (
    <PagePadding>
      <ListPage<PendingDeviceRow>
        title="Pending Devices"
        path={PENDING_DEVICES_PATH}
        queryKey={(query) => pendingDeviceKeys.list(query)}
        columns={columns}
        getRowId={(row) => row.pendingDeviceId ?? ''}
        searchFields={['machineName', 'operatingSystem', 'architecture', 'ipAddress']}
        defaultSort={[{ field: 'lastPing', sort: 'desc' }]}
        baseFilter={tenantId ? `tenantId eq ${tenantId}` : undefined}
        extraQuery={hideInactive ? { activeOnly: 'true' } : undefined}
        refetchInterval={PENDING_DEVICE_POLL_MS}
        selection={{ ids: selected, onChange: setSelected }}
        exportFileName="pendingdevices"
        toolbarActions={
          <FormControlLabel
            sx={{ ml: 0.5 }}
            control={
              <Switch
                size="small"
                checked={hideInactive}
                onChange={(event) => {
                  setSelected([]);
                  setParams({ inactive: event.target.checked ? null : SHOW_INACTIVE });
                }}
              />
            }
            label="Hide inactive"
          />
        }
        aboveGrid={
          <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 1 }}>
            {batchButton('promote', 'Promote', 'PendingDevices:edit')}
            {batchButton('delete', 'Delete', 'PendingDevices:delete')}
            <Typography variant="body2" color={selected.length >= PENDING_DEVICE_BATCH_LIMIT ? 'error' : 'text.secondary'} role="status">
              {selected.length >= PENDING_DEVICE_BATCH_LIMIT
                ? `${selected.length} selected. ${pendingDeviceMessages.tooMany}`
                : `${selected.length} selected`}
            </Typography>
          </Box>
        }
        noRowsLabel="No pending devices found"
        cardFields={['machineName', 'operatingSystem', 'architecture', 'ipAddress', 'lastPing']}
      />
      <ConfirmDialog
        open={asking === 'promote'}
        title="Promote Devices"
        message={pendingDeviceMessages.confirmPromote}
        busy={promote.isPending}
        onConfirm={confirm}
        onCancel={() => setAsking(undefined)}
      />
      <ConfirmDialog
        open={asking === 'delete'}
        title="Delete Devices"
        message={pendingDeviceMessages.confirmDelete}
        busy={remove.isPending}
        focusCancel
        onConfirm={confirm}
        onCancel={() => setAsking(undefined)}
      />
    </PagePadding>
  );
}

/** /{tenantId}/pendingdevices (part 2 §1); /pendingdevices goes to the active tenant's, or lists every tenant's without one. */
export default function PendingDevicesPage() {
  const params = useParams();
  const activeTenantId = useActiveTenantId();
  const tenantId = isGuid(params.tenantId) ? params.tenantId : undefined;
  if (!tenantId && activeTenantId) return <Navigate replace to={`/${activeTenantId}/pendingdevices`} />;
  return (
    <RequirePermission permission="PendingDevices:view">
      <PendingDevicesScreen tenantId={tenantId} />
    </RequirePermission>
  );
}
