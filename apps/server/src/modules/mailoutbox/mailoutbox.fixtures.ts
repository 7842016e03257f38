import { createMailer } from '../../platform/mail/index.ts';
import type { TestContext } from '../../test/context.ts';

/** One queued message in the tenant; the list route takes no id, so the matrix checks it never lists it elsewhere. */
export async function createForeignRecords(ctx: TestContext, tenantId: string): Promise<Record<string, string>> {
  const mail = await createMailer({ db: ctx.db, config: { publicUrl: ctx.config.publicUrl } })
    .send({ tenantId, to: 'ops@example.com', subject: 'Fixture', text: 'Fixture message', kind: 'callMe' });
  return { mailId: mail.mailId };
}
