import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { VersionReportView, formatUpToDatePercent, versionReportMessages } from '@portal/contracts';
import { useEffect } from 'react';
import { useListContext } from '../../kit/list/ListPage.tsx';
import { isBadGuidValue } from './guidFilter.tsx';
import { useVersionReportCounts } from './queries.ts';

/** The fields of the report whose filters take a GUID. */
const GUID_FIELDS = new Set(['deviceId']);

function Card({ label, value, tone }: { label: string; value: string; tone?: 'success' | 'warning' }) {
  return (
    <Paper variant="outlined" sx={{ p: 1.5, minWidth: 150, flex: '1 1 150px' }} role="group" aria-label={label}>
      <Typography variant="body2" color="text.secondary">{label}</Typography>
      <Typography variant="h5" component="p" sx={{ color: tone ? `${tone}.main` : undefined, fontVariantNumeric: 'tabular-nums' }}>
        {value}
      </Typography>
    </Paper>
  );
}

/**
 * The count summary cards above the grid and the package view / device view toggle: the package view
 * counts rows by versionStatus, the device view counts devices by compliantDevice (part 1 §7). The cards
 * follow the grid's filters and search.
 */
export function VersionReportSummary({ view, onViewChange, onFirstPage }: {
  view: VersionReportView;
  onViewChange: (view: VersionReportView) => void;
  /** Called once the grid has its first answer. */
  onFirstPage: () => void;
}) {
  const { state, query, dataUpdatedAt } = useListContext();
  useEffect(() => {
    if (dataUpdatedAt > 0) onFirstPage();
  }, [dataUpdatedAt, onFirstPage]);
  const counts = useVersionReportCounts(view, query);
  const data = counts.data?.view === view ? counts.data : undefined;
  const countOf = (key: string) => data?.groups.find((group) => group.key === key)?.count;
  const text = (n: number | undefined) => (n === undefined ? '…' : n.toLocaleString());
  const device = view === VersionReportView.Device;
  const badGuid = state.filters.some((filter) => GUID_FIELDS.has(filter.field) && isBadGuidValue(filter.value));

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1.5 }}>
      <ToggleButtonGroup
        exclusive
        size="small"
        color="primary"
        value={view}
        onChange={(_event, next: VersionReportView | null) => next && onViewChange(next)}
        aria-label="Report view"
      >
        <ToggleButton value={VersionReportView.Package}>Package View</ToggleButton>
        <ToggleButton value={VersionReportView.Device}>Device View</ToggleButton>
      </ToggleButtonGroup>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5 }} aria-live="polite">
        <Card label={device ? 'Devices' : 'Installed Packages'} value={text(data?.total)} />
        <Card label={device ? 'Compliant Devices' : 'Current'} value={text(countOf(device ? 'true' : 'Current'))} tone="success" />
        <Card label={device ? 'Non-Compliant Devices' : 'Outdated'} value={text(countOf(device ? 'false' : 'Outdated'))} tone="warning" />
        <Card label="Up to Date" value={data ? formatUpToDatePercent(data.upToDatePercent) : '…'} />
      </Box>
      {counts.isError && <Alert severity="error">{counts.error.message}</Alert>}
      {badGuid && <Alert severity="warning">{versionReportMessages.invalidGuid}</Alert>}
    </Box>
  );
}
