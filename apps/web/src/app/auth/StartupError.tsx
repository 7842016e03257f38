import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import type { ReactNode } from 'react';
import { useEnvironment } from '../queries.ts';
import { usePageTitle } from '../usePageTitle.ts';
import { LoginLayout } from './LoginLayout.tsx';

export function startupErrorText(error: unknown): string {
  return error instanceof Error && error.message ? error.message : 'Sign-in is not available right now.';
}

/**
 * Part 1 §8, 'sign-in error shows the login page': when the sign-in configuration cannot be fetched
 * (server down or misconfigured) the login page is shown with the error and a Retry button in place of
 * Sign in. What needs no sign-in stays on offer below it: the caller passes it in as `children` (the
 * public access request, a feature, which app/ may not import).
 */
export function StartupError({ error, onRetry = () => window.location.reload(), children }: { error: unknown; onRetry?: () => void; children?: ReactNode }) {
  usePageTitle('Login');
  const environment = useEnvironment();

  return (
    <LoginLayout environmentName={environment.data?.environmentName}>
      <Alert severity="error" data-testid="startup-error">{startupErrorText(error)}</Alert>
      <Button variant="contained" size="large" onClick={onRetry}>
        Retry
      </Button>
      {children}
    </LoginLayout>
  );
}
