import type { WorkUnitResponse } from '@portal/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, permissionsOf, renderSignedIn, stubFetch } from '../../../app/testing.tsx';
import { manualActionMessages } from './manualActions.ts';
import { PendingActionsTab, ProtocolsTab, useManualActions } from './ProtocolTabs.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
});

const TENANT = '11111111-1111-4111-8111-111111111111';
const PROTOCOL = '33333333-3333-4333-8333-333333333333';
const MAIL = '44444444-4444-4444-8444-444444444444';
const PAGE = '55555555-5555-4555-8555-555555555555';
const AUTO = '66666666-6666-4666-8666-666666666666';
const DONE = '77777777-7777-4777-8777-777777777777';

const record = {
  workUnitId: 5,
  title: 'Printer offline',
  stateId: 2,
  tenantId: TENANT,
  protocolId: PROTOCOL,
  protocol: { protocolId: PROTOCOL, name: 'Sev1 escalation', manualActions: 'Call the bridge.\n<b>Then</b> email the customer.' },
} as unknown as WorkUnitResponse;

const actions = [
  { protocolActionId: MAIL, actionDefinitionId: 'email', workUnitEventTypeId: 2, sequence: 1, runAutomatically: false, repeatable: true, summary: 'Email the customer', parameters: { Template: 'Simple', ExtraParameters: '' }, actionDefinition: { name: 'Send Email' } },
  { protocolActionId: PAGE, actionDefinitionId: 'x', workUnitEventTypeId: 2, sequence: 2, runAutomatically: false, repeatable: false, summary: 'Page the bridge', parameters: {}, actionDefinition: { name: 'Pager' } },
  { protocolActionId: DONE, actionDefinitionId: 'x', workUnitEventTypeId: 2, sequence: 3, runAutomatically: false, repeatable: false, summary: 'Open the bridge call', parameters: {}, actionDefinition: { name: 'Pager' } },
  { protocolActionId: AUTO, actionDefinitionId: 'x', workUnitEventTypeId: 2, sequence: 0, runAutomatically: true, repeatable: false, summary: 'Automatic step', parameters: {} },
];

function Harness({ tab, workUnit = record }: { tab: 'protocols' | 'pending'; workUnit?: WorkUnitResponse }) {
  const state = useManualActions(workUnit);
  return (
    <>
      <p>Pending count: {state.pendingCount}</p>
      {tab === 'protocols' ? <ProtocolsTab state={state} /> : <PendingActionsTab state={state} />}
    </>
  );
}

function setup({ permissions = ['WorkUnits:view', 'WorkUnits:edit', 'WorkUnits.Protocols:view'], trigger = { message: 'Queued.' } as unknown, render = {} as unknown } = {}) {
  return stubFetch({
    '/v1/permissions': permissionsOf(...permissions),
    '/v1/currentUser': { name: 'Sam', userName: 'agent', email: null, kind: 'user', tenantId: TENANT, subscriptionId: null },
    '/v1/protocols': ({ url }: { url: URL }) => {
      const expand = url.searchParams.get('$expand') ?? '';
      const repeatableOnly = expand.includes('repeatable eq true');
      const eventType = Number(/workUnitEventTypeId eq (\d+)/.exec(expand)?.[1]);
      const matching = actions.filter((a) => a.workUnitEventTypeId === eventType && (!repeatableOnly || a.repeatable));
      return { value: [{ protocolId: PROTOCOL, name: 'Sev1 escalation', protocolActions: matching }] };
    },
    '/v1/workunits/5/protocolActionRuns': {
      value: [{ protocolActionId: DONE, actionHistoryId: 'h1', messageId: 'm1', resultStatusId: 1, started: '2026-01-01T10:00:00Z', finished: '2026-01-01T10:00:01Z', detail: null, runCount: 1, rejected: null, rejectedBy: null }],
    },
    [`POST /v1/workunits/5/protocolActions/${PAGE}/trigger`]: trigger,
    [`POST /v1/workunits/5/protocolActions/${MAIL}/trigger`]: trigger,
    'POST /v1/emailtemplates/render': render,
  });
}

const calls = (fetch: ReturnType<typeof setup>, path: string) => fetch.mock.calls.filter(([url, init]) => String(url).startsWith(path) && init?.method === 'POST');

describe('Pending Actions tab', () => {
  it('lists the manual actions of the current state, disables a non-repeatable one that ran, and counts the rest', async () => {
    const fetch = setup();
    renderSignedIn(<Harness tab="pending" />);
    const list = await screen.findByRole('list', { name: 'Pending actions' }, { timeout: 8000 });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((i) => i.getAttribute('aria-label'))).toEqual(['Email the customer', 'Page the bridge', 'Open the bridge call']);
    expect(screen.getByText('Pending count: 2')).toBeInTheDocument();
    const done = within(list).getByRole('listitem', { name: 'Open the bridge call' });
    expect(within(done).getByRole('button', { name: 'Run Open the bridge call' })).toBeDisabled();
    expect(within(done).getByText(/Last run: Success/)).toBeInTheDocument();
    // The §7 call for the Protocols tab asks for the repeatable actions of the event; this tab for all of them.
    const expands = fetch.mock.calls.map(([url]) => new URL(String(url), 'http://localhost')).filter((u) => u.pathname === '/v1/protocols').map((u) => u.searchParams.get('$expand'));
    expect(expands).toContain('protocolActions($filter=workUnitEventTypeId eq 2 and repeatable eq true;$expand=actionDefinition)');
    expect(expands).toContain('protocolActions($filter=workUnitEventTypeId eq 2;$expand=actionDefinition)');
  });

  it('sends one trigger however often Run is clicked, says it is running, and refreshes the runs after 5 seconds', async () => {
    const fetch = setup();
    renderSignedIn(<Harness tab="pending" />);
    const item = await screen.findByRole('listitem', { name: 'Page the bridge' }, { timeout: 8000 });
    const run = within(item).getByRole('button', { name: 'Run Page the bridge' });
    fireEvent.click(run);
    fireEvent.click(run);
    fireEvent.click(run);
    expect(await within(item).findByText(manualActionMessages.running)).toBeInTheDocument();
    expect(run).toBeDisabled();
    const sent = calls(fetch, `/v1/workunits/5/protocolActions/${PAGE}/trigger`);
    expect(sent).toHaveLength(1);
    expect(JSON.parse(String(sent[0]?.[1]?.body))).toEqual({ workUnitEventType: 2, userDefinedParams: {}, reject: false });
    const runsCalls = () => fetch.mock.calls.filter(([url]) => String(url).startsWith('/v1/workunits/5/protocolActionRuns')).length;
    const before = runsCalls();
    await waitFor(() => expect(runsCalls()).toBeGreaterThan(before), { timeout: 7000 });
    await waitFor(() => expect(within(item).queryByText(manualActionMessages.running)).not.toBeInTheDocument());
  }, 15_000);

  it('asks for the runs again while one has yet to finish, until its status shows', async () => {
    const run = { protocolActionId: PAGE, actionHistoryId: 'h2', messageId: 'm2', started: '2026-01-01T10:00:00Z', finished: null, detail: null, runCount: 1, rejected: null, rejectedBy: null };
    let asked = 0;
    stubFetch({
      '/v1/permissions': permissionsOf('WorkUnits:view', 'WorkUnits:edit', 'WorkUnits.Protocols:view'),
      '/v1/currentUser': { name: 'Sam', userName: 'agent', email: null, kind: 'user', tenantId: TENANT, subscriptionId: null },
      '/v1/protocols': { value: [{ protocolId: PROTOCOL, name: 'Sev1 escalation', protocolActions: actions.filter((a) => a.protocolActionId === PAGE) }] },
      '/v1/workunits/5/protocolActionRuns': () => ({ value: [{ ...run, resultStatusId: ++asked > 1 ? 1 : 3 }] }),
    });
    renderSignedIn(<Harness tab="pending" />);
    const item = await screen.findByRole('listitem', { name: 'Page the bridge' }, { timeout: 8000 });
    expect(await within(item).findByText(/Last run: Pending/)).toBeInTheDocument();
    expect(await within(item).findByText(/Last run: Success/, {}, { timeout: 7000 })).toBeInTheDocument();
  }, 15_000);

  it('says the acceptance failed when the trigger fails, and a rejection is sent with reject after confirming', async () => {
    const fetch = setup({ trigger: jsonResponse(500, { message: 'boom' }) });
    const user = userEvent.setup();
    renderSignedIn(<Harness tab="pending" />);
    const item = await screen.findByRole('listitem', { name: 'Page the bridge' }, { timeout: 8000 });
    await user.click(within(item).getByRole('button', { name: 'Run Page the bridge' }));
    expect(await screen.findByText(manualActionMessages.acceptFailed)).toBeInTheDocument();

    await user.click(within(item).getByRole('button', { name: 'Cancel Page the bridge' }));
    await user.click(await screen.findByRole('button', { name: 'Yes' }));
    expect(await screen.findByText(manualActionMessages.rejectFailed)).toBeInTheDocument();
    const sent = calls(fetch, `/v1/workunits/5/protocolActions/${PAGE}/trigger`);
    expect(sent.map(([, init]) => (JSON.parse(String(init?.body)) as { reject: boolean }).reject)).toEqual([false, true]);
  });

  it('offers no Run or Cancel to a user who may only view work units', async () => {
    setup({ permissions: ['WorkUnits:view', 'WorkUnits.Protocols:view'] });
    renderSignedIn(<Harness tab="pending" />);
    const item = await screen.findByRole('listitem', { name: 'Page the bridge' }, { timeout: 8000 });
    expect(within(item).queryByRole('button', { name: /^Run / })).not.toBeInTheDocument();
    expect(within(item).queryByRole('button', { name: /^Cancel / })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Preview email of Email the customer' })).toBeInTheDocument();
  });

  it('says so when the work unit has no protocol', async () => {
    setup();
    renderSignedIn(<Harness tab="pending" workUnit={{ ...record, protocolId: null, protocol: null }} />);
    expect(await screen.findByText(manualActionMessages.noManualActions, {}, { timeout: 8000 })).toBeInTheDocument();
  });

  it('says there is nothing pending when the current state has no manual actions', async () => {
    setup();
    renderSignedIn(<Harness tab="pending" workUnit={{ ...record, stateId: 3 } as WorkUnitResponse} />);
    expect(await screen.findByText(manualActionMessages.noPending, {}, { timeout: 8000 })).toBeInTheDocument();
  });
});

describe('Protocols tab', () => {
  it("shows the protocol's name, its manual actions as text, and Replay for a repeatable action; Run failures name the action", async () => {
    setup({ trigger: jsonResponse(503, {}) });
    const user = userEvent.setup();
    renderSignedIn(<Harness tab="protocols" />);
    expect(await screen.findByRole('link', { name: 'Sev1 escalation' }, { timeout: 8000 })).toHaveAttribute('href', `/protocols?protocolId=${PROTOCOL}`);
    // Text, never HTML.
    expect(screen.getByText(/<b>Then<\/b> email the customer\./)).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'Repeatable actions' });
    expect(within(list).getAllByRole('listitem').map((i) => i.getAttribute('aria-label'))).toEqual(['Email the customer']);
    await user.click(within(list).getByRole('button', { name: 'Run Email the customer' }));
    // Its ExtraParameters is empty: asked for before the run.
    const dialog = await screen.findByRole('dialog', { name: 'Run Email the customer' });
    await user.type(within(dialog).getByRole('textbox', { name: 'ExtraParameters' }), 'Reason=outage');
    await user.click(within(dialog).getByRole('button', { name: 'Run' }));
    expect(await screen.findByText(manualActionMessages.triggerFailed('Email the customer'))).toBeInTheDocument();
  });
});

describe('Email preview', () => {
  it('shows to, cc, bcc, subject and the body as text, and renders again with the user-defined parameters', async () => {
    const fetch = setup({ render: { to: 'noc@contoso.example', cc: '', bcc: 'audit@contoso.example', subject: 'Work unit 5', body: '<script>alert(1)</script>\nSecond line' } });
    const user = userEvent.setup();
    renderSignedIn(<Harness tab="pending" />);
    await user.click(await screen.findByRole('button', { name: 'Preview email of Email the customer' }, { timeout: 8000 }));
    const dialog = await screen.findByRole('dialog', { name: 'Email Preview: Email the customer' });
    expect(await within(dialog).findByText('noc@contoso.example')).toBeInTheDocument();
    expect(within(dialog).getByText('audit@contoso.example')).toBeInTheDocument();
    expect(within(dialog).getByText('Work unit 5')).toBeInTheDocument();
    expect(within(dialog).getByText(/<script>alert\(1\)<\/script>/)).toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox', { name: 'ExtraParameters' }), 'Reason=outage');
    await user.click(within(dialog).getByRole('button', { name: 'Refresh Preview' }));
    await waitFor(() => expect(calls(fetch, '/v1/emailtemplates/render').length).toBeGreaterThanOrEqual(2));
    const last = calls(fetch, '/v1/emailtemplates/render').at(-1);
    expect(JSON.parse(String(last?.[1]?.body))).toEqual({ workUnitId: 5, protocolActionId: MAIL, userDefinedParams: { ExtraParameters: 'Reason=outage' } });
  });

  it('says the preview failed', async () => {
    setup({ render: jsonResponse(500, { message: 'template broke' }) });
    const user = userEvent.setup();
    renderSignedIn(<Harness tab="pending" />);
    await user.click(await screen.findByRole('button', { name: 'Preview email of Email the customer' }, { timeout: 8000 }));
    expect((await screen.findAllByText(manualActionMessages.previewFailed)).length).toBeGreaterThan(0);
  });
});
