import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { currentLocation, currentSearchState, renderWithProviders } from '../testing.tsx';
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
});
