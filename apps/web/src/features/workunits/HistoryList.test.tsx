import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { permissionsOf, renderSignedIn, stubFetch } from '../../app/testing.tsx';
import { formatDateTime } from '../../kit/dates.ts';
import { HistoryList } from './HistoryList.tsx';

afterEach(() => vi.unstubAllGlobals());

const HISTORY = '/v1/workunits/GetWorkUnitHistoryRecords(workUnitId=5)';

function serve(value: unknown[]) {
  stubFetch({
    '/v1/permissions': permissionsOf('WorkUnits:view'),
    '/v1/currentUser': { name: 'Sam', userName: 'agent', email: null, kind: 'user', tenantId: null, subscriptionId: null },
    [HISTORY]: { value },
  });
}

describe('HistoryList', () => {
  it('tells a recent entry as time ago, with the full date on hover', async () => {
    const created = new Date(Date.now() - 5 * 60 * 1000).toISOString();
    serve([{ id: 1, historyType: 'General', detail: 'Work unit created.', createdBy: 'agent', created, isExternalNote: false, historyUrl: null }]);
    renderSignedIn(<HistoryList workUnitId={5} />);
    const time = await screen.findByText('5 minutes ago', {}, { timeout: 8000 });
    await userEvent.hover(time);
    expect(await screen.findByRole('tooltip')).toHaveTextContent(formatDateTime(created));
  });

  it('says there is no history instead of showing nothing', async () => {
    serve([]);
    renderSignedIn(<HistoryList workUnitId={5} />);
    expect(await screen.findByText('No history yet.', {}, { timeout: 8000 })).toBeInTheDocument();
  });
});
