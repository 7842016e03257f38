import { readFileSync } from 'node:fs';
import type { Locator, Page } from '@playwright/test';
import { accounts, expect, screenshot, signIn, tenantIdOf, test } from './fixtures.ts';

/**
 * Pending Devices (part 2 §1, INVENTORY §10) over the demo seed (28 agents pinged within the day and 3 older in
 * the first tenant): the menu link, paging, reload, a shared link, Back, the hide-inactive switch, the batch
 * limit's message, promote one (it leaves the list and shows among the devices) and delete one.
 */

const { admin } = accounts;
const TOO_MANY = 'Please select fewer than 25 Devices.';

const rangeOf = (page: Page) => page.locator('.MuiTablePagination-displayedRows');
const dataRows = (page: Page) => page.locator('.MuiDataGrid-row');

async function useScheme(page: Page, mode: 'dark' | 'light'): Promise<void> {
  await page.evaluate((value) => window.localStorage.setItem('portal.themeMode', value), mode);
  await page.reload();
}

/** The first grid row, held by its row id (it stays the same row while the list changes). */
async function firstRow(page: Page): Promise<{ row: Locator; machineName: string }> {
  const first = dataRows(page).first();
  await expect(first).toBeVisible({ timeout: 20_000 });
  const id = await first.getAttribute('data-id');
  const row = page.locator(`.MuiDataGrid-row[data-id="${id}"]`);
  const machineName = (await row.locator('[data-field="machineName"]').innerText()).trim();
  return { row, machineName };
}

test.describe('pending devices', () => {
  test('an administrator pages, reloads, shares a link, goes Back, meets the batch limit, promotes one and deletes one', async ({ page, context }) => {
    test.setTimeout(360_000);
    await signIn(page, admin.userName, admin.password);
    const tenantId = tenantIdOf(page);

    // The menu links /pendingdevices; it opens the active tenant's list.
    await page.getByRole('link', { name: 'Pending Devices' }).first().click();
    await expect(page).toHaveURL(new RegExp(`/${tenantId}/pendingdevices`), { timeout: 20_000 });
    await expect(page.getByRole('heading', { name: 'Pending Devices', exact: true })).toBeVisible({ timeout: 20_000 });
    await expect(rangeOf(page)).toHaveText(/of 28$/, { timeout: 20_000 });
    await expect(page.getByRole('button', { name: 'Promote' })).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Delete' })).toBeDisabled();
    await screenshot(page, 'pendingdevices-grid', { fullPage: false });

    // Page 2, reload, a shared link in a second tab, Back.
    await page.getByRole('button', { name: 'Go to next page' }).click();
    await expect(rangeOf(page)).toHaveText(/^11–20 of 28$/);
    const pageTwo = page.url();
    await page.reload();
    await expect(rangeOf(page)).toHaveText(/^11–20 of 28$/, { timeout: 20_000 });
    const shared = await context.newPage();
    await shared.goto(pageTwo);
    await expect(rangeOf(shared)).toHaveText(/^11–20 of 28$/, { timeout: 60_000 });
    await shared.close();
    await page.goBack();
    await expect(rangeOf(page)).toHaveText(/^1–10 of 28$/);

    // The hide-inactive switch (on by default) lives in the URL too.
    const hideInactive = page.getByRole('switch', { name: 'Hide inactive' });
    await expect(hideInactive).toBeChecked();
    // A click, not uncheck(): the URL carries the switch, so its state follows a moment later.
    await hideInactive.click();
    await expect(hideInactive).not.toBeChecked();
    await expect(rangeOf(page)).toHaveText(/of 31$/);
    await page.reload();
    await expect(rangeOf(page)).toHaveText(/of 31$/, { timeout: 20_000 });
    await hideInactive.click();
    await expect(hideInactive).toBeChecked();
    await expect(rangeOf(page)).toHaveText(/of 28$/);

    // Export All: the active rows as CSV (28 and a header line), as the grid shows them.
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export All' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe('pendingdevices.csv');
    const csv = readFileSync(await file.path(), 'utf8').replace(/^\uFEFF/, '').trim().split(/\r?\n/);
    expect(csv[0]).toMatch(/^Machine Name,Operating System,Architecture,IP Address/);
    expect(csv).toHaveLength(29);

    // 25 or more selected: both buttons off, with the spec's message.
    await page.getByRole('combobox', { name: /Rows per page/i }).click();
    await page.getByRole('option', { name: '50' }).click();
    await expect(rangeOf(page)).toHaveText(/^1–28 of 28$/);
    await page.getByRole('checkbox', { name: 'Select all rows' }).check();
    await expect(page.getByRole('status').filter({ hasText: TOO_MANY })).toHaveText(`28 selected. ${TOO_MANY}`);
    await expect(page.getByRole('button', { name: 'Promote' })).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Delete' })).toBeDisabled();
    await page.getByRole('button', { name: 'Promote' }).locator('..').hover();
    await expect(page.getByRole('tooltip')).toHaveText(TOO_MANY);
    await screenshot(page, 'pendingdevices-too-many', { fullPage: false });
    await page.getByRole('checkbox', { name: 'Select all rows' }).uncheck();
    await expect(page.getByText('0 selected')).toBeVisible();

    // Promote one: it leaves the list and becomes a device.
    const promoted = await firstRow(page);
    await promoted.row.getByRole('checkbox').check();
    await page.getByRole('button', { name: 'Promote' }).click();
    const promoteDialog = page.getByRole('dialog', { name: 'Promote Devices' });
    await expect(promoteDialog).toContainText('Selected devices will be promoted to the current subscription. Are you sure?');
    await screenshot(page, 'pendingdevices-promote-confirm', { fullPage: false });
    await promoteDialog.getByRole('button', { name: 'Yes' }).click();
    await expect(page.getByText('The device was promoted.')).toBeVisible();
    await expect(promoted.row).toHaveCount(0);
    await expect(rangeOf(page)).toHaveText(/of 27$/);

    // Delete one, after saying No once.
    const deleted = await firstRow(page);
    await deleted.row.getByRole('checkbox').check();
    await page.getByRole('button', { name: 'Delete' }).click();
    const deleteDialog = page.getByRole('dialog', { name: 'Delete Devices' });
    await expect(deleteDialog).toContainText('Selected devices will be permanently deleted. Are you sure?');
    await deleteDialog.getByRole('button', { name: 'No' }).click();
    await expect(deleted.row).toBeVisible();
    await page.getByRole('button', { name: 'Delete' }).click();
    await deleteDialog.getByRole('button', { name: 'Yes' }).click();
    await expect(page.getByText('The device was deleted.')).toBeVisible();
    await expect(deleted.row).toHaveCount(0);
    await expect(rangeOf(page)).toHaveText(/of 26$/);

    // Dark and phone.
    await useScheme(page, 'dark');
    await expect(rangeOf(page)).toHaveText(/of 26$/, { timeout: 60_000 });
    await screenshot(page, 'pendingdevices-grid-dark', { fullPage: false });
    await useScheme(page, 'light');
    await page.setViewportSize({ width: 390, height: 844 });
    await page.reload();
    await expect(page.getByTestId('list-card').first()).toBeVisible({ timeout: 20_000 });
    await page.getByTestId('list-card').first().getByRole('checkbox').check();
    await expect(page.getByRole('button', { name: 'Promote' })).toBeEnabled();
    await screenshot(page, 'pendingdevices-grid-phone', { fullPage: false });
    await page.setViewportSize({ width: 1366, height: 768 });

    // The promoted device is among the tenant's devices.
    await page.goto(`/${tenantId}/devices`);
    const box = page.getByRole('textbox', { name: 'Search' });
    await box.fill(promoted.machineName);
    await box.press('Enter');
    await expect(page.getByRole('row').filter({ hasText: promoted.machineName })).toBeVisible({ timeout: 20_000 });
  });
});
