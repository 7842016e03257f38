import { eq } from 'drizzle-orm';
import type { TestContext } from '../../test/context.ts';
import { tenants } from '../tenants/tenants.table.ts';
import { distinctId } from '../workunits/distinct-id.ts';
import {
  workUnitCommunicationActivities,
  workUnitCommunicationWorkUnits,
  workUnitCommunications,
} from './workunitcommunications.table.ts';

/** A communication of `tenantId` (open, next update in a day) with one customer-facing step and one related incident. */
export async function communicationFixture(ctx: TestContext, tenantId: string, values: Partial<typeof workUnitCommunications.$inferInsert> = {}) {
  const workUnit = await ctx.factories.workUnit({ workUnitId: distinctId(), tenantId, workUnitTypeId: 3 });
  const [communication] = await ctx.db.insert(workUnitCommunications).values({
    workUnitCommunicationId: distinctId(), tenantId, title: 'Email delayed', serviceManager: 'manager@portal.example',
    eventStarted: new Date(Date.now() - 3_600_000), eventEngaged: new Date(Date.now() - 3_000_000),
    nextUpdate: new Date(Date.now() + 86_400_000), createdBy: 'fixture', ...values,
  }).returning();
  const [activity] = await ctx.db.insert(workUnitCommunicationActivities).values({
    workUnitCommunicationActivityId: distinctId(), tenantId, workUnitCommunicationId: communication!.workUnitCommunicationId,
    details: 'Engineers are restarting the mail relay.', isCustomerFacing: true, createdBy: 'fixture',
  }).returning();
  await ctx.db.insert(workUnitCommunicationWorkUnits).values({ tenantId, workUnitCommunicationId: communication!.workUnitCommunicationId, workUnitId: workUnit.workUnitId });
  return { communication: communication!, activity: activity!, workUnit };
}

/** Route parameters: `workUnitCommunicationId`, `workUnitCommunicationActivityId`, and `workUnitId` (a related incident). */
export async function createForeignRecords(ctx: TestContext, tenantId: string): Promise<Record<string, string>> {
  // The internal notification needs the tenant's address; without it the call is a 400, not the 200 the matrix checks for.
  await ctx.db.update(tenants).set({ internalNotificationEmailAddress: 'noc@tenant.example' }).where(eq(tenants.tenantId, tenantId));
  const { communication, activity, workUnit } = await communicationFixture(ctx, tenantId);
  return {
    workUnitCommunicationId: String(communication.workUnitCommunicationId),
    workUnitCommunicationActivityId: String(activity.workUnitCommunicationActivityId),
    workUnitId: String(workUnit.workUnitId),
  };
}

export function foreignBodies(ids: Record<string, string>): Record<string, unknown> {
  const save = {
    title: 'Foreign outage', tenantId: ids.tenantId, serviceManager: 'manager@portal.example',
    eventStarted: '2026-01-01T10:00:00Z', eventEngaged: '2026-01-01T10:05:00Z', nextUpdate: '2099-01-01T00:00:00Z',
  };
  return {
    'PUT /v1/workunitcommunications': save,
    'POST /v1/workunitcommunications/:workUnitCommunicationId': { ...save, tenantId: undefined },
    'POST /v1/workunitcommunications/:workUnitCommunicationId/workUnits': { workunitIds: [Number(ids.workUnitId)] },
    'PUT /v1/workunitcommunicationactivities': { workUnitCommunicationId: Number(ids.workUnitCommunicationId), details: 'Taken over' },
    'POST /v1/workunitcommunicationactivities/:workUnitCommunicationActivityId': { details: 'Taken over' },
  };
}
