import type { FastifyInstance } from 'fastify';
import { localDrain } from '../../../platform/jobs/local-drain.ts';
import type { ModuleOptions } from '../../../platform/module.ts';
import { consumeInStore, onPacketsStored, queueingTenantsOf } from '../../packets/index.ts';
import { WORK_UNIT_EVENTS_TOPIC, registerWorkUnitEventConsumer } from '../../workunits/index.ts';
import { drainEvaluation, evaluateJob, expireJob } from '../rules.jobs.ts';
import { RULES_TOPIC } from '../rules.service.ts';
import { type EvaluationDeps, WORK_UNIT_EVENTS_CONSUMER, historyWindowKey, judgeArrivals } from './evaluate.ts';
import { HistoryWindows } from './history-windows.ts';

/**
 * Registers the evaluation's jobs and evaluates in this process as soon as it is kicked: after each store
 * of new packets here, and on every node's hint that work unit events wait (sent by PostgreSQL on the
 * change's commit). Up to two drains run at once (a batch mostly waits on PostgreSQL): a kick during them
 * asks for one more run, and a drain whose batch came back full kicks the second in. The `rules.evaluate`
 * job's minute cron sweeps up what a lost kick or a dead node left. Through a pg-boss job each kick waited
 * for its half-second poll (docs/performance.md).
 */
export function startEvaluation(app: FastifyInstance, options: ModuleOptions, deps: Partial<EvaluationDeps> = {}): void {
  const { db, background, jobs, invalidation } = options;
  // Its own connections where the process has them: a batch's transaction holds one for a few hundred ms.
  const evaluation = { db: background ?? db, historyWindows: new HistoryWindows(), ...deps };
  const drain = localDrain((signal) => drainEvaluation(evaluation, kick, undefined, signal),
    (err) => app.log.warn({ err }, 'the rules evaluation stopped early (its minute sweep will run it)'), { concurrency: 2 });
  async function kick(): Promise<void> {
    if (jobs.running()) drain.kick();
  }
  const evaluate = evaluateJob(evaluation, kick);
  jobs.register(evaluate);
  jobs.register(expireJob(evaluation));
  const stopPackets = onPacketsStored(db, () => void kick());
  // Packets stored in this process are judged in their storing transaction (no outbox row, no claim:
  // docs/areas/rules.md, "Evaluation"); what that cannot judge goes to the outbox for the drains above.
  const stopInStore = options.config.RULES_ON_STORE === 'false' ? () => {} : consumeInStore(db, {
    consume: async (tx, packets) => {
      await judgeArrivals(tx, packets, evaluation).catch((err: unknown) => {
        app.log.warn({ err }, 'packets could not be judged in their store; they wait in the outbox for the evaluation');
        throw err;
      });
    },
    rolledBack: (packets) => {
      for (const packet of packets) evaluation.historyWindows?.forget(historyWindowKey(packet));
    },
  });
  // Which tenants have rules to judge their packets with, read at start and after every rules change anywhere.
  const queueing = queueingTenantsOf(db);
  const stopRules = invalidation.subscribe(RULES_TOPIC, () => void queueing.reload(db));
  app.addHook('onReady', async () => queueing.reload(db));
  const stopEvents = invalidation.subscribe(WORK_UNIT_EVENTS_TOPIC, () => void kick());
  app.addHook('onReady', async () => registerWorkUnitEventConsumer(db, WORK_UNIT_EVENTS_CONSUMER));
  // Before the job system and the database close: the batch in hand is finished or rolled back.
  app.addHook('preClose', async () => drain.stop());
  app.addHook('onClose', async () => {
    stopPackets();
    stopInStore();
    stopRules();
    stopEvents();
  });
}
