import type { MailStatus } from '@portal/contracts';

export const mailStatusNames: Record<MailStatus, string> = { queued: 'Queued', sent: 'Sent', failed: 'Failed' };
export const mailStatusColors: Record<MailStatus, 'default' | 'success' | 'error'> = { queued: 'default', sent: 'success', failed: 'error' };
/** What made a message (contracts mailKinds); an unknown kind shows as it is. */
export const mailKindNames: Record<string, string> = {
  action: 'Email action',
  actionTest: 'Action test',
  callMe: 'Call-me request',
  workUnitCommunication: 'Work unit communication',
};
