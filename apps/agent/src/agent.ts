import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { type AgentPacket, type CheckinResponse, agentMessages } from '@portal/contracts';
import { Backoff, jitteredInterval } from './backoff.ts';
import { SpoolBuffer, type BufferOptions } from './buffer.ts';
import { PortalClient, PortalError } from './client.ts';
import { machineFingerprint } from './fingerprint.ts';
import { installAll } from './installer.ts';
import type { Logger } from './log.ts';
import { CpuSampler, memoryPercent } from './metrics.ts';
import { Scheduler } from './scheduler.ts';
import { type AgentState, StateStore, newState } from './state.ts';
import { AGENT_VERSION, enrollRequest, ipAddress } from './system.ts';

export interface AgentOptions {
  url: string;
  token: string | null;
  stateDir: string;
  /** Real paths of the --allow-read directories. */
  allowRead: string[];
  allowScripts: boolean;
  log: Logger;
  env?: NodeJS.ProcessEnv;
  buffer?: BufferOptions;
}

/** How the worker ended: stopped by a signal, asked to restart, or refused for good. */
export type AgentExit = 'stopped' | 'restart' | 'revoked' | 'fatal';

/** Thrown out of the loops to end the worker with a reason. */
class Exit extends Error {
  readonly reason: AgentExit;
  constructor(reason: AgentExit, message = reason) {
    super(message);
    this.reason = reason;
  }
}

/**
 * The worker: enrolls with the API token until promoted, then checks in with its own credential at the
 * heartbeat interval, holds a commands request open so the portal can wake it, runs the operations and
 * keeps what they measured in the on-disk buffer until a check-in is acknowledged.
 */
export class Agent {
  private readonly options: AgentOptions;
  private readonly log: Logger;
  private readonly env: NodeJS.ProcessEnv;
  private readonly store: StateStore;
  private readonly client: PortalClient;
  private readonly fingerprint: string;
  private readonly heartbeatCpu = new CpuSampler();
  private state: AgentState;
  private buffer: SpoolBuffer;
  private scheduler: Scheduler;
  private credential: string | null;
  private stopping = false;
  private wakeUp: (() => void) | null = null;
  private wakePending = false;
  private lastHeartbeatAt = 0;
  /** Aborts the held commands request when the worker stops or starts over. */
  private held = new AbortController();
  private installing: Promise<void> = Promise.resolve();
  /** Buffered packets and logs sent per check-in: the protocol's 1,000, halved after a 413. */
  private batchLimit = MAX_BATCH;

  constructor(options: AgentOptions) {
    this.options = options;
    this.log = options.log;
    this.env = options.env ?? process.env;
    this.store = new StateStore(options.stateDir);
    this.state = this.store.load();
    this.credential = this.store.readCredential();
    this.client = new PortalClient(options.url, AGENT_VERSION);
    this.fingerprint = machineFingerprint(this.env);
    this.buffer = new SpoolBuffer(join(options.stateDir, 'buffer'), { ...options.buffer, onDrop: (message) => this.log.warn(message) });
    this.scheduler = this.newScheduler();
  }

  private newScheduler(): Scheduler {
    return new Scheduler({ allowRead: this.options.allowRead, allowScripts: this.options.allowScripts, env: this.env }, this.log, {
      packet: (packet) => this.buffer.appendPacket(packet),
      completed: (deviceOperationId, completionToken) => {
        this.state.pendingCompleted.push({ deviceOperationId, completionToken });
        this.save();
      },
      alreadyRan: (key) => key.startsWith('once:') ? this.state.oneTimeDone.includes(key.slice(5)) : this.state.handledTokens.includes(key.slice(6)),
      markRan: (key) => {
        if (key.startsWith('once:')) this.state.oneTimeDone.push(key.slice(5));
        else this.state.handledTokens = [...this.state.handledTokens, key.slice(6)].slice(-500);
        this.save();
      },
      checkInSoon: () => this.wake(),
    });
  }

  private save(): void {
    this.store.save(this.state);
  }

  get agentId(): string {
    return this.state.agentId;
  }

  /** Runs until stopped, asked to restart, or refused for good. */
  async run(): Promise<AgentExit> {
    try {
      this.log.info(`Agent ${AGENT_VERSION} starting for ${this.options.url} (agent id ${this.state.agentId}, state in ${this.options.stateDir}).`);
      for (;;) {
        if (!this.state.deviceId || !this.credential) await this.enroll();
        if (this.stopping) return 'stopped';
        this.log.setSink((entry) => this.buffer.appendLog(entry));
        this.applyConfiguration();
        this.held = new AbortController();
        const poll = this.holdCommands();
        try {
          return await this.checkinLoop();
        } catch (error) {
          if (!(error instanceof PortalError && error.clone)) throw error;
          this.startOverAsClone();
        } finally {
          this.held.abort();
          await poll.catch(() => {});
        }
      }
    } catch (error) {
      if (error instanceof Exit) return error.reason;
      throw error;
    } finally {
      this.scheduler.stop();
      await this.installing;
    }
  }

  stop(): void {
    this.stopping = true;
    this.held.abort();
    this.wake();
  }

  private wake(): void {
    this.wakePending = true;
    this.wakeUp?.();
  }

  /** Waits so long, or less when woken (an on-demand result, the portal's command) if `wakeable`. */
  private sleep(ms: number, wakeable: boolean): Promise<void> {
    if (this.stopping) return Promise.resolve();
    if (wakeable && this.wakePending) {
      this.wakePending = false;
      return Promise.resolve();
    }
    return new Promise((resolve) => {
      const wakeUp = () => {
        if (!wakeable && !this.stopping) return;
        this.wakePending = false;
        done();
      };
      const done = () => {
        clearTimeout(timer);
        // Only this sleep's own waker is cleared: a stale one would swallow the next wake.
        if (this.wakeUp === wakeUp) this.wakeUp = null;
        resolve();
      };
      const timer = setTimeout(done, ms);
      this.wakeUp = wakeUp;
    });
  }

  private async enroll(): Promise<void> {
    const token = this.options.token;
    if (!token) {
      this.log.error('This agent is not enrolled yet: start it with --token <an API token from the portal\'s Tokens screen>.');
      throw new Exit('fatal');
    }
    const backoff = new Backoff();
    let waitingSaid = false;
    while (!this.stopping) {
      let delay: number;
      try {
        const answer = await this.client.enroll(token, enrollRequest(this.state.agentId, this.fingerprint));
        backoff.reset();
        if (answer.status === 'promoted') {
          this.store.writeCredential(answer.credential);
          this.credential = answer.credential;
          this.state.deviceId = answer.deviceId;
          this.state.heartbeatInterval = Math.max(1, answer.heartbeatInterval || 60);
          this.state.sequence = 0;
          this.state.configVersion = 0;
          this.save();
          this.log.info(`Promoted: this machine is device ${answer.deviceId}; from now on the agent uses its own credential.`);
          return;
        }
        if (!waitingSaid) this.log.info(`Enrolled as pending device ${answer.pendingDeviceId}: waiting for an administrator to promote it (Pending Devices).`);
        waitingSaid = true;
        delay = Math.max(1, answer.retryAfterSeconds) * 1000;
      } catch (error) {
        if (!(error instanceof PortalError)) throw error;
        if (error.clone) {
          // This agent id is enrolled from another machine: this copy becomes a new agent.
          this.log.warn(`${agentMessages.clone} Enrolling again with a new agent id.`);
          this.state = { ...newState(), restartPending: false };
          this.save();
          continue;
        }
        delay = backoff.next(error.retryAfterSeconds);
        this.log.warn(`Enrollment failed: ${error.message}; trying again in ${Math.ceil(delay / 1000)} s.`);
      }
      await this.sleep(delay, false);
    }
  }

  private async checkinLoop(): Promise<AgentExit> {
    const backoff = new Backoff();
    let delay = 0;
    let wakeable = true;
    while (!this.stopping) {
      await this.sleepMeasuring(delay, wakeable);
      if (this.stopping) break;
      this.heartbeat();
      try {
        const { answer, more } = await this.checkinOnce();
        backoff.reset();
        if (answer.restart) {
          this.state.restartPending = true;
          this.save();
          this.log.info('The portal asked this agent to restart; restarting.');
          return 'restart';
        }
        delay = more ? 0 : jitteredInterval(this.state.heartbeatInterval);
        wakeable = true;
      } catch (error) {
        if (!(error instanceof PortalError)) throw error;
        if (error.revoked) {
          process.stderr.write(`${agentMessages.revoked}\n`);
          return 'revoked';
        }
        if (error.clone) throw error;
        // Too large a body for the portal: send fewer buffered entries a call until one passes.
        if (error.status === 413) this.batchLimit = Math.max(1, Math.floor(this.batchLimit / 2));
        delay = backoff.next(error.retryAfterSeconds);
        wakeable = false;
        this.log.warn(`Check-in failed: ${error.message}; the measurements wait in the buffer (${this.buffer.pendingCount}); trying again in ${Math.ceil(delay / 1000)} s.`);
      }
    }
    return 'stopped';
  }

  /**
   * Sleeps as `sleep` does, taking the heartbeat measurement every interval meanwhile: while the portal is
   * away the back-off grows to a minute, and what the machine did then must still reach the buffer.
   */
  private async sleepMeasuring(ms: number, wakeable: boolean): Promise<void> {
    const end = Date.now() + ms;
    while (!this.stopping && Date.now() < end) {
      const slice = Math.min(end - Date.now(), this.state.heartbeatInterval * 1000);
      const sliceEnd = Date.now() + slice;
      await this.sleep(slice, wakeable);
      if (Date.now() < sliceEnd - 1) return; // woken: a command or a result to send
      if (Date.now() < end) this.heartbeat();
    }
  }

  /** The device's own heartbeat packet, at most once per heartbeat interval, kept until acknowledged. */
  private heartbeat(): void {
    const now = Date.now();
    if (now - this.lastHeartbeatAt < this.state.heartbeatInterval * 900) return;
    this.lastHeartbeatAt = now;
    const packet: AgentPacket = {
      packetId: randomUUID(), entityId: this.state.deviceId!, timestamp: new Date(now).toISOString(),
      message: { Metrics: { DeviceCpu: this.heartbeatCpu.percent(), DeviceMemory: memoryPercent() } },
    };
    this.buffer.appendPacket(packet);
  }

  private async checkinOnce(): Promise<{ answer: CheckinResponse; more: boolean }> {
    const { packets, logs } = this.buffer.take(this.batchLimit, this.batchLimit);
    const completed = [...this.state.pendingCompleted];
    const installations = [...this.state.pendingInstallations];
    const restarted = this.state.restartPending;
    const sequence = this.state.sequence + 1;
    const answer = await this.client.checkin(this.credential!, {
      sequence, configVersion: this.state.configVersion, fingerprint: this.fingerprint, agentVersion: AGENT_VERSION,
      ipAddress: ipAddress(), packets, logs, completed, installations, restarted,
    });
    this.buffer.ack([...packets.map((packet) => packet.packetId), ...logs.map((log) => log.logEntryId)]);
    this.state.sequence = sequence;
    this.state.pendingCompleted = this.state.pendingCompleted.slice(completed.length);
    this.state.pendingInstallations = this.state.pendingInstallations.slice(installations.length);
    if (restarted) {
      this.state.restartPending = false;
      this.log.info('Restarted as the portal asked.');
    }
    this.state.heartbeatInterval = Math.max(1, answer.heartbeatInterval);
    this.state.loggingLevel = answer.loggingLevel;
    this.state.tracingUntil = answer.tracingUntil;
    if (answer.operations) this.state.operations = answer.operations;
    if (answer.installations) this.state.installations = answer.installations;
    this.state.configVersion = answer.configVersion;
    this.save();
    this.log.trace(`Checked in (sequence ${sequence}, configuration ${answer.configVersion}): ${answer.packetsStored} packets stored, ${answer.packetsDuplicate} already there.`);
    if (answer.operations || answer.installations || answer.full) this.applyConfiguration(!!answer.installations);
    else {
      this.log.setLoggingLevel(answer.loggingLevel);
      this.log.setTracing(answer.tracingUntil);
    }
    // A restart answer is not applied twice: the check-in that said restarted clears the flag.
    const more = packets.length === this.batchLimit || logs.length === this.batchLimit;
    this.batchLimit = Math.min(MAX_BATCH, this.batchLimit * 2);
    return { answer: restarted ? { ...answer, restart: false } : answer, more };
  }

  /** Applies the stored configuration: logging, tracing, the operations and (when asked) installations. */
  private applyConfiguration(installations = true): void {
    this.log.setLoggingLevel(this.state.loggingLevel);
    this.log.setTracing(this.state.tracingUntil);
    this.scheduler.apply(this.state.operations);
    if (!installations || this.state.installations.length === 0) return;
    const list = this.state.installations;
    this.installing = this.installing.then(() => installAll(list, {
      packagesDir: join(this.options.stateDir, 'packages'),
      allowScripts: this.options.allowScripts,
      log: this.log,
      download: (path) => this.client.download(this.credential!, path),
      statusOf: (id) => this.state.installed[id],
      report: (report) => {
        if (report.packageVersionId) this.state.installed[report.packageVersionId] = report.status;
        this.state.pendingInstallations.push(report);
        this.save();
        this.wake();
      },
    })).catch((error: unknown) => this.log.error(`Installing packages failed: ${(error as Error).message}`));
  }

  /** The long poll: a held request that answers when the configuration changed; then check in at once. */
  private async holdCommands(): Promise<void> {
    const backoff = new Backoff();
    while (!this.stopping && !this.held.signal.aborted) {
      try {
        const version = await this.client.commands(this.credential!, this.state.configVersion, this.held.signal);
        backoff.reset();
        if (version !== null && version > this.state.configVersion) {
          this.log.trace(`The portal has configuration ${version}; checking in now.`);
          this.wake();
          // Until the check-in applied it, the same request would answer at once again.
          for (let waited = 0; waited < 5000 && this.state.configVersion < version && !this.stopping; waited += 100) await delay(100);
        }
      } catch (error) {
        if (this.stopping || this.held.signal.aborted) return;
        // A deleted device or a clone: the check-in says so and acts on it, now rather than at the next heartbeat.
        if (error instanceof PortalError && (error.revoked || error.clone)) this.wake();
        const wait = backoff.next(error instanceof PortalError ? error.retryAfterSeconds : null);
        await delay(Math.max(wait, 1000));
      }
    }
  }

  /** 409 clone: this state folder was copied from another machine. Start over as a new agent. */
  private startOverAsClone(): void {
    this.log.warn(`${agentMessages.clone} Starting over with a new agent id; the buffered measurements of the old device are discarded.`);
    this.scheduler.stop();
    this.store.removeCredential();
    this.credential = null;
    const discarded = this.buffer.take(Number.MAX_SAFE_INTEGER, Number.MAX_SAFE_INTEGER);
    this.buffer.ack([...discarded.packets.map((packet) => packet.packetId), ...discarded.logs.map((log) => log.logEntryId)]);
    this.log.setSink(undefined);
    this.state = newState();
    this.save();
    this.scheduler = this.newScheduler();
  }
}

const MAX_BATCH = 1000;
const delay = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
