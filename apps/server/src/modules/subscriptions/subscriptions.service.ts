import type { SubscriptionCreateBody, SubscriptionResponse, SubscriptionUpdateBody } from '@portal/contracts';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { Actor } from '../../platform/auth/index.ts';
import { assertTenantUnchanged, notFound } from '../../platform/errors/index.ts';
import { type ColumnRef, type ODataQuery, runGrouped, runList } from '../../platform/odata/index.ts';
import { assertTenantAccess, findScoped, tenantScope } from '../../platform/tenancy/index.ts';
import { toIso } from '../../db/timestamps.ts';
import { tenants } from '../tenants/tenants.table.ts';
import { subscriptionEntity } from './subscriptions.entity.ts';
import { subscriptions } from './subscriptions.table.ts';

type SubscriptionRow = typeof subscriptions.$inferSelect;

export function presentSubscription(row: SubscriptionRow): SubscriptionResponse {
  return { subscriptionId: row.subscriptionId, tenantId: row.tenantId, name: row.name, created: toIso(row.created), modified: toIso(row.modified) };
}

export function createSubscriptionsService({ db }: { db: Db }) {
  const scoped = (actor: Actor, tenantId: string | undefined) => (ref: ColumnRef) =>
    and(tenantScope(actor, 'Subscriptions:view', ref(subscriptions.tenantId)), tenantId ? sql`${ref(subscriptions.tenantId)} = ${tenantId}` : undefined);

  /** The OData list, optionally narrowed to one tenant by the `tenantId` query parameter. */
  async function list(actor: Actor, query: ODataQuery, tenantId?: string) {
    return runList(db, subscriptionEntity, query, { where: scoped(actor, tenantId) });
  }

  /** Dropdown values grouped by tenant. */
  async function grouped(actor: Actor, query: ODataQuery, tenantId?: string) {
    return runGrouped(db, subscriptionEntity, query, {
      where: scoped(actor, tenantId), groupBy: 'tenant', groupLabel: 'name', valueField: 'subscriptionId', labelField: 'name',
    });
  }

  function find(actor: Actor, permission: 'Subscriptions:view' | 'Subscriptions:edit', subscriptionId: string) {
    return findScoped(async (scope) => {
      const [row] = await db.select().from(subscriptions)
        .where(and(eq(subscriptions.subscriptionId, subscriptionId), tenantScope(actor, scope, subscriptions.tenantId)));
      return row;
    }, permission, 'Subscriptions:view', 'The subscription');
  }

  async function get(actor: Actor, subscriptionId: string): Promise<SubscriptionResponse> {
    return presentSubscription(await find(actor, 'Subscriptions:view', subscriptionId));
  }

  async function create(actor: Actor, body: SubscriptionCreateBody): Promise<SubscriptionResponse> {
    assertTenantAccess(actor, 'Subscriptions:create', body.tenantId);
    const [tenant] = await db.select({ tenantId: tenants.tenantId }).from(tenants).where(eq(tenants.tenantId, body.tenantId));
    if (!tenant) throw notFound('The tenant');
    const [row] = await db.insert(subscriptions).values({ tenantId: body.tenantId, name: body.name }).returning();
    if (!row) throw new Error('insert returned no row');
    return presentSubscription(row);
  }

  async function update(actor: Actor, subscriptionId: string, body: SubscriptionUpdateBody): Promise<SubscriptionResponse> {
    const current = await find(actor, 'Subscriptions:edit', subscriptionId);
    assertTenantUnchanged('A subscription', current.tenantId, body.tenantId);
    const [row] = await db.update(subscriptions).set({ name: body.name, modified: new Date() })
      .where(eq(subscriptions.subscriptionId, subscriptionId)).returning();
    if (!row) throw notFound('The subscription');
    return presentSubscription(row);
  }

  return { list, grouped, get, create, update };
}

export type SubscriptionsService = ReturnType<typeof createSubscriptionsService>;
