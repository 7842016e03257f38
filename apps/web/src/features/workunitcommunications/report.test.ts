import { describe, expect, it } from 'vitest';
import type { WuComm } from './queries.ts';
import { buildReport } from './report.ts';

const record: WuComm = {
  workUnitCommunicationId: 7, publicWorkUnitCommunicationId: 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa', title: 'Mail delayed',
  tenantId: '11111111-1111-4111-8111-111111111111', tenant: { tenantId: '11111111-1111-4111-8111-111111111111', name: 'Contoso' },
  serviceManager: 'manager', status: 'ConfirmedImpact', details: 'Outbound mail queues.', customerAssistanceRequired: false, rootCause: 'A full disk',
  eventStarted: '2026-03-01T10:00:00Z', eventEngaged: '2026-03-01T10:10:00Z', eventMitigated: null, eventResolved: null,
  nextUpdate: '2026-03-01T13:00:00Z', nextInternalUpdate: '2026-03-01T12:30:00Z', maximumImpact: 'Major', currentImpact: 'Minor',
  impactedServices: 'Mail', internalBridge: 'https://bridge.example/42', created: '2026-03-01T10:20:00Z', modified: '2026-03-01T11:00:00Z',
  createdBy: 'agent', userChanged: null, userChangedBy: null, overdue: true, timeToFirstUpdateMinutes: 20, onTimeUpdateShare: 0.5,
  workUnits: [
    { workUnitId: 3, publicWorkUnitId: 'bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb', title: 'Older', stateId: 1, severityId: 1, tenantId: '11111111-1111-4111-8111-111111111111' },
    { workUnitId: 9, publicWorkUnitId: 'cccccccc-cccc-4ccc-8ccc-cccccccccccc', title: 'Newer', stateId: 1, severityId: 1, tenantId: '11111111-1111-4111-8111-111111111111' },
  ],
  workUnitCommunicationActivities: [
    { workUnitCommunicationActivityId: 1, workUnitCommunicationId: 7, activityType: 'ResolutionActivity', details: 'Freed space', isCustomerFacing: true, isComplete: true, completed: '2026-03-01T11:00:00Z', created: '2026-03-01T10:30:00Z', createdBy: 'agent' },
    { workUnitCommunicationActivityId: 2, workUnitCommunicationId: 7, activityType: 'TaskActivity', details: 'Page the storage team', isCustomerFacing: false, isComplete: false, completed: null, created: '2026-03-01T10:40:00Z', createdBy: 'agent' },
    { workUnitCommunicationActivityId: 3, workUnitCommunicationId: 7, activityType: 'TaskActivity', details: 'Drain the queue', isCustomerFacing: true, isComplete: false, completed: null, created: '2026-03-01T10:50:00Z', createdBy: 'agent' },
  ],
};

describe('report data dialogs', () => {
  it('gives customers the customer-facing steps and none of the internal fields', () => {
    const text = buildReport(record, 'external');
    expect(text).toContain('Incident report #aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa: Mail delayed');
    expect(text).toContain('Status: Open - Confirmed Impact');
    expect(text).toContain('Past steps:\n- Freed space');
    expect(text).toContain('Next steps:\n- Drain the queue');
    for (const hidden of ['Page the storage team', 'bridge.example', 'manager', 'A full disk', 'OVERDUE', 'Maximum impact']) expect(text).not.toContain(hidden);
  });

  it('gives staff every field, every step, the timeliness and the related work units newest first', () => {
    const text = buildReport(record, 'internal');
    expect(text).toContain('Program manager: manager');
    expect(text).toContain('Internal bridge: https://bridge.example/42');
    expect(text).toContain('- Page the storage team (internal)');
    expect(text).toContain('OVERDUE');
    expect(text).toContain('First update after 20 min');
    expect(text).toContain('Updates on time: 50%');
    expect(text).toContain('Related work units:\n- #9 Newer\n- #3 Older');
    expect(text).toContain('Root cause: A full disk');
  });

  it('shows customers the root cause once resolved, and no next update when closed', () => {
    const text = buildReport({ ...record, status: 'Resolved', nextUpdate: null, overdue: false }, 'external');
    expect(text).toContain('Root cause: A full disk');
    expect(text).not.toContain('Next update');
  });
});
