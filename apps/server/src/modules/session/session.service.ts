import type { CurrentUserResponse } from '@portal/contracts';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { Actor } from '../../platform/auth/index.ts';
import { notFound } from '../../platform/errors/index.ts';
import { users } from '../../platform/identity/users.table.ts';
import { assertTenantAccess } from '../../platform/tenancy/index.ts';
import { subscriptions } from '../subscriptions/subscriptions.table.ts';
import { tenants } from '../tenants/tenants.table.ts';

/** Tenants where the actor holds any grant: 'all', or a (possibly empty) list. */
function visibleTenants(actor: Actor): 'all' | string[] {
  const ids = new Set<string>();
  for (const grant of actor.grants) {
    if (grant.tenantIds === 'all') return 'all';
    for (const id of grant.tenantIds) ids.add(id);
  }
  return [...ids];
}

export function createSessionService({ db }: { db: Db }) {
  /**
   * The tenant > subscription shown in the picker: the chosen one, else the home tenant (customers,
   * tokens) or the first tenant the caller can see, with its first subscription.
   */
  async function currentUser(actor: Actor): Promise<CurrentUserResponse> {
    let tenantId = actor.contextTenantId ?? actor.homeTenantId;
    let subscriptionId = actor.contextSubscriptionId;
    if (!tenantId) {
      // Only a tenant the caller holds a grant in: an account without grants is shown none.
      const visible = visibleTenants(actor);
      const [first] = visible === 'all' || visible.length
        ? await db.select({ tenantId: tenants.tenantId }).from(tenants)
          .where(visible === 'all' ? undefined : inArray(tenants.tenantId, visible)).orderBy(tenants.name).limit(1)
        : [];
      tenantId = first?.tenantId ?? null;
    }
    if (tenantId && !subscriptionId) {
      const [first] = await db.select({ subscriptionId: subscriptions.subscriptionId }).from(subscriptions)
        .where(eq(subscriptions.tenantId, tenantId)).orderBy(subscriptions.name).limit(1);
      subscriptionId = first?.subscriptionId ?? null;
    }
    return {
      name: actor.name,
      userName: actor.userName,
      email: actor.email,
      // Callers of the API are users or tokens; an operator (npm run admin) never comes by HTTP.
      kind: actor.kind === 'token' ? 'token' : 'user',
      tenantId,
      subscriptionId,
    };
  }

  async function setContext(actor: Actor, tenantId: string, subscriptionId: string): Promise<CurrentUserResponse> {
    if (actor.kind !== 'user') throw notFound('The user');
    // Any permission in the tenant makes it choosable; a tenant the caller has nothing in is a 404.
    const visible = actor.grants.some((g) => g.tenantIds === 'all' || g.tenantIds.has(tenantId));
    if (!visible) assertTenantAccess(actor, 'Tenants:view', tenantId);
    const [subscription] = await db.select({ id: subscriptions.subscriptionId }).from(subscriptions)
      .where(and(eq(subscriptions.subscriptionId, subscriptionId), eq(subscriptions.tenantId, tenantId)));
    if (!subscription) throw notFound('The subscription');
    await db.update(users).set({ contextTenantId: tenantId, contextSubscriptionId: subscriptionId }).where(eq(users.userId, actor.id));
    return currentUser({ ...actor, contextTenantId: tenantId, contextSubscriptionId: subscriptionId });
  }

  /** The caller's photo, or null when they have none (an API token never has one). */
  async function photo(actor: Actor): Promise<{ data: Buffer; contentType: string } | null> {
    if (actor.kind !== 'user') return null;
    const [row] = await db.select({ photo: users.photo, contentType: users.photoContentType }).from(users).where(eq(users.userId, actor.id));
    if (!row?.photo) return null;
    return { data: row.photo, contentType: row.contentType ?? 'image/jpeg' };
  }

  return { currentUser, setContext, photo };
}
