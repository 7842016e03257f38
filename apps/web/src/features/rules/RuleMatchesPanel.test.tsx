import { act, screen, within } from '@testing-library/react';
import { ruleMessages } from '@portal/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderSignedIn, stubFetch } from '../../app/testing.tsx';
import { REFRESH_NOTE, RuleMatchesPanel, formatRemaining, matchStatus } from './RuleMatchesPanel.tsx';

const TENANT = '11111111-1111-4111-8111-111111111111';
const RULE_ID = '33333333-3333-4333-8333-333333333333';
const rule = { ruleId: RULE_ID, name: 'CPU high', tenantId: TENANT };

function match(id: string, expiresInMs: number, label: string) {
  const now = Date.now();
  return {
    ruleMatchId: id, ruleId: RULE_ID, tenantId: TENANT, subjectId: `subject-${id}`, label, matchCount: 3, inMaintenance: false, completionProcessed: false,
    created: new Date(now - 60_000).toISOString(), firstMatch: new Date(now - 60_000).toISOString(), lastMatch: new Date(now - 1000).toISOString(),
    expires: new Date(now + expiresInMs).toISOString(), modified: new Date(now).toISOString(),
  };
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('RuleMatchesPanel', () => {
  it('formats the countdown and the status of part 1 §4', () => {
    expect(formatRemaining(4 * 60_000 + 7_000)).toBe('0:04:07');
    expect(formatRemaining(26 * 3600_000)).toBe('1d 2:00:00');
    expect(formatRemaining(-5)).toBe('0:00:00');
    expect(matchStatus(new Date(Date.now() + 1000).toISOString(), Date.now())).toBe('Active');
    expect(matchStatus(new Date(Date.now() - 1000).toISOString(), Date.now())).toBe('Inactive');
  });

  it('asks for 50 matches of the rule, newest first, and counts an active one down every second', async () => {
    const fetchMock = stubFetch({
      [`/v1/rules/${RULE_ID}`]: rule,
      '/v1/rulematches': { '@odata.count': 2, value: [match('a', 5 * 60_000, 'web-01'), match('b', -60_000, 'web-02')] },
    });
    renderSignedIn(<RuleMatchesPanel ruleId={RULE_ID} onClose={() => {}} />);
    const panel = await screen.findByRole('dialog', { name: 'Rule Matches: CPU high' });
    expect(within(panel).getByText(REFRESH_NOTE)).toBeInTheDocument();
    const active = (await within(panel).findByText('web-01')).closest('tr')!;
    expect(within(active).getByText('Active')).toBeInTheDocument();
    const first = within(active).getByText(/^in 0:0[45]:\d\d$/).textContent;
    await act(() => new Promise((resolve) => setTimeout(resolve, 1100)));
    expect(within(active).getByText(/^in 0:0[45]:\d\d$/).textContent).not.toBe(first);
    const inactive = within(panel).getByText('web-02').closest('tr')!;
    expect(within(inactive).getByText('Inactive')).toBeInTheDocument();

    const request = new URL(String(fetchMock.mock.calls.find(([url]) => String(url).startsWith('/v1/rulematches'))?.[0]), 'http://localhost');
    expect(request.searchParams.get('$top')).toBe('50');
    expect(request.searchParams.get('$orderby')).toBe('created desc');
    expect(request.searchParams.get('$filter')).toBe(`ruleId eq ${RULE_ID}`);
  });

  it("says 'No Rule Matches Found.' for none and 'Failed to retrieve rule matches.' on a failure", async () => {
    let up = true;
    stubFetch({
      [`/v1/rules/${RULE_ID}`]: rule,
      '/v1/rulematches': () => (up ? { '@odata.count': 0, value: [] } : jsonResponse(500, { message: 'down' })),
    });
    const { unmount } = renderSignedIn(<RuleMatchesPanel ruleId={RULE_ID} onClose={() => {}} />);
    expect(await screen.findByText(ruleMessages.noMatches)).toBeInTheDocument();
    unmount();
    up = false;
    renderSignedIn(<RuleMatchesPanel ruleId={RULE_ID} onClose={() => {}} />);
    expect((await screen.findAllByText(ruleMessages.matchesLoadFailed)).length).toBeGreaterThan(0);
  });
});
