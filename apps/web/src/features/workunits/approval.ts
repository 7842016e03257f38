import { WorkUnitTypeId, approvalClosedReason, workUnitMessages, type WorkUnitResponse } from '@portal/contracts';

/** Approval slots of a change request (§2.7): what each shows and who may decide. */
export type ApprovalSlot = 1 | 2;

export type ApprovalSlotState =
  | { kind: 'none' }
  | { kind: 'approved'; approver: string; by: string }
  | { kind: 'declined'; approver: string; by: string; notes: string | null }
  /**
   * Undecided while a decision can be made: approve and decline show once the approval lookup confirms
   * the signed-in user is the approver (§6); otherwise 'Authenticated user does not match {approver}'.
   */
  | { kind: 'pending'; approver: string }
  /** Undecided, but no decision can be made any more (the other approver declined, or the work unit is done). */
  | { kind: 'closed'; approver: string; reason: string };

export const approvalMessages = {
  awaiting: 'Awaiting approval',
  decisionInformation: 'Decision Information',
  approved: 'Change Request successfully approved.',
  approveFailed: 'Change Request approval action failed.',
  declined: 'Change Request successfully declined.',
  declineFailed: 'Change Request decline action failed.',
} as const;

type Decisions = Pick<
  WorkUnitResponse,
  'workUnitTypeId' | 'stateId' | 'approver1' | 'approver2' | 'approved1By' | 'approved2By' | 'declined1By' | 'declined2By' | 'decision1Notes' | 'decision2Notes'
>;

export function approvalSlotState(workUnit: Decisions, slot: ApprovalSlot): ApprovalSlotState {
  if (workUnit.workUnitTypeId !== WorkUnitTypeId.ChangeRequest) return { kind: 'none' };
  const approver = (slot === 1 ? workUnit.approver1 : workUnit.approver2)?.trim();
  if (!approver) return { kind: 'none' };
  const approvedBy = slot === 1 ? workUnit.approved1By : workUnit.approved2By;
  const declinedBy = slot === 1 ? workUnit.declined1By : workUnit.declined2By;
  const notes = slot === 1 ? workUnit.decision1Notes : workUnit.decision2Notes;
  if (declinedBy) return { kind: 'declined', approver, by: declinedBy, notes: notes ?? null };
  if (approvedBy) return { kind: 'approved', approver, by: approvedBy };
  const closed = approvalClosedReason(workUnit);
  if (closed) return { kind: 'closed', approver, reason: closed };
  return { kind: 'pending', approver };
}

/** The error shown when the approval lookup says the signed-in user is not the approver (§6). */
export function approverMismatchMessage(approver: string): string {
  return workUnitMessages.approverMismatch.replace('{approver}', approver);
}
