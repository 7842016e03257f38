import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryKeys } from '../queryKeys.ts';
import { currentLocation, currentSearchState, renderWithProviders } from '../testing.tsx';
import type { ListPathFor } from '../api.ts';
import { ListPage, type ListColumn } from './ListPage.tsx';

interface Row {
  id: string;
  name: string;
}

/** A list the API document does not have: these tests are about the kit, with rows of their own. */
const THINGS_PATH = '/v1/things' as ListPathFor<Row>;
const keys = createQueryKeys('things');
const columns: ListColumn<Row>[] = [{ field: 'name', headerName: 'Name', flex: 1, panelLink: (row) => ({ thingId: row.id, form: null }) }];
let requests: URL[] = [];

function Screen({ onExtra }: { onExtra?: () => void }) {
  return (
    <ListPage<Row>
      title="Things"
      path={THINGS_PATH}
      queryKey={(query) => keys.list(query)}
      columns={columns}
      getRowId={(row) => row.id}
      searchFields={['name']}
      defaultSort={[{ field: 'name', sort: 'asc' }, { field: 'created', sort: 'desc' }]}
      create={{ label: 'Create Thing', onClick: () => {} }}
      rowActions={() => [{ label: 'Do It', onClick: onExtra ?? (() => {}) }]}
      exportFileName="things"
    />
  );
}

beforeEach(() => {
  requests = [];
  vi.stubGlobal(
    'fetch',
    vi.fn<(input: Request) => Promise<Response>>(async (input: Request) => {
      const url = new URL(input.url);
      requests.push(url);
      if (url.pathname.endsWith('/export')) return new Response('name\nA\n', { headers: { 'content-type': 'text/csv' } });
      const body = { '@odata.count': 30, value: [{ id: '1', name: 'Alpha' }, { id: '2', name: 'Beta' }] };
      return new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });
    }),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('ListPage', () => {
  it('asks the server for one page, sending every default sort key', async () => {
    renderWithProviders(<Screen />, { url: '/things' });
    expect(await screen.findByText('Alpha')).toBeInTheDocument();
    const first = requests[0];
    expect(first?.pathname).toBe('/v1/things');
    expect(first?.searchParams.get('$orderby')).toBe('name asc,created desc');
    expect(first?.searchParams.get('$top')).toBe('10');
    expect(first?.searchParams.get('$skip')).toBe('0');
    expect(first?.searchParams.get('$count')).toBe('true');
  });

  it('restores the page from the URL and resets it to 0 on a search', async () => {
    const search = encodeURIComponent(JSON.stringify({ pageNumber: 2, pageSize: 10, searchText: '' }));
    renderWithProviders(<Screen />, { url: `/things?search=${search}` });
    await screen.findByText('Alpha');
    expect(requests.at(-1)?.searchParams.get('$skip')).toBe('20');

    const input = screen.getByRole('textbox', { name: 'Search' });
    fireEvent.change(input, { target: { value: 'alp' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    await waitFor(() => expect(requests.at(-1)?.searchParams.get('$search')).toBe('alp'));
    expect(requests.at(-1)?.searchParams.get('$skip')).toBe('0');
    expect(currentSearchState()).toMatchObject({ pageNumber: 0, searchText: 'alp' });

    fireEvent.click(screen.getByRole('checkbox', { name: 'Exact Match' }));
    await waitFor(() => expect(requests.at(-1)?.searchParams.get('$filter')).toBe("name eq 'alp'"));
    expect(requests.at(-1)?.searchParams.get('$search')).toBeNull();
  });

  it('asks the server again on Enter with the same text: rows may have come since', async () => {
    renderWithProviders(<Screen />, { url: '/things' });
    await screen.findByText('Alpha');
    const input = screen.getByRole('textbox', { name: 'Search' });
    fireEvent.change(input, { target: { value: 'alp' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    await waitFor(() => expect(requests.at(-1)?.searchParams.get('$search')).toBe('alp'));
    const asked = requests.length;
    fireEvent.keyDown(input, { key: 'Enter' });
    await waitFor(() => expect(requests.length).toBe(asked + 1));
    expect(requests.at(-1)?.searchParams.get('$search')).toBe('alp');
    expect(currentSearchState()).toMatchObject({ pageNumber: 0, searchText: 'alp' });
  });

  it('opens a shared link on its page and stays there once the rows arrive', async () => {
    const search = encodeURIComponent(JSON.stringify({ pageNumber: 2, pageSize: 10, searchText: '' }));
    renderWithProviders(<Screen />, { url: `/things?search=${search}` });
    await screen.findByText('Alpha');
    // The grid resets pages a tick after a render (setTimeout 0); give it time to do so.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(currentSearchState()).toMatchObject({ pageNumber: 2 });
    expect(requests.map((url) => url.searchParams.get('$skip'))).toEqual(['20']);
    expect(screen.getByText('21–30 of 30')).toBeInTheDocument();
  });

  it('goes to the next page and back, and only a new sort returns to page 1', async () => {
    renderWithProviders(<Screen />, { url: '/things' });
    await screen.findByText('Alpha');
    const next = screen.getByRole('button', { name: 'Go to next page' });
    fireEvent.click(next);
    await screen.findByText('11–20 of 30');
    fireEvent.click(next);
    await screen.findByText('21–30 of 30');
    fireEvent.click(screen.getByRole('button', { name: 'Go to previous page' }));
    await screen.findByText('11–20 of 30');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(currentSearchState()).toMatchObject({ pageNumber: 1 });
    expect(screen.getByText('11–20 of 30')).toBeInTheDocument();
    // Page 2 is asked for again on the way back (stale at once in tests); page 1 never again.
    expect(requests.map((url) => url.searchParams.get('$skip'))).toEqual(['0', '10', '20', '10']);

    fireEvent.click(screen.getByText('Name', { selector: '.MuiDataGrid-columnHeaderTitle' }));
    await waitFor(() => expect(currentSearchState()).toMatchObject({ pageNumber: 0, sort: [{ field: 'name', sort: 'desc' }] }));
    expect(requests.at(-1)?.searchParams.get('$skip')).toBe('0');
  });

  it("links a row's title to its panel's deep link, keeping the list's state, and opens it in place on a click", async () => {
    const search = JSON.stringify({ pageNumber: 1, pageSize: 10, searchText: 'a' });
    renderWithProviders(<Screen />, { url: `/things?search=${encodeURIComponent(search)}&form=create` });
    const link = await screen.findByRole('link', { name: 'Alpha' });
    const href = new URL(link.getAttribute('href') ?? '', 'http://localhost');
    expect(href.pathname).toBe('/things');
    expect(href.searchParams.get('thingId')).toBe('1');
    expect(href.searchParams.get('search')).toBe(search);
    // The link replaces what another panel asked for.
    expect(href.searchParams.has('form')).toBe(false);

    fireEvent.click(link);
    await waitFor(() => expect(new URLSearchParams(currentLocation.search).get('thingId')).toBe('1'));
    expect(currentSearchState()).toMatchObject({ pageNumber: 1, searchText: 'a' });
  });

  it('offers Create and the row actions in a menu', async () => {
    const onAction = vi.fn<() => void>();
    renderWithProviders(<Screen onExtra={onAction} />, { url: '/things' });
    await screen.findByText('Alpha');
    expect(screen.getByRole('button', { name: 'Create Thing' })).toBeInTheDocument();
    const row = screen.getByText('Alpha').closest('[role="row"]');
    if (!(row instanceof HTMLElement)) throw new Error('row not found');
    fireEvent.click(within(row).getByRole('button', { name: /more/i }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Do It' }));
    expect(onAction).toHaveBeenCalledTimes(1);
  });

  it("exports the page from '{path}/export', showing 'Exporting...' with both buttons disabled", async () => {
    // jsdom has neither object URLs nor downloads.
    const createObjectURL = vi.fn<(blob: Blob) => string>(() => 'blob:x');
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn<(url: string) => void>() });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    renderWithProviders(<Screen />, { url: '/things' });
    await screen.findByText('Alpha');
    fireEvent.click(screen.getByRole('button', { name: 'Export Page' }));
    expect(screen.getByRole('button', { name: 'Exporting...' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Export All' })).toBeDisabled();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Export Page' })).toBeEnabled());
    const exported = requests.find((url) => url.pathname === '/v1/things/export');
    expect(exported?.searchParams.get('$top')).toBe('10');
    expect(createObjectURL).toHaveBeenCalledTimes(1);
    expect(click).toHaveBeenCalledTimes(1);

    fireEvent.click(screen.getByRole('button', { name: 'Export All' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Export All' })).toBeEnabled());
    expect(requests.at(-1)?.searchParams.get('$top')).toBe('1000');
    expect(requests.at(-1)?.searchParams.get('$skip')).toBe('0');
  });

  it("says 'Failed to export all rows.' when the server refuses", async () => {
    renderWithProviders(<Screen />, { url: '/things' });
    await screen.findByText('Alpha');
    vi.mocked(fetch).mockResolvedValueOnce(new Response('{"message":"no"}', { status: 500, headers: { 'content-type': 'application/json' } }));
    fireEvent.click(screen.getByRole('button', { name: 'Export All' }));
    expect(await screen.findByText('Failed to export all rows.')).toBeInTheDocument();
  });
});
