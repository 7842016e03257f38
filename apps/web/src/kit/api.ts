import { enqueueSnackbar } from 'notistack';
import createClient, { defaultPathSerializer, type Client, type ClientPathsWithMethod, type FetchResponse, type MaybeOptionalInit, type Middleware } from 'openapi-fetch';
import type { paths } from './api-types.ts';
import { refusedTokenReason, signInRefusedUrl } from './bearerChallenge.ts';

/** The message the spec gives for a 403 on anything but the permissions call. */
export const FORBIDDEN_MESSAGE = 'You do not have access to one or more requested resources';

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


/** The key of a write made inside a submit: the submit's own, then `<key>.2`, `<key>.3`... */
function submitKeyFor(method: string): string | undefined {
  if (!submitScope || (method !== 'PUT' && method !== 'POST')) return undefined;
  submitScope.writes += 1;
  return submitScope.writes === 1 ? submitScope.key : `${submitScope.key}.${submitScope.writes}`;
}

/** Every call carries the signed-in user's token, asks for JSON unless told otherwise, and a submit's key. */
const signedInCalls: Middleware = {
  onRequest({ request }) {
    if (!request.headers.has('Accept')) request.headers.set('Accept', 'application/json');
    const token = hooks.getAccessToken();
    if (token) request.headers.set('Authorization', `Bearer ${token}`);
    const key = request.headers.has('Idempotency-Key') ? undefined : submitKeyFor(request.method);
    if (key) request.headers.set('Idempotency-Key', key);
    return request;
  },
};

/** The document's paths with their parameters filled in, encoded; a missing one is a mistake, not a request. */
function fillPath(path: string, params: Record<string, unknown>): string {
  const filled = defaultPathSerializer(path, params);
  const missing = /\{(\w+)\}/.exec(filled);
  if (missing) throw new Error(`No value for {${missing[1]}} in ${path}`);
  return filled;
}

const apiClient = createClient({
  // Absolute, since a Request needs one outside the browser (tests); the API is served by the page's own origin.
  baseUrl: globalThis.location?.origin ?? '',
  // Looked up per call, so a test's replacement of fetch is the one used.
  fetch: (request) => globalThis.fetch(request),
  pathSerializer: fillPath,
});
apiClient.use(signedInCalls);

/** A failed call: the sign-in page for a 401, access denied or a toast for a 403, and the error to throw. */
function failure(path: string, response: Response, body: unknown): ApiError {
  const message = messageOf(body, response.statusText || `Request failed with status ${response.status}`);
  if (response.status === 401 && !isLoginPage()) {
    const refused = refusedTokenReason(response.headers.get('www-authenticate'));
    hooks.navigate(refused ? signInRefusedUrl(refused) : `/user/login?requestUrl=${encodeURIComponent(currentLocation())}`);
  } else if (response.status === 403) {
    if (PERMISSIONS_PATH.test(path)) hooks.navigate('/user/accessDenied');
    else enqueueSnackbar(FORBIDDEN_MESSAGE, { variant: 'error', autoHideDuration: 8000, preventDuplicate: true });
  }
  return new ApiError(response.status, message, body);
}

type Method = 'get' | 'put' | 'post' | 'patch' | 'delete';

async function call(method: Method, path: string, init?: Record<string, unknown>): Promise<unknown> {
  // The client is untyped here: `api` below gives each method the document's types.
  const { data, error, response } = await apiClient.request(method, path as never, init as never);
  // An empty failure body reads as '' here; callers have always seen none.
  if (!response.ok) throw failure(path, response, error === '' ? undefined : error);
  return data;
}

/*
 * The way in: paths, methods, parameters, bodies and answers as the API document (docs/openapi.json)
 * lists them, through the types generated from it (api-types.ts) and openapi-fetch's reading of them.
 * A path or method the server does not serve, a missing parameter or a body of the wrong shape fails
 * to compile; a server change the client has not followed shows as a type error once the types are
 * generated again. A call answers its data or throws ApiError.
 */

/** The document's paths that serve `method`. */
export type PathsWith<M extends Method> = ClientPathsWithMethod<Client<paths>, M>;
type RequiredKeysOf<T> = { [K in keyof T]-?: {} extends Pick<T, K> ? never : K }[keyof T];
/** The options with no key the operation does not know (a misplaced `query` would otherwise go unsent). */
type Known<I, Allowed> = I & { [K in Exclude<keyof I, keyof NonNullable<Allowed>>]: never };
/** The options argument, required when the operation has a required parameter or body (as openapi-fetch has it). */
type InitParam<I, Allowed> = RequiredKeysOf<I> extends never ? [init?: Known<I, Allowed>] : [init: Known<I, Allowed>];
type SuccessData<Operation, Init> = Operation extends Record<string | number, unknown>
  ? Extract<FetchResponse<Operation, Init, `${string}/${string}`>, { error?: never }>['data']
  : never;
/** What a successful call answers: its JSON, a Blob or text when `parseAs` says so, undefined for a 204. */
export type AnswerOf<Operation, Init> = [Exclude<SuccessData<Operation, Init>, undefined>] extends [never]
  ? undefined
  : Exclude<SuccessData<Operation, Init>, undefined>;
type DataMethod<M extends Method> = <P extends PathsWith<M>, I extends MaybeOptionalInit<paths[P], M>>(
  path: P, ...init: InitParam<I, MaybeOptionalInit<paths[P], M>>
) => Promise<AnswerOf<paths[P][M], I>>;

/**
 * The portal's API as the signed-in user: `api.GET('/v1/locations/{locationId}', { params: { path: {
 * locationId } }, signal })`.
 */
export const api = {
  GET: ((path: string, init?: Record<string, unknown>) => call('get', path, init)) as DataMethod<'get'>,
  PUT: ((path: string, init?: Record<string, unknown>) => call('put', path, init)) as DataMethod<'put'>,
  POST: ((path: string, init?: Record<string, unknown>) => call('post', path, init)) as DataMethod<'post'>,
  PATCH: ((path: string, init?: Record<string, unknown>) => call('patch', path, init)) as DataMethod<'patch'>,
  DELETE: ((path: string, init?: Record<string, unknown>) => call('delete', path, init)) as DataMethod<'delete'>,
};

/** The GET paths whose answer is a page of rows, `{ '@odata.count'?, value: Row[] }`: the lists. */
export type ListPath = {
  [P in PathsWith<'get'>]: AnswerOf<paths[P]['get'], undefined> extends { value: readonly unknown[] } ? P : never;
}[PathsWith<'get'>];
/** One row of the list at `P`, as the document gives it. */
export type ListRow<P extends ListPath> = AnswerOf<paths[P]['get'], undefined> extends { value: readonly (infer R)[] } ? R : never;
/** The lists whose rows are `R`s: a screen's row type decides which paths it may list. */
export type ListPathFor<R> = { [P in ListPath]: ListRow<P> extends R ? P : never }[ListPath];
/** A page of a list. */
export interface ListAnswer<R> {
  '@odata.count'?: number;
  value: R[];
}

/** Query values as a list sends them: numbers and booleans go as their text. */
export type ListQuery = Record<string, string | number | boolean | undefined>;

/**
 * One page of the list at `path`, with rows of the type the screen shows. The OData options and a list's
 * own parameters (the tokens' tenantId) go as the list kit made them.
 */
export async function fetchListPage<R>(path: ListPathFor<R>, query: ListQuery, signal?: AbortSignal): Promise<ListAnswer<R>> {
  // ListPathFor<R> holds only the paths whose answer has this shape; a generic R cannot show it to the compiler.
  return (await call('get', path, { params: { query }, signal })) as ListAnswer<R>;
}

/** A list's CSV export (`{list path}/export`) or another file at a GET path, as a Blob. */
export async function apiDownload(path: `${ListPath}/export` | PathsWith<'get'>, query?: ListQuery): Promise<Blob> {
  const file = (await call('get', path, { params: { query }, parseAs: 'blob', headers: { Accept: 'text/csv, */*' } })) as Blob | undefined;
  // A 204 (no photo) has no body to read: an empty file.
  return file ?? new Blob([]);
}
