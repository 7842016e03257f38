import { PgBoss } from 'pg-boss';
import type { JobDefinition } from './define.ts';

export type JobRunnerState = 'registering' | 'starting' | 'running' | 'failed' | 'stopped';

export interface JobQueueFigures {
  name: string;
  /** Jobs waiting to run now. */
  ready: number;
  active: number;
  /** Failed jobs still kept (pg-boss deletes them after its retention). */
  failed: number;
}

export interface JobRunner {
  /** Whether it has a database to run on (the tests' apps have none unless they ask). */
  readonly configured: boolean;
  /** Adds a job; modules call it from their index.ts, before the runner starts. */
  register<T>(definition: JobDefinition<T>): void;
  /** Enqueues a run; `singletonKey` makes a second send with the same key a no-op while one waits. */
  send<T>(definition: JobDefinition<T>, payload: T, options?: { singletonKey?: string; startAfterSeconds?: number }): Promise<string | null>;
  start(): Promise<void>;
  stop(): Promise<void>;
  state(): { state: JobRunnerState; problem?: string };
  /** Whether jobs run in this process now (configured and started, not stopped): kicks do nothing otherwise. */
  running(): boolean;
  figures(): Promise<JobQueueFigures[]>;
  definitions(): ReadonlyArray<JobDefinition<unknown>>;
}

export interface JobRunnerOptions {
  /** The database every node shares; pg-boss keeps its tables in schema `pgboss` there. None: jobs are registered, never run. */
  connectionString?: string;
  log: { info(obj: object, msg?: string): void; warn(obj: object, msg?: string): void; error(obj: object, msg?: string): void };
  /** How often an idle worker asks for work (default 2 s). */
  pollingIntervalSeconds?: number;
  /** Connections pg-boss keeps (default 2). */
  poolSize?: number;
  /** How often pg-boss looks for jobs whose node stopped beating (default 15 s). */
  superviseIntervalSeconds?: number;
}

/**
 * Runs every registered job of this node through pg-boss: each job is fetched by one node (SKIP
 * LOCKED), retried with backoff when it fails, and handed to another node when the one running it
 * dies (its claim expires). Cron schedules are kept by pg-boss in the database, so they survive
 * restarts and fire once across nodes.
 */
export function createJobRunner({ connectionString, log, pollingIntervalSeconds = 2, poolSize = 2, superviseIntervalSeconds = 15 }: JobRunnerOptions): JobRunner {
  const registered = new Map<string, JobDefinition<unknown>>();
  let boss: PgBoss | undefined;
  let state: JobRunnerState = 'registering';
  let problem: string | undefined;
  const stopping = new AbortController();

  return {
    configured: connectionString !== undefined,
    register(definition) {
      if (state !== 'registering') throw new Error(`Job ${definition.name} registered after the job runner started.`);
      if (registered.has(definition.name)) throw new Error(`Job ${definition.name} is registered twice.`);
      registered.set(definition.name, definition as JobDefinition<unknown>);
    },
    async send(definition, payload, options = {}) {
      if (!boss || state !== 'running') throw new Error(`The job runner is ${state}: ${definition.name} cannot be enqueued.`);
      const data = definition.payload.parse(payload) as object;
      return boss.send(definition.name, data, { singletonKey: options.singletonKey, startAfter: options.startAfterSeconds });
    },
    async start() {
      if (!connectionString) throw new Error('The job runner has no database to run on.');
      state = 'starting';
      boss = new PgBoss({ connectionString, max: poolSize, application_name: 'portal-jobs', superviseIntervalSeconds });
      boss.on('error', (error: Error) => {
        problem = error.message;
        log.warn({ err: error }, 'the job runner met an error');
      });
      try {
        await boss.start();
        for (const definition of registered.values()) {
          const queue = {
            retryLimit: definition.retryLimit ?? 3, retryDelay: definition.retryDelaySeconds ?? 10, retryBackoff: true,
            expireInSeconds: definition.expireInSeconds ?? 300, heartbeatSeconds: Math.max(10, definition.heartbeatSeconds ?? 30),
          };
          if (await boss.getQueue(definition.name)) await boss.updateQueue(definition.name, queue);
          else await boss.createQueue(definition.name, { ...queue, policy: definition.policy ?? 'standard' });
          await boss.work(definition.name, { pollingIntervalSeconds: definition.pollingIntervalSeconds ?? pollingIntervalSeconds, batchSize: 1, localConcurrency: definition.localConcurrency ?? 1 }, async ([job]) => {
            if (!job) return;
            const payload = definition.payload.parse(job.data);
            await definition.run(payload, { jobId: job.id, retryCount: job.retryCount, log, signal: stopping.signal });
          });
          if (definition.cron) await boss.schedule(definition.name, definition.cron, {}, { tz: 'UTC' });
          else await boss.unschedule(definition.name).catch(() => {});
        }
        state = 'running';
        problem = undefined;
      } catch (error) {
        state = 'failed';
        problem = (error as Error).message;
        throw error;
      }
    },
    async stop() {
      if (!boss || state === 'stopped') return;
      state = 'stopped';
      stopping.abort();
      // Jobs in hand get a few seconds to finish; one cut off is retried by another node after it expires.
      await boss.stop({ graceful: true, timeout: 10_000 }).catch((error: Error) => log.warn({ err: error }, 'stopping the job runner failed'));
    },
    state: () => ({ state, problem }),
    running: () => connectionString !== undefined && state === 'running',
    async figures() {
      if (!boss || state !== 'running') return [];
      const queues = await boss.getQueues([...registered.keys()]);
      return queues.map((q) => ({ name: q.name, ready: q.readyCount, active: q.activeCount, failed: q.failedCount }));
    },
    definitions: () => [...registered.values()],
  };
}
