import { z } from 'zod';
import { odataList, singleLine } from './common.ts';
import { isLookAlikeIdentity, lookAlikeIdentityMessage } from './identity-key.ts';
import type { Permission } from './permissions.ts';

/**
 * Role grants: a role given to a person or to an identity-provider group, in all tenants or in listed
 * ones. Managing them is an administrator's task; see docs/permissions.md, section "Managing grants".
 */
export const grantPermissions = {
  view: 'People:edit',
  create: 'People:create',
  edit: 'People:edit',
  delete: 'People:delete',
} as const satisfies Record<string, Permission>;

/** The role whose last all-tenant grant cannot be removed (lockout guard). */
export const ADMINISTRATOR_ROLE = 'Administrator';

export const grantMessages = {
  principalKind: 'Choose a person or a group.',
  userRequired: 'Choose the person.',
  groupRequired: 'Give the group name as your identity provider sends it.',
  groupLookAlike: `A group name ${lookAlikeIdentityMessage}`,
  roleRequired: 'Choose the role.',
  tenantsRequired: 'Choose at least one tenant, or give the grant for all tenants.',
  noSuchUser: 'The person was not found.',
  noSuchRole: 'The role was not found.',
  noSuchTenant: 'One of the tenants was not found.',
  duplicate: 'This person or group already holds this role for exactly these tenants.',
  lastAdministrator:
    'This is the last grant of the Administrator role for all tenants. Grant the Administrator role for all tenants to another person or group first, so the portal keeps an administrator.',
  lastAdministratorAccount:
    'This account holds the last grant of the Administrator role for all tenants that someone can sign in with. Grant the Administrator role for all tenants to another person first, so the portal keeps an administrator.',
  allTenantsOnly: 'Only someone who may manage grants in all tenants can change grants.',
} as const;

export const grantPrincipalKinds = ['user', 'group'] as const;
export type GrantPrincipalKind = (typeof grantPrincipalKinds)[number];

/** null: all tenants; otherwise at least one tenant id. */
const tenantIds = z.array(z.guid('Please enter a valid GUID.')).nullable();

function checkTenants(value: { tenantIds: string[] | null }, ctx: z.RefinementCtx) {
  if (value.tenantIds !== null && value.tenantIds.length === 0) {
    ctx.addIssue({ code: 'custom', path: ['tenantIds'], message: grantMessages.tenantsRequired });
  }
}

const roleId = z.guid({ error: (issue) => (issue.input ? 'Please enter a valid GUID.' : grantMessages.roleRequired) });

/** PUT v1/grants: who (a person by id, or a group by name), which role, where. */
export const GrantCreateBody = z.object({
  principalKind: z.enum(grantPrincipalKinds, { error: grantMessages.principalKind }),
  userId: z.string().check(singleLine()).nullish(),
  groupName: z.string().trim().max(256, 'At most 256 characters are allowed.').check(singleLine()).nullish(),
  roleId,
  tenantIds,
}).superRefine((value, ctx) => {
  if (value.principalKind === 'user' && !z.guid().safeParse(value.userId).success) {
    ctx.addIssue({ code: 'custom', path: ['userId'], message: grantMessages.userRequired });
  }
  if (value.principalKind === 'group' && !value.groupName) {
    ctx.addIssue({ code: 'custom', path: ['groupName'], message: grantMessages.groupRequired });
  } else if (value.principalKind === 'group' && isLookAlikeIdentity(value.groupName!)) {
    // It could match no group in a token (docs/identity.md, "How identities compare").
    ctx.addIssue({ code: 'custom', path: ['groupName'], message: grantMessages.groupLookAlike });
  }
  checkTenants(value, ctx);
});
export type GrantCreateBody = z.infer<typeof GrantCreateBody>;

/** POST v1/grants/{roleGrantId}: the role and the tenants change; the person or group does not. */
export const GrantUpdateBody = z.object({ roleId, tenantIds }).superRefine(checkTenants);
export type GrantUpdateBody = z.infer<typeof GrantUpdateBody>;

const TenantRef = z.object({ tenantId: z.guid(), name: z.string() });

export const GrantResponse = z.object({
  roleGrantId: z.guid(),
  principalKind: z.enum(grantPrincipalKinds),
  /** The person's user name or the group's name. */
  principal: z.string(),
  userId: z.guid().nullable(),
  /** The person's full name; null for a group. */
  displayName: z.string().nullable(),
  groupName: z.string().nullable(),
  roleId: z.guid(),
  roleName: z.string(),
  allTenants: z.boolean(),
  /** The listed tenants by name; null for all tenants. */
  tenants: z.array(TenantRef).nullable(),
});
export type GrantResponse = z.infer<typeof GrantResponse>;

/**
 * A row of `GET v1/grants`: the fields `$select` asked for (all by default), and whether removing (or
 * narrowing) the grant would be refused as the last usable all-tenant Administrator grant.
 */
export const GrantListItem = GrantResponse.partial().extend({ isLastAdministratorGrant: z.boolean().optional() }).loose();
export type GrantListItem = z.infer<typeof GrantListItem>;
export const GrantListResponse = odataList(GrantListItem);

export const grantAuditActions = ['added', 'changed', 'removed'] as const;
export type GrantAuditAction = (typeof grantAuditActions)[number];

/** A row of `GET v1/grants/audit`: who changed which grant, when; names as they were at the time. */
export const GrantAuditItem = z.object({
  grantAuditId: z.guid(),
  at: z.string(),
  /** The administrator's user name, or `cli:<OS user>` for the command line (npm run admin). */
  actor: z.string(),
  action: z.enum(grantAuditActions),
  roleGrantId: z.guid(),
  principalKind: z.enum(grantPrincipalKinds),
  principal: z.string(),
  roleName: z.string(),
  /** Tenant names; null for all tenants. */
  tenants: z.array(z.string()).nullable(),
  /** For 'changed': the role and tenants before the change. */
  previousRoleName: z.string().nullable(),
  previousTenants: z.array(z.string()).nullable(),
}).partial().loose();
export type GrantAuditItem = z.infer<typeof GrantAuditItem>;
export const GrantAuditListResponse = odataList(GrantAuditItem);

/** `GET v1/grants/roles`: the roles a grant may give. */
export const GrantRoleOption = z.object({ roleId: z.guid(), name: z.string(), description: z.string() });
export type GrantRoleOption = z.infer<typeof GrantRoleOption>;

/** `GET v1/grants/users?searchTerm=`: people a grant may be given to. */
export const GrantUserOption = z.object({
  userId: z.guid(),
  userName: z.string(),
  displayName: z.string(),
  email: z.string().nullable(),
  enabled: z.boolean(),
});
export type GrantUserOption = z.infer<typeof GrantUserOption>;
export const GrantUserQuery = z.object({ searchTerm: z.string().max(200).check(singleLine()).optional() });
