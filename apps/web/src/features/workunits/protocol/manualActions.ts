import { BUILT_IN_ACTION_IDS, eventTypeForState, workUnitEventTypeNames, type ProtocolActionRun, type WorkUnitEventTypeId } from '@portal/contracts';

/**
 * The manual protocol actions of a work unit (part 3 §2.7, §4, §8; INVENTORY §14): which of the protocol's
 * actions the panel offers for the current state, whether each may still run, and the texts it shows.
 */

/** §8 and §2.7, word for word. */
export const manualActionMessages = {
  running: 'Running Action. Please wait...',
  noPending: 'No pending actions for the current state.',
  noManualActions: 'No manual actions associated with this work unit.',
  previewFailed: 'Failed to generate email preview.',
  /** A Run or Replay from the Protocols tab failed. */
  triggerFailed: (name: string) => `Unable to trigger manual action ${name} please try again.`,
  /** A Run or Replay (accepting the pending action) from the Pending Actions tab failed. */
  acceptFailed: 'Unable to trigger acceptance of manual action.',
  rejectFailed: 'Unable to trigger rejection of manual action.',
} as const;

/** The pending lists refresh this long after a trigger (§9: manual action refresh 5000 ms). */
export const MANUAL_ACTION_REFRESH_MS = 5000;

/** A protocol action as the panel uses it (a row of `$expand=protocolActions(...)`). */
export interface ManualAction {
  protocolActionId: string;
  actionDefinitionId?: string;
  workUnitEventTypeId?: number;
  parameters?: Record<string, string>;
  sequence?: number;
  runAutomatically?: boolean;
  repeatable?: boolean;
  summary?: string | null;
  actionDefinition?: { name?: string; description?: string | null; inputParameters?: string | null } | null;
}

/** The last run (and last rejection) of one protocol action on this work unit (contracts ProtocolActionRun). */
export type LastRun = Pick<ProtocolActionRun, 'protocolActionId'> & Partial<Omit<ProtocolActionRun, 'protocolActionId'>>;

/** The event type the manual actions are shown for: that of the work unit's current state. */
export function currentEventType(stateId: number | null | undefined): WorkUnitEventTypeId | undefined {
  return eventTypeForState(stateId);
}

export function eventTypeLabel(eventType: WorkUnitEventTypeId | undefined): string {
  return eventType ? workUnitEventTypeNames[eventType] : 'unknown';
}

/** What the action is called on screen: its summary, else its definition's name, else its id. */
export function actionName(action: ManualAction): string {
  return action.summary?.trim() || action.actionDefinition?.name?.trim() || action.actionDefinitionId || action.protocolActionId;
}

/** Whether the action sends mail, so an email preview can be made (the email built-in). */
export function sendsMail(action: ManualAction): boolean {
  return action.actionDefinitionId === BUILT_IN_ACTION_IDS.email;
}

/** Whether the action was rejected (Cancel) since its last run: a run clears the rejection. */
export function wasRejected(run: LastRun | undefined): boolean {
  return Boolean(run?.rejected);
}

/** Whether the action has run on the work unit (a rejection alone is no run). */
export function hasRun(run: LastRun | undefined): boolean {
  return Boolean(run && (run.actionHistoryId || (run.runCount ?? 0) > 0));
}

/** 'Success', 'Failure', 'Rejected', or 'Pending' while the run waits or retries; undefined before any. */
export function lastRunStatus(run: LastRun | undefined): string | undefined {
  if (!run) return undefined;
  if (wasRejected(run)) return 'Rejected';
  if (!hasRun(run)) return undefined;
  switch (run.resultStatusId) {
    case 1: return 'Success';
    case 2:
    case 4: return 'Failure';
    case 5: return 'Suppressed';
    default: return 'Pending';
  }
}

/** When the status shown happened: the rejection, else the run's end, else its start. */
export function lastRunTime(run: LastRun | undefined): string | undefined {
  if (!run) return undefined;
  return (wasRejected(run) ? run.rejected : (run.finished ?? run.started)) ?? undefined;
}

export type RunStatusTone = 'success' | 'error' | 'default';
export function runStatusTone(status: string | undefined): RunStatusTone {
  if (!status) return 'default';
  if (/^success/i.test(status)) return 'success';
  if (/^failure/i.test(status)) return 'error';
  return 'default';
}

/** One action's row: whether it may be run now, and as Run or Replay. */
export interface ActionRowState {
  action: ManualAction;
  lastRun?: LastRun;
  /** A non-repeatable action that already ran (or was rejected) is shown disabled. */
  done: boolean;
  runLabel: 'Run' | 'Replay';
}

export function actionRowState(action: ManualAction, lastRun: LastRun | undefined): ActionRowState {
  const ran = hasRun(lastRun);
  return {
    action,
    lastRun,
    done: action.repeatable !== true && (ran || wasRejected(lastRun)),
    runLabel: ran && action.repeatable === true ? 'Replay' : 'Run',
  };
}

/** The last run of each protocol action, by id (the server gives one row per action). */
export function runsByAction(runs: readonly LastRun[]): Map<string, LastRun> {
  return new Map(runs.map((run) => [run.protocolActionId, run]));
}

/**
 * The Pending Actions tab: the manual (not runAutomatically) actions of the current event, in sequence
 * order, each with its state; `pendingCount` counts those that may still run (the tab's badge).
 */
export function pendingActions(actions: readonly ManualAction[], runs: ReadonlyMap<string, LastRun>) {
  const rows = actions
    .filter((a) => a.runAutomatically !== true)
    .toSorted((a, b) => (a.sequence ?? 0) - (b.sequence ?? 0))
    .map((a) => actionRowState(a, runs.get(a.protocolActionId)));
  return { rows, pendingCount: rows.filter((r) => !r.done).length };
}

/**
 * The parameters a person fills in when running the action: those the protocol action leaves empty
 * (design: an empty value asks at run time), by name, with what they hold now.
 */
export function userDefinedParameters(action: ManualAction): string[] {
  return Object.entries(action.parameters ?? {})
    .filter(([, value]) => value.trim() === '')
    .map(([name]) => name);
}
