import { useCallback } from 'react';
import { useAuth } from 'react-oidc-context';
import { LOGIN_PATH } from './oidc.ts';

/**
 * Log out: the stored sign-in is removed first (so other tabs follow), then the provider ends its session
 * and sends the browser back to /user/login. If the provider cannot be reached, go there directly.
 */
export function useLogout(): () => Promise<void> {
  const auth = useAuth();
  return useCallback(async () => {
    const idToken = auth.user?.id_token;
    try {
      await auth.signoutRedirect({
        post_logout_redirect_uri: `${window.location.origin}${LOGIN_PATH}`,
        ...(idToken ? { id_token_hint: idToken } : {}),
      });
    } catch {
      await auth.removeUser();
      window.location.assign(LOGIN_PATH);
    }
  }, [auth]);
}
