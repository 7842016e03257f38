import { type SQL, sql } from 'drizzle-orm';
import { type EntityDef, defineEntity } from '../../platform/odata/index.ts';
import { roleGrants } from '../../platform/permissions/roles.table.ts';
import { grantAudit } from './grants.table.ts';

const userName = (row: SQL) => sql`(select u.user_name from users u where u.user_id = ${row}."user_id")`;

/** What `v1/grants` may filter, sort and select: the grant with its person or group, role and tenants by name. */
export const grantEntity: EntityDef = defineEntity({
  name: 'grant',
  table: roleGrants,
  fields: {
    roleGrantId: { column: roleGrants.roleGrantId, type: 'guid' },
    principalKind: { column: (row) => sql`(case when ${row}."group_name" is null then 'user' else 'group' end)`, type: 'string' },
    principal: { column: (row) => sql`coalesce(${row}."group_name", ${userName(row)})`, type: 'string' },
    userId: { column: roleGrants.userId, type: 'guid' },
    displayName: { column: (row) => sql`(select u.display_name from users u where u.user_id = ${row}."user_id")`, type: 'string' },
    groupName: { column: roleGrants.groupName, type: 'string' },
    roleId: { column: roleGrants.roleId, type: 'guid' },
    roleName: { column: (row) => sql`(select r.name from roles r where r.role_id = ${row}."role_id")`, type: 'string' },
    allTenants: { column: (row) => sql`(${row}."tenant_ids" is null)`, type: 'boolean' },
    tenants: {
      column: (row) => sql`(case when ${row}."tenant_ids" is null then null else (
        select coalesce(json_agg(json_build_object('tenantId', t.tenant_id, 'name', t.name) order by t.name), '[]'::json)
        from tenants t where t.tenant_id = any(${row}."tenant_ids")) end)`,
      type: 'json',
    },
  },
  searchable: ['principal', 'displayName', 'roleName'],
  defaultOrderBy: 'roleName asc',
});

/** What `v1/grants/audit` may filter, sort and select. */
export const grantAuditEntity: EntityDef = defineEntity({
  name: 'grant change',
  table: grantAudit,
  fields: {
    grantAuditId: { column: grantAudit.grantAuditId, type: 'guid' },
    at: { column: grantAudit.at, type: 'date' },
    actor: { column: grantAudit.actorName, type: 'string' },
    action: { column: grantAudit.action, type: 'string' },
    roleGrantId: { column: grantAudit.roleGrantId, type: 'guid' },
    principalKind: { column: grantAudit.principalKind, type: 'string' },
    principal: { column: grantAudit.principal, type: 'string' },
    roleName: { column: grantAudit.roleName, type: 'string' },
    tenants: { column: (row) => sql`to_json(${row}."tenant_names")`, type: 'json' },
    previousRoleName: { column: grantAudit.previousRoleName, type: 'string' },
    previousTenants: { column: (row) => sql`to_json(${row}."previous_tenant_names")`, type: 'json' },
  },
  searchable: ['actor', 'principal', 'roleName', 'action'],
  defaultOrderBy: 'at desc',
});
