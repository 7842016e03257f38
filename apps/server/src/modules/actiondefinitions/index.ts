import type { FastifyPluginAsync } from 'fastify';
import { ALL_KEYS } from '../../platform/invalidation/invalidation.ts';
import { localDrain } from '../../platform/jobs/local-drain.ts';
import type { ModuleOptions } from '../../platform/module.ts';
import { type OutboundClient, portalOutbound } from '../../platform/outbound/index.ts';
import { createWorkUnitNotesService, createWorkUnitsService } from '../workunits/index.ts';
import { ACTIONS_DUE_TOPIC } from './actiondefinitions.enqueue.ts';
import { DRAIN_BUDGET_MS, retryActions, sweepActions } from './actiondefinitions.jobs.ts';
import { actionDefinitionsRoutes } from './actiondefinitions.routes.ts';
import { createActionsRuntime } from './actiondefinitions.runtime.ts';
import { createActionDefinitionsService } from './actiondefinitions.service.ts';
import { createActionHistoriesService } from './actionhistories.service.ts';

export { type ActionRunRequest, enqueueRuns as enqueue, enqueueSequence, kickAfterCommit } from './actiondefinitions.enqueue.ts';
export { type FinishedRun, type RunCompletionHook, registerRunCompletion } from './actiondefinitions.completion.ts';
export { type ActionUsage, type ActionUse, registerActionUsage } from './actiondefinitions.usage.ts';
export { createActionsRuntime } from './actiondefinitions.runtime.ts';
export { previewEmailAction } from './actiondefinitions.preview.ts';
export { type SigningSecrets, createSigningSecrets, verifyWebhookSignature } from './actiondefinitions.signing.ts';
export { createActionDefinitionsService } from './actiondefinitions.service.ts';
export { actionActor, workUnitOfCorrelation } from './actiondefinitions.builtins.ts';

/**
 * The action catalog: definitions (shared, a tenant's own, and the read-only built-ins), their runs'
 * histories, the durable runner (pg-boss) with Standard Webhooks signing, and the built-in email and
 * create-work-unit actions. Other modules enqueue runs with `enqueue(tx, runs)` in their own transaction.
 */
const actionDefinitionsModule: FastifyPluginAsync<ModuleOptions> = async (app, options) => {
  const { db, config, jobs, invalidation } = options;
  let outbound: OutboundClient | undefined;
  const http = () => (outbound ??= portalOutbound(config, { demoReceiver: config.DEMO_FEED === 'true', server: app.server }));
  const workUnitsService = createWorkUnitsService({ db, config });
  const notes = createWorkUnitNotesService({ db, workUnits: workUnitsService });

  // Defined below; the runner's wake-up needs the job definition and the job the runner.
  let wake: (seconds: number) => Promise<void> = async () => {};
  const { signing, runner, close } = createActionsRuntime({
    // The runner's own connections where the process has them (ModuleOptions.background).
    db: options.background ?? db, config, http,
    workUnits: { insertWorkUnit: (tx, actor, input) => workUnitsService.insertWorkUnit(tx, actor, input), addNote: (actor, body) => notes.addNote(actor, body) },
    wake: (seconds) => wake(seconds),
    log: app.log,
  });
  const retry = retryActions(runner);
  jobs.register(retry);
  jobs.register(sweepActions(runner));
  // A kick drains the due runs here at once; every node hears the hint, and their claims never collide.
  const drain = localDrain((signal) => runner.runDue({ budgetMs: DRAIN_BUDGET_MS, signal }),
    (err) => app.log.warn({ err }, 'the action runner stopped early (its minute sweep takes what is left)'));
  const kick = async () => {
    if (jobs.running()) drain.kick();
  };
  wake = async (seconds) => {
    if (!jobs.running()) return;
    const due = Math.ceil(Date.now() / 1000 + seconds);
    await jobs.send(retry, {}, { startAfterSeconds: Math.max(0, Math.ceil(seconds)), singletonKey: `at:${due}` });
  };
  // The hint an enqueue's transaction sends on commit (and `*` when hints may have been lost).
  const unsubscribe = invalidation.subscribe(ACTIONS_DUE_TOPIC, (key) => {
    if (key === 'due' || key === ALL_KEYS) void kick();
  });
  // Before the job system stops: the runs held are finished (as a stopping pg-boss worker does), then nothing more is claimed.
  app.addHook('preClose', async () => drain.stop());
  app.addHook('onClose', async () => {
    unsubscribe();
    close();
  });

  const definitions = createActionDefinitionsService({ db });
  const histories = createActionHistoriesService({ db, definitions, kick });
  await app.register(actionDefinitionsRoutes, { definitions, histories, signing });
};
export default actionDefinitionsModule;
