import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useAuth } from 'react-oidc-context';
import { useNavigate, useSearchParams } from 'react-router';
import { LoginLayout } from '../../app/auth/LoginLayout.tsx';
import { LOGIN_PATH } from '../../app/auth/oidc.ts';
import { useEnvironment } from '../../app/queries.ts';
import { usePageTitle } from '../../app/usePageTitle.ts';

export const SIGN_IN_REFUSED_TITLE = 'Sign-in was refused';

/**
 * /user/signinRefused: the identity provider signed the person in, but the portal refused the token
 * it issued (wrong issuer, audience or key, clocks apart, a disabled account). Signing in again
 * would loop, so this page says what happened and what an operator should check.
 */
export default function SignInRefusedPage() {
  usePageTitle('Sign-in refused');
  const [params] = useSearchParams();
  const environment = useEnvironment();
  const auth = useAuth();
  const navigate = useNavigate();
  const reason = params.get('reason')?.slice(0, 300) || 'The access token was refused.';

  const signInAgain = async () => {
    // Forget the refused token, so the login page starts a new sign-in.
    await auth.removeUser().catch(() => {});
    navigate(LOGIN_PATH, { replace: true });
  };

  return (
    <LoginLayout environmentName={environment.data?.environmentName}>
      <Typography component="h2" variant="h6">{SIGN_IN_REFUSED_TITLE}</Typography>
      <Alert severity="error" data-testid="sign-in-refused-reason">{reason}</Alert>
      <Typography variant="body2" color="text.secondary">
        The identity provider signed you in, but the portal did not accept its token. Signing in again will not help
        until an operator has checked:
      </Typography>
      <Typography component="ul" variant="body2" color="text.secondary" sx={{ m: 0, pl: 3 }}>
        <li>the portal&apos;s log entry &apos;access token refused&apos;, which names the reason and the token&apos;s issuer, audience and key;</li>
        <li>that OIDC_ISSUER is exactly the provider&apos;s issuer and OIDC_AUDIENCE the audience of its access tokens;</li>
        <li>that the clocks of the portal and the provider agree, and that your account is enabled.</li>
      </Typography>
      <Button variant="contained" size="large" onClick={() => void signInAgain()}>
        Sign in again
      </Button>
    </LoginLayout>
  );
}
