import { enqueueSnackbar } from 'notistack';
import type { paths } from './api-types.ts';
import { refusedTokenReason, signInRefusedUrl } from './bearerChallenge.ts';

/** The message the spec gives for a 403 on anything but the permissions call. */
export const FORBIDDEN_MESSAGE = 'You do not have access to one or more requested resources';

export type ApiQuery = Record<string, string | number | boolean | undefined>;

export interface ApiOptions {
  method?: string;
  body?: unknown;
  query?: ApiQuery;
  signal?: AbortSignal;
  /** Sent as `Idempotency-Key`; a write inside `withIdempotencyKey` gets the submit's key without it. */
  idempotencyKey?: string;
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

/**
 * The submit under way (kit/form/FormPanel): its writes (PUT, POST) carry its Idempotency-Key, the
 * first as is and later ones as `<key>.2`, `<key>.3`, so a retried submit sends the same keys in the
 * same order and the server answers what it already did instead of creating again (docs/api.md).
 * One submit at a time: a form's save buttons are disabled while it runs.
 */
let submitScope: { key: string; writes: number } | undefined;

/** Runs one submit's calls with `key`. */
export async function withIdempotencyKey<T>(key: string, work: () => Promise<T>): Promise<T> {
  const scope = { key, writes: 0 };
  submitScope = scope;
  try {
    return await work();
  } finally {
    if (submitScope === scope) submitScope = undefined;
  }
}

/** A fresh random key (getRandomValues: randomUUID needs a secure context, which a plain-http install is not). */
export function newIdempotencyKey(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('');
}

function idempotencyKeyFor(method: string, options: ApiOptions): string | undefined {
  if (options.idempotencyKey) return options.idempotencyKey;
  if (!submitScope || (method !== 'PUT' && method !== 'POST')) return undefined;
  submitScope.writes += 1;
  return submitScope.writes === 1 ? submitScope.key : `${submitScope.key}.${submitScope.writes}`;
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
  const method = options.method ?? (body === undefined ? 'GET' : 'POST');
  const idempotencyKey = idempotencyKeyFor(method, options);
  if (idempotencyKey) headers['Idempotency-Key'] = idempotencyKey;
  const response = await fetch(buildUrl(path, options.query), {
    method,
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

/*
 * The typed way in: paths, methods, bodies and answers as the API document (docs/openapi.json) lists
 * them, through the types generated from it (api-types.ts, `npm run docs:api`). A path or method the
 * server does not serve, or a body of the wrong shape, fails to compile; a server change that the
 * client has not followed shows as a type error once the types are generated again.
 */

/** Every path of the API document, with its parameters in braces: `/v1/locations/{locationId}`. */
export type ApiPath = keyof paths;
export type ApiMethod = 'get' | 'put' | 'post' | 'patch' | 'delete';
/** The methods the document lists for `P`. */
export type MethodOf<P extends ApiPath> = { [M in ApiMethod]-?: [NonNullable<paths[P][M]>] extends [never] ? never : M }[ApiMethod];
type OperationOf<P extends ApiPath, M extends MethodOf<P>> = NonNullable<paths[P][M]>;
type JsonOf<R> = R extends { content: { 'application/json': infer J } } ? J : undefined;
type SuccessOf<R> = R extends { 200: infer A } ? A : R extends { 201: infer A } ? A : R extends { 204: unknown } ? undefined : never;
/** What a successful call answers, as the document describes it. */
export type ApiResponse<P extends ApiPath, M extends MethodOf<P>> = JsonOf<SuccessOf<OperationOf<P, M>['responses']>>;
/** The JSON body the operation takes; never when it takes none. */
export type ApiBody<P extends ApiPath, M extends MethodOf<P>> =
  OperationOf<P, M> extends { requestBody: { content: { 'application/json': infer B } } } ? B : never;
/** The operation's path parameters; never when it has none. */
export type ApiPathParams<P extends ApiPath, M extends MethodOf<P>> = NonNullable<OperationOf<P, M>['parameters']['path']>;
/** The operation's query parameters; never when it has none. */
export type ApiQueryParams<P extends ApiPath, M extends MethodOf<P>> = NonNullable<OperationOf<P, M>['parameters']['query']>;

type Provided<T, K extends string> = [T] extends [never] ? { [key in K]?: undefined } : { [key in K]: T };
export type ApiCallOptions<P extends ApiPath, M extends MethodOf<P>> =
  Provided<ApiPathParams<P, M>, 'params'> & Provided<ApiBody<P, M>, 'body'> & {
    /** The documented query parameters; numbers and booleans are sent as their text. */
    query?: [ApiQueryParams<P, M>] extends [never] ? undefined : { [K in keyof ApiQueryParams<P, M>]?: ApiQueryParams<P, M>[K] | number | boolean };
    signal?: AbortSignal;
  };

/** `path` with each `{name}` replaced by its parameter, encoded. */
export function fillPath(path: string, params: Record<string, string | number> = {}): string {
  return path.replace(/\{(\w+)\}/g, (_match, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`No value for {${name}} in ${path}`);
    return encodeURIComponent(String(value));
  });
}

/**
 * `method path` of the API document, as the signed-in user: `apiCall('get', '/v1/locations/{locationId}',
 * { params: { locationId } })`. Errors are handled as `api` handles them.
 */
export function apiCall<P extends ApiPath, M extends MethodOf<P>>(
  method: M, path: P, ...[options]: {} extends ApiCallOptions<P, M> ? [ApiCallOptions<P, M>?] : [ApiCallOptions<P, M>]
): Promise<ApiResponse<P, M>> {
  const { params, body, query, signal } = (options ?? {}) as { params?: Record<string, string | number>; body?: unknown; query?: ApiQuery; signal?: AbortSignal };
  return api<ApiResponse<P, M>>(fillPath(path, params), { method: method.toUpperCase(), body, query, signal });
}

/** The paths the document serves with GET. */
export type ApiGetPath = { [P in ApiPath]: 'get' extends MethodOf<P> ? P : never }[ApiPath];

/** A file (CSV export) at a GET path of the API document. */
export function apiDownloadPath(path: ApiGetPath, params?: Record<string, string | number>, query?: ApiQuery): Promise<Blob> {
  return apiDownload(fillPath(path, params), query);
}
