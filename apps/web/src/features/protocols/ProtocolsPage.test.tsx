import { protocolMessages } from '@portal/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, permissionsOf, renderSignedIn, stubFetch, testLocation } from '../../app/testing.tsx';
import ProtocolsPage from './ProtocolsPage.tsx';

const CONTOSO = '11111111-1111-4111-8111-111111111111';
const PROTOCOL = '33333333-3333-4333-8333-333333333333';
const all = ['WorkUnits.Protocols:view', 'WorkUnits.Protocols:create', 'WorkUnits.Protocols:edit', 'WorkUnits.Protocols:delete'];

const protocol = {
  protocolId: PROTOCOL, name: 'Sev1 bridge', description: 'Page the bridge', tenantId: CONTOSO, owningGroup: 'Service Desk',
  timerInverval: '00:30:00', manualActions: 'Call the customer.', created: '2026-01-01T00:00:00Z', modified: '2026-01-02T00:00:00Z',
  modifiedBy: 'admin', tenant: { tenantId: CONTOSO, name: 'Contoso' },
};

afterEach(() => vi.unstubAllGlobals());

function stubServer(overrides: Record<string, unknown> = {}, permissions = all) {
  return stubFetch({
    '/v1/permissions': permissionsOf(...permissions),
    '/api/generallookup/tenants': [{ tenantId: CONTOSO, name: 'Contoso' }],
    '/v1/protocols': { '@odata.count': 1, value: [protocol] },
    [`/v1/protocols/${PROTOCOL}`]: protocol,
    [`/v1/protocols/GetMatchedRules(id=${PROTOCOL})`]: { '@odata.count': 0, value: [] },
    [`/v1/tenants/${CONTOSO}/assignmentGroups`]: ['Service Desk', 'Network Team'],
    '/v1/protocolActions': { value: [] },
    ...overrides,
  });
}

async function openRowAction(action: string) {
  const cell = await screen.findByText('Sev1 bridge', {}, { timeout: 15_000 });
  // A dialog that just closed hides the grid from role queries until its exit is done: wait for the button.
  await userEvent.click(await within(cell.closest('[role="row"]') as HTMLElement).findByRole('button', { name: 'more' }));
  await userEvent.click(await screen.findByRole('menuitem', { name: action }));
}

describe('ProtocolsPage', { timeout: 60_000 }, () => {
  it('lists Name, ID, Description, Tenant, Owning Group and Actions, with the tenant expanded', async () => {
    const fetch = stubServer();
    renderSignedIn(<ProtocolsPage />, { url: '/protocols' });
    const grid = await screen.findByRole('grid', {}, { timeout: 15_000 });
    await within(grid).findByText('Sev1 bridge');
    expect(within(grid).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Name', 'ID', 'Description', 'Tenant', 'Owning Group', 'Actions']);
    expect(within(grid).getByText('Contoso')).toBeInTheDocument();
    expect(within(grid).getByText('Service Desk')).toBeInTheDocument();
    const list = fetch.mock.calls.map(([url]) => new URL(String(url), 'http://localhost')).find((u) => u.pathname === '/v1/protocols');
    expect(list?.searchParams.get('$expand')).toBe('tenant');
  });

  it('opens the row actions from the address: Edit Protocol (protocolId) and View Protocol Actions (form=protocolAction)', async () => {
    stubServer();
    renderSignedIn(<ProtocolsPage />, { url: '/protocols' });
    await openRowAction('Edit Protocol');
    expect(await screen.findByRole('dialog', { name: protocolMessages.editTitle }, { timeout: 10_000 })).toBeInTheDocument();
    expect(testLocation.search).toContain(`protocolId=${PROTOCOL}`);
    expect(testLocation.search).not.toContain('form=');
    await userEvent.click(within(screen.getByRole('dialog', { name: protocolMessages.editTitle })).getByRole('button', { name: 'Close' }));
    await openRowAction('View Protocol Actions');
    expect(await screen.findByRole('dialog', { name: 'Protocol Actions: Sev1 bridge' }, { timeout: 10_000 })).toBeInTheDocument();
    expect(testLocation.search).toContain('form=protocolAction');
  });

  it("deletes only after Yes; a protocol in use is refused with the server's words", async () => {
    let inUse = true;
    const fetch = stubServer({
      [`DELETE /v1/protocols/${PROTOCOL}`]: () => (inUse ? jsonResponse(409, { message: protocolMessages.inUse('2 rules') }) : { message: 'gone' }),
    });
    renderSignedIn(<ProtocolsPage />, { url: '/protocols' });
    await openRowAction('Delete Protocol');
    const confirm = await screen.findByRole('dialog', { name: 'Delete Protocol' });
    expect(confirm).toHaveTextContent("Are you sure you want to delete the protocol 'Sev1 bridge'?");
    await userEvent.click(within(confirm).getByRole('button', { name: 'No' }));
    expect(fetch.mock.calls.some(([, init]) => init?.method === 'DELETE')).toBe(false);

    await openRowAction('Delete Protocol');
    await userEvent.click(within(await screen.findByRole('dialog', { name: 'Delete Protocol' })).getByRole('button', { name: 'Yes' }));
    expect(await screen.findByText(protocolMessages.inUse('2 rules'))).toBeInTheDocument();
    inUse = false;
    await openRowAction('Delete Protocol');
    await userEvent.click(within(await screen.findByRole('dialog', { name: 'Delete Protocol' })).getByRole('button', { name: 'Yes' }));
    expect(await screen.findByText(protocolMessages.deleted)).toBeInTheDocument();
  });

  it('offers no Create Protocol and no delete to a person who may only look', async () => {
    stubServer({}, ['WorkUnits.Protocols:view']);
    renderSignedIn(<ProtocolsPage />, { url: '/protocols' });
    await screen.findByText('Sev1 bridge', {}, { timeout: 15_000 });
    expect(screen.queryByRole('button', { name: protocolMessages.createTitle })).not.toBeInTheDocument();
    const cell = screen.getByText('Sev1 bridge');
    await userEvent.click(within(cell.closest('[role="row"]') as HTMLElement).getByRole('button', { name: 'more' }));
    expect(await screen.findByRole('menuitem', { name: 'Delete Protocol' })).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(screen.getByRole('menuitem', { name: 'View Protocol' }));
    const panel = await screen.findByRole('dialog', { name: protocolMessages.editTitle }, { timeout: 10_000 });
    await waitFor(() => expect(within(panel).getByRole('textbox', { name: /^Name/ })).toHaveValue('Sev1 bridge'));
    expect(within(panel).queryByRole('button', { name: 'Save & Close' })).not.toBeInTheDocument();
  });
});
