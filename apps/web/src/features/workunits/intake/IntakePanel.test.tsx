import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { settingKeys } from '../../../kit/localSettings.ts';
import { jsonResponse, permissionsOf, renderSignedIn, stubFetch } from '../../../app/testing.tsx';
import { DRAFTS_KEY, DRAFT_MAX_AGE_MS, readDrafts, saveDraft } from './drafts.ts';
import { IntakePanel } from './IntakePanel.tsx';
import { readRecentTenants } from './tenantOrder.ts';

const CONTOSO = '11111111-1111-4111-8111-111111111111';
const FABRIKAM = '22222222-2222-4222-8222-222222222222';

afterEach(() => vi.unstubAllGlobals());

function stubServer({ groupRequired = false, extra = {} }: { groupRequired?: boolean; extra?: Record<string, unknown> } = {}) {
  const created: unknown[] = [];
  const fetchMock = stubFetch({
    '/v1/permissions': permissionsOf('WorkUnits:view', 'WorkUnits:create', 'Tenants:view'),
    '/v1/currentUser': { name: 'Sam Support', userName: 'agent', tenantId: CONTOSO, subscriptionId: null },
    '/api/generallookup/tenants': [{ tenantId: CONTOSO, name: 'Contoso' }, { tenantId: FABRIKAM, name: 'Fabrikam' }],
    '/v1/features/AssignmentGroupRequired/enabled': groupRequired,
    [`/v1/tenants/${CONTOSO}/assignmentGroups`]: ['Service Desk', 'Network Team'],
    '/api/generallookup/workunitcatgories': [],
    'PUT /v1/workunits': ({ init }: { init: RequestInit | undefined }) => {
      const body = JSON.parse(String(init?.body)) as Record<string, unknown>;
      created.push(body);
      return { ...body, workUnitId: 42, tenantId: body.tenantId, publicWorkUnitId: '33333333-3333-4333-8333-333333333333' };
    },
    ...extra,
  });
  return { created, fetchMock };
}

function renderIntake(onClose = vi.fn<() => void>()) {
  renderSignedIn(<IntakePanel open onClose={onClose} />, { url: `/${CONTOSO}/workunitsv2` });
  return onClose;
}

const viewDrafts = () => screen.getByRole('button', { name: /View Drafts/ });

async function pick(user: ReturnType<typeof userEvent.setup>, label: RegExp, option: string) {
  await user.click(screen.getByRole('combobox', { name: label }));
  await user.click(within(await screen.findByRole('listbox')).getByRole('option', { name: option }));
}

/** Pasting is much faster than typing character by character, and the form sees the same change. */
async function fill(user: ReturnType<typeof userEvent.setup>, label: RegExp, text: string) {
  await user.click(screen.getByRole('textbox', { name: label }));
  await user.paste(text);
}

async function fillRequired(user: ReturnType<typeof userEvent.setup>, { title = true }: { title?: boolean } = {}) {
  if (title) await fill(user, /^Title/, 'Printer on fire');
  await fill(user, /^Description/, 'Smoke from the second floor printer');
  await fill(user, /^Stakeholder Name/, 'Pat Caller');
  await fill(user, /^Stakeholder Phone Number/, '555-0100');
  await pick(user, /^Impact Scope/, 'Many Users');
}

describe('IntakePanel', () => {
  it("is titled 'Intake' and purges drafts older than 12 hours when it opens", async () => {
    stubServer();
    const now = Date.now();
    saveDraft({ title: 'expired' }, { now: now - DRAFT_MAX_AGE_MS - 60_000 });
    saveDraft({ title: 'kept' }, { now: now - 60_000 });
    renderIntake();
    expect(await screen.findByRole('dialog', { name: 'Intake' })).toBeInTheDocument();
    expect(readDrafts().map((d) => d.data.title)).toEqual(['kept']);
    expect(viewDrafts()).toBeEnabled();
    expect(viewDrafts().parentElement).toHaveTextContent('1');
  });

  it("warns 'No form values found!' for an empty draft and saves a filled one", async () => {
    stubServer();
    const user = userEvent.setup();
    renderIntake();
    await screen.findByRole('dialog', { name: 'Intake' });
    expect(viewDrafts()).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Save as Draft' }));
    expect(await screen.findByText('No form values found!')).toBeInTheDocument();
    expect(readDrafts()).toHaveLength(0);

    await fill(user, /^Stakeholder Phone Number/, '555-0100');
    await user.click(screen.getByRole('button', { name: 'Save as Draft' }));
    expect(await screen.findByText('Your draft has been saved!')).toBeInTheDocument();
    expect(readDrafts()).toHaveLength(1);
    expect(readDrafts()[0]?.data.stakeholderPhoneNumber).toBe('555-0100');
    expect(viewDrafts()).toBeEnabled();

    // Saving again updates the same draft rather than adding one.
    await fill(user, /^Stakeholder Name/, 'Pat');
    await user.click(screen.getByRole('button', { name: 'Save as Draft' }));
    await waitFor(() => expect(readDrafts()[0]?.data.stakeHolderFullName).toBe('Pat'));
    expect(readDrafts()).toHaveLength(1);
  });

  it('opens, deletes and deletes all drafts with the messages of §2.5', async () => {
    stubServer();
    const user = userEvent.setup();
    saveDraft({ title: 'A'.repeat(70), stakeholderPhoneNumber: '555-0199' }, { now: Date.now() - 1000 });
    saveDraft({ title: 'Second call' }, { now: Date.now() - 2000 });
    renderIntake();
    await user.click(await screen.findByRole('button', { name: /View Drafts/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Drafts' });
    expect(within(dialog).getByText(`${'A'.repeat(50)}...`)).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Open' }));
    expect(await screen.findByText('No draft selected.')).toBeInTheDocument();

    await user.click(within(dialog).getByText('Second call'));
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Draft deleted successfully.')).toBeInTheDocument();
    expect(readDrafts()).toHaveLength(1);

    await user.click(within(dialog).getByText(`${'A'.repeat(50)}...`));
    await user.click(within(dialog).getByRole('button', { name: 'Open' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Drafts' })).not.toBeInTheDocument());
    expect(screen.getByRole('textbox', { name: /^Stakeholder Phone Number/ })).toHaveValue('555-0199');

    await user.click(viewDrafts());
    const again = await screen.findByRole('dialog', { name: 'Drafts' });
    await user.click(within(again).getByRole('button', { name: 'Delete All' }));
    expect(await screen.findByText('Delete All Drafts?')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Yes' }));
    expect(await screen.findByText('All drafts deleted successfully.')).toBeInTheDocument();
    expect(within(again).getByText('No drafts found.')).toBeInTheDocument();
    expect(window.localStorage.getItem(DRAFTS_KEY)).toBeNull();
  });

  it('deletes instead of opening a draft that expired while the Drafts dialog was open (part 3 §4)', async () => {
    stubServer();
    const user = userEvent.setup();
    const now = Date.now();
    saveDraft({ title: 'About to expire', stakeholderPhoneNumber: '555-0188' }, { now: now - DRAFT_MAX_AGE_MS + 60_000 });
    saveDraft({ title: 'Fresh call' }, { now: now - 1000 });
    renderIntake();
    await user.click(await screen.findByRole('button', { name: /View Drafts/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Drafts' });
    await user.click(within(dialog).getByText('About to expire'));

    // Two minutes later the selected draft is past its 12 hours.
    vi.spyOn(Date, 'now').mockReturnValue(now + 120_000);
    await user.click(within(dialog).getByRole('button', { name: 'Open' }));
    expect(await screen.findByText('This draft has expired and was deleted.')).toBeInTheDocument();
    expect(readDrafts().map((d) => d.data.title)).toEqual(['Fresh call']);
    expect(within(dialog).queryByText('About to expire')).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /^Stakeholder Phone Number/, hidden: true })).toHaveValue('');
    // A double click on it would not open it either: it is no longer listed; the fresh one still opens.
    await user.dblClick(within(dialog).getByText('Fresh call'));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Drafts' })).not.toBeInTheDocument());
    expect(screen.getByRole('textbox', { name: /^Title/ })).toHaveValue('Fresh call');
    vi.restoreAllMocks();
  });

  it('hides Save as Draft and View Drafts when drafts are disabled', async () => {
    stubServer();
    window.localStorage.setItem(settingKeys.disableDrafts, 'true');
    renderIntake();
    await screen.findByRole('dialog', { name: 'Intake' });
    expect(screen.queryByRole('button', { name: 'Save as Draft' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /View Drafts/ })).not.toBeInTheDocument();
  });

  it('submits an intake, deletes the draft it came from and remembers the tenant as recent', async () => {
    const { created } = stubServer();
    const user = userEvent.setup();
    const onClose = renderIntake();
    await screen.findByRole('dialog', { name: 'Intake' });
    await fillRequired(user);
    await user.click(screen.getByRole('button', { name: 'Save as Draft' }));
    await screen.findByText('Your draft has been saved!');
    expect(readDrafts()).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: 'Save & Close' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(created[0]).toMatchObject({
      workUnitId: -1,
      workUnitTypeId: 2,
      stateId: 1,
      severityId: 2,
      tenantId: CONTOSO,
      title: 'Printer on fire',
      source: 'Phone',
      customValue13: 'ManyUsers',
      isSpamCall: false,
    });
    expect(readDrafts()).toHaveLength(0);
    expect(readRecentTenants().map((r) => r.tenantId)).toEqual([CONTOSO]);
    expect(await screen.findByText('New Work Unit')).toBeInTheDocument();
  });

  it("escalates with one of the tenant's escalation reasons when it keeps a list", async () => {
    const { created } = stubServer({ extra: { [`/v1/tenants/${CONTOSO}/escalationReasons`]: ['Needs specialist', 'Customer request'] } });
    const user = userEvent.setup();
    const onClose = renderIntake();
    await screen.findByRole('dialog', { name: 'Intake' });
    await fillRequired(user);
    await user.click(screen.getByRole('checkbox', { name: 'Escalate' }));
    await user.click(screen.getByRole('combobox', { name: /^Escalation Reason/ }));
    const options = within(await screen.findByRole('listbox')).getAllByRole('option').map((o) => o.textContent);
    expect(options).toEqual(['Needs specialist', 'Customer request']);
    await user.click(within(screen.getByRole('listbox')).getByRole('option', { name: 'Customer request' }));
    await user.click(screen.getByRole('button', { name: 'Save & Close' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(created[0]).toMatchObject({ escalationReason: 'Customer request' });
  });

  it('takes the title from the first line of the description when the title is hidden', async () => {
    const { created } = stubServer();
    window.localStorage.setItem(settingKeys.hideTitleField, 'true');
    const user = userEvent.setup();
    const onClose = renderIntake();
    await screen.findByRole('dialog', { name: 'Intake' });
    expect(screen.queryByRole('textbox', { name: /^Title/ })).not.toBeInTheDocument();
    await fill(user, /^Description/, `${'L'.repeat(60)}\nmore detail`);
    await fill(user, /^Stakeholder Name/, 'Pat Caller');
    await fill(user, /^Stakeholder Phone Number/, '555-0100');
    await pick(user, /^Impact Scope/, 'VIP');
    await user.click(screen.getByRole('button', { name: 'Save & Close' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(created[0]).toMatchObject({ title: 'L'.repeat(50), severityId: 1 });
  });

  it('requires an assignment group under AssignmentGroupRequired, except for a spam call', async () => {
    const { created } = stubServer({ groupRequired: true });
    const user = userEvent.setup();
    const onClose = renderIntake();
    await screen.findByRole('dialog', { name: 'Intake' });
    await fillRequired(user);
    const save = screen.getByRole('button', { name: 'Save & Close' });
    await waitFor(() => expect(save).toBeDisabled());
    await user.hover(save.parentElement as HTMLElement);
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Assignment Group: Required');

    await user.click(screen.getByRole('checkbox', { name: 'Spam Call' }));
    await waitFor(() => expect(save).toBeEnabled());
    await user.click(save);
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(created[0]).toMatchObject({ isSpamCall: true, severityId: 4 });
  });

  it('asks only for the phone number on a spam call', async () => {
    const { created } = stubServer();
    const user = userEvent.setup();
    const onClose = renderIntake();
    await screen.findByRole('dialog', { name: 'Intake' });
    const save = screen.getByRole('button', { name: 'Save & Close' });
    await user.click(screen.getByRole('checkbox', { name: 'Spam Call' }));
    await waitFor(() => expect(save).toBeDisabled());
    await user.hover(save.parentElement as HTMLElement);
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Stakeholder Phone Number: Stakeholder phone number is required.');
    await fill(user, /^Stakeholder Phone Number/, '555-0100');
    await waitFor(() => expect(save).toBeEnabled());
    await user.click(save);
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(created[0]).toMatchObject({ isSpamCall: true, title: null, stakeholderPhoneNumber: '555-0100' });
  });

  it("says 'Failed to refresh options for field: Tenant' and '…: Assignment Group' when those lists cannot be loaded", async () => {
    stubServer({
      extra: {
        '/api/generallookup/tenants': jsonResponse(500, { message: 'boom' }),
        [`/v1/tenants/${CONTOSO}/assignmentGroups`]: jsonResponse(500, { message: 'boom' }),
      },
    });
    renderIntake();
    await screen.findByRole('dialog', { name: 'Intake' });
    expect(await screen.findByText('Failed to refresh options for field: Tenant')).toBeInTheDocument();
    expect(await screen.findByText('Failed to refresh options for field: Assignment Group')).toBeInTheDocument();
  });
});
