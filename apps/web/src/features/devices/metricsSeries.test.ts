import { describe, expect, it } from 'vitest';
import { MAX_CHART_POINTS, toChartSeries, type MetricPoint } from './metricsSeries.ts';

const MINUTE = 60_000;
const WEEK = 7 * 24 * 60 * MINUTE;

describe('toChartSeries', () => {
  it('turns 7 days of one-minute points into at most MAX_CHART_POINTS means', () => {
    const from = Date.UTC(2026, 0, 1);
    const points: MetricPoint[] = Array.from({ length: WEEK / MINUTE }, (_, i) => ({ t: from + i * MINUTE, cpu: i % 2 ? 10 : 30, memory: 50 }));
    const series = toChartSeries(points, from, from + WEEK);
    expect(series.times.length).toBeLessThanOrEqual(MAX_CHART_POINTS);
    expect(series.times.length).toBeGreaterThan(MAX_CHART_POINTS / 2);
    expect(series.cpu.every((value) => value === 20)).toBe(true);
    expect(series.memory.every((value) => value === 50)).toBe(true);
    expect(series.times[1]! - series.times[0]!).toBe(14 * MINUTE);
  });

  it('keeps one-minute points as they are over a short span', () => {
    const from = Date.UTC(2026, 0, 1);
    const points: MetricPoint[] = [0, 1, 2].map((i) => ({ t: new Date(from + i * MINUTE).toISOString(), cpu: i, memory: 10 + i }));
    const series = toChartSeries(points, from, from + 3 * MINUTE);
    expect(series.cpu).toEqual([0, 1, 2]);
    expect(series.memory).toEqual([10, 11, 12]);
  });

  it('joins points a few heartbeats apart, breaks the line over a longer silence, ignores points outside the span', () => {
    const from = Date.UTC(2026, 0, 1);
    const at = (minutes: number, cpu: number, memory: number | null = 1): MetricPoint => ({ t: from + minutes * MINUTE, cpu, memory });
    const points = [at(-1, 99), at(0, 5, null), at(5, 6), at(10, 7), at(60, 8)];
    const series = toChartSeries(points, from, from + 61 * MINUTE, { gapMs: 15 * MINUTE });
    expect(series.cpu).toEqual([5, 6, 7, null, 8]);
    expect(series.memory).toEqual([null, 1, 1, null, 1]);
    expect(series.times[3]).toBe(from + 11 * MINUTE);
  });

  it('joins the points of a device that reports hourly, and still breaks over a silence of many hours', () => {
    const from = Date.UTC(2026, 0, 1);
    const hourly = [0, 60, 120, 180, 600, 660].map((m) => ({ t: from + m * MINUTE, cpu: m, memory: 1 }));
    const series = toChartSeries(hourly, from, from + 700 * MINUTE, { gapMs: 3 * MINUTE });
    expect(series.cpu).toEqual([0, 60, 120, 180, null, 600, 660]);
  });
});
