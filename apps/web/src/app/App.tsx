import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { UserManager } from 'oidc-client-ts';
import { useMemo, type ReactNode } from 'react';
// From react-router/dom: it can apply a navigation at once (flushSync), which the list pages use.
import { RouterProvider } from 'react-router/dom';
import { ApiError } from '../kit/api.ts';
import { ToastProvider } from '../kit/ToastProvider.tsx';
import { AuthSetup } from './auth/AuthSetup.tsx';
import { useThemeMode } from '../kit/localSettings.ts';
import { useEnvironmentColor } from './queries.ts';
import type { AppRouter } from './router.tsx';
import { createAppTheme } from './theme.ts';

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        // A 4xx will not change by asking again; network and server errors get two more tries.
        retry: (count, error) => !(error instanceof ApiError && error.status < 500) && count < 2,
        refetchOnWindowFocus: false,
        staleTime: 30_000,
      },
    },
  });
}

/** Light, dark or the system's from the Settings panel, primary colour from the environment. */
export function AppTheme({ children }: { children: ReactNode }) {
  const mode = useThemeMode();
  const color = useEnvironmentColor();
  const theme = useMemo(() => createAppTheme(mode, color.data?.environmentColor), [mode, color.data?.environmentColor]);
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline enableColorScheme />
      <ToastProvider>{children}</ToastProvider>
    </ThemeProvider>
  );
}

interface AppProps {
  router: AppRouter;
  queryClient: QueryClient;
  userManager: UserManager;
  storageKey: string;
}

export function App({ router, queryClient, userManager, storageKey }: AppProps) {
  const navigate = useMemo(() => (to: string, options?: { replace?: boolean }) => void router.navigate(to, options), [router]);
  return (
    <QueryClientProvider client={queryClient}>
      <AppTheme>
        <AuthSetup userManager={userManager} storageKey={storageKey} navigate={navigate}>
          <RouterProvider router={router} />
        </AuthSetup>
      </AppTheme>
    </QueryClientProvider>
  );
}
