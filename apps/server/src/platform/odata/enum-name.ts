import { type SQL, sql } from 'drizzle-orm';

/**
 * A numeric enum's display name computed in SQL (`case value when 1 then 'Incident' ... end`), so lists
 * can return, filter and sort it. The names come from code (contracts), never from a request.
 */
export function enumNameSql(value: SQL, names: Readonly<Record<number, string>>): SQL {
  const cases = Object.entries(names).map(([id, name]) => sql`when ${sql.raw(String(Number(id)))} then ${sql.raw(`'${name.replaceAll("'", "''")}'`)}`);
  return sql`(case ${value} ${sql.join(cases, sql` `)} end)`;
}
