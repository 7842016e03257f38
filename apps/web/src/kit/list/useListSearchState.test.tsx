import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { currentLocation, currentSearchState, renderWithProviders } from '../testing.tsx';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useListSearchState } from './useListSearchState.ts';

function Probe() {
  const [state, update] = useListSearchState({ sort: [{ field: 'name', sort: 'asc' }, { field: 'created', sort: 'desc' }] });
  return (
    <div>
      <output data-testid="state">{JSON.stringify(state)}</output>
      <button onClick={() => update({ pageNumber: 4, searchText: 'x y', filters: [{ field: 'name', operator: 'contains', value: 'a' }] })}>
        change
      </button>
    </div>
  );
}

/** Shows the state, whether sort and filters are still the first render's objects, and pages through it. */
function Pager() {
  const [state, update] = useListSearchState({ sort: [{ field: 'name', sort: 'asc' }] });
  const [first] = useState(state);
  const navigate = useNavigate();
  return (
    <div>
      <output data-testid="state">{JSON.stringify(state)}</output>
      <output data-testid="same-arrays">{String(state.sort === first.sort && state.filters === first.filters)}</output>
      <button onClick={() => update((s) => ({ ...s, pageNumber: s.pageNumber + 1 }))}>next</button>
      <button onClick={() => update({ sort: [{ field: 'name', sort: 'asc' }] })}>same sort</button>
      <button onClick={() => update({ sort: [{ field: 'name', sort: 'desc' }] })}>other sort</button>
      <button onClick={() => void navigate(-1)}>back</button>
    </div>
  );
}

const shownState = () => JSON.parse(screen.getByTestId('state').textContent ?? '') as unknown;

describe('useListSearchState', () => {
  it('writes the state to the URL and reads it back after a reload', () => {
    const first = renderWithProviders(<Probe />, { url: '/tenants' });
    fireEvent.click(screen.getByRole('button', { name: 'change' }));
    const written = currentSearchState();
    expect(written).toEqual({
      pageNumber: 4,
      pageSize: 10,
      sort: [{ field: 'name', sort: 'asc' }, { field: 'created', sort: 'desc' }],
      filters: [{ field: 'name', operator: 'contains', value: 'a' }],
      searchText: 'x y',
      exactMatch: false,
    });
    const url = `${currentLocation.pathname}${currentLocation.search}`;
    first.unmount();

    renderWithProviders(<Probe />, { url });
    expect(shownState()).toEqual(written);
  });

  it("shows 'URL request failed' with the path for unreadable JSON and uses the defaults", async () => {
    renderWithProviders(<Probe />, { url: '/tenants?search=%7Bbroken&tenantId=abc' });
    expect(await screen.findByText('URL request failed: /tenants')).toBeInTheDocument();
    expect(shownState()).toMatchObject({ pageNumber: 0, searchText: '' });
    // The broken parameter is dropped; the others stay.
    expect(currentLocation.search).toBe('?tenantId=abc');
  });

  it('keeps the sort and filter arrays while their value stays, so a page change is not taken for a new sort', () => {
    renderWithProviders(<Pager />, { url: '/things' });
    fireEvent.click(screen.getByRole('button', { name: 'next' }));
    fireEvent.click(screen.getByRole('button', { name: 'next' }));
    expect(shownState()).toMatchObject({ pageNumber: 2 });
    expect(screen.getByTestId('same-arrays')).toHaveTextContent('true');
  });

  it('keeps the page when the sort is repeated and goes to the first page when it changes', () => {
    renderWithProviders(<Pager />, { url: '/things' });
    fireEvent.click(screen.getByRole('button', { name: 'next' }));
    fireEvent.click(screen.getByRole('button', { name: 'same sort' }));
    expect(shownState()).toMatchObject({ pageNumber: 1 });
    fireEvent.click(screen.getByRole('button', { name: 'other sort' }));
    expect(shownState()).toMatchObject({ pageNumber: 0, sort: [{ field: 'name', sort: 'desc' }] });
  });

  it('adds a history entry for each change, so Back returns to the previous page', () => {
    renderWithProviders(<Pager />, { url: '/things' });
    fireEvent.click(screen.getByRole('button', { name: 'next' }));
    fireEvent.click(screen.getByRole('button', { name: 'next' }));
    // A repeated sort changes nothing and so adds no entry Back would have to skip.
    fireEvent.click(screen.getByRole('button', { name: 'same sort' }));
    fireEvent.click(screen.getByRole('button', { name: 'back' }));
    expect(shownState()).toMatchObject({ pageNumber: 1 });
    fireEvent.click(screen.getByRole('button', { name: 'back' }));
    expect(shownState()).toMatchObject({ pageNumber: 0 });
  });
});
