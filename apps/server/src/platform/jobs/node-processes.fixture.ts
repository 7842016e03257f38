/**
 * Node processes for the tests that kill one mid-way (the job runner's, the protocol engine's and the
 * evaluation's fault tests): each runs a `*.fixture.ts` script (node.fixture.ts, a portal node) with Node,
 * on the test's database, and is ready once it prints a line. SIGKILL is the crash: no shutdown hook runs.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { basename } from 'node:path';
import { fileURLToPath } from 'node:url';

export function nodeProcesses(script: URL) {
  const path = fileURLToPath(script);
  const children: ChildProcess[] = [];
  return {
    /** Starts one; resolves once its output holds `line`, rejects with its output if it exits before. */
    start(args: string[], line = 'ready'): Promise<ChildProcess> {
      const child = spawn(process.execPath, [path, ...args], { stdio: ['ignore', 'pipe', 'pipe'] });
      children.push(child);
      let output = '';
      return new Promise((resolve, reject) => {
        child.stdout!.on('data', (chunk: Buffer) => {
          output += chunk.toString();
          if (output.includes(line)) resolve(child);
        });
        child.stderr!.on('data', (chunk: Buffer) => void (output += chunk.toString()));
        child.once('exit', (code) => reject(new Error(`${basename(path)} exited (${code}) before it printed '${line}':\n${output}`)));
      });
    },
    /** Kills one with SIGKILL; resolves once it is gone (its port free for the next one). */
    kill(child: ChildProcess): Promise<void> {
      if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
      const gone = new Promise<void>((resolve) => child.once('exit', () => resolve()));
      child.kill('SIGKILL');
      return gone;
    },
    /** For afterAll: no node outlives its test, passed or failed. */
    killAll(): void {
      for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
    },
  };
}
