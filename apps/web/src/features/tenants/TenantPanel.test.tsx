import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderSignedIn, stubFetch } from '../../app/testing.tsx';
import { TENANT_SECRETS_LOAD_FAILED, TenantPanel } from './TenantPanel.tsx';

const CONTOSO = '11111111-1111-4111-8111-111111111111';
const tenant = {
  tenantId: CONTOSO, name: 'Contoso', internalNotificationEmailAddress: null, enabled: true, assignmentGroups: '',
  created: '2025-01-01T00:00:00.000Z', modified: '2025-01-01T00:00:00.000Z',
};

afterEach(() => vi.unstubAllGlobals());

describe('TenantPanel', () => {
  it('says so when the secrets fail to load, instead of spinning, and loads again on Retry', async () => {
    let secretsUp = false;
    stubFetch({
      [`/v1/tenants/${CONTOSO}`]: tenant,
      [`/v1/tenants/${CONTOSO}/secrets`]: () => (secretsUp ? [] : jsonResponse(500, { message: 'Key vault unreachable' })),
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
});
