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
  /** The date part of dateTime, where a date alone is typed or shown (filters, narrow columns). */
  day: 'D/MMM/YYYY',
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
/** 7/Mar/2025: the date of formatDateTime alone. */
export const formatDay = (value: DateInput, zone?: string) => format(value, DATE_FORMATS.day, zone);
/** M/D/YYYY of a local date (the license expiration): formatDate under the name the shell used. */
export const formatShortDate = (date: Date) => formatDate(date);

/** Up to a week old, a time reads best as "5 minutes ago"; older ones as the full date. */
export const RELATIVE_LIMIT_MS = 7 * 24 * 60 * 60 * 1000;

const RELATIVE_UNITS: Array<[Intl.RelativeTimeFormatUnit, number]> = [
  ['day', 24 * 60 * 60 * 1000],
  ['hour', 60 * 60 * 1000],
  ['minute', 60 * 1000],
  ['second', 1000],
];

/**
 * "5 minutes ago", "in 2 hours", "yesterday" in the person's language (the browser's locale unless
 * given), for times within RELATIVE_LIMIT_MS of `now`; the full date (formatDateTime) otherwise, or with
 * `dayOnly` just its day (formatDay), for narrow columns.
 */
export function formatRelative(value: DateInput, now: number = Date.now(), locale?: string, { dayOnly = false }: { dayOnly?: boolean } = {}): string {
  if (value === null || value === undefined || value === '') return '';
  const parsed = dayjs(value);
  if (!parsed.isValid()) return '';
  const diff = parsed.valueOf() - now;
  if (Math.abs(diff) > RELATIVE_LIMIT_MS) return dayOnly ? formatDay(value) : formatDateTime(value);
  const words = new Intl.RelativeTimeFormat(locale, { numeric: 'auto' });
  for (const [unit, size] of RELATIVE_UNITS) {
    if (Math.abs(diff) >= size || unit === 'second') return words.format(Math.round(diff / size), unit);
  }
  return '';
}
