import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryKeys } from '../queryKeys.ts';
import { currentSearchState, renderWithProviders } from '../testing.tsx';
import { ListPage, type ListColumn } from './ListPage.tsx';

interface Row {
  id: string;
  name: string;
}

const keys = createQueryKeys('things');
const columns: ListColumn<Row>[] = [{ field: 'name', headerName: 'Name', flex: 1 }];
let requests: URL[] = [];

function Screen({ onExtra }: { onExtra?: () => void }) {
  return (
    <ListPage<Row>
      title="Things"
      path="/v1/things"
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
    vi.fn<(input: string) => Promise<Response>>(async (input: string) => {
      const url = new URL(input, 'http://localhost');
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
