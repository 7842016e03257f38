import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { accounts, allowConsoleMessages, expect, screenshot, tenantIdOf, test } from './fixtures.ts';
import { accessToken } from './workunit-api.ts';

/**
 * Packets (part 1 §2, issue 29): an integration posts packets with an API token of the tenant, and a
 * person opens one by its link `/packets/{id}`: the 'Packet' drawer with its four tabs, the message as
 * text, a reload, Back, and an unknown packet's link going to the not-found page.
 */

const { admin } = accounts;

async function asUser<T>(page: Page, method: 'GET' | 'PUT', path: string, data?: unknown): Promise<T> {
  const response = await page.request.fetch(path, { method, data, headers: { Authorization: `Bearer ${await accessToken(page)}` } });
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as T;
}

test('an integration posts packets with an API token and a person opens one by its link', async ({ page, signIn }) => {
  // Seven page loads and three screenshots with their accessibility checks, on a shared machine.
  test.setTimeout(180_000);
  await signIn(admin.userName, admin.password);
  const tenantId = tenantIdOf(page);
  const home = new URL(page.url()).pathname;

  // The integration's credential: an API token of the tenant (the Integration role holds Packets:create).
  const token = await asUser<{ generatedToken: string }>(page, 'PUT', '/v1/tokens', { tenantId, name: `Packets walk ${Date.now()}`, lifetimeYears: 1 });
  const devices = await asUser<{ value: Array<{ deviceId: string; name: string }> }>(
    page, 'GET', `/v1/devices?$filter=tenantId eq ${tenantId}&$top=1&$select=deviceId,name`,
  );
  const entityId = devices.value[0]?.deviceId;
  if (!entityId) throw new Error('The demo seed has no device in this tenant');

  const packetId = randomUUID();
  const timestamp = new Date(Date.now() - 60_000).toISOString();
  const unknown = randomUUID();
  const posted = await page.request.post('/v1/packets', {
    headers: { Authorization: `Bearer ${token.generatedToken}` },
    data: [
      { packetId, entityId, timestamp, message: { Metrics: { DeviceCpu: 37.5, DeviceMemory: 61 }, Note: '<b>not bold</b>' } },
      { entityId: unknown, timestamp, message: {} },
    ],
  });
  expect(posted.status(), await posted.text()).toBe(200);
  expect(await posted.json()).toMatchObject({ stored: 1, duplicate: 0, refused: [{ index: 1, entityId: unknown }] });

  // By link, from the landing page, so Back has somewhere to go.
  await page.goto(`/packets/${packetId}`);
  const drawer = page.getByRole('dialog', { name: 'Packet' });
  await expect(drawer).toBeVisible({ timeout: 20_000 });
  await expect(drawer.getByText(entityId)).toBeVisible();
  const message = drawer.getByLabel('Message');
  await expect(message).toContainText('"DeviceCpu": 37.5');
  await expect(message).toContainText('<b>not bold</b>');
  await expect(drawer.locator('b')).toHaveCount(0);
  await expect(drawer.getByRole('button', { name: 'Copy Entity Id' })).toBeVisible();
  await expect(page).toHaveTitle(/^Packet - /);
  await screenshot(page, 'packets-drawer');

  // The tabs follow the packet's entity (issue 30): its rule matches, its stored packets (this one among them), its logs.
  await drawer.getByRole('tab', { name: 'Rule Matches' }).click();
  // The demo device's heartbeats may already have matched the demo CPU rules (the demo feed and other walks run on
  // this server): then they are listed, else the spec's empty state.
  await expect(drawer.getByText('No Rule Matches Found.').or(drawer.getByRole('table', { name: 'Rule matches' }))).toBeVisible({ timeout: 20_000 });
  await drawer.getByRole('tab', { name: 'History' }).click();
  await expect(drawer.getByRole('table', { name: 'Packet history' }).getByText('not bold')).toBeVisible({ timeout: 20_000 });
  await drawer.getByRole('tab', { name: 'Logs' }).click();
  await expect(drawer.getByText('No Logs Found.').or(drawer.getByRole('table', { name: 'Logs' }))).toBeVisible({ timeout: 20_000 });
  await drawer.getByRole('tab', { name: 'Details' }).click();

  await page.reload();
  await expect(page.getByRole('dialog', { name: 'Packet' }).getByText(entityId)).toBeVisible({ timeout: 20_000 });

  await page.goBack();
  await expect(page).toHaveURL((url) => url.pathname === home);
  await expect(page.getByRole('dialog', { name: 'Packet' })).toHaveCount(0);

  // The tenant-prefixed link, closed with its button: back where the user came from.
  await page.goto(`/${tenantId}/packets/${packetId}`);
  await expect(page.getByRole('dialog', { name: 'Packet' }).getByText(entityId)).toBeVisible({ timeout: 20_000 });
  await page.getByRole('dialog', { name: 'Packet' }).getByRole('button', { name: /close/i }).click();
  await expect(page).toHaveURL((url) => url.pathname === home);

  // Dark and phone size.
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.goto(`/packets/${packetId}`);
  await expect(page.getByRole('dialog', { name: 'Packet' }).getByText(entityId)).toBeVisible({ timeout: 20_000 });
  await screenshot(page, 'packets-drawer-dark');
  await page.emulateMedia({ colorScheme: 'light' });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.reload();
  await expect(page.getByRole('dialog', { name: 'Packet' }).getByText(entityId)).toBeVisible({ timeout: 20_000 });
  await screenshot(page, 'packets-drawer-phone');

  // A packet nobody has (or another tenant's): the not-found page.
  const missing = randomUUID();
  allowConsoleMessages(page, new RegExp(`/v1/packets/${missing}: Failed to load resource: the server responded with a status of 404`));
  await page.goto(`/packets/${missing}`);
  await expect(page).toHaveURL(/\/notfound$/, { timeout: 20_000 });
});
