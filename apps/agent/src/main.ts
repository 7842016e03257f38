#!/usr/bin/env node
// The agent's entry (`npm run agent -- …`, or `node agent.mjs …` bundled). The process started is a small
// supervisor: it forks the worker (this same file with PORTAL_AGENT_WORKER=1), starts it again when it
// exits to restart (the portal asked) or crashed, and passes SIGTERM/SIGINT on so both stop cleanly.
import { type ChildProcess, fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { USAGE, parseAgentArgs } from './args.ts';

/** Worker exit codes the supervisor acts on. */
export const EXIT = { stopped: 0, fatal: 2, restart: 3 } as const;

const args = parseAgentArgs(process.argv.slice(2));
if ('help' in args) {
  process.stdout.write(`${USAGE}\n`);
  process.exit(0);
}
if ('error' in args) {
  process.stderr.write(`${args.error}\n\n${USAGE}\n`);
  process.exit(EXIT.fatal);
}

if (process.env.PORTAL_AGENT_WORKER === '1') await worker();
else supervise();

async function worker(): Promise<void> {
  if ('error' in args || 'help' in args) return;
  // Loaded here only: the supervisor stays small (it never loads the contracts or the agent itself).
  const [{ Agent }, { Logger }, { resolveAllowedDirectories }] = await Promise.all([import('./agent.ts'), import('./log.ts'), import('./file-guard.ts')]);
  const log = new Logger();
  let allowRead: string[];
  try {
    allowRead = resolveAllowedDirectories(args.allowRead);
  } catch (error) {
    process.stderr.write(`${(error as Error).message}\n`);
    process.exit(EXIT.fatal);
  }
  const agent = new Agent({ ...args, allowRead, log });
  for (const signal of ['SIGTERM', 'SIGINT'] as const) process.on(signal, () => agent.stop());
  // The supervisor went away without a word: stop too rather than run unsupervised.
  process.on('disconnect', () => agent.stop());
  const exit = await agent.run();
  if (exit === 'stopped') log.info('Agent stopped.');
  process.exit(exit === 'restart' ? EXIT.restart : exit === 'stopped' ? EXIT.stopped : EXIT.fatal);
}

function supervise(): void {
  const entry = fileURLToPath(import.meta.url);
  let child: ChildProcess | null = null;
  let stopping = false;
  let crashes = 0;

  const start = () => {
    child = fork(entry, process.argv.slice(2), {
      env: { ...process.env, PORTAL_AGENT_WORKER: '1' },
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
      execArgv: process.execArgv,
    });
    const started = Date.now();
    child.once('exit', (code, signal) => {
      child = null;
      if (stopping) process.exit(0);
      if (code === EXIT.restart) {
        crashes = 0;
        start();
        return;
      }
      if (code === EXIT.stopped || code === EXIT.fatal) process.exit(code);
      // A crash: start again, waiting longer after each crash that came soon after the start.
      crashes = Date.now() - started > 60_000 ? 1 : crashes + 1;
      const wait = Math.min(60_000, 1000 * 2 ** (crashes - 1));
      process.stdout.write(`${new Date().toISOString()} ERROR       The agent's worker ended (${signal ?? `code ${code}`}); starting it again in ${wait / 1000} s.\n`);
      setTimeout(() => !stopping && start(), wait);
    });
  };

  for (const signal of ['SIGTERM', 'SIGINT', 'SIGHUP'] as const) {
    process.on(signal, () => {
      if (stopping) return;
      stopping = true;
      if (!child) process.exit(0);
      child.kill(signal === 'SIGHUP' ? 'SIGTERM' : signal);
      // A worker that does not stop within 10 s is ended.
      setTimeout(() => child?.kill('SIGKILL'), 10_000).unref();
    });
  }
  start();
}
