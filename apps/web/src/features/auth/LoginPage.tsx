import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { useAuth } from 'react-oidc-context';
import { useParams, useSearchParams } from 'react-router';
import { safeReturnPath, type SigninState } from '../../app/auth/oidc.ts';
import { useEnvironment } from '../../app/queries.ts';
import { isGuid } from '../../app/tenantUrl.ts';
import { LoginLayout } from '../../app/auth/LoginLayout.tsx';
import { usePageTitle } from '../../app/usePageTitle.ts';
import { RequestAccessLink } from '../accessrequest/RequestAccessLink.tsx';
import { signInErrorText } from './signInErrors.ts';

export const ACCESS_DENIED_MESSAGE = 'You do not have access. Please contact your system administrator for access.';

interface LoginViewProps {
  accessDenied?: boolean;
}

/** /user/login, /{tenantId}/user/login and /user/accessDenied: sign in through the identity provider. */
export function LoginView({ accessDenied = false }: LoginViewProps) {
  usePageTitle('Login');
  const auth = useAuth();
  const { tenantId } = useParams();
  const [params] = useSearchParams();
  const environment = useEnvironment();
  const [starting, setStarting] = useState(false);
  const [startError, setStartError] = useState<string>();

  const fallback = isGuid(tenantId) ? `/${tenantId}` : '/';
  const requestUrl = safeReturnPath(params.get('requestUrl'), fallback);
  const signInError = startError ?? (auth.error && auth.error.source !== 'renewSilent' ? signInErrorText(auth.error) : undefined);

  const signIn = async () => {
    setStarting(true);
    setStartError(undefined);
    try {
      const state: SigninState = { requestUrl };
      await auth.signinRedirect({ state });
    } catch (error) {
      setStarting(false);
      setStartError(signInErrorText(error));
    }
  };

  return (
    <LoginLayout environmentName={environment.data?.environmentName}>
      {accessDenied && <Alert severity="error">{ACCESS_DENIED_MESSAGE}</Alert>}
      {signInError && <Alert severity="error">{signInError}</Alert>}
      <Button variant="contained" size="large" onClick={() => void signIn()} loading={starting}>
        Sign in
      </Button>
      <RequestAccessLink />
    </LoginLayout>
  );
}

export default function LoginPage() {
  return <LoginView />;
}

export function AccessDeniedPage() {
  return <LoginView accessDenied />;
}
