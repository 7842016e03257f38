import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { RequestAccessLink } from '../../features/accessrequest/RequestAccessLink.tsx';
import { useEnvironment } from '../queries.ts';
import { usePageTitle } from '../usePageTitle.ts';
import { LoginLayout } from './LoginLayout.tsx';

export function startupErrorText(error: unknown): string {
  return error instanceof Error && error.message ? error.message : 'Sign-in is not available right now.';
}

/**
 * Part 1 §8, 'sign-in error shows the login page': when the sign-in configuration cannot be fetched
 * (server down or misconfigured) the login page is shown with the error and a Retry button in place of
 * Sign in. The public access request needs no sign-in, so it stays on offer when its flag is on.
 */
export function StartupError({ error, onRetry = () => window.location.reload() }: { error: unknown; onRetry?: () => void }) {
  usePageTitle('Login');
  const environment = useEnvironment();

  return (
    <LoginLayout environmentName={environment.data?.environmentName}>
      <Alert severity="error" data-testid="startup-error">{startupErrorText(error)}</Alert>
      <Button variant="contained" size="large" onClick={onRetry}>
        Retry
      </Button>
      <RequestAccessLink />
    </LoginLayout>
  );
}
