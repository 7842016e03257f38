import { useQueryClient } from '@tanstack/react-query';
import type { User, UserManager } from 'oidc-client-ts';
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { AuthProvider } from 'react-oidc-context';
import { configureApi } from '../../kit/api.ts';
import { CALLBACK_PATH, LOGIN_PATH, requestUrlFromState, storedTokenExpired } from './oidc.ts';
import { RenewalScheduler, renewOnce } from './renewal.ts';
import { SessionExpiredDialog } from './SessionExpiredDialog.tsx';

interface AuthSetupProps {
  userManager: UserManager;
  storageKey: string;
  navigate: (to: string, options?: { replace?: boolean }) => void;
  children: ReactNode;
}

/**
 * Keeps the signed-in user's token fresh (RenewalScheduler) and, once it has run out, asks the person
 * to sign in again in a dialog over the current screen, so unsaved input stays (docs/identity.md,
 * "Token renewal"). A 401 for a token that has run out opens the same dialog instead of leaving the page.
 */
function SessionKeeper({ userManager, storageKey, navigate }: Omit<AuthSetupProps, 'children'>) {
  const queryClient = useQueryClient();
  const [expired, setExpired] = useState(false);
  const scheduler = useMemo(
    () =>
      new RenewalScheduler<User>({
        renew: (current) => renewOnce(userManager, current),
        onExpired: () => setExpired(true),
        onRestored: () => {
          setExpired(false);
          // What failed with the expired token is asked again with the new one.
          void queryClient.invalidateQueries({ predicate: (query) => query.state.status === 'error' });
        },
      }),
    [userManager, queryClient],
  );

  useEffect(() => {
    const onLoaded = (user: User) => scheduler.track(user);
    const onUnloaded = () => {
      scheduler.stop();
      setExpired(false);
    };
    userManager.events.addUserLoaded(onLoaded);
    userManager.events.addUserUnloaded(onUnloaded);
    // A stored sign-in that already ran out is RequireAuth's to handle at start (refresh, else login page).
    void userManager.getUser().then((user) => {
      if (user && !user.expired) scheduler.track(user);
    });
    // Timers of hidden tabs and sleeping machines run late: look again when the page is back.
    const onWake = () => {
      if (document.visibilityState === 'visible') scheduler.checkNow();
    };
    document.addEventListener('visibilitychange', onWake);
    window.addEventListener('online', onWake);
    return () => {
      document.removeEventListener('visibilitychange', onWake);
      window.removeEventListener('online', onWake);
      userManager.events.removeUserLoaded(onLoaded);
      userManager.events.removeUserUnloaded(onUnloaded);
      scheduler.stop();
    };
  }, [userManager, scheduler]);

  useEffect(() => {
    configureApi({
      navigate: (to) => {
        // The API client sends a 401 to the login page; for a token that ran out, the dialog keeps the page.
        if (to.startsWith(`${LOGIN_PATH}?`) && storedTokenExpired(storageKey) && scheduler.markExpired()) return;
        navigate(to);
      },
    });
  }, [navigate, scheduler, storageKey]);

  const toLoginPage = () => {
    const here = `${window.location.pathname}${window.location.search}${window.location.hash}`;
    // The stored sign-in stays: removing it would sign out every other tab, and their unsaved input with it.
    setExpired(false);
    scheduler.stop();
    navigate(`${LOGIN_PATH}?requestUrl=${encodeURIComponent(here)}`);
  };

  return <SessionExpiredDialog open={expired} onSignIn={() => userManager.signinPopup()} onLoginPage={toLoginPage} />;
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
      <SessionKeeper userManager={userManager} storageKey={storageKey} navigate={navigate} />
      {children}
    </AuthProvider>
  );
}
