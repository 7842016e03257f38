import { z } from 'zod';
import { odataList } from './common.ts';

/**
 * Mail the portal sends (platform/mail on the server): every message is a row of the mail outbox, sent
 * through SMTP_URL when it is set (then `sent` or `failed` with the reason), else left `queued` there
 * for administrators to read (GET v1/mailoutbox).
 */
export const mailStatuses = ['queued', 'sent', 'failed'] as const;
export type MailStatus = (typeof mailStatuses)[number];

/** What made a message: the email action, an action test, the Resolution Center's call-me request. */
export const mailKinds = ['action', 'actionTest', 'callMe', 'workUnitCommunication'] as const;
export type MailKind = (typeof mailKinds)[number];

/**
 * The email action's templates (part 1 §3): the Template parameter takes one of these names.
 * ResolutionCenterCreated and ResolutionCenterResolved are for work units that are New or Resolved;
 * WorkUnitCommunication is the internal work-unit-communication notification.
 */
export const emailTemplateNames = [
  'AllClear', 'Detailed', 'GeneralAlert', 'None', 'Rule', 'Simple', 'SOCAlert',
  'ResolutionCenterCreated', 'ResolutionCenterResolved', 'WorkUnitCommunication',
] as const;
export type EmailTemplateName = (typeof emailTemplateNames)[number];

export const mailMessages = {
  unknownTemplate: (name: string) =>
    `The email template '${name}' does not exist; use one of ${emailTemplateNames.join(', ')}.`,
  noRecipient: 'The message has no recipient; give at least one email address in To.',
} as const;

/** A row of the mail outbox as administrators read it. */
export const MailOutboxResponse = z.object({
  mailId: z.guid(),
  /** The tenant the message was sent for; null for mail of the portal itself. */
  tenantId: z.guid().nullable(),
  kind: z.string(),
  /** Recipients, comma-separated as they were addressed. */
  to: z.string(),
  cc: z.string().nullable(),
  bcc: z.string().nullable(),
  subject: z.string(),
  /** The plain text body. */
  text: z.string(),
  /** The HTML body when one was sent (user values in it are escaped); null for plain text only. */
  html: z.string().nullable(),
  status: z.enum(mailStatuses),
  /** Why a message failed (the SMTP server's answer), or null. */
  statusReason: z.string().nullable(),
  /** The SMTP server's message id once sent, or null. */
  messageId: z.string().nullable(),
  /** ISO 8601 timestamps. */
  created: z.string(),
  sent: z.string().nullable(),
  tenant: z.object({ tenantId: z.guid(), name: z.string() }).nullable().optional(),
});
export type MailOutboxResponse = z.infer<typeof MailOutboxResponse>;

/** A row of `GET v1/mailoutbox`: the fields `$select` asked for, and `tenant` when expanded. */
export const MailOutboxListItem = MailOutboxResponse.partial().extend({
  tenant: z.object({ tenantId: z.guid(), name: z.string() }).partial().loose().nullable().optional(),
}).loose();
export type MailOutboxListItem = z.infer<typeof MailOutboxListItem>;
export const MailOutboxListResponse = odataList(MailOutboxListItem);
