import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { permissionsOf, renderSignedIn, requestOf, stubFetch } from '../../app/testing.tsx';
import WorkUnitSettingsPage from './WorkUnitSettingsPage.tsx';

const CONTOSO = '11111111-1111-4111-8111-111111111111';
const allSettings = ['WorkUnits.Categories:edit', 'WorkUnits.Categories:view', 'WorkUnits.Categories:create', 'WorkUnits.Subcategories:edit', 'WorkUnits.Subcategories:view', 'WorkUnits.Subcategories:create'];

afterEach(() => vi.unstubAllGlobals());

const category = {
  workUnitCategoryId: 4, name: 'Network', tenantId: CONTOSO, workUnitTypeId: 3, workUnitType: 'Incident', isEnabled: true,
  isVisibleInResolutionCenter: true, created: '2025-01-01T00:00:00.000Z', modified: '2025-01-01T00:00:00.000Z', tenant: { tenantId: CONTOSO, name: 'Contoso' },
};

function stubServer(permissions = allSettings) {
  const saved: unknown[] = [];
  stubFetch({
    '/v1/permissions': permissionsOf(...permissions),
    '/api/generallookup/tenants': [{ tenantId: CONTOSO, name: 'Contoso' }],
    '/v1/workunitcategories': { '@odata.count': 2, value: [category, { ...category, workUnitCategoryId: 5, name: 'Shared', tenantId: null, tenant: null }] },
    '/v1/workunitcategories/4': category,
    '/v1/workunitsubcategories': { '@odata.count': 2, value: [
      { workUnitSubcategoryId: 11, workUnitCategoryId: 4, name: 'VPN', isEnabled: true, created: '', modified: '' },
      { workUnitSubcategoryId: 12, workUnitCategoryId: 4, name: 'Wi-Fi', isEnabled: false, created: '', modified: '' },
    ] },
    'PUT /v1/workunitcategories': ({ init }: { init: RequestInit | undefined }) => {
      const body = JSON.parse(String(init?.body)) as Record<string, unknown>;
      saved.push(body);
      return { ...category, ...body, workUnitCategoryId: 9 };
    },
  });
  return saved;
}

describe('WorkUnitSettingsPage', () => {
  it('lists categories with ID, Name, Tenant (or All Tenants), Work Unit Type, Enabled and Visible In Resolution Center', async () => {
    stubServer();
    renderSignedIn(<WorkUnitSettingsPage />, { url: '/workunitsettings' });
    const grid = await screen.findByRole('grid');
    expect(within(grid).getAllByRole('columnheader').map((h) => h.textContent)).toEqual([
      'ID', 'Name', 'Tenant', 'Work Unit Type', 'Enabled', 'Visible In Resolution Center', 'Actions',
    ]);
    expect(await within(grid).findByText('Network')).toBeInTheDocument();
    expect(within(grid).getByText('All Tenants')).toBeInTheDocument();
  });

  it("asks for a work unit type ('Please choose a work unit type.') and creates the category in the page's tenant", async () => {
    const saved = stubServer();
    const user = userEvent.setup();
    renderSignedIn(<WorkUnitSettingsPage />, { url: `/${CONTOSO}/workunitsettings?form=create`, path: '/:tenantId/workunitsettings' });
    const panel = await screen.findByRole('dialog', { name: 'Create Category' });
    await user.type(within(panel).getByRole('textbox', { name: /^Name/ }), 'Printers');
    const save = within(panel).getByRole('button', { name: 'Save & Close' });
    await waitFor(() => expect(save).toBeDisabled());
    await user.hover(save.parentElement as HTMLElement);
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Work Unit Type: Please choose a work unit type.');
    await user.click(within(panel).getByRole('combobox', { name: /^Work Unit Type/ }));
    await user.click(within(await screen.findByRole('listbox')).getByRole('option', { name: 'Incident' }));
    await waitFor(() => expect(save).toBeEnabled());
    await user.click(save);
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]).toEqual({ name: 'Printers', tenantId: CONTOSO, workUnitTypeId: 3, isEnabled: true, isVisibleInResolutionCenter: false });
  });

  it('opens the subcategories of a category from workUnitSettingId with form=editSubcategory', async () => {
    stubServer();
    renderSignedIn(<WorkUnitSettingsPage />, { url: '/workunitsettings?workUnitSettingId=4&form=editSubcategory' });
    const panel = await screen.findByRole('dialog', { name: 'Subcategories: Network' }, { timeout: 5000 });
    expect(await within(panel).findByText('VPN', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(within(panel).getByText('Wi-Fi')).toBeInTheDocument();
    expect(within(panel).getByRole('button', { name: 'Create Subcategory' })).toBeInTheDocument();
  });

  it('needs edit and view on both categories and subcategories', async () => {
    const permissions = ['WorkUnits.Categories:edit', 'WorkUnits.Categories:view', 'WorkUnits.Subcategories:view'];
    stubServer(permissions);
    renderSignedIn(<WorkUnitSettingsPage />, { url: '/workunitsettings' });
    // The notice also flashes before the sign-in is read; wait for the answer to /v1/permissions.
    await waitFor(() => expect(vi.mocked(fetch).mock.calls.some((call) => requestOf(call).url.includes('/v1/permissions'))).toBe(true));
    await waitFor(() => expect(screen.queryByRole('progressbar')).not.toBeInTheDocument());
    expect(screen.getByText('You do not have access to this page.')).toBeInTheDocument();
    expect(screen.queryByRole('grid')).not.toBeInTheDocument();
  });
});
