import { readFileSync } from 'node:fs';
import type { Locator, Page } from '@playwright/test';
import { accounts, allowConsoleMessages, expect, screenshot, signIn, test } from './fixtures.ts';

const { admin } = accounts;

/**
 * A grid row found by its text, then held by its row id: the grid renders only the columns in view,
 * so once it scrolls to the actions column the text may no longer be in the row.
 */
async function gridRow(page: Page, rowText: string): Promise<Locator> {
  const found = page.getByRole('row').filter({ hasText: rowText });
  await expect(found).toHaveCount(1);
  const id = await found.getAttribute('data-id');
  return page.locator(`[role="row"][data-id="${id}"]`);
}

/** Opens a grid row's kebab menu and picks an action. */
async function rowAction(page: Page, row: Locator, action: string): Promise<void> {
  await row.getByRole('button', { name: /more/i }).click();
  await page.getByRole('menuitem', { name: action }).click();
}

async function search(page: Page, text: string): Promise<void> {
  const box = page.getByRole('textbox', { name: 'Search' });
  await box.fill(text);
  await box.press('Enter');
}

/** The side panel (a dialog named by its title). */
function panel(page: Page, title: string | RegExp): Locator {
  return page.getByRole('dialog', { name: title });
}

async function choose(page: Page, scope: Locator, label: string | RegExp, option: string): Promise<void> {
  await scope.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

test.describe('administration screens', () => {
  test('a tenant with a custom Dropdown field, a subscription and a token that signs in once shown', async ({ page, request }) => {
    const stamp = Date.now().toString(36);
    const tenantName = `E2E Tenant ${stamp}`;
    await signIn(page, admin.userName, admin.password);

    await page.goto('/tenants');
    await expect(page.getByRole('heading', { name: 'Tenants' })).toBeVisible();
    await expect(page.getByRole('columnheader', { name: 'Tenant Name' })).toBeVisible();
    await expect(page.getByRole('columnheader', { name: 'Internal Notification Email' })).toBeVisible();
    await expect(page.getByRole('row').nth(1)).toBeVisible();
    await screenshot(page, 'tenants');

    // Create: nothing changed yet, so saving is off.
    await page.getByRole('button', { name: 'Create Tenant' }).click();
    await expect(page).toHaveURL(/form=create/);
    const create = panel(page, 'Create Tenant');
    await expect(create.getByRole('button', { name: 'Save & Close' })).toBeDisabled();
    await create.getByRole('textbox', { name: 'Tenant Name' }).fill(tenantName);
    await create.getByRole('textbox', { name: 'Internal Notification Email' }).fill('ops@example.com');

    await create.getByRole('tab', { name: 'Additional Fields' }).click();
    await create.getByRole('button', { name: 'Add Field' }).click();
    const field = create.getByTestId('custom-field-0');
    await field.getByRole('textbox', { name: 'Name' }).fill('Priority');
    await choose(page, field, 'Type', 'Dropdown');
    const options = field.getByRole('combobox', { name: 'Options' });
    await options.fill('High');
    await options.press('Enter');
    await options.fill('Low');
    await options.press('Enter');
    await expect(field.getByRole('button', { name: 'High' })).toBeVisible();

    // A second field with the same name is refused.
    await create.getByRole('button', { name: 'Add Field' }).click();
    await create.getByTestId('custom-field-1').getByRole('textbox', { name: 'Name' }).fill('priority');
    await expect(create.getByText('Can not have duplicate custom fields.')).toBeVisible();
    await expect(create.getByRole('button', { name: 'Save & Close' })).toBeDisabled();
    // The invalid tooltip names the field as the panel shows it (its column is 'Field 2'), not by its path.
    await create.getByRole('button', { name: 'Save & Close' }).locator('..').hover();
    const tooltip = page.getByRole('tooltip');
    await expect(tooltip).toHaveText('Field 2 Name: Can not have duplicate custom fields.');
    await screenshot(page, 'tenant-custom-fields');
    await page.mouse.move(0, 0);
    await expect(tooltip).toHaveCount(0);
    await create.getByRole('button', { name: 'Remove field 2' }).click();

    await create.getByRole('tab', { name: 'Secrets' }).click();
    await create.getByRole('button', { name: 'Add Secret' }).click();
    await create.getByRole('textbox', { name: 'Name' }).fill('api-key');
    await create.getByLabel('Value').fill('s3cret-value');
    await create.getByRole('button', { name: 'Save & Close' }).click();
    await expect(create).toHaveCount(0);
    // Every save says it happened (issue 26.10).
    await expect(page.getByText(`Tenant ${tenantName} created.`)).toBeVisible();

    await search(page, tenantName);
    const row = await gridRow(page, tenantName);
    await expect(row).toContainText('ops@example.com');
    const tenantId = (await row.getByRole('gridcell').nth(1).textContent())?.trim() ?? '';
    expect(tenantId).toMatch(/^[0-9a-f-]{36}$/);

    // The saved custom field comes back, options included.
    await rowAction(page, row, 'Edit Tenant');
    const edit = panel(page, `Edit Tenant: ${tenantName}`);
    await edit.getByRole('tab', { name: 'Additional Fields' }).click();
    await expect(edit.getByTestId('custom-field-0').getByRole('textbox', { name: 'Name' })).toHaveValue('Priority');
    await expect(edit.getByTestId('custom-field-0').getByRole('button', { name: 'Low' })).toBeVisible();
    await edit.getByRole('tab', { name: 'Secrets' }).click();
    await edit.getByRole('button', { name: 'Show value' }).click();
    await expect(edit.getByText('s3cret-value')).toBeVisible();
    // Save keeps the panel open and confirms.
    await edit.getByRole('tab', { name: 'Details' }).click();
    await edit.getByRole('textbox', { name: 'Internal Notification Email' }).fill('ops@example.com; night@example.com');
    await edit.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByText(`Tenant ${tenantName} saved.`)).toBeVisible();
    await expect(edit).toBeVisible();
    await edit.getByRole('button', { name: 'Close', exact: true }).click();
    await expect(edit).toHaveCount(0);

    // A subscription through Show Subscriptions.
    await rowAction(page, row, 'Show Subscriptions');
    await expect(page).toHaveURL(/form=subscriptions/);
    const subscriptions = panel(page, `Tenant Subscriptions: ${tenantName}`);
    await expect(subscriptions.getByText('No subscriptions yet.')).toBeVisible();
    await subscriptions.getByRole('button', { name: 'Create Subscription' }).click();
    const createSubscription = panel(page, 'Create Subscription');
    await createSubscription.getByRole('textbox', { name: 'Subscription Name' }).fill('Production');
    await createSubscription.getByRole('button', { name: 'Save & Close' }).click();
    await expect(page.getByText('Subscription Production created.')).toBeVisible();
    await expect(subscriptions.getByRole('cell', { name: 'Production', exact: true })).toBeVisible();
    await screenshot(page, 'tenant-subscriptions');
    await subscriptions.getByRole('button', { name: 'Edit Production' }).click();
    const editSubscription = panel(page, 'Edit Subscription');
    await editSubscription.getByRole('textbox', { name: 'Subscription Name' }).fill('Production EU');
    await editSubscription.getByRole('button', { name: 'Save & Close' }).click();
    await expect(page.getByText('Subscription Production EU saved.')).toBeVisible();
    await expect(subscriptions.getByRole('cell', { name: 'Production EU', exact: true })).toBeVisible();
    await subscriptions.getByRole('button', { name: 'close panel' }).click();

    // Toggle Enabled flips the grid's Enabled cell.
    await rowAction(page, row, 'Toggle Enabled');
    await expect(row).toContainText('Disabled');
    await rowAction(page, row, 'Toggle Enabled');
    await expect(row).toContainText('Enabled');

    // A token for the new tenant: shown once, then it signs in.
    await page.goto(`/${tenantId}/tokens`);
    await expect(page.getByRole('heading', { name: 'Tokens' })).toBeVisible();
    await page.getByRole('button', { name: 'Create Token' }).click();
    const createToken = panel(page, 'Create Token');
    await createToken.getByRole('textbox', { name: 'Name' }).fill(`e2e token ${stamp}`);
    await expect(createToken.getByRole('button', { name: 'Save & Close' })).toBeDisabled();
    await choose(page, createToken, 'Lifetime', '1 Year');
    await createToken.getByRole('button', { name: 'Save & Close' }).click();
    const notice = page.getByTestId('new-token');
    await expect(notice).toContainText('It cannot be viewed after you leave this page.');
    const token = (await notice.getByLabel('Generated token').textContent())?.trim() ?? '';
    expect(token.length).toBeGreaterThan(20);
    const tokenRow = await gridRow(page, `e2e token ${stamp}`);
    await expect(tokenRow).toContainText('Active');
    await screenshot(page, 'tokens-new-token');

    const asToken = await request.get('/v1/currentUser', { headers: { authorization: `Bearer ${token}` } });
    expect(asToken.status()).toBe(200);
    expect(await asToken.json()).toMatchObject({ kind: 'token' });

    // Revoke: asked first, then Revoked, and the token no longer signs in.
    await rowAction(page, tokenRow, 'Revoke Token');
    await page.getByRole('dialog', { name: 'Revoke Token' }).getByRole('button', { name: 'Yes' }).click();
    await expect(tokenRow).toContainText('Revoked');
    const revoked = await request.get('/v1/currentUser', { headers: { authorization: `Bearer ${token}` } });
    expect(revoked.status()).toBe(401);

    // After leaving the page the token text is gone for good.
    await page.reload();
    await expect(page.getByTestId('new-token')).toHaveCount(0);
  });

  test('Export Page downloads the CSV of the current page of tenants', async ({ page }) => {
    await signIn(page, admin.userName, admin.password);
    await page.goto('/tenants');
    await expect(page.getByRole('row').nth(1)).toBeVisible();
    const downloadPromise = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export Page' }).click();
    const download = await downloadPromise;
    expect(download.suggestedFilename()).toBe('tenants.csv');
    const csv = readFileSync(await download.path(), 'utf8').replace(/^\uFEFF/, '');
    const lines = csv.trim().split(/\r?\n/);
    expect(lines[0]).toBe('Tenant Name,Tenant Id,Internal Notification Email,Enabled,Assignment Groups,Escalation Reasons');
    expect(lines.length).toBeGreaterThan(1);
    expect(lines.length).toBeLessThanOrEqual(11);
    await expect(page.getByRole('button', { name: 'Export Page' })).toBeEnabled();
  });

  test('the list state lives in the URL; bad JSON and unknown ids are handled', async ({ page }) => {
    // The unknown tenant's record and secrets answer 404, which the browser logs: expected here.
    allowConsoleMessages(page, /\/v1\/tenants\/00000000-0000-4000-8000-000000000000(\/secrets)?: Failed to load resource: the server responded with a status of 404/);
    await signIn(page, admin.userName, admin.password);
    await page.goto('/tenants');
    await search(page, 'Contoso');
    await expect(page).toHaveURL(/search=/);
    const url = page.url();
    await page.goto(url);
    await expect(page.getByRole('textbox', { name: 'Search' })).toHaveValue('Contoso');

    await page.goto('/tenants?search=%7Bbroken');
    await expect(page.getByText('URL request failed: /tenants')).toBeVisible();

    await page.goto('/tenants?tenantId=00000000-0000-4000-8000-000000000000');
    await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
  });

  test('locations: create a shared location, edit it, unknown id is not found', async ({ page }) => {
    const name = `E2E Location ${Date.now().toString(36)}`;
    allowConsoleMessages(page, /\/v1\/locations\/00000000-0000-4000-8000-000000000000: Failed to load resource: the server responded with a status of 404/);
    await signIn(page, admin.userName, admin.password);
    await page.goto('/locations');
    await expect(page.getByRole('heading', { name: 'Locations' })).toBeVisible();
    await page.getByRole('button', { name: 'Create Location' }).click();
    const create = panel(page, 'Create Location');
    await create.getByRole('textbox', { name: 'Name' }).fill(name);
    await create.getByRole('textbox', { name: 'Name' }).fill('');
    await expect(create.getByText('This field is required.')).toBeVisible();
    await create.getByRole('textbox', { name: 'Name' }).fill(name);
    await create.getByRole('textbox', { name: 'City' }).fill('Colorado Springs');
    await create.getByRole('textbox', { name: 'State' }).fill('CO');
    await screenshot(page, 'location-create');
    await create.getByRole('button', { name: 'Save & Close' }).click();
    await expect(page.getByText(`Location ${name} created.`)).toBeVisible();
    await search(page, name);
    const row = await gridRow(page, name);
    await expect(row).toContainText('Colorado Springs');
    await expect(row).toContainText('Shared');
    await screenshot(page, 'locations');

    await rowAction(page, row, 'Edit Location');
    const edit = panel(page, `Edit Location: ${name}`);
    await edit.getByRole('textbox', { name: 'City' }).fill('Peterson SFB');
    // Closing with a change asks first.
    await edit.getByRole('button', { name: 'Close', exact: true }).click();
    await expect(page.getByText('There are unsaved changes. Are you sure you want to close?')).toBeVisible();
    await page.getByRole('button', { name: 'No' }).click();
    await edit.getByRole('button', { name: 'Save & Close' }).click();
    await expect(page.getByText(`Location ${name} saved.`)).toBeVisible();
    await expect(row).toContainText('Peterson SFB');

    await page.goto('/locations?locationId=00000000-0000-4000-8000-000000000000');
    await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
  });

  test('the administration list screens are padded like the work units screen', async ({ page }) => {
    await signIn(page, admin.userName, admin.password);
    /** How far the screen's title sits from the left and top of the content area. */
    const titleOffset = async (path: string, title: string) => {
      await page.goto(path);
      const heading = page.getByRole('heading', { name: title, exact: true });
      await expect(heading).toBeVisible();
      const [main, box] = await Promise.all([page.getByRole('main').boundingBox(), heading.boundingBox()]);
      return { left: Math.round((box?.x ?? 0) - (main?.x ?? 0)), top: Math.round((box?.y ?? 0) - (main?.y ?? 0)) };
    };
    const workUnits = await titleOffset('/workunitsv2', 'Work Units');
    expect(workUnits.left).toBeGreaterThanOrEqual(24);
    for (const [path, title] of [['/tenants', 'Tenants'], ['/locations', 'Locations'], ['/tokens', 'Tokens']] as const) {
      const offset = await titleOffset(path, title);
      expect({ path, left: offset.left }).toEqual({ path, left: workUnits.left });
      // Tokens' tenant chooser makes its title row taller, with the title centred in it.
      expect(offset.top, path).toBeGreaterThanOrEqual(workUnits.top);
    }
    await screenshot(page, 'tokens');
  });

  test('the tenants screen at phone width', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signIn(page, admin.userName, admin.password);
    await page.goto('/tenants?form=create');
    await expect(panel(page, 'Create Tenant')).toBeVisible();
    const box = await panel(page, 'Create Tenant').boundingBox();
    expect(box?.width).toBeGreaterThanOrEqual(389);
    await screenshot(page, 'tenant-create-phone');
  });
});
