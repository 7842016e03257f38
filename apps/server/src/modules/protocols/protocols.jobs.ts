import { z } from 'zod';
import { defineJob } from '../../platform/jobs/define.ts';
import { retryingTransaction } from '../../platform/jobs/kick.ts';
import { DEFAULT_ENGINE_BATCH, type EngineDeps, drainProtocolEvents, fireTimers } from './protocols.engine.ts';

/** A drain hands over after this long (and kicks a successor if work remains), well inside the job's expiry. */
const DRAIN_BUDGET_MS = 20_000;

/** Drains the engine's work unit events in batches until none is left, the budget is spent or the node stops. */
export async function drainProtocols(deps: EngineDeps, kick: () => Promise<void>, budgetMs = DRAIN_BUDGET_MS, signal?: AbortSignal) {
  const batchSize = deps.batchSize ?? DEFAULT_ENGINE_BATCH;
  const started = Date.now();
  let claimed = 0;
  let runs = 0;
  for (;;) {
    const batch = await retryingTransaction(() => drainProtocolEvents(deps));
    claimed += batch.claimed;
    runs += batch.runs;
    if (batch.claimed < batchSize) return { claimed, runs };
    if (Date.now() - started > budgetMs || signal?.aborted) {
      // Work remains: a successor (any node's) takes it.
      await kick();
      return { claimed, runs };
    }
  }
}

/**
 * `protocols.drain`: kicked on every node's hint that work unit events wait (sent on the change's commit),
 * with pg-boss's short policy so one run waits however many hints come; every minute by cron, which
 * sweeps up a lost hint or what a dead node left.
 */
export const drainJob = (deps: EngineDeps, kick: () => Promise<void>) => defineJob({
  name: 'protocols.drain',
  payload: z.object({}),
  cron: '* * * * *',
  policy: 'short',
  pollingIntervalSeconds: 0.5,
  retryLimit: 5,
  retryDelaySeconds: 1,
  heartbeatSeconds: 10,
  expireInSeconds: 120,
  async run(_payload, { log, signal }) {
    const { claimed, runs } = await drainProtocols(deps, kick, DRAIN_BUDGET_MS, signal);
    if (claimed > 1_000) log.info({ claimed, runs }, 'protocols drained a backlog of work unit events');
  },
});

/** `protocols.timers`: every minute, fires the OnTimer actions of the open work units that are due (once across nodes). */
export const timersJob = (deps: EngineDeps) => defineJob({
  name: 'protocols.timers',
  payload: z.object({}),
  cron: '* * * * *',
  policy: 'short',
  retryLimit: 2,
  retryDelaySeconds: 5,
  expireInSeconds: 300,
  async run(_payload, { log, signal }) {
    const runs = await retryingTransaction(() => fireTimers(deps, signal));
    if (runs) log.info({ runs }, 'protocol timers fired');
  },
});
