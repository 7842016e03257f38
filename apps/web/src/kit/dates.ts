import dayjs from 'dayjs';
import advancedFormat from 'dayjs/plugin/advancedFormat';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';

// `z` (zone abbreviation) needs the timezone and advancedFormat plugins.
dayjs.extend(utc);
dayjs.extend(timezone);
dayjs.extend(advancedFormat);

/** The display formats of part 1 §9. */
export const DATE_FORMATS = {
  time: 'h:mma',
  weekday: 'ddd',
  date: 'M/D/YYYY',
  dateTime: 'D/MMM/YYYY HH:mm z',
} as const;

export type DateInput = string | number | Date | null | undefined;

function format(value: DateInput, pattern: string, zone?: string): string {
  if (value === null || value === undefined || value === '') return '';
  const parsed = dayjs(value);
  if (!parsed.isValid()) return '';
  return (zone ? parsed.tz(zone) : parsed).format(pattern);
}

/** 3:05PM */
export const formatTime = (value: DateInput, zone?: string) => format(value, DATE_FORMATS.time, zone);
/** Tue */
export const formatWeekday = (value: DateInput, zone?: string) => format(value, DATE_FORMATS.weekday, zone);
/** 3/7/2025 */
export const formatDate = (value: DateInput, zone?: string) => format(value, DATE_FORMATS.date, zone);
/** 7/Mar/2025 15:05 EST */
export const formatDateTime = (value: DateInput, zone?: string) => format(value, DATE_FORMATS.dateTime, zone);
