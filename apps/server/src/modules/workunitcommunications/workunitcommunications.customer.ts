import {
  type CommunicationImpact,
  type CommunicationStatus,
  type CustomerCommunicationResponse,
  type Permission,
  type WorkUnitCommunicationSummary,
  communicationStatusLabels,
} from '@portal/contracts';
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { toIso } from '../../db/timestamps.ts';
import type { Actor } from '../../platform/auth/index.ts';
import { notFound } from '../../platform/errors/index.ts';
import { tenantScope } from '../../platform/tenancy/index.ts';
import { fullRecordScope, resolutionCenterScope } from '../workunits/index.ts';
import { workUnits } from '../workunits/workunits.table.ts';
import { overdueSql } from './workunitcommunications.entity.ts';
import {
  workUnitCommunicationActivities as activities,
  workUnitCommunicationWorkUnits as links,
  workUnitCommunications as communications,
} from './workunitcommunications.table.ts';

const VIEW: Permission = 'WorkUnitCommunications:view';

/**
 * The communications one work unit relates to, as its readers see them: the customer in the Resolution
 * Center (read-only; only their own incidents of their own tenant, as the Resolution Center scopes them;
 * customer-facing steps only; no program manager, bridge or internal times; the root cause once
 * resolved), and staff in the work unit's panel (with `overdue`).
 */
export function createCommunicationReadersService({ db }: { db: Db }) {
  async function communicationsOf(workUnitId: number, tenantId: string, extra = sql`true`) {
    return db.select().from(communications)
      .innerJoin(links, and(eq(links.tenantId, communications.tenantId), eq(links.workUnitCommunicationId, communications.workUnitCommunicationId)))
      .where(and(eq(links.workUnitId, workUnitId), eq(links.tenantId, tenantId), extra))
      .orderBy(desc(communications.created), desc(communications.workUnitCommunicationId));
  }

  /** `GET /v1/workunits/rc/{workUnitId}/communications`: 404 unless the work unit is one the Resolution Center shows the caller. */
  async function forCustomer(actor: Actor, workUnitId: number): Promise<CustomerCommunicationResponse[]> {
    const [unit] = await db.select({ tenantId: workUnits.tenantId }).from(workUnits)
      .where(and(eq(workUnits.workUnitId, workUnitId), resolutionCenterScope(actor)));
    if (!unit) throw notFound('The work unit');
    const rows = (await communicationsOf(workUnitId, unit.tenantId)).map((r) => r.work_unit_communications);
    const ids = rows.map((r) => r.workUnitCommunicationId);
    const steps = ids.length
      ? await db.select().from(activities)
        .where(and(eq(activities.tenantId, unit.tenantId), inArray(activities.workUnitCommunicationId, ids), eq(activities.isCustomerFacing, true)))
        .orderBy(asc(activities.created), asc(activities.workUnitCommunicationActivityId))
      : [];
    return rows.map((c) => ({
      publicWorkUnitCommunicationId: c.publicWorkUnitCommunicationId,
      title: c.title,
      status: c.status as CommunicationStatus,
      statusLabel: communicationStatusLabels[c.status as CommunicationStatus] ?? c.status,
      details: c.details,
      currentImpact: c.currentImpact as CommunicationImpact | null,
      impactedServices: c.impactedServices,
      customerAssistanceRequired: c.customerAssistanceRequired,
      eventStarted: toIso(c.eventStarted),
      eventResolved: toIso(c.eventResolved),
      nextUpdate: toIso(c.nextUpdate),
      rootCause: c.status === 'Resolved' ? c.rootCause : null,
      modified: toIso(c.modified),
      activities: steps.filter((a) => a.workUnitCommunicationId === c.workUnitCommunicationId).map((a) => ({
        workUnitCommunicationActivityId: a.workUnitCommunicationActivityId,
        activityType: a.activityType as 'TaskActivity' | 'ResolutionActivity',
        details: a.details,
        isComplete: a.isComplete,
        completed: toIso(a.completed),
        created: toIso(a.created),
      })),
    }));
  }

  /** `GET /v1/workunits/{workUnitId}/communications`: the work unit must be one the caller sees as staff. */
  async function forWorkUnit(actor: Actor, workUnitId: number): Promise<WorkUnitCommunicationSummary[]> {
    const [unit] = await db.select({ tenantId: workUnits.tenantId }).from(workUnits)
      .where(and(eq(workUnits.workUnitId, workUnitId), fullRecordScope(actor)));
    if (!unit) throw notFound('The work unit');
    const overdue = overdueSql(sql`${communications}`);
    const rows = await db.select({
      workUnitCommunicationId: communications.workUnitCommunicationId,
      publicWorkUnitCommunicationId: communications.publicWorkUnitCommunicationId,
      title: communications.title,
      status: communications.status,
      nextUpdate: communications.nextUpdate,
      overdue: sql<boolean>`${overdue}`,
    }).from(communications)
      .innerJoin(links, and(eq(links.tenantId, communications.tenantId), eq(links.workUnitCommunicationId, communications.workUnitCommunicationId)))
      .where(and(eq(links.workUnitId, workUnitId), eq(links.tenantId, unit.tenantId), tenantScope(actor, VIEW, communications.tenantId)))
      .orderBy(desc(communications.created), desc(communications.workUnitCommunicationId));
    return rows.map((r) => ({ ...r, status: r.status as CommunicationStatus, nextUpdate: toIso(r.nextUpdate), overdue: Boolean(r.overdue) }));
  }

  return { forCustomer, forWorkUnit };
}
