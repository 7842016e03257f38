import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatRelative, formatShortDate, formatTime, formatWeekday } from './dates.ts';
import { enumName } from './enums.ts';
import { createQueryKeys } from './queryKeys.ts';

describe('date formats of part 1 §9', () => {
  const instant = '2025-03-07T15:05:00Z';
  it('formats in the given zone', () => {
    expect(formatTime(instant, 'UTC')).toBe('3:05pm');
    expect(formatWeekday(instant, 'UTC')).toBe('Fri');
    expect(formatDate(instant, 'UTC')).toBe('3/7/2025');
    expect(formatDateTime(instant, 'America/New_York')).toBe('7/Mar/2025 10:05 EST');
  });
  it('shows nothing for missing or invalid dates', () => {
    expect(formatDate(null)).toBe('');
    expect(formatDate('not a date')).toBe('');
  });
});

describe('enumName', () => {
  const types = { 1: 'Textbox', 2: 'Dropdown' };
  it("answers 'unknown' for values without a name", () => {
    expect(enumName(types, 2)).toBe('Dropdown');
    expect(enumName(types, 3)).toBe('unknown');
    expect(enumName(types, null)).toBe('unknown');
    expect(enumName(types, 'toString')).toBe('unknown');
  });
});

describe('createQueryKeys', () => {
  it('nests list and detail keys under the area', () => {
    const keys = createQueryKeys('tenants');
    expect(keys.list({ $top: 10 })).toEqual(['tenants', 'list', { $top: 10 }]);
    expect(keys.list({ $top: 10 }).slice(0, 2)).toEqual(keys.lists());
    expect(keys.detail('a', 'secrets')).toEqual(['tenants', 'detail', 'a', 'secrets']);
  });
});

describe('relative time', () => {
  const now = Date.parse('2025-03-07T15:05:00Z');
  it('says how long ago in the given language, up to a week', () => {
    expect(formatRelative('2025-03-07T15:00:00Z', now, 'en')).toBe('5 minutes ago');
    expect(formatRelative('2025-03-07T13:05:00Z', now, 'en')).toBe('2 hours ago');
    expect(formatRelative('2025-03-06T15:05:00Z', now, 'en')).toBe('yesterday');
    expect(formatRelative('2025-03-07T15:04:58Z', now, 'en')).toBe('2 seconds ago');
    expect(formatRelative('2025-03-07T15:00:00Z', now, 'de')).toBe('vor 5 Minuten');
  });
  it('gives the full date beyond a week, and nothing for missing dates', () => {
    const old = '2025-01-07T15:05:00Z';
    expect(formatRelative(old, now, 'en')).toBe(formatDateTime(old));
    expect(formatRelative(null, now)).toBe('');
    expect(formatRelative('not a date', now)).toBe('');
  });
  it('keeps the short date of the license notices as M/D/YYYY', () => {
    expect(formatShortDate(new Date(2025, 2, 7))).toBe('3/7/2025');
  });
});
