import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { User, UserManager, WebStorageStateStore } from 'oidc-client-ts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../kit/testing.tsx';
import { AuthSetup } from './AuthSetup.tsx';
import { POPUP_FAILED_MESSAGE, SESSION_EXPIRED_TITLE } from './SessionExpiredDialog.tsx';

const AUTHORITY = 'http://localhost/oidc';
const CLIENT_ID = 'portal-web';
const STORAGE_KEY = `oidc.user:${AUTHORITY}:${CLIENT_ID}`;

function userExpiringIn(seconds: number, token: string): User {
  return new User({
    access_token: token,
    token_type: 'Bearer',
    profile: { sub: 'user-1', iss: AUTHORITY, aud: CLIENT_ID, exp: 0, iat: 0 },
    expires_at: Math.floor(Date.now() / 1000) + seconds,
  });
}

afterEach(() => {
  vi.restoreAllMocks();
  window.localStorage.clear();
});

describe('AuthSetup: an expired sign-in', () => {
  it('asks to sign in again over the screen, keeping what was typed, and closes once signed in in the popup', async () => {
    window.localStorage.setItem(STORAGE_KEY, userExpiringIn(2, 'old-token').toStorageString());
    const userManager = new UserManager({
      authority: AUTHORITY,
      client_id: CLIENT_ID,
      redirect_uri: 'http://localhost/auth/callback',
      automaticSilentRenew: false,
      userStore: new WebStorageStateStore({ store: window.localStorage }),
    });
    // The provider cannot renew (no refresh token, iframe refused).
    const silent = vi.spyOn(userManager, 'signinSilent').mockRejectedValue(new Error('login_required'));
    const popup = vi.spyOn(userManager, 'signinPopup')
      .mockRejectedValueOnce(new Error('Popup closed by user'))
      .mockImplementationOnce(async () => {
        const fresh = userExpiringIn(3600, 'new-token');
        await userManager.storeUser(fresh);
        await userManager.events.load(fresh);
        return fresh;
      });

    renderWithProviders(
      <AuthSetup userManager={userManager} storageKey={STORAGE_KEY} navigate={() => {}}>
        <label>Notes<input /></label>
      </AuthSetup>,
    );
    const notes = screen.getByRole('textbox', { name: 'Notes' });
    // At once (typing key by key could still be going on when the token runs out in 2 s on a busy machine).
    fireEvent.change(notes, { target: { value: 'half-written note' } });

    expect(await screen.findByRole('dialog', { name: SESSION_EXPIRED_TITLE }, { timeout: 6000 })).toBeInTheDocument();
    expect(silent).toHaveBeenCalled();
    expect(notes).toHaveValue('half-written note');

    // A blocked or closed popup says what to do; the screen stays.
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText(POPUP_FAILED_MESSAGE, {}, { timeout: 5000 })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: SESSION_EXPIRED_TITLE })).not.toBeInTheDocument(), { timeout: 5000 });
    expect(popup).toHaveBeenCalledTimes(2);
    expect(screen.getByRole('textbox', { name: 'Notes' })).toHaveValue('half-written note');
  }, 20_000);
});
