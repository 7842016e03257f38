import type { Page } from '@playwright/test';
import { accounts, allowConsoleMessages, expect, screenshot, signIn, test } from './fixtures.ts';
import { accessToken } from './workunit-api.ts';

/**
 * Package Catalog (part 2, INVENTORY §9) over the demo seed (Portal Agent, Log Shipper, Disk Watcher) and ten
 * packages made here: the menu link, paging, reload, a shared link, Back, a panel opened by its link, edit and
 * cancel past the unsaved-changes question, upload a version (it becomes Latest) and delete it (the previous
 * Latest is back), an unknown package id, light, dark and phone.
 */

const { admin } = accounts;
const rangeOf = (page: Page) => page.locator('.MuiTablePagination-displayedRows');
const panel = (page: Page) => page.getByRole('dialog', { name: /^(Edit|View) Package/ });
// The version cell also holds the digest, so the row is found by the version's own text.
const versionRow = (page: Page, version: string) => panel(page).getByRole('row').filter({ has: page.getByText(version, { exact: true }) });

async function useScheme(page: Page, mode: 'dark' | 'light'): Promise<void> {
  await page.evaluate((value) => window.localStorage.setItem('portal.themeMode', value), mode);
  await page.reload();
}

test.describe('package catalog', () => {
  test('an administrator pages, opens a package by link, edits and cancels, uploads a version and deletes it', async ({ page, context }) => {
    test.setTimeout(360_000);
    await signIn(page, admin.userName, admin.password);
    const token = await accessToken(page);
    const run = Date.now().toString(36);
    for (let i = 1; i <= 10; i++) {
      const made = await page.request.put('/v1/packages', {
        headers: { Authorization: `Bearer ${token}` },
        data: { name: `E2E ${run} Package ${String(i).padStart(2, '0')}`, packageTypeId: 1, operatingSystemRidsId: 5 },
      });
      expect(made.status(), await made.text()).toBe(200);
    }

    await page.getByRole('link', { name: 'Package Catalog' }).first().click();
    await expect(page).toHaveURL(/\/packages/);
    await expect(page.getByRole('heading', { name: 'Package Catalog', exact: true })).toBeVisible({ timeout: 20_000 });
    await expect(rangeOf(page)).toHaveText(/^1–10 of \d+$/, { timeout: 60_000 });
    const total = Number((await rangeOf(page).innerText()).split(' of ')[1]);
    expect(total).toBeGreaterThanOrEqual(13);
    await screenshot(page, 'packages-grid', { fullPage: false });

    // Page 2, reload, a shared link in a second tab, Back.
    await page.getByRole('button', { name: 'Go to next page' }).click();
    await expect(rangeOf(page)).toHaveText(new RegExp(`^11–${Math.min(20, total)} of ${total}$`));
    const pageTwo = page.url();
    await page.reload();
    await expect(rangeOf(page)).toHaveText(new RegExp(`^11–${Math.min(20, total)} of ${total}$`), { timeout: 60_000 });
    const shared = await context.newPage();
    await shared.goto(pageTwo);
    await expect(rangeOf(shared)).toHaveText(new RegExp(`^11–${Math.min(20, total)} of ${total}$`), { timeout: 60_000 });
    await shared.close();
    await page.goBack();
    await expect(rangeOf(page)).toHaveText(new RegExp(`^1–10 of ${total}$`));

    // The built-in agent package, by its link: its operations are the reference agent's.
    await page.getByRole('textbox', { name: /search/i }).fill('Portal Agent');
    await page.getByRole('link', { name: 'Portal Agent', exact: true }).click();
    await expect(page).toHaveURL(/packageId=/);
    await expect(panel(page)).toBeVisible();
    await panel(page).getByRole('tab', { name: 'Operations' }).click();
    for (const name of ['Availability', 'ApiRead', 'LocalFileRead', 'Metric']) await expect(panel(page).getByRole('region', { name })).toBeVisible();
    await screenshot(page, 'packages-panel-operations', { fullPage: false });
    await page.reload();
    await expect(panel(page)).toBeVisible({ timeout: 60_000 });
    await page.goBack();
    await expect(panel(page)).toBeHidden();
    await expect(page).not.toHaveURL(/packageId=/);

    // Disk Watcher: edit and cancel past the unsaved-changes question; nothing is saved.
    await page.getByRole('textbox', { name: /search/i }).fill('Disk Watcher');
    await page.getByRole('link', { name: 'Disk Watcher', exact: true }).click();
    const description = panel(page).getByRole('textbox', { name: 'Description' });
    await expect(description).toHaveValue('Warns before volumes fill up.');
    await description.fill('Edited, then thrown away.');
    await page.keyboard.press('Escape');
    const question = page.getByRole('dialog', { name: 'Discard unsaved changes?' });
    await expect(question).toContainText('There are unsaved changes. Are you sure you want to close?');
    await question.getByRole('button', { name: 'No' }).click();
    await expect(description).toHaveValue('Edited, then thrown away.');
    await screenshot(page, 'packages-panel-edit', { fullPage: false });
    await panel(page).getByRole('button', { name: 'Close' }).first().click();
    await question.getByRole('button', { name: 'Yes' }).click();
    await expect(panel(page)).toBeHidden();
    await page.getByRole('link', { name: 'Disk Watcher', exact: true }).click();
    await expect(panel(page).getByRole('textbox', { name: 'Description' })).toHaveValue('Warns before volumes fill up.');

    // Parameter definitions are edited with the package: add one, save, and it is there after a reload.
    await panel(page).getByRole('button', { name: 'Add Parameter' }).click();
    const added = panel(page).getByTestId(/^parameter-\d+$/).last();
    await added.getByRole('textbox', { name: 'Parameter Name' }).fill('ThresholdPercent');
    await added.getByRole('textbox', { name: 'Default Value' }).fill('90');
    await added.getByRole('checkbox', { name: 'Required' }).check();
    await screenshot(page, 'packages-panel-parameters', { fullPage: false });
    await panel(page).getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByText('Package Disk Watcher saved.')).toBeVisible();
    await page.reload();
    const kept = panel(page).getByTestId(/^parameter-\d+$/).last();
    await expect(kept.getByRole('textbox', { name: 'Parameter Name' })).toHaveValue('ThresholdPercent', { timeout: 60_000 });
    await expect(kept.getByRole('checkbox', { name: 'Required' })).toBeChecked();

    // Versions: newest first by SemVer; upload 2.0.0 and it is Latest, 1.1.0 Archived.
    await panel(page).getByRole('tab', { name: 'Versions' }).click();
    await expect(versionRow(page, '1.1.0')).toContainText('Latest');
    await expect(versionRow(page, '1.2.0-beta1')).toContainText('PreRelease');
    await panel(page).getByRole('button', { name: 'Upload', exact: true }).click();
    await expect(panel(page).getByText('Label is required')).toBeVisible();
    await panel(page).getByRole('textbox', { name: 'Label' }).fill('E2E release');
    await panel(page).getByLabel('File').setInputFiles({ name: 'disk-watcher-2.0.0.zip', mimeType: 'application/zip', buffer: Buffer.alloc(256 * 1024, 7) });
    await panel(page).getByRole('button', { name: 'Upload', exact: true }).click();
    await expect(page.getByText('Version 2.0.0 uploaded.')).toBeVisible();
    await expect(versionRow(page, '2.0.0')).toContainText('Latest');
    await expect(versionRow(page, '1.1.0')).toContainText('Archived');
    await expect(panel(page).getByRole('row').nth(1)).toContainText('2.0.0');
    await screenshot(page, 'packages-panel-versions', { fullPage: false });

    // Delete it, after saying No once: 1.1.0 is Latest again.
    await panel(page).getByRole('button', { name: 'Delete version 2.0.0' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete Package Version' });
    await expect(confirm).toContainText('Are you sure you want to delete version 2.0.0?');
    await confirm.getByRole('button', { name: 'No' }).click();
    await expect(versionRow(page, '2.0.0')).toBeVisible();
    await panel(page).getByRole('button', { name: 'Delete version 2.0.0' }).click();
    await confirm.getByRole('button', { name: 'Yes' }).click();
    await expect(page.getByText('Package version deleted successfully.')).toBeVisible();
    await expect(versionRow(page, '2.0.0')).toHaveCount(0);
    await expect(versionRow(page, '1.1.0')).toContainText('Latest');

    // Dark and phone.
    await useScheme(page, 'dark');
    await expect(panel(page)).toBeVisible({ timeout: 60_000 });
    await panel(page).getByRole('tab', { name: 'Versions' }).click();
    await expect(versionRow(page, '1.1.0')).toBeVisible();
    await screenshot(page, 'packages-panel-versions-dark', { fullPage: false });
    await page.keyboard.press('Escape');
    await expect(rangeOf(page)).toBeVisible();
    await screenshot(page, 'packages-grid-dark', { fullPage: false });
    await useScheme(page, 'light');
    await page.setViewportSize({ width: 390, height: 844 });
    await page.reload();
    await expect(page.getByTestId('list-card').first()).toBeVisible({ timeout: 60_000 });
    await screenshot(page, 'packages-grid-phone', { fullPage: false });
    await page.setViewportSize({ width: 1366, height: 768 });

    // An unknown package id goes to the not-found route.
    // The panel's read answers 404 on purpose; the browser logs that.
    allowConsoleMessages(page, /v1\/packages\/00000000-0000-4000-8000-000000000000.*404/);
    await page.goto('/packages?packageId=00000000-0000-4000-8000-000000000000');
    await expect(page).toHaveURL(/\/notfound/, { timeout: 60_000 });
  });
});
