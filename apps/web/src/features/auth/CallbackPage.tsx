import { useAuth } from 'react-oidc-context';
import { CenteredMessage } from '../../app/auth/RequireAuth.tsx';
import { LoginView } from './LoginPage.tsx';

/** /auth/callback: the provider sent the browser back; AuthSetup finishes sign-in and returns to requestUrl. */
export default function CallbackPage() {
  const auth = useAuth();
  // Sign-in errors show the login page (part 1 §8), with the provider's message.
  if (auth.error) return <LoginView />;
  return <CenteredMessage busy>Signing in...</CenteredMessage>;
}
