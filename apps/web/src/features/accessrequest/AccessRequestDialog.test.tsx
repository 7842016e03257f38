import { accessRequestMessages } from '@portal/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../kit/testing.tsx';
import { AccessRequestDialog } from './AccessRequestDialog.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
});

async function choose(label: string, option: string) {
  fireEvent.mouseDown(screen.getByRole('combobox', { name: new RegExp(label) }));
  fireEvent.click(await screen.findByRole('option', { name: option }));
}

function type(label: string | RegExp, value: string) {
  fireEvent.change(screen.getByRole('textbox', { name: label }), { target: { value } });
}

describe('AccessRequestDialog', () => {
  it('starts with no request type, so an empty submit says it is required; the conditional messages follow the choice', async () => {
    renderWithProviders(<AccessRequestDialog open onClose={() => {}} />);
    expect(screen.getByRole('heading', { name: 'I3E Account Request' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'New Account' })).not.toBeChecked();
    expect(screen.getByRole('radio', { name: 'Password Reset' })).not.toBeChecked();
    // Neither choice's fields show until one is made.
    expect(screen.queryByRole('combobox', { name: /Citizenship/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: /Target Account Name/ })).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    for (const message of [
      accessRequestMessages.requestType,
      accessRequestMessages.firstName,
      accessRequestMessages.lastName,
      accessRequestMessages.email,
      'Please enter a valid phone number (e.g. 555-555-5555 or (555) 555-5555).',
    ]) {
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
    expect(screen.getAllByText('Acknowledgement is required.')).toHaveLength(2);
    expect(screen.queryByText(accessRequestMessages.citizenship)).not.toBeInTheDocument();

    fireEvent.click(screen.getByRole('radio', { name: 'New Account' }));
    expect(screen.getByRole('radio', { name: 'IL5' })).toBeChecked();
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    for (const message of [accessRequestMessages.citizenship, accessRequestMessages.designation, accessRequestMessages.organization]) {
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
    expect(screen.queryByText(accessRequestMessages.requestType)).not.toBeInTheDocument();

    type(/Middle Initial/, '1');
    expect(await screen.findByText('Please enter a single character.')).toBeInTheDocument();
    await choose('Designation', 'Military');
    await choose('Organization', 'Other');
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText(accessRequestMessages.grade)).toBeInTheDocument();
    expect(await screen.findByText(accessRequestMessages.specifyOrganization)).toBeInTheDocument();
    await choose('Designation', 'Contractor');
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText(accessRequestMessages.company)).toBeInTheDocument();
  });

  it('lists the spec options', async () => {
    renderWithProviders(<AccessRequestDialog open onClose={() => {}} />);
    fireEvent.click(screen.getByRole('radio', { name: 'New Account' }));
    fireEvent.mouseDown(screen.getByRole('combobox', { name: /Organization/ }));
    const list = await screen.findByRole('listbox');
    expect(within(list).getAllByRole('option').map((o) => o.textContent)).toEqual([
      'SSC', 'SLD 45 & 30', 'SAF/SQ', 'STARCOM', 'SpOC', 'USSG/HQ', 'NRO', 'SpRCO', 'INDOPACOM', 'AFRL', 'Other',
    ]);
  });

  it('posts a password reset anonymously, without the new account fields filled in before switching', async () => {
    const fetchMock = vi.fn<(url: string, init: RequestInit) => Promise<Response>>(async () => new Response('{"message":"ok"}', { headers: { 'content-type': 'application/json' } }));
    vi.stubGlobal('fetch', fetchMock);
    const onClose = vi.fn<() => void>();
    renderWithProviders(<AccessRequestDialog open onClose={onClose} />);
    // Fill some new account fields first; switching to Password Reset hides them.
    fireEvent.click(screen.getByRole('radio', { name: 'New Account' }));
    await choose('Citizenship', 'U.S. Citizen');
    await choose('Designation', 'Military');
    type(/Grade/, 'O-3');
    await choose('Organization', 'Other');
    type(/Specify Organization/, 'Somewhere');
    fireEvent.click(screen.getByRole('radio', { name: 'Password Reset' }));
    expect(screen.queryByRole('combobox', { name: /Organization/ })).not.toBeInTheDocument();
    type(/First Name/, 'Ada');
    type(/Last Name/, 'Lovelace');
    type(/Email/, 'ada@example.com');
    type(/Phone/, '(555) 555-5555');
    type(/Target Account Name/, 'not an email');
    for (const checkbox of screen.getAllByRole('checkbox')) await userEvent.click(checkbox);
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Please enter a valid email address.')).toBeInTheDocument();
    type(/Target Account Name/, 'ada.old@example.com');
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Successfully created access request.')).toBeInTheDocument();
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const [url, init] = fetchMock.mock.calls[0] ?? ['', {}];
    expect(url).toBe('/api/v1/accessrequest');
    expect(new Headers(init.headers).has('authorization')).toBe(false);
    const body = JSON.parse(String(init.body)) as Record<string, unknown>;
    expect(body).toMatchObject({
      requestType: 'Password Reset',
      firstName: 'Ada',
      targetAccountName: 'ada.old@example.com',
      acknowledgeUsage: true,
      acknowledgeCredentials: true,
    });
    for (const hidden of ['environment', 'citizenship', 'designation', 'grade', 'company', 'organization', 'specifyOrganization']) {
      expect(body).not.toHaveProperty(hidden);
    }
  });

  it('posts a new account without the fields its designation and organization do not bring in', async () => {
    const fetchMock = vi.fn<(url: string, init: RequestInit) => Promise<Response>>(async () => new Response('{"message":"ok"}', { headers: { 'content-type': 'application/json' } }));
    vi.stubGlobal('fetch', fetchMock);
    const onClose = vi.fn<() => void>();
    renderWithProviders(<AccessRequestDialog open onClose={onClose} />);
    fireEvent.click(screen.getByRole('radio', { name: 'Password Reset' }));
    type(/Target Account Name/, 'old@example.com');
    fireEvent.click(screen.getByRole('radio', { name: 'New Account' }));
    type(/First Name/, 'Grace');
    type(/Last Name/, 'Hopper');
    type(/Email/, 'grace@example.com');
    type(/Phone/, '555-555-5555');
    await choose('Citizenship', 'U.S. Citizen');
    await choose('Designation', 'Contractor');
    type(/Company/, 'Acme');
    await choose('Designation', 'Military');
    type(/Grade/, 'O-5');
    await choose('Organization', 'Other');
    type(/Specify Organization/, 'Somewhere');
    await choose('Organization', 'NRO');
    for (const checkbox of screen.getAllByRole('checkbox')) await userEvent.click(checkbox);
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const [, init] = fetchMock.mock.calls[0] ?? ['', {}];
    const body = JSON.parse(String(init.body)) as Record<string, unknown>;
    expect(body).toMatchObject({ requestType: 'New Account', environment: 'IL5', designation: 'Military', grade: 'O-5', organization: 'NRO' });
    for (const hidden of ['targetAccountName', 'company', 'specifyOrganization']) expect(body).not.toHaveProperty(hidden);
  });

  it("says 'A problem occurred. Please try again.' when the server refuses", async () => {
    vi.stubGlobal('fetch', vi.fn<() => Promise<Response>>(async () => new Response('{"message":"Too many"}', { status: 429, headers: { 'content-type': 'application/json' } })));
    renderWithProviders(<AccessRequestDialog open onClose={() => {}} />);
    fireEvent.click(screen.getByRole('radio', { name: 'Password Reset' }));
    type(/First Name/, 'Ada');
    type(/Last Name/, 'Lovelace');
    type(/Email/, 'ada@example.com');
    type(/Phone/, '555-555-5555');
    type(/Target Account Name/, 'ada.old@example.com');
    for (const checkbox of screen.getAllByRole('checkbox')) await userEvent.click(checkbox);
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('A problem occurred. Please try again.')).toBeInTheDocument();
  });

  it('closes an untouched form at once, and asks before throwing away a filled-in one (Cancel or Escape)', async () => {
    const onClose = vi.fn<() => void>();
    renderWithProviders(<AccessRequestDialog open onClose={onClose} />);
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalledTimes(1);

    type(/First Name/, 'Grace');
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    const question = await screen.findByRole('dialog', { name: 'Discard unsaved changes?' });
    fireEvent.click(within(question).getByRole('button', { name: 'No' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Discard unsaved changes?' })).not.toBeInTheDocument());
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('textbox', { name: /First Name/ })).toHaveValue('Grace');

    fireEvent.keyDown(screen.getByRole('textbox', { name: /First Name/ }), { key: 'Escape' });
    fireEvent.click(within(await screen.findByRole('dialog', { name: 'Discard unsaved changes?' })).getByRole('button', { name: 'Yes' }));
    expect(onClose).toHaveBeenCalledTimes(2);
  });
});
