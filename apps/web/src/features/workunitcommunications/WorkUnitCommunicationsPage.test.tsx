import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { communicationMessages } from '@portal/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, permissionsOf, renderSignedIn, stubFetch, testLocation } from '../../app/testing.tsx';
import { UNSAVED_CHANGES_MESSAGE } from '../../kit/form/FormPanel.tsx';
import WorkUnitCommunicationsPage from './WorkUnitCommunicationsPage.tsx';

const TENANT = '11111111-1111-4111-8111-111111111111';
const PUBLIC_ID = 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa';
const future = new Date(Date.now() + 3_600_000).toISOString();

const record = {
  workUnitCommunicationId: 7, publicWorkUnitCommunicationId: PUBLIC_ID, title: 'Mail delayed', tenantId: TENANT, tenant: { tenantId: TENANT, name: 'Contoso' },
  serviceManager: 'manager', status: 'ConfirmedImpact', details: null, customerAssistanceRequired: false, rootCause: null,
  eventStarted: '2026-03-01T10:00:00.000Z', eventEngaged: '2026-03-01T10:10:00.000Z', eventMitigated: null, eventResolved: null,
  nextUpdate: future, nextInternalUpdate: null, maximumImpact: 'Major', currentImpact: 'Minor', impactedServices: 'Mail', internalBridge: null,
  created: '2026-03-01T10:20:00.000Z', modified: '2026-03-01T11:00:00.000Z', createdBy: 'agent', userChanged: null, userChangedBy: null,
  overdue: false, timeToFirstUpdateMinutes: 20, onTimeUpdateShare: 1, workUnits: [], workUnitCommunicationActivities: [],
};
const overdueRow = { ...record, workUnitCommunicationId: 8, publicWorkUnitCommunicationId: 'bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb', title: 'Portal slow', overdue: true, nextUpdate: '2026-03-01T11:00:00.000Z' };

afterEach(() => vi.unstubAllGlobals());

function stubServer(overrides: Record<string, unknown> = {}, permissions = ['view', 'create', 'edit']) {
  return stubFetch({
    '/v1/permissions': permissionsOf(...permissions.map((p) => `WorkUnitCommunications:${p}`), 'WorkUnits:view'),
    '/api/generalLookup/tenants': [{ tenantId: TENANT, name: 'Contoso' }],
    '/v1/workunitcommunications': { '@odata.count': 2, value: [record, overdueRow] },
    // By its public id; any other answers 404, as the server does.
    [`/v1/workunitcommunications/${PUBLIC_ID}`]: record,
    '/v1/workunitcommunicationactivities': { value: [] },
    ...overrides,
  });
}

const renderPage = (search = '') =>
  renderSignedIn(<WorkUnitCommunicationsPage />, { url: `/${TENANT}/workunitcommunications${search}`, path: '/:tenantId/workunitcommunications' });

async function rowAction(title: string, action: string) {
  const cell = await screen.findByText(title, {}, { timeout: 8000 });
  await userEvent.click(await within(cell.closest('[role="row"]') as HTMLElement).findByRole('button', { name: 'more' }));
  await userEvent.click(await screen.findByRole('menuitem', { name: action }));
}

describe('WorkUnitCommunicationsPage', { timeout: 40_000 }, () => {
  it("lists the tenant's communications newest first, marks the overdue one", async () => {
    const fetch = stubServer();
    const warn = vi.spyOn(console, 'warn');
    renderPage();
    expect(await screen.findByText('Portal slow', {}, { timeout: 20_000 })).toBeInTheDocument();
    expect(screen.getAllByText('Open - Confirmed Impact').length).toBe(2);
    expect(within(screen.getByText('Portal slow').closest('[role="row"]') as HTMLElement).getByText('Overdue')).toBeInTheDocument();
    expect(within(screen.getByText('Mail delayed').closest('[role="row"]') as HTMLElement).queryByText('Overdue')).toBeNull();
    const list = fetch.mock.calls.map(([u]) => new URL(String(u), 'http://localhost')).find((u) => u.pathname === '/v1/workunitcommunications');
    expect(list?.searchParams.get('$orderby')).toBe('created desc');
    expect(list?.searchParams.get('$top')).toBe('10');
    expect(list?.searchParams.get('$filter')).toContain(`tenantId eq ${TENANT}`);
    // The grid keeps the default sort (created desc) instead of dropping it and having it put back, a loop in a browser.
    expect(warn.mock.calls.filter(([text]) => String(text).includes('navigate()'))).toEqual([]);
    warn.mockRestore();
  });

  it("sends the internal notification and says so, or says it failed", async () => {
    let fail = false;
    stubServer({
      '/v1/workunitcommunications/7/sendInternalNotification': () => (fail ? jsonResponse(500, { message: 'boom' }) : { message: communicationMessages.notificationSent }),
    });
    renderPage();
    await rowAction('Mail delayed', 'Notify Internal');
    expect(await screen.findByText(communicationMessages.notificationSent)).toBeInTheDocument();
    fail = true;
    await rowAction('Mail delayed', 'Notify Internal');
    expect(await screen.findByText(communicationMessages.notificationFailed)).toBeInTheDocument();
  });

  it('opens ?publicWuCommId= as WUCOMM #{publicId}: title, and an unknown one goes to not-found', async () => {
    stubServer();
    const view = renderPage(`?publicWuCommId=${PUBLIC_ID}`);
    expect(await screen.findByRole('dialog', { name: `WUCOMM #${PUBLIC_ID}: Mail delayed` }, { timeout: 8000 })).toBeInTheDocument();
    expect(screen.getByText('First update after 20 min')).toBeInTheDocument();
    view.unmount();
    renderPage('?publicWuCommId=cccccccc-cccc-4ccc-8ccc-cccccccccccc');
    await waitFor(() => expect(testLocation.pathname).toBe('/notfound'), { timeout: 8000 });
  });

  it('closing Resolved clears and disables the next update and asks for the root cause; the dirty guard asks before closing', async () => {
    stubServer();
    renderPage(`?publicWuCommId=${PUBLIC_ID}`);
    const panel = await screen.findByRole('dialog', { name: `WUCOMM #${PUBLIC_ID}: Mail delayed` }, { timeout: 8000 });
    await userEvent.click(within(panel).getByRole('combobox', { name: /^Status/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Closed - Resolved' }));
    expect(within(panel).getByRole('group', { name: /Next Customer Update/ })).toBeInTheDocument();
    expect(within(panel).getByText('A closed communication has no next update.')).toBeInTheDocument();
    expect(await within(panel).findByText(communicationMessages.rootCauseRequired)).toBeInTheDocument();
    await userEvent.click(within(panel).getByRole('button', { name: 'Close' }));
    expect(await screen.findByText(UNSAVED_CHANGES_MESSAGE)).toBeInTheDocument();
  });

  it('locks a new communication to Investigating', async () => {
    stubServer();
    renderPage('?form=create');
    const panel = await screen.findByRole('dialog', { name: communicationMessages.createTitle }, { timeout: 8000 });
    const status = within(panel).getByRole('combobox', { name: /^Status/ });
    expect(status).toHaveTextContent('Open - Investigating');
    expect(status).toHaveAttribute('aria-disabled', 'true');
  });

  it('shows a view-only user the record without save buttons', async () => {
    stubServer({}, ['view']);
    renderPage(`?publicWuCommId=${PUBLIC_ID}`);
    const panel = await screen.findByRole('dialog', { name: `WUCOMM #${PUBLIC_ID}: Mail delayed` }, { timeout: 8000 });
    expect(within(panel).queryByRole('button', { name: 'Save & Close' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Create Communication' })).toBeNull();
  });
});
