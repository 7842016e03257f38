import { randomUUID } from 'node:crypto';
import { type AgentOperation, type AgentPacket, FrequencyType } from '@portal/contracts';
import type { Logger } from './log.ts';
import { type PacketMessage, type RunContext, failedMessage, refusal, resolveParameters, runOperation } from './runners.ts';

export interface SchedulerHooks {
  /** A result to keep in the buffer until the portal acknowledges it. */
  packet(packet: AgentPacket): void;
  /** A run to report done: an on-demand token, or a one-time operation (token null). */
  completed(deviceOperationId: string, completionToken: string | null): void;
  /** Whether this one-time operation or completion token already ran (kept in the state file). */
  alreadyRan(key: string): boolean;
  markRan(key: string): void;
  /** Check in now: an on-demand result should reach the portal within seconds. */
  checkInSoon(): void;
}

interface Scheduled { operation: AgentOperation; signature: string; timer: NodeJS.Timeout | null }

/** The operations the portal gave, run at their interval, once on demand, or once for good. */
export class Scheduler {
  private readonly context: RunContext;
  private readonly log: Logger;
  private readonly hooks: SchedulerHooks;
  private readonly scheduled = new Map<string, Scheduled>();
  private stopped = false;

  constructor(context: RunContext, log: Logger, hooks: SchedulerHooks) {
    this.context = context;
    this.log = log;
    this.hooks = hooks;
  }

  /** Replaces the whole set: the check-in answer's list is complete whenever it is present. */
  apply(operations: AgentOperation[]): void {
    this.log.setSecrets(operations.flatMap((operation) => resolveParameters(operation, this.context.env).secrets));
    const wanted = new Map(operations.map((operation) => [operation.deviceOperationId, operation]));
    for (const [id, entry] of this.scheduled) {
      if (wanted.has(id)) continue;
      if (entry.timer) clearTimeout(entry.timer);
      this.scheduled.delete(id);
    }
    for (const operation of operations) this.place(operation);
  }

  private place(operation: AgentOperation): void {
    const id = operation.deviceOperationId;
    // What decides the schedule; a new completion token alone does not restart a recurring one.
    const signature = JSON.stringify({ ...operation, completionToken: null });
    const existing = this.scheduled.get(id);
    const changed = !existing || existing.signature !== signature;
    if (existing && changed && existing.timer) clearTimeout(existing.timer);
    // The same entry object when unchanged: its running timer checks that it is still the scheduled one.
    const entry: Scheduled = changed ? { operation, signature, timer: null } : Object.assign(existing, { operation });
    this.scheduled.set(id, entry);

    const refused = refusal(operation, this.context);
    if (refused) {
      if (changed) this.log.error(refused, id);
      return;
    }
    if (changed && operation.frequencyTypeId === FrequencyType.Recurring) this.every(entry, 0);
    if (operation.frequencyTypeId === FrequencyType.OneTimeKeepAlive && !operation.operationComplete && !this.hooks.alreadyRan(`once:${id}`)) {
      this.hooks.markRan(`once:${id}`);
      void this.runOnce(operation).then(() => this.hooks.completed(id, null));
    }
    const token = operation.completionToken;
    if (token && !this.hooks.alreadyRan(`token:${token}`)) {
      this.hooks.markRan(`token:${token}`);
      void this.runOnce(operation).then(() => {
        this.hooks.completed(id, token);
        this.hooks.checkInSoon();
      });
    }
  }

  private every(entry: Scheduled, delayMs: number): void {
    entry.timer = setTimeout(() => {
      if (this.stopped || this.scheduled.get(entry.operation.deviceOperationId) !== entry) return;
      void this.runOnce(entry.operation).finally(() => {
        if (!this.stopped && this.scheduled.get(entry.operation.deviceOperationId) === entry) this.every(entry, entry.operation.intervalSeconds * 1000);
      });
    }, delayMs);
    entry.timer.unref?.();
  }

  /** Runs an operation and keeps its packet; a failure is a packet too, with an Error log entry. */
  async runOnce(operation: AgentOperation): Promise<void> {
    const id = operation.deviceOperationId;
    const name = operation.label || operation.name;
    const { values } = resolveParameters(operation, this.context.env);
    let message: PacketMessage;
    try {
      message = await runOperation(operation, values, this.context);
      this.log.trace(`Operation "${name}" ran: ${JSON.stringify(message)}`, id);
    } catch (error) {
      const reason = this.log.redact((error as Error).message);
      const packet = (error as { packet?: PacketMessage }).packet;
      message = packet ? JSON.parse(this.log.redact(JSON.stringify(packet))) as PacketMessage : failedMessage(reason);
      this.log.error(`Operation "${name}" failed: ${reason}`, id);
    }
    this.hooks.packet({ packetId: randomUUID(), entityId: id, timestamp: new Date().toISOString(), message });
  }

  stop(): void {
    this.stopped = true;
    for (const entry of this.scheduled.values()) if (entry.timer) clearTimeout(entry.timer);
    this.scheduled.clear();
  }
}
