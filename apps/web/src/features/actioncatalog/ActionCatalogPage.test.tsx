import { actionMessages } from '@portal/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, permissionsOf, renderSignedIn, stubFetch, testLocation } from '../../app/testing.tsx';
import ActionCatalogPage, { BUILT_IN_DELETE_REASON } from './ActionCatalogPage.tsx';
import { ActionDefinitionPanel } from './ActionDefinitionPanel.tsx';
import { TestActionPanel } from './TestActionPanel.tsx';

const CONTOSO = '11111111-1111-4111-8111-111111111111';
const HOOK = '22222222-2222-4222-8222-222222222222';
const all = ['ActionDefinitions:view', 'ActionDefinitions:create', 'ActionDefinitions:edit', 'ActionDefinitions:delete', 'Rules:view'];

const hook = {
  actionDefinitionId: HOOK, name: 'Ops webhook', description: 'Posts to the ops channel', actionDefinitionTypeId: 3, tenantId: CONTOSO,
  tenant: { tenantId: CONTOSO, name: 'Contoso' }, inputParameters: 'Recipient, Severity', endpointUrl: 'https://hooks.example.com/ops',
  httpMethod: 'POST', headers: 'X-Team:ops', body: '{"to":"{Recipient}"}', builtIn: false, created: '2026-01-01T00:00:00.000Z', modified: '2026-01-01T00:00:00.000Z',
};
const email = {
  ...hook, actionDefinitionId: 'email', name: 'Email', description: 'Sends mail', actionDefinitionTypeId: 6, tenantId: null, tenant: null,
  inputParameters: 'IsImportant, Template, ExtraParameters', endpointUrl: null, httpMethod: null, headers: null, body: null, builtIn: true,
};

afterEach(() => vi.unstubAllGlobals());

function stubServer(overrides: Record<string, unknown> = {}) {
  return stubFetch({
    '/v1/permissions': permissionsOf(...all),
    '/v1/currentUser': { name: 'Ada', userName: 'admin', email: null, kind: 'user', tenantId: CONTOSO, subscriptionId: null },
    '/api/generallookup/tenants': [{ tenantId: CONTOSO, name: 'Contoso' }],
    '/v1/actionDefinitions': { '@odata.count': 2, value: [email, hook] },
    [`/v1/actionDefinitions/${HOOK}`]: hook,
    '/v1/actionDefinitions/email': email,
    [`/v1/rules/GetRulesForAction(actionDefinitionId=${HOOK})`]: { value: [] },
    ...overrides,
  });
}

async function openRowAction(rowText: string, action: string | RegExp) {
  const row = (await screen.findByText(rowText, {}, { timeout: 15_000 })).closest('[role="row"]') as HTMLElement;
  // A dialog closing a moment ago may still hide the page from role queries.
  await userEvent.click(await waitFor(() => within(row).getByRole('button', { name: 'more' })));
  return screen.findByRole('menuitem', { name: action });
}

const requestsOf = (fetch: ReturnType<typeof stubFetch>, method: string) => fetch.mock.calls.filter(([, init]) => (init?.method ?? 'GET') === method);

describe('ActionCatalogPage', () => {
  it('lists Name, Description, Type, Tenant, HTTP Method and Endpoint URL; a built-in cannot be deleted, and opens read-only', async () => {
    stubServer();
    renderSignedIn(<ActionCatalogPage />, { url: '/actioncatalog' });
    const grid = await screen.findByRole('grid', {}, { timeout: 15_000 });
    expect(within(grid).getAllByRole('columnheader').map((h) => h.textContent)).toEqual([
      'Name', 'Description', 'Type', 'Tenant', 'HTTP Method', 'Endpoint URL', 'Actions',
    ]);
    expect(await within(grid).findByText('Rule Action Built-In')).toBeInTheDocument();
    expect(within(grid).getByText('Shared')).toBeInTheDocument();

    const remove = await openRowAction('Email', /^Delete Action Definition/);
    expect(remove).toHaveAttribute('aria-disabled', 'true');
    expect(remove).toHaveTextContent(BUILT_IN_DELETE_REASON);
    await userEvent.click(await screen.findByRole('menuitem', { name: 'View Action Definition' }));
    const panel = await screen.findByRole('dialog', { name: 'View Action Definition: Email' });
    expect(within(panel).getByText(actionMessages.builtInReadOnly)).toBeInTheDocument();
    expect(within(panel).getByRole('textbox', { name: /^Name/ })).toHaveAttribute('readonly');
    expect(within(panel).queryByRole('button', { name: 'Save & Close' })).not.toBeInTheDocument();
    expect(testLocation.search).toContain('actionDefinitionId=email');
  }, 40_000);

  it("creates an HTTP action: type required ('This field is required.'), then PUT; a failed save says so", async () => {
    let refuse = true;
    const fetch = stubServer({
      'PUT /v1/actionDefinitions': ({ init }: { init: RequestInit | undefined }) =>
        refuse ? jsonResponse(500, { message: 'boom' }) : { ...hook, ...(JSON.parse(String(init?.body)) as object), actionDefinitionId: HOOK },
    });
    const user = userEvent.setup();
    const onClose = vi.fn<() => void>();
    // The panel alone: a list page under the tests' plain router does not follow navigations (the e2e walk closes it).
    renderSignedIn(<ActionDefinitionPanel onClose={onClose} onCreated={() => {}} />);
    const panel = await screen.findByRole('dialog', { name: 'Create Action Definition' });
    await user.type(within(panel).getByRole('textbox', { name: /^Name/ }), 'Pager');
    const save = within(panel).getByRole('button', { name: 'Save & Close' });
    await waitFor(() => expect(save).toBeDisabled());
    await user.hover(save.parentElement as HTMLElement);
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Type: This field is required.');
    await user.unhover(save.parentElement as HTMLElement);

    await user.click(within(panel).getByRole('combobox', { name: /^Type/ }));
    const types = within(await screen.findByRole('listbox')).getAllByRole('option').map((o) => o.textContent);
    // The built-in types (1, 5, 6) belong to the built-ins.
    expect(types).toEqual(['Protocol Action (2)', 'Rule Action (3)', 'Protocol or Rule Action (4)']);
    await user.click(screen.getByRole('option', { name: 'Rule Action (3)' }));
    await user.type(within(panel).getByRole('textbox', { name: 'Endpoint URL' }), 'https://pager.example.com/hook');
    await user.type(within(panel).getByRole('textbox', { name: 'Headers' }), 'not a header');
    await waitFor(() => expect(within(panel).getByText(actionMessages.headerLineInvalid(1))).toBeInTheDocument());
    await user.clear(within(panel).getByRole('textbox', { name: 'Headers' }));
    await user.type(within(panel).getByRole('textbox', { name: 'Headers' }), 'X-Key:abc');
    await waitFor(() => expect(save).toBeEnabled());

    await user.click(save);
    expect(await screen.findByText(actionMessages.saveFailed)).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
    refuse = false;
    await user.click(save);
    expect(await screen.findByText('Action Definition Pager created.')).toBeInTheDocument();
    expect(onClose).toHaveBeenCalled();
    const puts = requestsOf(fetch, 'PUT');
    expect(JSON.parse(String(puts.at(-1)?.[1]?.body))).toMatchObject({
      name: 'Pager', actionDefinitionTypeId: 3, tenantId: null, endpointUrl: 'https://pager.example.com/hook', httpMethod: 'POST', headers: 'X-Key:abc',
    });
  }, 40_000);

  it('sends an unknown action definition id to the not-found route (edit and test drawers)', async () => {
    stubServer();
    const first = renderSignedIn(<TestActionPanel actionDefinitionId="no-such-action" onClose={() => {}} onOpenHistory={() => {}} />, { url: '/actioncatalog?form=testAction&actionDefinitionId=no-such-action' });
    await waitFor(() => expect(testLocation.pathname).toBe('/notfound'));
    first.unmount();
    renderSignedIn(<ActionDefinitionPanel actionDefinitionId="no-such-action" onClose={() => {}} onCreated={() => {}} />, { url: '/actioncatalog?actionDefinitionId=no-such-action' });
    await waitFor(() => expect(testLocation.pathname).toBe('/notfound'));
  });

  it('names the rules that use the action before deleting, and shows the server\'s refusal or the success message', async () => {
    let inUse = true;
    const fetch = stubServer({
      [`/v1/rules/GetRulesForAction(actionDefinitionId=${HOOK})`]: { value: [{ ruleId: 'r1', name: 'CPU high', tenantId: CONTOSO }] },
      [`DELETE /v1/actionDefinitions/${HOOK}`]: () =>
        inUse ? jsonResponse(409, { statusCode: 409, error: 'Conflict', message: actionMessages.inUse(['rule "CPU high"']) }) : { message: actionMessages.deleted },
    });
    renderSignedIn(<ActionCatalogPage />, { url: '/actioncatalog' });
    await userEvent.click(await openRowAction('Ops webhook', 'Delete Action Definition'));
    const confirm = await screen.findByRole('dialog', { name: 'Delete Action Definition' });
    expect(await within(confirm).findByText('CPU high')).toBeInTheDocument();
    expect(confirm).toHaveTextContent("Are you sure you want to delete the action definition 'Ops webhook'?");
    expect(requestsOf(fetch, 'DELETE')).toHaveLength(0);
    await userEvent.click(within(confirm).getByRole('button', { name: 'Yes' }));
    expect(await screen.findByText(actionMessages.inUse(['rule "CPU high"']))).toBeInTheDocument();

    inUse = false;
    await userEvent.click(await openRowAction('Ops webhook', 'Delete Action Definition'));
    await userEvent.click(within(await screen.findByRole('dialog', { name: 'Delete Action Definition' })).getByRole('button', { name: 'Yes' }));
    expect(await screen.findByText(actionMessages.deleted)).toBeInTheDocument();
    expect(requestsOf(fetch, 'DELETE')).toHaveLength(2);
  }, 40_000);
});
