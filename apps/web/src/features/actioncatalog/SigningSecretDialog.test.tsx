import { actionMessages } from '@portal/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { permissionsOf, renderSignedIn, stubFetch } from '../../app/testing.tsx';
import { ROTATE_QUESTION, SigningSecretDialog } from './SigningSecretDialog.tsx';

const CONTOSO = '11111111-1111-4111-8111-111111111111';
const current = { secret: 'whsec_current', previousSecret: null, previousExpires: null, rotated: null };
const rotated = { secret: 'whsec_next', previousSecret: 'whsec_current', previousExpires: '2026-01-02T00:00:00.000Z', rotated: '2026-01-01T00:00:00.000Z' };

afterEach(() => vi.unstubAllGlobals());

describe('SigningSecretDialog', () => {
  it('shows the tenant\'s secret only when asked, and rotates it after a Yes', async () => {
    const fetch = stubFetch({
      '/v1/permissions': permissionsOf('ActionDefinitions:view', 'ActionDefinitions:edit'),
      '/v1/currentUser': { name: 'Ada', userName: 'admin', email: null, kind: 'user', tenantId: CONTOSO, subscriptionId: null },
      '/api/generallookup/tenants': [{ tenantId: CONTOSO, name: 'Contoso' }],
      [`/v1/actionSigningSecrets/${CONTOSO}`]: current,
      [`POST /v1/actionSigningSecrets/${CONTOSO}/rotate`]: rotated,
    });
    renderSignedIn(<SigningSecretDialog onClose={() => {}} />);
    const dialog = await screen.findByRole('dialog', { name: 'Signing Secret' });
    const secret = await within(dialog).findByRole('textbox', { name: 'Secret' });
    expect(secret).not.toHaveValue('whsec_current');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Show' }));
    expect(secret).toHaveValue('whsec_current');

    await userEvent.click(within(dialog).getByRole('button', { name: 'Rotate' }));
    const question = await screen.findByRole('dialog', { name: 'Rotate Signing Secret' });
    expect(question).toHaveTextContent(ROTATE_QUESTION);
    expect(fetch.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);
    await userEvent.click(within(question).getByRole('button', { name: 'Yes' }));
    expect(await screen.findByText(actionMessages.secretRotated)).toBeInTheDocument();
    await waitFor(() => expect(within(dialog).getByRole('textbox', { name: 'Previous secret' })).toBeInTheDocument());
  });
});
