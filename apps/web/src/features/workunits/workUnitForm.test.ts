import { httpUrlMessage, workUnitMessages, type WorkUnitResponse } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { acknowledgePatch, workUnitPatch, workUnitSavePatch } from './api.ts';
import { FORM_FIELDS, newFormValues, toCreateBody, toFormValues, workUnitFormSchema, type WorkUnitFormValues } from './workUnitForm.ts';

const TENANT = '11111111-1111-4111-8111-111111111111';

function problems(values: WorkUnitFormValues, context: Parameters<typeof workUnitFormSchema>[0] = { isNew: true }) {
  const result = workUnitFormSchema(context).safeParse(values);
  return result.success ? [] : result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
}

const validChange = (): WorkUnitFormValues => ({
  ...newFormValues(1, TENANT),
  title: 'Patch web servers',
  implementationPlan: 'Apply',
  rollbackPlan: 'Restore',
  affectedResources: 'app01',
  environment: 'Production',
  expectedCFSAlerts: 'None',
  resolution: 'Planned',
  plannedStartTime: '2030-06-01T10:00:00.000Z',
  plannedFinishTime: '2030-06-01T12:00:00.000Z',
  approver1: 'manager',
  approver2: 'admin',
});

describe('the work unit form’s rules', () => {
  it('starts a new work unit as New, Sev0, second approver required', () => {
    expect(newFormValues(3, TENANT)).toMatchObject({ workUnitTypeId: 3, stateId: 1, severityId: 0, isApproverRequired: true, tenantId: TENANT });
  });

  it('needs a title of at least 3 characters and a tenant', () => {
    expect(problems(newFormValues(3, null))).toEqual(expect.arrayContaining(['tenantId: Please choose a tenant.', 'title: Please enter the title']));
    expect(problems({ ...newFormValues(3, TENANT), title: 'ab' })).toEqual([`title: ${workUnitMessages.titleMin}`]);
    expect(problems({ ...newFormValues(3, TENANT), title: 'Printer offline' })).toEqual([]);
  });

  it('takes only an http(s) reference URL, with the message the server gives', () => {
    const withUrl = (referenceUrl: string) => problems({ ...newFormValues(3, TENANT), title: 'Printer offline', referenceUrl });
    expect(withUrl('javascript:alert(1)')).toEqual([`referenceUrl: ${httpUrlMessage}`]);
    expect(withUrl('data:text/html,x')).toEqual([`referenceUrl: ${httpUrlMessage}`]);
    expect(withUrl('https://tickets.example.com/42')).toEqual([]);
    expect(withUrl('')).toEqual([]);
  });

  it('holds a change request until both plans, approvers and valid times are given', () => {
    expect(problems(validChange())).toEqual([]);
    for (const field of ['implementationPlan', 'rollbackPlan', 'approver1', 'approver2', 'plannedStartTime', 'plannedFinishTime'] as const) {
      expect(problems({ ...validChange(), [field]: null })).toEqual([`${field}: Required`]);
    }
    expect(problems({ ...validChange(), approver2: null, isApproverRequired: false })).toEqual([]);
    expect(problems({ ...validChange(), plannedFinishTime: '2030-06-01T08:00:00.000Z' })).toEqual([
      'plannedFinishTime: Planned Finish Time must be equal to or greater than Planned Start Time.',
    ]);
  });

  it('lets a New work unit move only to Acknowledged or Canceled, and ignores faults the saved record already had', () => {
    const saved = { ...newFormValues(3, TENANT), title: 'ok title' };
    expect(problems({ ...saved, stateId: 3 }, { isNew: false, currentStateId: 1, baseline: saved })).toEqual([`stateId: ${workUnitMessages.newStateOnly}`]);
    expect(problems({ ...saved, stateId: 2 }, { isNew: false, currentStateId: 1, baseline: saved })).toEqual([]);
    const oldChange = { ...validChange(), rollbackPlan: null };
    expect(problems({ ...oldChange, title: 'Renamed change' }, { isNew: false, currentStateId: 2, baseline: oldChange })).toEqual([]);
  });

  it('sends only filled fields on create', () => {
    const body = toCreateBody({ ...newFormValues(3, TENANT), title: '  Printer offline ', description: '' });
    expect(body).toEqual({ workUnitTypeId: 3, tenantId: TENANT, stateId: 1, severityId: 0, isSpamCall: false, isApproverRequired: true, title: 'Printer offline' });
  });
});

describe('workUnitPatch', () => {
  it('tests the value the user started from before replacing each changed field', () => {
    const before = { title: 'Old', assignedTo: null, severityId: 2, plannedStartTime: '2030-06-01T10:00:00Z' };
    const after = { title: 'New', assignedTo: '', severityId: 1, plannedStartTime: '2030-06-01T10:00:00.000Z' };
    expect(workUnitPatch(before, after)).toEqual([
      { op: 'test', path: '/title', value: 'Old' },
      { op: 'replace', path: '/title', value: 'New' },
      { op: 'test', path: '/severityId', value: 2 },
      { op: 'replace', path: '/severityId', value: 1 },
    ]);
    expect(workUnitPatch({ description: 'x' }, { description: '' })).toEqual([
      { op: 'test', path: '/description', value: 'x' },
      { op: 'replace', path: '/description', value: null },
    ]);
  });

  it('acknowledges as the current user, guarded by the state and assignee the grid showed', () => {
    expect(acknowledgePatch({ stateId: 1, assignedTo: null }, 'agent')).toEqual([
      { op: 'test', path: '/stateId', value: 1 },
      { op: 'replace', path: '/stateId', value: 2 },
      { op: 'test', path: '/assignedTo', value: null },
      { op: 'replace', path: '/assignedTo', value: 'agent' },
    ]);
  });

  it('diffs a saved work unit’s form values over every form field', () => {
    const record = { workUnitId: 5, title: 'A', severityId: 2, stateId: 2, description: null, tenantId: TENANT, workUnitTypeId: 3 } as unknown as WorkUnitResponse;
    const values = toFormValues(record);
    expect(Object.keys(values)).toEqual([...FORM_FIELDS]);
    expect(workUnitPatch(values, { ...values, description: 'more' }, FORM_FIELDS)).toEqual([
      { op: 'test', path: '/description', value: null },
      { op: 'replace', path: '/description', value: 'more' },
    ]);
  });

  it('sends an escalation’s reason and note even when they read as the last escalation’s', () => {
    const before = { assignmentGroup: 'Network Team', escalationReason: 'Needs networking', escalationNote: 'Switch is down', title: 'A' };
    const after = { ...before, assignmentGroup: 'Service Desk' };
    expect(workUnitSavePatch(before, after)).toEqual([
      { op: 'test', path: '/assignmentGroup', value: 'Network Team' },
      { op: 'replace', path: '/assignmentGroup', value: 'Service Desk' },
      { op: 'test', path: '/escalationReason', value: 'Needs networking' },
      { op: 'replace', path: '/escalationReason', value: 'Needs networking' },
      { op: 'test', path: '/escalationNote', value: 'Switch is down' },
      { op: 'replace', path: '/escalationNote', value: 'Switch is down' },
    ]);
    // A changed reason is in the diff already; an empty note is not sent (the server drops the old one).
    expect(workUnitSavePatch(before, { ...after, escalationReason: 'Other', escalationNote: null })).toEqual([
      { op: 'test', path: '/assignmentGroup', value: 'Network Team' },
      { op: 'replace', path: '/assignmentGroup', value: 'Service Desk' },
      { op: 'test', path: '/escalationReason', value: 'Needs networking' },
      { op: 'replace', path: '/escalationReason', value: 'Other' },
      { op: 'test', path: '/escalationNote', value: 'Switch is down' },
      { op: 'replace', path: '/escalationNote', value: null },
    ]);
    // No escalation: a first group, or other fields only.
    expect(workUnitSavePatch({ ...before, assignmentGroup: null }, after)).toEqual(workUnitPatch({ ...before, assignmentGroup: null }, after));
    expect(workUnitSavePatch(before, { ...before, title: 'B' })).toEqual(workUnitPatch(before, { ...before, title: 'B' }));
  });
});
