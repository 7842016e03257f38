import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { broadcast } from './broadcast.ts';

describe('broadcast', () => {
  it('resolves at once outside a cluster', async () => {
    await expect(broadcast('anything', 1)).resolves.toBeUndefined();
  });

  it('resolves in the sending worker only after every other worker has handled the message', () => {
    const fixture = fileURLToPath(new URL('./broadcast.fixture.ts', import.meta.url));
    const heard = execFileSync(process.execPath, [fixture], { encoding: 'utf8', timeout: 30_000 }).trim().split('\n');
    expect(heard.at(-1)).toBe('worker 1 done');
    expect(heard.slice(0, -1).sort()).toEqual(['worker 2 got hello', 'worker 3 got hello']);
  });
});
