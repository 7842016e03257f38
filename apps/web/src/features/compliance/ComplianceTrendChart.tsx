import { BarChart } from '@mui/x-charts/BarChart';
import type { WeekCounts } from './weekCounts.ts';
import { controlStatusColors, controlStatusLabels, controlStatusValues } from '@portal/contracts';

const weekFormat = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });

/** The last 12 weeks' counts per status, stacked, in the §9 colours; loaded lazily (x-charts stays out of the page's bundle). */
export default function ComplianceTrendChart({ weeks }: { weeks: WeekCounts[] }) {
  return (
    <BarChart
      height={220}
      skipAnimation
      margin={{ left: 8, right: 8, top: 8, bottom: 8 }}
      xAxis={[{ scaleType: 'band', data: weeks.map((w) => weekFormat.format(new Date(w.weekStart))), label: 'Week starting' }]}
      yAxis={[{ width: 40 }]}
      series={controlStatusValues.map((status) => ({
        id: status,
        label: controlStatusLabels[status],
        data: weeks.map((w) => w.counts[status] ?? 0),
        stack: 'statuses',
        color: controlStatusColors[status],
      }))}
      slotProps={{ legend: { direction: 'horizontal', position: { vertical: 'top', horizontal: 'center' } } }}
    />
  );
}
