import { BUILT_IN_ACTION_IDS } from '@portal/contracts';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { type TestContext, createTestContext } from '../../test/context.ts';
import { actionHistories } from '../actiondefinitions/actiondefinitions.table.ts';
import { type ActionRunRequest, createActionsRuntime, enqueue } from '../actiondefinitions/index.ts';
import { createWorkUnitNotesService, createWorkUnitsService } from '../workunits/index.ts';
import { registerCommunicationAutomation } from './workunitcommunications.automation.ts';
import { communicationFixture } from './workunitcommunications.fixtures.ts';
import { createWorkUnitCommunicationsService } from './workunitcommunications.service.ts';
import { workUnitCommunicationWorkUnits as links } from './workunitcommunications.table.ts';

let ctx: TestContext;
let runner: ReturnType<typeof createActionsRuntime>['runner'];
beforeAll(async () => {
  ctx = await createTestContext();
  registerCommunicationAutomation(createWorkUnitCommunicationsService({ db: ctx.db, config: ctx.config }));
  const workUnitsService = createWorkUnitsService({ db: ctx.db, config: ctx.config });
  const notes = createWorkUnitNotesService({ db: ctx.db, workUnits: workUnitsService });
  ({ runner } = createActionsRuntime({
    db: ctx.db, config: ctx.config, http: () => { throw new Error('no HTTP here'); }, schedule: [],
    workUnits: { insertWorkUnit: (tx, actor, input) => workUnitsService.insertWorkUnit(tx, actor, input), addNote: (actor, body) => notes.addNote(actor, body) },
  }));
});

/** Runs create-work-unit for one rule match of `tenantId` with these parameters; answers its history and the work units related to `communicationId`. */
async function openFor(tenantId: string, parameters: Record<string, string>, communicationId: number, matches = 1) {
  const correlationId = crypto.randomUUID();
  const runs: ActionRunRequest[] = Array.from({ length: matches }, (_, i) => ({
    tenantId, actionDefinitionId: BUILT_IN_ACTION_IDS.createWorkUnit, parameters: { SeverityId: '2', ...parameters },
    tokens: { 'Rule.Name': 'Backup failed', 'Match.Label': 'nas-1', 'Match.Count': String(i + 1) },
    correlationId, trigger: 'match', idempotencyKey: `${correlationId}:${i}`,
  }));
  await ctx.db.transaction((tx) => enqueue(tx, runs));
  await runner.runDue({ batch: 25 });
  const history = await ctx.db.select().from(actionHistories).where(eq(actionHistories.correlationId, correlationId));
  const related = await ctx.db.select({ workUnitId: links.workUnitId, createdBy: links.createdBy }).from(links)
    .where(eq(links.workUnitCommunicationId, communicationId));
  return { history, related };
}

describe('create-work-unit with a CommunicationId', () => {
  it('relates the work unit it opens to the open communication once, however often the match repeats', async () => {
    const tenant = await ctx.factories.tenant();
    const { communication, workUnit } = await communicationFixture(ctx, tenant.tenantId, { status: 'ConfirmedImpact' });
    const id = communication.workUnitCommunicationId;
    const { history, related } = await openFor(tenant.tenantId, { CommunicationId: String(id) }, id, 3);
    expect(history.map((h) => h.resultStatusId)).toEqual([1, 1, 1]);
    const opened = related.filter((r) => r.workUnitId !== workUnit.workUnitId);
    expect(opened).toHaveLength(1);
    expect(opened[0]!.createdBy).toBe('cli:action');
  });

  it('relates nothing to a closed communication or to another tenant\'s, and the run still succeeds', async () => {
    const tenant = await ctx.factories.tenant();
    const other = await ctx.factories.tenant();
    const closed = await communicationFixture(ctx, tenant.tenantId, { status: 'Resolved' });
    const foreign = await communicationFixture(ctx, other.tenantId);
    for (const { communication } of [closed, foreign]) {
      const id = communication.workUnitCommunicationId;
      const { history, related } = await openFor(tenant.tenantId, { CommunicationId: String(id) }, id);
      expect(history.map((h) => h.resultStatusId)).toEqual([1]);
      expect(related).toHaveLength(1); // the fixture's own incident only
    }
  });

  it('refuses a CommunicationId that is no number, saying so, and opens nothing', async () => {
    const tenant = await ctx.factories.tenant();
    const { history } = await openFor(tenant.tenantId, { CommunicationId: 'outage' }, 0);
    expect(history).toMatchObject([{ resultStatusId: 2 }]);
    expect(history[0]!.resultDetail).toContain("CommunicationId must be the number of a communication of the tenant, not 'outage'");
    // A number past the column's range is no communication's either (refused here, not by the database later).
    const { history: tooLarge } = await openFor(tenant.tenantId, { CommunicationId: '9999999999' }, 0);
    expect(tooLarge).toMatchObject([{ resultStatusId: 2 }]);
  });
});
