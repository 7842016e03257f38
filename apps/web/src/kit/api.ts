import { enqueueSnackbar } from 'notistack';
import { refusedTokenReason, signInRefusedUrl } from './bearerChallenge.ts';

/** The message the spec gives for a 403 on anything but the permissions call. */
export const FORBIDDEN_MESSAGE = 'You do not have access to one or more requested resources';

export type ApiQuery = Record<string, string | number | boolean | undefined>;

export interface ApiOptions {
  method?: string;
  body?: unknown;
  query?: ApiQuery;
  signal?: AbortSignal;
}

/** A non-2xx answer. `message` is the server's own message when it sent one. */
export class ApiError extends Error {
  readonly status: number;
  readonly body: unknown;

  constructor(status: number, message: string, body: unknown) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.body = body;
  }
}

interface ApiHooks {
  /** The signed-in user's access token, if any. */
  getAccessToken: () => string | undefined;
  /** Leaves the app for another route (a full navigation is fine: the sign-in is stored). */
  navigate: (to: string) => void;
}

const hooks: ApiHooks = {
  getAccessToken: () => undefined,
  navigate: (to) => window.location.assign(to),
};

/** The auth provider registers how to read the token; the router registers a client-side navigate. */
export function configureApi(overrides: Partial<ApiHooks>): void {
  Object.assign(hooks, overrides);
}

const PERMISSIONS_PATH = /^\/v1\/permissions\/?$/i;

function currentLocation(): string {
  return `${window.location.pathname}${window.location.search}${window.location.hash}`;
}

function isLoginPage(): boolean {
  return /\/user\/(login|accessDenied|signinRefused)\/?$/i.test(window.location.pathname);
}

export function buildUrl(path: string, query?: ApiQuery): string {
  if (!query) return path;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined) params.append(key, String(value));
  }
  const text = params.toString();
  if (!text) return path;
  return `${path}${path.includes('?') ? '&' : '?'}${text}`;
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  const type = response.headers.get('content-type') ?? '';
  if (type.includes('json')) {
    try {
      return JSON.parse(text) as unknown;
    } catch {
      return text;
    }
  }
  return text;
}

function messageOf(body: unknown, fallback: string): string {
  if (typeof body === 'object' && body !== null && 'message' in body && typeof body.message === 'string') {
    return body.message;
  }
  if (typeof body === 'string' && body.trim()) return body;
  return fallback;
}

async function send(path: string, options: ApiOptions, accept: string): Promise<Response> {
  const headers: Record<string, string> = { Accept: accept };
  const token = hooks.getAccessToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  let body: BodyInit | undefined;
  if (options.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(options.body);
  }
  const response = await fetch(buildUrl(path, options.query), {
    method: options.method ?? (body === undefined ? 'GET' : 'POST'),
    headers,
    body,
    signal: options.signal,
  });
  if (response.ok) return response;

  const errorBody = await readBody(response);
  const message = messageOf(errorBody, response.statusText || `Request failed with status ${response.status}`);
  if (response.status === 401 && !isLoginPage()) {
    const refused = refusedTokenReason(response.headers.get('www-authenticate'));
    hooks.navigate(refused ? signInRefusedUrl(refused) : `/user/login?requestUrl=${encodeURIComponent(currentLocation())}`);
  } else if (response.status === 403) {
    if (PERMISSIONS_PATH.test(path)) hooks.navigate('/user/accessDenied');
    else enqueueSnackbar(FORBIDDEN_MESSAGE, { variant: 'error', autoHideDuration: 8000, preventDuplicate: true });
  }
  throw new ApiError(response.status, message, errorBody);
}

/** Calls the portal's JSON API as the signed-in user. */
export async function api<T>(path: string, options: ApiOptions = {}): Promise<T> {
  const response = await send(path, options, 'application/json');
  return (await readBody(response)) as T;
}

/** Fetches a file (CSV exports) as the signed-in user. */
export async function apiDownload(path: string, query?: ApiQuery): Promise<Blob> {
  const response = await send(path, { query }, 'text/csv, */*');
  return response.blob();
}
