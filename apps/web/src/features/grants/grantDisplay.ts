import type { GrantAuditAction, GrantPrincipalKind } from '@portal/contracts';

export const ALL_TENANTS = 'All tenants';
export const GRANT_SAVE_FAILED = 'Failed to save the grant.';

export const principalKindNames: Record<GrantPrincipalKind, string> = { user: 'Person', group: 'Group' };
export const auditActionNames: Record<GrantAuditAction, string> = { added: 'Added', changed: 'Changed', removed: 'Removed' };

/** Tenants of a grant as one line: 'All tenants' for null, else the names in order. */
export function tenantsText(tenants: ReadonlyArray<string | { name: string }> | null | undefined): string {
  if (tenants === null || tenants === undefined) return ALL_TENANTS;
  return tenants.map((t) => (typeof t === 'string' ? t : t.name)).join(', ');
}

/** "Support Agent in Contoso, Fabrikam": a grant's role and scope in a few words. */
export function roleAndScope(roleName: string | null | undefined, tenants: ReadonlyArray<string | { name: string }> | null | undefined): string {
  const scope = tenantsText(tenants);
  return `${roleName ?? ''} in ${scope === ALL_TENANTS ? 'all tenants' : scope}`;
}

/** Why Remove Grant is disabled on the last usable all-tenant Administrator grant (the server would refuse it). */
export const LAST_ADMINISTRATOR_REASON = 'The last Administrator grant for all tenants: grant the role to someone else first.';
