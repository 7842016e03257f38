import { workUnitTypeIds, workUnitTypeNames } from '@portal/contracts';
import { type SQL, sql } from 'drizzle-orm';

/** The type's display name computed in SQL, so lists can return, filter and sort `workUnitType`. */
export function workUnitTypeNameSql(typeId: SQL): SQL {
  const cases = workUnitTypeIds.map((id) => sql`when ${sql.raw(String(id))} then ${sql.raw(`'${workUnitTypeNames[id].replaceAll("'", "''")}'`)}`);
  return sql`(case ${typeId} ${sql.join(cases, sql` `)} end)`;
}
