import { describe, expect, it } from 'vitest';
import { lastRunStatus, pendingActions, runsByAction, userDefinedParameters, type ManualAction } from './manualActions.ts';

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
    const runs = runsByAction([
      { protocolActionId: 'once-ran', status: 'Success', started: '2026-01-01T10:00:00Z' },
      { protocolActionId: 'again', status: 'Failure', started: '2026-01-01T10:00:00Z' },
    ]);
    const { rows, pendingCount } = pendingActions(actions, runs);
    expect(rows.map((r) => [r.action.protocolActionId, r.done, r.runLabel])).toEqual([
      ['fresh', false, 'Run'],
      ['again', false, 'Replay'],
      ['once-ran', true, 'Run'],
    ]);
    expect(pendingCount).toBe(2);
  });

  it('counts a rejected non-repeatable action as done', () => {
    const runs = runsByAction([{ protocolActionId: 'a', status: 'Rejected' }]);
    const { rows, pendingCount } = pendingActions([action('a')], runs);
    expect(rows[0]?.done).toBe(true);
    expect(lastRunStatus(rows[0]?.lastRun)).toBe('Rejected');
    expect(pendingCount).toBe(0);
  });
});

describe('runsByAction', () => {
  it('keeps the newest run of each action', () => {
    const runs = runsByAction([
      { protocolActionId: 'a', status: 'Failure', started: '2026-01-01T10:00:00Z' },
      { protocolActionId: 'a', status: 'Success', started: '2026-01-01T11:00:00Z' },
      { protocolActionId: 'a', status: 'Failure', started: '2026-01-01T09:00:00Z' },
    ]);
    expect(runs.get('a')?.status).toBe('Success');
  });
});

describe('lastRunStatus', () => {
  it('reads the action history status ids as Success or Failure', () => {
    expect(lastRunStatus({ protocolActionId: 'a', resultStatusId: 1 })).toBe('Success');
    expect(lastRunStatus({ protocolActionId: 'a', resultStatusId: 2 })).toBe('Failure');
    expect(lastRunStatus({ protocolActionId: 'a', resultStatusId: 0 })).toBe('Pending');
    expect(lastRunStatus(undefined)).toBeUndefined();
  });
});

describe('userDefinedParameters', () => {
  it('asks for the parameters the protocol action leaves empty', () => {
    expect(userDefinedParameters(action('a', { parameters: { Template: 'Simple', ExtraParameters: '', Note: ' ' } }))).toEqual(['ExtraParameters', 'Note']);
    expect(userDefinedParameters(action('a'))).toEqual([]);
  });
});
