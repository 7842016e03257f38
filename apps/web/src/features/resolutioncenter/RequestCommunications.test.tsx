import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderSignedIn, stubFetch } from '../../app/testing.tsx';
import { NO_COMMUNICATIONS, RequestCommunications } from './RequestCommunications.tsx';

afterEach(() => vi.unstubAllGlobals());

const update = {
  publicWorkUnitCommunicationId: 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa', title: 'Mail delayed', status: 'ConfirmedImpact', statusLabel: 'Open - Confirmed Impact',
  details: 'Outbound mail queues.', currentImpact: 'Minor', impactedServices: 'Mail', customerAssistanceRequired: false,
  eventStarted: '2026-03-01T10:00:00Z', eventResolved: null, nextUpdate: '2026-03-01T13:00:00Z', rootCause: null, modified: '2026-03-01T11:00:00Z',
  activities: [
    { workUnitCommunicationActivityId: 1, activityType: 'ResolutionActivity', details: 'Freed space', isComplete: true, completed: '2026-03-01T11:00:00Z', created: '2026-03-01T10:30:00Z' },
    { workUnitCommunicationActivityId: 2, activityType: 'TaskActivity', details: 'Drain the queue', isComplete: false, completed: null, created: '2026-03-01T10:50:00Z' },
  ],
};

describe('the service updates of a Resolution Center request', { timeout: 30_000 }, () => {
  it('shows each communication read-only: status, impact, what was done and what happens next', async () => {
    stubFetch({ '/v1/workunits/rc/42/communications': [update] });
    renderSignedIn(<RequestCommunications workUnitId={42} />);
    const card = await screen.findByRole('article', { name: 'Mail delayed' }, { timeout: 10_000 });
    expect(within(card).getByText('Open - Confirmed Impact')).toBeInTheDocument();
    expect(within(card).getByText('Freed space').closest('ul')?.previousElementSibling).toHaveTextContent('What we have done');
    expect(within(card).getByText('Drain the queue').closest('ul')?.previousElementSibling).toHaveTextContent('What happens next');
    expect(within(card).queryByRole('button')).toBeNull();
    expect(within(card).queryByRole('textbox')).toBeNull();
  });

  it('says when there are none', async () => {
    stubFetch({ '/v1/workunits/rc/42/communications': [] });
    renderSignedIn(<RequestCommunications workUnitId={42} />);
    expect(await screen.findByText(NO_COMMUNICATIONS, {}, { timeout: 10_000 })).toBeInTheDocument();
  });
});
