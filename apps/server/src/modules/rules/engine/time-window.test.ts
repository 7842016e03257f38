import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { inTimeWindow } from './time-window.ts';
import { localTime, resolveTimeZone, timeZoneOptions } from './timezones.ts';

const at = (iso: string) => new Date(iso);
const every = { daysOfWeek: [], daysOfMonth: [] };

describe('time conditions', () => {
  it('reads days of week and of month in local time', () => {
    // 2026-03-07T03:00Z is Friday 22:00 in New York (Saturday in UTC).
    const fridays = { timeZoneId: 'America/New_York', daysOfWeek: [5], daysOfMonth: [] };
    expect(inTimeWindow(fridays, at('2026-03-07T03:00:00Z'))).toBe(true);
    expect(inTimeWindow({ ...fridays, daysOfWeek: [], daysOfMonth: [6] }, at('2026-03-07T03:00:00Z'))).toBe(true);
  });

  it('a window across midnight belongs to the day it starts on', () => {
    const fridayNights = { timeZoneId: 'America/New_York', daysOfWeek: [5], daysOfMonth: [], dailyStartTime: '22:00', dailyEndTime: '02:00' };
    expect(inTimeWindow(fridayNights, at('2026-03-07T06:30:00Z'))).toBe(true); // Saturday 01:30 local
    expect(inTimeWindow(fridayNights, at('2026-03-07T07:30:00Z'))).toBe(false); // Saturday 02:30
    expect(inTimeWindow(fridayNights, at('2026-03-06T06:30:00Z'))).toBe(false); // Friday 01:30 belongs to Thursday
  });

  it('ranges: local wall clock without offset, an instant with one; end exclusive', () => {
    const range = { timeZoneId: 'Asia/Kathmandu', ...every, startRange: '2026-06-01T09:00', endRange: '2026-06-01T10:00:00Z' };
    expect(inTimeWindow(range, at('2026-06-01T03:14:59Z'))).toBe(false); // 08:59:59 +05:45
    expect(inTimeWindow(range, at('2026-06-01T03:15:00Z'))).toBe(true); // 09:00 local
    expect(inTimeWindow(range, at('2026-06-01T10:00:00Z'))).toBe(false);
  });

  it('Asia/Kathmandu (+05:45) daily window', () => {
    const window = { timeZoneId: 'Asia/Kathmandu', ...every, dailyStartTime: '09:00', dailyEndTime: '17:00' };
    expect(inTimeWindow(window, at('2026-01-15T03:14:00Z'))).toBe(false); // 08:59
    expect(inTimeWindow(window, at('2026-01-15T03:15:00Z'))).toBe(true); // 09:00
    expect(inTimeWindow(window, at('2026-01-15T11:14:59Z'))).toBe(true); // 16:59:59
    expect(inTimeWindow(window, at('2026-01-15T11:15:00Z'))).toBe(false); // 17:00
  });

  describe('America/New_York', () => {
    it('spring forward (2026-03-08 02:00 skipped): a start in the gap begins at the first instant after it', () => {
      const window = { timeZoneId: 'America/New_York', ...every, dailyStartTime: '02:30', dailyEndTime: '04:00' };
      expect(inTimeWindow(window, at('2026-03-08T06:59:59Z'))).toBe(false); // 01:59:59 EST
      expect(inTimeWindow(window, at('2026-03-08T07:00:00Z'))).toBe(true); // 03:00 EDT, right after the gap
      expect(inTimeWindow(window, at('2026-03-08T08:00:00Z'))).toBe(false); // 04:00 EDT
    });
    it('spring forward: an end in the gap ends at the gap', () => {
      const window = { timeZoneId: 'America/New_York', ...every, dailyStartTime: '01:00', dailyEndTime: '02:30' };
      expect(inTimeWindow(window, at('2026-03-08T06:59:59Z'))).toBe(true);
      expect(inTimeWindow(window, at('2026-03-08T07:00:00Z'))).toBe(false);
    });
    it('fall back (2026-11-01 01:00-02:00 twice): the repeated hour is inside at both occurrences', () => {
      const window = { timeZoneId: 'America/New_York', ...every, dailyStartTime: '01:15', dailyEndTime: '01:45' };
      expect(inTimeWindow(window, at('2026-11-01T05:30:00Z'))).toBe(true); // 01:30 EDT
      expect(inTimeWindow(window, at('2026-11-01T06:30:00Z'))).toBe(true); // 01:30 EST
      expect(inTimeWindow(window, at('2026-11-01T06:00:00Z'))).toBe(false); // 01:00 EST
    });
  });

  describe('Australia/Lord_Howe (30-minute change)', () => {
    it('spring forward 2026-10-04 02:00 -> 02:30: a start at 02:10 begins at 02:30', () => {
      // Before: +10:30, so 02:00 local = 15:30Z on 3 Oct; after: +11.
      const window = { timeZoneId: 'Australia/Lord_Howe', ...every, dailyStartTime: '02:10', dailyEndTime: '03:00' };
      expect(inTimeWindow(window, at('2026-10-03T15:29:59Z'))).toBe(false); // 01:59:59 +10:30
      expect(inTimeWindow(window, at('2026-10-03T15:30:00Z'))).toBe(true); // 02:30 +11
      expect(inTimeWindow(window, at('2026-10-03T16:00:00Z'))).toBe(false); // 03:00 +11
    });
    it('fall back 2026-04-05 02:00 -> 01:30: 01:30-02:00 counts twice', () => {
      const window = { timeZoneId: 'Australia/Lord_Howe', ...every, dailyStartTime: '01:40', dailyEndTime: '01:50' };
      expect(inTimeWindow(window, at('2026-04-04T14:45:00Z'))).toBe(true); // 01:45 +11
      expect(inTimeWindow(window, at('2026-04-04T15:15:00Z'))).toBe(true); // 01:45 +10:30
      expect(inTimeWindow(window, at('2026-04-04T15:00:00Z'))).toBe(false); // 01:30 +10:30... 01:30 < 01:40
    });
  });

  it('maps Windows zone names with CLDR and knows IANA ids; unknown zones are never in a window', () => {
    expect(resolveTimeZone('Eastern Standard Time')).toBe('America/New_York');
    expect(resolveTimeZone('nepal standard time')).toBe('Asia/Kathmandu');
    expect(resolveTimeZone('Asia/Katmandu')).toBe('Asia/Kathmandu');
    expect(resolveTimeZone('Mars/Olympus')).toBeUndefined();
    expect(inTimeWindow({ timeZoneId: 'Mars/Olympus', ...every }, at('2026-01-01T00:00:00Z'))).toBe(false);
    const nepal = { timeZoneId: 'Nepal Standard Time', ...every, dailyStartTime: '09:00', dailyEndTime: '10:00' };
    expect(inTimeWindow(nepal, at('2026-01-15T03:15:00Z'))).toBe(true);
  });

  it('lists IANA zones with their offset, New York the default', () => {
    const options = timeZoneOptions(at('2026-01-15T00:00:00Z'));
    const byId = new Map(options.map((o) => [o.id, o]));
    expect(byId.get('America/New_York')).toMatchObject({ offset: '-05:00', isDefault: true });
    expect(byId.get('Asia/Kathmandu')).toMatchObject({ offset: '+05:45', offsetMinutes: 345 });
    expect(byId.get('Australia/Lord_Howe')?.offset).toBe('+11:00');
    expect(byId.has('Asia/Katmandu')).toBe(false);
    expect(options.filter((o) => o.isDefault)).toHaveLength(1);
  });

  it('the cached wall clock equals Intl\'s at any instant, the minutes of DST changes included', () => {
    const zones = ['America/New_York', 'Australia/Lord_Howe', 'Asia/Kathmandu', 'Pacific/Chatham', 'Europe/London'];
    const changes = ['2026-03-08T07:00:00Z', '2026-11-01T06:00:00Z', '2026-10-03T15:30:00Z', '2026-04-04T15:00:00Z', '2026-03-29T01:00:00Z'].map(Date.parse);
    const formats = new Map(zones.map((zone) => [zone, new Intl.DateTimeFormat('sv-SE', {
      timeZone: zone, hourCycle: 'h23', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit',
    })]));
    const exact = (zone: string, ms: number) => formats.get(zone)!.format(new Date(ms)).replace(' ', 'T');
    const instant = fc.oneof(
      fc.integer({ min: Date.parse('2025-01-01T00:00:00Z'), max: Date.parse('2028-01-01T00:00:00Z') }),
      fc.tuple(fc.constantFrom(...changes), fc.integer({ min: -120_000, max: 120_000 })).map(([t, d]) => t + d),
    );
    fc.assert(fc.property(fc.constantFrom(...zones), instant, (zone, ms) => {
      expect(localTime(zone, new Date(ms))?.wall).toBe(exact(zone, ms));
    }), { numRuns: 3000 });
  });
});
