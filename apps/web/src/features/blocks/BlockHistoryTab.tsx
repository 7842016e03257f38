import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import { LineChart } from '@mui/x-charts/LineChart';
import { BLOCK_HISTORY_PAGE_SIZE, BlockType, blockMessages, packetMessages } from '@portal/contracts';
import { useMemo, useState } from 'react';
import { formatDateTime, formatTime } from '../../kit/dates.ts';
import { PagedHistoryTable } from '../../kit/PagedHistoryTable.tsx';
import { useBlockHistory } from './queries.ts';

/**
 * A block's history (part 1 §2, §9): 100 values a page, newest first, and for a numeric block a line chart of the
 * page's values over time. Loaded lazily with the drawer's History tab, so @mui/x-charts stays out of the grid.
 */
export default function BlockHistoryTab({ blockId, blockTypeId }: { blockId: string; blockTypeId: number }) {
  const [page, setPage] = useState(0);
  const history = useBlockHistory(blockId, page + 1);
  const items = useMemo(() => history.data?.historyItems ?? [], [history.data]);
  const total = history.data?.totalCount ?? 0;
  const points = useMemo(
    () => items.filter((i) => typeof i.value === 'number').map((i) => ({ time: new Date(i.timestamp), value: i.value as number })).reverse(),
    [items],
  );
  const numeric = blockTypeId !== BlockType.smallText;
  return (
    <>
      <Box sx={{ height: 4 }}>{history.isFetching && <LinearProgress aria-label="Loading history" />}</Box>
      {history.isError && <Alert severity="error">{packetMessages.historyFailed}</Alert>}
      {history.data && total === 0 && <Alert severity="info" sx={{ mt: 1 }}>{blockMessages.noHistory}</Alert>}
      {numeric && points.length > 1 && (
        <Box component="section" aria-label="Values over time" sx={{ minHeight: 260 }}>
          <LineChart
            height={260}
            skipAnimation
            xAxis={[{
              data: points.map((p) => p.time), scaleType: 'time',
              valueFormatter: (value: Date, context) => (context.location === 'tooltip' ? formatDateTime(value) : formatTime(value)),
            }]}
            series={[{ data: points.map((p) => p.value), label: 'Value', showMark: false }]}
            slotProps={{ legend: { sx: { display: 'none' } } }}
          />
        </Box>
      )}
      {items.length > 0 && (
        <PagedHistoryTable
          label="History"
          valueHeading="Value"
          rows={items.map((item, index) => ({
            key: `${item.timestamp}-${index}`, timestamp: item.timestamp, received: item.receivedTimestamp,
            value: item.value === null ? '—' : String(item.value),
          }))}
          total={total}
          page={page}
          pageSize={BLOCK_HISTORY_PAGE_SIZE}
          onPageChange={setPage}
        />
      )}
    </>
  );
}
