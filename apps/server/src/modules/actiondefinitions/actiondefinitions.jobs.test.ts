import { type IncomingHttpHeaders, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { type App, buildApp } from '../../app.ts';
import { createInvalidation } from '../../platform/invalidation/invalidation.ts';
import { createJobRunner } from '../../platform/jobs/runner.ts';
import { createTestContext } from '../../test/context.ts';
import { enqueueRuns } from './actiondefinitions.enqueue.ts';
import { parseRetrySchedule } from './actiondefinitions.jobs.ts';
import { actionDefinitions, actionHistories } from './actiondefinitions.table.ts';

const ctx = await createTestContext({ ACTION_ALLOWED_HOSTS: '127.0.0.1' });
const silent = { info() {}, warn() {}, error() {} };

/** A node of the portal with its job runner and cross-node hints running, as `npm start` has them. */
async function node(): Promise<App> {
  const jobs = createJobRunner({ connectionString: ctx.databaseUrl, log: silent, pollingIntervalSeconds: 0.5 });
  const invalidation = await createInvalidation({ connectionString: ctx.databaseUrl });
  const app = await buildApp({ config: ctx.config, db: ctx.db, jobs, invalidation });
  await app.ready();
  await jobs.start();
  return app;
}

describe('the action jobs', () => {
  const received: Array<{ at: number; headers: IncomingHttpHeaders }> = [];
  const server = createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      received.push({ at: Date.now(), headers: req.headers });
      res.writeHead(204).end();
    });
  });
  let app: App | undefined;
  afterAll(async () => {
    await app?.close();
    await new Promise((resolve) => server.close(resolve));
  });

  it('starts a run within about a second of its transaction committing, and not before', async () => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const port = (server.address() as AddressInfo).port;
    app = await node();
    const tenant = await ctx.factories.tenant();
    const actionDefinitionId = crypto.randomUUID();
    await ctx.db.insert(actionDefinitions).values({
      actionDefinitionId, tenantId: tenant.tenantId, name: 'Hook', actionDefinitionTypeId: 3, endpointUrl: `http://127.0.0.1:${port}/`, httpMethod: 'POST', body: '{}',
    });
    const key = crypto.randomUUID();
    let committed = 0;
    const [written] = await ctx.db.transaction(async (tx) => {
      const rows = await enqueueRuns(tx, [{
        tenantId: tenant.tenantId, actionDefinitionId, parameters: {}, tokens: {}, correlationId: key, trigger: 'match', idempotencyKey: key,
      }]);
      // Nothing runs while the intent is uncommitted.
      await new Promise((r) => setTimeout(r, 1_500));
      expect(received).toHaveLength(0);
      committed = Date.now();
      return rows;
    });
    const end = Date.now() + 10_000;
    while (received.length === 0 && Date.now() < end) await new Promise((r) => setTimeout(r, 25));
    expect(received).toHaveLength(1);
    // About a second: the hint on commit, then the dispatch job's 0.5 s polling; generous for a loaded machine.
    expect(received[0]!.at - committed).toBeLessThan(3_000);
    expect(received[0]!.headers['webhook-id']).toBe(written!.messageId);
    const end2 = Date.now() + 5_000;
    let row = (await ctx.db.select().from(actionHistories).where(eq(actionHistories.actionHistoryId, written!.actionHistoryId)))[0]!;
    while (row.resultStatusId !== 1 && Date.now() < end2) {
      await new Promise((r) => setTimeout(r, 50));
      row = (await ctx.db.select().from(actionHistories).where(eq(actionHistories.actionHistoryId, written!.actionHistoryId)))[0]!;
    }
    expect(row).toMatchObject({ resultStatusId: 1, attemptCount: 1 });
  });

  it('reads ACTION_RETRY_SCHEDULE in seconds', () => {
    expect(parseRetrySchedule('5s,5m,30m,2h,5h,10h')).toEqual([5, 300, 1800, 7200, 18000, 36000]);
    expect(parseRetrySchedule('0.5, 2')).toEqual([0.5, 2]);
    expect(parseRetrySchedule('')).toEqual([]);
  });
});
