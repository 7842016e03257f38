/** A week of GET v1/controlsets/summary, as the API document types it (counts by status name). */
export interface WeekCounts {
  weekStart: string;
  controls: number;
  counts: Partial<Record<string, number>>;
  compliantShare: number;
}
