import cluster from 'node:cluster';
import { runPrimary } from './cluster/primary.ts';
import { runWorker } from './cluster/worker.ts';
import { loadConfig } from './config.ts';

// `npm start`: the primary opens the database and starts the server processes; each worker of the
// cluster (the same file, forked) serves HTTP. See docs/decisions/0003-server-processes.md.
const config = loadConfig();
if (cluster.isPrimary) await runPrimary(config);
else await runWorker(config);
