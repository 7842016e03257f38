import { allPermissions, type Permission } from '@portal/contracts';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { permissionsOf, renderSignedIn, stubFetch } from '../testing.tsx';
import { itemHref, menuGroups, resolutionCenterOnly, showsTenantPicker, visibleMenu } from './menu.ts';
import { NavMenu } from './NavMenu.tsx';

const holding = (...list: Permission[]) => (p: Permission) => list.includes(p);
const labels = (has: (p: Permission) => boolean) => visibleMenu(has).map((g) => [g.label, g.items.map((i) => i.label)]);
const TENANT = '11111111-2222-4333-8444-555555555555';

afterEach(() => vi.unstubAllGlobals());

describe('menu visibility rules', () => {
  it('shows every item to a user holding every permission', () => {
    const groups = visibleMenu(holding(...allPermissions));
    expect(groups.map((g) => g.label)).toEqual(['Work Units', 'Administration']);
    expect(groups.flatMap((g) => g.items).length).toBe(menuGroups.flatMap((g) => g.items).length);
  });

  it('needs only the view permission for the work unit group items', () => {
    expect(labels(holding('Devices:view', 'Rules:view'))).toEqual([
      ['Work Units', ['Devices', 'Rules']],
      ['Administration', ['Version Report']],
    ]);
  });

  it('needs both edit and view for administration items (requireAll)', () => {
    expect(labels(holding('Tenants:view'))).toEqual([]);
    expect(labels(holding('Tenants:view', 'Tenants:edit', 'Tokens:edit'))).toEqual([['Administration', ['Tenants']]]);
  });

  it('needs all four permissions for Pending Devices and all four for Work Unit Settings', () => {
    const partial = holding('Devices:edit', 'Devices:view', 'PendingDevices:view');
    expect(labels(partial)).toEqual([['Work Units', ['Devices']], ['Administration', ['Version Report']]]);
    const full = holding('Devices:edit', 'Devices:view', 'PendingDevices:view', 'PendingDevices:edit');
    expect(visibleMenu(full)[1]?.items.map((i) => i.label)).toEqual(['Pending Devices', 'Version Report']);
    const settings = holding('WorkUnits.Categories:edit', 'WorkUnits.Categories:view', 'WorkUnits.Subcategories:view');
    expect(labels(settings)).toEqual([]);
    expect(labels(holding('WorkUnits.Categories:edit', 'WorkUnits.Categories:view', 'WorkUnits.Subcategories:view', 'WorkUnits.Subcategories:edit')))
      .toEqual([['Administration', ['Work Unit Settings']]]);
  });

  it('hides every group from a customer', () => {
    expect(labels(holding('WorkUnits:view:mine', 'CurrentUser:view', 'Home:view'))).toEqual([]);
  });

  it('shows the picker only to users holding none of Blocks view, Devices view, PendingDevices edit, Tokens edit', () => {
    expect(showsTenantPicker(holding('WorkUnits:view'))).toBe(true);
    for (const p of ['Blocks:view', 'Devices:view', 'PendingDevices:edit', 'Tokens:edit'] as const) {
      expect(showsTenantPicker(holding('WorkUnits:view', p))).toBe(false);
    }
  });

  it('sends own-work-units-only users to the Resolution Center', () => {
    expect(resolutionCenterOnly(holding('WorkUnits:view:mine'))).toBe(true);
    expect(resolutionCenterOnly(holding('WorkUnits:view:mine', 'WorkUnits:view'))).toBe(false);
    expect(resolutionCenterOnly(holding())).toBe(false);
  });

  it('links the items §2 lists under /{tenantId} below the tenant prefix, and the others as listed', () => {
    const item = (label: string) => menuGroups.flatMap((g) => g.items).find((i) => i.label === label)!;
    expect(itemHref(item('Devices'), TENANT)).toBe(`/${TENANT}/devices`);
    expect(itemHref(item('Devices'), undefined)).toBe('/devices');
    expect(itemHref(item('Work Units'), TENANT)).toBe('/workunitsv2');
    expect(itemHref(item('Tenants'), TENANT)).toBe('/tenants');
    expect(itemHref(item('Tokens'), TENANT)).toBe('/tokens');
  });
});

describe('NavMenu', () => {
  it('renders the groups and links the server permissions allow', async () => {
    stubFetch({
      '/v1/permissions': permissionsOf('WorkUnits:view', 'Devices:view', 'Tokens:view', 'Tokens:edit', 'Locations:view'),
      '/v1/currentUser': { name: 'Ada', userName: 'admin', email: null, kind: 'user', tenantId: TENANT, subscriptionId: null },
    });
    renderSignedIn(<NavMenu />, { url: `/${TENANT}` });
    const admin = await screen.findByRole('list', { name: 'Administration' });
    expect(within(admin).getByRole('link', { name: 'Tokens' })).toHaveAttribute('href', '/tokens');
    expect(within(screen.getByRole('list', { name: 'Work Units' })).getByRole('link', { name: 'Devices' })).toHaveAttribute('href', `/${TENANT}/devices`);
    expect(within(admin).getByRole('link', { name: 'Version Report' })).toBeInTheDocument();
    expect(within(admin).queryByRole('link', { name: 'Locations' })).toBeNull();
    const work = screen.getByRole('list', { name: 'Work Units' });
    expect(within(work).getAllByRole('link').map((a) => a.textContent)).toEqual(['Work Units', 'Devices']);
  });

  it('is a navigation landmark whose lists hold only list items, and marks the current page', async () => {
    stubFetch({
      '/v1/permissions': permissionsOf('WorkUnits:view', 'Devices:view', 'Tokens:view', 'Tokens:edit'),
      '/v1/currentUser': { name: 'Ada', userName: 'admin', email: null, kind: 'user', tenantId: TENANT, subscriptionId: null },
    });
    renderSignedIn(<NavMenu />, { url: `/${TENANT}/devices` });
    await screen.findByRole('list', { name: 'Administration' });
    const nav = screen.getByRole('navigation', { name: 'Main menu' });
    const lists = nav.querySelectorAll('ul, ol');
    expect(lists.length).toBeGreaterThan(2);
    for (const list of lists) expect([...list.children].map((child) => child.tagName)).toEqual([...list.children].map(() => 'LI'));
    for (const item of nav.querySelectorAll('li')) expect(item.parentElement?.tagName).toMatch(/^(UL|OL)$/);
    expect(screen.getByRole('link', { name: 'Devices' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Tokens' })).not.toHaveAttribute('aria-current');
  });

  it('renders nothing for a customer', async () => {
    const fetchMock = stubFetch({ '/v1/permissions': permissionsOf('WorkUnits:view:mine', 'Home:view') });
    renderSignedIn(<NavMenu />);
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(screen.queryAllByRole('link')).toHaveLength(0);
  });
});
