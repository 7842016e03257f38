import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App, AppTheme, createQueryClient } from './app/App.tsx';
import { createUserManager, fetchOidcConfig, readStoredAccessToken, SILENT_PATH, userStorageKey } from './app/auth/oidc.ts';
import { StartupError } from './app/auth/StartupError.tsx';
import { createAppRouter } from './app/router.tsx';
import { RequestAccessLink } from './features/accessrequest/RequestAccessLink.tsx';
import { configureApi } from './kit/api.ts';
import { configureUpload } from './kit/upload.ts';

async function start(): Promise<void> {
  const rootElement = document.getElementById('root');
  if (!rootElement) throw new Error('The page has no #root element.');
  const root = createRoot(rootElement);
  const queryClient = createQueryClient();

  let config;
  try {
    config = await fetchOidcConfig();
  } catch (error) {
    // Inside the hidden renewal iframe there is nobody to show the login page to.
    if (window.location.pathname === SILENT_PATH) return;
    // Part 1 §8: a sign-in error shows the login page, here with the error and a Retry button.
    root.render(
      <QueryClientProvider client={queryClient}>
        <AppTheme>
          <StartupError error={error}>
            <RequestAccessLink />
          </StartupError>
        </AppTheme>
      </QueryClientProvider>,
    );
    return;
  }

  const userManager = createUserManager(config);
  if (window.location.pathname === SILENT_PATH) {
    // Inside the hidden renewal iframe, or the sign-in popup (SessionExpiredDialog): hand the answer to the
    // window that opened it and render nothing.
    await userManager.signinCallback();
    return;
  }

  const router = createAppRouter();
  // Before the first render, so the first queries already carry the token.
  const storageKey = userStorageKey(config);
  configureApi({ navigate: (to) => void router.navigate(to), getAccessToken: () => readStoredAccessToken(storageKey) });
  configureUpload({ getAccessToken: () => readStoredAccessToken(storageKey) });
  root.render(
    <StrictMode>
      <App router={router} queryClient={queryClient} userManager={userManager} storageKey={storageKey} />
    </StrictMode>,
  );
}

void start();
