/** The date helpers live in kit/dates.ts; this name stays for the callers that still import it here. */
export { formatShortDate } from '../../kit/dates.ts';
