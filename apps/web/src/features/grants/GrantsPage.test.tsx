import { grantMessages } from '@portal/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, permissionsOf, renderSignedIn, stubFetch } from '../../app/testing.tsx';
import { LAST_ADMINISTRATOR_REASON } from './grantDisplay.ts';
import GrantsPage from './GrantsPage.tsx';

const ADMIN_ROLE = '22222222-2222-4222-8222-222222222222';
const AGENT_ROLE = '33333333-3333-4333-8333-333333333333';
const GRANT = '44444444-4444-4444-8444-444444444444';
const CONTOSO = '11111111-1111-4111-8111-111111111111';

const grant = {
  roleGrantId: GRANT, principalKind: 'group', principal: 'Ops Admins', userId: null, displayName: null, groupName: 'Ops Admins',
  roleId: ADMIN_ROLE, roleName: 'Administrator', allTenants: true, tenants: null,
};
const roles = [
  { roleId: ADMIN_ROLE, name: 'Administrator', description: '' },
  { roleId: AGENT_ROLE, name: 'Support Agent', description: '' },
];

afterEach(() => vi.unstubAllGlobals());

function stubServer(overrides: Record<string, unknown> = {}) {
  return stubFetch({
    '/v1/permissions': permissionsOf('People:view', 'People:create', 'People:edit', 'People:delete'),
    '/v1/grants': { '@odata.count': 1, value: [grant] },
    '/v1/grants/roles': roles,
    '/api/generallookup/tenants': [{ tenantId: CONTOSO, name: 'Contoso' }],
    ...overrides,
  });
}

async function openRowAction(rowText: string, action: string) {
  const row = (await screen.findByText(rowText, {}, { timeout: 8000 })).closest('[role="row"]') as HTMLElement;
  await userEvent.click(within(row).getByRole('button', { name: 'more' }));
  await userEvent.click(await screen.findByRole('menuitem', { name: action }));
}

describe('GrantsPage', () => {
  it('lists grants with their scope and adds a group grant for listed tenants', async () => {
    const fetch = stubServer({ 'PUT /v1/grants': () => ({ ...grant, roleGrantId: '55555555-5555-4555-8555-555555555555', principal: 'Night Shift' }) });
    renderSignedIn(<GrantsPage />, { url: '/grants' });
    // The grid's first render in a file is slow (as in WorkUnitsPage.test).
    expect(await screen.findByText('Ops Admins', {}, { timeout: 8000 })).toBeInTheDocument();
    expect(screen.getByText('All tenants')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Add Grant' }));
    const panel = await screen.findByRole('dialog', { name: 'Add Grant' });
    await userEvent.click(within(panel).getByRole('radio', { name: 'A group' }));
    await userEvent.type(within(panel).getByRole('textbox', { name: /Group/ }), 'Night Shift');
    await userEvent.click(within(panel).getByRole('combobox', { name: /Role/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Support Agent' }));
    // Listed tenants with none chosen cannot be saved.
    await userEvent.click(within(panel).getByRole('radio', { name: 'Listed tenants' }));
    expect(within(panel).getByRole('button', { name: 'Save & Close' })).toBeDisabled();
    await userEvent.click(within(panel).getByRole('combobox', { name: 'Listed tenants' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Contoso' }));
    await waitFor(() => expect(within(panel).getByRole('button', { name: 'Save & Close' })).toBeEnabled());
    await userEvent.click(within(panel).getByRole('button', { name: 'Save & Close' }));

    await waitFor(() => expect(fetch.mock.calls.some(([, init]) => init?.method === 'PUT')).toBe(true));
    const put = fetch.mock.calls.find(([, init]) => init?.method === 'PUT');
    expect(JSON.parse(String(put?.[1]?.body))).toEqual({ principalKind: 'group', userId: null, groupName: 'Night Shift', roleId: AGENT_ROLE, tenantIds: [CONTOSO] });
  }, 40_000);

  it('removes a grant only after confirmation, and shows the server\'s reason when it refuses', async () => {
    const fetch = stubServer({ [`DELETE /v1/grants/${GRANT}`]: () => jsonResponse(409, { statusCode: 409, error: 'Conflict', message: grantMessages.lastAdministrator }) });
    renderSignedIn(<GrantsPage />, { url: '/grants' });
    await openRowAction('Ops Admins', 'Remove Grant');
    const confirm = await screen.findByRole('dialog', { name: 'Remove Grant' });
    expect(confirm).toHaveTextContent("Are you sure you want to remove Administrator in all tenants from the group 'Ops Admins'?");
    expect(fetch.mock.calls.some(([, init]) => init?.method === 'DELETE')).toBe(false);
    await userEvent.click(within(confirm).getByRole('button', { name: 'Yes' }));
    expect(await screen.findByText(grantMessages.lastAdministrator)).toBeInTheDocument();
    expect(fetch.mock.calls.filter(([, init]) => init?.method === 'DELETE')).toHaveLength(1);
  });

  it('offers Remove Grant disabled, with the reason, on the last Administrator grant, and starts Add Grant at a person', async () => {
    const fetch = stubServer({ '/v1/grants': { '@odata.count': 1, value: [{ ...grant, isLastAdministratorGrant: true }] } });
    renderSignedIn(<GrantsPage />, { url: '/grants' });
    const row = (await screen.findByText('Ops Admins', {}, { timeout: 8000 })).closest('[role="row"]') as HTMLElement;
    await userEvent.click(within(row).getByRole('button', { name: 'more' }));
    const remove = await screen.findByRole('menuitem', { name: /^Remove Grant/ });
    expect(remove).toHaveAttribute('aria-disabled', 'true');
    expect(remove).toHaveTextContent(LAST_ADMINISTRATOR_REASON);
    await userEvent.keyboard('{Escape}');

    await userEvent.click(screen.getByRole('button', { name: 'Add Grant' }));
    const panel = await screen.findByRole('dialog', { name: 'Add Grant' });
    expect(within(panel).getByRole('radio', { name: 'A person' })).toBeChecked();
    expect(within(panel).getByRole('combobox', { name: /Person/ })).toBeInTheDocument();
    expect(fetch.mock.calls.some(([, init]) => init?.method === 'DELETE')).toBe(false);
  });
});
