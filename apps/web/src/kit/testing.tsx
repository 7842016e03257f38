import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { SnackbarProvider } from 'notistack';
import { useEffect, type ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';

/** The location the test router is at, for assertions on the URL. */
export const currentLocation = { pathname: '', search: '' };

function LocationSpy() {
  const { pathname, search } = useLocation();
  useEffect(() => {
    Object.assign(currentLocation, { pathname, search });
  }, [pathname, search]);
  return null;
}

/** Renders a kit component or screen with a router, a query client and the toast provider. */
export function renderWithProviders(ui: ReactNode, { url = '/', path = '*' }: { url?: string; path?: string } = {}) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  return render(
    <QueryClientProvider client={queryClient}>
      <SnackbarProvider maxSnack={5}>
        <MemoryRouter initialEntries={[url]}>
          <LocationSpy />
          <Routes>
            <Route path={path} element={ui} />
            <Route path="/notfound" element={<p>Page Not Found</p>} />
          </Routes>
        </MemoryRouter>
      </SnackbarProvider>
    </QueryClientProvider>,
  );
}

/** The parsed `search` parameter of the current test URL. */
export function currentSearchState(): unknown {
  const raw = new URLSearchParams(currentLocation.search).get('search');
  return raw === null ? null : (JSON.parse(raw) as unknown);
}
