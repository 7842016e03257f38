import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, permissionsOf, renderSignedIn, stubFetch } from '../../app/testing.tsx';
import { TENANT_SECRETS_LOAD_FAILED, TenantPanel } from './TenantPanel.tsx';

const CONTOSO = '11111111-1111-4111-8111-111111111111';
const tenant = {
  tenantId: CONTOSO, name: 'Contoso', internalNotificationEmailAddress: null, enabled: true, assignmentGroups: '',
  workUnitFieldDef1: JSON.stringify({ Name: 'Region', Type: 2, Options: ['East', 'West'] }),
  created: '2025-01-01T00:00:00.000Z', modified: '2025-01-01T00:00:00.000Z',
};
const secrets = [{ secretId: '22222222-2222-4222-8222-222222222222', name: 'ApiKey', version: 3, created: tenant.created, modified: tenant.modified }];

afterEach(() => vi.unstubAllGlobals());

describe('TenantPanel', () => {
  it('says so when the secrets fail to load, instead of spinning, and loads again on Retry', async () => {
    let secretsUp = false;
    stubFetch({
      [`/v1/tenants/${CONTOSO}`]: tenant,
      [`/v1/tenants/${CONTOSO}/secrets`]: () => (secretsUp ? [] : jsonResponse(500, { message: 'Key vault unreachable' })),
      '/v1/permissions': permissionsOf('Tenants:view', 'Tenants:edit'),
    });
    renderSignedIn(<TenantPanel tenantId={CONTOSO} onClose={() => {}} onCreated={() => {}} />);
    const panel = await screen.findByRole('dialog', { name: 'Edit Tenant' });
    expect(await within(panel).findByText(TENANT_SECRETS_LOAD_FAILED)).toBeInTheDocument();
    expect(within(panel).queryByRole('progressbar')).not.toBeInTheDocument();

    secretsUp = true;
    await userEvent.click(within(panel).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('dialog', { name: 'Edit Tenant: Contoso' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Tenant Name/ })).toHaveValue('Contoso');
  });

  it('shows a view-only user (Tenants:view without Tenants:edit) the tenant read-only, without Save buttons', async () => {
    const fetchMock = stubFetch({
      [`/v1/tenants/${CONTOSO}`]: tenant,
      [`/v1/tenants/${CONTOSO}/secrets`]: secrets,
      '/v1/permissions': permissionsOf('Tenants:view'),
    });
    renderSignedIn(<TenantPanel tenantId={CONTOSO} onClose={() => {}} onCreated={() => {}} />);
    const panel = await screen.findByRole('dialog', { name: 'View Tenant: Contoso' });
    expect(within(panel).queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
    expect(within(panel).queryByRole('button', { name: 'Save & Close' })).not.toBeInTheDocument();
    expect(within(panel).getByRole('button', { name: 'Close' })).toBeInTheDocument();

    const name = within(panel).getByRole('textbox', { name: /Tenant Name/ });
    expect(name).toHaveAttribute('readonly');
    await userEvent.type(name, ' changed');
    expect(name).toHaveValue('Contoso');
    expect(within(panel).getByRole('checkbox', { name: 'Enabled' })).toBeDisabled();

    await userEvent.click(within(panel).getByRole('tab', { name: 'Additional Fields' }));
    expect(within(panel).getByRole('textbox', { name: 'Name' })).toHaveAttribute('readonly');
    await userEvent.click(within(panel).getByRole('combobox', { name: 'Type' }));
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(within(panel).queryByRole('button', { name: 'Add Field' })).not.toBeInTheDocument();
    expect(within(panel).queryByRole('button', { name: /Remove field/ })).not.toBeInTheDocument();

    await userEvent.click(within(panel).getByRole('tab', { name: 'Secrets' }));
    expect(within(panel).getByText('Version 3')).toBeInTheDocument();
    expect(within(panel).queryByLabelText(/New Value/)).not.toBeInTheDocument();
    expect(within(panel).queryByRole('button', { name: 'Add Secret' })).not.toBeInTheDocument();
    expect(within(panel).queryByRole('button', { name: /Remove secret/ })).not.toBeInTheDocument();
    expect(fetchMock.mock.calls.filter(([, init]) => init?.method && init.method !== 'GET')).toEqual([]);
  });

  it('gives an editor the same panel with its Save buttons and editable fields', async () => {
    stubFetch({
      [`/v1/tenants/${CONTOSO}`]: tenant,
      [`/v1/tenants/${CONTOSO}/secrets`]: secrets,
      '/v1/permissions': permissionsOf('Tenants:view', 'Tenants:edit'),
    });
    renderSignedIn(<TenantPanel tenantId={CONTOSO} onClose={() => {}} onCreated={() => {}} />);
    const panel = await screen.findByRole('dialog', { name: 'Edit Tenant: Contoso' });
    expect(within(panel).getByRole('button', { name: 'Save & Close' })).toBeInTheDocument();
    expect(within(panel).getByRole('textbox', { name: /Tenant Name/ })).not.toHaveAttribute('readonly');
    await userEvent.click(within(panel).getByRole('tab', { name: 'Secrets' }));
    expect(within(panel).getByRole('button', { name: 'Add Secret' })).toBeInTheDocument();
    expect(within(panel).getByLabelText(/New Value/)).toBeInTheDocument();
  });
});
