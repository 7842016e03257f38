import { createHash, randomUUID } from 'node:crypto';
import type { Locator, Page } from '@playwright/test';
import { accounts, allowConsoleMessages, expect as baseExpect, screenshot, signIn, tenantIdOf, test } from './fixtures.ts';
import { accessToken } from './workunit-api.ts';

/**
 * The Devices screen (part 2 §2) over the demo devices: paging, reload, a shared link with a panel open,
 * Back, the edit panel's unsaved-changes guard and chart, restart, tracing, installations and the delete
 * refused while operations are assigned; as an administrator and as the view-only Support Agent.
 */

const { admin, agent } = accounts;
// The walk waits for a busy machine (several portals and browsers at once) rather than fail on it.
const expect = baseExpect.configure({ timeout: 45_000 });

function panel(page: Page, title: string | RegExp): Locator {
  return page.getByRole('dialog', { name: title });
}

/** A grid row by its text, then held by its row id (the grid renders only the columns in view). */
async function gridRow(page: Page, rowText: string): Promise<Locator> {
  const found = page.getByRole('row').filter({ hasText: rowText });
  await expect(found.first()).toBeVisible();
  const id = await found.first().getAttribute('data-id');
  return page.locator(`[role="row"][data-id="${id}"]`);
}

async function openRowMenu(page: Page, row: Locator): Promise<void> {
  await row.getByRole('button', { name: /more/i }).click();
}

async function rowAction(page: Page, row: Locator, action: string): Promise<void> {
  await openRowMenu(page, row);
  await page.getByRole('menuitem', { name: action }).click();
}

async function search(page: Page, text: string): Promise<void> {
  const box = page.getByRole('textbox', { name: 'Search' });
  await box.fill(text);
  await box.press('Enter');
}

async function api<T>(page: Page, path: string): Promise<T> {
  const response = await page.request.get(path, { headers: { Authorization: `Bearer ${await accessToken(page)}` } });
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as T;
}

interface DeviceRow { deviceId: string; name: string; cpu?: number | null }

async function call<T>(page: Page, method: 'put' | 'post', path: string, data: unknown, token?: string): Promise<T> {
  const response = await page.request[method](path, { headers: { Authorization: `Bearer ${token ?? await accessToken(page)}` }, data });
  // Enrollment answers 202 while the device waits for promotion.
  expect([200, 202], await response.text()).toContain(response.status());
  return (await response.json()) as T;
}

/**
 * Devices as an agent gets them: enrolled with a new API token of the tenant (agent API), then promoted
 * by the administrator into the tenant's first subscription. The demo tenant has fewer than a page.
 */
async function enrollAndPromote(page: Page, tenantId: string, names: string[]): Promise<DeviceRow[]> {
  const token = await call<{ generatedToken: string }>(page, 'put', '/v1/tokens', { name: `Devices walk ${randomUUID().slice(0, 8)}`, tenantId, lifetimeYears: 1 });
  const pendingDeviceIds: string[] = [];
  for (const machineName of names) {
    const agentId = randomUUID();
    const enrolled = await call<{ status: string; pendingDeviceId: string }>(page, 'post', '/agent/v1/enroll', {
      agentId, machineName, operatingSystem: 'linux 6.1', operatingSystemId: 4, architecture: 'x64', agentVersion: '1.0.0',
      fingerprint: createHash('sha256').update(agentId).digest('hex'),
    }, token.generatedToken);
    pendingDeviceIds.push(enrolled.pendingDeviceId);
  }
  const subscriptions = await api<Array<{ subscriptionId: string; tenantId: string }>>(page, `/api/generalLookup/subscriptions?tenantId=${tenantId}`);
  const subscriptionId = subscriptions.find((s) => s.tenantId === tenantId)?.subscriptionId;
  const promoted = await call<{ devices: Array<{ deviceId: string }> }>(page, 'post', '/v1/pendingdevices/batchpromote', { pendingDeviceIds, subscriptionId });
  return promoted.devices.map((d, index) => ({ deviceId: d.deviceId, name: names[index]! }));
}

/** Demo devices of the tenant: one with operations assigned (delete is refused) and heartbeats (the chart), and the count. */
async function demoDevices(page: Page, tenantId: string): Promise<{ withOperations: DeviceRow; total: number }> {
  const devices = await api<{ '@odata.count': number; value: DeviceRow[] }>(
    page, `/v1/devices?$filter=tenantId eq ${tenantId}&$orderby=name asc&$top=100&$count=true&$select=deviceId,name,cpu`,
  );
  const operations = await api<{ value: Array<{ deviceId: string }> }>(page, '/v1/deviceOperations?$top=500&$select=deviceId');
  const busy = new Set(operations.value.map((o) => o.deviceId));
  const withOperations = devices.value.find((d) => busy.has(d.deviceId) && typeof d.cpu === 'number');
  if (!withOperations) throw new Error('The demo seed has no device with operations and heartbeats in this tenant');
  return { withOperations, total: devices['@odata.count'] };
}

const rangeOf = (page: Page) => page.locator('.MuiTablePagination-displayedRows');

async function useScheme(page: Page, mode: 'dark' | 'light'): Promise<void> {
  await page.evaluate((value) => window.localStorage.setItem('portal.themeMode', value), mode);
  await page.reload();
}

test.describe('devices', () => {
  test('an administrator pages, reloads, shares a panel link, goes Back, edits and cancels, restarts, traces, installs and is refused a delete', async ({ page, context }) => {
    test.setTimeout(480_000);
    await signIn(page, admin.userName, admin.password);
    const tenantId = tenantIdOf(page);
    const stamp = Date.now().toString(36);
    const walkNames = Array.from({ length: 8 }, (_, i) => `walk-${stamp}-${String(i + 1).padStart(2, '0')}`);
    const other = (await enrollAndPromote(page, tenantId, walkNames))[0]!;
    const { withOperations, total } = await demoDevices(page, tenantId);
    expect(total, 'more than one page of devices').toBeGreaterThan(10);

    // The menu links the screen under the tenant.
    await page.getByRole('link', { name: 'Devices' }).first().click();
    await expect(page).toHaveURL(new RegExp(`/${tenantId}/devices`));
    await expect(page.getByRole('heading', { name: 'Devices', exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Promote Pending Devices' })).toBeVisible();
    await expect(rangeOf(page)).toHaveText(`1–10 of ${total}`);
    // The heartbeat's CPU and memory, and the age of the latest packet.
    await expect(page.getByRole('gridcell').filter({ hasText: / %$/ }).first()).toBeVisible();
    await screenshot(page, 'devices-grid', { fullPage: false });

    // Page 2, then a reload keeps it.
    await page.getByRole('button', { name: 'Go to next page' }).click();
    await expect(rangeOf(page)).toHaveText(`11–${Math.min(20, total)} of ${total}`);
    await page.reload();
    await expect(rangeOf(page)).toHaveText(`11–${Math.min(20, total)} of ${total}`);

    // A device with a week of heartbeats: its chart, over 24 hours and 7 days.
    await search(page, withOperations.name);
    const busyRow = await gridRow(page, withOperations.name);
    await rowAction(page, busyRow, 'Edit Device');
    const busyEdit = panel(page, `Edit Device: ${withOperations.name}`);
    await expect(busyEdit.getByRole('heading', { name: 'CPU and memory' })).toBeVisible();
    await expect(busyEdit.locator('svg .MuiLineChart-line').first()).toBeVisible();
    await busyEdit.getByRole('button', { name: '7 days' }).click();
    await expect(busyEdit.locator('svg .MuiLineChart-line').first()).toBeVisible();
    await screenshot(page, 'devices-edit-panel', { fullPage: false });
    await busyEdit.getByRole('button', { name: 'Close', exact: true }).click();
    await expect(busyEdit).toHaveCount(0);

    // An enrolled device's panel opens from a shared link.
    await search(page, other.name);
    const row = await gridRow(page, other.name);
    await rowAction(page, row, 'Edit Device');
    const edit = panel(page, `Edit Device: ${other.name}`);
    await expect(edit.getByRole('textbox', { name: 'Name' })).toHaveValue(other.name);
    await expect(edit.getByText('No heartbeat from this device in the last 24 hours.')).toBeVisible();
    expect(new URL(page.url()).searchParams.get('deviceId')).toBe(other.deviceId);
    const shared = await context.newPage();
    await shared.goto(page.url());
    await expect(panel(shared, `Edit Device: ${other.name}`).getByRole('textbox', { name: 'Name' })).toHaveValue(other.name);
    await shared.close();

    // Back closes the panel.
    await page.goBack();
    await expect(edit).toHaveCount(0);
    await expect(page).not.toHaveURL(/deviceId=/);

    // Edit and cancel: the guard asks, Yes discards.
    await rowAction(page, row, 'Edit Device');
    await edit.getByRole('textbox', { name: 'Description' }).fill('Changed and then thrown away');
    await edit.getByRole('button', { name: 'Close', exact: true }).click();
    await expect(page.getByText('There are unsaved changes. Are you sure you want to close?')).toBeVisible();
    await page.getByRole('button', { name: 'Yes' }).click();
    await expect(edit).toHaveCount(0);
    await rowAction(page, row, 'Edit Device');
    await expect(edit.getByRole('textbox', { name: 'Description' })).not.toHaveValue('Changed and then thrown away');
    await edit.getByRole('button', { name: 'Close', exact: true }).click();
    await expect(edit).toHaveCount(0);

    // Restart, after its confirmation.
    await rowAction(page, row, 'Restart Agent');
    await page.getByRole('dialog', { name: 'Restart Agent' }).getByRole('button', { name: 'Restart' }).click();
    await expect(page.getByText(`Restart queued for ${other.name}.`)).toBeVisible();

    // Tracing for 10 minutes; the panel then shows until when.
    await rowAction(page, row, 'Toggle Tracing');
    const tracing = panel(page, `Tracing: ${other.name}`);
    await expect(tracing.getByRole('radio', { name: 'No change' })).toBeChecked();
    await tracing.getByRole('radio', { name: '10 minutes' }).check();
    await tracing.getByRole('button', { name: 'Save & Close' }).click();
    await expect(page.getByText('Device tracing saved successfully.')).toBeVisible();
    await rowAction(page, row, 'Toggle Tracing');
    await expect(tracing.getByText(/^Tracing until /)).toBeVisible();
    await screenshot(page, 'devices-tracing-panel', { fullPage: false });
    await tracing.getByRole('button', { name: 'Close', exact: true }).click();

    // Installations: a version for the first package.
    await rowAction(page, row, 'Installations');
    const installations = panel(page, `Installations: ${other.name}`);
    const picker = installations.getByRole('combobox', { name: 'Version' }).first();
    // Read before opening: an open list hides the rest of the page from role queries (aria-hidden).
    await expect(picker).toBeVisible();
    const current = (await picker.textContent())?.trim();
    await picker.click();
    const options = page.getByRole('option');
    await expect(options.first()).toBeVisible();
    await options.filter({ hasNotText: current === 'none' ? /^none$/ : current ?? '' }).first().click();
    await installations.getByRole('button', { name: 'Save & Close' }).click();
    await expect(page.getByText('Installations saved successfully.')).toBeVisible();

    // The logs panel with its auto-refresh switch, and the packets panel.
    await rowAction(page, row, 'Logs');
    const logs = panel(page, `Logs: ${other.name}`);
    await expect(logs.getByRole('switch', { name: 'Auto-refresh every 30 s' })).not.toBeChecked();
    await logs.getByRole('button', { name: 'close panel' }).click();
    await rowAction(page, row, 'Packets');
    const packets = panel(page, `Packets: ${other.name}`);
    // A device enrolled by the walk has sent nothing yet: the empty state (the agent walk shows real ones).
    await expect(packets.getByText('No packets from this device yet.')).toBeVisible();
    await packets.getByRole('button', { name: 'close panel' }).click();

    // Delete is refused while operations are assigned (the browser logs the 409 it provokes on purpose).
    allowConsoleMessages(page, new RegExp(`v1/devices/${withOperations.deviceId}: .*409`));
    await search(page, withOperations.name);
    await rowAction(page, busyRow, 'Delete Device');
    await page.getByRole('dialog', { name: 'Delete Device' }).getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText(`Could not delete ${withOperations.name} because it has operations assigned to it.`)).toBeVisible();
    await expect(busyRow).toBeVisible();

    // Dark, and at phone width with the panel open.
    await page.goto(`/${tenantId}/devices?deviceId=${withOperations.deviceId}`);
    await useScheme(page, 'dark');
    await expect(panel(page, `Edit Device: ${withOperations.name}`).locator('svg .MuiLineChart-line').first()).toBeVisible();
    await screenshot(page, 'devices-edit-panel-dark', { fullPage: false });
    await page.goto(`/${tenantId}/devices`);
    await expect(rangeOf(page)).toHaveText(`1–10 of ${total}`);
    await screenshot(page, 'devices-grid-dark', { fullPage: false });
    await useScheme(page, 'light');
    await page.setViewportSize({ width: 390, height: 844 });
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Devices', exact: true })).toBeVisible();
    await screenshot(page, 'devices-grid-phone', { fullPage: false });
    await page.goto(`/${tenantId}/devices?deviceId=${withOperations.deviceId}`);
    await expect(panel(page, `Edit Device: ${withOperations.name}`).locator('svg .MuiLineChart-line').first()).toBeVisible();
    await screenshot(page, 'devices-edit-panel-phone', { fullPage: false });
  });

  test('the view-only Support Agent sees devices without changing them', async ({ page }) => {
    test.setTimeout(240_000);
    await signIn(page, agent.userName, agent.password);
    const tenantId = tenantIdOf(page);
    const { withOperations: other } = await demoDevices(page, tenantId);
    await page.goto(`/${tenantId}/devices`);
    await expect(page.getByRole('heading', { name: 'Devices', exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Promote Pending Devices' })).toHaveCount(0);

    await search(page, other.name);
    const row = await gridRow(page, other.name);
    await openRowMenu(page, row);
    await expect(page.getByRole('menuitem', { name: 'Edit Device' })).toHaveCount(0);
    for (const action of ['Restart Agent', 'Toggle Tracing', 'Delete Device']) {
      await expect(page.getByRole('menuitem', { name: action })).toHaveAttribute('aria-disabled', 'true');
    }
    await page.getByRole('menuitem', { name: 'View Device' }).click();
    const view = panel(page, `View Device: ${other.name}`);
    await expect(view.getByRole('textbox', { name: 'Name' })).toHaveAttribute('readonly', '');
    await expect(view.getByRole('button', { name: 'Save & Close' })).toHaveCount(0);
    await screenshot(page, 'devices-view-only-panel', { fullPage: false });
    await view.getByRole('button', { name: 'Close', exact: true }).click();

    await rowAction(page, row, 'Installations');
    const installations = panel(page, `Installations: ${other.name}`);
    await expect(installations.getByRole('button', { name: 'Save & Close' })).toHaveCount(0);
  });
});
