import { beforeAll, describe, expect, it } from 'vitest';
import { type TestContext, createTestContext } from '../../test/context.ts';
import { claimWorkUnitEvents, registerWorkUnitEventConsumer } from './workunit-events.ts';
import { type Client, agentPermissions, clientFor, incidentBody } from './test-helpers.ts';

let ctx: TestContext;
let agent: Client;
let tenantId: string;

beforeAll(async () => {
  // Two connections whatever TEST_DB_POOL_SIZE says: a test holds a claim open in one transaction while a second claims.
  ctx = await createTestContext({}, { poolSize: 2 });
  agent = await clientFor(ctx, { permissions: agentPermissions });
  ({ tenantId } = await ctx.factories.tenant({ assignmentGroups: 'Service Desk,Network Team' }));
  await registerWorkUnitEventConsumer(ctx.db, 'rules');
  await registerWorkUnitEventConsumer(ctx.db, 'protocols');
});

const claim = (consumer: string, limit = 100) => ctx.db.transaction((tx) => claimWorkUnitEvents(tx, consumer, limit));

describe('work unit events', () => {
  it('are written with the change, once for each consumer, and claimed by each on its own', async () => {
    await claim('rules');
    await claim('protocols');
    const created = (await agent.call('PUT', '/v1/workunits', incidentBody(tenantId))).json();
    const workUnitId = created.workUnitId as number;
    const patch = (ops: unknown[]) => agent.call('PATCH', `/v1/workunits/${workUnitId}`, ops);
    expect((await patch([{ op: 'replace', path: '/stateId', value: 2 }])).statusCode).toBe(200);
    expect((await patch([{ op: 'replace', path: '/title', value: 'A better title' }])).statusCode).toBe(200);

    const forRules = await claim('rules');
    expect(forRules.map((e) => e.kind)).toEqual(['created', 'stateChanged', 'changed']);
    expect(forRules[0]).toMatchObject({ tenantId, workUnitId, stateId: 1, previousStateId: null, workUnit: { workUnitId, tenantId, stateId: 1 } });
    expect(forRules[1]).toMatchObject({ stateId: 2, previousStateId: 1, changed: expect.arrayContaining(['stateId']) });
    expect(forRules[2]).toMatchObject({ changed: ['title'], workUnit: { title: 'A better title' } });
    expect(await claim('rules')).toEqual([]);

    const forProtocols = await claim('protocols');
    expect(forProtocols.map((e) => e.eventId)).toEqual(forRules.map((e) => e.eventId));
  });

  it('go back to the consumer when its transaction rolls back, and are never claimed twice at once', async () => {
    await claim('rules');
    for (let i = 0; i < 3; i++) await agent.call('PUT', '/v1/workunits', incidentBody(tenantId));
    await expect(ctx.db.transaction(async (tx) => {
      expect(await claimWorkUnitEvents(tx, 'rules', 10)).toHaveLength(3);
      throw new Error('died');
    })).rejects.toThrow('died');
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let first = 0;
    let claimed!: () => void;
    const firstClaimed = new Promise<void>((resolve) => (claimed = resolve));
    const holding = ctx.db.transaction(async (tx) => {
      first = (await claimWorkUnitEvents(tx, 'rules', 2)).length;
      claimed();
      await held;
    });
    await firstClaimed;
    const second = await claim('rules');
    release();
    await holding;
    expect([first, second.length]).toEqual([2, 1]);
  });
});
