import { z } from 'zod';
import { defineJob } from '../../platform/jobs/define.ts';
import type { ActionRunner } from './actiondefinitions.runner.ts';

/** ACTION_RETRY_SCHEDULE (`5s,5m,30m,2h`) as seconds; config.ts has checked its form. */
export function parseRetrySchedule(text: string): number[] {
  const unit: Record<string, number> = { s: 1, m: 60, h: 3600, '': 1 };
  return text.split(',').map((part) => part.trim()).filter(Boolean).map((part) => {
    const [, amount, suffix] = /^(\d+(?:\.\d+)?)\s*([smh]?)$/.exec(part) ?? [];
    return Number(amount) * unit[suffix ?? '']!;
  });
}

/**
 * How long one run of the runner goes on before it hands over (to the next kick or the sweep), well below
 * the jobs' expiry. Kicks (a hint after each enqueue commits, on every node; a replay or test) drain in
 * the process that hears them (platform/jobs/local-drain.ts): a pg-boss job in between added its half-second poll.
 */
export const DRAIN_BUDGET_MS = 240_000;

/** A retry's wake-up, sent with the retry's delay (one per due second, so many retries share a run). */
export const retryActions = (runner: ActionRunner) => defineJob({
  name: 'actiondefinitions.retry',
  payload: z.object({}),
  retryLimit: 1,
  expireInSeconds: 600,
  async run(_payload, { signal }) {
    await runner.runDue({ budgetMs: DRAIN_BUDGET_MS, signal });
  },
});

/** Every minute: runs left by a lost hint, a node that died mid-attempt (its claim lapsed) or a lost wake-up. */
export const sweepActions = (runner: ActionRunner) => defineJob({
  name: 'actiondefinitions.sweep',
  payload: z.object({}),
  cron: '* * * * *',
  retryLimit: 0,
  expireInSeconds: 600,
  async run(_payload, { log, signal }) {
    const attempts = await runner.runDue({ budgetMs: DRAIN_BUDGET_MS, signal });
    if (attempts) log.info({ attempts }, 'action runs swept');
  },
});
