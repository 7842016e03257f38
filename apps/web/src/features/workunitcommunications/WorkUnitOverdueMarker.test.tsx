import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { permissionsOf, renderSignedIn, stubFetch } from '../../app/testing.tsx';
import { OVERDUE_MARKER_TITLE, WorkUnitOverdueMarker } from './WorkUnitOverdueMarker.tsx';

const TENANT = '11111111-1111-4111-8111-111111111111';
const summary = (overdue: boolean, title: string) => ({
  workUnitCommunicationId: overdue ? 1 : 2, publicWorkUnitCommunicationId: overdue ? 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa' : 'bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb',
  title, status: 'Investigating', nextUpdate: '2026-03-01T11:00:00Z', overdue,
});

afterEach(() => vi.unstubAllGlobals());

describe('the overdue marker on a work unit', { timeout: 30_000 }, () => {
  it('names the overdue communication with a link to it', async () => {
    stubFetch({
      '/v1/permissions': permissionsOf('WorkUnits:view', 'WorkUnitCommunications:view'),
      '/v1/workunits/5/communications': [summary(true, 'Mail delayed'), summary(false, 'On time')],
    });
    renderSignedIn(<WorkUnitOverdueMarker workUnitId={5} tenantId={TENANT} />);
    expect(await screen.findByText(OVERDUE_MARKER_TITLE, {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Mail delayed' })).toHaveAttribute('href', `/${TENANT}/workunitcommunications?publicWuCommId=aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa`);
    expect(screen.queryByText('On time')).toBeNull();
  });

  it('shows nothing, and asks nothing, without permission to read communications', async () => {
    const fetch = stubFetch({ '/v1/permissions': permissionsOf('WorkUnits:view'), '/v1/workunits/5/communications': [summary(true, 'Mail delayed')] });
    renderSignedIn(<WorkUnitOverdueMarker workUnitId={5} tenantId={TENANT} />);
    await vi.waitFor(() => expect(fetch.mock.calls.some(([u]) => String(u).includes('/v1/permissions'))).toBe(true));
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(screen.queryByText(OVERDUE_MARKER_TITLE)).toBeNull();
    expect(fetch.mock.calls.some(([u]) => String(u).includes('/communications'))).toBe(false);
  });
});
