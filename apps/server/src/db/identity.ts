import { type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import { identityKey } from '@portal/contracts';

/**
 * `identityKey` (packages/contracts/src/identity-key.ts) in SQL. Stored identities are in NFC, so the
 * key is the value trimmed of ASCII white space with A-Z lower-cased: `lower()` under `COLLATE "C"`
 * maps A-Z only, whatever the database's locale, so no non-ASCII letter ever folds into an ASCII one.
 * Expression indexes use the same expression.
 */
export function identityKeySql(column: SQLWrapper): SQL<string> {
  return sql<string>`lower(btrim(${column}, E' \\t\\r\\n') collate "C")`;
}

/** `column` names the same identity as `value`; a blank or look-alike value matches nothing. */
export function identityEquals(column: SQLWrapper, value: string | null | undefined): SQL {
  const key = identityKey(value);
  return key === null ? sql`false` : sql`${identityKeySql(column)} = ${key}`;
}

/** `column` names one of `values` (none left: false). */
export function identityIn(column: SQLWrapper, values: ReadonlyArray<string | null | undefined>): SQL {
  const keys = [...new Set(values.map(identityKey).filter((k): k is string => k !== null))];
  if (keys.length === 0) return sql`false`;
  return sql`${identityKeySql(column)} in (${sql.join(keys.map((k) => sql`${k}`), sql`, `)})`;
}
