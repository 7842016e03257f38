import {
  type CommunicationIssue,
  NEW_COMMUNICATION_STATUS,
  type Permission,
  type WorkUnitCommunicationResponse,
  type WorkUnitCommunicationSaveBody,
  COMMUNICATION_DEFAULT_TOP,
  NEXT_UPDATE_GRACE_MS,
  communicationIssues,
  communicationMessages,
  communicationStatusLabels,
  closedCommunicationStatuses,
  isClosedCommunicationStatus,
} from '@portal/contracts';
import { type SQL, and, desc, eq, inArray, notInArray, or, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import type { DbOrTx } from '../../db/types.ts';
import { identityEquals } from '../../db/identity.ts';
import type { Actor } from '../../platform/auth/index.ts';
import { HttpError, assertTenantUnchanged, badRequest, notFound } from '../../platform/errors/index.ts';
import { users } from '../../platform/identity/users.table.ts';
import { createMailer, renderTemplate } from '../../platform/mail/index.ts';
import { type ODataQuery, runGet, runList } from '../../platform/odata/index.ts';
import { assertTenantAccess, findScoped, tenantScope } from '../../platform/tenancy/index.ts';
import { tenants } from '../tenants/tenants.table.ts';
import { fullRecordScope } from '../workunits/index.ts';
import { workUnits } from '../workunits/workunits.table.ts';
import { workUnitCommunicationEntity } from './workunitcommunications.entity.ts';
import { workUnitCommunicationWorkUnits as links, workUnitCommunications as communications } from './workunitcommunications.table.ts';

type Action = 'view' | 'create' | 'edit' | 'delete';
export type CommunicationRow = typeof communications.$inferSelect;
const permission = (action: Action) => `WorkUnitCommunications:${action}` as Permission;

/** What one communication answers with: its tenant, related work units (with theirs) and activities. */
const DETAIL_EXPAND = 'tenant,workUnits($expand=tenant),workUnitCommunicationActivities';

const blank = (v: string | null | undefined) => (v === undefined ? undefined : v?.trim() || null);
const dateOf = (v: string | null | undefined) => (v ? new Date(v) : null);

function issuesError(issues: CommunicationIssue[]): HttpError {
  return badRequest(issues.map((i) => `${i.path}: ${i.message}`).join(' '));
}

type Ref = (column: AnyPgColumn) => SQL;
const plainRef: Ref = (column) => sql`${column}`;

/** A numeric id or a public id (uuid); undefined for anything else, which names no communication. */
export function communicationKeyWhere(key: string | number, ref: Ref = plainRef): SQL | undefined {
  const text = String(key).trim();
  if (/^\d{1,10}$/.test(text) && Number(text) >= 1 && Number(text) <= 2_147_483_647) {
    return eq(ref(communications.workUnitCommunicationId), Number(text));
  }
  if (/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(text)) {
    return eq(ref(communications.publicWorkUnitCommunicationId), text.toLowerCase());
  }
  return undefined;
}

/**
 * Work unit communications (part 3 §2.10, §4, §5, §7): the list, one by id or public id, create (always
 * Investigating), update under the status rules, related work units, the internal notification and the
 * export's rows. Tenancy: a record of a tenant where the caller lacks the permission is a 404.
 */
export function createWorkUnitCommunicationsService({ db, config, clock = () => new Date() }: {
  db: Db; config: Pick<Config, 'SMTP_URL' | 'MAIL_FROM' | 'publicUrl'>; clock?: () => Date;
}) {
  const mailer = createMailer({ db, config, clock });
  const scope = (actor: Actor, action: Action) => tenantScope(actor, permission(action), communications.tenantId);

  const list = (actor: Actor, query: ODataQuery, maxTop?: number) => runList(db, workUnitCommunicationEntity, query, {
    where: (ref) => tenantScope(actor, permission('view'), ref(communications.tenantId)),
    defaultTop: maxTop ? undefined : COMMUNICATION_DEFAULT_TOP,
    maxTop,
  });

  async function get(actor: Actor, key: string | number): Promise<WorkUnitCommunicationResponse> {
    const row = communicationKeyWhere(key) && await runGet(db, workUnitCommunicationEntity, { $expand: DETAIL_EXPAND }, {
      where: (ref) => and(tenantScope(actor, permission('view'), ref(communications.tenantId)), communicationKeyWhere(key, ref)),
    });
    if (!row) throw notFound('The communication');
    return row as unknown as WorkUnitCommunicationResponse;
  }

  /** The row for a write: 404 when not even visible, 403 when visible but not writable. */
  function loadFor(actor: Actor, id: number, action: Action): Promise<CommunicationRow> {
    return findScoped(async (p) => {
      const [row] = await db.select().from(communications)
        .where(and(eq(communications.workUnitCommunicationId, id), tenantScope(actor, p, communications.tenantId)));
      return row;
    }, permission(action), permission('view'), 'The communication');
  }

  /**
   * The program manager as stored: the user principal name of the one enabled account whose user name or
   * email the text is (its email when it has one). 400 naming the text when none or several match.
   */
  async function serviceManagerOf(name: string): Promise<string> {
    const rows = await db.select({ userName: users.userName, email: users.email }).from(users)
      .where(and(eq(users.enabled, true), or(identityEquals(users.userName, name), identityEquals(users.email, name))))
      .limit(2);
    if (rows.length !== 1) throw badRequest(`serviceManager: ${communicationMessages.serviceManagerUnknown(name)}`);
    return rows[0]!.email ?? rows[0]!.userName;
  }

  function columnsOf(body: WorkUnitCommunicationSaveBody, status: string) {
    const closed = isClosedCommunicationStatus(status);
    return {
      title: body.title,
      status,
      details: blank(body.details) ?? null,
      customerAssistanceRequired: body.customerAssistanceRequired ?? false,
      rootCause: blank(body.rootCause) ?? null,
      eventStarted: new Date(body.eventStarted),
      eventEngaged: new Date(body.eventEngaged),
      eventMitigated: dateOf(body.eventMitigated),
      eventResolved: dateOf(body.eventResolved),
      // Cleared when Resolved or Cancelled (§4).
      nextUpdate: closed ? null : dateOf(body.nextUpdate),
      nextInternalUpdate: dateOf(body.nextInternalUpdate),
      maximumImpact: body.maximumImpact ?? null,
      currentImpact: body.currentImpact ?? null,
      impactedServices: blank(body.impactedServices) ?? null,
      internalBridge: blank(body.internalBridge) ?? null,
    };
  }

  async function create(actor: Actor, body: WorkUnitCommunicationSaveBody): Promise<WorkUnitCommunicationResponse> {
    if (!body.tenantId) throw badRequest(`tenantId: ${communicationMessages.tenantRequired}`);
    assertTenantAccess(actor, permission('create'), body.tenantId);
    const issues = communicationIssues(body, { now: clock().getTime(), isNew: true });
    if (issues.length) throw issuesError(issues);
    const [tenant] = await db.select({ tenantId: tenants.tenantId }).from(tenants).where(eq(tenants.tenantId, body.tenantId));
    if (!tenant) throw notFound('The tenant');
    const serviceManager = await serviceManagerOf(body.serviceManager);
    const now = clock();
    const [row] = await db.insert(communications).values({
      ...columnsOf(body, NEW_COMMUNICATION_STATUS),
      tenantId: body.tenantId,
      serviceManager,
      created: now,
      modified: now,
      createdBy: actor.userName,
      userChanged: now,
      userChangedBy: actor.userName,
    }).returning({ id: communications.workUnitCommunicationId });
    return get(actor, row!.id);
  }

  /**
   * An update under §4's rules. A save that replaces the promised nextUpdate (a new one, or closing the
   * communication) delivers the update that was due: it counts as due, and on time when it came by then.
   */
  async function update(actor: Actor, id: number, body: WorkUnitCommunicationSaveBody): Promise<WorkUnitCommunicationResponse> {
    const current = await loadFor(actor, id, 'edit');
    assertTenantUnchanged('A communication', current.tenantId, body.tenantId);
    const status = body.status ?? current.status;
    const now = clock();
    const issues = communicationIssues({ ...body, status }, { now: now.getTime() });
    if (issues.length) throw issuesError(issues);
    const columns = columnsOf(body, status);
    const serviceManager = body.serviceManager === current.serviceManager ? current.serviceManager : await serviceManagerOf(body.serviceManager);
    const promised = current.nextUpdate;
    const delivered = promised !== null && columns.nextUpdate?.getTime() !== promised.getTime();
    const onTime = delivered && now.getTime() <= promised.getTime() + NEXT_UPDATE_GRACE_MS;
    await db.update(communications).set({
      ...columns,
      serviceManager,
      // Increments in SQL: two saves at once each count.
      updatesDue: sql`${communications.updatesDue} + ${delivered ? 1 : 0}`,
      updatesOnTime: sql`${communications.updatesOnTime} + ${onTime ? 1 : 0}`,
      modified: now,
      userChanged: now,
      userChangedBy: actor.userName,
    }).where(and(eq(communications.tenantId, current.tenantId), eq(communications.workUnitCommunicationId, id)));
    return get(actor, id);
  }

  async function remove(actor: Actor, id: number): Promise<{ message: string }> {
    const current = await loadFor(actor, id, 'delete');
    await db.delete(communications).where(and(eq(communications.tenantId, current.tenantId), eq(communications.workUnitCommunicationId, id)));
    return { message: 'Communication deleted successfully.' };
  }

  /**
   * Relates work units: each must be one the caller sees as staff (WorkUnits:view) and of the
   * communication's tenant. One refused unit refuses the whole call; units already related stay.
   */
  async function addWorkUnits(actor: Actor, id: number, workUnitIds: number[]): Promise<WorkUnitCommunicationResponse> {
    const current = await loadFor(actor, id, 'edit');
    const ids = [...new Set(workUnitIds)];
    const found = await db.select({ workUnitId: workUnits.workUnitId, tenantId: workUnits.tenantId }).from(workUnits)
      .where(and(inArray(workUnits.workUnitId, ids), fullRecordScope(actor)));
    const byId = new Map(found.map((w) => [w.workUnitId, w.tenantId]));
    for (const workUnitId of ids) {
      const tenantId = byId.get(workUnitId);
      if (!tenantId) throw notFound(`Work unit ${workUnitId}`);
      if (tenantId !== current.tenantId) throw badRequest(`workunitIds: ${communicationMessages.workUnitOtherTenant(workUnitId)}`);
    }
    await db.insert(links).values(ids.map((workUnitId) => ({
      tenantId: current.tenantId, workUnitCommunicationId: id, workUnitId, createdBy: actor.userName,
    }))).onConflictDoNothing();
    return get(actor, id);
  }

  /**
   * Relates a work unit an automation opened (the create-work-unit action's CommunicationId) in the run's
   * transaction `tx`: only to an open communication of the work unit's own tenant; a closed one (Cancelled,
   * Resolved) or another tenant's is refused with the reason, and the caller logs it.
   */
  async function relateOpenedWorkUnit(tx: DbOrTx, actor: Actor, tenantId: string, id: number, workUnitId: number): Promise<void> {
    const [found] = await tx.select({ status: communications.status }).from(communications)
      .where(and(eq(communications.tenantId, tenantId), eq(communications.workUnitCommunicationId, id)));
    if (!found) throw notFound(`Communication ${id} of the work unit's tenant`);
    if (isClosedCommunicationStatus(found.status)) throw badRequest(`Communication ${id} is ${found.status}: new work units are not related to a closed communication.`);
    await tx.insert(links).values({ tenantId, workUnitCommunicationId: id, workUnitId, createdBy: actor.userName }).onConflictDoNothing();
  }

  async function removeWorkUnit(actor: Actor, id: number, workUnitId: number): Promise<WorkUnitCommunicationResponse> {
    const current = await loadFor(actor, id, 'edit');
    const removed = await db.delete(links).where(and(
      eq(links.tenantId, current.tenantId), eq(links.workUnitCommunicationId, id), eq(links.workUnitId, workUnitId),
    )).returning({ workUnitId: links.workUnitId });
    if (!removed.length) throw notFound(`Work unit ${workUnitId} of this communication`);
    return get(actor, id);
  }

  /**
   * Mails the communication to its tenant's internal notification address (the internal work unit
   * communication template) through the mailer: into the outbox, and out through SMTP when configured.
   */
  async function sendInternalNotification(actor: Actor, id: number): Promise<{ message: string }> {
    const current = await loadFor(actor, id, 'edit');
    const [tenant] = await db.select({ name: tenants.name, email: tenants.internalNotificationEmailAddress }).from(tenants)
      .where(eq(tenants.tenantId, current.tenantId));
    if (!tenant?.email?.trim()) throw badRequest(communicationMessages.noInternalAddress(tenant?.name ?? current.tenantId));
    const detail = await get(actor, id);
    const mail = renderTemplate('WorkUnitCommunication', notificationTokens(detail, tenant.name, config.publicUrl));
    const sent = await mailer.send({ tenantId: current.tenantId, to: tenant.email, ...mail, kind: 'workUnitCommunication' });
    if (sent.status === 'failed') throw new HttpError(502, communicationMessages.notificationFailed);
    return { message: communicationMessages.notificationSent };
  }

  return { list, get, create, update, remove, addWorkUnits, relateOpenedWorkUnit, removeWorkUnit, sendInternalNotification, loadFor, scope };
}

export type WorkUnitCommunicationsService = ReturnType<typeof createWorkUnitCommunicationsService>;

/** The newest open (not Cancelled or Resolved) communication of a tenant, if any: the demo loop relates its work units to it. */
export async function openCommunicationOf(db: DbOrTx, tenantId: string): Promise<number | undefined> {
  const [row] = await db.select({ id: communications.workUnitCommunicationId }).from(communications)
    .where(and(eq(communications.tenantId, tenantId), notInArray(communications.status, [...closedCommunicationStatuses])))
    .orderBy(desc(communications.created)).limit(1);
  return row?.id;
}

const when = (iso: string | null | undefined) => (iso ? new Date(iso).toUTCString() : '');

/** The tokens of the internal notification: a summary a person on the bridge reads at a glance. */
export function notificationTokens(c: WorkUnitCommunicationResponse, tenantName: string, publicUrl: string): Record<string, string> {
  const steps = (complete: boolean) => (c.workUnitCommunicationActivities ?? []).filter((a) => a.isComplete === complete)
    .map((a) => `- ${a.details}${a.isCustomerFacing ? '' : ' (internal)'}`);
  const lines = [
    `WUCOMM #${c.publicWorkUnitCommunicationId}: ${c.title}`,
    `Status: ${communicationStatusLabels[c.status]}`,
    `Current impact: ${c.currentImpact ?? ''}  Maximum impact: ${c.maximumImpact ?? ''}`,
    `Impacted services: ${c.impactedServices ?? ''}`,
    `Program manager: ${c.serviceManager}`,
    `Event started: ${when(c.eventStarted)}`,
    `Next customer update: ${when(c.nextUpdate) || 'none (closed)'}`,
    `Internal bridge: ${c.internalBridge ?? ''}`,
    '',
    c.details ?? '',
    '',
    'Past steps:', ...steps(true),
    'Next steps:', ...steps(false),
    '',
    `Related work units: ${(c.workUnits ?? []).map((w) => `${w.workUnitId} ${w.title}`).join('; ') || 'none'}`,
    `${publicUrl.replace(/\/$/, '')}/${c.tenantId}/workunitcommunications?publicWuCommId=${c.publicWorkUnitCommunicationId}`,
  ];
  return {
    Subject: `Internal notification: WUCOMM ${c.title} (${communicationStatusLabels[c.status]})`,
    Message: lines.join('\n'),
    'Tenant.Name': tenantName,
  };
}
