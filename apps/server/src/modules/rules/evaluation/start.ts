import type { FastifyInstance } from 'fastify';
import { coalescingKick } from '../../../platform/jobs/kick.ts';
import type { ModuleOptions } from '../../../platform/module.ts';
import { onPacketsStored } from '../../packets/index.ts';
import { WORK_UNIT_EVENTS_TOPIC, registerWorkUnitEventConsumer } from '../../workunits/index.ts';
import { evaluateJob, expireJob } from '../rules.jobs.ts';
import { type EvaluationDeps, WORK_UNIT_EVENTS_CONSUMER } from './evaluate.ts';

/** Kicks at most this often: pg-boss picks the job up on its half-second poll anyway. */
const KICK_INTERVAL_MS = 100;

/**
 * Registers the evaluation's jobs and kicks it after each store of new packets in this process and on
 * every node's hint that work unit events wait (sent by PostgreSQL on the change's commit); the jobs'
 * minute cron sweeps up a lost kick. Kicks coalesce: while one send is on its way, the next stores ask
 * for one more send, not one each (pg-boss's short policy keeps at most one run waiting anyway).
 */
export function startEvaluation(app: FastifyInstance, { db, jobs, invalidation }: ModuleOptions, deps: Partial<EvaluationDeps> = {}): void {
  const running = () => jobs.configured && jobs.state().state === 'running';
  const kick = coalescingKick(running, () => jobs.send(evaluate, {}, { singletonKey: 'evaluate' }),
    (err) => app.log.warn({ err }, 'the rules evaluation could not be kicked (its minute sweep will run it)'), KICK_INTERVAL_MS);
  const evaluate = evaluateJob({ db, ...deps }, kick);
  jobs.register(evaluate);
  jobs.register(expireJob({ db, ...deps }));
  const stopPackets = onPacketsStored(db, () => void kick());
  const stopEvents = invalidation.subscribe(WORK_UNIT_EVENTS_TOPIC, () => void kick());
  app.addHook('onReady', async () => registerWorkUnitEventConsumer(db, WORK_UNIT_EVENTS_CONSUMER));
  app.addHook('onClose', async () => {
    stopPackets();
    stopEvents();
  });
}
