import { communicationMessages } from '@portal/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox } from '../../platform/mail/index.ts';
import { type Smtp, startSmtp } from '../../platform/mail/smtp.fixture.ts';
import { type TestContext, createTestContext } from '../../test/context.ts';
import { clientFor } from '../workunits/test-helpers.ts';
import { communicationFixture } from './workunitcommunications.fixtures.ts';

/** The internal notification through a real local SMTP server, which refuses one address. */
let smtp: Smtp;
let ctx: TestContext;
beforeAll(async () => {
  smtp = await startSmtp({ refuse: (address) => (address.startsWith('refused@') ? 'Mailbox unavailable' : undefined) });
  ctx = await createTestContext({ SMTP_URL: smtp.url });
});
afterAll(() => smtp.stop());

describe('the internal notification', () => {
  it("reaches the tenant's address through SMTP, and a refused delivery is a failure the caller sees", async () => {
    const { tenantId } = await ctx.factories.tenant({ internalNotificationEmailAddress: 'noc@alpha.example' });
    const { tenantId: refusingTenant } = await ctx.factories.tenant({ internalNotificationEmailAddress: 'refused@beta.example' });
    const staff = await clientFor(ctx, { permissions: ['WorkUnitCommunications:view', 'WorkUnitCommunications:edit'] });
    const { communication } = await communicationFixture(ctx, tenantId);

    const sent = await staff.call('GET', `/v1/workunitcommunications/${communication.workUnitCommunicationId}/sendInternalNotification`);
    expect(sent.statusCode).toBe(200);
    expect(sent.json()).toEqual({ message: communicationMessages.notificationSent });
    expect(smtp.received.at(-1)?.to).toEqual(['noc@alpha.example']);
    expect(smtp.received.at(-1)?.data).toContain('Email delayed');
    const [row] = await ctx.db.select().from(mailOutbox).where(and(eq(mailOutbox.tenantId, tenantId), eq(mailOutbox.kind, 'workUnitCommunication')));
    expect(row?.status).toBe('sent');

    const refused = await communicationFixture(ctx, refusingTenant);
    const failed = await staff.call('GET', `/v1/workunitcommunications/${refused.communication.workUnitCommunicationId}/sendInternalNotification`);
    expect(failed.statusCode).toBe(502);
    const [failedRow] = await ctx.db.select().from(mailOutbox).where(eq(mailOutbox.tenantId, refusingTenant));
    expect(failedRow?.status).toBe('failed');
  });
});
