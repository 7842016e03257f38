import { WorkUnitTypeId, isSameIdentity, workUnitMessages, type WorkUnitResponse } from '@portal/contracts';

/** Approval slots of a change request (§2.7): what each shows and who may decide. */
export type ApprovalSlot = 1 | 2;

export type ApprovalSlotState =
  | { kind: 'none' }
  | { kind: 'approved'; approver: string; by: string }
  | { kind: 'declined'; approver: string; by: string; notes: string | null }
  /**
   * namesUser: the approver reads as the signed-in user's name or email. Only a hint: approve and
   * decline show once the approval lookup confirms the user (§6); when it does not, the mismatch is said.
   */
  | { kind: 'pending'; approver: string; namesUser: boolean };

export interface ApprovalUser {
  userName: string;
  email?: string | null;
}

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
  'workUnitTypeId' | 'approver1' | 'approver2' | 'approved1By' | 'approved2By' | 'declined1By' | 'declined2By' | 'decision1Notes' | 'decision2Notes'
>;

export function approvalSlotState(workUnit: Decisions, slot: ApprovalSlot, user: ApprovalUser | undefined): ApprovalSlotState {
  if (workUnit.workUnitTypeId !== WorkUnitTypeId.ChangeRequest) return { kind: 'none' };
  const approver = (slot === 1 ? workUnit.approver1 : workUnit.approver2)?.trim();
  if (!approver) return { kind: 'none' };
  const approvedBy = slot === 1 ? workUnit.approved1By : workUnit.approved2By;
  const declinedBy = slot === 1 ? workUnit.declined1By : workUnit.declined2By;
  const notes = slot === 1 ? workUnit.decision1Notes : workUnit.decision2Notes;
  if (declinedBy) return { kind: 'declined', approver, by: declinedBy, notes: notes ?? null };
  if (approvedBy) return { kind: 'approved', approver, by: approvedBy };
  const namesUser = user ? isSameIdentity(approver, [user.userName, user.email]) : false;
  return { kind: 'pending', approver, namesUser };
}

/** The error shown when the approval lookup says the signed-in user is not the approver (§6). */
export function approverMismatchMessage(approver: string): string {
  return workUnitMessages.approverMismatch.replace('{approver}', approver);
}
