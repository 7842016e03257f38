import type { WorkUnitResponse } from '@portal/contracts';
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
  approver1: 'manager@portal.example',
  approver2: 'admin',
  approved1By: null,
  approved2By: null,
  declined1By: null,
  declined2By: null,
  decision1Notes: null,
  decision2Notes: null,
} satisfies Partial<WorkUnitResponse>;

const manager = { userName: 'manager', email: 'Manager@Portal.example' };

describe('approvalSlotState', () => {
  it('offers approve and decline only to the designated approver, matched by user name or email without case', () => {
    expect(approvalSlotState(changeRequest, 1, manager)).toEqual({ kind: 'pending', approver: 'manager@portal.example', canDecide: true });
    expect(approvalSlotState(changeRequest, 2, manager)).toEqual({ kind: 'pending', approver: 'admin', canDecide: false });
    expect(approvalSlotState(changeRequest, 2, { userName: 'ADMIN' })).toMatchObject({ kind: 'pending', canDecide: true });
    expect(approvalSlotState(changeRequest, 1, undefined)).toMatchObject({ kind: 'pending', canDecide: false });
  });

  it('shows who approved or declined, and nothing for an empty slot or another type', () => {
    expect(approvalSlotState({ ...changeRequest, approved1By: 'manager' }, 1, manager)).toEqual({ kind: 'approved', approver: 'manager@portal.example', by: 'manager' });
    expect(approvalSlotState({ ...changeRequest, declined2By: 'admin', decision2Notes: 'No.' }, 2, manager)).toEqual({
      kind: 'declined',
      approver: 'admin',
      by: 'admin',
      notes: 'No.',
    });
    expect(approvalSlotState({ ...changeRequest, approver2: ' ' }, 2, manager)).toEqual({ kind: 'none' });
    expect(approvalSlotState({ ...changeRequest, workUnitTypeId: 3 }, 1, manager)).toEqual({ kind: 'none' });
  });
});

function setup(currentUser: { userName: string; email: string }, approval: { isCurrentUser: boolean; message: string | null }) {
  return stubFetch({
    '/v1/permissions': permissionsOf('WorkUnits:view', 'WorkUnits:edit'),
    '/v1/currentUser': { name: currentUser.userName, userName: currentUser.userName, email: currentUser.email, kind: 'user', tenantId: null, subscriptionId: null },
    '/api/generallookup/approval': ({ url }: { url: URL }) => ({ approverId: url.searchParams.get('approverId'), userName: currentUser.userName, ...approval }),
    'POST /v1/workunits/42/approve': { ...changeRequest, approved1By: currentUser.userName },
    'POST /v1/workunits/42/decline': jsonResponse(500, { message: 'boom' }),
  });
}

describe('ApprovalSlots', () => {
  it('lets the designated approver approve after the approval lookup confirms them; the other slot awaits', async () => {
    const fetch = setup({ userName: 'manager', email: 'manager@portal.example' }, { isCurrentUser: true, message: null });
    const user = userEvent.setup();
    renderSignedIn(<ApprovalSlots workUnit={changeRequest as WorkUnitResponse} />);
    const slot2 = await screen.findByTestId('approval-slot-2');
    expect(within(slot2).getByText('Awaiting approval')).toBeInTheDocument();
    expect(within(slot2).queryByRole('button', { name: /Approve/ })).not.toBeInTheDocument();

    await user.click(await screen.findByRole('button', { name: 'Approve as approver 1' }));
    const dialog = await screen.findByRole('dialog', { name: 'Approve Change Request' });
    await user.click(within(dialog).getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText('Change Request successfully approved.')).toBeInTheDocument();
    const lookup = fetch.mock.calls.map(([input]) => new URL(String(input), 'http://localhost')).find((u) => u.pathname === '/api/generallookup/approval');
    expect(lookup?.searchParams.get('approverId')).toBe('manager@portal.example');
    const post = fetch.mock.calls.find(([input]) => String(input).includes('/approve'));
    expect(JSON.parse(String(post?.[1]?.body))).toEqual({ approverSlot: 1, notes: null });
  });

  it('shows the lookup’s mismatch message and decides nothing when the user is not the approver', async () => {
    const fetch = setup(
      { userName: 'manager', email: 'manager@portal.example' },
      { isCurrentUser: false, message: 'Authenticated user does not match manager@portal.example' },
    );
    const user = userEvent.setup();
    renderSignedIn(<ApprovalSlots workUnit={changeRequest as WorkUnitResponse} />);
    await user.click(await screen.findByRole('button', { name: 'Decline as approver 1' }));
    expect(await screen.findByText('Authenticated user does not match manager@portal.example')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(fetch.mock.calls.some(([input]) => String(input).includes('/decline'))).toBe(false);
  });

  it('says when a decline fails, and shows Decision Information of a declined slot', async () => {
    setup({ userName: 'manager', email: 'manager@portal.example' }, { isCurrentUser: true, message: null });
    const user = userEvent.setup();
    const { unmount } = renderSignedIn(<ApprovalSlots workUnit={changeRequest as WorkUnitResponse} />);
    await user.click(await screen.findByRole('button', { name: 'Decline as approver 1' }));
    const dialog = await screen.findByRole('dialog', { name: 'Decline Change Request' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Decision Notes' }), 'Not now');
    await user.click(within(dialog).getByRole('button', { name: 'Decline' }));
    expect(await screen.findByText('Change Request decline action failed.')).toBeInTheDocument();
    unmount();

    const declined = { ...changeRequest, declined2By: 'admin', decision2Notes: 'Release freeze.' } as WorkUnitResponse;
    renderSignedIn(<ApprovalSlots workUnit={declined} />);
    await user.click(await screen.findByRole('button', { name: 'Decision Information for approver 2' }));
    const info = await screen.findByRole('dialog', { name: 'Decision Information' });
    expect(info).toHaveTextContent('Declined By: admin');
    expect(info).toHaveTextContent('Release freeze.');
    await waitFor(() => expect(screen.getByText('Approver 1')).toBeInTheDocument());
  });
});
