import { protocolMessages } from '@portal/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { permissionsOf, renderSignedIn, stubFetch, testLocation } from '../../app/testing.tsx';
import ProtocolsPage from './ProtocolsPage.tsx';

const CONTOSO = '11111111-1111-4111-8111-111111111111';
const PROTOCOL = '33333333-3333-4333-8333-333333333333';
const EMAIL_ACTION = '55555555-5555-4555-8555-555555555555';
const PAGE_ACTION = '66666666-6666-4666-8666-666666666666';
const WEBHOOK = '77777777-7777-4777-8777-777777777777';
const all = ['WorkUnits.Protocols:view', 'WorkUnits.Protocols:create', 'WorkUnits.Protocols:edit', 'WorkUnits.Protocols:delete', 'ActionDefinitions:view'];

const protocol = {
  protocolId: PROTOCOL, name: 'Sev1 bridge', description: null, tenantId: CONTOSO, owningGroup: null, timerInverval: '00:30:00',
  manualActions: null, created: '2026-01-01T00:00:00Z', modified: '2026-01-02T00:00:00Z', modifiedBy: 'admin', tenant: { tenantId: CONTOSO, name: 'Contoso' },
};
const base = { protocolId: PROTOCOL, tenantId: CONTOSO, created: '2026-01-01T00:00:00Z', modified: '2026-01-01T00:00:00Z', modifiedBy: 'admin' };
const actions = [
  {
    ...base, protocolActionId: EMAIL_ACTION, actionDefinitionId: 'email', workUnitEventTypeId: 1, sequence: 1, runAutomatically: true, repeatable: false,
    parameters: { Template: 'Simple', ExtraParameters: 'To=ops@example.com' }, summary: 'Tell the customer',
    actionDefinition: { actionDefinitionId: 'email', name: 'Email', inputParameters: 'IsImportant, Template, ExtraParameters' },
  },
  {
    ...base, protocolActionId: PAGE_ACTION, actionDefinitionId: WEBHOOK, workUnitEventTypeId: 2, sequence: 1, runAutomatically: false, repeatable: true,
    parameters: { Channel: 'bridge' }, summary: null, actionDefinition: { actionDefinitionId: WEBHOOK, name: 'Page the bridge', inputParameters: 'Channel' },
  },
];

afterEach(() => vi.unstubAllGlobals());

function stubServer(overrides: Record<string, unknown> = {}) {
  return stubFetch({
    '/v1/permissions': permissionsOf(...all),
    '/api/generallookup/tenants': [{ tenantId: CONTOSO, name: 'Contoso' }],
    '/v1/protocols': { '@odata.count': 1, value: [protocol] },
    [`/v1/protocols/${PROTOCOL}`]: protocol,
    '/v1/protocolActions': { value: actions },
    [`/v1/actionDefinitions/GetActionDefinitionsForProtocols(tenantId=${CONTOSO})`]: {
      value: [
        { actionDefinitionId: 'email', name: 'Email', actionDefinitionTypeId: 5, tenantId: null, inputParameters: 'IsImportant, Template, ExtraParameters' },
        { actionDefinitionId: WEBHOOK, name: 'Page the bridge', actionDefinitionTypeId: 2, tenantId: CONTOSO, inputParameters: 'Channel' },
      ],
    },
    '/v1/actionHistories': { '@odata.count': 0, value: [] },
    ...overrides,
  });
}

const renderActions = (extra = '') => renderSignedIn(<ProtocolsPage />, { url: `/protocols?form=protocolAction&protocolId=${PROTOCOL}${extra}` });

describe('ProtocolActionsPanel', { timeout: 60_000 }, () => {
  it("lists the protocol's actions per work unit event in sequence order", async () => {
    const fetch = stubServer();
    renderActions();
    const panel = await screen.findByRole('dialog', { name: 'Protocol Actions: Sev1 bridge' }, { timeout: 30_000 });
    const onNew = await within(panel).findByRole('region', { name: 'OnNew' });
    expect(within(onNew).getByRole('group', { name: '1. Email' })).toHaveTextContent('Automatic');
    expect(within(onNew).getByText('To=ops@example.com')).toBeInTheDocument();
    const onAcknowledged = within(panel).getByRole('region', { name: 'OnAcknowledged' });
    expect(within(onAcknowledged).getByRole('group', { name: '1. Page the bridge' })).toHaveTextContent(/Manual.*Repeatable/);
    expect(within(panel).queryByRole('region', { name: 'OnTimer' })).not.toBeInTheDocument();
    const list = fetch.mock.calls.map(([url]) => new URL(String(url), 'http://localhost')).find((u) => u.pathname === '/v1/protocolActions');
    expect(list?.searchParams.get('$filter')).toBe(`protocolId eq ${PROTOCOL}`);
    expect(list?.searchParams.get('$expand')).toBe('actionDefinition');
  });

  it("adds an action to an event with the definition's parameters, numbered after the event's last", async () => {
    const user = userEvent.setup();
    let body: Record<string, unknown> | undefined;
    stubServer({
      'PUT /v1/protocolActions': ({ init }: { init?: RequestInit }) => {
        body = JSON.parse(String(init?.body)) as Record<string, unknown>;
        return { ...actions[1], ...body, protocolActionId: '88888888-8888-4888-8888-888888888888' };
      },
    });
    renderActions();
    const panel = await screen.findByRole('dialog', { name: 'Protocol Actions: Sev1 bridge' }, { timeout: 30_000 });
    await user.click(await within(panel).findByRole('button', { name: 'Add OnAcknowledged action' }));
    expect(testLocation.search).toContain('protocolActionId=new');
    expect(testLocation.search).toContain('event=2');
    const form = await screen.findByRole('dialog', { name: 'Add Protocol Action' });
    expect(within(form).getByRole('combobox', { name: /^Work Unit Event/ })).toHaveTextContent('OnAcknowledged');
    expect(within(form).getByRole('spinbutton', { name: 'Sequence' })).toHaveValue(2);
    await user.click(within(form).getByRole('combobox', { name: /^Action/ }));
    await user.click(await screen.findByRole('option', { name: 'Page the bridge' }));
    await user.type(await within(form).findByRole('textbox', { name: 'Channel' }), 'bridge-2');
    await user.click(within(form).getByRole('checkbox', { name: 'Run Automatically' }));
    await user.click(within(form).getByRole('button', { name: 'Save & Close' }));
    await waitFor(() => expect(body).toBeDefined());
    expect(body).toMatchObject({
      protocolId: PROTOCOL, actionDefinitionId: WEBHOOK, workUnitEventTypeId: 2, sequence: 2, parameters: { Channel: 'bridge-2' },
      runAutomatically: false, repeatable: false,
    });
    expect(await screen.findByText('Protocol action Page the bridge added.')).toBeInTheDocument();
    await waitFor(() => expect(testLocation.search).not.toContain('protocolActionId'), { timeout: 10_000 });
  });

  it("deletes an action only after 'Cannot be undone' is answered Yes", async () => {
    const user = userEvent.setup();
    const fetch = stubServer({ [`DELETE /v1/protocolActions/${EMAIL_ACTION}`]: { message: 'deleted' } });
    renderActions();
    const panel = await screen.findByRole('dialog', { name: 'Protocol Actions: Sev1 bridge' }, { timeout: 30_000 });
    await user.click(await within(panel).findByRole('button', { name: 'Delete Email' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete Protocol Action' });
    expect(confirm).toHaveTextContent(protocolMessages.cannotBeUndone);
    await user.click(within(confirm).getByRole('button', { name: 'No' }));
    expect(fetch.mock.calls.some(([, init]) => init?.method === 'DELETE')).toBe(false);
    await user.click(await within(panel).findByRole('button', { name: 'Delete Email' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Delete Protocol Action' })).getByRole('button', { name: 'Yes' }));
    expect(await screen.findByText(protocolMessages.actionDeleted)).toBeInTheDocument();
  });

  it("opens an action's runs in the Action History, narrowed to that protocol action", async () => {
    const user = userEvent.setup();
    const fetch = stubServer();
    renderActions();
    const panel = await screen.findByRole('dialog', { name: 'Protocol Actions: Sev1 bridge' }, { timeout: 30_000 });
    await user.click(await within(panel).findByRole('button', { name: 'Action History of Page the bridge' }));
    expect(await screen.findByRole('dialog', { name: 'Action History: Page the bridge' })).toBeInTheDocument();
    await waitFor(() => {
      const call = fetch.mock.calls.map(([url]) => new URL(String(url), 'http://localhost')).find((u) => u.pathname === '/v1/actionHistories');
      expect(call?.searchParams.get('protocolActionId')).toBe(PAGE_ACTION);
      expect(call?.searchParams.get('actionDefinitionIds')).toBe(WEBHOOK);
    });
  });

  it('opens a saved action from a shared link (protocolActionId) with its values', async () => {
    stubServer();
    renderActions(`&protocolActionId=${PAGE_ACTION}`);
    const form = await screen.findByRole('dialog', { name: 'Edit Protocol Action' }, { timeout: 30_000 });
    expect(await within(form).findByRole('textbox', { name: 'Channel' })).toHaveValue('bridge');
    expect(within(form).getByRole('checkbox', { name: 'Repeatable' })).toBeChecked();
    expect(within(form).getByRole('checkbox', { name: 'Run Automatically' })).not.toBeChecked();
  });
});
