import {
  type Permission,
  type WorkUnitCommunicationActivityResponse,
  type WorkUnitCommunicationActivitySaveBody,
  activityTypeForCompletion,
  communicationMessages,
} from '@portal/contracts';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { toIso } from '../../db/timestamps.ts';
import type { Actor } from '../../platform/auth/index.ts';
import { badRequest } from '../../platform/errors/index.ts';
import { type ODataQuery, runList } from '../../platform/odata/index.ts';
import { findScoped, tenantScope } from '../../platform/tenancy/index.ts';
import { communicationActivityEntity } from './workunitcommunications.entity.ts';
import type { WorkUnitCommunicationsService } from './workunitcommunications.service.ts';
import { workUnitCommunicationActivities as activities, workUnitCommunications as communications } from './workunitcommunications.table.ts';

type Row = typeof activities.$inferSelect;
type Action = 'view' | 'create' | 'edit' | 'delete';
const permission = (action: Action) => `WorkUnitCommunications:${action}` as Permission;

export function presentActivity(row: Row): WorkUnitCommunicationActivityResponse {
  return {
    workUnitCommunicationActivityId: row.workUnitCommunicationActivityId,
    workUnitCommunicationId: row.workUnitCommunicationId,
    activityType: row.activityType as WorkUnitCommunicationActivityResponse['activityType'],
    details: row.details,
    isCustomerFacing: row.isCustomerFacing,
    isComplete: row.isComplete,
    completed: toIso(row.completed),
    created: toIso(row.created),
    createdBy: row.createdBy,
  };
}

/**
 * Completion decides the type (§4): a given isComplete wins, else a given activityType, else what the
 * activity was (an update) or an open task (a create).
 */
function completionOf(body: WorkUnitCommunicationActivitySaveBody, current?: Row): boolean {
  if (body.isComplete !== undefined) return body.isComplete;
  if (body.activityType !== undefined) return body.activityType === 'ResolutionActivity';
  return current?.isComplete ?? false;
}

/**
 * A communication's steps (§3 Communication activity): Next Steps while open (TaskActivity), Past Steps
 * once completed (ResolutionActivity). Writing a step needs the permission on its communication's tenant;
 * the communication's modified time moves with it, so the grid's Last Modified tells a step was written.
 */
export function createCommunicationActivitiesService({ db, communicationsService, clock = () => new Date() }: {
  db: Db; communicationsService: WorkUnitCommunicationsService; clock?: () => Date;
}) {
  const list = (actor: Actor, query: ODataQuery) => runList(db, communicationActivityEntity, query, {
    where: (ref) => tenantScope(actor, permission('view'), ref(activities.tenantId)),
  });

  function loadFor(actor: Actor, id: number, action: Action): Promise<Row> {
    return findScoped(async (p) => {
      const [row] = await db.select().from(activities)
        .where(and(eq(activities.workUnitCommunicationActivityId, id), tenantScope(actor, p, activities.tenantId)));
      return row;
    }, permission(action), permission('view'), 'The activity');
  }

  async function touch(tenantId: string, communicationId: number, actor: Actor, now: Date) {
    await db.update(communications).set({ modified: now, userChanged: now, userChangedBy: actor.userName })
      .where(and(eq(communications.tenantId, tenantId), eq(communications.workUnitCommunicationId, communicationId)));
  }

  const get = async (actor: Actor, id: number) => presentActivity(await loadFor(actor, id, 'view'));

  async function create(actor: Actor, body: WorkUnitCommunicationActivitySaveBody): Promise<WorkUnitCommunicationActivityResponse> {
    if (!body.workUnitCommunicationId) throw badRequest(`workUnitCommunicationId: ${communicationMessages.noId}`);
    const communication = await communicationsService.loadFor(actor, body.workUnitCommunicationId, 'create');
    const isComplete = completionOf(body);
    const now = clock();
    const [row] = await db.insert(activities).values({
      tenantId: communication.tenantId,
      workUnitCommunicationId: communication.workUnitCommunicationId,
      activityType: activityTypeForCompletion(isComplete),
      details: body.details,
      isCustomerFacing: body.isCustomerFacing ?? false,
      isComplete,
      completed: isComplete ? now : null,
      created: now,
      modified: now,
      createdBy: actor.userName,
    }).returning();
    await touch(communication.tenantId, communication.workUnitCommunicationId, actor, now);
    return presentActivity(row!);
  }

  async function update(actor: Actor, id: number, body: WorkUnitCommunicationActivitySaveBody): Promise<WorkUnitCommunicationActivityResponse> {
    const current = await loadFor(actor, id, 'edit');
    if (body.workUnitCommunicationId !== undefined && body.workUnitCommunicationId !== current.workUnitCommunicationId) {
      throw badRequest('workUnitCommunicationId: An activity stays with its communication; add a new one to the other communication instead.');
    }
    const isComplete = completionOf(body, current);
    const now = clock();
    const [row] = await db.update(activities).set({
      details: body.details,
      isCustomerFacing: body.isCustomerFacing ?? current.isCustomerFacing,
      isComplete,
      activityType: activityTypeForCompletion(isComplete),
      // Keeps the first completion time while it stays complete.
      completed: isComplete ? (current.completed ?? now) : null,
      modified: now,
    }).where(and(eq(activities.tenantId, current.tenantId), eq(activities.workUnitCommunicationActivityId, id))).returning();
    await touch(current.tenantId, current.workUnitCommunicationId, actor, now);
    return presentActivity(row!);
  }

  async function remove(actor: Actor, id: number): Promise<{ message: string }> {
    const current = await loadFor(actor, id, 'delete');
    await db.delete(activities).where(and(eq(activities.tenantId, current.tenantId), eq(activities.workUnitCommunicationActivityId, id)));
    await touch(current.tenantId, current.workUnitCommunicationId, actor, clock());
    return { message: communicationMessages.activityDeleted };
  }

  return { list, get, create, update, remove };
}
