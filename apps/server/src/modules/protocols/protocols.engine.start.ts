import type { FastifyInstance } from 'fastify';
import { coalescingKick } from '../../platform/jobs/kick.ts';
import type { ModuleOptions } from '../../platform/module.ts';
import { registerRunCompletion } from '../actiondefinitions/index.ts';
import { WORK_UNIT_EVENTS_TOPIC, registerWorkUnitEventConsumer } from '../workunits/index.ts';
import { type EngineDeps, PROTOCOLS_CONSUMER, isProtocolRun, protocolRunFinished } from './protocols.engine.ts';
import { drainJob, timersJob } from './protocols.jobs.ts';

/**
 * Starts the protocol engine in this process (docs/areas/protocols.md, "Engine"): the drain of the work unit
 * events (kicked on every node's hint, swept each minute), the minute timer job, and the runner's completion
 * hook that writes the work unit history of a protocol's runs. Kicks coalesce as the rules' evaluation's do.
 */
export function startProtocolEngine(app: FastifyInstance, { db, config, jobs, invalidation }: ModuleOptions, overrides: Partial<EngineDeps> = {}): void {
  const deps: EngineDeps = { db, publicUrl: config.publicUrl, ...overrides };
  registerRunCompletion('protocols', protocolRunFinished, isProtocolRun);
  const kick = coalescingKick(() => jobs.running(), () => jobs.send(drain, {}, { singletonKey: 'drain' }),
    (err) => app.log.warn({ err }, 'the protocol engine could not be kicked (its minute sweep will run it)'));
  const drain = drainJob(deps, kick);
  jobs.register(drain);
  jobs.register(timersJob(deps));
  const stop = invalidation.subscribe(WORK_UNIT_EVENTS_TOPIC, () => void kick());
  app.addHook('onReady', async () => registerWorkUnitEventConsumer(db, PROTOCOLS_CONSUMER));
  app.addHook('onClose', async () => stop());
}
