import { index, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * Every message the portal sends, kept whether or not SMTP_URL is set: `queued` (no SMTP server; it stays
 * here for administrators to read), `sent` or `failed` (with the SMTP server's reason). The tenant is in
 * the key (ADR 0009); platform sits below the modules, so there is no foreign key to tenants.
 */
export const mailOutbox = pgTable('mail_outbox', {
  tenantId: uuid().notNull(),
  mailId: uuid().notNull().defaultRandom(),
  /** What made it: action, actionTest, callMe, workUnitCommunication (contracts mailKinds). */
  kind: text().notNull(),
  /** Comma-separated addresses. */
  toAddresses: text().notNull(),
  ccAddresses: text(),
  bccAddresses: text(),
  subject: text().notNull(),
  textBody: text().notNull(),
  htmlBody: text(),
  /** queued, sent or failed (contracts mailStatuses). */
  status: text().notNull(),
  statusReason: text(),
  /** The SMTP server's Message-ID once sent. */
  messageId: text(),
  created: timestamp({ withTimezone: true }).notNull().defaultNow(),
  sent: timestamp({ withTimezone: true }),
}, (t) => [
  primaryKey({ columns: [t.tenantId, t.mailId] }),
  index('mail_outbox_created').on(t.created),
]);
