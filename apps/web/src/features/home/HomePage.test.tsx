import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LicenseBanner } from '../../app/shell/LicenseBanner.tsx';
import { permissionsOf, renderSignedIn, stubFetch } from '../../app/testing.tsx';
import HomePage from './HomePage.tsx';

const TENANT = '11111111-1111-4111-8111-111111111111';
const DAY = 24 * 60 * 60 * 1000;

afterEach(() => vi.unstubAllGlobals());

function renderHome(daysLeft: number) {
  stubFetch({
    '/api/generalLookup/licenseexpiration': { licenseExpiration: new Date(Date.now() + daysLeft * DAY).toISOString() },
    '/v1/permissions': permissionsOf('Home:view', 'Tenants:view', 'Tenants:edit'),
    '/v1/currentUser': { name: 'Ada Administrator', userName: 'admin', email: null, kind: 'user', tenantId: TENANT, subscriptionId: null },
    '/api/generallookup/tenants': [{ tenantId: TENANT, name: 'Contoso' }],
    '/api/generallookup/subscriptions': [],
    [`/api/${TENANT}/settings`]: { agentDownloadUrl: null },
  });
  // As in the shell: the banner above the landing page.
  renderSignedIn(<><LicenseBanner /><HomePage /></>, { url: `/${TENANT}`, path: '/:tenantId' });
}

describe('the landing page license note', () => {
  it('shows the expiration date while the banner does not show', async () => {
    renderHome(200);
    expect(await screen.findByText(/^Your license is valid until .+ \(200 days left\)\.$/)).toBeInTheDocument();
    expect(screen.queryByText(/Your license expires/)).not.toBeInTheDocument();
  });

  it('leaves the warning to the banner within 45 days', async () => {
    renderHome(20);
    expect(await screen.findByRole('alert')).toHaveTextContent('Your license expires in 20 day(s)');
    expect(await screen.findByRole('heading', { name: 'Welcome' })).toBeInTheDocument();
    expect(await screen.findByText('Tenants')).toBeInTheDocument();
    expect(screen.getAllByText(/Your license/)).toHaveLength(1);
  });
});
