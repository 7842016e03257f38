// `npm start`: builds the web client, then runs the server (apps/server/src/main.ts) on the Node this
// script runs on (the project's pinned Node 24: npm puts node_modules/.bin first on PATH).
//
// Why a launcher rather than `npm run build && npm run start --workspace apps/server`: npm hands a
// SIGTERM (docker stop, systemctl stop, timeout) to the shell running the script, which dies without
// passing it on, and the server and its database kept running. Here every stop signal is passed to
// the server, which drains its requests and stops PostgreSQL; this script exits with the server's
// code. If this script is itself killed, the server notices its channel close and stops too.
//
// `npm start -- --no-build` skips the client build (it is already built).
import { spawn, spawnSync } from 'node:child_process';
import { constants } from 'node:os';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const serverDir = fileURLToPath(new URL('../apps/server/', import.meta.url));

if (!process.argv.includes('--no-build')) {
  const build = spawnSync('npm', ['run', 'build', '--workspace', 'apps/web', '--if-present'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

// INIT_CWD (where npm was started) is what a relative DATA_DIR is resolved against; keep it when run directly.
const env = { ...process.env, INIT_CWD: process.env.INIT_CWD ?? process.cwd() };
const server = spawn(process.execPath, ['src/main.ts'], { cwd: serverDir, env, stdio: ['inherit', 'inherit', 'inherit', 'ipc'] });

let stopping = false;
const stop = (signal) => {
  if (stopping) return;
  stopping = true;
  server.kill(signal);
};
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => stop(signal));

// npm runs this through `sh -c`; when a signal ends that shell instead of reaching us, we are handed
// to another parent: stop as if signalled.
const parent = process.ppid;
const orphaned = setInterval(() => process.ppid !== parent && stop('SIGTERM'), 500);
orphaned.unref();

server.on('exit', (code, signal) => {
  clearInterval(orphaned);
  process.exit(code ?? 128 + (constants.signals[signal] ?? 0));
});
