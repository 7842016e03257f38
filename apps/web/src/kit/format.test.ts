import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatTime, formatWeekday } from './dates.ts';
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
