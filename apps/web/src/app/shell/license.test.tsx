import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderSignedIn, stubFetch } from '../testing.tsx';
import { daysUntil, licenseNotice, parseExpiration } from './license.ts';
import { LicenseBanner } from './LicenseBanner.tsx';
import { LicenseDialog } from './LicenseDialog.tsx';

const NOW = new Date('2030-06-01T12:00:00Z');
const inDays = (days: number) => new Date(NOW.getTime() + days * 24 * 60 * 60 * 1000);

afterEach(() => vi.unstubAllGlobals());

describe('licenseNotice thresholds', () => {
  it('is hidden with more than 45 days left', () => {
    expect(licenseNotice(inDays(46), NOW)).toBeUndefined();
    expect(licenseNotice(inDays(400), NOW)).toBeUndefined();
    expect(licenseNotice(undefined, NOW)).toBeUndefined();
  });

  it('warns from 45 down to 10 days', () => {
    expect(licenseNotice(inDays(45), NOW)).toEqual({ severity: 'warning', text: 'Your license expires in 45 day(s)', days: 45 });
    expect(licenseNotice(inDays(10), NOW)).toEqual({ severity: 'warning', text: 'Your license expires in 10 day(s)', days: 10 });
  });

  it('is an error under 10 days', () => {
    expect(licenseNotice(inDays(9), NOW)).toEqual({ severity: 'error', text: 'Your license expires in 9 day(s)', days: 9 });
    expect(licenseNotice(inDays(0.5), NOW)).toEqual({ severity: 'error', text: 'Your license expires in 1 day(s)', days: 1 });
  });

  it('says expired once the date has passed', () => {
    expect(licenseNotice(inDays(-3), NOW)).toMatchObject({ severity: 'error', text: 'Your license has expired' });
    expect(licenseNotice(NOW, NOW)).toMatchObject({ severity: 'error', text: 'Your license has expired' });
  });

  it('counts a bare date as valid through that day', () => {
    const expiration = parseExpiration('2030-06-01');
    expect(expiration && daysUntil(expiration, NOW)).toBe(1);
    expect(parseExpiration('not a date')).toBeUndefined();
  });
});

describe('LicenseBanner', () => {
  it('shows an error banner with the days left', async () => {
    stubFetch({ '/api/generalLookup/licenseexpiration': { licenseExpiration: inDays(5).toISOString() } });
    renderSignedIn(<LicenseBanner now={NOW} />);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Your license expires in 5 day(s)');
    expect(alert.className).toMatch(/Error/);
  });

  it('shows a warning banner at 30 days', async () => {
    stubFetch({ '/api/generalLookup/licenseexpiration': { licenseExpiration: inDays(30).toISOString() } });
    renderSignedIn(<LicenseBanner now={NOW} />);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Your license expires in 30 day(s)');
    expect(alert.className).toMatch(/Warning/);
  });

  it('shows nothing with a year left', async () => {
    const fetchMock = stubFetch({ '/api/generalLookup/licenseexpiration': { licenseExpiration: inDays(365).toISOString() } });
    renderSignedIn(<LicenseBanner now={NOW} />);
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalled());
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

describe('LicenseDialog', () => {
  it('says loading until the date arrives, then shows it with the days left and the agreement', async () => {
    let answer: (value: Response) => void = () => {};
    const fetchMock = stubFetch({ '/api/generalLookup/licenseexpiration': () => new Promise<Response>((resolve) => { answer = resolve; }) });
    renderSignedIn(<LicenseDialog open onClose={() => {}} />);
    expect(await screen.findByText('Expiration Date Loading...')).toBeInTheDocument();
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalled());
    const expiration = new Date(Date.now() + 20.5 * 24 * 60 * 60 * 1000);
    answer(new Response(JSON.stringify({ licenseExpiration: expiration.toISOString() }), { headers: { 'content-type': 'application/json' } }));
    expect(await screen.findByText(`Expiration Date: ${expiration.getMonth() + 1}/${expiration.getDate()}/${expiration.getFullYear()}`)).toBeInTheDocument();
    expect(screen.getByText('Days Left: 21')).toBeInTheDocument();
    screen.getByRole('button', { name: 'View End-User License Agreement' }).click();
    expect(await screen.findByLabelText('End-User License Agreement')).toHaveTextContent('END-USER LICENSE AGREEMENT');
  });
});
