import type { Locator, Page } from '@playwright/test';
import { accounts, expect, screenshot, signIn, tenantIdOf, test } from './fixtures.ts';
import { accessToken } from './workunit-api.ts';

/**
 * Device operations (part 2 §2, §4, §5, INVENTORY §7) from the Devices grid's Operations action: the list with
 * last values and '(Queued)', add (picker, form rules, create), edit and cancel, dequeue and enqueue, logs,
 * clone to another device, delete with 'Cannot be undone'; reload and a shared link; light, dark and phone.
 */

const { admin } = accounts;
const panel = (page: Page, title: string | RegExp): Locator => page.getByRole('dialog', { name: title });

async function api<T>(page: Page, path: string): Promise<T> {
  const response = await page.request.get(path, { headers: { Authorization: `Bearer ${await accessToken(page)}` } });
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as T;
}

interface DeviceRow { deviceId: string; name: string }

/** A demo device of the tenant with operations (the seed gives every other one some), and another to clone to. */
async function demoDevices(page: Page, tenantId: string): Promise<{ source: DeviceRow; target: DeviceRow }> {
  const devices = await api<{ value: DeviceRow[] }>(page, `/v1/devices?$filter=tenantId eq ${tenantId} and enabled eq true&$orderby=name asc&$select=deviceId,name&$top=100`);
  const operations = await api<{ value: Array<{ deviceId: string; label: string }> }>(page, '/v1/deviceOperations?$filter=isDeleted eq false&$select=deviceId,label&$top=1000');
  const source = devices.value.find((d) => operations.value.some((o) => o.deviceId === d.deviceId && o.label === 'CPU'));
  const target = devices.value.find((d) => d !== source);
  if (!source || !target) throw new Error('The demo seed has no device with operations in this tenant');
  return { source, target };
}

/** The actions menu of a row of the operations table. */
async function rowAction(page: Page, list: Locator, label: string, action: string): Promise<void> {
  await list.getByRole('button', { name: `Actions for ${label}`, exact: true }).click();
  await page.getByRole('menuitem', { name: action, exact: true }).click();
}

async function useScheme(page: Page, mode: 'dark' | 'light'): Promise<void> {
  await page.evaluate((value) => window.localStorage.setItem('portal.themeMode', value), mode);
  await page.reload();
}

test.describe('device operations', () => {
  test('an administrator lists, adds, edits, queues, reads logs, clones and deletes a device\'s operations', async ({ page, context }) => {
    test.setTimeout(420_000);
    await signIn(page, admin.userName, admin.password);
    const tenantId = tenantIdOf(page);
    const { source, target } = await demoDevices(page, tenantId);

    // From the grid's row action.
    await page.goto(`/${tenantId}/devices`);
    const search = page.getByRole('textbox', { name: 'Search' });
    await search.fill(source.name);
    await search.press('Enter');
    const gridRow = page.getByRole('row').filter({ hasText: source.name }).first();
    await expect(gridRow).toBeVisible({ timeout: 20_000 });
    await gridRow.getByRole('button', { name: /more/i }).click();
    await page.getByRole('menuitem', { name: 'Operations' }).click();
    const operations = panel(page, `Operations: ${source.name}`);
    const table = operations.getByRole('table', { name: 'Device operations' });
    await expect(table.getByRole('row').filter({ hasText: 'CPU' })).toBeVisible({ timeout: 20_000 });
    await expect(table.getByRole('row').filter({ hasText: 'Disk /' })).toContainText('(Queued)');
    await expect(table.getByRole('row').filter({ hasText: 'CPU' })).toContainText(/ago|now/);
    await screenshot(page, 'deviceoperations-list', { fullPage: false });

    // A reload and a shared link keep the panel open.
    await page.reload();
    await expect(table.getByRole('row').filter({ hasText: 'CPU' })).toBeVisible({ timeout: 20_000 });
    const shared = await context.newPage();
    await shared.goto(page.url());
    await expect(panel(shared, `Operations: ${source.name}`).getByRole('row').filter({ hasText: 'CPU' })).toBeVisible({ timeout: 20_000 });
    await shared.close();

    // Add: the picker, then the form's interval rules, then create.
    await operations.getByRole('button', { name: 'Add Operation' }).click();
    const picker = panel(page, 'Add Operation');
    await picker.getByRole('textbox', { name: 'Search operations' }).fill('Availability');
    await picker.getByRole('button', { name: /^Availability/ }).click();
    const form = panel(page, 'Add Operation: Availability');
    const label = `Shop check ${Date.now().toString(36)}`;
    await form.getByRole('textbox', { name: 'Label' }).fill(label);
    const interval = form.getByRole('textbox', { name: 'Interval' });
    await interval.fill('');
    await interval.blur();
    await expect(form.getByText('Interval is required')).toBeVisible();
    await interval.fill('00:00:10');
    await interval.blur();
    await expect(form.getByText('The interval must be at least 30 seconds (00:00:30).')).toBeVisible();
    await interval.fill('00:01:00');
    await form.getByTestId('parameter-url').getByRole('textbox', { name: 'Value' }).fill('https://shop.example.com/');
    await screenshot(page, 'deviceoperations-create', { fullPage: false });
    await form.getByRole('button', { name: 'Save & Close' }).click();
    await expect(page.getByText('Device Operation created successfully.')).toBeVisible();
    await expect(table.getByRole('row').filter({ hasText: label })).toBeVisible();

    // Edit and cancel: the guard asks, Yes discards.
    await rowAction(page, table, label, 'Edit');
    const edit = panel(page, 'Edit Operation: Availability');
    await edit.getByRole('textbox', { name: 'Label' }).fill('Thrown away');
    await edit.getByRole('button', { name: 'Close', exact: true }).click();
    await expect(page.getByText('There are unsaved changes. Are you sure you want to close?')).toBeVisible();
    await page.getByRole('button', { name: 'Yes' }).click();
    await expect(edit).toHaveCount(0);
    await expect(table.getByRole('row').filter({ hasText: 'Thrown away' })).toHaveCount(0);

    // Dequeue and enqueue the on-demand disk check.
    await rowAction(page, table, 'Disk /', 'Dequeue');
    await expect(page.getByText('On Demand Device Operation dequeued successfully.')).toBeVisible();
    await expect(table.getByRole('row').filter({ hasText: 'Disk /' })).not.toContainText('(Queued)');
    await rowAction(page, table, 'Disk /', 'Enqueue');
    await expect(page.getByText('On Demand Device Operation enqueued successfully.')).toBeVisible();
    await expect(table.getByRole('row').filter({ hasText: 'Disk /' })).toContainText('(Queued)');

    // Logs of the CPU metric.
    await rowAction(page, table, 'CPU', 'Logs');
    const logs = panel(page, 'Operation Logs: CPU');
    await expect(logs.getByRole('table', { name: 'Operation logs' })).toContainText('CPU: ran in 120 ms.');
    await logs.getByRole('button', { name: 'close panel' }).click();

    // Clone the CPU metric to another device: the source is not offered.
    await operations.getByRole('button', { name: 'Clone Operations' }).click();
    const clone = panel(page, `Clone Operations: ${source.name}`);
    await expect(clone.getByRole('button', { name: 'Clone' })).toBeDisabled();
    const targetBox = clone.getByRole('combobox', { name: 'Target device' });
    await targetBox.fill(source.name);
    await expect(page.getByRole('option', { name: source.name, exact: true })).toHaveCount(0);
    await targetBox.fill(target.name);
    await page.getByRole('option', { name: target.name, exact: true }).click();
    await clone.getByRole('checkbox', { name: /^CPU/ }).check();
    await screenshot(page, 'deviceoperations-clone', { fullPage: false });
    await clone.getByRole('button', { name: 'Clone' }).click();
    await expect(page.getByText('Device Operations Cloned Successfully.')).toBeVisible();
    const cloned = await api<{ value: unknown[] }>(page, `/v1/deviceOperations?$filter=deviceId eq ${target.deviceId} and label eq 'CPU'&$select=label`);
    expect(cloned.value.length).toBeGreaterThanOrEqual(1);

    // Delete, after 'Cannot be undone'.
    await rowAction(page, table, label, 'Delete');
    await expect(page.getByRole('dialog', { name: `Delete ${label}?` })).toContainText('Cannot be undone');
    await page.getByRole('dialog', { name: `Delete ${label}?` }).getByRole('button', { name: 'Yes' }).click();
    await expect(page.getByText('Device Operation disabled successfully.')).toBeVisible();
    await expect(table.getByRole('row').filter({ hasText: label })).toHaveCount(0);

    // Dark, and at phone width.
    await useScheme(page, 'dark');
    await expect(table.getByRole('row').filter({ hasText: 'CPU' })).toBeVisible({ timeout: 20_000 });
    await screenshot(page, 'deviceoperations-list-dark', { fullPage: false });
    await useScheme(page, 'light');
    await page.setViewportSize({ width: 390, height: 844 });
    await page.reload();
    await expect(table.getByRole('row').filter({ hasText: 'CPU' })).toBeVisible({ timeout: 20_000 });
    await screenshot(page, 'deviceoperations-list-phone', { fullPage: false });
  });
});
