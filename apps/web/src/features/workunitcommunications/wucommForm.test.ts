import { describe, expect, it } from 'vitest';
import { validationLines } from '../../kit/form/FormPanel.tsx';
import { communicationMessages as wucommFormMessages } from '@portal/contracts';
import { newWuCommValues, toSaveBody, withStatus, wucommFieldLabels, wucommFormSchema, wucommToForm, type WuCommFormValues } from './wucommForm.ts';

const TENANT = '11111111-1111-4111-8111-111111111111';
const NOW = Date.parse('2026-03-01T12:00:00Z');
const clock = () => NOW;

function valid(): WuCommFormValues {
  return {
    ...newWuCommValues(TENANT),
    title: 'Mail delayed',
    serviceManager: 'manager',
    eventStarted: '2026-03-01T10:00:00.000Z',
    eventEngaged: '2026-03-01T10:15:00.000Z',
    nextUpdate: '2026-03-01T13:00:00.000Z',
  };
}

const problems = (values: WuCommFormValues, isNew = false) => validationLines(wucommFormSchema({ isNew, now: clock }), values, wucommFieldLabels);

describe('communication form (part 3 §4, §5)', () => {
  it('starts a new communication as Investigating and accepts a complete one', () => {
    expect(newWuCommValues(TENANT).status).toBe('Investigating');
    expect(problems(valid(), true)).toEqual([]);
  });

  it('requires title, tenant, program manager, event started and engaged', () => {
    const lines = problems({ ...newWuCommValues(null), nextUpdate: '2026-03-01T13:00:00.000Z' }, true);
    expect(lines).toEqual([
      `Title: ${wucommFormMessages.titleRequired}`,
      `Tenant: ${wucommFormMessages.tenantRequired}`,
      `Program Manager: ${wucommFormMessages.serviceManagerRequired}`,
      `Event Started: ${wucommFormMessages.eventStartedRequired}`,
      `Event Engaged: ${wucommFormMessages.eventEngagedRequired}`,
    ]);
  });

  it('locks a new communication to Investigating', () => {
    expect(problems({ ...valid(), status: 'ConfirmedImpact' }, true)).toEqual([`Status: ${wucommFormMessages.newMustInvestigate}`]);
    expect(problems({ ...valid(), status: 'ConfirmedImpact' }, false)).toEqual([]);
  });

  it('requires the next update while open, and not in the past', () => {
    expect(problems({ ...valid(), nextUpdate: null })).toEqual([`Next Customer Update: ${wucommFormMessages.nextUpdateRequired}`]);
    expect(problems({ ...valid(), nextUpdate: '2026-03-01T11:00:00.000Z' })).toEqual([`Next Customer Update: ${wucommFormMessages.nextUpdateInPast}`]);
    // A minute's grace: the picker holds whole minutes.
    expect(problems({ ...valid(), nextUpdate: '2026-03-01T11:59:30.000Z' })).toEqual([]);
  });

  it('clears the next update when Resolved or Cancelled, and asks for the root cause when Resolved', () => {
    const cancelled = withStatus(valid(), 'Cancelled', new Date(NOW));
    expect(cancelled.nextUpdate).toBeNull();
    expect(problems(cancelled)).toEqual([]);
    const resolved = withStatus(valid(), 'Resolved', new Date(NOW));
    expect(resolved.nextUpdate).toBeNull();
    expect(resolved.eventResolved).toBe('2026-03-01T12:00:00.000Z');
    expect(problems(resolved)).toEqual([`Root Cause: ${wucommFormMessages.rootCauseRequired}`]);
    expect(problems({ ...resolved, rootCause: 'A full disk' })).toEqual([]);
    // Whatever the form held, a closed communication is sent without a next update.
    expect(toSaveBody({ ...resolved, rootCause: 'A full disk', nextUpdate: '2026-03-01T13:00:00.000Z' }, false)).toMatchObject({ nextUpdate: null });
    expect(toSaveBody(valid(), false)).not.toHaveProperty('tenantId');
    expect(toSaveBody(valid(), true)).toMatchObject({ tenantId: TENANT, status: 'Investigating' });
  });

  it('reads a saved communication, empty values as null', () => {
    const form = wucommToForm({ ...valid(), details: '', customerAssistanceRequired: undefined } as unknown as Parameters<typeof wucommToForm>[0]);
    expect(form.details).toBeNull();
    expect(form.customerAssistanceRequired).toBe(false);
    expect(form.title).toBe('Mail delayed');
  });
});
