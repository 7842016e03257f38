import type { Config } from '../config.ts';
import type { Db } from '../db/client.ts';
import type { Invalidation } from './invalidation/invalidation.ts';
import type { JobRunner } from './jobs/runner.ts';

/**
 * What every module receives when it registers (`modules/<area>/index.ts`, a Fastify plugin that app.ts
 * finds by folder). It lives in platform, below the modules, so that a module never imports app.ts.
 */
export interface ModuleOptions {
  config: Config;
  db: Db;
  /**
   * Connections of the process's own for background drains (rule evaluation, action runs), so that their
   * transactions and the requests never wait for each other's connections; absent, they use `db`.
   */
  background?: Db;
  /** Register the module's jobs (`<area>.jobs.ts`) here, and enqueue runs with `send`. */
  jobs: JobRunner;
  /** Tell every node to forget what a change made stale (after it commits). */
  invalidation: Invalidation;
}

/** What a module's `seed.ts` (its default export) receives: the demo tenants and subscriptions, made before it runs. */
export interface SeedContext {
  db: Db;
  config: Config;
  tenants: Array<{ tenantId: string; name: string }>;
  subscriptions: Array<{ subscriptionId: string; tenantId: string; name: string }>;
}
