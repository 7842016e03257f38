import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ruleMessages } from '@portal/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, permissionsOf, renderSignedIn, stubFetch, testLocation } from '../../app/testing.tsx';
import RulesPage from './RulesPage.tsx';

const TENANT = '11111111-1111-4111-8111-111111111111';
const RULE_ID = '33333333-3333-4333-8333-333333333333';
const row = {
  ruleId: RULE_ID, name: 'CPU high', ruleTypeId: 1, tenantId: TENANT, subscriptionId: null, enabled: true,
  timeConditions: { timeZoneId: 'America/New_York', daysOfWeek: [1, 2, 3, 4, 5], daysOfMonth: [], dailyStartTime: '22:00', dailyEndTime: '06:00' },
  tenant: { tenantId: TENANT, name: 'Contoso' }, subscription: null,
};

afterEach(() => vi.unstubAllGlobals());

function stubServer(overrides: Record<string, unknown> = {}) {
  return stubFetch({
    '/v1/permissions': permissionsOf('Rules:view', 'Rules:create', 'Rules:edit', 'Rules:delete'),
    '/v1/rules': { '@odata.count': 1, value: [row] },
    ...overrides,
  });
}

async function openRowAction(action: string) {
  const cell = await screen.findByText('CPU high', {}, { timeout: 8000 });
  // A dialog that just closed hides the grid from role queries until its exit is done: wait for the button.
  await userEvent.click(await within(cell.closest('[role="row"]') as HTMLElement).findByRole('button', { name: 'more' }));
  await userEvent.click(await screen.findByRole('menuitem', { name: action }));
}

describe('RulesPage', { timeout: 40_000 }, () => {
  it("lists the tenant's rules with their time conditions, and disabled ones only when asked", async () => {
    const fetch = stubServer();
    renderSignedIn(<RulesPage />, { url: `/${TENANT}/rules`, path: '/:tenantId/rules' });
    expect(await screen.findByText('Mon-Fri, 22:00-06:00 (America/New_York)', {}, { timeout: 8000 })).toBeInTheDocument();
    const lists = () => fetch.mock.calls.map(([url]) => new URL(String(url), 'http://localhost')).filter((u) => u.pathname === '/v1/rules');
    expect(lists()[0]?.searchParams.get('$filter')).toContain(`tenantId eq ${TENANT}`);
    expect(lists()[0]?.searchParams.has('showDisabled')).toBe(false);
    await userEvent.click(screen.getByRole('checkbox', { name: ruleMessages.showDisabled }));
    await waitFor(() => expect(lists().at(-1)?.searchParams.get('showDisabled')).toBe('true'));
    expect(testLocation.search).toContain('showDisabled=true');
  });

  it("says 'Rule {name} disabled successfully.' after a toggle, and the server's words when it refuses", async () => {
    let refuse = false;
    stubServer({
      [`POST /v1/rules/toggledisabled/${RULE_ID}`]: () =>
        refuse ? jsonResponse(409, { message: 'This rule is in use by a running maintenance window.' }) : { ruleId: RULE_ID, enabled: false, message: 'ok' },
    });
    renderSignedIn(<RulesPage />, { url: `/${TENANT}/rules`, path: '/:tenantId/rules' });
    await openRowAction('Toggle Enabled');
    expect(await screen.findByText('Rule CPU high disabled successfully.')).toBeInTheDocument();
    refuse = true;
    await openRowAction('Toggle Enabled');
    expect(await screen.findByText('This rule is in use by a running maintenance window.')).toBeInTheDocument();
  });

  it('deletes only after Yes, and says so either way', async () => {
    let fail = true;
    const fetch = stubServer({ [`DELETE /v1/rules/${RULE_ID}`]: () => (fail ? jsonResponse(500, { message: 'boom' }) : { message: 'gone' }) });
    renderSignedIn(<RulesPage />, { url: `/${TENANT}/rules`, path: '/:tenantId/rules' });
    await openRowAction('Delete Rule');
    const confirm = await screen.findByRole('dialog', { name: 'Delete Rule' });
    expect(fetch.mock.calls.some(([, init]) => init?.method === 'DELETE')).toBe(false);
    await userEvent.click(within(confirm).getByRole('button', { name: 'Yes' }));
    expect(await screen.findByText(ruleMessages.deleteFailed)).toBeInTheDocument();
    fail = false;
    await openRowAction('Delete Rule');
    await userEvent.click(within(await screen.findByRole('dialog', { name: 'Delete Rule' })).getByRole('button', { name: 'Yes' }));
    expect(await screen.findByText(ruleMessages.deleted)).toBeInTheDocument();
  });
});
