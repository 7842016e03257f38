import type { Page } from '@playwright/test';
import { accounts, expect, screenshot, signIn, tenantIdOf, test } from './fixtures.ts';
import { accessToken, createWorkUnit } from './workunit-api.ts';

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
/** A header's title, the part that can be dragged to move the column. */
const headerTitle = (page: Page, name: string) => grid(page).locator('.MuiDataGrid-columnHeaderTitle').getByText(name, { exact: true });

/**
 * Drags a header's title onto another header with a person's mouse: pressed, moved in steps, let go
 * (a single jump, as locator.dragTo makes, starts the drag but never reaches the other header).
 */
async function dragHeader(page: Page, from: string, onto: string): Promise<void> {
  const source = (await headerTitle(page, from).boundingBox())!;
  const target = (await columnHeader(page, onto).boundingBox())!;
  const y = source.y + source.height / 2;
  await page.mouse.move(source.x + 5, y);
  await page.mouse.down();
  for (let step = 1; step <= 10; step++) await page.mouse.move(source.x + 5 + ((target.x + 20 - source.x - 5) * step) / 10, y);
  await page.mouse.up();
}

/** Headers whose title is cut (wider or taller than the room it has): none should be. */
const cutHeaders = (page: Page) =>
  grid(page).locator('.MuiDataGrid-columnHeaderTitle').evaluateAll((titles) =>
    titles.filter((title) => title.scrollWidth > title.clientWidth + 1 || title.scrollHeight > title.clientHeight + 1).map((title) => title.textContent),
  );

/** How far the grid's columns and the page reach past what shows (0: no horizontal scrollbar). */
const overflowOf = (page: Page) =>
  page.evaluate(() => {
    const scroller = document.querySelector('.MuiDataGrid-virtualScroller');
    return {
      grid: scroller ? scroller.scrollWidth - scroller.clientWidth : -1,
      page: document.documentElement.scrollWidth - document.documentElement.clientWidth,
    };
  });

/** Ids used more than once on the page (a label pointing at the wrong element). */
const duplicateIds = (page: Page) =>
  page.evaluate(() => {
    const ids = [...document.querySelectorAll('[id]')].map((element) => element.id);
    return [...new Set(ids.filter((id, index) => ids.indexOf(id) !== index))];
  });

async function openColumnsDialog(page: Page) {
  await page.getByRole('button', { name: 'Columns' }).click();
  const dialog = page.getByRole('dialog', { name: 'Columns' });
  await expect(dialog).toBeVisible();
  return dialog;
}

test.describe('grids that fit', () => {
  test('at 1366 px the default work unit columns fit with room for the title, headers whole, actions on screen; hidden, moved and dragged columns stay until reset', async ({ page }) => {
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
    for (const name of ['ID', 'Title', 'Tenant', 'State', 'Severity', 'Assigned To', 'Assignment Group', 'Created']) {
      await expect(columnHeader(page, name)).toBeVisible();
    }
    // Type waits in the Columns dialog (the default filter names it): its room goes to the title.
    await expect(columnHeader(page, 'Type')).toHaveCount(0);
    // The title gets the room a person triaging needs (it had 150 px, about 17 characters).
    const titleWidth = (await columnHeader(page, 'Title').boundingBox())?.width ?? 0;
    expect(titleWidth).toBeGreaterThanOrEqual(260);
    // Every header reads whole (a long one takes two lines).
    expect(await cutHeaders(page)).toEqual([]);
    // No horizontal scrollbar: neither the grid's columns nor the page are wider than what shows.
    const overflow = await overflowOf(page);
    const widths = await grid(page).locator('.MuiDataGrid-columnHeader').evaluateAll((headers) =>
      headers.map((header) => `${header.getAttribute('data-field')}: ${Math.round(header.getBoundingClientRect().width)}`).join(', '),
    );
    expect(overflow, `columns: ${widths}`).toEqual({ grid: 0, page: 0 });
    // Each row's actions are on screen too.
    const rowActions = grid(page).getByRole('row').nth(1).locator('[data-field="__actions"]');
    const rowBox = await rowActions.boundingBox();
    expect(rowBox!.x + rowBox!.width).toBeLessThanOrEqual(1366);
    await screenshot(page, 'grid-layout-workunits-desktop-1366', { fullPage: false });

    // Hide Tenant and move Severity before State, through the Columns dialog (whose ids are its own).
    let dialog = await openColumnsDialog(page);
    expect(await duplicateIds(page)).toEqual([]);
    await dialog.getByRole('checkbox', { name: 'Tenant' }).uncheck();
    await dialog.getByRole('button', { name: 'Move Severity up' }).click();
    await dialog.getByRole('button', { name: 'Done' }).click();
    await expect(columnHeader(page, 'Tenant')).toHaveCount(0);
    const arranged = await headerNames(page);
    expect(arranged.indexOf('Severity')).toBe(arranged.indexOf('State') - 1);

    // A header dragged onto another takes its place: Assigned To before Title.
    await dragHeader(page, 'Assigned To', 'Title');
    await expect.poll(async () => (await headerNames(page)).indexOf('Assigned To')).toBe(arranged.indexOf('Title'));
    const dragged = await headerNames(page);
    expect(dragged.indexOf('Title')).toBe(dragged.indexOf('Assigned To') + 1);

    // The layout is the person's: a reload keeps it.
    await page.reload();
    await expect(grid(page).getByRole('row').nth(1)).toBeVisible({ timeout: 20_000 });
    await expect(columnHeader(page, 'Tenant')).toHaveCount(0);
    expect(await headerNames(page)).toEqual(dragged);

    // Reset columns brings back the default set and order.
    dialog = await openColumnsDialog(page);
    await dialog.getByRole('button', { name: 'Reset columns' }).click();
    await dialog.getByRole('button', { name: 'Done' }).click();
    await expect(columnHeader(page, 'Tenant')).toBeVisible();
    const reset = await headerNames(page);
    expect(reset.indexOf('State')).toBe(reset.indexOf('Severity') - 1);
    expect(reset.indexOf('Title')).toBe(reset.indexOf('ID') + 1);
  });

  test('at 1366 px the tokens fit beside the open menu, their dates relative like the other grids', async ({ page }) => {
    await page.setViewportSize({ width: 1366, height: 900 });
    await signIn(page, admin.userName, admin.password);
    const tenantId = tenantIdOf(page);
    const name = `Layout token ${Date.now().toString(36)}`;
    const created = await page.request.put('/v1/tokens', {
      headers: { Authorization: `Bearer ${await accessToken(page)}` },
      data: { tenantId, name, description: 'Checks the tokens grid at 1366 px', lifetimeYears: 1 },
    });
    expect(created.status(), await created.text()).toBe(200);
    await page.goto(`/${tenantId}/tokens`);
    const row = grid(page).getByRole('row').filter({ hasText: name });
    await expect(row).toBeVisible({ timeout: 20_000 });
    // Nothing runs under the pinned row actions.
    expect(await overflowOf(page)).toEqual({ grid: 0, page: 0 });
    expect(await cutHeaders(page)).toEqual([]);
    // Made just now, expiring in a year (the day, with the full date on hover), never used.
    await expect(row.locator('[data-field="created"]')).toHaveText(/now|second|minute/);
    await expect(row.locator('[data-field="expiresOn"]')).toHaveText(/^\d{1,2}\/[A-Z][a-z]{2}\/\d{4}$/);
    await expect(row.locator('[data-field="lastUsed"]')).toHaveText('Never');
    await screenshot(page, 'grid-layout-tokens-desktop-1366', { fullPage: false });
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
    for (const label of ['ID', 'Type', 'Tenant', 'State', 'Severity', 'Assigned To', 'Modified']) await expect(first.getByText(label, { exact: true })).toBeVisible();
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

    // Cards sort too: by ID, lowest first, then turned round; back on page 1.
    const ids = async () => Promise.all((await cards.all()).map(async (card) => Number(await card.locator('dd').first().innerText())));
    await page.getByRole('combobox', { name: 'Sort by' }).click();
    await page.getByRole('option', { name: 'ID', exact: true }).click();
    await expect.poll(() => JSON.parse(new URL(page.url()).searchParams.get('search') ?? '{}').sort).toEqual([{ field: 'workUnitId', sort: 'asc' }]);
    await expect(range).toHaveText(/^1–10 of \d+$/);
    await expect.poll(async () => { const shown = await ids(); return shown.length === 10 && shown.every((id, i) => i === 0 || id > shown[i - 1]!); }).toBe(true);
    await page.getByRole('button', { name: 'Sorted ascending: sort descending' }).click();
    await expect.poll(async () => { const shown = await ids(); return shown.length === 10 && shown.every((id, i) => i === 0 || id < shown[i - 1]!); }).toBe(true);
    await screenshot(page, 'grid-layout-workunits-phone-sorted', { fullPage: false });

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
