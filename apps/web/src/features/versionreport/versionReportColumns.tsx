import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import { lighten, useTheme } from '@mui/material/styles';
import type { GridValueOptionsParams } from '@mui/x-data-grid';
import { type ComplianceReportListItem, VersionStatus, type VersionReportGroupedColumn } from '@portal/contracts';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { CopyButton } from '../../kit/CopyButton.tsx';
import { formatDateTime } from '../../kit/dates.ts';
import type { ListColumn } from '../../kit/list/ListPage.tsx';
import { guidFilterOperators } from './guidFilter.tsx';

export type ReportRow = ComplianceReportListItem;
/** A column's dropdown values (from the grouped call), by column. */
export type ValueOptions = Partial<Record<VersionReportGroupedColumn, string[]>>;

/** A link inside a grid cell, readable on a dark page too. */
function CellLink({ to, tabIndex, children }: { to: string; tabIndex?: number; children: ReactNode }) {
  const theme = useTheme();
  const color = theme.palette.mode === 'dark' ? lighten(theme.palette.primary.main, 0.5) : theme.palette.primary.main;
  return (
    <Link component={RouterLink} to={to} tabIndex={tabIndex} underline="hover" sx={{ color, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
      {children}
    </Link>
  );
}

const dateColumn = (field: 'installedVersionReleased' | 'latestVersionReleased', headerName: string): ListColumn<ReportRow> => ({
  field,
  headerName,
  // dateTime: the kit's filters add 59.999 s to After and On or Before (part 1 §5).
  type: 'dateTime',
  minWidth: 170,
  valueGetter: (value: string | null | undefined) => (value ? new Date(value) : null),
  valueFormatter: (value: Date | null) => (value ? formatDateTime(value) : ''),
});

/** A dropdown-filtered text column: its values come from the grouped call (part 1 §7). */
const selectColumn = (field: VersionReportGroupedColumn, headerName: string, options: ValueOptions, extra: Partial<ListColumn<ReportRow>> = {}): ListColumn<ReportRow> => ({
  field,
  headerName,
  type: 'singleSelect',
  minWidth: 140,
  flex: 0.6,
  valueOptions: (_params: GridValueOptionsParams) => options[field] ?? [],
  // The cell shows the row's own text, whatever the dropdown holds.
  valueFormatter: (value: string | null | undefined) => value ?? '',
  ...extra,
});

/** Part 1 §3 compliance report row: device, tenant, subscription, package, status, versions and their dates, device id. */
export function versionReportColumns(options: ValueOptions): ListColumn<ReportRow>[] {
  return [
    selectColumn('deviceName', 'Device Name', options, {
      flex: 1,
      minWidth: 160,
      renderCell: ({ row, value, tabIndex }) =>
        row.tenantId && row.deviceId
          ? <CellLink to={`/${row.tenantId}/devices?deviceId=${row.deviceId}`} tabIndex={tabIndex}>{String(value ?? '')}</CellLink>
          : String(value ?? ''),
    }),
    selectColumn('tenantName', 'Tenant', options, {
      renderCell: ({ row, value, tabIndex }) =>
        row.tenantId ? <CellLink to={`/${row.tenantId}/versionreport`} tabIndex={tabIndex}>{String(value ?? '')}</CellLink> : String(value ?? ''),
    }),
    selectColumn('subscriptionName', 'Subscription', options),
    selectColumn('packageName', 'Package', options),
    selectColumn('versionStatus', 'Version Status', { ...options, versionStatus: [VersionStatus.Current, VersionStatus.Outdated] }, {
      minWidth: 130,
      flex: 0,
      renderCell: ({ value }) =>
        value ? <Chip size="small" variant="outlined" label={String(value)} color={value === VersionStatus.Current ? 'success' : 'warning'} /> : '',
    }),
    selectColumn('installedVersion', 'Installed Version', options, { minWidth: 130 }),
    dateColumn('installedVersionReleased', 'Installed Version Released'),
    selectColumn('latestVersion', 'Latest Version', options, { minWidth: 120, valueFormatter: (value: string | null | undefined) => value ?? 'None' }),
    dateColumn('latestVersionReleased', 'Latest Version Released'),
    { field: 'compliantDevice', headerName: 'Compliant Device', type: 'boolean', width: 140 },
    {
      field: 'deviceId',
      headerName: 'Device ID',
      minWidth: 150,
      flex: 0.6,
      odataType: 'guid',
      filterOperators: guidFilterOperators,
      renderCell: ({ value }) => (
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, minWidth: 0 }}>
          <Box component="span" sx={{ overflow: 'hidden', textOverflow: 'ellipsis', fontFamily: 'monospace', fontSize: '0.8rem' }}>
            {String(value ?? '')}
          </Box>
          <CopyButton value={String(value ?? '')} kind="id" label="Copy Device ID" successMessage="Device ID copied to clipboard" />
        </Box>
      ),
    },
  ];
}
