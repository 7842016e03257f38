import {
  type HistoryType,
  type WorkUnitHistoryEntry,
  type WorkUnitNoteCreateBody,
  type WorkUnitNoteResponse,
  historyTypes,
  workUnitMessages,
} from '@portal/contracts';
import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { Actor } from '../../platform/auth/index.ts';
import { type Mailer, renderTemplate } from '../../platform/mail/index.ts';
import { tenants } from '../tenants/tenants.table.ts';
import { writeHistory } from './workunits.history.ts';
import { editScope } from './workunits.scope.ts';
import type { WorkUnitsService } from './workunits.service.ts';
import { workUnitHistory, workUnitNotes, workUnits as workUnitRows } from './workunits.table.ts';

type NoteRow = typeof workUnitNotes.$inferSelect;

function presentNote(row: NoteRow): WorkUnitNoteResponse {
  return {
    workUnitNoteId: row.workUnitNoteId,
    workUnitId: row.workUnitId,
    detail: row.detail,
    created: row.created.toISOString(),
    createdBy: row.createdBy,
    isExternalNote: row.isExternalNote,
  };
}

const asHistoryType = (value: string): HistoryType | null =>
  (historyTypes as readonly string[]).includes(value) ? (value as HistoryType) : null;

/**
 * Notes, the history list (notes are its entries without a type) and the customer's call-back request.
 * With a mailer, a call-back request also mails the tenant's internal notification address.
 */
export function createWorkUnitNotesService({ db, workUnits, mailer, clock = () => new Date() }: {
  db: Db; workUnits: WorkUnitsService; mailer?: Pick<Mailer, 'send'>; clock?: () => Date;
}) {
  async function history(actor: Actor, workUnitId: number): Promise<WorkUnitHistoryEntry[]> {
    await workUnits.visible(actor, workUnitId);
    const [entries, notes] = await Promise.all([
      db.select().from(workUnitHistory).where(eq(workUnitHistory.workUnitId, workUnitId)).orderBy(desc(workUnitHistory.created), desc(workUnitHistory.id)),
      db.select().from(workUnitNotes).where(eq(workUnitNotes.workUnitId, workUnitId)).orderBy(desc(workUnitNotes.created)),
    ]);
    const merged: Array<WorkUnitHistoryEntry & { at: number }> = [
      ...entries.map((h) => ({
        id: `h${h.id}`, historyType: asHistoryType(h.historyType), detail: h.detail, createdBy: h.createdBy,
        created: h.created.toISOString(), isExternalNote: h.isExternalNote, historyUrl: h.historyUrl,
        field: h.field, oldValue: h.oldValue, newValue: h.newValue, at: h.created.getTime(),
      })),
      ...notes.map((n) => ({
        id: `n${n.workUnitNoteId}`, historyType: null, detail: n.detail, createdBy: n.createdBy,
        created: n.created.toISOString(), isExternalNote: n.isExternalNote, historyUrl: null,
        field: null, oldValue: null, newValue: null, at: n.created.getTime(),
      })),
    ];
    // Newest first; a sort that keeps the order within the same instant (history ids are ordered).
    return merged.sort((a, b) => b.at - a.at).map(({ at: _at, ...entry }) => entry);
  }

  async function externalNotes(actor: Actor, workUnitId: number): Promise<WorkUnitNoteResponse[]> {
    await workUnits.visible(actor, workUnitId);
    const rows = await db.select().from(workUnitNotes)
      .where(and(eq(workUnitNotes.workUnitId, workUnitId), eq(workUnitNotes.isExternalNote, true)))
      .orderBy(desc(workUnitNotes.created));
    return rows.map(presentNote);
  }

  async function addNote(actor: Actor, body: WorkUnitNoteCreateBody): Promise<WorkUnitNoteResponse> {
    const workUnit = await workUnits.visible(actor, body.workUnitId, editScope(actor));
    const [row] = await db.insert(workUnitNotes).values({
      workUnitId: workUnit.workUnitId,
      tenantId: workUnit.tenantId,
      detail: body.detail.trim(),
      isExternalNote: body.isExternalNote ?? false,
      created: clock(),
      createdBy: actor.userName,
    }).returning();
    if (!row) throw new Error('insert returned no row');
    return presentNote(row);
  }

  /**
   * Records the call-back request in the history, where the agents watching the work unit see it, and
   * mails it (the internal communication template) to the tenant's internal notification address, when
   * the tenant has one: through SMTP_URL, else into the mail outbox administrators read.
   */
  async function callMe(actor: Actor, workUnitId: number): Promise<{ message: string }> {
    const workUnit = await workUnits.visible(actor, workUnitId);
    const phone = workUnit.stakeholderPhoneNumber;
    const detail = `Call back requested by ${actor.name}${phone ? ` at ${phone}` : ''}.`;
    await writeHistory(db, workUnit, actor.userName, [{ historyType: 'WorkUnitEvent', detail }], clock());
    if (mailer) {
      const [tenant] = await db.select({ name: tenants.name, email: tenants.internalNotificationEmailAddress, title: workUnitRows.title })
        .from(workUnitRows).innerJoin(tenants, eq(tenants.tenantId, workUnitRows.tenantId))
        .where(and(eq(workUnitRows.workUnitId, workUnit.workUnitId), eq(workUnitRows.tenantId, workUnit.tenantId)));
      if (tenant?.email) {
        const mail = renderTemplate('WorkUnitCommunication', {
          Subject: `Call back requested: work unit ${workUnit.workUnitId}, ${tenant.title}`, Message: detail,
          'WorkUnit.Id': String(workUnit.workUnitId), 'WorkUnit.Title': tenant.title, 'Tenant.Name': tenant.name,
        });
        await mailer.send({ tenantId: workUnit.tenantId, to: tenant.email, ...mail, kind: 'callMe' });
      }
    }
    return { message: workUnitMessages.callMeReceived };
  }

  return { history, externalNotes, addNote, callMe };
}
