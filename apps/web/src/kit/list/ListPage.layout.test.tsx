import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryKeys } from '../queryKeys.ts';
import { currentSearchState, renderWithProviders } from '../testing.tsx';
import { columnLayoutKey } from './columnLayout.ts';
import type { ListPathFor } from '../api.ts';
import { ListPage, type ListColumn } from './ListPage.tsx';

interface Row {
  id: string;
  name: string;
  city: string;
  state: string;
  updated: string;
}

/** A list the API document does not have: these tests are about the kit, with rows of their own. */
const THINGS_PATH = '/v1/things' as ListPathFor<Row>;
const keys = createQueryKeys('layout-things');
const columns: ListColumn<Row>[] = [
  { field: 'name', headerName: 'Name', flex: 1, minWidth: 120, panelLink: (row) => ({ thingId: row.id, form: null }) },
  { field: 'city', headerName: 'City', flex: 1, minWidth: 100 },
  { field: 'state', headerName: 'State', width: 100, renderCell: ({ row }) => <strong>{row.state.toUpperCase()}</strong> },
  { field: 'updated', headerName: 'Updated', width: 120, valueFormatter: (value: string) => `on ${value}` },
];
const STORAGE_KEY = columnLayoutKey('things');
let requests: URL[] = [];
const doIt = vi.fn<(id: string) => void>();

function Screen() {
  return (
    <ListPage<Row>
      title="Things"
      path={THINGS_PATH}
      listKey="things"
      queryKey={(query) => keys.list(query)}
      columns={columns}
      getRowId={(row) => row.id}
      rowActions={(row) => [{ label: 'Do It', onClick: () => doIt(row.id) }]}
      initialColumnVisibility={{ updated: false }}
      cardFields={['name', 'state', 'updated']}
    />
  );
}

// hidden: true, as the open dialog hides the page behind it from assistive technology.
const headerTitles = () => screen.queryAllByRole('columnheader', { hidden: true }).map((header) => header.textContent);

beforeEach(() => {
  requests = [];
  vi.stubGlobal(
    'fetch',
    vi.fn<(input: Request) => Promise<Response>>(async (input: Request) => {
      const url = new URL(input.url);
      requests.push(url);
      const skip = Number(url.searchParams.get('$skip') ?? 0);
      const value = [1, 2].map((n) => ({ id: String(skip + n), name: `Thing ${skip + n}`, city: 'Lisbon', state: 'open', updated: '2026-11-25' }));
      return new Response(JSON.stringify({ '@odata.count': 30, value }), { headers: { 'content-type': 'application/json' } });
    }),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('ListPage columns', () => {
  it('hides, shows and moves columns through the Columns dialog, keeps that for the next visit, and resets', async () => {
    const first = renderWithProviders(<Screen />, { url: '/things' });
    await screen.findByText('Thing 1');
    expect(headerTitles()).toEqual(['Name', 'City', 'State', 'Actions']);

    fireEvent.click(screen.getByRole('button', { name: 'Columns' }));
    const dialog = await screen.findByRole('dialog', { name: 'Columns' });
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'City' }));
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'Updated' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Move State up' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Move State up' }));
    // The row actions stay last whatever the order.
    await waitFor(() => expect(headerTitles()).toEqual(['State', 'Name', 'Updated', 'Actions']));
    expect(JSON.parse(window.localStorage.getItem(STORAGE_KEY) ?? 'null')).toEqual({
      visibility: { city: false, updated: true },
      order: ['state', 'name', 'city', 'updated'],
    });

    // A later visit shows the person's layout.
    first.unmount();
    renderWithProviders(<Screen />, { url: '/things' });
    await screen.findByText('Thing 1');
    expect(headerTitles()).toEqual(['State', 'Name', 'Updated', 'Actions']);

    fireEvent.click(screen.getByRole('button', { name: 'Columns' }));
    fireEvent.click(within(await screen.findByRole('dialog', { name: 'Columns' })).getByRole('button', { name: 'Reset columns' }));
    await waitFor(() => expect(headerTitles()).toEqual(['Name', 'City', 'State', 'Actions']));
    expect(window.localStorage.getItem(STORAGE_KEY)).toBeNull();
  });

  it('moves a column to where its header is dragged, and keeps that like the dialog does', async () => {
    renderWithProviders(<Screen />, { url: '/things' });
    await screen.findByText('Thing 1');
    const header = (name: string) => screen.getAllByRole('columnheader').find((cell) => cell.textContent === name)!;
    const dataTransfer = { setData: vi.fn<(format: string, data: string) => void>(), effectAllowed: '', dropEffect: '' };
    const title = header('State').querySelector('[draggable="true"]')!;
    expect(title).not.toBeNull();
    fireEvent.dragStart(title, { dataTransfer });
    fireEvent.dragOver(header('Name'), { dataTransfer });
    expect(header('Name')).toHaveClass('portal-column-drop-target');
    fireEvent.drop(header('Name'), { dataTransfer });
    await waitFor(() => expect(headerTitles()).toEqual(['State', 'Name', 'City', 'Actions']));
    expect(header('Name')).not.toHaveClass('portal-column-drop-target');
    expect(JSON.parse(window.localStorage.getItem(STORAGE_KEY) ?? 'null')).toEqual({ order: ['state', 'name', 'city', 'updated'] });
    // The row actions are not a drop target: they stay last.
    fireEvent.dragStart(header('City').querySelector('[draggable="true"]')!, { dataTransfer });
    fireEvent.drop(header('Actions'), { dataTransfer });
    expect(headerTitles()).toEqual(['State', 'Name', 'City', 'Actions']);
  });

  it('applies a stored width in place of the column flex, and cuts plain cells with the whole value on hover', async () => {
    window.localStorage.setItem(STORAGE_KEY, JSON.stringify({ widths: { name: 333 } }));
    renderWithProviders(<Screen />, { url: '/things' });
    await screen.findByText('Thing 1');
    const nameHeader = screen.getAllByRole('columnheader').find((header) => header.textContent === 'Name');
    expect(nameHeader?.style.width).toBe('333px');
    expect(screen.getAllByText('Lisbon')[0]).toHaveAttribute('title', 'Lisbon');
    expect(screen.getByRole('link', { name: 'Thing 1' })).toHaveAttribute('title', 'Thing 1');
  });
});

describe('ListPage cards on a narrow screen', () => {
  const realMatchMedia = window.matchMedia;
  beforeEach(() => {
    // A phone: every max-width query matches, no min-width one does.
    window.matchMedia = ((query: string) => ({ ...realMatchMedia(query), matches: /max-width/.test(query) })) as typeof window.matchMedia;
  });
  afterEach(() => {
    window.matchMedia = realMatchMedia;
  });

  it('shows each row as a card with the declared fields, its link and actions, and pages on the server', async () => {
    renderWithProviders(<Screen />, { url: '/things' });
    const cards = await screen.findAllByTestId('list-card');
    expect(cards).toHaveLength(2);
    expect(screen.queryByRole('grid')).toBeNull();

    const card = within(cards[0]!);
    // The first field is the heading, a link to the row's panel; then the others, with the grid's rendering.
    expect(card.getByRole('heading', { name: 'Thing 1' })).toBeInTheDocument();
    expect(card.getByRole('link', { name: 'Thing 1' }).getAttribute('href')).toBe('/things?thingId=1');
    expect(card.getByText('State')).toBeInTheDocument();
    expect(card.getByText('OPEN').tagName).toBe('STRONG');
    // A field hidden in the grid still shows when the card declares it, formatted as in the grid.
    expect(card.getByText('Updated')).toBeInTheDocument();
    expect(card.getByText('on 2026-11-25')).toBeInTheDocument();
    expect(card.queryByText('City')).toBeNull();

    fireEvent.click(card.getByRole('button', { name: 'Actions for Thing 1' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Do It' }));
    expect(doIt).toHaveBeenCalledWith('1');

    expect(screen.getByText('1–10 of 30')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Go to next page' }));
    await waitFor(() => expect(requests.at(-1)?.searchParams.get('$skip')).toBe('10'));
    expect(await screen.findByText('Thing 11')).toBeInTheDocument();
    expect(currentSearchState()).toMatchObject({ pageNumber: 1 });
  });

  it('sorts the cards by a chosen field, either way, from the first page', async () => {
    renderWithProviders(<Screen />, { url: '/things' });
    await screen.findAllByTestId('list-card');
    fireEvent.click(screen.getByRole('button', { name: 'Go to next page' }));
    await waitFor(() => expect(requests.at(-1)?.searchParams.get('$skip')).toBe('10'));

    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Sort by' }));
    fireEvent.click(await screen.findByRole('option', { name: 'City' }));
    await waitFor(() => expect(requests.at(-1)?.searchParams.get('$orderby')).toBe('city asc'));
    expect(requests.at(-1)?.searchParams.get('$skip')).toBe('0');
    fireEvent.click(screen.getByRole('button', { name: 'Sorted ascending: sort descending' }));
    await waitFor(() => expect(requests.at(-1)?.searchParams.get('$orderby')).toBe('city desc'));
    expect(currentSearchState()).toMatchObject({ sort: [{ field: 'city', sort: 'desc' }], pageNumber: 0 });
  });
});
