import { randomInt } from 'node:crypto';

/**
 * A 9-digit id for test records: the cross-tenant matrix looks for foreign ids as text in answers,
 * which only works for ids that cannot appear by chance (a small serial id like 4 is in every date).
 */
export const distinctId = () => randomInt(100_000_000, 999_999_999);
