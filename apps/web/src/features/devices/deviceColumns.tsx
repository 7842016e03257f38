import Box from '@mui/material/Box';
import type { DeviceListItem } from '@portal/contracts';
import { CopyButton } from '../../kit/CopyButton.tsx';
import { formatDateTime } from '../../kit/dates.ts';
import type { ListColumn } from '../../kit/list/ListPage.tsx';
import { RelativeTime } from '../../kit/RelativeTime.tsx';

/** A percentage of the latest heartbeat: one decimal, empty without a heartbeat. */
export function formatPercent(value: number | null | undefined): string {
  return typeof value === 'number' && Number.isFinite(value) ? `${value.toFixed(1)} %` : '';
}

const percentColumn = (field: 'cpu' | 'memory', headerName: string): ListColumn<DeviceListItem> => ({
  field,
  headerName,
  type: 'number',
  width: 110,
  valueFormatter: (value: number | null | undefined) => formatPercent(value),
});

/** Part 2 §2: name, CPU %, memory %, age (since the latest packet), location, device id, enabled. */
export const deviceColumns: ListColumn<DeviceListItem>[] = [
  { field: 'name', headerName: 'Name', flex: 1, minWidth: 160, panelLink: (row) => ({ deviceId: row.deviceId ?? null, panel: null }) },
  percentColumn('cpu', 'CPU %'),
  percentColumn('memory', 'Memory %'),
  {
    // Sorting by age sorts by the latest packet's time; the cell says how long ago it came.
    field: 'lastPacket',
    headerName: 'Age',
    type: 'dateTime',
    width: 130,
    valueGetter: (value: string | null | undefined) => (value ? new Date(value) : null),
    valueFormatter: (value: Date | null) => (value ? formatDateTime(value) : ''),
    renderCell: ({ value }) => (value ? <RelativeTime value={value as Date} /> : 'No packets'),
  },
  {
    field: 'locationName',
    headerName: 'Location',
    minWidth: 140,
    flex: 0.6,
    odataField: 'location/name',
    valueGetter: (_value, row) => row.location?.name ?? '',
  },
  {
    field: 'deviceId',
    headerName: 'Device ID',
    minWidth: 150,
    flex: 0.6,
    odataType: 'guid',
    renderCell: ({ value }) => (
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, minWidth: 0 }}>
        <Box component="span" sx={{ overflow: 'hidden', textOverflow: 'ellipsis', fontFamily: 'monospace', fontSize: '0.8rem' }}>
          {String(value ?? '')}
        </Box>
        <CopyButton value={String(value ?? '')} kind="id" label="Copy Device ID" successMessage="Device ID copied to clipboard" />
      </Box>
    ),
  },
  { field: 'enabled', headerName: 'Enabled', type: 'boolean', width: 90 },
];
