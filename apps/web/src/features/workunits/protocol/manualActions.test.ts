import { describe, expect, it } from 'vitest';
import { lastRunStatus, pendingActions, runsByAction, userDefinedParameters, type LastRun, type ManualAction } from './manualActions.ts';

const ran = (protocolActionId: string, resultStatusId: number | null, extra: Partial<LastRun> = {}): LastRun => ({
  protocolActionId, actionHistoryId: `h-${protocolActionId}`, resultStatusId, runCount: 1, started: '2026-01-01T10:00:00Z', finished: null, rejected: null, ...extra,
});

const action = (id: string, extra: Partial<ManualAction> = {}): ManualAction => ({
  protocolActionId: id,
  actionDefinitionId: 'email',
  workUnitEventTypeId: 2,
  runAutomatically: false,
  repeatable: false,
  sequence: 0,
  ...extra,
});

describe('pendingActions', () => {
  it('offers the manual actions in sequence order; a non-repeatable one that ran is done, a repeatable one is replayed', () => {
    const actions = [
      action('auto', { runAutomatically: true }),
      action('once-ran', { sequence: 3 }),
      action('again', { sequence: 2, repeatable: true }),
      action('fresh', { sequence: 1 }),
    ];
    const runs = runsByAction([ran('once-ran', 1), ran('again', 2)]);
    const { rows, pendingCount } = pendingActions(actions, runs);
    expect(rows.map((r) => [r.action.protocolActionId, r.done, r.runLabel])).toEqual([
      ['fresh', false, 'Run'],
      ['again', false, 'Replay'],
      ['once-ran', true, 'Run'],
    ]);
    expect(pendingCount).toBe(2);
  });

  it('counts a rejected non-repeatable action as done; a rejected repeatable one stays pending, as Run until it has run', () => {
    const rejectedOnly = { protocolActionId: 'a', actionHistoryId: null, resultStatusId: null, runCount: 0, rejected: '2026-01-01T11:00:00Z' };
    const { rows, pendingCount } = pendingActions([action('a'), action('b', { repeatable: true, sequence: 1 })], runsByAction([rejectedOnly, { ...rejectedOnly, protocolActionId: 'b' }]));
    expect(rows.map((r) => [r.done, r.runLabel, lastRunStatus(r.lastRun)])).toEqual([[true, 'Run', 'Rejected'], [false, 'Run', 'Rejected']]);
    expect(pendingCount).toBe(1);
  });
});

describe('lastRunStatus', () => {
  it('reads the action history status ids as Success or Failure', () => {
    expect(lastRunStatus(ran('a', 1))).toBe('Success');
    expect(lastRunStatus(ran('a', 2))).toBe('Failure');
    expect(lastRunStatus(ran('a', 4))).toBe('Failure');
    expect(lastRunStatus(ran('a', 3))).toBe('Pending');
    expect(lastRunStatus(undefined)).toBeUndefined();
  });
});

describe('userDefinedParameters', () => {
  it('asks for the parameters the protocol action leaves empty', () => {
    expect(userDefinedParameters(action('a', { parameters: { Template: 'Simple', ExtraParameters: '', Note: ' ' } }))).toEqual(['ExtraParameters', 'Note']);
    expect(userDefinedParameters(action('a'))).toEqual([]);
  });
});
