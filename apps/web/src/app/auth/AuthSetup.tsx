import type { UserManager } from 'oidc-client-ts';
import { useEffect, type ReactNode } from 'react';
import { AuthProvider } from 'react-oidc-context';
import { CALLBACK_PATH, LOGIN_PATH, requestUrlFromState } from './oidc.ts';

interface AuthSetupProps {
  userManager: UserManager;
  storageKey: string;
  navigate: (to: string, options?: { replace?: boolean }) => void;
  children: ReactNode;
}

/**
 * Wires react-oidc-context to our UserManager: the callback route returns to the requested page, and
 * removing the stored sign-in in another tab signs this tab out too. (The API client gets the token in main.tsx.)
 */
export function AuthSetup({ userManager, storageKey, navigate, children }: AuthSetupProps) {
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      const removed = (event.key === storageKey && event.newValue === null)
        || (event.key === null && window.localStorage.getItem(storageKey) === null);
      if (!removed) return;
      // Another tab logged out: forget the in-memory user here as well, then show the login page.
      void userManager.removeUser().finally(() => navigate(LOGIN_PATH, { replace: true }));
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [storageKey, userManager, navigate]);

  return (
    <AuthProvider
      userManager={userManager}
      skipSigninCallback={window.location.pathname !== CALLBACK_PATH}
      onSigninCallback={(user) => navigate(requestUrlFromState(user?.state), { replace: true })}
    >
      {children}
    </AuthProvider>
  );
}
