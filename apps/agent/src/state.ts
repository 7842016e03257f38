import { randomUUID } from 'node:crypto';
import { chmodSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { AgentInstallation, AgentOperation } from '@portal/contracts';

export interface InstallationReport {
  packageId: string;
  packageVersionId: string | null;
  status: 'Installing' | 'Installed' | 'Failed' | 'Refused';
  detail?: string | null;
}

/** What the agent keeps between runs (state.json); the device credential lives in a file of its own. */
export interface AgentState {
  /** Generated at first start: the portal keys the pending device by it, never by host name. */
  agentId: string;
  deviceId: string | null;
  /** The last check-in sequence the portal acknowledged. */
  sequence: number;
  /** The configuration version whose operations and installations are applied. */
  configVersion: number;
  heartbeatInterval: number;
  loggingLevel: number;
  tracingUntil: string | null;
  operations: AgentOperation[];
  installations: AgentInstallation[];
  /** Installation status by package version id, as last reported. */
  installed: Record<string, InstallationReport['status']>;
  /** One-time operations already run (device operation ids). */
  oneTimeDone: string[];
  /** On-demand completion tokens already run, so a repeated answer does not run them twice. */
  handledTokens: string[];
  /** Results and installation states not yet acknowledged by a check-in. */
  pendingCompleted: Array<{ deviceOperationId: string; completionToken: string | null }>;
  pendingInstallations: InstallationReport[];
  /** Set before the worker exits to restart; the next worker says `restarted: true` once. */
  restartPending: boolean;
}

const STATE_FILE = 'state.json';
const CREDENTIAL_FILE = 'credential';

export function newState(): AgentState {
  return {
    agentId: randomUUID(), deviceId: null, sequence: 0, configVersion: 0, heartbeatInterval: 60,
    loggingLevel: 1, tracingUntil: null, operations: [], installations: [], installed: {}, oneTimeDone: [],
    handledTokens: [], pendingCompleted: [], pendingInstallations: [], restartPending: false,
  };
}

/** Writes a file whole or not at all: a temporary file beside it, then a rename over it. */
export function writeAtomic(file: string, data: string | Buffer, mode = 0o600): void {
  const temporary = `${file}.${process.pid}.${randomUUID().slice(0, 8)}.tmp`;
  writeFileSync(temporary, data, { mode });
  // The mode given to writeFileSync is masked by the umask; the credential must be 0600 whatever it is.
  chmodSync(temporary, mode);
  renameSync(temporary, file);
}

/** The state folder: state.json, the credential (0600), the buffer segments and installed packages. */
export class StateStore {
  readonly dir: string;

  constructor(dir: string) {
    this.dir = dir;
    mkdirSync(dir, { recursive: true, mode: 0o700 });
  }

  load(): AgentState {
    try {
      const parsed = JSON.parse(readFileSync(join(this.dir, STATE_FILE), 'utf8')) as Partial<AgentState>;
      return { ...newState(), ...parsed };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw new Error(`The state file ${join(this.dir, STATE_FILE)} cannot be read: ${(error as Error).message}`, { cause: error });
      const state = newState();
      this.save(state);
      return state;
    }
  }

  save(state: AgentState): void {
    writeAtomic(join(this.dir, STATE_FILE), `${JSON.stringify(state, null, 2)}\n`, 0o600);
  }

  readCredential(): string | null {
    try {
      return readFileSync(join(this.dir, CREDENTIAL_FILE), 'utf8').trim() || null;
    } catch {
      return null;
    }
  }

  writeCredential(credential: string): void {
    writeAtomic(join(this.dir, CREDENTIAL_FILE), `${credential}\n`, 0o600);
  }

  removeCredential(): void {
    rmSync(join(this.dir, CREDENTIAL_FILE), { force: true });
  }

  get credentialPath(): string {
    return join(this.dir, CREDENTIAL_FILE);
  }

  get statePath(): string {
    return join(this.dir, STATE_FILE);
  }
}
