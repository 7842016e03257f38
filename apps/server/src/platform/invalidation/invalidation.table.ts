import { pgSequence } from 'drizzle-orm/pg-core';

/**
 * Counts every "forget X" hint ever published. Each hint carries its number, so a node that sees a
 * number it never received knows a hint was lost and forgets everything (invalidation.ts).
 * A sequence, not a table: nothing to purge, no row lock, not rolled back.
 */
export const invalidationVersion = pgSequence('invalidation_version');
