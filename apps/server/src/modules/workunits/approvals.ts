import {
  type ApprovalLookupQuery,
  type ApprovalLookupResponse,
  type WorkUnitIssue,
  sameIdentity,
  workUnitMessages,
} from '@portal/contracts';
import { and, eq, or } from 'drizzle-orm';
import { identityEquals } from '../../db/identity.ts';
import type { DbOrTx } from '../../db/types.ts';
import type { Actor } from '../../platform/auth/index.ts';
import { notFound } from '../../platform/errors/index.ts';
import { users } from '../../platform/identity/users.table.ts';
import { type WorkUnitDocument, type WorkUnitInsert, type WorkUnitRow, sameFieldValue } from './workunits.document.ts';
import type { HistoryInput } from './workunits.history.ts';
import { viewScope } from './workunits.scope.ts';
import { workUnits } from './workunits.table.ts';

/**
 * Approver slots name accounts (issue 26 item 2). On the wire a slot is the text the people search
 * gave (a user name, or an email); when a slot is written, the server binds it to the one account
 * whose user name or email that text is (approverNUserId). Approval compares the caller's account id
 * with the slot's, never a name, so whoever later takes a user name or email that looks like the
 * approver's decides nothing. A slot whose text matched no single account can be decided by no one
 * until it is changed.
 */
export type ApproverSlot = 1 | 2;
const approverSlots = [1, 2] as const;
type ApproverAccounts = Pick<WorkUnitInsert, 'approver1UserId' | 'approver2UserId'>;
type SlotColumns = Pick<WorkUnitRow, 'approver1' | 'approver2' | 'approver1UserId' | 'approver2UserId'>;

const filled = (value: unknown): value is string => typeof value === 'string' && value.trim() !== '';

/** The one account whose user name or email `name` is (identity comparison), or null for none or several. */
export async function approverAccountId(db: DbOrTx, name: unknown): Promise<string | null> {
  if (!filled(name)) return null;
  const rows = await db.select({ userId: users.userId }).from(users)
    .where(or(identityEquals(users.userName, name), identityEquals(users.email, name)))
    .limit(2);
  return rows.length === 1 ? rows[0]!.userId : null;
}

/**
 * The accounts of the slots a write sets: both on a create (`row` null); on an edit those whose text
 * changed or that the edit writes again (`written`), so a slot written before its person's account
 * existed is bound by writing the same name once more.
 */
export async function approverAccounts(
  db: DbOrTx, row: SlotColumns | null, after: WorkUnitDocument, written: readonly ApproverSlot[] = [],
): Promise<ApproverAccounts> {
  const values: ApproverAccounts = {};
  for (const slot of approverSlots) {
    const next = after[`approver${slot}`];
    if (row && !written.includes(slot) && sameFieldValue(`approver${slot}`, row[`approver${slot}`], next)) continue;
    values[`approver${slot}UserId`] = await approverAccountId(db, next);
  }
  return values;
}

/** The history of slots whose text stayed but whose account changed (a slot written again). */
export function rebindings(row: SlotColumns, after: WorkUnitDocument, accounts: ApproverAccounts): HistoryInput[] {
  return approverSlots.filter((n) => `approver${n}UserId` in accounts && (accounts[`approver${n}UserId`] ?? null) !== row[`approver${n}UserId`]
    && sameFieldValue(`approver${n}`, row[`approver${n}`], after[`approver${n}`]))
    .map((n) => ({
      historyType: 'WorkUnitEvent',
      detail: accounts[`approver${n}UserId`] ? `Approver ${n} ${row[`approver${n}`]} now names an account.` : `Approver ${n} ${row[`approver${n}`]} names no account any more.`,
    }));
}

/**
 * The two-person rule across a person's names: `manager` and `Manager@portal.example` are one
 * account, so they cannot fill both slots. The same text twice is caught by workUnitIssues already.
 */
export async function approverIdentityIssues(db: DbOrTx, doc: WorkUnitDocument): Promise<WorkUnitIssue[]> {
  if (!filled(doc.approver1) || !filled(doc.approver2) || sameIdentity(doc.approver1, doc.approver2)) return [];
  const first = await approverAccountId(db, doc.approver1);
  const second = first ? await approverAccountId(db, doc.approver2) : null;
  return first && first === second ? [{ path: 'approver2', message: workUnitMessages.sameApprover }] : [];
}

/** 403's message when a slot names no account: no one can decide there until it is changed. */
export function approverNoAccountMessage(slot: ApproverSlot, approver: string): string {
  return workUnitMessages.approverNoAccount.replace('{slot}', String(slot)).replace('{approver}', approver);
}

/** The slots among `candidates` bound to the actor's account (a token's id is no account's). */
export function slotsOfActor(row: SlotColumns, actor: Actor, candidates: readonly ApproverSlot[]): ApproverSlot[] {
  return actor.kind === 'user' ? candidates.filter((n) => row[`approver${n}UserId`] === actor.id) : [];
}

/**
 * Why the actor decides in none of `candidates`: a slot that names no account, when the caller asked
 * for that slot or the slot carries the caller's name (so the slot gets changed); else the mismatch.
 */
export function approverRefusal(row: SlotColumns, actor: Actor, candidates: readonly ApproverSlot[], requested: boolean): string {
  const unbound = candidates.find((n) => !row[`approver${n}UserId`]
    && (requested || sameIdentity(row[`approver${n}`], actor.userName) || sameIdentity(row[`approver${n}`], actor.email)));
  if (unbound) return approverNoAccountMessage(unbound, String(row[`approver${unbound}`]));
  const approver = candidates.map((n) => row[`approver${n}`]).filter(Boolean).join(' or ');
  return workUnitMessages.approverMismatch.replace('{approver}', approver || 'the approver');
}

type DecisionColumns = Pick<WorkUnitInsert,
  'approved1By' | 'approved2By' | 'declined1By' | 'declined2By' | 'decision1Notes' | 'decision2Notes'>;

/**
 * A decided slot whose approver is now another account loses its decision (approvedNBy, declinedNBy
 * and the notes), so a decision always belongs to the slot's current approver; each clearing is told
 * in the history. Another name of the same account (email for user name, another case) keeps it.
 */
export function clearedDecisions(row: WorkUnitRow, after: WorkUnitDocument, accounts: ApproverAccounts): { values: Partial<DecisionColumns>; entries: HistoryInput[] } {
  const values: Partial<DecisionColumns> = {};
  const entries: HistoryInput[] = [];
  for (const slot of approverSlots) {
    const approvedBy = row[`approved${slot}By`];
    const declinedBy = row[`declined${slot}By`];
    const notes = row[`decision${slot}Notes`];
    if (!approvedBy && !declinedBy && !notes) continue;
    const key = `approver${slot}UserId` as const;
    if (!(key in accounts)) continue;
    const before = row[key];
    const next = accounts[key] ?? null;
    const same = before ? before === next : !next && sameIdentity(row[`approver${slot}`], String(after[`approver${slot}`] ?? ''));
    if (same) continue;
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

/**
 * `GET /api/generallookup/approval`: whether the caller is the approver. With a work unit (and a slot),
 * the slot's account decides, as it does for the decision itself; with the approver's text alone, the
 * one account it names.
 */
export async function approvalLookup(db: DbOrTx, actor: Actor, query: ApprovalLookupQuery): Promise<ApprovalLookupResponse> {
  const { approverId, workUnitId, approverSlot } = query;
  let isCurrentUser = false;
  let message = workUnitMessages.approverMismatch.replace('{approver}', approverId);
  if (workUnitId !== undefined) {
    const [row] = await db.select({
      approver1: workUnits.approver1, approver2: workUnits.approver2,
      approver1UserId: workUnits.approver1UserId, approver2UserId: workUnits.approver2UserId,
    }).from(workUnits).where(and(eq(workUnits.workUnitId, workUnitId), viewScope(actor)));
    if (!row) throw notFound('The work unit');
    const candidates = approverSlot ? [approverSlot as ApproverSlot] : approverSlots.filter((n) => sameIdentity(row[`approver${n}`], approverId));
    isCurrentUser = slotsOfActor(row, actor, candidates).length > 0;
    const unbound = candidates.find((n) => filled(row[`approver${n}`]) && !row[`approver${n}UserId`]);
    if (!isCurrentUser && unbound) message = approverNoAccountMessage(unbound, String(row[`approver${unbound}`]));
  } else {
    isCurrentUser = actor.kind === 'user' && (await approverAccountId(db, approverId)) === actor.id;
  }
  return { approverId, isCurrentUser, userName: actor.userName, message: isCurrentUser ? null : message };
}
