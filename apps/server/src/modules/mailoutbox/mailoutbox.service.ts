import type { Db } from '../../db/client.ts';
import type { Actor } from '../../platform/auth/index.ts';
import { mailOutbox } from '../../platform/mail/index.ts';
import { type ODataQuery, runList } from '../../platform/odata/index.ts';
import { tenantScope } from '../../platform/tenancy/index.ts';
import { mailOutboxEntity } from './mailoutbox.entity.ts';

/** The permission that reads the mail outbox: administrators' Settings, per tenant (docs/mail.md). */
export const MAIL_OUTBOX_PERMISSION = 'Settings:view' as const;

/** Reads of the mail outbox; its rows are written by platform/mail's mailer only. */
export function createMailOutboxService({ db }: { db: Db }) {
  async function list(actor: Actor, query: ODataQuery) {
    return runList(db, mailOutboxEntity, query, { where: (ref) => tenantScope(actor, MAIL_OUTBOX_PERMISSION, ref(mailOutbox.tenantId)) });
  }
  return { list };
}
