import { z } from 'zod';
import { defineJob } from '../../platform/jobs/define.ts';
import { retryingTransaction } from '../../platform/jobs/kick.ts';
import { type EvaluationDeps, DEFAULT_BATCH_SIZE, closeExpiredMatches, evaluateArrivals, evaluateWorkUnitEvents } from './evaluation/evaluate.ts';

/** A run hands over after this long (and kicks a successor if work remains), well inside the job's expiry. */
const DRAIN_BUDGET_MS = 20_000;

/**
 * Drains the packet arrivals and the rules' work unit events in batches until both are empty or the
 * budget is spent. When a batch comes back full it kicks once more, so an idle worker of another process
 * or node joins in (the claims skip each other's rows). Idempotent: a run cut off rolls back its batch.
 */
export async function drainEvaluation(deps: EvaluationDeps, kick: () => Promise<void>, budgetMs = DRAIN_BUDGET_MS, signal?: AbortSignal) {
  const batchSize = deps.batchSize ?? DEFAULT_BATCH_SIZE;
  const started = Date.now();
  let kicked = false;
  let packets = 0;
  let events = 0;
  for (;;) {
    const arrivals = await retryingTransaction(() => evaluateArrivals(deps));
    const unitEvents = await retryingTransaction(() => evaluateWorkUnitEvents(deps));
    packets += arrivals.claimed;
    events += unitEvents.claimed;
    const more = arrivals.claimed >= batchSize || unitEvents.claimed >= batchSize;
    if (!more) return { packets, events };
    if (!kicked || Date.now() - started > budgetMs) {
      kicked = true;
      await kick();
    }
    if (Date.now() - started > budgetMs || signal?.aborted) return { packets, events };
  }
}

/**
 * `rules.evaluate`: every minute by cron, which sweeps up what a lost kick or a dead node left. Kicks
 * themselves drain in the process that hears them (evaluation/start.ts, ADR 0013), not through this job.
 */
export const evaluateJob = (deps: EvaluationDeps, kick: () => Promise<void>) => defineJob({
  name: 'rules.evaluate',
  payload: z.object({}),
  cron: '* * * * *',
  policy: 'short',
  retryLimit: 5,
  retryDelaySeconds: 1,
  heartbeatSeconds: 10,
  expireInSeconds: 120,
  async run(_payload, { log, signal }) {
    const { packets, events } = await drainEvaluation(deps, kick, DRAIN_BUDGET_MS, signal);
    if (packets + events > 10_000) log.info({ packets, events }, 'rules evaluated a backlog');
  },
});

/** `rules.expire`: every minute, closes the expired matches and enqueues their expiration actions once. */
export const expireJob = (deps: EvaluationDeps) => defineJob({
  name: 'rules.expire',
  payload: z.object({}),
  cron: '* * * * *',
  policy: 'short',
  retryLimit: 5,
  retryDelaySeconds: 5,
  async run(_payload, { log, signal }) {
    const batchSize = deps.batchSize ?? DEFAULT_BATCH_SIZE;
    let total = 0;
    for (;;) {
      const closed = await retryingTransaction(() => closeExpiredMatches(deps));
      total += closed;
      if (closed < batchSize || signal.aborted) break;
    }
    if (total) log.info({ closed: total }, 'rule matches expired');
  },
});
