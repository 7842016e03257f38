import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderSignedIn, stubFetch, testLocation } from '../../app/testing.tsx';
import SignInRefusedPage, { SIGN_IN_REFUSED_TITLE } from './SignInRefusedPage.tsx';
import { SIGN_IN_UNREACHABLE_MESSAGE, signInErrorText } from './signInErrors.ts';

afterEach(() => vi.unstubAllGlobals());

describe('the sign-in refused page (issue 20 item 2)', () => {
  it('says the sign-in was refused, why, and what an operator should check; Sign in again forgets the token', async () => {
    stubFetch({ '/api/generalLookup/environment': { environmentName: 'Staging' } });
    const reason = 'The access token is meant for another audience.';
    renderSignedIn(<SignInRefusedPage />, { url: `/user/signinRefused?reason=${encodeURIComponent(reason)}` });
    expect(screen.getByRole('heading', { name: SIGN_IN_REFUSED_TITLE })).toBeInTheDocument();
    expect(screen.getByTestId('sign-in-refused-reason')).toHaveTextContent(reason);
    expect(screen.getByText(/OIDC_ISSUER is exactly the provider's issuer and OIDC_AUDIENCE/)).toBeInTheDocument();
    expect(screen.getByText(/access token refused/)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Sign in again' }));
    await waitFor(() => expect(testLocation.pathname).toBe('/user/login'));
    expect(Object.keys(window.localStorage).filter((k) => k.startsWith('oidc.user:'))).toEqual([]);
  });
});

describe('sign-in errors (issue 20 item 3)', () => {
  it('reads a network failure reaching the provider as the sign-in service being unreachable', () => {
    expect(signInErrorText(new TypeError('Failed to fetch'))).toBe(SIGN_IN_UNREACHABLE_MESSAGE);
    expect(signInErrorText(new Error('NetworkError when attempting to fetch resource.'))).toBe(SIGN_IN_UNREACHABLE_MESSAGE);
    expect(signInErrorText(Object.assign(new Error('Network timed out'), { name: 'ErrorTimeout' }))).toBe(SIGN_IN_UNREACHABLE_MESSAGE);
    expect(signInErrorText(new Error('invalid_grant'))).toBe('invalid_grant');
  });
});
