import { WorkUnitTypeId, workUnitMessages } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { buildPatch, fieldsForType, massEditIssues, massEditTitle, stateChoices } from './massEdit.ts';

const incident = (workUnitId: number, stateId = 2) => ({ workUnitId, workUnitTypeId: WorkUnitTypeId.Incident, stateId });
const change = (workUnitId: number, stateId = 2) => ({ workUnitId, workUnitTypeId: WorkUnitTypeId.ChangeRequest, stateId });
const messagesOf = (issues: ReturnType<typeof massEditIssues>) => issues.map((i) => `${i.path.join('.')}: ${i.message}`);

describe('mass edit fields', () => {
  it("is titled 'Edit N Work Units'", () => {
    expect(massEditTitle(3)).toBe('Edit 3 Work Units');
  });

  it('leaves resolution out for change requests and the change plans out for incidents', () => {
    const forChange = fieldsForType(WorkUnitTypeId.ChangeRequest);
    expect(forChange).not.toContain('resolution');
    expect(forChange).toEqual(expect.arrayContaining(['implementationPlan', 'rollbackPlan', 'expectedCFSAlerts', 'title', 'effort']));

    const forIncident = fieldsForType(WorkUnitTypeId.Incident);
    for (const field of ['implementationPlan', 'rollbackPlan', 'affectedResources', 'securityConsiderations', 'userImpact', 'costImpact', 'environment', 'expectedCFSAlerts']) {
      expect(forIncident).not.toContain(field);
    }
    expect(forIncident).toEqual(
      expect.arrayContaining(['title', 'stateId', 'severityId', 'description', 'referenceUrl', 'stakeHolderFullName', 'stakeholderPhoneNumber', 'stakeHolderEmailAddress', 'stakeholderExperienceScore', 'effort', 'resolution']),
    );
  });

  it("refuses a field chosen twice with 'Duplicate field'", () => {
    const issues = massEditIssues({ rows: [{ field: 'severityId', value: '2' }, { field: 'severityId', value: '3' }] }, [incident(1), incident(2)]);
    expect(messagesOf(issues)).toEqual(['rows.1.field: Duplicate field']);
  });

  it('refuses mismatched work unit types', () => {
    const issues = massEditIssues({ rows: [{ field: 'severityId', value: '2' }] }, [incident(1), change(2)]);
    expect(messagesOf(issues)).toContain(`rows: ${workUnitMessages.massEditMismatch}`);
    expect(workUnitMessages.massEditMismatch).toBe('Failed to update Work Units. Cannot save mismatched Work Unit types.');
  });

  it('requires a value for the required fields and lets others be cleared', () => {
    const units = [incident(1)];
    expect(messagesOf(massEditIssues({ rows: [{ field: 'resolution', value: ' ' }] }, units))).toEqual(['rows.0.value: Required']);
    expect(messagesOf(massEditIssues({ rows: [{ field: 'title', value: '' }] }, units))).toEqual(['rows.0.value: Please enter the title']);
    expect(messagesOf(massEditIssues({ rows: [{ field: 'title', value: 'ab' }] }, units))).toEqual([`rows.0.value: ${workUnitMessages.titleMin}`]);
    expect(massEditIssues({ rows: [{ field: 'referenceUrl', value: '' }, { field: 'effort', value: '' }] }, units)).toEqual([]);
    expect(messagesOf(massEditIssues({ rows: [{ field: 'stakeHolderEmailAddress', value: 'nope' }] }, units))).toEqual([
      `rows.0.value: ${workUnitMessages.invalidEmail}`,
    ]);
  });

  it('refuses a field the type does not have', () => {
    expect(messagesOf(massEditIssues({ rows: [{ field: 'implementationPlan', value: 'x' }] }, [incident(1)]))).toEqual([
      'rows.0.field: This field cannot be edited for this Work Unit type.',
    ]);
  });

  it('offers only the states every selected unit may move to', () => {
    expect(stateChoices([incident(1, 1), incident(2, 3)]).map((c) => c.label)).toEqual(['New', 'Acknowledged', 'Canceled']);
    expect(stateChoices([incident(1, 3)])).toHaveLength(8);
  });

  it('tests each field against the loaded value before replacing it', () => {
    const patch = buildPatch({ workUnitId: 1, severityId: 0, referenceUrl: null }, [
      { field: 'severityId', value: '3' },
      { field: 'referenceUrl', value: '' },
    ]);
    expect(patch).toEqual([
      { op: 'test', path: '/severityId', value: 0 },
      { op: 'replace', path: '/severityId', value: 3 },
      { op: 'test', path: '/referenceUrl', value: null },
      { op: 'replace', path: '/referenceUrl', value: null },
    ]);
  });
});
