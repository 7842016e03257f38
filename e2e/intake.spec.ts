import type { Locator, Page } from '@playwright/test';
import { accounts, expect, screenshot, signIn, tenantIdOf, test } from './fixtures.ts';

const { agent, manager } = accounts;

function panel(page: Page, title: string | RegExp): Locator {
  return page.getByRole('dialog', { name: title });
}

async function choose(page: Page, scope: Locator, label: string | RegExp, option: string): Promise<void> {
  await scope.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

async function useDarkMode(page: Page): Promise<void> {
  await page.evaluate(() => window.localStorage.setItem('portal.themeMode', 'dark'));
  await page.reload();
}

async function useLightMode(page: Page): Promise<void> {
  await page.evaluate(() => window.localStorage.setItem('portal.themeMode', 'light'));
  await page.reload();
}

test.describe('intake', () => {
  test('an intake saved as draft, reopened after reload, then submitted', async ({ page }) => {
    const stamp = Date.now().toString(36);
    const title = `Intake E2E ${stamp}`;
    await signIn(page, agent.userName, agent.password);
    const tenantId = tenantIdOf(page);
    await page.goto(`/${tenantId}/workunitsv2`);

    await page.getByRole('button', { name: 'Create' }).click();
    await page.getByRole('menuitem', { name: 'Intake' }).click();
    const intake = panel(page, 'Intake');
    // The grid and its lazily loaded panel on a busy machine (the demo feed, rules and actions run on this server).
    await expect(intake).toBeVisible({ timeout: 20_000 });
    await expect(page).toHaveURL(/form=createIntake/);
    await expect(intake.getByRole('button', { name: /View Drafts/ })).toBeDisabled();
    await expect(intake.getByRole('combobox', { name: /^Tenant/ })).toHaveValue('Contoso');

    await intake.getByRole('button', { name: 'Save as Draft' }).click();
    await expect(page.getByText('No form values found!')).toBeVisible();

    await intake.getByRole('textbox', { name: /^Title/ }).fill(title);
    await intake.getByRole('textbox', { name: /^Description/ }).fill('The caller cannot print from the second floor.\nSince this morning.');
    await intake.getByRole('textbox', { name: /^Stakeholder Name/ }).fill('Pat Caller');
    await intake.getByRole('textbox', { name: /^Stakeholder Phone Number/ }).fill('555-0100');
    await intake.getByRole('button', { name: 'Save as Draft' }).click();
    await expect(page.getByText('Your draft has been saved!')).toBeVisible();
    await screenshot(page, 'intake-panel');

    // The draft outlives the page.
    await page.reload();
    const reopened = panel(page, 'Intake');
    await expect(reopened).toBeVisible();
    await expect(reopened.getByRole('textbox', { name: /^Title/ })).toHaveValue('');
    await reopened.getByRole('button', { name: /View Drafts/ }).click();
    const drafts = panel(page, 'Drafts');
    await expect(drafts.getByText(title)).toBeVisible();
    await screenshot(page, 'intake-drafts-dialog', { fullPage: false });
    await drafts.getByRole('button', { name: 'Open' }).click();
    await expect(page.getByText('No draft selected.')).toBeVisible();
    await drafts.getByText(title).click();
    await drafts.getByRole('button', { name: 'Open' }).click();
    await expect(drafts).toBeHidden();
    await expect(reopened.getByRole('textbox', { name: /^Title/ })).toHaveValue(title);
    await expect(reopened.getByRole('textbox', { name: /^Stakeholder Phone Number/ })).toHaveValue('555-0100');

    await choose(page, reopened, /^Impact Scope/, 'Many Users');
    await expect(reopened.getByTestId('intake-severity')).toHaveText('Sev2');
    await choose(page, reopened, /^Assignment Group/, 'Network Team');
    await reopened.getByRole('button', { name: 'Save & Close' }).click();
    await expect(page.getByText('New Work Unit')).toBeVisible();
    await expect(reopened).toBeHidden();

    // Submitting removed the draft.
    await page.goto(`/${tenantId}/workunitsv2?form=createIntake`);
    await expect(panel(page, 'Intake').getByRole('button', { name: /View Drafts/ })).toBeDisabled();
  });

  test('the intake in dark mode and at phone width', async ({ page }) => {
    await signIn(page, agent.userName, agent.password);
    const tenantId = tenantIdOf(page);
    await page.goto(`/${tenantId}/workunitsv2?form=createIntake`);
    await useDarkMode(page);
    const intake = panel(page, 'Intake');
    await intake.getByRole('checkbox', { name: 'Spam Call' }).check();
    await expect(intake.getByText(/A spam call is saved as Spam Call/)).toBeVisible();
    await screenshot(page, 'intake-panel-dark', { fullPage: false });
    await useLightMode(page);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.reload();
    await expect(panel(page, 'Intake')).toBeVisible();
    await screenshot(page, 'intake-panel-phone', { fullPage: false });
  });
});

test.describe('mass edit', () => {
  test('three incidents get the same stakeholder name', async ({ page }) => {
    const name = `Mass Edit ${Date.now().toString(36)}`;
    await signIn(page, agent.userName, agent.password);
    const tenantId = tenantIdOf(page);
    await page.goto(`/${tenantId}/workunitsv2`);
    const rows = page.getByRole('row').filter({ has: page.getByRole('checkbox') });
    await expect(rows.nth(3)).toBeVisible({ timeout: 20_000 });
    // The first row holds the select-all box; the next three are incidents (the default filter is New incidents).
    for (const index of [1, 2, 3]) await rows.nth(index).getByRole('checkbox').check();

    await page.getByRole('button', { name: 'Actions' }).click();
    await page.getByRole('menuitem', { name: /Mass Edit/ }).click();
    const massEdit = panel(page, 'Edit 3 Work Units');
    await expect(massEdit).toBeVisible();
    await choose(page, massEdit, 'Field', 'Stakeholder Name');
    await expect(massEdit.getByText('An empty value clears this field.')).toBeVisible();
    await massEdit.getByRole('textbox', { name: 'Value' }).fill(name);
    await massEdit.getByRole('button', { name: 'Add Field' }).click();
    await choose(page, massEdit.getByTestId('mass-edit-row').nth(1), 'Field', 'Stakeholder Name');
    await expect(massEdit.getByText('Duplicate field')).toBeVisible();
    await screenshot(page, 'mass-edit-panel', { fullPage: false });
    await massEdit.getByRole('button', { name: 'Remove row 2' }).click();
    await massEdit.getByRole('button', { name: 'Save & Close' }).click();
    await expect(page.getByText('Work Units updated successfully.')).toBeVisible();
    await expect(massEdit).toBeHidden();

    const search = page.getByRole('textbox', { name: 'Search' });
    await search.fill(name);
    await search.press('Enter');
    await expect(page.getByRole('row').filter({ has: page.getByRole('checkbox') })).toHaveCount(4);
  });
});

test.describe('work unit settings', () => {
  test('categories and their subcategories', async ({ page }) => {
    const stamp = Date.now().toString(36);
    await signIn(page, manager.userName, manager.password);
    const tenantId = tenantIdOf(page);
    await page.goto(`/${tenantId}/workunitsettings`);
    await expect(page.getByRole('heading', { name: 'Work Unit Settings' })).toBeVisible();
    await expect(page.getByRole('columnheader', { name: 'Visible In Resolution Center' })).toBeVisible();
    await expect(page.getByRole('row').nth(1)).toBeVisible();
    await screenshot(page, 'workunitsettings');

    await page.getByRole('button', { name: 'Create Category' }).click();
    const create = panel(page, 'Create Category');
    await create.getByRole('textbox', { name: /^Name/ }).fill(`Printers ${stamp}`);
    await choose(page, create, /^Work Unit Type/, 'Incident');
    await create.getByRole('button', { name: 'Save', exact: true }).click();
    const edit = panel(page, `Edit Category: Printers ${stamp}`);
    await expect(edit).toBeVisible();
    await edit.getByRole('button', { name: 'Close', exact: true }).click();

    const search = page.getByRole('textbox', { name: 'Search' });
    await search.fill(`Printers ${stamp}`);
    await search.press('Enter');
    const row = page.getByRole('row').filter({ hasText: `Printers ${stamp}` });
    await row.getByRole('button', { name: /more/i }).click();
    await page.getByRole('menuitem', { name: 'Edit Subcategory' }).click();
    const subcategories = panel(page, `Subcategories: Printers ${stamp}`);
    await expect(subcategories.getByText('No subcategories yet.')).toBeVisible();
    await subcategories.getByRole('button', { name: 'Create Subcategory' }).click();
    const sub = panel(page, 'Create Subcategory');
    await sub.getByRole('textbox', { name: /^Name/ }).fill('Paper jam');
    await sub.getByRole('button', { name: 'Save & Close' }).click();
    await expect(subcategories.getByText('Paper jam')).toBeVisible();
    await screenshot(page, 'workunitsettings-subcategories', { fullPage: false });
  });
});
