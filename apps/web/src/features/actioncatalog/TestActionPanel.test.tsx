import { ACTION_TEST_EXTRA_PAIRS } from '@portal/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { permissionsOf, renderSignedIn, stubFetch } from '../../app/testing.tsx';
import { ActionHistoryDialog, REPLAY_STARTED } from './ActionHistoryDialog.tsx';
import { TestActionPanel } from './TestActionPanel.tsx';

const CONTOSO = '11111111-1111-4111-8111-111111111111';
const HOOK = '22222222-2222-4222-8222-222222222222';
const hook = {
  actionDefinitionId: HOOK, name: 'Ops webhook', description: null, actionDefinitionTypeId: 3, tenantId: CONTOSO,
  tenant: { tenantId: CONTOSO, name: 'Contoso' }, inputParameters: 'Recipient, Severity', endpointUrl: 'https://hooks.example.com/ops',
  httpMethod: 'POST', headers: null, body: null, builtIn: false, created: '2026-01-01T00:00:00.000Z', modified: '2026-01-01T00:00:00.000Z',
};
const run = {
  actionHistoryId: '33333333-3333-4333-8333-333333333333', actionDefinitionId: HOOK, correlationId: 'test:1', actionProcessed: null,
  resultStatusId: 3, inputParameters: '{"Recipient":"ops"}', resultDetail: null, referenceId: null, messageId: 'msg_1',
  actionDefinition: { name: 'Ops webhook' }, tenantId: CONTOSO, trigger: 'test', attemptCount: 0, nextAttemptAt: null, attempts: [], created: '2026-01-01T00:00:00.000Z',
};

afterEach(() => vi.unstubAllGlobals());

const permissions = permissionsOf('ActionDefinitions:view', 'ActionDefinitions:edit');

describe('TestActionPanel', () => {
  it('offers the declared inputs and seven extra pairs, runs the test and shows its result once the history has it', async () => {
    let lookups = 0;
    const fetch = stubFetch({
      '/v1/permissions': permissions,
      [`/v1/actionDefinitions/${HOOK}`]: hook,
      [`POST /v1/actionDefinitions/${HOOK}/test`]: { id: 'msg_1', messageId: 'msg_1', actionHistoryId: run.actionHistoryId },
      // Queued on the first look, done on the second: the panel asks again until the result is known.
      '/v1/actionHistories': () => {
        lookups += 1;
        return { value: [lookups < 2 ? run : { ...run, resultStatusId: 1, actionProcessed: '2026-01-01T00:00:01.000Z', attemptCount: 1, resultDetail: 'HTTP 200 OK' }] };
      },
    });
    const user = userEvent.setup();
    renderSignedIn(<TestActionPanel actionDefinitionId={HOOK} onClose={() => {}} onOpenHistory={() => {}} />);
    const panel = await screen.findByRole('dialog', { name: 'Test Action Definition: Ops webhook' });
    const inputs = within(panel).getByRole('region', { name: 'Input Parameters' });
    expect(within(inputs).getAllByRole('textbox')).toHaveLength(2);
    expect(within(inputs).getByRole('textbox', { name: 'Severity' })).toBeInTheDocument();
    const extra = within(panel).getByRole('region', { name: 'Extra Parameters' });
    expect(within(extra).getAllByRole('textbox')).toHaveLength(ACTION_TEST_EXTRA_PAIRS * 2);

    await user.type(within(inputs).getByRole('textbox', { name: 'Recipient' }), 'ops');
    await user.type(within(extra).getByRole('textbox', { name: 'Name 1' }), 'Region');
    await user.type(within(extra).getByRole('textbox', { name: 'Value 1' }), 'East');
    await user.click(within(panel).getByRole('button', { name: 'Run Test' }));

    const result = await within(panel).findByRole('region', { name: 'Test Result' });
    expect(await within(result).findByText('Success', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(within(result).getByText('HTTP 200 OK')).toBeInTheDocument();
    const post = fetch.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(JSON.parse(String(post?.[1]?.body))).toEqual({ parameters: { Recipient: 'ops', Severity: '' }, extra: [{ name: 'Region', value: 'East' }] });
    const lookup = fetch.mock.calls.find(([address]) => String(address).startsWith('/v1/actionHistories'));
    expect(new URL(String(lookup?.[0]), 'http://localhost').searchParams.get('messageId')).toBe('msg_1');
    expect(lookups).toBeGreaterThanOrEqual(2);
  }, 30_000);
});

describe('ActionHistoryDialog', () => {
  it('lists runs newest first with the status names, and replays a failed one', async () => {
    const failed = { ...run, actionHistoryId: '44444444-4444-4444-8444-444444444444', resultStatusId: 2, resultDetail: 'HTTP 503 after 6 attempts', actionProcessed: '2026-01-02T00:00:00.000Z', attemptCount: 6 };
    const done = { ...run, resultStatusId: 1, resultDetail: 'HTTP 200 OK', actionProcessed: '2026-01-01T00:00:01.000Z', attemptCount: 1 };
    const fetch = stubFetch({
      '/v1/permissions': permissions,
      '/v1/actionHistories': { '@odata.count': 2, value: [failed, done] },
      [`POST /v1/actionHistories/${failed.actionHistoryId}/replay`]: { actionHistoryId: failed.actionHistoryId, messageId: 'msg_1', resultStatusId: 3 },
    });
    renderSignedIn(<ActionHistoryDialog actionDefinitionId={HOOK} name="Ops webhook" onClose={() => {}} />);
    const dialog = await screen.findByRole('dialog', { name: 'Action History: Ops webhook' });
    const rows = await within(dialog).findAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(rows[1]).toHaveTextContent('Failure');
    expect(rows[1]).toHaveTextContent('6 attempts');
    expect(rows[2]).toHaveTextContent('Success');
    expect(within(rows[2]!).queryByRole('button', { name: 'Replay' })).not.toBeInTheDocument();

    const list = new URL(String(fetch.mock.calls.find(([address]) => String(address).startsWith('/v1/actionHistories'))?.[0]), 'http://localhost');
    expect(list.searchParams.get('actionDefinitionIds')).toBe(HOOK);
    expect(list.searchParams.get('$orderby')).toMatch(/^actionProcessed desc/);

    await userEvent.click(within(rows[1]!).getByRole('button', { name: 'Replay' }));
    expect(await screen.findByText(REPLAY_STARTED)).toBeInTheDocument();
    await waitFor(() => expect(fetch.mock.calls.filter(([, init]) => init?.method === 'POST')).toHaveLength(1));
  });
});
