import type { Permission } from '@portal/contracts';

/** A set of permissions held for all tenants or for the listed ones. */
export interface Grant {
  permissions: ReadonlySet<Permission>;
  tenantIds: 'all' | ReadonlySet<string>;
}

/**
 * Who is calling: a signed-in user, an API token acting as its tenant's integration identity, an
 * operator at the command line (`npm run admin`, operator-actor.ts), or an agent's device credential
 * (device-actor.ts: no permissions, only the agent API).
 */
export interface Actor {
  kind: 'user' | 'token' | 'operator' | 'device';
  /** users.userId, the token grant id for a token, or `cli:<OS user>` for an operator. */
  id: string;
  name: string;
  userName: string;
  email: string | null;
  /** Tenant the actor belongs to (customers, tokens); null for staff. */
  homeTenantId: string | null;
  contextTenantId: string | null;
  contextSubscriptionId: string | null;
  grants: readonly Grant[];
}

export function can(actor: Actor, permission: Permission): boolean {
  return actor.grants.some((g) => g.permissions.has(permission));
}

/** Whether the actor holds `permission` in every tenant where it holds `base` (so nothing leaks across). */
export function holdsWherever(actor: Actor, permission: Permission, base: Permission): boolean {
  const needed = tenantsWith(actor, permission);
  if (needed === 'all') return true;
  const within = tenantsWith(actor, base);
  return within !== 'all' && within.every((id) => needed.includes(id));
}

/** Tenants in which the actor holds `permission`: 'all', or a (possibly empty) list. */
export function tenantsWith(actor: Actor, permission: Permission): 'all' | string[] {
  const ids = new Set<string>();
  for (const grant of actor.grants) {
    if (!grant.permissions.has(permission)) continue;
    if (grant.tenantIds === 'all') return 'all';
    for (const id of grant.tenantIds) ids.add(id);
  }
  return [...ids];
}

/** Every permission the actor holds in at least one tenant, sorted. */
export function permissionsOf(actor: Actor): Permission[] {
  const all = new Set<Permission>();
  for (const grant of actor.grants) for (const p of grant.permissions) all.add(p);
  return [...all].sort();
}
