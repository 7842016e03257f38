import type { Config } from '../config.ts';
import { closeDb, createDb } from '../db/client.ts';
import { closeAfterAnswering } from './drain.ts';
import { buildNodeApp } from './node-app.ts';
import { exitGracefully } from './shutdown.ts';

/** What the primary hands each worker, in its environment. */
export const WORKER_DATABASE_URL = 'PORTAL_WORKER_DATABASE_URL';
export const WORKER_POOL_SIZE = 'PORTAL_WORKER_POOL_SIZE';
/** The message by which the primary asks a worker to finish its requests and exit. */
export const STOP_MESSAGE = 'portal:stop';

/** The process gives up on finishing its requests after this long. */
export const STOP_TIMEOUT_MS = 10_000;

/**
 * One server process of the cluster: the whole app on a pool of its own, listening on the port the
 * primary shares out. The primary has migrated and seeded the database before it forked.
 */
export async function runWorker(config: Config): Promise<void> {
  const url = process.env[WORKER_DATABASE_URL];
  if (!url) throw new Error(`${WORKER_DATABASE_URL} is not set: a server process is started by the primary (src/main.ts).`);
  const { db, pool } = createDb(url, Number(process.env[WORKER_POOL_SIZE]) || 2, config.dbTimeouts);
  const app = await buildNodeApp(config, db, url);

  // Ctrl-C reaches every process of the group; a service manager signals the primary, which asks.
  const close = closeAfterAnswering(app);
  const stop = exitGracefully(async () => {
    await close();
    await closeDb(pool);
  }, STOP_TIMEOUT_MS);
  process.on('message', (message) => void (message === STOP_MESSAGE && stop()));

  await app.listen({ port: config.PORT, host: config.HOST });
}
