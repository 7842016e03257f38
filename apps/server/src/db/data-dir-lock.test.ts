import { spawn } from 'node:child_process';
import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { isZombie, ownerIsGone } from './data-dir-lock.ts';

describe("a lock's owner", () => {
  it('is gone once it has exited, even before its parent has reaped it (a zombie after SIGKILL)', { timeout: 15_000 }, async () => {
    // `sleep 0.1` is a child of a process that then becomes `sleep 3` and never waits for it: a zombie for ~3 s.
    const parent = spawn('sh', ['-c', 'sleep 0.1 & echo $!; exec sleep 3'], { stdio: ['ignore', 'pipe', 'ignore'] });
    const pid = Number(await new Promise<string>((resolve) => parent.stdout.once('data', (chunk: Buffer) => resolve(chunk.toString()))));
    await sleep(600);
    try {
      expect(isZombie(pid)).toBe(true);
      expect(ownerIsGone({ pid })).toBe(true);
      // A live process is not.
      expect(isZombie(parent.pid!)).toBe(false);
      expect(ownerIsGone({ pid: parent.pid! })).toBe(false);
    } finally {
      parent.kill('SIGKILL');
    }
  });
});
