import { render, screen } from '@testing-library/react';
import { SnackbarProvider } from 'notistack';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, stubFetch } from '../app/testing.tsx';
import { api, ApiError, apiCall, apiDownload, configureApi, fillPath, FORBIDDEN_MESSAGE } from './api.ts';

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
    const fetchMock = stubFetch({ 'PUT /v1/things': ({ url }: { url: URL }) => ({ top: url.searchParams.get('$top'), skipped: url.searchParams.has('skip') }) });
    const answer = await api<{ top: string; skipped: boolean }>('/v1/things', { method: 'PUT', body: { a: 1 }, query: { $top: 10, skip: undefined } });
    expect(answer).toEqual({ top: '10', skipped: false });
    const [, init] = fetchMock.mock.calls[0] ?? [];
    expect(init?.headers).toMatchObject({ Authorization: 'Bearer token-123', 'Content-Type': 'application/json' });
    expect(init?.body).toBe('{"a":1}');
  });

  it('sends a 401 to the login page with the current address as requestUrl', async () => {
    stubFetch({ '/v1/things': error(401, 'Unauthorized') });
    await expect(api('/v1/things')).rejects.toMatchObject({ status: 401 });
    expect(navigate).toHaveBeenCalledWith(`/user/login?requestUrl=${encodeURIComponent('/c0ffee00-0000-4000-8000-000000000000/devices?search=%7B%7D')}`);
  });

  it('sends a refused (not expired) token to the sign-in refused page instead of the login loop', async () => {
    stubFetch({
      '/v1/things': () => new Response(JSON.stringify({ message: 'The access token is meant for another audience.' }), {
        status: 401,
        headers: { 'content-type': 'application/json', 'www-authenticate': 'Bearer error="invalid_token", error_description="The access token is meant for another audience."' },
      }),
    });
    await expect(api('/v1/things')).rejects.toMatchObject({ status: 401 });
    expect(navigate).toHaveBeenCalledWith(`/user/signinRefused?reason=${encodeURIComponent('The access token is meant for another audience.')}`);
  });

  it('does not loop on the login page itself', async () => {
    window.history.replaceState(null, '', '/user/login');
    stubFetch({ '/v1/features/I3ERequestForm/enabled': error(401, 'Unauthorized') });
    await expect(api('/v1/features/I3ERequestForm/enabled')).rejects.toBeInstanceOf(ApiError);
    expect(navigate).not.toHaveBeenCalled();
  });

  it('sends a 403 on the permissions call to /user/accessDenied', async () => {
    stubFetch({ '/v1/permissions': error(403, 'Forbidden') });
    await expect(api('/v1/permissions')).rejects.toMatchObject({ status: 403 });
    expect(navigate).toHaveBeenCalledWith('/user/accessDenied');
  });

  it('shows the 8-second toast on any other 403 and throws the server message', async () => {
    stubFetch({ '/v1/tenants': error(403, 'You lack Tenants:view.') });
    render(<SnackbarProvider />);
    const failure = api('/v1/tenants');
    await expect(failure).rejects.toBeInstanceOf(ApiError);
    await expect(failure).rejects.toMatchObject({ status: 403, message: 'You lack Tenants:view.' });
    expect(await screen.findByText(FORBIDDEN_MESSAGE)).toBeInTheDocument();
    expect(navigate).not.toHaveBeenCalled();
  });

  it('throws ApiError with the server message and body for other failures', async () => {
    stubFetch({ 'POST /v1/things': error(409, 'Name is taken.') });
    const failure = await api('/v1/things', { method: 'POST', body: {} }).catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({ status: 409, message: 'Name is taken.', body: { message: 'Name is taken.' } });
  });

  it('downloads a file as a blob', async () => {
    stubFetch({ '/v1/things/export': () => new Response('a,b\n1,2\n', { headers: { 'content-type': 'text/csv' } }) });
    const blob = await apiDownload('/v1/things/export', { $top: 5 });
    expect(await blob.text()).toBe('a,b\n1,2\n');
  });
});

describe('apiCall, typed by the API document', () => {
  it('fills the path\'s parameters, encoded, and sends the method and body the document gives', async () => {
    const fetchMock = stubFetch({ 'POST /v1/locations/a%2Fb': ({ init }: { url: URL; init: RequestInit | undefined }) => JSON.parse(String(init?.body)) });
    const answer = await apiCall('post', '/v1/locations/{locationId}', { params: { locationId: 'a/b' }, body: { name: 'Depot' } });
    expect(answer).toEqual({ name: 'Depot' });
    expect(fetchMock.mock.calls[0]?.[1]?.method).toBe('POST');
  });

  it('keeps the literal text of OData function paths', () => {
    expect(fillPath('/v1/workunits/GetWorkUnitHistoryRecords(workUnitId={workUnitId})', { workUnitId: 5 })).toBe('/v1/workunits/GetWorkUnitHistoryRecords(workUnitId=5)');
    expect(() => fillPath('/v1/locations/{locationId}', {})).toThrow('{locationId}');
  });

  it('refuses, at compile time, paths and methods the document does not list', () => {
    const typeChecks = () => {
      // @ts-expect-error: no such path in the document
      void apiCall('get', '/v1/location');
      // @ts-expect-error: the document has no DELETE for subscriptions
      void apiCall('delete', '/v1/subscriptions/{subscriptionId}', { params: { subscriptionId: 'x' } });
      // @ts-expect-error: the path parameter is required
      void apiCall('get', '/v1/locations/{locationId}');
      // @ts-expect-error: the body's name must be a string
      void apiCall('put', '/v1/locations', { body: { name: 5 } });
    };
    expect(typeChecks).toBeTypeOf('function');
  });
});
