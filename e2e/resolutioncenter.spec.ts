import type { Page } from '@playwright/test';
import { accounts, expect, screenshot, signIn, tenantIdOf, test } from './fixtures.ts';
import { accessToken } from './workunit-api.ts';

const { admin, customer } = accounts;

async function setTheme(page: Page, mode: 'light' | 'dark'): Promise<void> {
  await page.evaluate((value) => window.localStorage.setItem('portal.themeMode', value), mode);
  await page.reload();
}

test.describe('the Resolution Center', () => {
  test('a customer creates a request, sees it Active and asks for a call back', async ({ page }) => {
    const title = `RC request ${Date.now().toString(36)}`;
    await signIn(page, customer.userName, customer.password);
    await expect(page).toHaveURL(/\/resolutioncenter$/);
    await expect(page.getByRole('heading', { name: 'Resolution Center' })).toBeVisible();
    await expect(page).toHaveTitle(/^Resolution Center/);
    // Its own header: no staff menu button or drawer.
    await expect(page.getByRole('button', { name: /Open menu|Close menu/ })).toHaveCount(0);
    await expect(page.getByRole('navigation', { name: 'Main menu' })).toHaveCount(0);
    await expect(page.getByRole('columnheader', { name: 'Work Unit ID' })).toBeVisible();
    await screenshot(page, 'resolutioncenter');

    await page.getByRole('button', { name: 'Create Request' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create Request' });
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await expect(dialog.getByText('Please enter a title for the Work Unit.')).toBeVisible();
    await expect(dialog.getByText('Please enter a Work Unit description')).toBeVisible();
    await expect(dialog.getByText('Please enter a phone number.')).toBeVisible();
    await dialog.getByRole('textbox', { name: /^Title/ }).fill(title);
    await dialog.getByRole('textbox', { name: /^Description/ }).fill('My mailbox says it is full.');
    await dialog.getByRole('textbox', { name: /^Phone Number/ }).fill('555-0142');
    await dialog.getByRole('combobox', { name: /^Service/ }).click();
    await page.getByRole('option', { name: 'Email', exact: true }).click();
    await dialog.getByRole('combobox', { name: /^Need/ }).click();
    await page.getByRole('option', { name: 'Mailbox full', exact: true }).click();
    await screenshot(page, 'resolutioncenter-create', { fullPage: false });
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByText('Successfully created work unit.')).toBeVisible();
    await expect(dialog).toBeHidden();

    const row = page.getByRole('row').filter({ hasText: title });
    await expect(row).toContainText('Active');
    await expect(row).toContainText('Email');
    await expect(row).toContainText('Mailbox full');

    // The title is a link to the request's own address (it opens in a new tab too), not a button.
    const titleLink = row.getByRole('link', { name: title });
    await expect(titleLink).toHaveAttribute('href', /[?&]workUnitId=\d+/);
    await expect(row.getByRole('button', { name: title })).toHaveCount(0);
    await titleLink.click();
    const detail = page.getByRole('dialog', { name: new RegExp(`^Work Unit #\\d+: ${title}$`) });
    await expect(detail).toBeVisible();
    await expect(detail.getByText('No notes yet.')).toBeVisible();
    await expect(detail.getByTestId('rc-resolution')).toHaveCount(0);
    await detail.getByRole('button', { name: 'Call Me' }).click();
    await expect(page.getByText('Your call back request has been received. You should receive a call within the next 15 minutes.')).toBeVisible();
    await screenshot(page, 'resolutioncenter-detail', { fullPage: false });
    await detail.getByRole('button', { name: 'Close' }).click();

    // A Done request shows its resolution (the demo data holds resolved incidents).
    const done = page.getByRole('row').filter({ hasText: 'Done' }).first();
    if (await done.count()) {
      await done.getByRole('link').first().click();
      const doneDetail = page.getByRole('dialog', { name: /^Work Unit #\d+: / });
      await expect(doneDetail.getByTestId('rc-resolution')).toBeVisible();
      await doneDetail.getByRole('button', { name: 'Close' }).click();
    }
  });

  test('the thank-you message, dark mode and phone width', async ({ page }) => {
    await signIn(page, customer.userName, customer.password);
    // Sign-in lands on the tenant's home first; the shell then sends a customer on to the Resolution Center.
    await expect(page).toHaveURL(/\/resolutioncenter$/);
    await page.goto(`${new URL(page.url()).pathname}?showThanksForFeedbackMessage=true`);
    await expect(page.getByText('Thank you for your feedback!')).toBeVisible();
    await setTheme(page, 'dark');
    await expect(page.getByRole('heading', { name: 'Resolution Center' })).toBeVisible();
    await expect(page.getByRole('row').nth(1)).toBeVisible();
    await screenshot(page, 'resolutioncenter-dark', { fullPage: false });
    await setTheme(page, 'light');
    await page.setViewportSize({ width: 390, height: 844 });
    await page.reload();
    // A phone shows each request as a card instead of a grid row.
    await expect(page.getByTestId('list-card').first()).toBeVisible();
    await screenshot(page, 'resolutioncenter-phone', { fullPage: false });
  });

  test("a customer on another tenant's address is sent to their own tenant's Resolution Center, where Create Request works", async ({ page, browser }) => {
    // Another tenant's id, as an administrator sees them.
    const adminContext = await browser.newContext();
    const adminPage = await adminContext.newPage();
    await signIn(adminPage, admin.userName, admin.password);
    const tenants = (await (await adminPage.request.get('/api/generallookup/tenants', { headers: { Authorization: `Bearer ${await accessToken(adminPage)}` } })).json()) as Array<{ tenantId: string }>;
    await adminContext.close();

    await signIn(page, customer.userName, customer.password);
    await expect(page).toHaveURL(/\/resolutioncenter$/);
    const own = tenantIdOf(page);
    const other = tenants.find((tenant) => tenant.tenantId !== own)?.tenantId;
    expect(other).toBeTruthy();

    await page.goto(`/${other}/resolutioncenter`);
    await expect(page).toHaveURL(new RegExp(`/${own}/resolutioncenter$`));
    await expect(page.getByText("You have no access to the Resolution Center of the tenant in that address, so your own tenant's is shown.")).toBeVisible();
    await screenshot(page, 'resolutioncenter-sent-home', { fullPage: false });

    const title = `RC elsewhere ${Date.now().toString(36)}`;
    await page.getByRole('button', { name: 'Create Request' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create Request' });
    await dialog.getByRole('textbox', { name: /^Title/ }).fill(title);
    await dialog.getByRole('textbox', { name: /^Description/ }).fill('Sent here from a link to another tenant.');
    await dialog.getByRole('textbox', { name: /^Phone Number/ }).fill('555-0199');
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByText('Successfully created work unit.')).toBeVisible();
    await expect(page.getByRole('row').filter({ hasText: title })).toContainText('Active');
  });
});
