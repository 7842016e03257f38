import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, permissionsOf, renderSignedIn, stubFetch } from '../../app/testing.tsx';
import { PEOPLE_FAILED, optionsFailed } from './optionErrors.ts';
import { MIGRATE_TITLE } from './MigrateToChangeRequestDialog.tsx';
import { WorkUnitPanel } from './WorkUnitPanel.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

const TENANT = '11111111-1111-4111-8111-111111111111';
const record = {
  workUnitId: 5,
  publicWorkUnitId: '22222222-2222-4222-8222-222222222222',
  title: 'Printer offline',
  description: null,
  workUnitTypeId: 3,
  workUnitType: 'Incident',
  workUnitCategoryId: null,
  workUnitSubcategoryId: null,
  severityId: 2,
  effort: null,
  stateId: 2,
  created: '2025-03-07T10:00:00.000Z',
  modified: '2025-03-07T10:00:00.000Z',
  resolved: null,
  createdBy: 'agent',
  modifiedBy: 'agent',
  tenantId: TENANT,
  tenant: { tenantId: TENANT, name: 'Contoso' },
  isSpamCall: false,
  isApproverRequired: true,
  properties: '{"host":"app01"}',
  relations: [{ workUnitRelationId: 1, workUnitId: 5, referenceId: '4', referenceType: 'WorkUnit', created: '2025-03-07T10:00:00.000Z', createdBy: 'agent' }],
};

function setup(patchAnswer: Response | object, workUnit: object = record, extra: Record<string, unknown> = {}) {
  return stubFetch({
    '/v1/tenants/11111111-1111-4111-8111-111111111111/assignmentGroups': ['Service Desk', 'Network Team'],
    '/v1/tenants/11111111-1111-4111-8111-111111111111/escalationReasons': [],
    '/v1/permissions': permissionsOf('WorkUnits:view', 'WorkUnits:edit'),
    '/v1/currentUser': { name: 'Sam', userName: 'agent', email: null, kind: 'user', tenantId: TENANT, subscriptionId: null },
    '/v1/workunits/5': workUnit,
    '/v1/workunits/GetWorkUnitHistoryRecords(workUnitId=5)': { value: [] },
    'PATCH /v1/workunits/5': patchAnswer,
    ...extra,
  });
}

describe('WorkUnitPanel', () => {
  it('saves a JSON Patch with a test of the value the user started from, and shows the concurrent-edit text on 409', async () => {
    const fetch = setup(
      jsonResponse(409, { statusCode: 409, error: 'Conflict', message: "The current value 'X' at path 'title' is not equal to the test value 'Printer offline'." }),
    );
    const user = userEvent.setup();
    renderSignedIn(<WorkUnitPanel workUnitKey="5" onClose={() => {}} onOpen={() => {}} />);
    const dialog = await screen.findByRole('dialog', { name: 'Edit Work Unit #5: Printer offline' }, { timeout: 8000 });
    const save = within(dialog).getByRole('button', { name: 'Save' });
    expect(save).toBeDisabled();

    const title = within(dialog).getByRole('textbox', { name: 'Title' });
    fireEvent.change(title, { target: { value: 'Printer on floor 3 offline' } });
    // Field edits reach the form after 500 ms (or on leaving the field).
    expect(save).toBeDisabled();
    await waitFor(() => expect(save).toBeEnabled(), { timeout: 2000 });

    await user.click(save);
    expect(await within(dialog).findByText('This Work Unit was modified by another user. Please discard your changes without saving and refresh it.')).toBeInTheDocument();
    expect(await screen.findByText('Failed to save the Work Unit.')).toBeInTheDocument();
    const patch = fetch.mock.calls.find(([, init]) => init?.method === 'PATCH');
    expect(JSON.parse(String(patch?.[1]?.body))).toEqual([
      { op: 'test', path: '/title', value: 'Printer offline' },
      { op: 'replace', path: '/title', value: 'Printer on floor 3 offline' },
    ]);
  });

  it('shows the properties and related items with their count', async () => {
    setup(record);
    const user = userEvent.setup();
    renderSignedIn(<WorkUnitPanel workUnitKey="5" onClose={() => {}} onOpen={() => {}} />);
    const dialog = await screen.findByRole('dialog', { name: 'Edit Work Unit #5: Printer offline' }, { timeout: 8000 });
    await user.click(within(dialog).getByRole('tab', { name: 'Properties' }));
    expect(within(dialog).getByRole('table', { name: 'Properties' })).toHaveTextContent('hostapp01');
    const related = within(dialog).getByRole('tab', { name: /Related/ });
    expect(related).toHaveTextContent('1');
    await user.click(related);
    expect(within(dialog).getByText('Work Unit #4')).toBeInTheDocument();
    expect(within(dialog).getByText('No related Packets found.')).toBeInTheDocument();
  });

  it('titles a new work unit Create Work Unit and explains why saving is off', async () => {
    setup(record);
    renderSignedIn(<WorkUnitPanel createType={3} onClose={() => {}} onOpen={() => {}} />);
    const dialog = await screen.findByRole('dialog', { name: 'Create Work Unit' });
    expect(within(dialog).getByRole('button', { name: 'Save & Close' })).toBeDisabled();
    expect(within(dialog).queryByRole('tab', { name: 'Properties' })).not.toBeInTheDocument();
  });

  it('asks for an escalation reason when the assignment group changes, and sends it with the new group', async () => {
    const fetch = setup({ ...record, assignmentGroup: 'Network Team' }, { ...record, assignmentGroup: 'Service Desk' });
    const user = userEvent.setup();
    renderSignedIn(<WorkUnitPanel workUnitKey="5" onClose={() => {}} onOpen={() => {}} />);
    const dialog = await screen.findByRole('dialog', { name: 'Edit Work Unit #5: Printer offline' }, { timeout: 8000 });
    await user.click(within(dialog).getByRole('combobox', { name: 'Assignment Group' }));
    await user.click(await screen.findByRole('option', { name: 'Network Team' }));
    const escalate = await screen.findByRole('dialog', { name: 'Escalate Work Unit' });
    await user.click(within(escalate).getByRole('button', { name: 'Escalate' }));
    expect(within(escalate).getByText('Required')).toBeInTheDocument();
    await user.type(within(escalate).getByRole('textbox', { name: 'Escalation Reason' }), 'Needs the network team');
    await user.click(within(escalate).getByRole('checkbox', { name: 'Reset the state to New and unassign' }));
    await user.click(within(escalate).getByRole('button', { name: 'Escalate' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Escalate Work Unit' })).not.toBeInTheDocument());
    expect(within(dialog).getByRole('combobox', { name: 'Assignment Group' })).toHaveTextContent('Network Team');
    expect(within(dialog).getByRole('combobox', { name: 'State' })).toHaveTextContent('New');

    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(fetch.mock.calls.some(([, init]) => init?.method === 'PATCH')).toBe(true));
    const patch = fetch.mock.calls.find(([, init]) => init?.method === 'PATCH');
    expect(JSON.parse(String(patch?.[1]?.body))).toEqual([
      { op: 'test', path: '/stateId', value: 2 },
      { op: 'replace', path: '/stateId', value: 1 },
      { op: 'test', path: '/assignmentGroup', value: 'Service Desk' },
      { op: 'replace', path: '/assignmentGroup', value: 'Network Team' },
      { op: 'test', path: '/escalationReason', value: null },
      { op: 'replace', path: '/escalationReason', value: 'Needs the network team' },
    ]);
  });

  it("offers the tenant's escalation reasons as the only choices when it keeps a list", async () => {
    const fetch = setup({ ...record, assignmentGroup: 'Network Team' }, { ...record, assignmentGroup: 'Service Desk' }, {
      '/v1/tenants/11111111-1111-4111-8111-111111111111/escalationReasons': ['Needs specialist', 'Customer request'],
    });
    const user = userEvent.setup();
    renderSignedIn(<WorkUnitPanel workUnitKey="5" onClose={() => {}} onOpen={() => {}} />);
    const dialog = await screen.findByRole('dialog', { name: 'Edit Work Unit #5: Printer offline' }, { timeout: 8000 });
    await user.click(within(dialog).getByRole('combobox', { name: 'Assignment Group' }));
    await user.click(await screen.findByRole('option', { name: 'Network Team' }));
    const escalate = await screen.findByRole('dialog', { name: 'Escalate Work Unit' });
    const reason = within(escalate).getByRole('combobox', { name: 'Escalation Reason' });
    // Typed words that are not one of the reasons are not taken.
    await user.type(reason, 'Felt like it');
    await user.click(within(escalate).getByRole('button', { name: 'Escalate' }));
    expect(within(escalate).getByText('Required')).toBeInTheDocument();
    await user.clear(reason);
    await user.click(reason);
    expect((await screen.findAllByRole('option')).map((o) => o.textContent)).toEqual(['Needs specialist', 'Customer request']);
    await user.click(screen.getByRole('option', { name: 'Customer request' }));
    await user.click(within(escalate).getByRole('button', { name: 'Escalate' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Escalate Work Unit' })).not.toBeInTheDocument());
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(fetch.mock.calls.some(([, init]) => init?.method === 'PATCH')).toBe(true));
    const patch = fetch.mock.calls.find(([, init]) => init?.method === 'PATCH');
    expect(JSON.parse(String(patch?.[1]?.body))).toContainEqual({ op: 'replace', path: '/escalationReason', value: 'Customer request' });
  });

  it('puts the group back when the escalation is cancelled', async () => {
    setup(record, { ...record, assignmentGroup: 'Service Desk' });
    const user = userEvent.setup();
    renderSignedIn(<WorkUnitPanel workUnitKey="5" onClose={() => {}} onOpen={() => {}} />);
    const dialog = await screen.findByRole('dialog', { name: 'Edit Work Unit #5: Printer offline' }, { timeout: 8000 });
    await user.click(within(dialog).getByRole('combobox', { name: 'Assignment Group' }));
    await user.click(await screen.findByRole('option', { name: 'Network Team' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Escalate Work Unit' })).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Escalate Work Unit' })).not.toBeInTheDocument());
    expect(within(dialog).getByRole('combobox', { name: 'Assignment Group' })).toHaveTextContent('Service Desk');
    expect(within(dialog).getByRole('button', { name: 'Save' })).toBeDisabled();
  });

  it('sends the escalation reason again when a second escalation gives the same words as the first', async () => {
    const escalated = { ...record, assignmentGroup: 'Network Team', escalationReason: 'Wrong group', escalationNote: null };
    const fetch = setup({ ...escalated, assignmentGroup: 'Service Desk' }, escalated);
    const user = userEvent.setup();
    renderSignedIn(<WorkUnitPanel workUnitKey="5" onClose={() => {}} onOpen={() => {}} />);
    const dialog = await screen.findByRole('dialog', { name: 'Edit Work Unit #5: Printer offline' }, { timeout: 8000 });
    await user.click(within(dialog).getByRole('combobox', { name: 'Assignment Group' }));
    await user.click(await screen.findByRole('option', { name: 'Service Desk' }));
    const escalate = await screen.findByRole('dialog', { name: 'Escalate Work Unit' });
    await user.type(within(escalate).getByRole('textbox', { name: 'Escalation Reason' }), 'Wrong group');
    await user.click(within(escalate).getByRole('button', { name: 'Escalate' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Escalate Work Unit' })).not.toBeInTheDocument());
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(fetch.mock.calls.some(([, init]) => init?.method === 'PATCH')).toBe(true));
    const patch = fetch.mock.calls.find(([, init]) => init?.method === 'PATCH');
    expect(JSON.parse(String(patch?.[1]?.body))).toEqual([
      { op: 'test', path: '/assignmentGroup', value: 'Network Team' },
      { op: 'replace', path: '/assignmentGroup', value: 'Service Desk' },
      { op: 'test', path: '/escalationReason', value: 'Wrong group' },
      { op: 'replace', path: '/escalationReason', value: 'Wrong group' },
    ]);
  });

  it("says 'Could not retrieve the list of people.' when a person search fails, and that Assigned To's options failed", async () => {
    setup(record, { ...record, workUnitTypeId: 1, workUnitType: 'Change Request' }, {
      '/api/people': jsonResponse(500, { message: 'boom' }),
      '/v1/tenants/11111111-1111-4111-8111-111111111111/assignmentGroups': jsonResponse(500, { message: 'boom' }),
    });
    const user = userEvent.setup();
    renderSignedIn(<WorkUnitPanel workUnitKey="5" onClose={() => {}} onOpen={() => {}} />);
    const dialog = await screen.findByRole('dialog', { name: /^Edit Work Unit #5/ }, { timeout: 8000 });
    expect(await screen.findByText(optionsFailed('Assignment Group'))).toBeInTheDocument();

    await user.click(within(dialog).getByRole('combobox', { name: 'Approver 1' }));
    expect(await screen.findByText(PEOPLE_FAILED)).toBeInTheDocument();
    expect(screen.queryByText(optionsFailed('Assigned To'))).not.toBeInTheDocument();

    await user.click(within(dialog).getByRole('combobox', { name: 'Assigned To' }));
    await user.keyboard('sa');
    expect(await screen.findByText(optionsFailed('Assigned To'))).toBeInTheDocument();
    // Typing still works without the list.
    expect(within(dialog).getByRole('combobox', { name: 'Assigned To' })).toHaveValue('sa');
  });

  it("says 'Failed to refresh options for field: Tenant' when the tenants cannot be listed for a new work unit", async () => {
    setup(record, record, { '/api/generallookup/tenants': jsonResponse(500, { message: 'boom' }) });
    renderSignedIn(<WorkUnitPanel createType={3} onClose={() => {}} onOpen={() => {}} />);
    await screen.findByRole('dialog', { name: 'Create Work Unit' });
    expect(await screen.findByText(optionsFailed('Tenant'))).toBeInTheDocument();
  });

  it('Change Type to Change Request asks for the change request\'s required fields and changes nothing without them', async () => {
    const fetch = setup(record);
    const user = userEvent.setup();
    renderSignedIn(<WorkUnitPanel workUnitKey="5" onClose={() => {}} onOpen={() => {}} />);
    const panel = await screen.findByRole('dialog', { name: 'Edit Work Unit #5: Printer offline' }, { timeout: 8000 });
    await user.click(within(panel).getByRole('button', { name: 'More actions' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Change Type to Change Request.' }));
    const ask = await screen.findByRole('dialog', { name: MIGRATE_TITLE });
    for (const label of ['Implementation Plan', 'Rollback Plan', 'Affected Resources', 'Environment', 'Expected CFS Alerts', 'Resolution']) {
      expect(within(ask).getByRole('textbox', { name: new RegExp(`^${label}`) })).toBeInTheDocument();
    }
    await user.click(within(ask).getByRole('button', { name: 'Change Type' }));
    expect((await within(ask).findAllByText('Required')).length).toBeGreaterThanOrEqual(6);
    // Neither the old migrate call (which left the fields empty) nor a patch went out.
    expect(fetch.mock.calls.some(([url, init]) => String(url).includes('migrateToChangeRequest') || init?.method === 'PATCH')).toBe(false);
    await user.click(within(ask).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: MIGRATE_TITLE })).not.toBeInTheDocument());
  }, 30_000);
});
