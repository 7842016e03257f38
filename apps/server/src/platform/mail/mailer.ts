import { type MailKind, type MailOutboxResponse, type MailStatus, mailMessages } from '@portal/contracts';
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import type { Config } from '../../config.ts';
import { createBatcher } from '../../db/batcher.ts';
import type { DbOrTx } from '../../db/types.ts';
import { badRequest } from '../errors/errors.ts';
import { mailOutbox } from './mail.table.ts';

export interface MailMessage {
  tenantId: string;
  to: string | readonly string[];
  cc?: string | readonly string[];
  bcc?: string | readonly string[];
  subject: string;
  text: string;
  /** An HTML alternative; build it with renderTemplate (which escapes every value), never from raw user text. */
  html?: string;
  kind: MailKind;
}

type Row = typeof mailOutbox.$inferSelect;
type NewRow = typeof mailOutbox.$inferInsert & { mailId: string };

/** How long the SMTP server may take: a stuck server fails the message instead of holding the caller. */
const SMTP_TIMEOUTS = { connectionTimeout: 15_000, greetingTimeout: 10_000, socketTimeout: 30_000 };

const addresses = (value: string | readonly string[] | undefined) =>
  (typeof value === 'string' ? value.split(/[,;]/) : [...(value ?? [])]).map((a) => a.trim()).filter(Boolean);

const joined = (value: string | readonly string[] | undefined) => addresses(value).join(', ') || null;

export function presentMail(row: Row): MailOutboxResponse {
  return {
    mailId: row.mailId, tenantId: row.tenantId, kind: row.kind, to: row.toAddresses, cc: row.ccAddresses, bcc: row.bccAddresses,
    subject: row.subject, text: row.textBody, html: row.htmlBody, status: row.status as MailStatus, statusReason: row.statusReason,
    messageId: row.messageId, created: row.created.toISOString(), sent: row.sent?.toISOString() ?? null,
  };
}

/** The From: MAIL_FROM, else portal@ the host people reach the portal at. */
export function mailFrom(config: Pick<Config, 'MAIL_FROM' | 'publicUrl'>): string {
  return config.MAIL_FROM ?? `Portal <portal@${URL.parse(config.publicUrl)?.hostname || 'localhost'}>`;
}

/**
 * The one mailer: every message becomes a row of the mail outbox first; with SMTP_URL it is then handed
 * to that server (nodemailer) and the row says `sent` (with the server's message id) or `failed` (with its
 * answer); without, it stays `queued` for administrators to read (GET v1/mailoutbox). `send` throws only
 * for a message without recipient (400) or a database fault; a refused delivery is recorded, not thrown.
 */
export function createMailer({ db, config, clock = () => new Date(), shareInserts = false }: {
  db: DbOrTx;
  config: Pick<Config, 'SMTP_URL' | 'MAIL_FROM' | 'publicUrl'>;
  clock?: () => Date;
  /**
   * Messages sent while an insert is in flight share the next one (db/batcher.ts): for a mailer on a pool that
   * many callers use at once (the action runner's bursts). Never with a transaction, whose caller expects its
   * message inside it.
   */
  shareInserts?: boolean;
}) {
  const transport = config.SMTP_URL ? nodemailer.createTransport({ url: config.SMTP_URL, ...SMTP_TIMEOUTS }) : undefined;
  const from = mailFrom(config);
  const insertRows = async (rows: NewRow[]): Promise<Row[]> => {
    const inserted = new Map((await db.insert(mailOutbox).values(rows).returning()).map((row) => [row.mailId, row]));
    return rows.map((row) => {
      const found = inserted.get(row.mailId);
      if (!found) throw new Error('insert returned no row');
      return found;
    });
  };
  const insert = shareInserts ? createBatcher(insertRows) : async (row: NewRow) => (await insertRows([row]))[0]!;

  async function send(message: MailMessage): Promise<MailOutboxResponse> {
    const to = joined(message.to);
    if (!to) throw badRequest(mailMessages.noRecipient);
    const row = await insert({
      tenantId: message.tenantId, mailId: randomUUID(), kind: message.kind, toAddresses: to, ccAddresses: joined(message.cc),
      bccAddresses: joined(message.bcc), subject: message.subject, textBody: message.text, htmlBody: message.html ?? null,
      status: 'queued', created: clock(),
    });
    if (!transport) return presentMail(row);
    let outcome: Partial<Row>;
    try {
      const info = await transport.sendMail({
        from, to, cc: row.ccAddresses ?? undefined, bcc: row.bccAddresses ?? undefined,
        subject: message.subject, text: message.text, html: message.html,
      });
      outcome = { status: 'sent', messageId: info.messageId ?? null, sent: clock(), statusReason: null };
    } catch (error) {
      outcome = { status: 'failed', statusReason: error instanceof Error ? error.message.slice(0, 2000) : String(error) };
    }
    const [updated] = await db.update(mailOutbox).set(outcome)
      .where(and(eq(mailOutbox.tenantId, row.tenantId), eq(mailOutbox.mailId, row.mailId))).returning();
    return presentMail(updated ?? row);
  }

  return {
    send,
    /** True when mail is handed to an SMTP server, false when it stays in the outbox. */
    delivers: transport !== undefined,
    close: () => transport?.close(),
  };
}

export type Mailer = ReturnType<typeof createMailer>;
