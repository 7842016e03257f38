/** One point of a device's CPU and memory series: percentages, null where nothing was measured. */
export interface MetricPoint {
  /** When (the server's one-minute bucket). */
  t: string | number | Date;
  cpu: number | null;
  memory: number | null;
}

export interface ChartSeries {
  /** Bucket starts, ms since the epoch, ascending. */
  times: number[];
  cpu: Array<number | null>;
  memory: Array<number | null>;
}

/** More points than this and an SVG line chart stops feeling smooth on a modest machine. */
export const MAX_CHART_POINTS = 720;

function mean(sum: number, count: number): number | null {
  return count === 0 ? null : Math.round((sum / count) * 10) / 10;
}

/**
 * The series the chart draws: at most `maxPoints` evenly spaced buckets between `from` and `to`, each the
 * mean of the points in it (7 days of one-minute points become 14-minute means). Buckets without a point
 * are left out, and where the device was silent for longer than `gapMs` (say three heartbeats) a null
 * breaks the line, so an outage shows as a gap rather than a straight line across it.
 */
export function toChartSeries(points: readonly MetricPoint[], from: number, to: number, { maxPoints = MAX_CHART_POINTS, gapMs = 0 }: { maxPoints?: number; gapMs?: number } = {}): ChartSeries {
  const span = Math.max(to - from, 1);
  const minute = 60_000;
  // Never finer than a minute (the server's buckets), never more than maxPoints.
  const bucketMs = Math.max(minute, Math.ceil(span / maxPoints / minute) * minute);
  const count = Math.max(1, Math.ceil(span / bucketMs));
  const sums = Array.from({ length: count }, () => ({ cpu: 0, cpuN: 0, memory: 0, memoryN: 0 }));
  for (const point of points) {
    const time = new Date(point.t).getTime();
    if (!Number.isFinite(time) || time < from || time > to) continue;
    const bucket = sums[Math.min(count - 1, Math.floor((time - from) / bucketMs))]!;
    if (typeof point.cpu === 'number' && Number.isFinite(point.cpu)) {
      bucket.cpu += point.cpu;
      bucket.cpuN += 1;
    }
    if (typeof point.memory === 'number' && Number.isFinite(point.memory)) {
      bucket.memory += point.memory;
      bucket.memoryN += 1;
    }
  }
  const series: ChartSeries = { times: [], cpu: [], memory: [] };
  // A device that reports sparsely (an hourly heartbeat) is joined up too: three of its usual spacings.
  const filled = sums.flatMap((sum, index) => (sum.cpuN || sum.memoryN ? [index] : []));
  const spacings = filled.slice(1).map((index, i) => (index - filled[i]!) * bucketMs).sort((a, b) => a - b);
  const usual = spacings.length ? spacings[Math.floor(spacings.length / 2)]! : 0;
  const longestQuiet = Math.max(gapMs, bucketMs, 3 * usual);
  let previous: number | undefined;
  sums.forEach((sum, index) => {
    if (sum.cpuN === 0 && sum.memoryN === 0) return;
    const time = from + index * bucketMs;
    if (previous !== undefined && time - previous > longestQuiet) {
      series.times.push(previous + bucketMs);
      series.cpu.push(null);
      series.memory.push(null);
    }
    series.times.push(time);
    series.cpu.push(mean(sum.cpu, sum.cpuN));
    series.memory.push(mean(sum.memory, sum.memoryN));
    previous = time;
  });
  return series;
}
