import { COMMUNICATION_REMINDER_LEAD_MINUTES, type CommunicationStatus, communicationStatusLabels } from '@portal/contracts';
import { and, asc, eq, inArray, isNotNull, lte, or, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import type { DbOrTx } from '../../db/types.ts';
import { identityEquals } from '../../db/identity.ts';
import { users } from '../../platform/identity/users.table.ts';
import { defineJob } from '../../platform/jobs/define.ts';
import { createMailer, renderTemplate } from '../../platform/mail/index.ts';
import { tenants } from '../tenants/tenants.table.ts';
import { workUnitCommunications as communications } from './workunitcommunications.table.ts';

const OPEN: CommunicationStatus[] = ['Investigating', 'ConfirmedImpact', 'ServiceRestored'];
const BATCH = 50;

export interface ReminderDeps {
  db: Db;
  config: Pick<Config, 'SMTP_URL' | 'MAIL_FROM' | 'publicUrl'>;
  clock?: () => Date;
  leadMinutes?: number;
}

/** The program manager's mail address: the stored name when it is one, else the account's email. */
async function addressOf(db: DbOrTx, serviceManager: string): Promise<string | null> {
  if (serviceManager.includes('@')) return serviceManager;
  const [user] = await db.select({ email: users.email }).from(users)
    .where(or(identityEquals(users.userName, serviceManager), identityEquals(users.email, serviceManager))).limit(1);
  return user?.email ?? null;
}

/**
 * One batch of reminders: open communications whose nextUpdate is within the lead time (or already
 * passed) and whose reminder for that nextUpdate has not gone out. Each is claimed by setting
 * reminderSentFor = nextUpdate in the same transaction that writes the mail into the outbox, so two
 * nodes, or a retry after a crash, mail once per communication per nextUpdate. Returns how many it claimed.
 */
export async function sendDueReminders({ db, config, clock = () => new Date(), leadMinutes = COMMUNICATION_REMINDER_LEAD_MINUTES }: ReminderDeps): Promise<number> {
  const now = clock();
  const horizon = new Date(now.getTime() + leadMinutes * 60_000);
  return db.transaction(async (tx) => {
    const due = await tx.select().from(communications).where(and(
      inArray(communications.status, OPEN),
      isNotNull(communications.nextUpdate),
      lte(communications.nextUpdate, horizon),
      sql`${communications.reminderSentFor} is distinct from ${communications.nextUpdate}`,
    )).orderBy(asc(communications.nextUpdate)).limit(BATCH).for('update', { skipLocked: true });
    if (!due.length) return 0;
    const mailer = createMailer({ db: tx, config, clock });
    for (const c of due) {
      await tx.update(communications).set({ reminderSentFor: c.nextUpdate })
        .where(and(eq(communications.tenantId, c.tenantId), eq(communications.workUnitCommunicationId, c.workUnitCommunicationId)));
      const to = await addressOf(tx, c.serviceManager);
      if (!to) continue;
      const [tenant] = await tx.select({ name: tenants.name }).from(tenants).where(eq(tenants.tenantId, c.tenantId));
      const passed = c.nextUpdate!.getTime() <= now.getTime();
      const dueText = c.nextUpdate!.toUTCString();
      const link = `${config.publicUrl.replace(/\/$/, '')}/${c.tenantId}/workunitcommunications?publicWuCommId=${c.publicWorkUnitCommunicationId}`;
      const mail = renderTemplate('WorkUnitCommunication', {
        Subject: passed
          ? `Overdue: the customer update of WUCOMM ${c.title} was due ${dueText}`
          : `Reminder: the next customer update of WUCOMM ${c.title} is due ${dueText}`,
        Message: [
          `WUCOMM #${c.publicWorkUnitCommunicationId}: ${c.title}`,
          `Status: ${communicationStatusLabels[c.status as CommunicationStatus] ?? c.status}`,
          `Next customer update: ${dueText}${passed ? ' (passed)' : ''}`,
          '',
          'Publish the update and set the next one:',
          link,
        ].join('\n'),
        'Tenant.Name': tenant?.name ?? '',
      });
      await mailer.send({ tenantId: c.tenantId, to, ...mail, kind: 'workUnitCommunication' });
    }
    return due.length;
  });
}

/**
 * `workunitcommunications.remind`: every minute, mails each open communication's program manager
 * COMMUNICATION_REMINDER_LEAD_MINUTES before its nextUpdate passes (once per nextUpdate). Overdue itself
 * is computed when read (nextUpdate passed while open), so it needs no job.
 */
export const reminderJob = (deps: ReminderDeps) => defineJob({
  name: 'workunitcommunications.remind',
  payload: z.object({}),
  cron: '* * * * *',
  policy: 'short',
  retryLimit: 3,
  retryDelaySeconds: 10,
  async run(_payload, { log, signal }) {
    let total = 0;
    for (;;) {
      const claimed = await sendDueReminders(deps);
      total += claimed;
      if (claimed < BATCH || signal.aborted) break;
    }
    if (total) log.info({ reminders: total }, 'communication reminders sent');
  },
});
