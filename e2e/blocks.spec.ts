import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { accounts, expect, screenshot, tenantIdOf, test } from './fixtures.ts';
import { accessToken } from './workunit-api.ts';

/**
 * Blocks (part 1 §2, issue 30): a person creates a block, an integration posts values to it with an API token,
 * the card shows the newest value, the drawer its history chart and its tabs' empty states; a shared link with
 * blockId and tab, reload and Back; delete with Yes/No and the §8 message; light, dark and phone screenshots.
 */

const { admin } = accounts;

async function asUser<T>(page: Page, method: 'GET' | 'PUT', path: string, data?: unknown): Promise<T> {
  const response = await page.request.fetch(path, { method, data, headers: { Authorization: `Bearer ${await accessToken(page)}` } });
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as T;
}

test('a block is created, fed by an integration, read in its drawer, linked, and deleted', async ({ page, signIn }) => {
  test.setTimeout(240_000);
  await signIn(admin.userName, admin.password);
  const tenantId = tenantIdOf(page);
  const token = await asUser<{ generatedToken: string }>(page, 'PUT', '/v1/tokens', { tenantId, name: `Blocks walk ${Date.now()}`, lifetimeYears: 1 });

  await page.goto(`/${tenantId}/blocks`);
  await expect(page.getByRole('heading', { name: 'Blocks' })).toBeVisible({ timeout: 20_000 });
  // The demo blocks, fed by the seed and the demo feed.
  await expect(page.getByRole('button', { name: /^Server room temperature/ })).toBeVisible({ timeout: 20_000 });
  await screenshot(page, 'blocks-grid');

  // Create: a generated v4 GUID; a v1 GUID is refused with part 1 §5's message; the type list has no heartbeat.
  await page.getByRole('button', { name: 'Create' }).click();
  const create = page.getByRole('dialog', { name: 'Create Block' });
  const idField = create.getByLabel(/Block Id/);
  await expect(idField).toHaveValue(/^[0-9a-f-]{36}$/, { timeout: 20_000 });
  await idField.fill('6ba7b810-9dad-11d1-80b4-00c04fd430c8');
  await expect(create.getByText('Please enter a valid v4 or v5 GUID')).toBeVisible();
  const blockId = randomUUID();
  await idField.fill(blockId);
  const name = `Walk pressure ${Date.now()}`;
  await create.getByLabel(/^Name/).fill(name);
  await create.getByRole('combobox', { name: /Type/ }).click();
  await expect(page.getByRole('option')).toHaveText(['Numeric', 'Small text']);
  await page.getByRole('option', { name: 'Numeric' }).click();
  await create.getByRole('button', { name: 'Save', exact: true }).click();

  // Saved: the drawer becomes the block's, with its four tabs, and the URL names it.
  const drawer = page.getByRole('dialog', { name: `Block: ${name}` });
  await expect(drawer).toBeVisible({ timeout: 20_000 });
  await expect(page).toHaveURL(new RegExp(`blockId=${blockId}`));
  await expect(drawer.getByRole('tab')).toHaveText(['Details', 'Rule Matches', 'History', 'Logs']);
  await expect(drawer.getByText('No packet for this entity.')).toBeVisible();
  for (const [tab, empty] of [['Rule Matches', 'No Rule Matches Found.'], ['History', 'No History Found.']]) {
    await drawer.getByRole('tab', { name: tab }).click();
    await expect(drawer.getByText(empty)).toBeVisible({ timeout: 20_000 });
  }
  await drawer.getByRole('tab', { name: 'Logs' }).click();
  await expect(drawer.getByText(/Block created as Numeric/)).toBeVisible({ timeout: 20_000 });
  await drawer.getByRole('button', { name: 'close panel' }).click();

  // The integration posts five values over the last minutes; the card shows the newest within one poll.
  const values = [3.5, 4, 4.25, 5, 6.75];
  const posted = await page.request.post('/v1/packets', {
    headers: { Authorization: `Bearer ${token.generatedToken}` },
    data: values.map((value, index) => ({ entityId: blockId, timestamp: new Date(Date.now() - (values.length - index) * 60_000).toISOString(), message: { Value: value } })),
  });
  expect(posted.status(), await posted.text()).toBe(200);
  expect(await posted.json()).toMatchObject({ stored: values.length, refused: [] });
  const card = page.getByRole('button', { name: new RegExp(`^${name}`) });
  await expect(card.getByTestId('block-value')).toHaveText('6.75', { timeout: 25_000 });

  // The history tab by a shared link: chart and table; reload keeps it; Back closes the drawer.
  await page.goto(`/${tenantId}/blocks?blockId=${blockId}&tab=history`);
  const linked = page.getByRole('dialog', { name: `Block: ${name}` });
  await expect(linked.getByRole('tab', { name: 'History' })).toHaveAttribute('aria-selected', 'true', { timeout: 20_000 });
  await expect(linked.getByRole('region', { name: 'Values over time' }).locator('svg .MuiLineChart-line').first()).toBeVisible({ timeout: 20_000 });
  await expect(linked.getByRole('table', { name: 'History' }).getByRole('row')).toHaveCount(values.length + 1);
  await screenshot(page, 'blocks-history');
  await page.reload();
  await expect(page.getByRole('dialog', { name: `Block: ${name}` }).getByRole('table', { name: 'History' })).toBeVisible({ timeout: 20_000 });
  await page.getByRole('dialog', { name: `Block: ${name}` }).getByRole('tab', { name: 'Details' }).click();
  await expect(page).not.toHaveURL(/tab=/);
  await page.goBack();
  await expect(page).toHaveURL(/tab=history/);
  await expect(page.getByRole('dialog', { name: `Block: ${name}` }).getByRole('tab', { name: 'History' })).toHaveAttribute('aria-selected', 'true');

  // Dark and phone size.
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.goto(`/${tenantId}/blocks`);
  await expect(card.getByTestId('block-value')).toHaveText('6.75', { timeout: 20_000 });
  await screenshot(page, 'blocks-grid-dark');
  await page.emulateMedia({ colorScheme: 'light' });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/${tenantId}/blocks?blockId=${blockId}`);
  await expect(page.getByRole('dialog', { name: `Block: ${name}` }).getByText('Latest packet')).toBeVisible({ timeout: 20_000 });
  await screenshot(page, 'blocks-drawer-phone');
  await page.setViewportSize({ width: 1280, height: 800 });

  // Delete: No keeps it, Yes deletes it with part 1 §8's message, and the card goes.
  const open = page.getByRole('dialog', { name: `Block: ${name}` });
  await open.getByRole('button', { name: 'Delete' }).click();
  await page.getByRole('button', { name: 'No' }).click();
  await expect(open).toBeVisible();
  await open.getByRole('button', { name: 'Delete' }).click();
  await page.getByRole('button', { name: 'Yes' }).click();
  await expect(page.getByText('Block deleted successfully.')).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('button', { name: new RegExp(`^${name}`) })).toHaveCount(0);
  await expect(page).not.toHaveURL(/blockId=/);
});
