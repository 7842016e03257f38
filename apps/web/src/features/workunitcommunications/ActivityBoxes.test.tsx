import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderSignedIn, stubFetch } from '../../app/testing.tsx';
import { ActivityBoxes } from './ActivityBoxes.tsx';

afterEach(() => vi.unstubAllGlobals());

describe('ActivityBoxes', { timeout: 20_000 }, () => {
  it('keeps a next step typed while the previous one was saving', async () => {
    let answer: (value: unknown) => void = () => {};
    const fetch = stubFetch({
      '/v1/workunitcommunicationactivities': { value: [] },
      'PUT /v1/workunitcommunicationactivities': () => new Promise((resolve) => { answer = resolve; }),
    });
    renderSignedIn(<ActivityBoxes communicationId={7} canAdd canEdit canDelete />);
    const next = within(await screen.findByRole('region', { name: 'Next Steps' }));
    const box = next.getByRole('textbox', { name: 'Add Next Step' });
    await userEvent.type(box, 'Drain the delayed queue.');
    await userEvent.click(next.getByRole('button', { name: 'Add' }));
    await waitFor(() => expect(fetch.mock.calls.some(([, init]) => init?.method === 'PUT')).toBe(true));
    // The person types the next step before the first is saved.
    await userEvent.clear(box);
    await userEvent.type(box, 'Page the storage team.');
    answer({ workUnitCommunicationActivityId: 1, workUnitCommunicationId: 7, details: 'Drain the delayed queue.', isComplete: false, isCustomerFacing: true });
    await waitFor(() => expect(next.getByRole('button', { name: 'Add' })).toBeEnabled());
    expect(box).toHaveValue('Page the storage team.');
  });

  it('empties the box once what it held is saved', async () => {
    stubFetch({
      '/v1/workunitcommunicationactivities': { value: [] },
      'PUT /v1/workunitcommunicationactivities': { workUnitCommunicationActivityId: 1, workUnitCommunicationId: 7, details: 'Restarted the relay.', isComplete: true, isCustomerFacing: true },
    });
    renderSignedIn(<ActivityBoxes communicationId={7} canAdd canEdit canDelete />);
    const past = within(await screen.findByRole('region', { name: 'Past Steps' }));
    const box = past.getByRole('textbox', { name: 'Add Past Step' });
    await userEvent.type(box, 'Restarted the relay.');
    await userEvent.click(past.getByRole('button', { name: 'Add' }));
    await waitFor(() => expect(box).toHaveValue(''));
  });
});
