import { workUnitMessages, type WorkUnitResponse } from '@portal/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, permissionsOf, renderSignedIn, stubFetch } from '../../app/testing.tsx';
import { approvalSlotState } from './approval.ts';
import { ApprovalSlots } from './ApprovalSlots.tsx';

afterEach(() => vi.unstubAllGlobals());

const changeRequest = {
  workUnitId: 42,
  workUnitTypeId: 1,
  stateId: 2,
  approver1: 'manager@portal.example',
  approver2: 'admin',
  approved1By: null,
  approved2By: null,
  declined1By: null,
  declined2By: null,
  decision1Notes: null,
  decision2Notes: null,
} satisfies Partial<WorkUnitResponse>;

describe('approvalSlotState', () => {
  it('shows a slot pending while a decision can be made', () => {
    expect(approvalSlotState(changeRequest, 1)).toEqual({ kind: 'pending', approver: 'manager@portal.example' });
    expect(approvalSlotState(changeRequest, 2)).toEqual({ kind: 'pending', approver: 'admin' });
  });

  it('shows who approved or declined, and nothing for an empty slot or another type', () => {
    expect(approvalSlotState({ ...changeRequest, approved1By: 'manager' }, 1)).toEqual({ kind: 'approved', approver: 'manager@portal.example', by: 'manager' });
    expect(approvalSlotState({ ...changeRequest, declined2By: 'admin', decision2Notes: 'No.', stateId: 8 }, 2)).toEqual({
      kind: 'declined',
      approver: 'admin',
      by: 'admin',
      notes: 'No.',
    });
    expect(approvalSlotState({ ...changeRequest, approver2: ' ' }, 2)).toEqual({ kind: 'none' });
    expect(approvalSlotState({ ...changeRequest, workUnitTypeId: 3 }, 1)).toEqual({ kind: 'none' });
  });

  it('closes an undecided slot once the other approver declined or the work unit is done', () => {
    expect(approvalSlotState({ ...changeRequest, declined2By: 'admin', stateId: 8 }, 1)).toEqual({
      kind: 'closed',
      approver: 'manager@portal.example',
      reason: workUnitMessages.approvalDeclined,
    });
    expect(approvalSlotState({ ...changeRequest, stateId: 6 }, 2)).toEqual({
      kind: 'closed',
      approver: 'admin',
      reason: 'This Change Request is Resolved; approval decisions can no longer be made.',
    });
    // A decision made before the work unit was closed still shows as made.
    expect(approvalSlotState({ ...changeRequest, approved1By: 'manager', stateId: 7 }, 1)).toMatchObject({ kind: 'approved' });
  });
});

/**
 * The server's lookup: the signed-in user is the approver when the approver id is one of `identities`
 * (without case), unless `answer` overrides it.
 */
function setup(currentUser: { userName: string; email: string }, { identities, answer }: { identities?: string[]; answer?: { isCurrentUser: boolean; message: string | null } } = {}) {
  const known = (identities ?? [currentUser.userName, currentUser.email]).map((i) => i.toLowerCase());
  return stubFetch({
    '/v1/permissions': permissionsOf('WorkUnits:view', 'WorkUnits:edit'),
    '/v1/currentUser': { name: currentUser.userName, userName: currentUser.userName, email: currentUser.email, kind: 'user', tenantId: null, subscriptionId: null },
    '/api/generallookup/approval': ({ url }: { url: URL }) => {
      const approverId = url.searchParams.get('approverId') ?? '';
      const isCurrentUser = known.includes(approverId.toLowerCase());
      return {
        approverId,
        userName: currentUser.userName,
        ...(answer ?? { isCurrentUser, message: isCurrentUser ? null : `Authenticated user does not match ${approverId}` }),
      };
    },
    'POST /v1/workunits/42/approve': { ...changeRequest, approved1By: currentUser.userName },
    'POST /v1/workunits/42/decline': jsonResponse(500, { message: 'boom' }),
  });
}

const lookups = (fetch: ReturnType<typeof setup>) =>
  fetch.mock.calls.map(([input]) => new URL(String(input), 'http://localhost')).filter((u) => u.pathname === '/api/generallookup/approval').map((u) => u.searchParams.get('approverId'));

describe('ApprovalSlots', () => {
  it('asks the approval lookup for each pending slot and offers approve and decline only where it confirms the user', async () => {
    const fetch = setup({ userName: 'manager', email: 'manager@portal.example' });
    const user = userEvent.setup();
    renderSignedIn(<ApprovalSlots workUnit={changeRequest as WorkUnitResponse} />);
    const approve = await screen.findByRole('button', { name: 'Approve as approver 1' });
    expect(screen.getByRole('button', { name: 'Decline as approver 1' })).toBeInTheDocument();
    const slot2 = screen.getByTestId('approval-slot-2');
    expect(within(slot2).getByText('Awaiting approval')).toBeInTheDocument();
    expect(within(slot2).queryByRole('button', { name: /Approve|Decline/ })).not.toBeInTheDocument();
    // Part 3 §6: whoever is not the slot's approver is told so.
    expect(await within(slot2).findByText('Authenticated user does not match admin')).toBeInTheDocument();
    expect(within(screen.getByTestId('approval-slot-1')).queryByText(/Authenticated user does not match/)).not.toBeInTheDocument();
    expect(new Set(lookups(fetch))).toEqual(new Set(['manager@portal.example', 'admin']));
    // Each asks about its slot of this work unit: the server answers by the slot's account (issue 26 item 2).
    const asked = fetch.mock.calls.map(([input]) => new URL(String(input), 'http://localhost')).filter((u) => u.pathname === '/api/generallookup/approval');
    expect(new Set(asked.map((u) => `${u.searchParams.get('workUnitId')}/${u.searchParams.get('approverSlot')}`))).toEqual(new Set(['42/1', '42/2']));

    await user.click(approve);
    const dialog = await screen.findByRole('dialog', { name: 'Approve Change Request' });
    await user.click(within(dialog).getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText('Change Request successfully approved.')).toBeInTheDocument();
    const post = fetch.mock.calls.find(([input]) => String(input).includes('/approve'));
    expect(JSON.parse(String(post?.[1]?.body))).toEqual({ approverSlot: 1, notes: null });
  });

  it('shows no buttons on a name match alone: until the lookup answers, and when it says the user is not the approver', async () => {
    const answers = new Map<string, (value: Response) => void>();
    const fetch = setup({ userName: 'manager', email: 'manager@portal.example' });
    const base = fetch.getMockImplementation();
    fetch.mockImplementation(async (input, init) => {
      const url = new URL(String(input), 'http://localhost');
      if (url.pathname !== '/api/generallookup/approval') return base!(input, init);
      return new Promise<Response>((resolve) => answers.set(url.searchParams.get('approverId') ?? '', resolve));
    });
    renderSignedIn(<ApprovalSlots workUnit={changeRequest as WorkUnitResponse} />);
    const slot1 = await screen.findByTestId('approval-slot-1');
    await waitFor(() => expect(lookups(fetch)).toContain('manager@portal.example'));
    expect(within(slot1).getByText('Awaiting approval')).toBeInTheDocument();
    expect(within(slot1).queryByRole('button', { name: /Approve|Decline/ })).not.toBeInTheDocument();
    answers.get('manager@portal.example')?.(jsonResponse(200, { approverId: 'manager@portal.example', userName: 'manager', isCurrentUser: false, message: 'Authenticated user does not match manager@portal.example' }));
    expect(await within(slot1).findByText('Authenticated user does not match manager@portal.example')).toBeInTheDocument();
    expect(within(slot1).queryByRole('button', { name: /Approve|Decline/ })).not.toBeInTheDocument();
    expect(fetch.mock.calls.some(([input]) => /\/(approve|decline)$/.test(String(input)))).toBe(false);
  });

  it('offers the buttons to whom the lookup confirms, even when the name reads otherwise', async () => {
    setup({ userName: 'pat', email: 'pat@portal.example' }, { identities: ['pat', 'admin'] });
    renderSignedIn(<ApprovalSlots workUnit={changeRequest as WorkUnitResponse} />);
    expect(await screen.findByRole('button', { name: 'Approve as approver 2' })).toBeInTheDocument();
    expect(within(screen.getByTestId('approval-slot-1')).getByText('Awaiting approval')).toBeInTheDocument();
  });

  it("says why the server refused a decision that is no longer possible", async () => {
    const fetch = setup({ userName: 'manager', email: 'manager@portal.example' });
    const base = fetch.getMockImplementation();
    fetch.mockImplementation(async (input, init) =>
      String(input).endsWith('/approve') ? jsonResponse(409, { message: workUnitMessages.approvalDeclined }) : base!(input, init));
    const user = userEvent.setup();
    renderSignedIn(<ApprovalSlots workUnit={changeRequest as WorkUnitResponse} />);
    await user.click(await screen.findByRole('button', { name: 'Approve as approver 1' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Approve Change Request' })).getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText(`Change Request approval action failed. ${workUnitMessages.approvalDeclined}`)).toBeInTheDocument();
  });

  it('says when a decline fails, and shows Decision Information of a declined slot', async () => {
    setup({ userName: 'manager', email: 'manager@portal.example' });
    const user = userEvent.setup();
    const { unmount } = renderSignedIn(<ApprovalSlots workUnit={changeRequest as WorkUnitResponse} />);
    await user.click(await screen.findByRole('button', { name: 'Decline as approver 1' }));
    const dialog = await screen.findByRole('dialog', { name: 'Decline Change Request' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Decision Notes' }), 'Not now');
    await user.click(within(dialog).getByRole('button', { name: 'Decline' }));
    expect(await screen.findByText('Change Request decline action failed.')).toBeInTheDocument();
    unmount();

    const declined = { ...changeRequest, declined2By: 'admin', decision2Notes: 'Release freeze.', stateId: 8 } as WorkUnitResponse;
    const fetch = setup({ userName: 'manager', email: 'manager@portal.example' });
    renderSignedIn(<ApprovalSlots workUnit={declined} />);
    // Approver 1 may no longer decide once approver 2 declined: no buttons, no lookup, and why.
    const slot1 = await screen.findByTestId('approval-slot-1');
    expect(within(slot1).getByText('Not decided')).toBeInTheDocument();
    expect(within(slot1).getByLabelText(`Not decided. ${workUnitMessages.approvalDeclined}`)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Approve as|Decline as/ })).not.toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Decision Information for approver 2' }));
    const info = await screen.findByRole('dialog', { name: 'Decision Information' });
    expect(info).toHaveTextContent('Declined By: admin');
    expect(info).toHaveTextContent('Release freeze.');
    await waitFor(() => expect(screen.getByText('Approver 1')).toBeInTheDocument());
    expect(lookups(fetch)).toEqual([]);
  });
});
