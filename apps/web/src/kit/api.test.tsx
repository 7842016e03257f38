import { render, screen } from '@testing-library/react';
import { SnackbarProvider } from 'notistack';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, requestOf, stubFetch } from '../app/testing.tsx';
import { api, ApiError, apiDownload, configureApi, fetchListPage, FORBIDDEN_MESSAGE, withIdempotencyKey } from './api.ts';

const navigate = vi.fn<(to: string) => void>();

beforeEach(() => {
  navigate.mockReset();
  configureApi({ navigate, getAccessToken: () => 'token-123' });
  window.history.replaceState(null, '', '/c0ffee00-0000-4000-8000-000000000000/devices?search=%7B%7D');
});

afterEach(() => vi.unstubAllGlobals());

const error = (status: number, message: string) => () => jsonResponse(status, { statusCode: status, error: 'x', message });

describe('api', () => {
  it('sends the bearer token, JSON body and query, and returns the JSON answer', async () => {
    const fetchMock = stubFetch({ 'POST /v1/grants/g-1': ({ url, init }: { url: URL; init: RequestInit | undefined }) => ({ search: url.search, body: init?.body }) });
    const answer = await api.POST('/v1/grants/{roleGrantId}', { params: { path: { roleGrantId: 'g-1' } }, body: { roleId: 'r', allTenants: true, tenantIds: [] } });
    expect(answer).toEqual({ search: '', body: '{"roleId":"r","allTenants":true,"tenantIds":[]}' });
    const request = requestOf(fetchMock.mock.calls[0]!);
    expect(request.method).toBe('POST');
    expect(request.headers.get('Authorization')).toBe('Bearer token-123');
    expect(request.headers.get('Content-Type')).toBe('application/json');
    expect(request.headers.get('Accept')).toBe('application/json');
  });

  it('sends the query, leaving out what is undefined', async () => {
    stubFetch({ '/v1/grants/users': ({ url }: { url: URL }) => [{ userId: url.searchParams.get('searchTerm'), other: url.searchParams.has('skip') }] });
    expect(await api.GET('/v1/grants/users', { params: { query: { searchTerm: 'ada b' } } })).toEqual([{ userId: 'ada b', other: false }]);
  });

  it('fetches a list page with the list kit\'s OData options', async () => {
    stubFetch({ '/v1/tenants': ({ url }: { url: URL }) => ({ '@odata.count': 1, value: [{ name: url.searchParams.get('$top') }] }) });
    const page = await fetchListPage<{ name?: string }>('/v1/tenants', { $top: 10, $count: true, $skip: undefined });
    expect(page).toEqual({ '@odata.count': 1, value: [{ name: '10' }] });
  });

  it('gives a submit\'s writes its Idempotency-Key, the later ones numbered; reads carry none', async () => {
    const fetchMock = stubFetch({ 'PUT /v1/locations': {}, '/v1/locations/x': {} });
    await withIdempotencyKey('k1', async () => {
      await api.PUT('/v1/locations', { body: { name: 'A' } });
      await api.GET('/v1/locations/{locationId}', { params: { path: { locationId: 'x' } } });
      await api.PUT('/v1/locations', { body: { name: 'B' } });
    });
    await api.PUT('/v1/locations', { body: { name: 'C' } });
    expect(fetchMock.mock.calls.map((call) => requestOf(call).headers.get('Idempotency-Key'))).toEqual(['k1', null, 'k1.2', null]);
  });

  it('sends a 401 to the login page with the current address as requestUrl', async () => {
    stubFetch({ '/v1/currentUser': error(401, 'Unauthorized') });
    await expect(api.GET('/v1/currentUser')).rejects.toMatchObject({ status: 401 });
    expect(navigate).toHaveBeenCalledWith(`/user/login?requestUrl=${encodeURIComponent('/c0ffee00-0000-4000-8000-000000000000/devices?search=%7B%7D')}`);
  });

  it('sends a refused (not expired) token to the sign-in refused page instead of the login loop', async () => {
    stubFetch({
      '/v1/currentUser': () => new Response(JSON.stringify({ message: 'The access token is meant for another audience.' }), {
        status: 401,
        headers: { 'content-type': 'application/json', 'www-authenticate': 'Bearer error="invalid_token", error_description="The access token is meant for another audience."' },
      }),
    });
    await expect(api.GET('/v1/currentUser')).rejects.toMatchObject({ status: 401 });
    expect(navigate).toHaveBeenCalledWith(`/user/signinRefused?reason=${encodeURIComponent('The access token is meant for another audience.')}`);
  });

  it('does not loop on the login page itself', async () => {
    window.history.replaceState(null, '', '/user/login');
    stubFetch({ '/v1/features/I3ERequestForm/enabled': error(401, 'Unauthorized') });
    await expect(api.GET('/v1/features/{feature}/enabled', { params: { path: { feature: 'I3ERequestForm' } } })).rejects.toBeInstanceOf(ApiError);
    expect(navigate).not.toHaveBeenCalled();
  });

  it('sends a 403 on the permissions call to /user/accessDenied', async () => {
    stubFetch({ '/v1/permissions': error(403, 'Forbidden') });
    await expect(api.GET('/v1/permissions')).rejects.toMatchObject({ status: 403 });
    expect(navigate).toHaveBeenCalledWith('/user/accessDenied');
  });

  it('shows the 8-second toast on any other 403 and throws the server message', async () => {
    stubFetch({ '/v1/grants/roles': error(403, 'You lack Grants:view.') });
    render(<SnackbarProvider />);
    const failure = api.GET('/v1/grants/roles');
    await expect(failure).rejects.toBeInstanceOf(ApiError);
    await expect(failure).rejects.toMatchObject({ status: 403, message: 'You lack Grants:view.' });
    expect(await screen.findByText(FORBIDDEN_MESSAGE)).toBeInTheDocument();
    expect(navigate).not.toHaveBeenCalled();
  });

  it('throws ApiError with the server message and body for other failures', async () => {
    stubFetch({ 'PUT /v1/locations': error(409, 'Name is taken.') });
    const failure = await api.PUT('/v1/locations', { body: { name: 'Depot' } }).catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({ status: 409, message: 'Name is taken.', body: { message: 'Name is taken.' } });
  });

  it('throws the status text when the failure has no body', async () => {
    stubFetch({ '/v1/grants/roles': () => new Response(null, { status: 502, statusText: 'Bad Gateway' }) });
    await expect(api.GET('/v1/grants/roles')).rejects.toMatchObject({ status: 502, message: 'Bad Gateway', body: undefined });
  });

  it('downloads a file as a blob', async () => {
    const fetchMock = stubFetch({ '/v1/tenants/export': ({ url }: { url: URL }) => new Response(`top=${url.searchParams.get('$top')}\n`, { headers: { 'content-type': 'text/csv' } }) });
    const blob = await apiDownload('/v1/tenants/export', { $top: 5 });
    expect(await blob.text()).toBe('top=5\n');
    expect(requestOf(fetchMock.mock.calls[0]!).headers.get('Accept')).toBe('text/csv, */*');
  });
});

describe('apiDownload without content', () => {
  it('answers an empty file for a 204', async () => {
    stubFetch({ '/api/auth/currentUserPhoto': () => new Response(null, { status: 204 }) });
    expect((await apiDownload('/api/auth/currentUserPhoto')).size).toBe(0);
  });
});

describe('api, typed by the API document', () => {
  it('fills the path\'s parameters, encoded, and sends the method and body the document gives', async () => {
    stubFetch({ 'POST /v1/locations/a%2Fb': ({ init }: { url: URL; init: RequestInit | undefined }) => JSON.parse(String(init?.body)) });
    const answer = await api.POST('/v1/locations/{locationId}', { params: { path: { locationId: 'a/b' } }, body: { name: 'Depot' } });
    expect(answer).toEqual({ name: 'Depot' });
  });

  it('keeps the literal text of OData function paths', async () => {
    const fetchMock = stubFetch({ '/v1/workunits/GetWorkUnitHistoryRecords(workUnitId=5)': [] });
    expect(await api.GET('/v1/workunits/GetWorkUnitHistoryRecords(workUnitId={workUnitId})', { params: { path: { workUnitId: 5 } } })).toEqual([]);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('refuses to send a path with a parameter left out', async () => {
    const fetchMock = stubFetch({});
    const call = api.GET('/v1/locations/{locationId}', { params: { path: {} } } as never);
    await expect(call).rejects.toThrow('{locationId}');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('refuses, at compile time, paths, methods, parameters and bodies the document does not list', () => {
    const typeChecks = () => {
      // @ts-expect-error: no such path in the document
      void api.GET('/v1/location');
      // @ts-expect-error: the document has no DELETE for subscriptions
      void api.DELETE('/v1/subscriptions/{subscriptionId}', { params: { path: { subscriptionId: 'x' } } });
      // @ts-expect-error: the path parameter is required
      void api.GET('/v1/locations/{locationId}');
      // @ts-expect-error: the body's name must be a string
      void api.PUT('/v1/locations', { body: { name: 5 } });
      // @ts-expect-error: the query goes under params; a top-level one would not be sent
      void api.GET('/v1/grants/users', { query: { searchTerm: 'a' } });
    };
    expect(typeChecks).toBeTypeOf('function');
  });

  it('types a list by its path: the rows are the document\'s', () => {
    const typeChecks = () => {
      // @ts-expect-error: tenants' rows are no locations
      void fetchListPage<{ locationId: string }>('/v1/tenants', {});
      // @ts-expect-error: one record is no list
      void fetchListPage<object>('/v1/tenants/{tenantId}', {});
      void fetchListPage<{ name?: string }>('/v1/tenants', {});
    };
    expect(typeChecks).toBeTypeOf('function');
  });
});
