import type { Permission } from '@portal/contracts';
import type { Actor } from './actor.ts';

/**
 * An API token's user name is `token:{tokenGrantId}`: never a person's, whatever the token is called,
 * so approver checks (which compare user name and email) cannot match it and audit fields (createdBy,
 * modifiedBy, history) show a token as a token. People's user names may not take this form.
 */
export const TOKEN_USER_NAME_PREFIX = 'token:';

export function isTokenUserName(userName: string): boolean {
  return userName.trim().toLowerCase().startsWith(TOKEN_USER_NAME_PREFIX);
}

export interface TokenIdentity {
  tokenGrantId: string;
  name: string;
  tenantId: string;
  permissions: Iterable<Permission>;
}

/** The actor of an API token: its own identity, shown as "{name} (API token)", with no email. */
export function tokenActor({ tokenGrantId, name, tenantId, permissions }: TokenIdentity): Actor {
  return {
    kind: 'token',
    id: tokenGrantId,
    name: `${name} (API token)`,
    userName: `${TOKEN_USER_NAME_PREFIX}${tokenGrantId}`,
    email: null,
    homeTenantId: tenantId,
    contextTenantId: tenantId,
    contextSubscriptionId: null,
    grants: [{ permissions: new Set(permissions), tenantIds: new Set([tenantId]) }],
  };
}
