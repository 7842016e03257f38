// `npm start`: builds the web client and the agent's bundle, then runs the server (apps/server/src/main.ts) on the Node this
// script runs on (the project's pinned Node 24: npm puts node_modules/.bin first on PATH).
//
// The script in package.json is `exec node scripts/start.mjs`: npm runs it through `sh -c`, and a shell
// that is not replaced by `exec` dies of the SIGTERM npm passes on without passing it further, so npm
// exited at once (143) while the server went on. With `exec` this launcher is npm's own child: npm
// passes SIGINT and SIGTERM here and exits with this script's code once the server has drained.
//
// Every stop signal (SIGINT, SIGTERM, SIGHUP) is passed to the server, which drains its requests and
// stops PostgreSQL; this script exits with the server's code (docs/operations.md, Signals). When its
// parent goes away without a word (npm killed by SIGHUP or SIGKILL) it is handed to another parent,
// and stops the server as if signalled. If this script is itself killed, the server notices its
// channel close and stops too.
//
// `npm start -- --no-build` skips the client build (it is already built).
import { spawn } from 'node:child_process';
import { constants } from 'node:os';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const serverDir = fileURLToPath(new URL('../apps/server/', import.meta.url));

/** How often the launcher looks whether its parent is still the one that started it. */
const PARENT_CHECK_MS = 250;

/** The child running now: the client build, then the server. */
let child;
let stopping = false;
const stop = (signal) => {
  if (stopping) return;
  stopping = true;
  child?.kill(signal);
};
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => stop(signal));

const parent = process.ppid;
const orphaned = setInterval(() => process.ppid !== parent && stop('SIGTERM'), PARENT_CHECK_MS);
orphaned.unref();

/** Runs a child to its end; resolves with its exit code (128 + the signal's number when a signal ended it). */
function run(command, args, options) {
  child = spawn(command, args, options);
  return new Promise((resolve) => child.once('exit', (code, signal) => resolve(code ?? 128 + (constants.signals[signal] ?? 0))));
}

if (!process.argv.includes('--no-build')) {
  // The client, and the agent the portal serves at /downloads/agent.mjs (one bundled file).
  const built = await run('npm', ['run', 'build', '--workspace', 'apps/web', '--workspace', 'apps/agent', '--if-present'], { cwd: root, stdio: 'inherit' });
  if (built !== 0 || stopping) process.exit(built);
}

// INIT_CWD (where npm was started) is what a relative DATA_DIR is resolved against; keep it when run directly.
const env = { ...process.env, INIT_CWD: process.env.INIT_CWD ?? process.cwd() };
const code = await run(process.execPath, ['src/main.ts'], { cwd: serverDir, env, stdio: ['inherit', 'inherit', 'inherit', 'ipc'] });
clearInterval(orphaned);
process.exit(code);
