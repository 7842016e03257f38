import type { Locator, Page } from '@playwright/test';
import { accounts, expect, screenshot, signIn, test } from './fixtures.ts';
import { accessToken } from './workunit-api.ts';

/**
 * The version report (issue 32, part 1 §2, §5, INVENTORY §11) over the demo seed, whose Northwind point-of-sale
 * fleet runs Log Shipper 2.0.0, the archived 1.9.3 and the 2.1.0-rc.1: from the menu, the cards of both views,
 * paging past page 1, reload, a shared link, Back, a bad then a good GUID filter, a date filter (59.999 s added),
 * the tenant link to /{tenantId}/versionreport, the export, light, dark and phone.
 */

const { admin } = accounts;
const rangeOf = (page: Page) => page.locator('.MuiTablePagination-displayedRows');
const card = (page: Page, label: string) => page.getByRole('group', { name: label, exact: true });

async function useScheme(page: Page, mode: 'dark' | 'light'): Promise<void> {
  await page.evaluate((value) => window.localStorage.setItem('portal.themeMode', value), mode);
  await page.reload();
}

/** Chooses `label` in one of the filter panel's selects. */
async function choose(page: Page, select: Locator, label: string): Promise<void> {
  await select.click();
  await page.getByRole('option', { name: label, exact: true }).click();
}

/** Opens the grid's filter panel on `column` with `operator`. */
async function filterPanel(page: Page, column: string, operator: string): Promise<Locator> {
  await page.getByRole('button', { name: 'Filters', exact: true }).click();
  const form = page.locator('.MuiDataGrid-filterForm').first();
  await expect(form).toBeVisible();
  await choose(page, form.getByRole('combobox', { name: 'Column' }), column);
  await choose(page, form.getByRole('combobox', { name: 'Operator' }), operator);
  return form;
}

async function apiGet<T>(page: Page, path: string): Promise<T> {
  const response = await page.request.get(path, { headers: { Authorization: `Bearer ${await accessToken(page)}` } });
  expect(response.ok(), await response.text()).toBe(true);
  return (await response.json()) as T;
}

test.describe('version report', () => {
  test('an administrator reads both views, pages, filters by GUID and date, follows the tenant link and exports', async ({ page, context }) => {
    test.setTimeout(480_000);
    await signIn(page, admin.userName, admin.password);

    // From the menu: every tenant, 25 rows a page, the package view's cards.
    await page.getByRole('link', { name: 'Version Report' }).first().click();
    await expect(page).toHaveURL(/\/versionreport/);
    await expect(page.getByRole('heading', { name: 'Version Report', exact: true })).toBeVisible({ timeout: 20_000 });
    await expect(rangeOf(page)).toHaveText(/^1–25 of \d+$/, { timeout: 30_000 });
    const total = Number((await rangeOf(page).innerText()).split(' of ')[1]);
    expect(total).toBeGreaterThan(25);
    await expect(card(page, 'Installed Packages')).toContainText(String(total), { timeout: 20_000 });
    await expect(card(page, 'Outdated')).toContainText(/[1-9]\d*/);
    await expect(card(page, 'Up to Date')).toContainText(/^Up to Date\d{1,3}\.\d{2}%$/);
    await expect(page.getByRole('grid')).toContainText('Outdated');
    await screenshot(page, 'versionreport-grid', { fullPage: false });

    // Page 2, reload, a shared link in a second tab, Back.
    const secondPage = new RegExp(`^26–${Math.min(50, total)} of ${total}$`);
    await page.getByRole('button', { name: 'Go to next page' }).click();
    await expect(rangeOf(page)).toHaveText(secondPage);
    const pageTwo = page.url();
    await page.reload();
    await expect(rangeOf(page)).toHaveText(secondPage, { timeout: 30_000 });
    const shared = await context.newPage();
    await shared.goto(pageTwo);
    await expect(rangeOf(shared)).toHaveText(secondPage, { timeout: 60_000 });
    await shared.close();
    await page.goBack();
    await expect(rangeOf(page)).toHaveText(new RegExp(`^1–25 of ${total}$`));

    // The device view counts devices; the view is in the address, so reload keeps it.
    await page.getByRole('button', { name: 'Device View' }).click();
    await expect(page).toHaveURL(/view=device/);
    await expect(card(page, 'Compliant Devices')).toBeVisible();
    await expect(card(page, 'Non-Compliant Devices')).toContainText(/[1-9]\d*/, { timeout: 20_000 });
    await page.reload();
    await expect(card(page, 'Devices')).toContainText(/\d+/, { timeout: 30_000 });
    await expect(page.getByRole('button', { name: 'Device View' })).toHaveAttribute('aria-pressed', 'true');
    await screenshot(page, 'versionreport-device-view', { fullPage: false });
    await page.getByRole('button', { name: 'Package View' }).click();
    await expect(card(page, 'Installed Packages')).toBeVisible();

    // A GUID filter: a bad value shows the message and filters nothing; a good one finds the device's row.
    const outdated = await apiGet<{ value: Array<{ deviceId: string; deviceName: string; tenantId: string }> }>(
      page, `/v1/compliancereport?$filter=${encodeURIComponent("versionStatus eq 'Outdated' and startswith(deviceName,'nw-pos-')")}&$top=1`,
    );
    const target = outdated.value[0]!;
    const form = await filterPanel(page, 'Device ID', 'equals');
    const value = form.getByRole('textbox', { name: 'Value' });
    await value.fill('not-a-guid');
    await expect(form.getByText('Please enter a valid GUID.')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('alert').filter({ hasText: 'Please enter a valid GUID.' })).toBeVisible();
    await expect(rangeOf(page)).toHaveText(new RegExp(`^1–25 of ${total}$`));
    await screenshot(page, 'versionreport-bad-guid', { fullPage: false });
    await page.getByRole('button', { name: 'Filters', exact: true }).click();
    await page.getByRole('textbox', { name: 'Value' }).fill(target.deviceId);
    await expect(page.getByText('Please enter a valid GUID.')).toHaveCount(0);
    await page.keyboard.press('Escape');
    await expect(rangeOf(page)).toHaveText('1–1 of 1', { timeout: 20_000 });
    await expect(page.getByRole('grid')).toContainText(target.deviceName);
    await expect(card(page, 'Outdated')).toContainText('1');
    await page.goto('/versionreport');
    await expect(rangeOf(page)).toHaveText(new RegExp(`^1–25 of ${total}$`), { timeout: 30_000 });

    // A date filter: After a minute means after its last millisecond (59.999 s added, part 1 §5).
    const minute = '2025-06-01T10:15';
    const asked = page.waitForRequest((request) => request.url().includes('/v1/compliancereport?') && decodeURIComponent(request.url()).includes('installedVersionReleased gt'));
    const dateForm = await filterPanel(page, 'Installed Version Released', 'is after');
    await dateForm.getByLabel('Value').fill(minute);
    const filter = new URL((await asked).url()).searchParams.get('$filter') ?? '';
    expect(filter).toContain(`installedVersionReleased gt ${new Date(new Date(minute).getTime() + 59_999).toISOString()}`);
    await page.keyboard.press('Escape');
    await expect(rangeOf(page)).toHaveText(new RegExp(`^1–25 of ${total}$`), { timeout: 20_000 });
    await page.goto('/versionreport');
    await expect(rangeOf(page)).toHaveText(new RegExp(`^1–25 of ${total}$`), { timeout: 30_000 });

    // The tenant column links to the tenant's own report.
    await page.getByRole('textbox', { name: 'Search' }).fill('nw-pos-0');
    await page.getByRole('textbox', { name: 'Search' }).press('Enter');
    await page.getByRole('link', { name: 'Northwind' }).first().click();
    await expect(page).toHaveURL(new RegExp(`/${target.tenantId}/versionreport`));
    await expect(page.getByRole('grid')).toContainText('nw-', { timeout: 20_000 });
    await expect(page.getByRole('grid')).not.toContainText('Contoso');
    const tenantTotal = Number((await rangeOf(page).innerText()).split(' of ')[1]);
    expect(tenantTotal).toBeLessThan(total);
    await page.goBack();
    await expect(page).toHaveURL(/\/versionreport/);
    expect(new URL(page.url()).pathname).toBe('/versionreport');

    // Export: versionreport.csv.
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export Page' }).click();
    expect((await download).suggestedFilename()).toBe('versionreport.csv');

    // Dark and phone.
    await page.goto('/versionreport');
    await useScheme(page, 'dark');
    await expect(rangeOf(page)).toHaveText(/^1–25 of \d+$/, { timeout: 30_000 });
    await screenshot(page, 'versionreport-grid-dark', { fullPage: false });
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(card(page, 'Installed Packages')).toBeVisible();
    await screenshot(page, 'versionreport-phone', { fullPage: false });
    await page.setViewportSize({ width: 1366, height: 768 });
    await useScheme(page, 'light');
  });
});
