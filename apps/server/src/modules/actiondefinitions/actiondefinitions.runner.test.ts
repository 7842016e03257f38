import { createHmac, timingSafeEqual } from 'node:crypto';
import { type IncomingHttpHeaders, type Server, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { and, count, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox } from '../../platform/mail/index.ts';
import { createOutbound } from '../../platform/outbound/index.ts';
import { type TestContext, createTestContext } from '../../test/context.ts';
import { workUnitNotes, workUnits } from '../workunits/workunits.table.ts';
import { createWorkUnitNotesService, createWorkUnitsService } from '../workunits/index.ts';
import { registerRunCompletion } from './actiondefinitions.completion.ts';
import { type ActionRunRequest, enqueueRuns, enqueueSequence } from './actiondefinitions.enqueue.ts';
import { createActionsRuntime } from './actiondefinitions.runtime.ts';
import { actionDefinitions, actionHistories } from './actiondefinitions.table.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});

interface Received { headers: IncomingHttpHeaders; body: string; status: number }

/** A local receiver answering with the next status of `statuses` (the last one repeats), echoing what it got. */
async function receiver(statuses: number[], port = 0) {
  const received: Received[] = [];
  const server = createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString('utf8')));
    req.on('end', () => {
      const status = statuses[Math.min(received.length, statuses.length - 1)]!;
      received.push({ headers: req.headers, body, status });
      res.writeHead(status, { 'content-type': 'text/plain' }).end(`got key ${req.headers['x-api-key'] ?? ''}`);
    });
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return { server, received, port: (server.address() as AddressInfo).port };
}
const close = (server: Server) => new Promise<void>((resolve) => server.close(() => resolve()));

/** As a receiver verifies (Standard Webhooks): HMAC-SHA256 of id.timestamp.body with the base64 key after whsec_. */
function verifies(secret: string, headers: IncomingHttpHeaders, body: string): boolean {
  const expected = createHmac('sha256', Buffer.from(secret.slice('whsec_'.length), 'base64'))
    .update(`${headers['webhook-id']}.${headers['webhook-timestamp']}.${body}`).digest();
  return String(headers['webhook-signature']).split(' ').some((entry) => {
    const [version, sig] = entry.split(',');
    const given = Buffer.from(sig ?? '', 'base64');
    return version === 'v1' && given.length === expected.length && timingSafeEqual(given, expected);
  });
}

function runtime(schedule: number[]) {
  const workUnitsService = createWorkUnitsService({ db: ctx.db, config: ctx.config });
  const notes = createWorkUnitNotesService({ db: ctx.db, workUnits: workUnitsService });
  const outbound = createOutbound({ allowedHosts: ['127.0.0.1'] });
  return createActionsRuntime({
    db: ctx.db, config: ctx.config, http: () => outbound, schedule, random: () => 0.5,
    workUnits: { insertWorkUnit: (tx, actor, input) => workUnitsService.insertWorkUnit(tx, actor, input), addNote: (actor, body) => notes.addNote(actor, body) },
  });
}

async function hookDefinition(tenantId: string, port: number, extra: Partial<typeof actionDefinitions.$inferInsert> = {}) {
  const actionDefinitionId = crypto.randomUUID();
  await ctx.db.insert(actionDefinitions).values({
    actionDefinitionId, tenantId, name: 'Hook', actionDefinitionTypeId: 3, endpointUrl: `http://127.0.0.1:${port}/hook/{Team}`, httpMethod: 'POST',
    headers: 'X-Api-Key:{ApiKey}\nX-Team:{Team}', body: '{"value":"{Packet.Value}","team":"{Team}","rule":"{Rule.Name}"}', ...extra,
  });
  return actionDefinitionId;
}

function run(tenantId: string, actionDefinitionId: string, over: Partial<ActionRunRequest> = {}): ActionRunRequest {
  const key = crypto.randomUUID();
  return {
    tenantId, actionDefinitionId, parameters: { Team: 'ops', ApiKey: 'k-123456' }, tokens: { 'Packet.Value': 'say "hi"\n', 'Rule.Name': 'CPU high' },
    correlationId: key, trigger: 'match', idempotencyKey: key, ...over,
  };
}

async function history(actionHistoryId: string) {
  const [row] = await ctx.db.select().from(actionHistories).where(eq(actionHistories.actionHistoryId, actionHistoryId));
  return row!;
}

/** Runs the runner until the run is finished (or `attempts` attempts were made), waiting out the short schedule. */
async function drive(runner: ReturnType<typeof runtime>['runner'], actionHistoryId: string, { maxMs = 10_000, attempts = Infinity } = {}) {
  const until = Date.now() + maxMs;
  while (Date.now() < until) {
    await runner.runDue();
    const row = await history(actionHistoryId);
    if (row.nextAttemptAt === null || row.attemptCount >= attempts) return row;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error('the run did not finish in time');
}

describe('the action runner', () => {
  it('retries a receiver that fails twice: three attempts, one delivery, one webhook-id, signatures it verifies', async () => {
    const tenant = await ctx.factories.tenant();
    const { server, received, port } = await receiver([500, 503, 200]);
    const { runner, signing } = runtime([0.05, 0.05, 0.05]);
    const id = await hookDefinition(tenant.tenantId, port);
    const [written] = await ctx.db.transaction((tx) => enqueueRuns(tx, [run(tenant.tenantId, id)]));
    const row = await drive(runner, written!.actionHistoryId);
    await close(server);

    expect(received.map((r) => r.status)).toEqual([500, 503, 200]);
    expect(new Set(received.map((r) => r.headers['webhook-id']))).toEqual(new Set([written!.messageId]));
    const [secret] = await signing.signingSecrets(tenant.tenantId);
    for (const r of received) expect(verifies(secret!, r.headers, r.body)).toBe(true);
    expect(verifies(secret!, received[0]!.headers, `${received[0]!.body} `)).toBe(false);
    // Tokens: JSON-escaped in the body, encoded in the URL, plain in the headers.
    expect(JSON.parse(received[0]!.body)).toEqual({ value: 'say "hi"\n', team: 'ops', rule: 'CPU high' });
    expect(received[0]!.headers['x-team']).toBe('ops');
    expect(row).toMatchObject({ resultStatusId: 1, attemptCount: 3, nextAttemptAt: null });
    expect(row.attempts.map((a) => a.status)).toEqual([500, 503, 200]);
    // The receiver echoed the API key: the history keeps it masked, in the attempts and the parameters.
    expect(JSON.stringify(row.attempts)).not.toContain('k-123456');
    expect(JSON.parse(row.inputParameters)).toEqual({ Team: 'ops', ApiKey: '••••••' });
  });

  it('stops at 410 Gone', async () => {
    const tenant = await ctx.factories.tenant();
    const { server, received, port } = await receiver([410, 200]);
    const { runner } = runtime([0.05, 0.05, 0.05]);
    const hook = await hookDefinition(tenant.tenantId, port);
    const [written] = await ctx.db.transaction((tx) => enqueueRuns(tx, [run(tenant.tenantId, hook)]));
    const row = await drive(runner, written!.actionHistoryId);
    await close(server);
    expect(received).toHaveLength(1);
    expect(row).toMatchObject({ resultStatusId: 2, attemptCount: 1 });
    expect(row.resultDetail).toContain('410 Gone: no more attempts');
  });

  it('delivers once when the receiver is down and comes back', async () => {
    const tenant = await ctx.factories.tenant();
    const first = await receiver([200]);
    const port = first.port;
    await close(first.server);
    const { runner } = runtime([0.05, 0.05, 0.3, 0.3, 0.3]);
    const hook = await hookDefinition(tenant.tenantId, port);
    const [written] = await ctx.db.transaction((tx) => enqueueRuns(tx, [run(tenant.tenantId, hook)]));
    const down = await drive(runner, written!.actionHistoryId, { attempts: 2 });
    expect(down).toMatchObject({ resultStatusId: 3, attemptCount: 2 });
    expect(down.resultDetail).toMatch(/^Attempt 2 failed: .*Next attempt in 0 s\.$/);
    const back = await receiver([200], port);
    const row = await drive(runner, written!.actionHistoryId);
    await close(back.server);
    expect(back.received).toHaveLength(1);
    expect(row).toMatchObject({ resultStatusId: 1, attemptCount: 3 });
  });

  it('records a refused address as a Failure without retrying, when the allow-list is left empty', async () => {
    const tenant = await ctx.factories.tenant();
    const { server, received, port } = await receiver([200]);
    const workUnitsService = createWorkUnitsService({ db: ctx.db, config: ctx.config });
    const notes = createWorkUnitNotesService({ db: ctx.db, workUnits: workUnitsService });
    const guarded = createOutbound({});
    const { runner } = createActionsRuntime({
      db: ctx.db, config: ctx.config, http: () => guarded, schedule: [0.05, 0.05],
      workUnits: { insertWorkUnit: (tx, actor, input) => workUnitsService.insertWorkUnit(tx, actor, input), addNote: (actor, body) => notes.addNote(actor, body) },
    });
    const hook = await hookDefinition(tenant.tenantId, port);
    const [written] = await ctx.db.transaction((tx) => enqueueRuns(tx, [run(tenant.tenantId, hook)]));
    const row = await drive(runner, written!.actionHistoryId);
    await close(server);
    expect(received).toHaveLength(0);
    expect(row).toMatchObject({ resultStatusId: 2, attemptCount: 1 });
    expect(row.resultDetail).toContain('ACTION_ALLOWED_HOSTS');
  });

  it('replays a failed run with the same message id', async () => {
    const tenant = await ctx.factories.tenant();
    const { server, received, port } = await receiver([500, 200]);
    const { runner } = runtime([]);
    const hook = await hookDefinition(tenant.tenantId, port);
    const [written] = await ctx.db.transaction((tx) => enqueueRuns(tx, [run(tenant.tenantId, hook)]));
    expect(await drive(runner, written!.actionHistoryId)).toMatchObject({ resultStatusId: 2, attemptCount: 1 });
    const user = await ctx.factories.user({ permissions: ['ActionDefinitions:view', 'ActionDefinitions:edit'], tenantIds: [tenant.tenantId] });
    const replay = await ctx.app.inject({
      method: 'POST', url: `/v1/actionHistories/${written!.actionHistoryId}/replay`, headers: { authorization: `Bearer ${await ctx.tokenFor(user.userId)}` },
    });
    expect(replay.statusCode).toBe(200);
    const row = await drive(runner, written!.actionHistoryId);
    await close(server);
    expect(row).toMatchObject({ resultStatusId: 1, attemptCount: 2, trigger: 'replay' });
    expect(received.map((r) => r.headers['webhook-id'])).toEqual([written!.messageId, written!.messageId]);
  });

  it('records a suppressed run as Suppressed and never runs it; a second enqueue of one key is a no-op', async () => {
    const tenant = await ctx.factories.tenant();
    const { server, received, port } = await receiver([200]);
    const { runner } = runtime([]);
    const id = await hookDefinition(tenant.tenantId, port);
    const suppressed = run(tenant.tenantId, id, { suppressed: true });
    const [written] = await ctx.db.transaction((tx) => enqueueRuns(tx, [suppressed]));
    expect(await ctx.db.transaction((tx) => enqueueRuns(tx, [suppressed]))).toEqual([]);
    await runner.runDue();
    await close(server);
    expect(received).toHaveLength(0);
    expect(await history(written!.actionHistoryId)).toMatchObject({ resultStatusId: 5, attemptCount: 0, nextAttemptAt: null });
  });

  it('create-work-unit: fifty runs of one match open one work unit and note the rest', async () => {
    const tenant = await ctx.factories.tenant();
    const { runner } = runtime([]);
    const correlationId = crypto.randomUUID();
    const runs = Array.from({ length: 50 }, (_, i) => run(tenant.tenantId, 'create-work-unit', {
      correlationId, idempotencyKey: `${correlationId}:${i}`, parameters: { SeverityId: '2', AssignmentGroup: '' },
      tokens: { 'Rule.Name': 'Disk full', 'Match.Label': 'server-7', 'Match.Count': String(i + 1) },
    }));
    const written = await ctx.db.transaction((tx) => enqueueRuns(tx, runs));
    await Promise.all([runner.runDue({ batch: 25 }), runner.runDue({ batch: 25 })]);
    const rows = await ctx.db.select().from(actionHistories).where(eq(actionHistories.correlationId, correlationId));
    expect(rows.map((r) => r.resultStatusId)).toEqual(Array(50).fill(1));
    const opened = await ctx.db.select().from(workUnits).where(eq(workUnits.tenantId, tenant.tenantId));
    expect(opened).toHaveLength(1);
    expect(opened[0]).toMatchObject({ title: 'Disk full: server-7', severityId: 2, workUnitTypeId: 3, createdBy: 'cli:action' });
    const [notes] = await ctx.db.select({ n: count() }).from(workUnitNotes).where(eq(workUnitNotes.workUnitId, opened[0]!.workUnitId));
    expect(notes!.n).toBe(49);
    expect(written).toHaveLength(50);
  });

  it('email: the message reaches the mail outbox', async () => {
    const tenant = await ctx.factories.tenant();
    const { runner } = runtime([]);
    const [written] = await ctx.db.transaction((tx) => enqueueRuns(tx, [run(tenant.tenantId, 'email', {
      parameters: { Template: 'Simple', IsImportant: 'true', ExtraParameters: 'To=ops@example.com' },
      tokens: { 'Rule.Name': 'CPU high', 'Packet.EntityId': 'server-7', 'Packet.Value': '97' },
    })]));
    const row = await drive(runner, written!.actionHistoryId);
    expect(row).toMatchObject({ resultStatusId: 1 });
    const mails = await ctx.db.select().from(mailOutbox).where(and(eq(mailOutbox.tenantId, tenant.tenantId), eq(mailOutbox.kind, 'action')));
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ toAddresses: 'ops@example.com', subject: '[Important] CPU high', status: 'queued' });
    expect(mails[0]!.textBody).toContain('CPU high matched for server-7.');
  });
});

describe('a burst of runs (outcomes, tenants and mails share statements)', () => {
  it('forty email runs of two tenants at once: one message each, to its own tenant, every outcome recorded', async () => {
    const [a, b] = [await ctx.factories.tenant({ internalNotificationEmailAddress: 'a@example.com' }), await ctx.factories.tenant({ internalNotificationEmailAddress: 'b@example.com' })];
    const { runner } = runtime([]);
    const runs = Array.from({ length: 40 }, (_, i) => run((i % 2 ? b : a)!.tenantId, 'email', {
      parameters: { Template: 'Simple' }, tokens: { 'Rule.Name': `Rule ${i}`, 'Packet.EntityId': `server-${i}` },
    }));
    const written = await ctx.db.transaction((tx) => enqueueRuns(tx, runs));
    await Promise.all([runner.runDue({ batch: 20 }), runner.runDue({ batch: 20 })]);
    for (const { actionHistoryId } of written) {
      expect(await history(actionHistoryId)).toMatchObject({ resultStatusId: 1, attemptCount: 1, leaseToken: null, nextAttemptAt: null });
    }
    for (const [tenant, address, parity] of [[a!, 'a@example.com', 0], [b!, 'b@example.com', 1]] as const) {
      const mails = await ctx.db.select().from(mailOutbox).where(eq(mailOutbox.tenantId, tenant.tenantId));
      expect(mails.map((m) => m.toAddresses)).toEqual(Array(20).fill(address));
      expect(mails.map((m) => m.subject).sort()).toEqual(Array.from({ length: 20 }, (_, i) => `Rule ${2 * i + parity}`).sort());
    }
  });

  it('leaves an outcome unwritten when another node has taken the claim over', async () => {
    const tenant = await ctx.factories.tenant({ internalNotificationEmailAddress: 'ops@example.com' });
    const { runner } = runtime([]);
    const [written] = await ctx.db.transaction((tx) => enqueueRuns(tx, [run(tenant.tenantId, 'email', { parameters: { Template: 'Simple' } })]));
    const [claimed] = await runner.claimDue(1);
    expect(claimed?.actionHistoryId).toBe(written!.actionHistoryId);
    const otherNode = crypto.randomUUID();
    await ctx.db.update(actionHistories).set({ leaseToken: otherNode }).where(eq(actionHistories.actionHistoryId, written!.actionHistoryId));
    await runner.runOne(claimed!);
    expect(await history(written!.actionHistoryId)).toMatchObject({ attemptCount: 0, leaseToken: otherNode, actionProcessed: null });
  });
});

describe('sequences and completion hooks', () => {
  it('runs a sequence\'s steps in order and keeps an outcome whose completion hook throws (no second attempt)', async () => {
    const tenant = await ctx.factories.tenant();
    const { server, received, port } = await receiver([503, 200]);
    const { runner } = runtime([0.05]);
    const id = await hookDefinition(tenant.tenantId, port, { endpointUrl: `http://127.0.0.1:${port}/hook/{Team}` });
    const correlationId = crypto.randomUUID();
    const told: string[] = [];
    registerRunCompletion('runner-test', async (tx, finished) => {
      told.push(finished.request.parameters.Team!);
      await tx.execute(sql`select 1/0`);
    }, (finished) => finished.correlationId === correlationId);
    const steps = ['one', 'two', 'three'].map((team) => run(tenant.tenantId, id, { correlationId, idempotencyKey: `${correlationId}:${team}`, parameters: { Team: team } }));
    const written = await ctx.db.transaction((tx) => enqueueSequence(tx, steps));
    // A repeat finds the same rows and writes none.
    expect(await ctx.db.transaction((tx) => enqueueSequence(tx, steps))).toEqual(written);
    const last = await drive(runner, written[2]!.actionHistoryId);
    await close(server);
    expect(last.resultStatusId).toBe(1);
    // The first step failed once (503) and was retried before the second started.
    expect(received.map((r) => `${(JSON.parse(r.body) as { team: string }).team}:${r.status}`)).toEqual(['one:503', 'one:200', 'two:200', 'three:200']);
    expect(told).toEqual(['one', 'two', 'three']);
    for (const step of written) expect(await history(step.actionHistoryId)).toMatchObject({ resultStatusId: 1, nextAttemptAt: null });
    expect((await history(written[0]!.actionHistoryId)).attemptCount).toBe(2);
  });
});

describe('verifyWebhookSignature', () => {
  it('accepts a signature of any current secret within the tolerance, and nothing else', async () => {
    const { verifyWebhookSignature, webhookHeaders, newSigningSecret } = await import('./actiondefinitions.signing.ts');
    const [current, previous, other] = [newSigningSecret(), newSigningSecret(), newSigningSecret()];
    const now = Date.now();
    const headers = webhookHeaders([current, previous], 'msg_1', Math.floor(now / 1000), '{"a":1}');
    expect(verifyWebhookSignature([previous], headers, '{"a":1}', 300, now)).toBe(true);
    expect(verifyWebhookSignature([other], headers, '{"a":1}', 300, now)).toBe(false);
    expect(verifyWebhookSignature([current], headers, '{"a":2}', 300, now)).toBe(false);
    expect(verifyWebhookSignature([current], headers, '{"a":1}', 300, now + 301_000)).toBe(false);
  });
});
