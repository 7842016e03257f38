import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { permissionsOf, renderSignedIn, stubFetch, testLocation } from '../../app/testing.tsx';
import { MailMessagePanel, NO_TEXT } from './MailMessagePanel.tsx';
import MailOutboxPage from './MailOutboxPage.tsx';

const CONTOSO = '11111111-1111-4111-8111-111111111111';
const MAIL = '55555555-5555-4555-8555-555555555555';
const mail = {
  mailId: MAIL, tenantId: CONTOSO, kind: 'action', to: 'ops@example.com', cc: null, bcc: null, subject: 'CPU high on web-01',
  text: 'CPU was 97% on web-01.\nSecond line.', html: '<p>CPU was <b id="injected">97%</b></p>', status: 'queued', statusReason: null,
  messageId: null, created: '2026-01-01T00:00:00.000Z', sent: null, tenant: { tenantId: CONTOSO, name: 'Contoso' },
};

afterEach(() => vi.unstubAllGlobals());

describe('MailOutboxPage', () => {
  it('lists the outbox newest first, read-only, for Settings:view', async () => {
    const fetch = stubFetch({ '/v1/permissions': permissionsOf('Settings:view'), '/v1/mailoutbox': { '@odata.count': 1, value: [mail] } });
    renderSignedIn(<MailOutboxPage />, { url: '/mailoutbox' });
    const grid = await screen.findByRole('grid', {}, { timeout: 15_000 });
    expect(await within(grid).findByText('CPU high on web-01')).toBeInTheDocument();
    expect(within(grid).getByText('Queued')).toBeInTheDocument();
    expect(within(grid).getByText('Email action')).toBeInTheDocument();
    expect(within(grid).queryByRole('button', { name: 'more' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Create/ })).not.toBeInTheDocument();
    const list = new URL(String(fetch.mock.calls.find(([address]) => String(address).startsWith('/v1/mailoutbox'))?.[0]), 'http://localhost');
    expect(list.searchParams.get('$orderby')).toBe('created desc');
  }, 30_000);

  it('says so to a user without Settings:view', async () => {
    stubFetch({ '/v1/permissions': permissionsOf('Devices:view') });
    renderSignedIn(<MailOutboxPage />, { url: '/mailoutbox' });
    await waitFor(() => expect(screen.getByText('You do not have access to this page.')).toBeInTheDocument());
    expect(screen.queryByRole('grid')).not.toBeInTheDocument();
  });

  it('shows a message as plain text and never renders its HTML part', async () => {
    stubFetch({ '/v1/permissions': permissionsOf('Settings:view'), '/v1/mailoutbox': { '@odata.count': 1, value: [mail] } });
    renderSignedIn(<MailMessagePanel mailId={MAIL} onClose={() => {}} />);
    const panel = await screen.findByRole('dialog', { name: 'Message: CPU high on web-01' });
    expect(within(panel).getByRole('region', { name: 'Message text' })).toHaveTextContent('CPU was 97% on web-01. Second line.');
    expect(within(panel).getByText('ops@example.com')).toBeInTheDocument();
    expect(document.getElementById('injected')).toBeNull();
  });

  it('says a message without text has none, rather than showing an empty box', async () => {
    stubFetch({ '/v1/permissions': permissionsOf('Settings:view'), '/v1/mailoutbox': { '@odata.count': 1, value: [{ ...mail, text: '' }] } });
    renderSignedIn(<MailMessagePanel mailId={MAIL} onClose={() => {}} />);
    const panel = await screen.findByRole('dialog', { name: 'Message: CPU high on web-01' });
    expect(within(panel).getByRole('region', { name: 'Message text' })).toHaveTextContent(NO_TEXT);
  });

  it('sends an unknown message id to the not-found route', async () => {
    stubFetch({ '/v1/permissions': permissionsOf('Settings:view'), '/v1/mailoutbox': { '@odata.count': 0, value: [] } });
    renderSignedIn(<MailMessagePanel mailId={MAIL} onClose={() => {}} />, { url: `/mailoutbox?mailId=${MAIL}` });
    await waitFor(() => expect(testLocation.pathname).toBe('/notfound'));
  });
});
