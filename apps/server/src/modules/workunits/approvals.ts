import { type WorkUnitIssue, isSameIdentity, workUnitMessages } from '@portal/contracts';
import { or, sql } from 'drizzle-orm';
import { users } from '../../platform/identity/users.table.ts';
import type { WorkUnitDocument, WorkUnitRow } from './workunits.document.ts';
import type { HistoryInput } from './workunits.history.ts';
import type { Queryable } from './workunits.rules.ts';
import type { workUnits } from './workunits.table.ts';

const nameOf = (value: unknown) => (typeof value === 'string' && value.trim() !== '' ? value.trim().toLowerCase() : undefined);

/**
 * The two-person rule across a user's names: approver 1 and approver 2 may be written as a user name
 * or an email (§2.7), so `manager` and `Manager@portal.example` are one person when one account has
 * both. The same text twice is caught by workUnitIssues already (and by the client form).
 */
export async function approverIdentityIssues(db: Queryable, doc: WorkUnitDocument): Promise<WorkUnitIssue[]> {
  const first = nameOf(doc.approver1);
  const second = nameOf(doc.approver2);
  if (!first || !second || first === second) return [];
  const names = [first, second];
  const accounts = await db.select({ userName: users.userName, email: users.email }).from(users).where(or(
    sql`lower(${users.userName}) in (${sql.join(names.map((n) => sql`${n}`), sql`, `)})`,
    sql`lower(${users.email}) in (${sql.join(names.map((n) => sql`${n}`), sql`, `)})`,
  ));
  const both = accounts.some((a) => isSameIdentity(first, [a.userName, a.email]) && isSameIdentity(second, [a.userName, a.email]));
  return both ? [{ path: 'approver2', message: workUnitMessages.sameApprover }] : [];
}

type DecisionColumns = Pick<typeof workUnits.$inferInsert,
  'approved1By' | 'approved2By' | 'declined1By' | 'declined2By' | 'decision1Notes' | 'decision2Notes'>;

/**
 * A decided slot whose approver is now another person loses its decision (approvedNBy, declinedNBy
 * and the notes), so a decision always belongs to the slot's current approver; each clearing is told
 * in the history. A change of case or spacing names the same person and keeps the decision.
 */
export function clearedDecisions(row: WorkUnitRow, after: WorkUnitDocument): { values: Partial<DecisionColumns>; entries: HistoryInput[] } {
  const values: Partial<DecisionColumns> = {};
  const entries: HistoryInput[] = [];
  for (const slot of [1, 2] as const) {
    const approvedBy = row[`approved${slot}By`];
    const declinedBy = row[`declined${slot}By`];
    const notes = row[`decision${slot}Notes`];
    if (!approvedBy && !declinedBy && !notes) continue;
    const approver = nameOf(row[`approver${slot}`]);
    const next = nameOf(after[`approver${slot}`]);
    if (approver === next) continue;
    values[`approved${slot}By`] = null;
    values[`declined${slot}By`] = null;
    values[`decision${slot}Notes`] = null;
    const decision = declinedBy ? `declined by ${declinedBy}` : approvedBy ? `approved by ${approvedBy}` : 'its decision notes';
    entries.push({
      historyType: 'WorkUnitEvent',
      detail: `Approver ${slot} changed from ${row[`approver${slot}`] ?? '(empty)'} to ${String(after[`approver${slot}`] ?? '') || '(empty)'}: `
        + `the decision (${decision}) was cleared.`,
    });
  }
  return { values, entries };
}
