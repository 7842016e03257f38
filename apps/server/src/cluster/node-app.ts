import { type App, buildApp, loggerOptions } from '../app.ts';
import type { Config } from '../config.ts';
import { type Db, backgroundPoolSize, closeDb, createDb } from '../db/client.ts';
import { createInvalidation } from '../platform/invalidation/invalidation.ts';
import { createJobRunner } from '../platform/jobs/runner.ts';
import { createLogger } from '../platform/logging/index.ts';

/**
 * The app of one serving process, joined to every other process of every node through the database:
 * its invalidation listener and its job runner (started before it listens, so readiness is true).
 */
export async function buildNodeApp(config: Config, db: Db, databaseUrl: string): Promise<App> {
  const log = createLogger(config.LOG_LEVEL);
  const warn = (message: string) => log.warn(message);
  const invalidation = await createInvalidation({ connectionString: databaseUrl, warn });
  const jobs = createJobRunner({ connectionString: databaseUrl, log: log.child({ component: 'jobs' }) });
  const size = backgroundPoolSize();
  // Pooled only: the drains run no list statements.
  const background = size > 0 ? createDb(databaseUrl, size, { ...config.dbTimeouts, pipelined: 0 }) : undefined;
  let app: App;
  try {
    app = await buildApp({
      config, db, logger: loggerOptions(config.LOG_LEVEL), invalidation, jobs,
      background: background && { db: background.db, close: () => closeDb(background.pool) },
    });
  } catch (error) {
    if (background) await closeDb(background.pool);
    throw error;
  }
  try {
    await jobs.start();
  } catch (error) {
    await app.close();
    throw error;
  }
  return app;
}
