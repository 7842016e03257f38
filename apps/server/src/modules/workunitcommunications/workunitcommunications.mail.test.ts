import type { AddressInfo } from 'node:net';
import { communicationMessages } from '@portal/contracts';
import { and, eq } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox } from '../../platform/mail/index.ts';
import { type TestContext, createTestContext } from '../../test/context.ts';
import { clientFor } from '../workunits/test-helpers.ts';
import { communicationFixture } from './workunitcommunications.fixtures.ts';

/** The internal notification through a real local SMTP server, which refuses one address. */
const received: Array<{ to: string[]; data: string }> = [];
const smtp = new SMTPServer({
  authOptional: true, disabledCommands: ['STARTTLS'], logger: false,
  onRcptTo(address, _session, callback) {
    callback(address.address.startsWith('refused@') ? Object.assign(new Error('Mailbox unavailable'), { responseCode: 550 }) : undefined);
  },
  onData(stream, session, callback) {
    const chunks: Buffer[] = [];
    stream.on('data', (c: Buffer) => chunks.push(c));
    stream.on('end', () => { received.push({ to: session.envelope.rcptTo.map((r) => r.address), data: Buffer.concat(chunks).toString() }); callback(); });
  },
});

let ctx: TestContext;
beforeAll(async () => {
  await new Promise<void>((done) => smtp.listen(0, '127.0.0.1', () => done()));
  ctx = await createTestContext({ SMTP_URL: `smtp://127.0.0.1:${(smtp.server.address() as AddressInfo).port}` });
});
afterAll(async () => {
  await new Promise<void>((done) => smtp.close(() => done()));
});

describe('the internal notification', () => {
  it("reaches the tenant's address through SMTP, and a refused delivery is a failure the caller sees", async () => {
    const { tenantId } = await ctx.factories.tenant({ internalNotificationEmailAddress: 'noc@alpha.example' });
    const { tenantId: refusingTenant } = await ctx.factories.tenant({ internalNotificationEmailAddress: 'refused@beta.example' });
    const staff = await clientFor(ctx, { permissions: ['WorkUnitCommunications:view', 'WorkUnitCommunications:edit'] });
    const { communication } = await communicationFixture(ctx, tenantId);

    const sent = await staff.call('GET', `/v1/workunitcommunications/${communication.workUnitCommunicationId}/sendInternalNotification`);
    expect(sent.statusCode).toBe(200);
    expect(sent.json()).toEqual({ message: communicationMessages.notificationSent });
    expect(received.at(-1)?.to).toEqual(['noc@alpha.example']);
    expect(received.at(-1)?.data).toContain('Email delayed');
    const [row] = await ctx.db.select().from(mailOutbox).where(and(eq(mailOutbox.tenantId, tenantId), eq(mailOutbox.kind, 'workUnitCommunication')));
    expect(row?.status).toBe('sent');

    const refused = await communicationFixture(ctx, refusingTenant);
    const failed = await staff.call('GET', `/v1/workunitcommunications/${refused.communication.workUnitCommunicationId}/sendInternalNotification`);
    expect(failed.statusCode).toBe(502);
    const [failedRow] = await ctx.db.select().from(mailOutbox).where(eq(mailOutbox.tenantId, refusingTenant));
    expect(failedRow?.status).toBe('failed');
  });
});
