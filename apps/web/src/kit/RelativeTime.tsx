import Tooltip from '@mui/material/Tooltip';
import { useEffect, useState } from 'react';
import { type DateInput, formatDateTime, formatRelative } from './dates.ts';

/** How often a shown relative time is brought up to date. */
const TICK_MS = 30_000;

/**
 * A time where recency matters: "5 minutes ago" in the person's language, the full date (part 1 §9's
 * D/MMM/YYYY HH:mm z, in their time zone) on hover; older than a week, the full date itself (`compact`:
 * its day, D/MMM/YYYY, which fits a narrow grid column).
 */
export function RelativeTime({ value, compact = false }: { value: DateInput; compact?: boolean }) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), TICK_MS);
    return () => clearInterval(timer);
  }, []);
  const full = formatDateTime(value);
  if (!full) return null;
  const iso = new Date(typeof value === 'object' && value ? value.getTime() : (value as string | number)).toISOString();
  return (
    <Tooltip title={full}>
      <time dateTime={iso}>{formatRelative(value, now, undefined, { dayOnly: compact })}</time>
    </Tooltip>
  );
}
