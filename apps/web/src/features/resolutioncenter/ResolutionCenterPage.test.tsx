import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, permissionsOf, renderSignedIn, stubFetch, testLocation } from '../../app/testing.tsx';
import ResolutionCenterPage from './ResolutionCenterPage.tsx';
import { tenantGateMessages } from './TenantGate.tsx';

const CONTOSO = '11111111-1111-4111-8111-111111111111';

afterEach(() => vi.unstubAllGlobals());
// The data grid takes seconds to draw on a busy machine; the default second made these tests flaky.
configure({ asyncUtilTimeout: 8000 });

const item = (workUnitId: number, stateId: number, extra: Record<string, unknown> = {}) => ({
  workUnitId,
  publicWorkUnitId: `00000000-0000-4000-8000-00000000000${workUnitId}`,
  created: '2025-03-07T15:05:00.000Z',
  title: `Request ${workUnitId}`,
  description: 'The VPN drops every hour.',
  referenceId: null,
  referenceUrl: null,
  tenantId: CONTOSO,
  workUnitCategoryId: null,
  workUnitSubcategoryId: null,
  service: 'Network',
  need: 'VPN',
  stateId,
  status: [6, 7, 8].includes(stateId) ? 'Done' : 'Active',
  stakeholderExperienceScore: null,
  stakeholderPhoneNumber: '555-0100',
  resolution: [6, 7, 8].includes(stateId) ? 'Replaced the router.' : null,
  ...extra,
});

const FABRIKAM = '22222222-2222-4222-8222-222222222222';

function stubServer({ callMeFails = false, all = [item(7, 2), item(5, 6)], tenants = [CONTOSO, FABRIKAM] } = {}) {
  const calls = { created: [] as unknown[], callMe: [] as string[], listQueries: [] as URLSearchParams[] };
  stubFetch({
    // The tenants the customer may use (a customer of several tenants unless told otherwise).
    '/api/generallookup/tenants': tenants.map((tenantId) => ({ tenantId, name: tenantId === CONTOSO ? 'Contoso' : 'Fabrikam' })),
    '/v1/permissions': permissionsOf('WorkUnits:view:mine', 'CurrentUser:view'),
    '/v1/currentUser': { name: 'Casey Customer', userName: 'customer', tenantId: CONTOSO, subscriptionId: null },
    '/v1/workunits/rc': ({ url }: { url: URL }) => {
      calls.listQueries.push(url.searchParams);
      const filter = url.searchParams.get('$filter') ?? '';
      const one = /workUnitId eq (\d+)/.exec(filter);
      const value = one ? all.filter((i) => i.workUnitId === Number(one[1])) : all;
      return { '@odata.count': value.length, value };
    },
    '/v1/workunits/5/externalNotes': { value: [{ workUnitNoteId: 1, workUnitId: 5, detail: 'We are on it.', created: '2025-03-07T16:00:00.000Z', createdBy: 'agent', isExternalNote: true }] },
    '/v1/workunits/7/externalNotes': { value: [] },
    '/api/generallookup/workunitcatgories': [{ workUnitCategoryId: 3, name: 'Network', tenantId: CONTOSO, workUnitTypeId: 3, isVisibleInResolutionCenter: true }],
    '/api/generallookup/workunitsubcatgories': [{ workUnitSubcategoryId: 9, workUnitCategoryId: 3, name: 'VPN' }],
    'PUT /api/v1/rc/workunits': ({ init }: { init: RequestInit | undefined }) => {
      calls.created.push(JSON.parse(String(init?.body)));
      return { workUnitId: 8, tenantId: CONTOSO, publicWorkUnitId: '00000000-0000-4000-8000-000000000008' };
    },
    'POST /v1/workunitnotes/callme/7': ({ url }: { url: URL }) => {
      calls.callMe.push(url.pathname);
      return callMeFails ? jsonResponse(500, { message: 'boom' }) : { message: 'ok' };
    },
  });
  return calls;
}

const renderPage = (search = '') =>
  renderSignedIn(<ResolutionCenterPage />, { url: `/${CONTOSO}/resolutioncenter${search}`, path: '/:tenantId/resolutioncenter' });

describe('ResolutionCenterPage', () => {
  it('shows its own header, the requests as Done or Active, 50 to a page', async () => {
    const calls = stubServer();
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Resolution Center' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Request 7' })).toBeInTheDocument();
    const grid = screen.getByRole('grid');
    const row7 = within(grid).getByRole('link', { name: 'Request 7' }).closest('[role="row"]') as HTMLElement;
    const row5 = within(grid).getByRole('link', { name: 'Request 5' }).closest('[role="row"]') as HTMLElement;
    expect(row7).toHaveTextContent('Active');
    expect(row5).toHaveTextContent('Done');
    expect(calls.listQueries[0]?.get('$top')).toBe('50');
    expect(calls.listQueries[0]?.get('$orderby')).toBe('created desc');
    // A customer's own tenant is the server's scope; the page adds no tenant filter.
    expect(calls.listQueries[0]?.get('$filter')).toBeNull();
    expect(screen.queryByText('Thank you for your feedback!')).not.toBeInTheDocument();
  });

  it('links an http(s) external reference and shows any other stored one as plain text', async () => {
    stubServer({
      all: [
        item(7, 2, { referenceId: 'INC-7', referenceUrl: 'https://tickets.example.com/7' }),
        item(5, 6, { referenceId: 'INC-5', referenceUrl: 'javascript:alert(document.cookie)' }),
      ],
    });
    const user = userEvent.setup();
    renderPage();
    const grid = await screen.findByRole('grid');
    await within(grid).findByRole('link', { name: 'Request 7' });
    const links = within(grid).getAllByRole('link', { name: 'Open external reference' });
    expect(links.map((a) => a.getAttribute('href'))).toEqual(['https://tickets.example.com/7']);

    await user.click(within(grid).getByRole('link', { name: 'Request 5' }));
    const dialog = await screen.findByRole('dialog', { name: 'Work Unit #5: Request 5' });
    expect(within(dialog).getByText('javascript:alert(document.cookie)')).toBeInTheDocument();
    expect(within(dialog).queryByRole('link')).not.toBeInTheDocument();
    expect(dialog.querySelector('a[href^="javascript:"]')).toBeNull();
  });

  it("sends a customer on another tenant's address to their own tenant's, saying why; with none, says they have no access", async () => {
    const calls = stubServer({ tenants: [CONTOSO] });
    const first = renderSignedIn(<ResolutionCenterPage />, { url: `/${FABRIKAM}/resolutioncenter`, path: '/:tenantId/resolutioncenter' });
    await screen.findByRole('link', { name: 'Request 7' });
    expect(testLocation.pathname).toBe(`/${CONTOSO}/resolutioncenter`);
    expect(screen.getByText(tenantGateMessages.sentHome)).toBeInTheDocument();
    // Never the other tenant's list, nor a Create Request for it.
    expect(calls.listQueries.map((q) => q.get('tenantId'))).toEqual([CONTOSO]);
    first.unmount();

    stubServer({ tenants: [] });
    renderSignedIn(<ResolutionCenterPage />, { url: `/${FABRIKAM}/resolutioncenter`, path: '/:tenantId/resolutioncenter' });
    expect(await screen.findByText(tenantGateMessages.noAccess)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Create Request' })).not.toBeInTheDocument();
  });

  it("lists one tenant at a time: the path's, else the stored one (a customer of several tenants)", async () => {
    const calls = stubServer();
    const first = renderSignedIn(<ResolutionCenterPage />, { url: `/${FABRIKAM}/resolutioncenter`, path: '/:tenantId/resolutioncenter' });
    await screen.findByRole('link', { name: 'Request 7' });
    expect(calls.listQueries.map((q) => q.get('tenantId'))).toEqual([FABRIKAM]);
    first.unmount();

    calls.listQueries.length = 0;
    renderSignedIn(<ResolutionCenterPage />, { url: '/resolutioncenter?workUnitId=5', path: '/resolutioncenter' });
    await screen.findByRole('dialog', { name: 'Work Unit #5: Request 5' });
    await waitFor(() => expect(calls.listQueries.some((q) => q.get('$top') === '50')).toBe(true));
    // The list and the detail dialog both ask for the stored tenant's (the current user's) once it is known;
    // before that the server takes the stored one itself.
    await waitFor(() => expect(calls.listQueries.filter((q) => q.get('$top') === '50').at(-1)?.get('tenantId')).toBe(CONTOSO));
    expect(new Set(calls.listQueries.map((q) => q.get('tenantId') ?? CONTOSO))).toEqual(new Set([CONTOSO]));
    expect(calls.listQueries.some((q) => q.get('$filter') === 'workUnitId eq 5' && q.get('tenantId') === CONTOSO)).toBe(true);
  });

  it('thanks for feedback when showThanksForFeedbackMessage is present', async () => {
    stubServer();
    renderPage('?showThanksForFeedbackMessage');
    expect(await screen.findByText('Thank you for your feedback!')).toBeInTheDocument();
  });

  it('shows external notes and the resolution of a Done request', async () => {
    stubServer();
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('link', { name: 'Request 5' }));
    const dialog = await screen.findByRole('dialog', { name: 'Work Unit #5: Request 5' });
    expect(await within(dialog).findByText('We are on it.')).toBeInTheDocument();
    expect(within(dialog).getByTestId('rc-resolution')).toHaveTextContent('Replaced the router.');
  });

  it('hides the resolution of an Active request and asks for a call back', async () => {
    const calls = stubServer();
    const user = userEvent.setup();
    renderPage('?workUnitId=7');
    const dialog = await screen.findByRole('dialog', { name: 'Work Unit #7: Request 7' });
    expect(await within(dialog).findByText('No notes yet.')).toBeInTheDocument();
    expect(within(dialog).queryByTestId('rc-resolution')).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Call Me' }));
    expect(await screen.findByText('Your call back request has been received. You should receive a call within the next 15 minutes.')).toBeInTheDocument();
    expect(calls.callMe).toEqual(['/v1/workunitnotes/callme/7']);
  });

  it('sends an id that is not one of the caller’s requests to the not-found route (§2.2)', async () => {
    const calls = stubServer();
    renderPage('?workUnitId=99');
    await waitFor(() => expect(testLocation.pathname).toBe('/notfound'));
    expect(calls.listQueries.some((q) => q.get('$filter') === 'workUnitId eq 99')).toBe(true);
    expect(screen.queryByText('The work unit was not found.')).not.toBeInTheDocument();
  });

  it('sends a request id that is no number to the not-found route without asking the server', async () => {
    const calls = stubServer();
    renderPage('?workUnitId=abc');
    await waitFor(() => expect(testLocation.pathname).toBe('/notfound'));
    expect(calls.listQueries.some((q) => (q.get('$filter') ?? '').includes('workUnitId'))).toBe(false);
  });

  it('says when the call back request failed', async () => {
    stubServer({ callMeFails: true });
    const user = userEvent.setup();
    renderPage('?workUnitId=7');
    const dialog = await screen.findByRole('dialog', { name: 'Work Unit #7: Request 7' });
    await user.click(within(dialog).getByRole('button', { name: 'Call Me' }));
    expect(await screen.findByText('A problem occured making your call back request.')).toBeInTheDocument();
  });

  it('validates Create Request with the spec messages, then creates the request', async () => {
    const calls = stubServer();
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Create Request' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create Request' });
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(await within(dialog).findByText('Please enter a title for the Work Unit.')).toBeInTheDocument();
    expect(within(dialog).getByText('Please enter a Work Unit description')).toBeInTheDocument();
    expect(within(dialog).getByText('Please enter a phone number.')).toBeInTheDocument();

    await user.type(within(dialog).getByRole('textbox', { name: /^Title/ }), 'VPN down');
    await user.type(within(dialog).getByRole('textbox', { name: /^Description/ }), 'Since this morning');
    expect(within(dialog).getByText('18/4000')).toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox', { name: /^Phone Number/ }), '555-0100');
    await user.click(within(dialog).getByRole('combobox', { name: /^Service/ }));
    await user.click(within(await screen.findByRole('listbox')).getByRole('option', { name: 'Network' }));
    await user.click(within(dialog).getByRole('combobox', { name: /^Need/ }));
    await user.click(within(await screen.findByRole('listbox')).getByRole('option', { name: 'VPN' }));
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Successfully created work unit.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Create Request' })).not.toBeInTheDocument());
    expect(calls.created[0]).toEqual({
      title: 'VPN down',
      description: 'Since this morning',
      stakeholderPhoneNumber: '555-0100',
      workUnitCategoryId: 3,
      workUnitSubcategoryId: 9,
      tenantId: CONTOSO,
    });
  });
});
