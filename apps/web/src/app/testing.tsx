import { ThemeProvider } from '@mui/material/styles';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { SnackbarProvider } from 'notistack';
import { User, UserManager, WebStorageStateStore } from 'oidc-client-ts';
import { useEffect, type ReactNode } from 'react';
import { AuthProvider } from 'react-oidc-context';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { vi } from 'vitest';
import { configureApi } from '../kit/api.ts';
import { createAppTheme } from './theme.ts';

const AUTHORITY = 'http://localhost/oidc';
const CLIENT_ID = 'portal-web';

type Handler = unknown | ((request: { url: URL; init: RequestInit | undefined }) => Response | unknown);

function toResponse(value: unknown): Response {
  if (value instanceof Response) return value;
  return new Response(JSON.stringify(value), { status: 200, headers: { 'content-type': 'application/json' } });
}

export function jsonResponse(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

/** A Request (the API client sends them) as the address and options other code passes to fetch. */
async function asAddressAndOptions(request: Request): Promise<[string, RequestInit]> {
  const url = new URL(request.url);
  const body = await request.clone().text();
  return [`${url.pathname}${url.search}`, { method: request.method, headers: Object.fromEntries(request.headers), body: body || undefined, signal: request.signal }];
}

/** The request of one recorded fetch call (`fetchMock.mock.calls[i]`). */
export function requestOf([input, init]: Parameters<typeof fetch>): Request {
  return input instanceof Request ? input : new Request(new URL(input instanceof URL ? input.href : input, 'http://localhost'), init);
}

/**
 * Replaces `fetch` with answers keyed by path (`/v1/permissions`) or method and path (`POST /v1/x`),
 * matched regardless of case, as the server matches its routes. Anything else answers 404, like the
 * server. Returns the mock to inspect calls: each as an address and options, whether the code under
 * test sent a Request (the API client) or not.
 */
export function stubFetch(handlers: Record<string, Handler>) {
  const byKey = new Map(Object.entries(handlers).map(([key, handler]) => [key.toLowerCase(), handler]));
  const mock = vi.fn<typeof fetch>(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url, 'http://localhost');
    const method = (init?.method ?? 'GET').toUpperCase();
    const handler = byKey.get(`${method} ${url.pathname}`.toLowerCase()) ?? (method === 'GET' ? byKey.get(url.pathname.toLowerCase()) : undefined);
    if (handler === undefined) return jsonResponse(404, { statusCode: 404, error: 'Not Found', message: `No route ${method} ${url.pathname}.` });
    const answer: unknown = typeof handler === 'function' ? await (handler as (r: { url: URL; init: RequestInit | undefined }) => unknown)({ url, init }) : handler;
    return toResponse(answer);
  });
  const fetchStub = vi.fn<typeof fetch>(async (input, init) => (input instanceof Request ? mock(...(await asAddressAndOptions(input))) : mock(input, init)));
  vi.stubGlobal('fetch', fetchStub);
  return mock;
}

/** A real UserManager whose stored user is signed in (no network: renewal is off). */
export function signedInUserManager(): UserManager {
  const user = new User({
    access_token: 'test-access-token',
    token_type: 'Bearer',
    profile: { sub: 'user-1', iss: AUTHORITY, aud: CLIENT_ID, exp: Math.floor(Date.now() / 1000) + 3600, iat: Math.floor(Date.now() / 1000) },
    expires_at: Math.floor(Date.now() / 1000) + 3600,
  });
  window.localStorage.setItem(`oidc.user:${AUTHORITY}:${CLIENT_ID}`, user.toStorageString());
  configureApi({ getAccessToken: () => 'test-access-token' });
  return new UserManager({
    authority: AUTHORITY,
    client_id: CLIENT_ID,
    redirect_uri: 'http://localhost/auth/callback',
    automaticSilentRenew: false,
    userStore: new WebStorageStateStore({ store: window.localStorage }),
  });
}

/** The location the test router is at. */
export const testLocation = { pathname: '', search: '' };

function LocationSpy() {
  const location = useLocation();
  useEffect(() => {
    Object.assign(testLocation, { pathname: location.pathname, search: location.search });
  }, [location]);
  return null;
}

/** Renders shell pieces with a signed-in user, a query client, a theme, toasts and a router at `url`. */
export function renderSignedIn(ui: ReactNode, { url = '/', path = '*' }: { url?: string; path?: string } = {}) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  return render(
    <QueryClientProvider client={queryClient}>
      <ThemeProvider theme={createAppTheme('light')}>
        <SnackbarProvider maxSnack={5}>
          <AuthProvider userManager={signedInUserManager()} skipSigninCallback>
            <MemoryRouter initialEntries={[url]}>
              <LocationSpy />
              <Routes>
                <Route path={path} element={ui} />
              </Routes>
            </MemoryRouter>
          </AuthProvider>
        </SnackbarProvider>
      </ThemeProvider>
    </QueryClientProvider>,
  );
}

export const permissionsOf = (...list: string[]) => list.map((p) => `Portal.${p}`);
