/**
 * Faults: two real portal nodes (evaluation-node.fixture.ts) on one database while packets stream in to
 * both; one is killed with SIGKILL mid-stream and started again. Every acknowledged packet must have been
 * evaluated exactly once (its match counted once) and no action enqueued twice for one match event.
 */
import { randomUUID } from 'node:crypto';
import { BUILT_IN_ACTION_IDS } from '@portal/contracts';
import { afterAll, describe, expect, it } from 'vitest';
import { nodeProcesses } from '../../../platform/jobs/node-processes.fixture.ts';
import { createTestContext } from '../../../test/context.ts';
import { TEST_SECRETS_KEY } from '../../../test/factories.ts';
import { freePorts } from '../../../test/free-port.ts';
import { createPacketsService } from '../../packets/packets.service.ts';
import { makeRule } from '../rules.fixtures.ts';

const ctx = await createTestContext({}, { poolSize: 3 });
const processes = nodeProcesses(new URL('./evaluation-node.fixture.ts', import.meta.url));
afterAll(() => processes.killAll());
const startNode = (port: number) => processes.start([ctx.databaseUrl, String(port), TEST_SECRETS_KEY]);

const count = async (text: string, values: unknown[] = []) => Number((await ctx.db.$client.query<{ n: string }>(text, values)).rows[0]!.n);

describe('evaluation across two nodes, one killed with SIGKILL mid-stream', () => {
  it('evaluates every acknowledged packet once and enqueues no action twice for one match event', { timeout: 180_000 }, async () => {
    const tenant = await ctx.factories.tenant();
    const { token } = await ctx.factories.tokenGrant({ tenantId: tenant.tenantId });
    const entityIds = Array.from({ length: 20 }, () => randomUUID());
    await createPacketsService({ db: ctx.db }).registerEntities(ctx.db, tenant.tenantId, entityIds.map((entityId) => ({ entityId, kind: 'device' })));
    const rule = await makeRule(ctx, tenant.tenantId, {
      matchLifetime: '01:00:00', matchActions: [{ actionDefinitionId: BUILT_IN_ACTION_IDS.email, parameters: { Template: 'Simple' } }],
    });
    const [portA, portB] = await freePorts(2);
    const ports = [portA!, portB!];
    const nodes = [await startNode(ports[0]!), await startNode(ports[1]!)];

    const acknowledged = new Set<string>();
    let refused = 0;
    let partial = 0;
    const post = async (port: number) => {
      const batch = Array.from({ length: 50 }, (_, i) => ({
        packetId: randomUUID(), entityId: entityIds[i % entityIds.length]!, timestamp: new Date().toISOString(), message: { Metrics: { DeviceCpu: 90 } },
      }));
      const answer = await fetch(`http://127.0.0.1:${port}/v1/packets`, {
        method: 'POST', headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' }, body: JSON.stringify(batch),
      }).catch(() => undefined);
      if (answer?.status === 200) {
        const body = (await answer.json()) as { stored: number };
        if (body.stored !== 50) partial++;
        for (const p of batch) acknowledged.add(p.packetId);
      } else refused++;
    };
    let killed = false;
    const stream = async (lane: number, until: number) => {
      while (Date.now() < until) await post(ports[killed && lane === 0 ? 1 : lane]!);
    };
    const until = Date.now() + 8_000;
    const streaming = Promise.all([stream(0, until), stream(1, until), stream(0, until), stream(1, until)]);
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    const gone = processes.kill(nodes[0]!);
    killed = true;
    await streaming;
    await gone;
    nodes[0] = await startNode(ports[0]!);

    const deadline = Date.now() + 90_000;
    while (await count('select count(*) as n from packet_arrivals') > 0) {
      if (Date.now() > deadline) throw new Error('the arrivals were not drained within 90 s');
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    const stored = await count('select count(*) as n from packets where tenant_id = $1', [tenant.tenantId]);
    const ids = new Set((await ctx.db.$client.query<{ packet_id: string }>('select packet_id from packets where tenant_id = $1', [tenant.tenantId])).rows.map((r) => r.packet_id));
    expect(partial).toBe(0);
    expect(acknowledged.size).toBeGreaterThan(500);
    for (const id of acknowledged) expect(ids.has(id)).toBe(true);
    // Each stored packet matched once: the open matches (one per entity) counted exactly the stored packets.
    expect(await count('select count(*) as n from rule_matches where rule_id = $1', [rule.ruleId])).toBe(entityIds.length);
    expect(await count('select coalesce(sum(match_count), 0) as n from rule_matches where rule_id = $1', [rule.ruleId])).toBe(stored);
    // One action per match event, none twice (the idempotency key is the match and its count).
    expect(await count(`select count(*) as n from action_histories where tenant_id = $1 and trigger = 'match'`, [tenant.tenantId])).toBe(stored);
    expect(await count(`select count(distinct idempotency_key) as n from action_histories where tenant_id = $1 and trigger = 'match'`, [tenant.tenantId])).toBe(stored);
    console.log(`fault test: ${acknowledged.size} acknowledged, ${stored} stored and evaluated once, ${refused} calls refused while a node was down`);
  });
});
