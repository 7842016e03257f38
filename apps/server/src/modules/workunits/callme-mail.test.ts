import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox } from '../../platform/mail/index.ts';
import { type Smtp, startSmtp } from '../../platform/mail/smtp.fixture.ts';
import { type TestContext, createTestContext } from '../../test/context.ts';
import { clientFor } from './test-helpers.ts';

/** The Resolution Center's call-me request mails the tenant's internal notification address (a real local SMTP server). */
let smtp: Smtp;
let ctx: TestContext;
beforeAll(async () => {
  smtp = await startSmtp();
  ctx = await createTestContext({ SMTP_URL: smtp.url });
});
afterAll(() => smtp.stop());

describe('call me', () => {
  it("mails the call-back request to the tenant's internal notification address, the title escaped in the HTML", async () => {
    const { tenantId } = await ctx.factories.tenant({ name: 'Alpha', internalNotificationEmailAddress: 'noc@alpha.example' });
    const customer = await clientFor(ctx, { role: 'Customer', tenantIds: [tenantId], values: { homeTenantId: tenantId } });
    const { workUnitId } = await ctx.factories.workUnit({
      tenantId, workUnitTypeId: 3, title: 'Printer <script>alert(1)</script>', stakeholderPhoneNumber: '555-0101',
      stakeHolderEmailAddress: customer.user.email!,
    });
    const res = await customer.call('POST', `/v1/workunitnotes/callme/${workUnitId}`);
    expect(res.statusCode).toBe(200);

    const rows = await ctx.db.select().from(mailOutbox).where(eq(mailOutbox.tenantId, tenantId));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      kind: 'callMe', toAddresses: 'noc@alpha.example', status: 'sent',
      subject: `Call back requested: work unit ${workUnitId}, Printer <script>alert(1)</script>`,
    });
    expect(rows[0]?.textBody).toContain(`Call back requested by ${customer.user.displayName} at 555-0101.`);
    expect(rows[0]?.htmlBody).toContain('Printer &lt;script&gt;alert(1)&lt;/script&gt;');
    expect(rows[0]?.htmlBody).not.toContain('<script>');
    expect(smtp.received.at(-1)?.to).toEqual(['noc@alpha.example']);
  });

  it('sends nothing when the tenant has no internal notification address, and still takes the request', async () => {
    const { tenantId } = await ctx.factories.tenant({ name: 'Beta', internalNotificationEmailAddress: null });
    const customer = await clientFor(ctx, { role: 'Customer', tenantIds: [tenantId], values: { homeTenantId: tenantId } });
    const { workUnitId } = await ctx.factories.workUnit({ tenantId, workUnitTypeId: 3, stakeHolderEmailAddress: customer.user.email! });
    const before = smtp.received.length;
    expect((await customer.call('POST', `/v1/workunitnotes/callme/${workUnitId}`)).statusCode).toBe(200);
    expect(await ctx.db.select().from(mailOutbox).where(eq(mailOutbox.tenantId, tenantId))).toEqual([]);
    expect(smtp.received).toHaveLength(before);
  });
});
