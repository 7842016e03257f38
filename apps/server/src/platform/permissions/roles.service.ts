import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { builtInRoles } from './builtin-roles.ts';
import { roles } from './roles.table.ts';

/** Creates the built-in roles, or brings their permission lists up to date. */
export async function upsertBuiltInRoles(db: Db): Promise<Map<string, string>> {
  const rows = await db
    .insert(roles)
    .values(Object.entries(builtInRoles).map(([name, r]) => ({ name, description: r.description, permissions: r.permissions })))
    .onConflictDoUpdate({
      target: roles.name,
      set: { description: sql`excluded.description`, permissions: sql`excluded.permissions` },
    })
    .returning({ roleId: roles.roleId, name: roles.name });
  return new Map(rows.map((r) => [r.name, r.roleId]));
}
