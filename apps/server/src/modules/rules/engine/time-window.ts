import type { TimeConditionsInput } from '@portal/contracts';
import { localTime, resolveTimeZone } from './timezones.ts';

/** 'HH:mm' or 'HH:mm:ss' to seconds since midnight. */
function secondsOfDay(value: string): number {
  const [h, m, s] = value.split(':').map(Number);
  return (h ?? 0) * 3600 + (m ?? 0) * 60 + (s ?? 0);
}

/** A range bound: an instant when it carries Z or an offset, else a wall-clock string 'YYYY-MM-DDTHH:mm:ss'. */
function rangeBound(value: string): { instant: number } | { wall: string } {
  if (/(Z|[+-]\d{2}:\d{2})$/.test(value)) return { instant: Date.parse(value) };
  const [date, time = '00:00'] = value.split('T');
  const [hh = '00', mm = '00', ss = '00'] = time.split('.')[0]!.split(':');
  return { wall: `${date}T${hh}:${mm}:${ss}` };
}

function atOrAfter(bound: string, instant: Date, wall: string): boolean {
  const b = rangeBound(bound);
  return 'instant' in b ? instant.getTime() >= b.instant : wall >= b.wall;
}

/** The local calendar day before y-m-d (pure calendar arithmetic, no zone involved). */
function previousDay(year: number, month: number, day: number): { weekday: number; day: number } {
  const date = new Date(Date.UTC(year, month - 1, day - 1));
  return { weekday: date.getUTCDay(), day: date.getUTCDate() };
}

export type TimeWindowVerdict = { inWindow: true } | { inWindow: false; reason: string };

/**
 * Whether an instant lies within a rule's time conditions, all read on the wall clock of the rule's zone
 * (docs/areas/rules.md):
 * - StartRange (inclusive) / EndRange (exclusive): a value with Z or an offset is an instant; without, local time.
 * - DaysOfWeek (0 Sunday) and DaysOfMonth (1-31): local days; an empty list means every day.
 * - DailyStartTime (inclusive) to DailyEndTime (exclusive); start after end crosses midnight and the part after
 *   midnight belongs to the day the window started (a Friday 22:00-02:00 window covers Saturday 01:00). Equal
 *   times mean the whole day; one of them empty means from midnight / until midnight.
 * - DST: comparing wall clocks gives the defined behaviour: a start inside the hour a spring change skips begins
 *   at the first instant after the gap, an end inside it ends at the gap; a repeated autumn hour is inside the
 *   window at each of its two occurrences.
 */
export function timeWindowVerdict(conditions: TimeConditionsInput, instant: Date): TimeWindowVerdict {
  const zone = resolveTimeZone(conditions.timeZoneId);
  if (!zone) return { inWindow: false, reason: `Unknown time zone ${conditions.timeZoneId}.` };
  const local = localTime(zone, instant);
  if (!local) return { inWindow: false, reason: `Unknown time zone ${conditions.timeZoneId}.` };
  if (conditions.startRange && !atOrAfter(conditions.startRange, instant, local.wall)) {
    return { inWindow: false, reason: `Before the start of the rule's range (${conditions.startRange}).` };
  }
  if (conditions.endRange && atOrAfter(conditions.endRange, instant, local.wall)) {
    return { inWindow: false, reason: `After the end of the rule's range (${conditions.endRange}).` };
  }
  let day = { weekday: local.weekday, day: local.day };
  const start = conditions.dailyStartTime ? secondsOfDay(conditions.dailyStartTime) : undefined;
  const end = conditions.dailyEndTime ? secondsOfDay(conditions.dailyEndTime) : undefined;
  const now = local.secondOfDay;
  if (start !== undefined || end !== undefined) {
    const from = start ?? 0;
    const to = end ?? 86_400;
    let inDaily: boolean;
    if (from < to) inDaily = now >= from && now < to;
    else if (from === to) inDaily = true;
    else {
      inDaily = now >= from || now < to;
      if (now < to) day = previousDay(local.year, local.month, local.day);
    }
    if (!inDaily) return { inWindow: false, reason: `Outside the daily window ${conditions.dailyStartTime ?? '00:00'}-${conditions.dailyEndTime ?? '24:00'} (${local.wall.slice(11)} local).` };
  }
  const daysOfWeek = conditions.daysOfWeek ?? [];
  if (daysOfWeek.length > 0 && !daysOfWeek.includes(day.weekday)) {
    return { inWindow: false, reason: `Not on one of the rule's days of week (local day ${day.weekday}).` };
  }
  const daysOfMonth = conditions.daysOfMonth ?? [];
  if (daysOfMonth.length > 0 && !daysOfMonth.includes(day.day)) {
    return { inWindow: false, reason: `Not on one of the rule's days of month (local day ${day.day}).` };
  }
  return { inWindow: true };
}

export function inTimeWindow(conditions: TimeConditionsInput, instant: Date): boolean {
  return timeWindowVerdict(conditions, instant).inWindow;
}
