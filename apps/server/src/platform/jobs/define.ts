import type { z } from 'zod';

export interface JobContext {
  jobId: string;
  /** 0 on the first run, then 1, 2... after each failure (a retry may follow a node that died mid-way). */
  retryCount: number;
  log: { info(obj: object, msg?: string): void; warn(obj: object, msg?: string): void };
  /**
   * Aborted when this node starts stopping: a handler that loops over batches returns after the batch in
   * hand, so a stop is not held up by a drain's budget (what is left is taken by the next run or node).
   */
  signal: AbortSignal;
}

/**
 * A background job: a name, a payload schema and a handler, apart from whoever enqueues it
 * (CONVENTIONS.md). Handlers must be idempotent: pg-boss hands a job to one node at a time, but a
 * job whose node died is handed out again once it expires.
 */
export interface JobDefinition<T = unknown> {
  /** `<area>.<what>`, e.g. `identity.purge-expired`: the pg-boss queue's name. */
  name: string;
  payload: z.ZodType<T>;
  run(payload: T, context: JobContext): Promise<void>;
  /** A cron expression (UTC): pg-boss enqueues it once per tick across all nodes. */
  cron?: string;
  /** Tries after the first failure (default 3), with exponential backoff from `retryDelaySeconds` (default 10). */
  retryLimit?: number;
  retryDelaySeconds?: number;
  /** A run taking longer is given up and retried (default 5 minutes). */
  expireInSeconds?: number;
  /**
   * The node running a job proves it is alive this often (pg-boss heartbeats, at least 10 s; default
   * 30): a job whose node died is handed to another after about this long, not after expireInSeconds.
   */
  heartbeatSeconds?: number;
  /**
   * 'short': at most one run waits in the queue (a send while one waits is a no-op), however many run;
   * what a "kick" job wants, such as the rules' evaluation. Default: every send queues a run. Fixed
   * when the queue is first made.
   */
  policy?: 'standard' | 'short';
  /** How often an idle worker of this job asks for work (default the runner's 2 s; at least 0.5). */
  pollingIntervalSeconds?: number;
  /** Runs of this job one process may hold at once (default 1). */
  localConcurrency?: number;
}

export const defineJob = <T>(definition: JobDefinition<T>): JobDefinition<T> => definition;
