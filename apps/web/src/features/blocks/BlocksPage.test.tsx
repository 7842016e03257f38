import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { blockMessages, packetMessages } from '@portal/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, permissionsOf, renderSignedIn, stubFetch } from '../../app/testing.tsx';
import BlocksPage from './BlocksPage.tsx';
import { TEST_VALUE_SENT } from './BlockTestValue.tsx';
import { RelatedPackets } from './RelatedPackets.tsx';

afterEach(() => vi.unstubAllGlobals());

const TENANT = '11111111-1111-4111-8111-111111111111';
const SUBSCRIPTION = '33333333-3333-4333-8333-333333333333';
const BLOCK = '44444444-4444-4444-8444-444444444444';
const PACKET = '55555555-5555-4555-8555-555555555555';
const block = {
  blockId: BLOCK, name: 'Boiler <b>pressure</b>', description: null, blockTypeId: 1, tenantId: TENANT, subscriptionId: SUBSCRIPTION,
  subscription: { subscriptionId: SUBSCRIPTION, name: 'Production', tenantId: TENANT }, tenant: { tenantId: TENANT, name: 'Contoso' },
  latest: { packetId: PACKET, timestamp: new Date().toISOString(), value: 2.5 }, created: '2026-11-27T08:00:00.000Z', modified: '2026-11-27T08:00:00.000Z',
};
const shell = {
  '/v1/permissions': permissionsOf('Blocks:view', 'Blocks:create', 'Blocks:edit', 'Blocks:delete', 'Packets:view', 'Rules:view'),
  '/v1/currentUser': { name: 'Sam', userName: 'sam', email: null, kind: 'user', tenantId: TENANT, subscriptionId: SUBSCRIPTION },
  '/api/generalLookup/tenants': [{ tenantId: TENANT, name: 'Contoso' }],
  '/api/generalLookup/subscriptions': [{ subscriptionId: SUBSCRIPTION, name: 'Production', tenantId: TENANT }],
};

describe('BlocksPage', () => {
  it("shows 'No blocks found' for a tenant without blocks", async () => {
    stubFetch({ ...shell, '/v1/blocks': { value: [] } });
    renderSignedIn(<BlocksPage />, { url: `/${TENANT}/blocks`, path: '/:tenantId/blocks' });
    expect(await screen.findByText(blockMessages.noBlocks, undefined, { timeout: 10_000 })).toBeInTheDocument();
  });

  it('shows each block as a card with its latest value, its name as text, and opens the drawer with its tabs', async () => {
    const fetchMock = stubFetch({
      ...shell, '/v1/blocks': { value: [block] }, [`/v1/blocks/${BLOCK}`]: block,
      [`/v1/blocks/${BLOCK}/logs`]: { logs: [] }, '/v1/rulematches': { value: [] },
      [`/v1/packets/${PACKET}`]: { packetId: PACKET, tenantId: TENANT, entityId: BLOCK, timestamp: block.latest.timestamp, received: block.latest.timestamp, message: { Value: 2.5 } },
    });
    const { container } = renderSignedIn(<BlocksPage />, { url: `/${TENANT}/blocks`, path: '/:tenantId/blocks' });
    const card = await screen.findByRole('button', { name: /^Boiler <b>pressure<\/b>/ }, { timeout: 10_000 });
    expect(within(card).getByTestId('block-value')).toHaveTextContent('2.5');
    expect(container.querySelector('b')).toBeNull();
    const blocksCall = fetchMock.mock.calls.map(([url]) => String(url)).find((url) => url.startsWith('/v1/blocks?'));
    expect(blocksCall).toContain(`tenantId=${TENANT}`);
    expect(blocksCall).toMatch(/(\$|%24)orderby=name/);

    await userEvent.click(card);
    const drawer = await screen.findByRole('dialog', { name: `Block: ${block.name}` });
    for (const tab of ['Details', 'Rule Matches', 'History', 'Logs']) expect(within(drawer).getByRole('tab', { name: tab })).toBeInTheDocument();
    await userEvent.click(within(drawer).getByRole('tab', { name: 'Logs' }));
    expect(await within(drawer).findByText(blockMessages.noLogs)).toBeInTheDocument();
    await userEvent.click(within(drawer).getByRole('tab', { name: 'Rule Matches' }));
    expect(await within(drawer).findByText(blockMessages.noRuleMatches)).toBeInTheDocument();
  });

  it('sends a test value from the History tab as a number, and shows the server\'s refusal beside the field', async () => {
    const sent: unknown[] = [];
    stubFetch({
      ...shell, '/v1/blocks': { value: [block] }, [`/v1/blocks/${BLOCK}`]: block, [`/v1/blocks/${BLOCK}/history`]: { historyItems: [], totalCount: 0 },
      [`POST /v1/blocks/${BLOCK}/test`]: ({ init }: { init: RequestInit | undefined }) => {
        const body = JSON.parse(String(init?.body)) as { value: unknown };
        sent.push(body.value);
        return body.value === 'hot'
          ? jsonResponse(400, { statusCode: 400, error: 'Bad Request', message: blockMessages.valueRefused('Numeric') })
          : { stored: 1, duplicate: 0, refused: [] };
      },
    });
    renderSignedIn(<BlocksPage />, { url: `/${TENANT}/blocks?blockId=${BLOCK}&tab=history`, path: '/:tenantId/blocks' });
    const drawer = await screen.findByRole('dialog', { name: `Block: ${block.name}` }, { timeout: 10_000 });
    const field = await within(drawer).findByRole('textbox', { name: 'Test value' });
    await userEvent.type(field, '99');
    await userEvent.click(within(drawer).getByRole('button', { name: 'Send Test Value' }));
    await vi.waitFor(() => expect(sent).toEqual([99]));
    await userEvent.type(field, 'hot{Enter}');
    expect(await within(drawer).findByText(blockMessages.valueRefused('Numeric'))).toBeInTheDocument();
    expect(sent).toEqual([99, 'hot']);
  });

  it('keeps a test value typed while the previous one was being sent', async () => {
    let answer: (value: unknown) => void = () => {};
    stubFetch({
      ...shell, '/v1/blocks': { value: [block] }, [`/v1/blocks/${BLOCK}`]: block, [`/v1/blocks/${BLOCK}/history`]: { historyItems: [], totalCount: 0 },
      [`POST /v1/blocks/${BLOCK}/test`]: () => new Promise((resolve) => { answer = resolve; }),
    });
    renderSignedIn(<BlocksPage />, { url: `/${TENANT}/blocks?blockId=${BLOCK}&tab=history`, path: '/:tenantId/blocks' });
    const drawer = await screen.findByRole('dialog', { name: `Block: ${block.name}` }, { timeout: 10_000 });
    const field = await within(drawer).findByRole('textbox', { name: 'Test value' });
    await userEvent.type(field, '99');
    await userEvent.click(within(drawer).getByRole('button', { name: 'Send Test Value' }));
    await userEvent.clear(field);
    await userEvent.type(field, '42');
    answer({ stored: 1, duplicate: 0, refused: [] });
    expect(await screen.findByText(TEST_VALUE_SENT)).toBeInTheDocument();
    expect(field).toHaveValue('42');
  });

  it('creates with a generated v4 GUID and shows only the Details tab; a GUID of another version is refused', async () => {
    stubFetch({ ...shell, '/v1/blocks': { value: [] } });
    renderSignedIn(<BlocksPage />, { url: `/${TENANT}/blocks?form=create`, path: '/:tenantId/blocks' });
    const id = (await screen.findByLabelText(/Block Id/, undefined, { timeout: 10_000 })) as HTMLInputElement;
    const drawer = screen.getByRole('dialog', { name: 'Create Block' });
    expect(within(drawer).getAllByRole('tab').map((t) => t.textContent)).toEqual(['Details']);
    expect(id.value).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    await userEvent.clear(id);
    await userEvent.type(id, '6ba7b810-9dad-11d1-80b4-00c04fd430c8');
    expect(await within(drawer).findByText(blockMessages.guid)).toBeInTheDocument();
    await userEvent.click(within(drawer).getByRole('combobox', { name: /Type/ }));
    expect((await screen.findAllByRole('option')).map((o) => o.textContent)).toEqual(['Numeric', 'Small text']);
  });
});

describe('RelatedPackets', () => {
  it('shows the block name, timestamp and value of each related packet', async () => {
    stubFetch({
      ...shell,
      '/v1/packets': { value: [{ packetId: PACKET, tenantId: TENANT, entityId: BLOCK, timestamp: '2026-11-27T08:00:00.000Z', message: { Value: 'OK' } }] },
      '/v1/blocks': { value: [block] },
    });
    renderSignedIn(<RelatedPackets packetIds={[PACKET]} />);
    expect(await screen.findByText(block.name)).toBeInTheDocument();
    expect(screen.getByText(/· OK$/)).toBeInTheDocument();
  });

  it("says 'Unable to load packets.' when the packets cannot be read", async () => {
    stubFetch({ ...shell, '/v1/packets': () => jsonResponse(500, { statusCode: 500, error: 'x', message: 'boom' }) });
    renderSignedIn(<RelatedPackets packetIds={[PACKET]} />);
    expect(await screen.findByText(packetMessages.loadFailed)).toBeInTheDocument();
  });
});
