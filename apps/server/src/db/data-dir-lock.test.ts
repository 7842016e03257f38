import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { LOCK_FILE, lockDataDir, ownerIsGone } from './data-dir-lock.ts';
import { isZombie } from './process-liveness.ts';

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

describe('taking over a stale lock', () => {
  it('says so, naming the process that ended and its port', () => {
    const dir = mkdtempSync(join(tmpdir(), 'portal-lock-'));
    try {
      const ended = spawnSync('true').pid!; // a process that has exited
      writeFileSync(join(dir, LOCK_FILE), JSON.stringify({ pid: ended, port: 3000, command: 'npm run start' }));
      const messages: string[] = [];
      const lock = lockDataDir(dir, 3001, (message) => messages.push(message));
      expect(messages).toEqual([
        `Took over ${join(dir, LOCK_FILE)} from process ${ended} (port 3000), which has ended without releasing it (a crash, a SIGKILL or a restart of the machine).`,
      ]);
      lock.release();
      // A free folder is locked without a word.
      lockDataDir(dir, 3001, (message) => messages.push(message)).release();
      expect(messages).toHaveLength(1);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
