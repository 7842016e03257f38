import type { Page } from '@playwright/test';
import { accounts, expect, screenshot, signIn, tenantIdOf, test } from './fixtures.ts';
import { createWorkUnit } from './workunit-api.ts';

/**
 * Grids that fit (issue 21): the work unit grid's default columns fit a 1366 px screen beside the open
 * navigation drawer, with the row actions on screen; a person's hidden columns and order survive a reload
 * until Reset columns; a phone shows the rows as cards and still pages.
 */

const { admin } = accounts;
const grid = (page: Page) => page.locator('.MuiDataGrid-root');
/** A column header by its title (a sorted column's name also holds its sort button's "Sort"). */
const columnHeader = (page: Page, name: string) => grid(page).getByRole('columnheader', { name: new RegExp(`^${name}( Sort)?$`) });
const headerNames = (page: Page) => grid(page).locator('.MuiDataGrid-columnHeaderTitle').allInnerTexts();

async function openColumnsDialog(page: Page) {
  await page.getByRole('button', { name: 'Columns' }).click();
  const dialog = page.getByRole('dialog', { name: 'Columns' });
  await expect(dialog).toBeVisible();
  return dialog;
}

test.describe('grids that fit', () => {
  test('at 1366 px the default work unit columns fit, actions on screen; hidden and moved columns stay until reset', async ({ page }) => {
    await page.setViewportSize({ width: 1366, height: 900 });
    await signIn(page, admin.userName, admin.password);
    await createWorkUnit(page, { workUnitTypeId: 3, title: `Grid layout ${Date.now().toString(36)} with a title long enough to be cut in the grid's column` });
    await page.goto('/workunitsv2');
    await expect(grid(page).getByRole('row').nth(1)).toBeVisible({ timeout: 20_000 });
    // The drawer is open by default at this width: the grid has what is left.
    await expect(page.getByRole('navigation').first()).toBeVisible();

    const actions = columnHeader(page, 'Actions');
    await expect(actions).toBeVisible();
    const box = await actions.boundingBox();
    expect(box).not.toBeNull();
    expect(box!.x + box!.width).toBeLessThanOrEqual(1366);
    for (const name of ['ID', 'Title', 'Type', 'Tenant', 'State', 'Severity', 'Assigned To', 'Assignment Group', 'Created']) {
      await expect(columnHeader(page, name)).toBeVisible();
    }
    // No horizontal scrollbar: neither the grid's columns nor the page are wider than what shows.
    const overflow = await page.evaluate(() => {
      const scroller = document.querySelector('.MuiDataGrid-virtualScroller');
      return {
        grid: scroller ? scroller.scrollWidth - scroller.clientWidth : -1,
        page: document.documentElement.scrollWidth - document.documentElement.clientWidth,
      };
    });
    const widths = await grid(page).locator('.MuiDataGrid-columnHeader').evaluateAll((headers) =>
      headers.map((header) => `${header.getAttribute('data-field')}: ${Math.round(header.getBoundingClientRect().width)}`).join(', '),
    );
    expect(overflow, `columns: ${widths}`).toEqual({ grid: 0, page: 0 });
    // Each row's actions are on screen too.
    const rowActions = grid(page).getByRole('row').nth(1).locator('[data-field="__actions"]');
    const rowBox = await rowActions.boundingBox();
    expect(rowBox!.x + rowBox!.width).toBeLessThanOrEqual(1366);
    await screenshot(page, 'grid-layout-workunits-desktop-1366', { fullPage: false });

    // Hide Tenant and move Severity before State, through the Columns dialog.
    let dialog = await openColumnsDialog(page);
    await dialog.getByRole('checkbox', { name: 'Tenant' }).uncheck();
    await dialog.getByRole('button', { name: 'Move Severity up' }).click();
    await dialog.getByRole('button', { name: 'Done' }).click();
    await expect(columnHeader(page, 'Tenant')).toHaveCount(0);
    const arranged = await headerNames(page);
    expect(arranged.indexOf('Severity')).toBe(arranged.indexOf('State') - 1);

    // The layout is the person's: a reload keeps it.
    await page.reload();
    await expect(grid(page).getByRole('row').nth(1)).toBeVisible({ timeout: 20_000 });
    await expect(columnHeader(page, 'Tenant')).toHaveCount(0);
    expect(await headerNames(page)).toEqual(arranged);

    // Reset columns brings back the default set and order.
    dialog = await openColumnsDialog(page);
    await dialog.getByRole('button', { name: 'Reset columns' }).click();
    await dialog.getByRole('button', { name: 'Done' }).click();
    await expect(columnHeader(page, 'Tenant')).toBeVisible();
    const reset = await headerNames(page);
    expect(reset.indexOf('State')).toBe(reset.indexOf('Severity') - 1);
  });

  test('on a phone work units are cards with title, state, severity, assignee and updated, and paging still works', async ({ page }) => {
    test.setTimeout(120_000);
    await signIn(page, admin.userName, admin.password);
    const tenantId = tenantIdOf(page);
    const prefix = `Cards ${Date.now().toString(36)}`;
    // New incidents (the grid's default filters), more than one page of them.
    for (let i = 1; i <= 12; i++) await createWorkUnit(page, { workUnitTypeId: 3, title: `${prefix} ${String(i).padStart(2, '0')}` }, tenantId);

    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/workunitsv2');
    const cards = page.getByTestId('list-card');
    await expect(cards).toHaveCount(10, { timeout: 20_000 });
    await expect(grid(page)).toHaveCount(0);

    const first = cards.first();
    for (const label of ['State', 'Severity', 'Assigned To', 'Modified']) await expect(first.getByText(label, { exact: true })).toBeVisible();
    await expect(first.getByRole('heading').getByRole('link')).toBeVisible();
    // Nothing is wider than the phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBe(0);
    await screenshot(page, 'grid-layout-workunits-phone');

    // Paging: the next page, and the range and URL follow.
    const range = page.locator('.MuiTablePagination-displayedRows');
    await expect(range).toHaveText(/^1–10 of \d+$/);
    const firstTitle = await first.getByRole('heading').innerText();
    await page.getByRole('button', { name: 'Go to next page' }).click();
    await expect(range).toHaveText(/^11–\d+ of \d+$/);
    await expect.poll(() => JSON.parse(new URL(page.url()).searchParams.get('search') ?? '{}').pageNumber).toBe(1);
    await expect(cards.first().getByRole('heading')).not.toHaveText(firstTitle);

    // The card's title opens the work unit's panel; its actions menu offers the row actions.
    const card = cards.first();
    const title = await card.getByRole('heading').innerText();
    await card.getByRole('button', { name: `Actions for ${title}` }).click();
    await expect(page.getByRole('menuitem', { name: 'Edit Work Unit' })).toBeVisible();
    await page.keyboard.press('Escape');
    await card.getByRole('heading').getByRole('link').click();
    await expect(page).toHaveURL(/workUnitId=\d+/);
    await expect(page.getByRole('dialog')).toBeVisible();
  });
});
