import type { ActionHistoryTrigger } from '@portal/contracts';
import type { DbOrTx, Tx } from '../../db/types.ts';

/** A run that has just finished for good (success, final failure, or written finished: EnqueueFailure, Suppressed). */
export interface FinishedRun {
  tenantId: string;
  actionHistoryId: string;
  actionDefinitionId: string;
  correlationId: string;
  referenceId: string | null;
  trigger: ActionHistoryTrigger;
  request: { parameters: Record<string, string>; tokens: Record<string, string> };
  resultStatusId: number;
  resultDetail: string | null;
}

/** Runs inside the transaction that records the outcome (in a savepoint: its failure never undoes the outcome). */
export type RunCompletionHook = (tx: DbOrTx, run: FinishedRun) => Promise<void>;

const hooks = new Map<string, { hook: RunCompletionHook; when: (run: FinishedRun) => boolean }>();

/**
 * Registers (or replaces) the hook `key`, told of every finished run `when` accepts, in the transaction that records it,
 * so what it writes (protocols: a work unit history entry) is written exactly when the outcome is. The
 * modules that enqueue runs register theirs when they load, so this module never imports them.
 */
export function registerRunCompletion(key: string, hook: RunCompletionHook, when: (run: FinishedRun) => boolean = () => true): void {
  hooks.set(key, { hook, when });
}

/** Whether any hook asks for this run (else its outcome needs no transaction of its own). */
export function completionWanted(run: FinishedRun): boolean {
  for (const { when } of hooks.values()) if (when(run)) return true;
  return false;
}

/**
 * Tells every hook of `run`. A hook that throws is rolled back to its savepoint and logged: the run's
 * outcome stays recorded (undoing it would attempt the run again).
 */
export async function runCompletionHooks(tx: DbOrTx, run: FinishedRun, log?: { warn(obj: object, msg?: string): void }): Promise<void> {
  const nested = typeof (tx as Partial<Tx>).transaction === 'function' ? (tx as Tx) : undefined;
  for (const [key, { hook, when }] of hooks) {
    // Only the runs a hook asks for cost a savepoint (a rule's runs pass by the protocols' hook).
    if (!when(run)) continue;
    try {
      await (nested ? nested.transaction((savepoint) => hook(savepoint, run)) : hook(tx, run));
    } catch (error) {
      log?.warn({ err: error, hook: key, actionHistoryId: run.actionHistoryId }, 'a run completion hook failed');
    }
  }
}
