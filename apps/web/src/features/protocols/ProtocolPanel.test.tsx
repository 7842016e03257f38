import { protocolMessages } from '@portal/contracts';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FormProvider, useForm, useWatch } from 'react-hook-form';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderSignedIn, stubFetch } from '../../app/testing.tsx';
import { UNSAVED_CHANGES_MESSAGE, validationLines } from '../../kit/form/FormPanel.tsx';
import { ruleHref } from './AssignedRulesTab.tsx';
import { ProtocolForm, protocolFieldLabels } from './protocolForm.ts';
import { ProtocolPanel } from './ProtocolPanel.tsx';
import { TimerIntervalField } from './TimerIntervalField.tsx';

const CONTOSO = '11111111-1111-4111-8111-111111111111';
const FABRIKAM = '22222222-2222-4222-8222-222222222222';
const PROTOCOL = '33333333-3333-4333-8333-333333333333';
const RULE = '44444444-4444-4444-8444-444444444444';

const saved = {
  protocolId: PROTOCOL, name: 'Sev1 bridge', description: null, tenantId: CONTOSO, owningGroup: 'Service Desk', timerInverval: '00:30:00',
  manualActions: 'Call the customer.', created: '2026-01-01T00:00:00Z', modified: '2026-01-02T00:00:00Z', modifiedBy: 'admin',
  tenant: { tenantId: CONTOSO, name: 'Contoso' },
};

const lookups = {
  '/api/generallookup/tenants': [{ tenantId: CONTOSO, name: 'Contoso' }, { tenantId: FABRIKAM, name: 'Fabrikam' }],
  [`/v1/tenants/${CONTOSO}/assignmentGroups`]: ['Service Desk', 'Network Team'],
  [`/v1/tenants/${FABRIKAM}/assignmentGroups`]: ['Fabrikam Ops'],
  [`/v1/protocols/${PROTOCOL}`]: saved,
  [`/v1/protocols/GetMatchedRules(id=${PROTOCOL})`]: {
    '@odata.count': 1, value: [{ ruleId: RULE, name: 'Create incident on CPU', tenantId: CONTOSO, ruleTypeId: 1, enabled: true }],
  },
};

afterEach(() => vi.unstubAllGlobals());

const renderPanel = (props: Partial<Parameters<typeof ProtocolPanel>[0]> = {}) =>
  renderSignedIn(<ProtocolPanel defaultTenantId={CONTOSO} readOnly={false} onClose={() => {}} onCreated={() => {}} {...props} />, { url: '/protocols' });

/** The panel once its form is there (a saved protocol's panel shows a spinner first, under the same title). */
async function formPanel(title: string): Promise<HTMLElement> {
  await screen.findByRole('textbox', { name: /^Name/ }, { timeout: 10_000 });
  return screen.getByRole('dialog', { name: title });
}

async function pick(user: ReturnType<typeof userEvent.setup>, scope: HTMLElement, field: RegExp, option: string) {
  await user.click(within(scope).getByRole('combobox', { name: field }));
  await user.click(await screen.findByRole('option', { name: option }));
}

describe('ProtocolPanel', { timeout: 60_000 }, () => {
  it("creates a protocol: the tenant's assignment groups, a changed tenant clears the owning group, the interval picked in parts", async () => {
    const user = userEvent.setup();
    let body: unknown;
    stubFetch({ ...lookups, 'PUT /v1/protocols': ({ init }: { init?: RequestInit }) => ((body = JSON.parse(String(init?.body))), saved) });
    renderPanel();
    const panel = await screen.findByRole('dialog', { name: protocolMessages.createTitle });
    expect(within(panel).queryByRole('tab', { name: /Assigned Rules/ })).not.toBeInTheDocument();
    await user.type(within(panel).getByRole('textbox', { name: /^Name/ }), 'Sev1 bridge');
    await waitFor(() => expect(within(panel).getByRole('combobox', { name: /^Tenant/ })).toHaveTextContent('Contoso'));
    await pick(user, panel, /^Owning Group/, 'Network Team');
    await pick(user, panel, /^Tenant/, 'Fabrikam');
    expect(within(panel).getByRole('combobox', { name: /^Owning Group/ })).toHaveTextContent('None');
    await pick(user, panel, /^Owning Group/, 'Fabrikam Ops');
    await pick(user, panel, /^Hours/, '00');
    await pick(user, panel, /^Minutes/, '45');
    await user.type(within(panel).getByRole('textbox', { name: /^Manual Actions/ }), 'Call the customer.');
    await user.click(within(panel).getByRole('button', { name: 'Save & Close' }));
    await waitFor(() => expect(body).toBeDefined());
    expect(body).toMatchObject({ name: 'Sev1 bridge', tenantId: FABRIKAM, owningGroup: 'Fabrikam Ops', timerInverval: '00:45:00', manualActions: 'Call the customer.' });
  });

  it('refuses an interval under 00:10:00 before sending it', async () => {
    const user = userEvent.setup();
    const fetch = stubFetch(lookups);
    renderPanel();
    const panel = await screen.findByRole('dialog', { name: protocolMessages.createTitle });
    await user.type(within(panel).getByRole('textbox', { name: /^Name/ }), 'Too often');
    await pick(user, panel, /^Hours/, '00');
    await pick(user, panel, /^Minutes/, '05');
    expect(await within(panel).findByText(protocolMessages.timerIntervalMinimum)).toBeInTheDocument();
    expect(within(panel).getByRole('button', { name: 'Save & Close' })).toBeDisabled();
    expect(fetch.mock.calls.some(([, init]) => init?.method === 'PUT')).toBe(false);
  });

  it("says 'Timer Interval is required' for an interval not picked; picking one part fills the others with 0", async () => {
    const user = userEvent.setup();
    expect(validationLines(ProtocolForm, { name: 'x', tenantId: CONTOSO, timerInverval: '' }, protocolFieldLabels)).toEqual([
      `Timer Interval: ${protocolMessages.timerIntervalRequired}`,
    ]);
    function Shown() {
      return <output aria-label="value">{useWatch({ name: 'timerInverval' })}</output>;
    }
    function Picker() {
      const form = useForm({ defaultValues: { timerInverval: '' } });
      return (
        <FormProvider {...form}>
          <TimerIntervalField name="timerInverval" label="Timer Interval" />
          <Shown />
        </FormProvider>
      );
    }
    render(<Picker />);
    expect(screen.getByRole('status', { name: 'value' })).toBeEmptyDOMElement();
    await user.click(screen.getByRole('combobox', { name: /^Minutes/ }));
    await user.click(await screen.findByRole('option', { name: '15' }));
    expect(screen.getByRole('status', { name: 'value' })).toHaveTextContent('00:15:00');
  });

  it("shows the server's failure as §8 says, and asks before closing with unsaved changes", async () => {
    const user = userEvent.setup();
    const onClose = vi.fn<() => void>();
    stubFetch({ ...lookups, [`POST /v1/protocols/${PROTOCOL}`]: () => jsonResponse(500, { message: 'boom' }) });
    renderPanel({ protocolId: PROTOCOL, onClose });
    const panel = await formPanel(protocolMessages.editTitle);
    const name = within(panel).getByRole('textbox', { name: /^Name/ });
    expect(name).toHaveValue('Sev1 bridge');
    expect(within(panel).getByText(/Modified .* by admin/)).toBeInTheDocument();
    // A saved protocol stays with its tenant: the select does not open.
    await user.click(within(panel).getByRole('combobox', { name: /^Tenant/ }));
    expect(screen.queryByRole('option', { name: 'Fabrikam' })).not.toBeInTheDocument();
    await user.type(name, ' now');
    await user.click(within(panel).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(protocolMessages.saveFailed)).toBeInTheDocument();
    await user.click(within(panel).getByRole('button', { name: 'Close' }));
    expect(await screen.findByText(UNSAVED_CHANGES_MESSAGE)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'No' }));
    expect(onClose).not.toHaveBeenCalled();
    expect(await within(panel).findByRole('textbox', { name: /^Name/ })).toHaveValue('Sev1 bridge now');
  });

  it('counts the Assigned Rules on their tab and links each to the Rules screen', async () => {
    const user = userEvent.setup();
    stubFetch(lookups);
    renderPanel({ protocolId: PROTOCOL });
    const panel = await formPanel(protocolMessages.editTitle);
    const tab = await within(panel).findByRole('tab', { name: 'Assigned Rules (1)' });
    await user.click(tab);
    const link = await within(panel).findByRole('link', { name: 'Create incident on CPU' });
    expect(link).toHaveAttribute('href', `/${CONTOSO}/rules?ruleId=${RULE}`);
    expect(ruleHref({ ruleId: RULE, tenantId: null }, FABRIKAM)).toBe(`/${FABRIKAM}/rules?ruleId=${RULE}`);
  });

  it('shows 100 assigned rules to a page (part 1 §9)', async () => {
    const user = userEvent.setup();
    const many = Array.from({ length: 101 }, (_, i) => ({
      ruleId: `44444444-4444-4444-8444-${String(i).padStart(12, '0')}`, name: `Rule ${String(i + 1).padStart(3, '0')}`, tenantId: CONTOSO, ruleTypeId: 1, enabled: i % 2 === 0,
    }));
    stubFetch({ ...lookups, [`/v1/protocols/GetMatchedRules(id=${PROTOCOL})`]: { value: many } });
    renderPanel({ protocolId: PROTOCOL });
    const panel = await formPanel(protocolMessages.editTitle);
    await user.click(await within(panel).findByRole('tab', { name: 'Assigned Rules (101)' }));
    const table = within(panel).getByRole('table', { name: 'Assigned rules' });
    expect(within(table).getAllByRole('row')).toHaveLength(101);
    expect(within(panel).getByText('1–100 of 101')).toBeInTheDocument();
    await user.click(within(panel).getByRole('button', { name: 'Go to next page' }));
    expect(await within(panel).findByRole('link', { name: 'Rule 101' })).toBeInTheDocument();
    expect(within(panel).queryByRole('link', { name: 'Rule 001' })).not.toBeInTheDocument();
  });
});
