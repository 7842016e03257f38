import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { usePermissions } from '../../app/permissions.tsx';
import { permissionsOf, renderSignedIn, stubFetch } from '../../app/testing.tsx';
import { AgentDownloadCard } from './AgentDownloadCard.tsx';

afterEach(() => vi.unstubAllGlobals());

/** Shows once the permissions are in, so that a card left out is left out for them, not while loading. */
function Loaded() {
  return usePermissions().isLoading ? null : <p>loaded</p>;
}

function render(...permissions: string[]) {
  stubFetch({
    '/v1/permissions': permissionsOf(...permissions),
    '/v1/currentUser': { name: 'Ada Administrator', userName: 'admin', email: null, kind: 'user', tenantId: null, subscriptionId: null },
  });
  renderSignedIn(<><AgentDownloadCard /><Loaded /></>);
}

describe('the Portal Agent card', () => {
  it('offers the bundled agent and the command that enrolls it here to those who promote devices', async () => {
    render('Home:view', 'PendingDevices:view');
    const link = await screen.findByRole('link', { name: 'Download agent.mjs' });
    expect(link).toHaveAttribute('href', '/downloads/agent.mjs');
    expect(screen.getByText(`node agent.mjs --url ${window.location.origin} --token <API token>`)).toBeInTheDocument();
  });

  it('is not shown to those who cannot see devices', async () => {
    render('Home:view');
    await screen.findByText('loaded');
    expect(screen.queryByText('Portal Agent')).not.toBeInTheDocument();
  });
});
