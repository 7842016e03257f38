import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../kit/testing.tsx';
import { jsonResponse, stubFetch } from '../testing.tsx';
import { RequestAccessLink } from '../../features/accessrequest/RequestAccessLink.tsx';
import { StartupError } from './StartupError.tsx';

afterEach(() => vi.unstubAllGlobals());

describe('StartupError', () => {
  it('shows the login page with the product, the environment, the error and Retry', async () => {
    stubFetch({
      '/api/generalLookup/environment': { environmentName: 'Staging' },
      '/v1/features/I3ERequestForm/enabled': true,
    });
    const onRetry = vi.fn<() => void>();
    renderWithProviders(
      <StartupError error={new Error('Sign-in configuration failed to load (500).')} onRetry={onRetry}><RequestAccessLink /></StartupError>,
    );
    expect(screen.getByRole('heading', { name: 'Operations Portal' })).toBeInTheDocument();
    expect(await screen.findByText('Staging')).toBeInTheDocument();
    expect(screen.getByTestId('startup-error')).toHaveTextContent('Sign-in configuration failed to load (500).');
    expect(document.title).toBe('Login - Operations Portal');
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledOnce();
    // The public request form needs no sign-in, so it stays on offer.
    fireEvent.click(await screen.findByRole('button', { name: 'Request access' }));
    // The form is loaded on first use (lazy); on a busy machine that takes more than the default second.
    expect(await screen.findByRole('heading', { name: 'I3E Account Request' }, { timeout: 8000 })).toBeInTheDocument();
  });

  it('shows the login page without an environment when that is not known either', async () => {
    stubFetch({ '/api/generalLookup/environment': () => jsonResponse(500, { message: 'down' }) });
    renderWithProviders(<StartupError error={new TypeError('Failed to fetch')} onRetry={() => {}}><RequestAccessLink /></StartupError>);
    expect(screen.getByRole('heading', { name: 'Operations Portal' })).toBeInTheDocument();
    expect(screen.getByTestId('startup-error')).toHaveTextContent('Failed to fetch');
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
    expect(screen.queryByTestId('login-environment')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Request access' })).not.toBeInTheDocument();
  });
});
