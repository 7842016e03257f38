import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useState } from 'react';
import { useFeatureFlag } from '../../features/auth/useFeatureFlag.ts';
import { useEnvironment } from '../queries.ts';
import { usePageTitle } from '../usePageTitle.ts';
import { LoginLayout } from './LoginLayout.tsx';

const AccessRequestDialog = lazy(() =>
  import('../../features/accessrequest/AccessRequestDialog.tsx').then((m) => ({ default: m.AccessRequestDialog })));

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
  const requestFormEnabled = useFeatureFlag('I3ERequestForm');
  const [requestOpen, setRequestOpen] = useState(false);

  return (
    <LoginLayout
      environmentName={environment.data?.environmentName}
      after={requestOpen && (
        <Suspense fallback={null}>
          <AccessRequestDialog open={requestOpen} onClose={() => setRequestOpen(false)} />
        </Suspense>
      )}
    >
      <Alert severity="error" data-testid="startup-error">{startupErrorText(error)}</Alert>
      <Button variant="contained" size="large" onClick={onRetry}>
        Retry
      </Button>
      {requestFormEnabled && (
        <Typography variant="body2" color="text.secondary" sx={{ textAlign: 'center' }}>
          Need an account or a password reset?{' '}
          <Link component="button" variant="body2" onClick={() => setRequestOpen(true)} sx={{ verticalAlign: 'baseline' }}>
            Request access
          </Link>
        </Typography>
      )}
    </LoginLayout>
  );
}
