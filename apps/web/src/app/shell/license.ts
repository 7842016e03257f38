const DAY = 24 * 60 * 60 * 1000;

export const BANNER_DAYS = 45;
export const ERROR_DAYS = 10;

/** Whole days until the expiration moment, rounded up; 0 or less once it has passed. */
export function daysUntil(expiration: Date, now: Date = new Date()): number {
  return Math.ceil((expiration.getTime() - now.getTime()) / DAY);
}

export function parseExpiration(value: string | null | undefined): Date | undefined {
  if (!value) return undefined;
  // A bare date means the end of that day, so the license is still valid on its last day.
  const date = /^\d{4}-\d{2}-\d{2}$/.test(value) ? new Date(`${value}T23:59:59`) : new Date(value);
  return Number.isNaN(date.getTime()) ? undefined : date;
}

export interface LicenseNotice {
  severity: 'error' | 'warning';
  text: string;
  days: number;
}

/** Part 2 §4: shown at 45 days or fewer, error under 10 days, warning otherwise. */
export function licenseNotice(expiration: Date | undefined, now: Date = new Date()): LicenseNotice | undefined {
  if (!expiration) return undefined;
  const days = daysUntil(expiration, now);
  if (days > BANNER_DAYS) return undefined;
  const severity = days < ERROR_DAYS ? 'error' : 'warning';
  const text = expiration.getTime() <= now.getTime() ? 'Your license has expired' : `Your license expires in ${days} day(s)`;
  return { severity, text, days };
}
