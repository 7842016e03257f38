import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox } from '../../platform/mail/index.ts';
import { type TestContext, createTestContext } from '../../test/context.ts';
import { clientFor } from '../workunits/test-helpers.ts';
import { communicationFixture } from './workunitcommunications.fixtures.ts';
import { sendDueReminders } from './workunitcommunications.jobs.ts';
import { workUnitCommunications } from './workunitcommunications.table.ts';
import seedWorkUnitCommunications from './seed.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
  await ctx.factories.user({ values: { userName: 'manager', email: 'manager@portal.example' } });
});

describe('the demo communications', () => {
  it("relate to an open incident of the demo customer, who reads them with their customer-facing steps in the Resolution Center", async () => {
    const { tenantId } = await ctx.factories.tenant({ name: 'Demo Co' });
    const customer = await clientFor(ctx, { role: 'Customer', tenantIds: [tenantId], values: { homeTenantId: tenantId } });
    const mine = await ctx.factories.workUnit({ tenantId, workUnitTypeId: 3, stateId: 3, stakeHolderEmailAddress: customer.user.email! });
    await ctx.factories.workUnit({ tenantId, workUnitTypeId: 3, stateId: 1, stakeHolderEmailAddress: 'someone@else.example' });
    await seedWorkUnitCommunications({ db: ctx.db, config: ctx.config, tenants: [{ tenantId, name: 'Demo Co' }], subscriptions: [] });

    const res = await customer.call('GET', `/v1/workunits/rc/${mine.workUnitId}/communications`);
    expect(res.statusCode).toBe(200);
    const [communication] = res.json();
    expect(communication).toMatchObject({ title: 'Demo Co: email delivery delayed', status: 'ConfirmedImpact', statusLabel: 'Open - Confirmed Impact' });
    expect(communication.activities.map((a: { details: string; isComplete: boolean }) => [a.details, a.isComplete])).toEqual([
      ['Confirmed the delay on the mail relays and opened a bridge.', true],
      ['Moved the queue to the standby relay.', true],
      ['Drain the remaining queue and watch delivery times for an hour.', false],
    ]);
    const staff = await clientFor(ctx, { role: 'Administrator' });
    const list = await staff.call('GET', `/v1/workunitcommunications?$filter=tenantId eq ${tenantId}`);
    expect(list.json().value.map((c: { status: string }) => c.status).sort()).toEqual(['ConfirmedImpact', 'Resolved']);
  });
});

describe('the reminder job', () => {
  it('mails the program manager once per next update, shortly before it passes, and nothing for closed ones', async () => {
    const { tenantId } = await ctx.factories.tenant();
    const t0 = Date.now();
    const soon = await communicationFixture(ctx, tenantId, { nextUpdate: new Date(t0 + 10 * 60_000), serviceManager: 'manager' });
    await communicationFixture(ctx, tenantId, { nextUpdate: new Date(t0 + 60 * 60_000) });
    await communicationFixture(ctx, tenantId, { status: 'Resolved', nextUpdate: new Date(t0 + 60_000) });
    const deps = { db: ctx.db, config: ctx.config, clock: () => new Date(t0) };
    const reminders = () => ctx.db.select().from(mailOutbox).where(and(eq(mailOutbox.tenantId, tenantId), eq(mailOutbox.kind, 'workUnitCommunication')));

    expect(await sendDueReminders(deps)).toBe(1);
    expect(await sendDueReminders(deps)).toBe(0);
    const [mail] = await reminders();
    expect(mail).toMatchObject({ toAddresses: 'manager@portal.example' });
    expect(mail?.subject).toContain('Reminder: the next customer update of WUCOMM Email delayed is due');
    expect(mail?.textBody).toContain(`publicWuCommId=${soon.communication.publicWorkUnitCommunicationId}`);

    // A new promise gets its own reminder, once; past it, the mail says it is overdue.
    await ctx.db.update(workUnitCommunications).set({ nextUpdate: new Date(t0 + 5 * 60_000) })
      .where(eq(workUnitCommunications.workUnitCommunicationId, soon.communication.workUnitCommunicationId));
    expect(await sendDueReminders({ ...deps, clock: () => new Date(t0 + 6 * 60_000) })).toBe(1);
    expect((await reminders()).map((m) => m.subject.split(':')[0]).sort()).toEqual(['Overdue', 'Reminder']);
    expect(await sendDueReminders({ ...deps, clock: () => new Date(t0 + 7 * 60_000) })).toBe(0);
  });
});
