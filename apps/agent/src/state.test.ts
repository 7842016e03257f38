import { mkdtempSync, readdirSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { StateStore } from './state.ts';

const tempDir = () => mkdtempSync(join(tmpdir(), 'agent-state-'));
const mode = (file: string) => statSync(file).mode & 0o777;

describe('the state folder', () => {
  it('generates an agent id once and keeps it across starts', () => {
    const dir = tempDir();
    const first = new StateStore(dir).load();
    expect(first.agentId).toMatch(/^[0-9a-f-]{36}$/);
    expect(new StateStore(dir).load().agentId).toBe(first.agentId);
  });

  it('writes state.json and the credential readable by the owner only, whatever the umask', () => {
    const dir = tempDir();
    const previous = process.umask(0);
    try {
      const store = new StateStore(dir);
      const state = store.load();
      store.save({ ...state, deviceId: '7d0e2f55-3a1b-4c8e-9f00-112233445566', sequence: 4 });
      store.writeCredential('pdc_secret');
      expect(mode(store.credentialPath)).toBe(0o600);
      expect(mode(store.statePath)).toBe(0o600);
      expect(mode(dir)).toBe(0o700);
      expect(store.readCredential()).toBe('pdc_secret');
      expect(store.load()).toMatchObject({ deviceId: '7d0e2f55-3a1b-4c8e-9f00-112233445566', sequence: 4 });
    } finally {
      process.umask(previous);
    }
  });

  it('writes atomically: no temporary file is left beside the state', () => {
    const dir = tempDir();
    const store = new StateStore(dir);
    for (let i = 0; i < 5; i += 1) store.save({ ...store.load(), sequence: i });
    store.writeCredential('pdc_x');
    expect(readdirSync(dir).sort()).toEqual(['credential', 'state.json']);
  });

  it('forgets the credential when told (a clone starts over)', () => {
    const store = new StateStore(tempDir());
    store.writeCredential('pdc_x');
    store.removeCredential();
    expect(store.readCredential()).toBeNull();
  });
});
