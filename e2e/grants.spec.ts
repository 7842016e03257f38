import type { Locator, Page } from '@playwright/test';
import { accounts, expect, screenshot, signIn, test } from './fixtures.ts';
import { accessToken } from './workunit-api.ts';

const { admin, agent } = accounts;

/** A grid row found by its text, then held by its row id (the grid renders only the columns in view). */
async function gridRow(page: Page, rowText: string): Promise<Locator> {
  const found = page.getByRole('row').filter({ hasText: rowText });
  await expect(found).toHaveCount(1);
  const id = await found.getAttribute('data-id');
  return page.locator(`[role="row"][data-id="${id}"]`);
}

test.describe('grants', () => {
  test('an administrator adds a group grant, sees it, removes it after confirming, and sees both in the history', async ({ page }) => {
    const group = `E2E Night Shift ${Date.now().toString(36)}`;
    await signIn(page, admin.userName, admin.password);

    const menu = page.getByRole('navigation', { name: 'Main menu' });
    await menu.getByRole('link', { name: 'Grants' }).click();
    await expect(page).toHaveURL(/\/grants$/);
    await expect(page.getByRole('heading', { name: 'Grants' })).toBeVisible();
    await expect(page).toHaveTitle('Grants - Operations Portal');

    await page.getByRole('button', { name: 'Add Grant' }).click();
    const panel = page.getByRole('dialog', { name: 'Add Grant' });
    // A person is the usual grant: the form starts there (issue 26.14).
    await expect(panel.getByRole('radio', { name: 'A person' })).toBeChecked();
    await panel.getByRole('radio', { name: 'A group' }).check();
    await panel.getByRole('textbox', { name: 'Group' }).fill(group);
    await panel.getByRole('combobox', { name: 'Role' }).click();
    await page.getByRole('option', { name: 'Support Agent', exact: true }).click();
    await screenshot(page, 'grants-add');
    await panel.getByRole('button', { name: 'Save & Close' }).click();
    await expect(panel).toBeHidden();

    const search = page.getByRole('textbox', { name: 'Search' });
    await search.fill(group);
    await search.press('Enter');
    const row = await gridRow(page, group);
    await expect(row).toContainText('Support Agent');
    await expect(row).toContainText('All tenants');
    await screenshot(page, 'grants-list');

    await row.getByRole('button', { name: /more/i }).click();
    await page.getByRole('menuitem', { name: 'Remove Grant' }).click();
    const confirm = page.getByRole('dialog', { name: 'Remove Grant' });
    await expect(confirm).toContainText(`Are you sure you want to remove Support Agent in all tenants from the group '${group}'?`);
    // No: nothing happens.
    await confirm.getByRole('button', { name: 'No' }).click();
    await expect(page.getByRole('row').filter({ hasText: group })).toHaveCount(1);
    await row.getByRole('button', { name: /more/i }).click();
    await page.getByRole('menuitem', { name: 'Remove Grant' }).click();
    await confirm.getByRole('button', { name: 'Yes' }).click();
    await expect(page.getByRole('row').filter({ hasText: group })).toHaveCount(0);

    await page.getByRole('tab', { name: 'History' }).click();
    await expect(page).toHaveURL(/\/grants\/history$/);
    const history = page.getByRole('row').filter({ hasText: group });
    await expect(history).toHaveCount(2);
    // Newest first: the removal, then the addition, both by the administrator.
    await expect(history.nth(0)).toContainText('Removed');
    await expect(history.nth(1)).toContainText('Added');
    for (const entry of [history.nth(0), history.nth(1)]) {
      await expect(entry).toContainText(admin.userName);
      await expect(entry).toContainText('Support Agent');
    }
    await screenshot(page, 'grants-history');
  });

  test("removing the last Administrator grant is offered disabled, with the reason, until there is another", async ({ page }) => {
    await signIn(page, admin.userName, admin.password);
    await page.goto('/grants');
    const search = page.getByRole('textbox', { name: 'Search' });
    await search.fill('Administrator');
    await search.press('Enter');
    const adminRow = await gridRow(page, admin.name);
    await adminRow.getByRole('button', { name: /more/i }).click();
    const remove = page.getByRole('menuitem', { name: /^Remove Grant/ });
    await expect(remove).toBeDisabled();
    await expect(remove).toContainText('The last Administrator grant for all tenants: grant the role to someone else first.');
    await screenshot(page, 'grants-last-administrator', { fullPage: false });
    await page.keyboard.press('Escape');

    // A second administrator (a person) makes the first one removable.
    await page.getByRole('button', { name: 'Add Grant' }).click();
    const panel = page.getByRole('dialog', { name: 'Add Grant' });
    await panel.getByRole('combobox', { name: 'Person' }).fill(accounts.manager.userName);
    await page.getByRole('option', { name: new RegExp(`\\(${accounts.manager.userName}\\)`) }).click();
    await panel.getByRole('combobox', { name: 'Role' }).click();
    await page.getByRole('option', { name: 'Administrator', exact: true }).click();
    await panel.getByRole('button', { name: 'Save & Close' }).click();
    await expect(panel).toBeHidden();
    const managerRow = await gridRow(page, accounts.manager.name);
    await adminRow.getByRole('button', { name: /more/i }).click();
    await expect(page.getByRole('menuitem', { name: /^Remove Grant/ })).toBeEnabled();
    await page.keyboard.press('Escape');

    // The second one goes again; the first is the last once more.
    await managerRow.getByRole('button', { name: /more/i }).click();
    await page.getByRole('menuitem', { name: 'Remove Grant' }).click();
    await page.getByRole('dialog', { name: 'Remove Grant' }).getByRole('button', { name: 'Yes' }).click();
    await expect(page.getByRole('row').filter({ hasText: accounts.manager.name })).toHaveCount(0);
    await adminRow.getByRole('button', { name: /more/i }).click();
    await expect(page.getByRole('menuitem', { name: /^Remove Grant/ })).toBeDisabled();
  });

  test('a support agent has no Grants menu entry and the grants API refuses them', async ({ page }) => {
    await signIn(page, agent.userName, agent.password);
    const menu = page.getByRole('navigation', { name: 'Main menu' });
    await expect(menu.getByRole('link', { name: 'Work Units', exact: true })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Grants' })).toHaveCount(0);

    const headers = { Authorization: `Bearer ${await accessToken(page)}` };
    expect((await page.request.get('/v1/grants', { headers })).status()).toBe(403);
    expect((await page.request.get('/v1/grants/audit', { headers })).status()).toBe(403);
    const added = await page.request.put('/v1/grants', {
      headers,
      data: { principalKind: 'group', groupName: 'Agents Who Want More', roleId: '00000000-0000-4000-8000-000000000000', tenantIds: null },
    });
    expect(added.status()).toBe(403);

    // Opening the page by its address shows no grants either.
    await page.goto('/grants');
    await expect(page.getByText('You do not have access to this page.')).toBeVisible();
  });
});
