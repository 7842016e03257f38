import { accounts, expect, screenshot, signIn, tenantIdOf, test } from './fixtures.ts';

const { admin, customer } = accounts;

test.describe('the shell', () => {
  test('the administrator sees both menu groups, the header and the landing page', async ({ page }) => {
    await signIn(page, admin.userName, admin.password);
    const tenantId = tenantIdOf(page);
    await expect(page.getByRole('heading', { name: 'Welcome' })).toBeVisible();
    await expect(page).toHaveTitle('Welcome - Operations Portal');
    await expect(page.getByTestId('header-user-name')).toHaveText(admin.name);
    await expect(page.getByTestId('environment-name')).not.toBeEmpty();

    const menu = page.getByRole('navigation', { name: 'Main menu' });
    await expect(menu.getByRole('list', { name: 'Administration' }).getByRole('link')).toHaveText([
      'Tenants', 'Locations', 'Package Catalog', 'Work Unit Protocols', 'Action Catalog', 'Pending Devices', 'Tokens',
      'Work Unit Settings', 'Version Report',
    ]);
    await expect(menu.getByRole('link', { name: 'Devices', exact: true })).toHaveAttribute('href', `/${tenantId}/devices`);
    // Staff hold Devices view, so §6 hides the tenant picker from them.
    await expect(page.getByTestId('tenant-picker')).toHaveCount(0);
    await expect(page.getByTestId('app-version')).toContainText('Version');

    await page.getByRole('button', { name: 'License' }).click();
    const dialog = page.getByRole('dialog', { name: 'License' });
    await expect(dialog.getByText(/^Expiration Date: \d+\/\d+\/\d{4}$/)).toBeVisible();
    await expect(dialog.getByText(/^Days Left: \d+$/)).toBeVisible();
    await dialog.getByRole('button', { name: 'View End-User License Agreement' }).click();
    await expect(dialog.getByLabel('End-User License Agreement')).toContainText('END-USER LICENSE AGREEMENT');
    await screenshot(page, 'license-dialog');
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();
    await screenshot(page, 'shell-light');
  });

  test('the customer sees no staff menu and is sent to the Resolution Center', async ({ page }) => {
    await signIn(page, customer.userName, customer.password);
    await expect(page).toHaveURL(/\/resolutioncenter$/);
    await expect(page.getByRole('list', { name: 'Administration' })).toHaveCount(0);
    await expect(page.getByRole('list', { name: 'Work Units' })).toHaveCount(0);
  });

  test('the picker switches the subscription and reloads', async ({ page }) => {
    await signIn(page, customer.userName, customer.password);
    const picker = page.getByTestId('tenant-picker');
    await expect(picker).toHaveText('Contoso > Production');
    await picker.click();
    await page.getByRole('combobox', { name: /Subscription/ }).click();
    await page.getByRole('option', { name: 'Staging' }).click();
    await page.getByRole('button', { name: 'Submit' }).click();
    await page.waitForLoadState('load');
    await expect(page.getByTestId('tenant-picker')).toHaveText('Contoso > Staging');

    // And back, so other tests start from the seeded context.
    await page.getByTestId('tenant-picker').click();
    await page.getByRole('combobox', { name: /Subscription/ }).click();
    await page.getByRole('option', { name: 'Production' }).click();
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByTestId('tenant-picker')).toHaveText('Contoso > Production');
  });

  test('dark mode persists after a reload', async ({ page }) => {
    await signIn(page, admin.userName, admin.password);
    const background = () => page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    const lightBackground = await background();
    await page.getByRole('button', { name: 'Open profile menu' }).click();
    await expect(page.getByTestId('profile-name')).toHaveText(admin.name);
    await expect(page.getByTestId('profile-username')).toHaveText(admin.userName);
    await page.getByRole('button', { name: 'Settings' }).click();
    const settings = page.getByRole('dialog', { name: 'Settings' });
    await expect(settings.getByText('Intake Panel Settings')).toBeVisible();
    await settings.getByRole('button', { name: 'Dark mode' }).click();
    await expect.poll(background).not.toBe(lightBackground);
    await settings.getByRole('button', { name: 'Close settings' }).click();

    await page.reload();
    await expect(page.getByRole('heading', { name: 'Welcome' })).toBeVisible();
    await expect.poll(background).toBe('rgb(18, 18, 18)');
    await screenshot(page, 'shell-dark');

    // Back to light for the other tests in this browser context.
    await page.evaluate(() => localStorage.setItem('portal.themeMode', 'light'));
  });

  test('an unknown route shows the 404 page', async ({ page }) => {
    await signIn(page, admin.userName, admin.password);
    const tenantId = tenantIdOf(page);
    await page.goto(`/${tenantId}/no-such-screen`);
    await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
    await page.getByRole('link', { name: 'Go Back Home' }).click();
    await expect(page.getByRole('heading', { name: 'Welcome' })).toBeVisible();
  });

  test('a signed-out visitor is sent to the login page and returns to the requested page', async ({ page }) => {
    await page.goto('/some/deep/page?x=1');
    await expect(page).toHaveURL(/\/user\/login\?requestUrl=%2Fsome%2Fdeep%2Fpage%3Fx%3D1$/);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.locator('#username').fill(admin.userName);
    await page.locator('#password').fill(admin.password);
    await page.locator('button[type="submit"]').first().click();
    await expect(page).toHaveURL(/\/some\/deep\/page\?x=1$/);
    await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
  });

  test('a phone gets the temporary drawer', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signIn(page, admin.userName, admin.password);
    await expect(page.getByRole('heading', { name: 'Welcome' })).toBeVisible();
    const drawer = page.locator('[data-testid="nav-drawer"]');
    await expect(drawer).toHaveAttribute('data-variant', 'temporary');
    const menu = page.getByRole('navigation', { name: 'Main menu' });
    await expect(menu.getByRole('link', { name: 'Tenants' })).toBeHidden();
    await screenshot(page, 'shell-phone');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(menu.getByRole('link', { name: 'Tenants' })).toBeVisible();
    // Wait for the slide-in to finish before the picture.
    await expect.poll(async () => (await menu.boundingBox())?.x).toBe(0);
    await screenshot(page, 'shell-phone-menu', { fullPage: false });
    await page.keyboard.press('Escape');
    await expect(menu.getByRole('link', { name: 'Tenants' })).toBeHidden();
  });

  test('log out returns to the login page, in this tab and in another one', async ({ page, context }) => {
    await signIn(page, admin.userName, admin.password);
    const tenantId = tenantIdOf(page);
    const other = await context.newPage();
    await other.goto(`/${tenantId}`);
    await expect(other.getByRole('heading', { name: 'Welcome' })).toBeVisible();

    await page.getByRole('button', { name: 'Open profile menu' }).click();
    await page.getByRole('button', { name: 'Log out' }).click();
    await expect(page).toHaveURL(/\/user\/login$/, { timeout: 15_000 });
    await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
    await expect(other).toHaveURL(/\/user\/login/);
    await screenshot(page, 'login');

    await page.goto(`/${tenantId}`);
    await expect(page).toHaveURL(/\/user\/login\?requestUrl=/);
  });
});
