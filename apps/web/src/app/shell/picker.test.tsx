import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SubscriptionLookup, TenantLookup } from '../queries.ts';
import { jsonResponse, renderSignedIn, stubFetch } from '../testing.tsx';
import { type PickerForm, subscriptionsFor } from './pickerModel.ts';
import { switchContext } from './TenantPicker.tsx';
import TenantPickerForm from './TenantPickerForm.tsx';

const CONTOSO = '11111111-1111-4111-8111-111111111111';
const FABRIKAM = '22222222-2222-4222-8222-222222222222';
const tenants: TenantLookup[] = [{ tenantId: CONTOSO, name: 'Contoso' }, { tenantId: FABRIKAM, name: 'Fabrikam' }];
const subscriptions: SubscriptionLookup[] = [
  { subscriptionId: 'aaaaaaaa-0000-4000-8000-000000000001', name: 'Production', tenantId: CONTOSO },
  { subscriptionId: 'aaaaaaaa-0000-4000-8000-000000000002', name: 'Staging', tenantId: CONTOSO },
  { subscriptionId: 'bbbbbbbb-0000-4000-8000-000000000001', name: 'Fabrikam Prod', tenantId: FABRIKAM },
];

afterEach(() => vi.unstubAllGlobals());

async function choose(user: ReturnType<typeof userEvent.setup>, label: string, option: string) {
  await user.click(screen.getByRole('combobox', { name: new RegExp(label) }));
  await user.click(within(await screen.findByRole('listbox')).getByRole('option', { name: option }));
}

describe('subscriptionsFor', () => {
  it('filters by the chosen tenant, else by the chosen subscription’s tenant, else shows all', () => {
    expect(subscriptionsFor(subscriptions, FABRIKAM, '').map((s) => s.name)).toEqual(['Fabrikam Prod']);
    expect(subscriptionsFor(subscriptions, '', 'aaaaaaaa-0000-4000-8000-000000000002').map((s) => s.name)).toEqual(['Production', 'Staging']);
    expect(subscriptionsFor(subscriptions, '', '')).toHaveLength(3);
  });
});

describe('TenantPickerForm', () => {
  it('requires both Tenant and Subscription', async () => {
    const onSubmit = vi.fn<(value: PickerForm) => Promise<void>>(async () => {});
    const user = userEvent.setup();
    renderSignedIn(<TenantPickerForm tenants={tenants} subscriptions={subscriptions} initial={{ tenant: '', subscriptionId: '' }} onSubmit={onSubmit} onCancel={() => {}} />);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Tenant is required.')).toBeInTheDocument();
    expect(screen.getByText('Subscription is required.')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('lists only the chosen tenant’s subscriptions and clears a subscription of another tenant', async () => {
    const onSubmit = vi.fn<(value: PickerForm) => Promise<void>>(async () => {});
    const user = userEvent.setup();
    renderSignedIn(
      <TenantPickerForm
        tenants={tenants}
        subscriptions={subscriptions}
        initial={{ tenant: CONTOSO, subscriptionId: 'aaaaaaaa-0000-4000-8000-000000000001' }}
        onSubmit={onSubmit}
        onCancel={() => {}}
      />,
    );
    await user.click(screen.getByRole('combobox', { name: /Subscription/ }));
    expect(within(await screen.findByRole('listbox')).getAllByRole('option').map((o) => o.textContent)).toEqual(['Production', 'Staging']);
    await user.keyboard('{Escape}');

    await choose(user, 'Tenant', 'Fabrikam');
    expect(screen.getByRole('combobox', { name: /Subscription/ })).not.toHaveTextContent('Production');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Subscription is required.')).toBeInTheDocument();

    await choose(user, 'Subscription', 'Fabrikam Prod');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await vi.waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0]?.[0]).toEqual({ tenant: FABRIKAM, subscriptionId: 'bbbbbbbb-0000-4000-8000-000000000001' });
  });
});

describe('switchContext', () => {
  const value = { tenant: FABRIKAM, subscriptionId: 'bbbbbbbb-0000-4000-8000-000000000001' };

  it('posts the context and reloads with the tenant id in the URL replaced', async () => {
    const fetchMock = stubFetch({ [`POST /v1/tenantSubscriptionContext/${FABRIKAM}`]: { ok: true } });
    const reload = vi.fn<(url: string) => void>();
    await switchContext(value, { pathname: `/${CONTOSO}/devices`, search: '?x=1', hash: '' }, reload);
    const [, init] = fetchMock.mock.calls[0] ?? [];
    expect(JSON.parse(String(init?.body))).toEqual({ tenant: FABRIKAM, subscriptionId: value.subscriptionId });
    expect(reload).toHaveBeenCalledWith(`/${FABRIKAM}/devices?x=1`);
  });

  it('says the tenant id is missing when the URL has none', async () => {
    const fetchMock = stubFetch({});
    const reload = vi.fn<(url: string) => void>();
    renderSignedIn(<div />);
    await switchContext(value, { pathname: '/tenants', search: '', hash: '' }, reload);
    expect(await screen.findByText('Tenant ID is missing')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(reload).not.toHaveBeenCalled();
  });

  it('says the update failed when the server refuses', async () => {
    stubFetch({ [`POST /v1/tenantSubscriptionContext/${FABRIKAM}`]: () => jsonResponse(400, { statusCode: 400, error: 'Bad Request', message: 'no' }) });
    const reload = vi.fn<(url: string) => void>();
    renderSignedIn(<div />);
    await switchContext(value, { pathname: `/${CONTOSO}`, search: '', hash: '' }, reload);
    expect(await screen.findByText('Failed to update tenant subscription context')).toBeInTheDocument();
    expect(reload).not.toHaveBeenCalled();
  });
});
