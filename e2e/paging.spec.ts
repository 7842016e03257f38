import type { Page, Request } from '@playwright/test';
import { accounts, expect, screenshot, signIn, tenantIdOf, test } from './fixtures.ts';
import { accessToken, createWorkUnit } from './workunit-api.ts';

/**
 * Paging through the server lists, as a person does it: next, next, previous; reload; a shared link;
 * Back and Forward; and the first page again after (and only after) a new sort or filter. The grid used to
 * jump back to page 1 a moment after every page change, which a test that only looks right after the click
 * does not see, so each step also waits and looks again (`expectStays`).
 */

const { admin } = accounts;
/** More than three pages at the default page size of 10. */
const ROWS_TO_CREATE = 35;

interface ListUnderTest {
  name: string;
  /** The list's API path, whose requests carry `$skip`. */
  apiPath: string;
  path: (tenantId: string) => string;
  /** Creates enough rows, their names starting with `prefix`. */
  seed: (page: Page, tenantId: string, prefix: string) => Promise<void>;
  /** A column header whose click sorts the list differently from its default. */
  sortHeader: string;
}

async function putAll(page: Page, path: string, bodies: Record<string, unknown>[]): Promise<void> {
  const headers = { Authorization: `Bearer ${await accessToken(page)}` };
  // A few at a time: enough to be quick, few enough not to crowd the test server.
  for (let start = 0; start < bodies.length; start += 5) {
    await Promise.all(
      bodies.slice(start, start + 5).map(async (data) => {
        const response = await page.request.put(path, { headers, data });
        expect(response.status(), await response.text()).toBe(200);
      }),
    );
  }
}

const names = (prefix: string) => Array.from({ length: ROWS_TO_CREATE }, (_, i) => `${prefix} ${String(i + 1).padStart(2, '0')}`);

const lists: ListUnderTest[] = [
  {
    name: 'work units',
    apiPath: '/v1/workunits',
    path: () => '/workunitsv2',
    seed: async (page, tenantId, prefix) => {
      // New incidents, so the grid's default filters (State: New, Type: Incident) show them.
      for (const title of names(prefix)) await createWorkUnit(page, { workUnitTypeId: 3, title }, tenantId);
    },
    sortHeader: 'Title',
  },
  {
    name: 'locations',
    apiPath: '/v1/locations',
    path: () => '/locations',
    seed: (page, tenantId, prefix) => putAll(page, '/v1/locations', names(prefix).map((name) => ({ name, tenantId, city: 'Pagingham' }))),
    sortHeader: 'City',
  },
  {
    name: 'tokens',
    apiPath: '/v1/tokens',
    path: (tenantId) => `/${tenantId}/tokens`,
    seed: (page, tenantId, prefix) => putAll(page, '/v1/tokens', names(prefix).map((name) => ({ name, tenantId, lifetimeYears: 1 }))),
    sortHeader: 'Name',
  },
];

/** The `$skip` of every request the page makes for the list, in order. */
function recordSkips(page: Page, apiPath: string): string[] {
  const skips: string[] = [];
  page.on('request', (request: Request) => {
    const url = new URL(request.url());
    if (url.pathname === apiPath && url.searchParams.has('$skip')) skips.push(url.searchParams.get('$skip') ?? '');
  });
  return skips;
}

function pageInUrl(page: Page): number | undefined {
  const raw = new URL(page.url()).searchParams.get('search');
  return raw === null ? undefined : (JSON.parse(raw) as { pageNumber?: number }).pageNumber;
}

const rangeOf = (page: Page) => page.locator('.MuiTablePagination-displayedRows');

/** Expects the grid and the URL on page `pageIndex` (0-based) of `total` rows. */
async function expectOnPage(page: Page, pageIndex: number, total: number): Promise<void> {
  const from = pageIndex * 10 + 1;
  const to = Math.min(total, from + 9);
  // A reload signs in again and loads the client first: allow for a busy machine.
  await expect(rangeOf(page)).toHaveText(`${from}–${to} of ${total}`, { timeout: 20_000 });
  await expect.poll(() => pageInUrl(page) ?? 0).toBe(pageIndex);
}

/**
 * The page is still shown a while later: the grid's page reset came a moment after the rows arrived,
 * after the grid had shown the right page.
 */
async function expectStays(page: Page, pageIndex: number, total: number): Promise<void> {
  await expectOnPage(page, pageIndex, total);
  await page.waitForTimeout(1_000);
  await expectOnPage(page, pageIndex, total);
}

async function totalRows(page: Page): Promise<number> {
  await expect(rangeOf(page)).toHaveText(/^1–10 of \d+$/, { timeout: 20_000 });
  const total = Number(/of (\d+)$/.exec((await rangeOf(page).textContent()) ?? '')?.[1]);
  expect(total).toBeGreaterThan(30);
  return total;
}

const nextPage = (page: Page) => page.getByRole('button', { name: 'Go to next page' }).click();
const previousPage = (page: Page) => page.getByRole('button', { name: 'Go to previous page' }).click();

/** The text of the grid's first row, to tell pages apart beyond their range. */
/** The first row's text without relative times ("14 seconds ago" moves on between two looks at one row). */
const firstRowText = async (page: Page) => (await page.getByRole('row').nth(1).innerText())
  .replace(/\b(\d+|a|an) (second|minute|hour|day)s? ago\b|\b(just now|now|yesterday|last week)\b/gi, '<time>');

test.describe('paging a server list', () => {
  for (const list of lists) {
    test(`${list.name}: next, next, previous; reload; a shared link; Back; a new sort or filter goes to page 1`, async ({ page, context }) => {
      test.setTimeout(180_000);
      await signIn(page, admin.userName, admin.password);
      const tenantId = tenantIdOf(page);
      const prefix = `Paging ${list.name} ${Date.now().toString(36)}`;
      await list.seed(page, tenantId, prefix);

      const skips = recordSkips(page, list.apiPath);
      await page.goto(list.path(tenantId));
      const total = await totalRows(page);

      // Next, next, previous: each page stays, and page 1 is never asked for again.
      await nextPage(page);
      await expectStays(page, 1, total);
      await nextPage(page);
      await expectStays(page, 2, total);
      await previousPage(page);
      await expectStays(page, 1, total);
      expect(skips.filter((skip) => skip === '0')).toHaveLength(1);
      await nextPage(page);
      await expectStays(page, 2, total);
      const page3FirstRow = await firstRowText(page);
      await screenshot(page, `paging-${list.name.replace(' ', '-')}-page3`, { fullPage: false });

      // A reload shows the same page, asking only for it.
      skips.length = 0;
      await page.reload();
      await expectStays(page, 2, total);
      expect(skips.every((skip) => skip === '20')).toBe(true);
      expect(await firstRowText(page)).toBe(page3FirstRow);

      // A shared link opens on its page.
      const shared = await context.newPage();
      const sharedSkips = recordSkips(shared, list.apiPath);
      await shared.goto(page.url());
      await expectStays(shared, 2, total);
      expect(sharedSkips.every((skip) => skip === '20')).toBe(true);
      expect(await firstRowText(shared)).toBe(page3FirstRow);
      await shared.close();

      // Back returns to the page before, Forward to the one after.
      await page.goBack();
      await expectStays(page, 1, total);
      await page.goBack();
      await expectStays(page, 2, total);
      await page.goForward();
      await expectStays(page, 1, total);

      // A new sort goes back to page 1.
      await page.getByRole('columnheader', { name: list.sortHeader }).click();
      await expectStays(page, 0, total);
      await nextPage(page);
      await expectStays(page, 1, total);

      // So does a new filter: the search for the rows made here.
      const search = page.getByRole('textbox', { name: 'Search' });
      await search.fill(prefix);
      await search.press('Enter');
      await expectStays(page, 0, ROWS_TO_CREATE);
      for (const pageIndex of [1, 2, 3]) {
        await nextPage(page);
        await expectOnPage(page, pageIndex, ROWS_TO_CREATE);
      }
      await expectStays(page, 3, ROWS_TO_CREATE);
      await expect(page.getByRole('row')).toHaveCount(1 + (ROWS_TO_CREATE - 30));

      // Two quick clicks move two pages: the second one is not lost while the first is being applied.
      await previousPage(page);
      await previousPage(page);
      await expectStays(page, 1, ROWS_TO_CREATE);
    });
  }

  test('work units: removing a filter chip goes to page 1; the grid filter of another list too', async ({ page }) => {
    test.setTimeout(120_000);
    await signIn(page, admin.userName, admin.password);
    const tenantId = tenantIdOf(page);
    const prefix = `Chips ${Date.now().toString(36)}`;
    await putAll(page, '/v1/locations', names(prefix).map((name) => ({ name, tenantId })));
    for (const title of names(prefix).slice(0, 31)) await createWorkUnit(page, { workUnitTypeId: 3, title }, tenantId);

    await page.goto('/workunitsv2');
    const total = await totalRows(page);
    await nextPage(page);
    await expectStays(page, 1, total);
    // A chip's Delete key removes it, as its delete icon does.
    await page.getByRole('button', { name: 'Type: Incident' }).press('Delete');
    await expect(page.getByRole('button', { name: 'Type: Incident' })).toBeHidden();
    await expect(rangeOf(page)).toHaveText(/^1–10 of \d+$/);
    await expect.poll(() => pageInUrl(page)).toBe(0);

    // Locations: the grid's own filter panel.
    await page.goto('/locations');
    await totalRows(page);
    await nextPage(page);
    await nextPage(page);
    await expect.poll(() => pageInUrl(page)).toBe(2);
    // The panel's first row filters the first column, Name, with "contains".
    await page.getByRole('button', { name: 'Filters' }).click();
    await page.getByRole('textbox', { name: 'Value' }).fill(prefix);
    await expectStays(page, 0, ROWS_TO_CREATE);
  });
});

test.describe('list links, headers and toasts', () => {
  test("a grid title is a link to the row's panel: it opens in a new tab, and a plain click opens the panel", async ({ page, context }) => {
    await signIn(page, admin.userName, admin.password);
    const tenantId = tenantIdOf(page);
    const name = `Linked ${Date.now().toString(36)}`;
    await putAll(page, '/v1/locations', [{ name, tenantId }]);
    await page.goto('/locations');
    const search = page.getByRole('textbox', { name: 'Search' });
    await search.fill(name);
    await search.press('Enter');
    const link = page.getByRole('link', { name });
    await expect(link).toBeVisible({ timeout: 20_000 });
    const href = (await link.getAttribute('href')) ?? '';
    expect(href).toMatch(/^\/locations\?.*locationId=[0-9a-f-]{36}/);
    expect(new URL(href, page.url()).searchParams.get('search')).toContain(name);

    const tab = await context.newPage();
    await tab.goto(href);
    await expect(tab.getByRole('dialog', { name: `Edit Location: ${name}` })).toBeVisible({ timeout: 20_000 });
    await tab.close();

    await link.click();
    await expect(page.getByRole('dialog', { name: `Edit Location: ${name}` })).toBeVisible();
    await expect(page).toHaveURL(/locationId=/);
    await screenshot(page, 'list-title-link-panel', { fullPage: false });
    // The panel came as a step of its own: Back closes it and leaves the list as it was.
    await page.goBack();
    await expect(page.getByRole('dialog')).toBeHidden();
    await expect(page.getByRole('link', { name })).toBeVisible();
  });

  for (const viewport of [
    { name: 'desktop', width: 1440, height: 900 },
    { name: 'phone', width: 390, height: 844 },
  ]) {
    test(`a toast never covers the panel's Save and Close buttons (${viewport.name})`, async ({ page }) => {
      await page.setViewportSize({ width: viewport.width, height: viewport.height });
      await signIn(page, admin.userName, admin.password);
      await page.goto('/workunitsv2?form=createIncident');
      const create = page.getByRole('dialog', { name: 'Create Work Unit' });
      const title = create.getByRole('textbox', { name: 'Title', exact: true });
      await title.fill(`Toast ${viewport.name} ${Date.now().toString(36)}`);
      await title.blur();
      await create.getByRole('button', { name: 'Save', exact: true }).click();
      const toastMessage = page.getByText('Successfully created work unit, you will be redirected for editing.');
      await expect(toastMessage).toBeVisible({ timeout: 20_000 });
      const edit = page.getByRole('dialog', { name: /^Edit Work Unit #\d+: / });
      await expect(edit).toBeVisible();
      const close = edit.getByRole('button', { name: 'Close', exact: true });
      const save = edit.getByRole('button', { name: 'Save', exact: true });
      await expect(close).toBeVisible();
      const toastBox = await page.locator('.notistack-SnackbarContainer').boundingBox();
      for (const button of [close, save, edit.getByRole('button', { name: 'Save & Close' })]) {
        const box = await button.boundingBox();
        if (!toastBox || !box) throw new Error('not laid out');
        // The toast stack ends above the button's top edge.
        expect(toastBox.y + toastBox.height).toBeLessThanOrEqual(box.y);
      }
      // Clicked while the toast is still up: nothing lies over the button.
      await expect(toastMessage).toBeVisible();
      await close.click();
      await expect(edit).toBeHidden();
      // The picture (and its accessibility checks, which take longer than a toast stays) afterwards.
      await screenshot(page, `toast-after-panel-closed-${viewport.name}`, { fullPage: false });
    });
  }

  test('at phone width the header keeps the environment and the user name visible; the Resolution Center header shows the environment too', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signIn(page, admin.userName, admin.password);
    const tenantId = tenantIdOf(page);
    const banner = page.getByRole('banner');
    for (const testId of ['environment-name', 'header-user-name']) {
      const part = banner.getByTestId(testId);
      await expect(part).toBeVisible();
      const box = await part.boundingBox();
      expect(box && box.x + box.width).toBeLessThanOrEqual(390);
    }
    await expect(banner.getByTestId('header-user-name')).toHaveText(admin.name);
    await expect(banner.getByRole('button', { name: 'Open profile menu' })).toBeInViewport();
    await screenshot(page, 'header-phone', { fullPage: false });

    await page.goto(`/${tenantId}/resolutioncenter`);
    const rcBanner = page.getByRole('banner');
    await expect(rcBanner.getByRole('heading', { name: 'Resolution Center' })).toBeVisible({ timeout: 20_000 });
    await expect(rcBanner.getByTestId('environment-name')).toBeVisible();
    await expect(rcBanner.getByTestId('header-user-name')).toHaveText(admin.name);
    await screenshot(page, 'resolutioncenter-header-phone', { fullPage: false });
    await page.setViewportSize({ width: 1440, height: 900 });
    await expect(rcBanner.getByTestId('environment-name')).toBeVisible();
    await screenshot(page, 'resolutioncenter-header-desktop', { fullPage: false });
  });

  test('at phone width the Resolution Center header keeps the environment and the user name beside the tenant picker', async ({ browser }) => {
    // The partner (a customer of two tenants) lands in the Resolution Center, which shows the picker.
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    await signIn(page, accounts.partner.userName, accounts.partner.password);
    const banner = page.getByRole('banner');
    await expect(banner.getByTestId('tenant-picker')).toBeVisible({ timeout: 20_000 });
    for (const testId of ['tenant-picker', 'environment-name', 'header-user-name']) {
      const part = banner.getByTestId(testId);
      await expect(part).toBeVisible();
      const box = await part.boundingBox();
      expect(box && box.x + box.width).toBeLessThanOrEqual(390);
    }
    await expect(banner.getByTestId('header-user-name')).toHaveText(accounts.partner.name);
    await expect(banner.getByRole('button', { name: 'Open profile menu' })).toBeInViewport();
    await screenshot(page, 'resolutioncenter-header-phone-with-picker', { fullPage: false });
    await context.close();
  });
});
