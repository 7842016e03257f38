import { mkdirSync, mkdtempSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { guardReadablePath, resolveAllowedDirectories } from './file-guard.ts';

let root: string;
let allowed: string[];
beforeAll(() => {
  root = mkdtempSync(join(tmpdir(), 'agent-guard-'));
  mkdirSync(join(root, 'logs', 'app'), { recursive: true });
  mkdirSync(join(root, 'secret'));
  mkdirSync(join(root, 'logs-other'));
  writeFileSync(join(root, 'logs', 'app', 'app.log'), 'one\ntwo\n');
  writeFileSync(join(root, 'secret', 'key'), 'do not read');
  writeFileSync(join(root, 'logs-other', 'x.log'), 'beside');
  symlinkSync(join(root, 'secret', 'key'), join(root, 'logs', 'key-link'));
  symlinkSync(join(root, 'secret'), join(root, 'logs', 'dir-link'));
  symlinkSync(join(root, 'logs', 'app'), join(root, 'app-link'));
  allowed = resolveAllowedDirectories([join(root, 'logs')]);
});

const outside = /is outside the directories the agent may read \(--allow-read\); it was not read\./;

describe('the LocalFileRead path guard', () => {
  it('lets a file under an allowed directory be read', async () => {
    await expect(guardReadablePath(join(root, 'logs', 'app', 'app.log'), allowed)).resolves.toBe(join(allowed[0]!, 'app', 'app.log'));
  });

  it('refuses .. leading out, whether the target exists or not', async () => {
    await expect(guardReadablePath(join(root, 'logs', '..', 'secret', 'key'), allowed)).rejects.toThrow(outside);
    await expect(guardReadablePath(`${root}/logs/../secret/key`, allowed)).rejects.toThrow(outside);
    await expect(guardReadablePath(`${root}/logs/../secret/none`, allowed)).rejects.toThrow(outside);
  });

  it('refuses a symlink inside that points outside, to a file or through a directory', async () => {
    await expect(guardReadablePath(join(root, 'logs', 'key-link'), allowed)).rejects.toThrow(outside);
    await expect(guardReadablePath(join(root, 'logs', 'dir-link', 'key'), allowed)).rejects.toThrow(outside);
  });

  it('refuses a sibling directory whose name merely starts like the allowed one', async () => {
    await expect(guardReadablePath(join(root, 'logs-other', 'x.log'), allowed)).rejects.toThrow(outside);
  });

  it('follows a symlink from outside that resolves inside', async () => {
    await expect(guardReadablePath(join(root, 'app-link', 'app.log'), allowed)).resolves.toBe(join(allowed[0]!, 'app', 'app.log'));
  });

  it('refuses everything when no directory was allowed, and relative paths', async () => {
    await expect(guardReadablePath(join(root, 'logs', 'app', 'app.log'), [])).rejects.toThrow(/none were given/);
    await expect(guardReadablePath('logs/app/app.log', allowed)).rejects.toThrow(/must be absolute/);
  });

  it('says a missing file under an allowed directory cannot be read', async () => {
    await expect(guardReadablePath(join(root, 'logs', 'none.log'), allowed)).rejects.toThrow(/cannot be read/);
  });

  it('refuses a --allow-read directory that does not exist at start', () => {
    expect(() => resolveAllowedDirectories([join(root, 'nope')])).toThrow(/no such directory/);
  });
});
