import cluster from 'node:cluster';
import { type Config, ConfigurationError, loadConfig } from './config.ts';
import { lockDataDir } from './db/data-dir-lock.ts';
import { createLogger } from './platform/logging/logging.ts';

/** A setting the operator has to change: one line that names it and says what to do, exit code 1. */
function refuse(message: string): never {
  console.error(message);
  process.exit(1);
}

// `npm start`: the primary opens the database and starts the server processes; each worker of the
// cluster (the same file, forked) serves HTTP. See docs/decisions/0003-server-processes.md.
let config: Config;
try {
  config = loadConfig();
  // The embedded database's folder is locked before the app is loaded (seconds on a busy machine):
  // a second start on the same folder is refused at once, having touched nothing.
  // A lock taken over from a crashed start is said in the log (a logger made only then: on a terminal it starts a thread).
  if (cluster.isPrimary && !config.DATABASE_URL) lockDataDir(config.dataDir, config.PORT, (message) => createLogger(config.LOG_LEVEL).warn(message));
} catch (error) {
  refuse((error as Error).message);
}
try {
  if (cluster.isPrimary) await (await import('./cluster/primary.ts')).runPrimary(config);
  else await (await import('./cluster/worker.ts')).runWorker(config);
} catch (error) {
  if (!(error instanceof ConfigurationError)) throw error;
  refuse(error.message);
}
