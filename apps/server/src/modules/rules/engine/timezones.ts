import { DEFAULT_TIME_ZONE_ID } from '@portal/contracts';

/**
 * Windows time zone names (what rules made by the original portal carry) to IANA ids: the "001" (main territory)
 * rows of CLDR's windowsZones.xml, with CLDR's legacy spellings written as today's IANA names.
 */
const windowsZones: Record<string, string> = {
  'Dateline Standard Time': 'Etc/GMT+12', 'UTC-11': 'Etc/GMT+11', 'Aleutian Standard Time': 'America/Adak',
  'Hawaiian Standard Time': 'Pacific/Honolulu', 'Marquesas Standard Time': 'Pacific/Marquesas',
  'Alaskan Standard Time': 'America/Anchorage', 'UTC-09': 'Etc/GMT+9', 'Pacific Standard Time (Mexico)': 'America/Tijuana',
  'UTC-08': 'Etc/GMT+8', 'Pacific Standard Time': 'America/Los_Angeles', 'US Mountain Standard Time': 'America/Phoenix',
  'Mountain Standard Time (Mexico)': 'America/Mazatlan', 'Mountain Standard Time': 'America/Denver',
  'Yukon Standard Time': 'America/Whitehorse', 'Central America Standard Time': 'America/Guatemala',
  'Central Standard Time': 'America/Chicago', 'Easter Island Standard Time': 'Pacific/Easter',
  'Central Standard Time (Mexico)': 'America/Mexico_City', 'Canada Central Standard Time': 'America/Regina',
  'SA Pacific Standard Time': 'America/Bogota', 'Eastern Standard Time (Mexico)': 'America/Cancun',
  'Eastern Standard Time': 'America/New_York', 'Haiti Standard Time': 'America/Port-au-Prince',
  'Cuba Standard Time': 'America/Havana', 'US Eastern Standard Time': 'America/Indiana/Indianapolis',
  'Turks And Caicos Standard Time': 'America/Grand_Turk', 'Paraguay Standard Time': 'America/Asuncion',
  'Atlantic Standard Time': 'America/Halifax', 'Venezuela Standard Time': 'America/Caracas',
  'Central Brazilian Standard Time': 'America/Cuiaba', 'SA Western Standard Time': 'America/La_Paz',
  'Pacific SA Standard Time': 'America/Santiago', 'Newfoundland Standard Time': 'America/St_Johns',
  'Tocantins Standard Time': 'America/Araguaina', 'E. South America Standard Time': 'America/Sao_Paulo',
  'SA Eastern Standard Time': 'America/Cayenne', 'Argentina Standard Time': 'America/Argentina/Buenos_Aires',
  'Greenland Standard Time': 'America/Nuuk', 'Montevideo Standard Time': 'America/Montevideo',
  'Magallanes Standard Time': 'America/Punta_Arenas', 'Saint Pierre Standard Time': 'America/Miquelon',
  'Bahia Standard Time': 'America/Bahia', 'UTC-02': 'Etc/GMT+2', 'Mid-Atlantic Standard Time': 'Etc/GMT+2',
  'Azores Standard Time': 'Atlantic/Azores', 'Cape Verde Standard Time': 'Atlantic/Cape_Verde', UTC: 'Etc/UTC',
  'GMT Standard Time': 'Europe/London', 'Greenwich Standard Time': 'Atlantic/Reykjavik',
  'Sao Tome Standard Time': 'Africa/Sao_Tome', 'Morocco Standard Time': 'Africa/Casablanca',
  'W. Europe Standard Time': 'Europe/Berlin', 'Central Europe Standard Time': 'Europe/Budapest',
  'Romance Standard Time': 'Europe/Paris', 'Central European Standard Time': 'Europe/Warsaw',
  'W. Central Africa Standard Time': 'Africa/Lagos', 'Jordan Standard Time': 'Asia/Amman',
  'GTB Standard Time': 'Europe/Bucharest', 'Middle East Standard Time': 'Asia/Beirut', 'Egypt Standard Time': 'Africa/Cairo',
  'E. Europe Standard Time': 'Europe/Chisinau', 'Syria Standard Time': 'Asia/Damascus', 'West Bank Standard Time': 'Asia/Hebron',
  'South Africa Standard Time': 'Africa/Johannesburg', 'FLE Standard Time': 'Europe/Kyiv', 'Israel Standard Time': 'Asia/Jerusalem',
  'South Sudan Standard Time': 'Africa/Juba', 'Kaliningrad Standard Time': 'Europe/Kaliningrad',
  'Sudan Standard Time': 'Africa/Khartoum', 'Libya Standard Time': 'Africa/Tripoli', 'Namibia Standard Time': 'Africa/Windhoek',
  'Arabic Standard Time': 'Asia/Baghdad', 'Turkey Standard Time': 'Europe/Istanbul', 'Arab Standard Time': 'Asia/Riyadh',
  'Belarus Standard Time': 'Europe/Minsk', 'Russian Standard Time': 'Europe/Moscow', 'E. Africa Standard Time': 'Africa/Nairobi',
  'Volgograd Standard Time': 'Europe/Volgograd', 'Iran Standard Time': 'Asia/Tehran', 'Arabian Standard Time': 'Asia/Dubai',
  'Astrakhan Standard Time': 'Europe/Astrakhan', 'Azerbaijan Standard Time': 'Asia/Baku', 'Russia Time Zone 3': 'Europe/Samara',
  'Mauritius Standard Time': 'Indian/Mauritius', 'Saratov Standard Time': 'Europe/Saratov', 'Georgian Standard Time': 'Asia/Tbilisi',
  'Caucasus Standard Time': 'Asia/Yerevan', 'Afghanistan Standard Time': 'Asia/Kabul', 'West Asia Standard Time': 'Asia/Tashkent',
  'Qyzylorda Standard Time': 'Asia/Qyzylorda', 'Ekaterinburg Standard Time': 'Asia/Yekaterinburg',
  'Pakistan Standard Time': 'Asia/Karachi', 'India Standard Time': 'Asia/Kolkata', 'Sri Lanka Standard Time': 'Asia/Colombo',
  'Nepal Standard Time': 'Asia/Kathmandu', 'Central Asia Standard Time': 'Asia/Bishkek', 'Bangladesh Standard Time': 'Asia/Dhaka',
  'Omsk Standard Time': 'Asia/Omsk', 'Myanmar Standard Time': 'Asia/Yangon', 'SE Asia Standard Time': 'Asia/Bangkok',
  'Altai Standard Time': 'Asia/Barnaul', 'W. Mongolia Standard Time': 'Asia/Hovd', 'North Asia Standard Time': 'Asia/Krasnoyarsk',
  'N. Central Asia Standard Time': 'Asia/Novosibirsk', 'Tomsk Standard Time': 'Asia/Tomsk', 'China Standard Time': 'Asia/Shanghai',
  'North Asia East Standard Time': 'Asia/Irkutsk', 'Singapore Standard Time': 'Asia/Singapore',
  'W. Australia Standard Time': 'Australia/Perth', 'Taipei Standard Time': 'Asia/Taipei',
  'Ulaanbaatar Standard Time': 'Asia/Ulaanbaatar', 'Aus Central W. Standard Time': 'Australia/Eucla',
  'Transbaikal Standard Time': 'Asia/Chita', 'Tokyo Standard Time': 'Asia/Tokyo', 'North Korea Standard Time': 'Asia/Pyongyang',
  'Korea Standard Time': 'Asia/Seoul', 'Yakutsk Standard Time': 'Asia/Yakutsk', 'Cen. Australia Standard Time': 'Australia/Adelaide',
  'AUS Central Standard Time': 'Australia/Darwin', 'E. Australia Standard Time': 'Australia/Brisbane',
  'AUS Eastern Standard Time': 'Australia/Sydney', 'West Pacific Standard Time': 'Pacific/Port_Moresby',
  'Tasmania Standard Time': 'Australia/Hobart', 'Vladivostok Standard Time': 'Asia/Vladivostok',
  'Lord Howe Standard Time': 'Australia/Lord_Howe', 'Bougainville Standard Time': 'Pacific/Bougainville',
  'Russia Time Zone 10': 'Asia/Srednekolymsk', 'Magadan Standard Time': 'Asia/Magadan', 'Norfolk Standard Time': 'Pacific/Norfolk',
  'Sakhalin Standard Time': 'Asia/Sakhalin', 'Central Pacific Standard Time': 'Pacific/Guadalcanal',
  'Russia Time Zone 11': 'Asia/Kamchatka', 'New Zealand Standard Time': 'Pacific/Auckland', 'UTC+12': 'Etc/GMT-12',
  'Fiji Standard Time': 'Pacific/Fiji', 'Kamchatka Standard Time': 'Asia/Kamchatka', 'Chatham Islands Standard Time': 'Pacific/Chatham',
  'UTC+13': 'Etc/GMT-13', 'Tonga Standard Time': 'Pacific/Tongatapu', 'Samoa Standard Time': 'Pacific/Apia',
  'Line Islands Standard Time': 'Pacific/Kiritimati',
};
const windowsZonesByLowerName = new Map(Object.entries(windowsZones).map(([name, iana]) => [name.toLowerCase(), iana]));

/** ICU still lists some zones under old spellings; the lookup offers today's IANA names. */
const legacySpellings: Record<string, string> = {
  'Africa/Asmera': 'Africa/Asmara', 'America/Buenos_Aires': 'America/Argentina/Buenos_Aires',
  'America/Catamarca': 'America/Argentina/Catamarca', 'America/Cordoba': 'America/Argentina/Cordoba',
  'America/Jujuy': 'America/Argentina/Jujuy', 'America/Mendoza': 'America/Argentina/Mendoza',
  'America/Coral_Harbour': 'America/Atikokan', 'America/Godthab': 'America/Nuuk',
  'America/Indianapolis': 'America/Indiana/Indianapolis', 'America/Louisville': 'America/Kentucky/Louisville',
  'Asia/Calcutta': 'Asia/Kolkata', 'Asia/Katmandu': 'Asia/Kathmandu', 'Asia/Rangoon': 'Asia/Yangon',
  'Asia/Saigon': 'Asia/Ho_Chi_Minh', 'Atlantic/Faeroe': 'Atlantic/Faroe', 'Europe/Kiev': 'Europe/Kyiv',
  'Pacific/Enderbury': 'Pacific/Kanton', 'Pacific/Ponape': 'Pacific/Pohnpei', 'Pacific/Truk': 'Pacific/Chuuk',
};

const formatters = new Map<string, Intl.DateTimeFormat>();

/** The cached wall-clock formatter of a zone, or undefined when Intl does not know the zone. */
function formatterFor(timeZone: string): Intl.DateTimeFormat | undefined {
  let formatter = formatters.get(timeZone);
  if (formatter) return formatter;
  try {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone, hourCycle: 'h23',
      year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit',
    });
  } catch {
    return undefined;
  }
  formatters.set(timeZone, formatter);
  return formatter;
}

/** An IANA id for a rule's TimeZoneId (IANA, or a Windows name mapped through CLDR), or undefined when unknown. */
export function resolveTimeZone(timeZoneId: string): string | undefined {
  const id = timeZoneId.trim();
  const windows = windowsZonesByLowerName.get(id.toLowerCase());
  if (windows) return windows;
  if (id === '' || !/^[A-Za-z][A-Za-z0-9_+\-/]*$/.test(id)) return undefined;
  return formatterFor(id) ? (legacySpellings[id] ?? id) : undefined;
}

export interface LocalTime {
  year: number; month: number; day: number;
  /** 0 Sunday to 6 Saturday. */
  weekday: number;
  /** Seconds since local midnight. */
  secondOfDay: number;
  /** 'YYYY-MM-DDTHH:mm:ss', comparable as a string. */
  wall: string;
}

/** The zone's offset from UTC in milliseconds at an instant, read from Intl (slow: a few microseconds). */
function exactOffsetMs(formatter: Intl.DateTimeFormat, ms: number): number {
  const parts: Record<string, string> = {};
  for (const part of formatter.formatToParts(new Date(ms))) parts[part.type] = part.value;
  const asUtc = Date.UTC(Number(parts.year), Number(parts.month) - 1, Number(parts.day), Number(parts.hour) % 24, Number(parts.minute), Number(parts.second));
  return asUtc - Math.floor(ms / 1000) * 1000;
}

const offsetCache = new Map<string, number>();
const OFFSET_CACHE_MAX = 20_000;

/**
 * The offset at an instant, cached per zone and UTC minute: when the offset is the same at the minute's first and
 * last millisecond no change happened inside it (zones never change twice within a minute); otherwise (the minute
 * of a change) it is read exactly for the instant.
 */
function offsetMs(timeZone: string, formatter: Intl.DateTimeFormat, ms: number): number {
  const minute = Math.floor(ms / 60_000);
  const key = `${timeZone}|${minute}`;
  const cached = offsetCache.get(key);
  if (cached !== undefined) return cached;
  const first = exactOffsetMs(formatter, minute * 60_000);
  const last = exactOffsetMs(formatter, minute * 60_000 + 59_999);
  if (first !== last) return exactOffsetMs(formatter, ms);
  if (offsetCache.size >= OFFSET_CACHE_MAX) offsetCache.clear();
  offsetCache.set(key, first);
  return first;
}

/** The wall clock of a zone at an instant. */
export function localTime(timeZone: string, instant: Date): LocalTime | undefined {
  const formatter = formatterFor(timeZone);
  if (!formatter) return undefined;
  const ms = instant.getTime();
  const wallClock = new Date(Math.floor(ms / 1000) * 1000 + offsetMs(timeZone, formatter, ms));
  const pad = (n: number) => String(n).padStart(2, '0');
  const [year, month, day] = [wallClock.getUTCFullYear(), wallClock.getUTCMonth() + 1, wallClock.getUTCDate()];
  const [hour, minute, second] = [wallClock.getUTCHours(), wallClock.getUTCMinutes(), wallClock.getUTCSeconds()];
  return {
    year, month, day, weekday: wallClock.getUTCDay(),
    secondOfDay: hour * 3600 + minute * 60 + second,
    wall: `${String(year).padStart(4, '0')}-${pad(month)}-${pad(day)}T${pad(hour)}:${pad(minute)}:${pad(second)}`,
  };
}

/** Minutes the zone is ahead of UTC at an instant (Kathmandu +345, New York -300 or -240). */
export function offsetMinutes(timeZone: string, instant: Date): number {
  const formatter = formatterFor(timeZone);
  return formatter ? Math.round(offsetMs(timeZone, formatter, instant.getTime()) / 60_000) : 0;
}

export function formatOffset(minutes: number): string {
  const sign = minutes < 0 ? '-' : '+';
  const abs = Math.abs(minutes);
  return `${sign}${String(Math.floor(abs / 60)).padStart(2, '0')}:${String(abs % 60).padStart(2, '0')}`;
}

export interface TimeZoneOption { id: string; name: string; offset: string; offsetMinutes: number; isDefault: boolean }

/** Every IANA zone Intl supports (today's spellings, UTC included) with its offset at `now`, sorted by offset then id. */
export function timeZoneOptions(now: Date): TimeZoneOption[] {
  const ids = new Set(['UTC', ...Intl.supportedValuesOf('timeZone').map((id) => legacySpellings[id] ?? id)]);
  return [...ids].map((id) => {
    const minutes = offsetMinutes(id, now);
    const offset = formatOffset(minutes);
    return { id, name: `(UTC${offset}) ${id.replaceAll('_', ' ')}`, offset, offsetMinutes: minutes, isDefault: id === DEFAULT_TIME_ZONE_ID };
  }).sort((a, b) => a.offsetMinutes - b.offsetMinutes || a.id.localeCompare(b.id));
}
