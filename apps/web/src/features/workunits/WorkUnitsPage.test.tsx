import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { permissionsOf, renderSignedIn, stubFetch, testLocation } from '../../app/testing.tsx';
import WorkUnitsPage, { gridBaseFilter } from './WorkUnitsPage.tsx';

afterEach(() => vi.unstubAllGlobals());

const TENANT = '11111111-1111-4111-8111-111111111111';
const rows = [
  { workUnitId: 11, title: 'Website returns 502', workUnitTypeId: 3, stateId: 1, severityId: 0, assignedTo: null, tenantId: TENANT, tenant: { name: 'Contoso' }, created: '2025-03-07T10:00:00Z' },
  { workUnitId: 12, title: 'Printer offline', workUnitTypeId: 3, stateId: 2, severityId: 4, assignedTo: 'sam', tenantId: TENANT, tenant: { name: 'Contoso' }, created: '2025-03-06T10:00:00Z' },
];

function setup() {
  const listRequests: URL[] = [];
  const fetch = stubFetch({
    '/v1/permissions': permissionsOf('WorkUnits:view', 'WorkUnits:edit', 'WorkUnits:create'),
    '/v1/currentUser': { name: 'Sam Support', userName: 'agent', email: 'agent@portal.example', kind: 'user', tenantId: TENANT, subscriptionId: null },
    '/api/generallookup/tenants': [{ tenantId: TENANT, name: 'Contoso' }],
    '/v1/workunits': ({ url }: { url: URL }) => {
      listRequests.push(url);
      return { '@odata.count': rows.length, value: rows };
    },
    'PATCH /v1/workunits/11': { ...rows[0], stateId: 2, assignedTo: 'agent' },
    '/v1/workunits/11': { ...rows[0], stateId: 2, assignedTo: 'agent' },
  });
  return { fetch, listRequests };
}

describe('WorkUnitsPage', () => {
  it('first asks for New incidents, severityId asc then created desc, with the tenant expanded, and shows the filters as chips', async () => {
    const { listRequests } = setup();
    renderSignedIn(<WorkUnitsPage />, { url: '/workunitsv2' });
    expect(await screen.findByText('Website returns 502', {}, { timeout: 8000 })).toBeInTheDocument();
    const first = listRequests[0];
    expect(first?.searchParams.get('$filter')).toBe('(stateId eq 1) and (workUnitTypeId eq 3)');
    expect(first?.searchParams.get('$orderby')).toBe('severityId asc,created desc');
    expect(first?.searchParams.get('$expand')).toBe('tenant');
    expect(first?.searchParams.get('$top')).toBe('10');
    expect(first?.searchParams.get('$count')).toBe('true');
    expect(screen.getByRole('button', { name: 'State: New' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Type: Incident' })).toBeInTheDocument();
    expect(screen.getByText(/Last refreshed: /)).toBeInTheDocument();
    // Sev0 rows are highlighted, Sev4 rows are not.
    expect(screen.getByText('Website returns 502').closest('[role="row"]')).toHaveClass('wu-sev-0');
    expect(screen.getByText('Printer offline').closest('[role="row"]')).not.toHaveClass('wu-sev-4');
  });

  it('sorts by tenant as tenant/name, and removing a chip drops that filter', async () => {
    const { listRequests } = setup();
    const user = userEvent.setup();
    renderSignedIn(<WorkUnitsPage />, { url: '/workunitsv2' });
    await screen.findByText('Website returns 502', {}, { timeout: 8000 });
    await user.click(screen.getByRole('columnheader', { name: 'Tenant' }));
    await waitFor(() => expect(listRequests.at(-1)?.searchParams.get('$orderby')).toBe('tenant/name asc'));
    const chip = screen.getByRole('button', { name: 'Type: Incident' });
    await user.click(within(chip).getByTestId('CancelIcon'));
    await waitFor(() => expect(listRequests.at(-1)?.searchParams.get('$filter')).toBe('stateId eq 1'));
  });

  it('with Exact Match searches the same fields as without: the id when the text is a number, and the description', async () => {
    const { listRequests } = setup();
    const search = (text: string) => encodeURIComponent(JSON.stringify({ searchText: text, exactMatch: true, filters: [] }));
    const exactFilter = async (text: string) => {
      listRequests.length = 0;
      const view = renderSignedIn(<WorkUnitsPage />, { url: `/workunitsv2?search=${search(text)}` });
      await waitFor(() => expect(listRequests.length).toBeGreaterThan(0), { timeout: 8000 });
      view.unmount();
      return listRequests[0]?.searchParams.get('$filter') ?? '';
    };
    const fields = (filter: string) => [...filter.matchAll(/([\w/]+) eq /g)].map((m) => m[1]);
    const byNumber = await exactFilter('84');
    expect(byNumber).toContain('workUnitId eq 84');
    expect(byNumber).toContain("description eq '84'");
    expect(fields(byNumber)).toEqual([
      'workUnitId', 'title', 'referenceId', 'description', 'tenant/name', 'assignedTo', 'stakeHolderFullName', 'stakeholderPhoneNumber', 'stakeHolderEmailAddress',
    ]);
    const byWord = await exactFilter('VPN');
    expect(byWord).not.toContain('workUnitId');
    expect(byWord).toContain("description eq 'VPN'");
  });

  it('Requires My Approval asks for change requests awaiting my decision in any state, without the State: New chip', async () => {
    const { listRequests } = setup();
    const user = userEvent.setup();
    renderSignedIn(<WorkUnitsPage />, { url: '/workunitsv2' });
    await screen.findByText('Website returns 502', {}, { timeout: 8000 });
    await user.click(screen.getByRole('checkbox', { name: 'Requires My Approval' }));
    await waitFor(() =>
      expect(listRequests.at(-1)?.searchParams.get('$filter')).toBe(
        '(requiresMyApproval eq true) and (workUnitTypeId eq 1)',
      ),
    );
    expect(screen.queryByText('State: New')).toBeNull();
    expect(screen.getByText('Requires My Approval', { selector: '.MuiChip-label' })).toBeInTheDocument();
  });

  it('(ack) acknowledges a New row as the current user with test operations, then opens it', async () => {
    const { fetch } = setup();
    const user = userEvent.setup();
    renderSignedIn(<WorkUnitsPage />, { url: '/workunitsv2' });
    await user.click(await screen.findByRole('button', { name: 'Acknowledge work unit 11' }, { timeout: 8000 }));
    await waitFor(() => expect(testLocation.search).toContain('workUnitId=11'));
    const patch = fetch.mock.calls.find(([, init]) => init?.method === 'PATCH');
    expect(JSON.parse(String(patch?.[1]?.body))).toEqual([
      { op: 'test', path: '/stateId', value: 1 },
      { op: 'replace', path: '/stateId', value: 2 },
      { op: 'test', path: '/assignedTo', value: null },
      { op: 'replace', path: '/assignedTo', value: 'agent' },
    ]);
    expect(screen.queryByRole('button', { name: 'Acknowledge work unit 12' })).not.toBeInTheDocument();
  });

  it('offers Mass Edit only for selected rows', async () => {
    setup();
    const user = userEvent.setup();
    renderSignedIn(<WorkUnitsPage />, { url: '/workunitsv2' });
    await screen.findByText('Website returns 502', {}, { timeout: 8000 });
    await user.click(screen.getByRole('button', { name: 'Actions' }));
    expect(screen.getByRole('menuitem', { name: /Mass Edit/ })).toHaveAttribute('aria-disabled', 'true');
    await user.keyboard('{Escape}');
    const row = screen.getByText('Printer offline').closest('[role="row"]') as HTMLElement;
    await user.click(within(row).getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Actions' }));
    expect(screen.getByRole('menuitem', { name: 'Mass Edit (1)' })).not.toHaveAttribute('aria-disabled');
  });

  it('the create-filter panel opens from form=createFilter and applies its filters in one step', async () => {
    const { listRequests } = setup();
    const user = userEvent.setup();
    renderSignedIn(<WorkUnitsPage />, { url: '/workunitsv2' });
    await screen.findByText('Website returns 502', {}, { timeout: 8000 });
    await user.click(screen.getByRole('button', { name: 'Filters' }));
    await waitFor(() => expect(testLocation.search).toContain('form=createFilter'));
    const panel = await screen.findByRole('dialog', { name: 'Create Filter' });
    expect(within(panel).getByRole('checkbox', { name: 'New' })).toBeChecked();
    await user.click(within(panel).getByRole('checkbox', { name: 'Sev0' }));
    await user.type(within(panel).getByRole('textbox', { name: 'Assignment Group' }), 'Service Desk');
    await user.click(within(panel).getByRole('button', { name: 'Apply Filter' }));
    await waitFor(() =>
      expect(listRequests.at(-1)?.searchParams.get('$filter')).toBe(
        "(stateId eq 1) and (workUnitTypeId eq 3) and (severityId eq 0) and (contains(assignmentGroup,'Service Desk'))",
      ),
    );
    expect(testLocation.search).not.toContain('form=');
    expect(screen.getByRole('button', { name: 'Severity: Sev0' })).toBeInTheDocument();
  });

  it('on /{tenantId}/workunitsv2 lists only that tenant, a filter the chips cannot remove; /workunitsv2 lists every tenant', async () => {
    const { listRequests } = setup();
    const user = userEvent.setup();
    renderSignedIn(<WorkUnitsPage />, { url: `/${TENANT}/workunitsv2` });
    await screen.findByText('Website returns 502', {}, { timeout: 8000 });
    expect(listRequests[0]?.searchParams.get('$filter')).toBe(`(tenantId eq ${TENANT}) and (stateId eq 1) and (workUnitTypeId eq 3)`);
    // No chip stands for the tenant; removing every chip keeps it.
    expect(screen.queryByRole('button', { name: /^Tenant:/ })).not.toBeInTheDocument();
    await user.click(within(screen.getByRole('button', { name: 'Type: Incident' })).getByTestId('CancelIcon'));
    await user.click(within(screen.getByRole('button', { name: 'State: New' })).getByTestId('CancelIcon'));
    await waitFor(() => expect(listRequests.at(-1)?.searchParams.get('$filter')).toBe(`tenantId eq ${TENANT}`));
  });

  it('combines the tenant with a protocol context, and leaves both out without them', () => {
    const protocol = 'protocolId eq 33333333-3333-4333-8333-333333333333';
    expect(gridBaseFilter(TENANT.toUpperCase(), protocol)).toBe(`tenantId eq ${TENANT} and ${protocol}`);
    expect(gridBaseFilter(TENANT)).toBe(`tenantId eq ${TENANT}`);
    expect(gridBaseFilter(undefined, protocol)).toBe(protocol);
    expect(gridBaseFilter(undefined)).toBeUndefined();
    expect(gridBaseFilter('not-a-tenant')).toBeUndefined();
  });

  it("links 'Return to the old experience' to /{tenantId}/workunits/index, the URL's tenant else the user's", async () => {
    setup();
    const other = '22222222-2222-4222-8222-222222222222';
    const view = renderSignedIn(<WorkUnitsPage />, { url: `/${other}/workunitsv2` });
    expect(await screen.findByRole('link', { name: 'Return to the old experience' }, { timeout: 8000 })).toHaveAttribute('href', `/${other}/workunits/index`);
    view.unmount();
    renderSignedIn(<WorkUnitsPage />, { url: '/workunitsv2' });
    expect(await screen.findByRole('link', { name: 'Return to the old experience' }, { timeout: 8000 })).toHaveAttribute('href', `/${TENANT}/workunits/index`);
  });
});
