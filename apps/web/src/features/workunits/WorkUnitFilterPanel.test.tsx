import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { permissionsOf, renderSignedIn, stubFetch } from '../../app/testing.tsx';
import type { FilterItem } from '../../kit/list/listState.ts';
import { WorkUnitFilterPanel } from './WorkUnitFilterPanel.tsx';

// Desktop pickers (typed in place) need a fine pointer; jsdom's stub answers only min-width queries.
const realMatchMedia = window.matchMedia;
beforeEach(() => {
  window.matchMedia = ((query: string) => ({ ...realMatchMedia(query), matches: /pointer:\s*fine|min-width/.test(query) })) as typeof window.matchMedia;
  stubFetch({
    '/v1/permissions': permissionsOf('WorkUnits:view'),
    '/v1/currentUser': { name: 'Sam Support', userName: 'agent', email: 'agent@portal.example', kind: 'user', tenantId: null, subscriptionId: null },
    '/api/generallookup/tenants': [],
  });
});
afterEach(() => {
  window.matchMedia = realMatchMedia;
  vi.unstubAllGlobals();
});

const parts = (field: HTMLElement) =>
  within(field)
    .getAllByRole('spinbutton')
    .map((part) => part.textContent)
    .join('/');

describe('WorkUnitFilterPanel dates', () => {
  it('shows a filtered day as D/MMM/YYYY, like every other date, and applies typed days as local day bounds', async () => {
    const onApply = vi.fn<(filters: FilterItem[]) => void>();
    const filters: FilterItem[] = [{ field: 'modified', operator: 'onOrBefore', value: new Date(2025, 2, 7, 23, 59, 59, 999).toISOString() }];
    renderSignedIn(<WorkUnitFilterPanel filters={filters} onApply={onApply} onClose={() => {}} />);
    const panel = await screen.findByRole('dialog', { name: 'Create Filter' });
    expect(parts(within(panel).getByRole('group', { name: 'Modified Before' }))).toBe('7/Mar/2025');
    expect(parts(within(panel).getByRole('group', { name: 'Created After' }))).toBe('DD/MMMM/YYYY');

    const user = userEvent.setup();
    await user.click(within(within(panel).getByRole('group', { name: 'Created After' })).getByRole('spinbutton', { name: 'Day' }));
    await user.keyboard('01Mar2025');
    expect(parts(within(panel).getByRole('group', { name: 'Created After' }))).toBe('1/Mar/2025');
    await user.click(within(panel).getByRole('button', { name: 'Apply Filter' }));
    expect(onApply).toHaveBeenCalledWith([
      { field: 'created', operator: 'onOrAfter', value: new Date(2025, 2, 1).toISOString() },
      { field: 'modified', operator: 'onOrBefore', value: new Date(2025, 2, 7, 23, 59, 59, 999).toISOString() },
    ]);
  });

  it('Clear empties the date fields', async () => {
    const onApply = vi.fn<(filters: FilterItem[]) => void>();
    renderSignedIn(<WorkUnitFilterPanel filters={[{ field: 'created', operator: 'onOrAfter', value: new Date(2025, 2, 1).toISOString() }]} onApply={onApply} onClose={() => {}} />);
    const panel = await screen.findByRole('dialog', { name: 'Create Filter' });
    expect(parts(within(panel).getByRole('group', { name: 'Created After' }))).toBe('1/Mar/2025');
    const user = userEvent.setup();
    await user.click(within(panel).getByRole('button', { name: 'Clear' }));
    expect(parts(within(panel).getByRole('group', { name: 'Created After' }))).toBe('DD/MMMM/YYYY');
    await user.click(within(panel).getByRole('button', { name: 'Apply Filter' }));
    expect(onApply).toHaveBeenCalledWith([]);
  });
});
