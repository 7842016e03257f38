import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { LineChart } from '@mui/x-charts/LineChart';
import { useEffect, useMemo, useState } from 'react';
import { formatDateTime, formatTime, formatWeekday } from '../../kit/dates.ts';
import { toChartSeries } from './metricsSeries.ts';
import { DEVICE_POLL_MS, useDeviceMetrics } from './queries.ts';

const HOUR = 60 * 60 * 1000;
const periods = [
  { label: '24 hours', ms: 24 * HOUR },
  { label: '7 days', ms: 7 * 24 * HOUR },
] as const;

/** The end of the shown period: the next whole minute, moved on as the grid polls, so the query key stays put in between. */
const nextMinute = () => Math.ceil(Date.now() / 60_000) * 60_000;

function useMinuteNow(): number {
  const [now, setNow] = useState(nextMinute);
  useEffect(() => {
    const timer = setInterval(() => setNow(nextMinute()), DEVICE_POLL_MS);
    return () => clearInterval(timer);
  }, []);
  return now;
}

/**
 * CPU and memory of a device over the last 24 hours or 7 days, from the server's one-minute buckets,
 * drawn from at most a few hundred means (metricsSeries) so a week stays smooth. Loaded lazily with the
 * device panel: @mui/x-charts stays out of the grid's bundle.
 */
export default function DeviceMetricsChart({ deviceId, heartbeatSeconds }: { deviceId: string; heartbeatSeconds: number }) {
  const [periodMs, setPeriodMs] = useState<number>(periods[0].ms);
  const to = useMinuteNow();
  const from = to - periodMs;
  const metrics = useDeviceMetrics(deviceId, new Date(from).toISOString(), new Date(to).toISOString());
  const series = useMemo(
    () => toChartSeries(metrics.data?.series ?? [], from, to, { gapMs: 3 * Math.max(heartbeatSeconds, 60) * 1000 }),
    [metrics.data, from, to, heartbeatSeconds],
  );
  const times = useMemo(() => series.times.map((t) => new Date(t)), [series.times]);
  const long = periodMs > 24 * HOUR;

  return (
    <Box component="section" aria-labelledby="device-metrics-title" sx={{ my: 1, minHeight: 300 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 1, mb: 1 }}>
        <Typography id="device-metrics-title" variant="subtitle1" component="h3" sx={{ flex: 1 }}>
          CPU and memory
        </Typography>
        <ToggleButtonGroup size="small" exclusive value={periodMs} onChange={(_event, value: number | null) => value && setPeriodMs(value)} aria-label="Period">
          {periods.map((period) => (
            <ToggleButton key={period.ms} value={period.ms}>
              {period.label}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
      </Box>
      {metrics.isError && <Alert severity="error">The device's CPU and memory could not be loaded.</Alert>}
      {!metrics.isError && metrics.data && times.length === 0 && (
        <Alert severity="info">No heartbeat from this device in the last {periods.find((p) => p.ms === periodMs)?.label}.</Alert>
      )}
      {times.length > 0 && (
        <LineChart
          height={260}
          skipAnimation
          xAxis={[
            {
              data: times,
              scaleType: 'time',
              min: new Date(from),
              max: new Date(to),
              valueFormatter: (value: Date, context) =>
                context.location === 'tooltip' ? formatDateTime(value) : long ? `${formatWeekday(value)} ${formatTime(value)}` : formatTime(value),
            },
          ]}
          yAxis={[{ min: 0, max: 100, label: '%', width: 48 }]}
          series={[
            { data: series.cpu, label: 'CPU %', showMark: false, valueFormatter: (v) => (v === null ? '—' : `${v} %`) },
            { data: series.memory, label: 'Memory %', showMark: false, valueFormatter: (v) => (v === null ? '—' : `${v} %`) },
          ]}
          margin={{ right: 40 }}
        />
      )}
    </Box>
  );
}
