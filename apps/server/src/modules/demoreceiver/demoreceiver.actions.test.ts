import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { portalOutbound } from '../../platform/outbound/index.ts';
import { type TestContext, createTestContext } from '../../test/context.ts';
import { createActionsRuntime, enqueue } from '../actiondefinitions/index.ts';
import { actionDefinitions, actionHistories } from '../actiondefinitions/actiondefinitions.table.ts';
import { demoDeliveries } from './demoreceiver.table.ts';

/** The demo as a newcomer sees it: an HTTP action aimed at demo-receiver.invalid, run by the real runner, lands here. */
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ DEMO_FEED: 'true' });
  await ctx.app.listen({ port: 0, host: '127.0.0.1' });
});

async function runDemoAction(demoReceiver: boolean) {
  const { tenantId } = await ctx.factories.tenant();
  const actionDefinitionId = crypto.randomUUID();
  await ctx.db.insert(actionDefinitions).values({
    actionDefinitionId, tenantId, name: 'Demo receiver webhook', actionDefinitionTypeId: 3, httpMethod: 'POST',
    endpointUrl: 'http://demo-receiver.invalid/v1/demoreceiver/hooks', body: '{"rule":"{Rule.Name}"}',
  });
  const outbound = portalOutbound(ctx.config, { demoReceiver, server: ctx.app.server });
  const { runner } = createActionsRuntime({ db: ctx.db, config: ctx.config, http: () => outbound, schedule: [] });
  const key = crypto.randomUUID();
  const [written] = await ctx.db.transaction((tx) => enqueue(tx, [{
    tenantId, actionDefinitionId, parameters: {}, tokens: { 'Rule.Name': 'CPU high' }, correlationId: key, trigger: 'match', idempotencyKey: key,
  }]));
  await runner.runDue();
  const [history] = await ctx.db.select().from(actionHistories).where(eq(actionHistories.actionHistoryId, written!.actionHistoryId));
  const deliveries = await ctx.db.select().from(demoDeliveries).where(eq(demoDeliveries.tenantId, tenantId));
  return { tenantId, messageId: written!.messageId, history: history!, deliveries };
}

describe('the demo HTTP action', () => {
  it('reaches the demo receiver while the demo feed is on, signed so that it verifies', async () => {
    const { messageId, history, deliveries } = await runDemoAction(true);
    expect(history.resultStatusId).toBe(1);
    expect(deliveries).toHaveLength(1);
    expect(deliveries[0]).toMatchObject({ webhookId: messageId, body: '{"rule":"CPU high"}', deliveries: 1 });
  });

  it('does not reach this listener when the name is not mapped (demo feed off)', async () => {
    const { history, deliveries } = await runDemoAction(false);
    expect(history.resultStatusId).not.toBe(1);
    expect(deliveries).toHaveLength(0);
  });
});
