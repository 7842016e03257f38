/**
 * Faults: a real portal node (protocols.engine-node.fixture.ts) runs a protocol's three-step OnNew sequence
 * and is killed with SIGKILL while step 2's request is in flight, then started again. The sequence must
 * complete in order with no step recorded or run twice: step 1 is not run again, step 3 runs once and only
 * after step 2, and step 2's interrupted delivery is repeated with the same webhook-id (Standard Webhooks:
 * the receiver deduplicates on it) once its claim lapses.
 */
import { type IncomingMessage, type ServerResponse, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { and, asc, eq, sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { nodeProcesses } from '../../platform/jobs/node-processes.fixture.ts';
import { createTestContext } from '../../test/context.ts';
import { TEST_SECRETS_KEY } from '../../test/factories.ts';
import { freePorts } from '../../test/free-port.ts';
import { actionDefinitions, actionHistories } from '../actiondefinitions/actiondefinitions.table.ts';
import { registerWorkUnitEventConsumer } from '../workunits/index.ts';
import { agentPermissions, clientFor, expectStatus, incidentBody } from '../workunits/test-helpers.ts';
import { workUnitHistory } from '../workunits/workunits.table.ts';
import { PROTOCOLS_CONSUMER } from './protocols.engine.ts';
import { makeProtocol, makeProtocolAction } from './protocols.fixtures.ts';

const ctx = await createTestContext({}, { poolSize: 3 });
const processes = nodeProcesses(new URL('./protocols.engine-node.fixture.ts', import.meta.url));
const startNode = (port: number) => processes.start([ctx.databaseUrl, String(port), TEST_SECRETS_KEY]);
const held: ServerResponse[] = [];
const deliveries: Array<{ step: string; id: string; at: number }> = [];
const receiver = createServer((req: IncomingMessage, res: ServerResponse) => {
  req.resume();
  req.on('end', () => {
    const step = (req.url ?? '').slice(1);
    deliveries.push({ step, id: String(req.headers['webhook-id']), at: Date.now() });
    // Step 2's first delivery is never answered: the node dies waiting for it.
    if (step === 's2' && deliveries.filter((d) => d.step === 's2').length === 1) held.push(res);
    else res.writeHead(200).end();
  });
});
afterAll(async () => {
  processes.killAll();
  for (const res of held) res.destroy();
  await new Promise((resolve) => receiver.close(resolve));
});

async function until(what: string, done: () => Promise<boolean> | boolean, ms: number) {
  const deadline = Date.now() + ms;
  while (!(await done())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

describe('a protocol sequence whose node is killed mid-step', () => {
  it('completes after a restart, in order, with no step recorded or run twice', { timeout: 240_000 }, async () => {
    await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
    const receiverPort = (receiver.address() as AddressInfo).port;
    await registerWorkUnitEventConsumer(ctx.db, PROTOCOLS_CONSUMER);
    const { tenantId } = await ctx.factories.tenant();
    const agent = await clientFor(ctx, { permissions: agentPermissions, tenantIds: [tenantId] });
    const protocol = await makeProtocol(ctx, tenantId, { name: 'Killed mid-sequence' });
    for (const [i, step] of ['s1', 's2', 's3'].entries()) {
      const actionDefinitionId = crypto.randomUUID();
      await ctx.db.insert(actionDefinitions).values({
        actionDefinitionId, tenantId, name: step, actionDefinitionTypeId: 2, endpointUrl: `http://127.0.0.1:${receiverPort}/${step}`, httpMethod: 'POST', body: '{}',
      });
      await makeProtocolAction(ctx, protocol.protocolId, { actionDefinitionId, sequence: i + 1, parameters: {}, summary: step });
    }
    const [port] = await freePorts(1);
    let node = await startNode(port!);

    const created = await agent.call('PUT', '/v1/workunits', incidentBody(tenantId, { protocolId: protocol.protocolId }));
    expectStatus(created, 200);
    const workUnitId: number = created.json().workUnitId;
    await until('step 2 in flight', () => deliveries.some((d) => d.step === 's2'), 60_000);
    await processes.kill(node);
    for (const res of held) res.destroy();
    node = await startNode(port!);

    const runs = () => ctx.db.select().from(actionHistories)
      .where(and(eq(actionHistories.tenantId, tenantId), eq(actionHistories.correlationId, String(workUnitId)))).orderBy(asc(actionHistories.created));
    // Step 2's claim lapses after the runner's 60 s lease; the minute sweep or a kick takes it again.
    await until('the sequence to finish', async () => {
      const rows = await runs();
      return rows.length === 3 && rows.every((r) => r.actionProcessed !== null);
    }, 180_000);
    const rows = await runs();
    const step = (name: string) => deliveries.filter((d) => d.step === name);
    expect(rows.map((r) => r.resultStatusId)).toEqual([1, 1, 1]);
    expect(step('s1')).toHaveLength(1);
    expect(step('s3')).toHaveLength(1);
    // The interrupted delivery was repeated once, as the same message.
    expect(step('s2')).toHaveLength(2);
    expect(new Set(step('s2').map((d) => d.id)).size).toBe(1);
    expect(step('s3')[0]!.at).toBeGreaterThanOrEqual(step('s2')[1]!.at);
    // Distinct messages: one per step, matching the three runs.
    expect(new Set(deliveries.map((d) => d.id))).toEqual(new Set(rows.map((r) => r.messageId)));
    const history = await ctx.db.select().from(workUnitHistory)
      .where(and(eq(workUnitHistory.workUnitId, workUnitId), sql`${workUnitHistory.historyType} like 'ProtocolAction%'`));
    expect(history.map((h) => h.historyType)).toEqual(['ProtocolActionActivity', 'ProtocolActionActivity', 'ProtocolActionActivity']);
    console.log(`fault test: deliveries ${deliveries.map((d) => d.step).join(', ')}; s2 repeated ${step('s2')[1]!.at - step('s2')[0]!.at} ms later with the same webhook-id`);
  });
});
