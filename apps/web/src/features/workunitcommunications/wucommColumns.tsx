import Box from '@mui/material/Box';
import { communicationStatusLabels, type CommunicationStatus, type WorkUnitCommunicationListResponse } from '@portal/contracts';
import type { z } from 'zod';
import { formatDateTime } from '../../kit/dates.ts';
import type { ListColumn } from '../../kit/list/ListPage.tsx';
import { OverdueChip } from './markers.tsx';

export type WuCommRow = z.infer<typeof WorkUnitCommunicationListResponse>['value'][number];

/** The query parameters that open a communication's panel over the grid (§2.2: publicWuCommId). */
export const openParams = (publicId: string) => ({ publicWuCommId: publicId, form: null });

function toDate(value: unknown): Date | null {
  if (typeof value !== 'string' || !value) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

const dateColumn = (field: 'modified' | 'nextUpdate' | 'eventResolved' | 'created', headerName: string): ListColumn<WuCommRow> => ({
  field,
  headerName,
  type: 'dateTime',
  width: 170,
  valueGetter: (value) => toDate(value),
  valueFormatter: (value: Date | null) => formatDateTime(value),
});

/** The grid of §2.10: ID, Tenant, Title, Current Impact, Status, Last Modified, Next Customer Update, Resolved Date. */
export const wucommColumns: ListColumn<WuCommRow>[] = [
  { field: 'workUnitCommunicationId', headerName: 'ID', type: 'number', width: 70, align: 'left', headerAlign: 'left' },
  { field: 'tenant', headerName: 'Tenant', width: 120, odataField: 'tenant/name', valueGetter: (_value, row) => row.tenant?.name ?? '' },
  {
    field: 'title',
    headerName: 'Title',
    flex: 1,
    minWidth: 220,
    panelLink: (row) => openParams(row.publicWorkUnitCommunicationId ?? ''),
  },
  { field: 'currentImpact', headerName: 'Current Impact', width: 120 },
  {
    field: 'status',
    headerName: 'Status',
    width: 230,
    valueFormatter: (value: string | undefined) => (value ? (communicationStatusLabels[value as CommunicationStatus] ?? value) : ''),
    renderCell: ({ row }) => (
      <Box component="span" sx={{ display: 'inline-flex', gap: 0.75, alignItems: 'center' }}>
        {row.status ? communicationStatusLabels[row.status] : ''}
        {row.overdue && <OverdueChip nextUpdate={row.nextUpdate} />}
      </Box>
    ),
  },
  dateColumn('modified', 'Last Modified'),
  {
    ...dateColumn('nextUpdate', 'Next Customer Update'),
    renderCell: ({ row, formattedValue }) => (
      <Box component="span" sx={row.overdue ? { color: 'error.main', fontWeight: 600 } : undefined}>{String(formattedValue ?? '')}</Box>
    ),
  },
  dateColumn('eventResolved', 'Resolved Date'),
  // The default sort's column (the grid drops a sort on a field it has no column for, and the list would
  // put it back: a loop); hidden until a person shows it.
  dateColumn('created', 'Created'),
];

export const HIDDEN_COLUMNS = { created: false };

export const CARD_FIELDS = ['title', 'workUnitCommunicationId', 'tenant', 'status', 'currentImpact', 'nextUpdate', 'modified'] as const;
