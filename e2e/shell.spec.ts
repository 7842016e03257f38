import { accounts, allowConsoleMessages, expect, screenshot, signIn, tenantIdOf, test } from './fixtures.ts';

const { admin, customer } = accounts;
/** The demo customer of Contoso and Fabrikam: sees the tenant picker (part 1 §6) and has two tenants in it. */

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
      'Grants', 'Work Unit Settings', 'Version Report', 'Mail Outbox',
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

  test('the picker switches the tenant: the page reloads on the new tenant id', async ({ page }) => {
    await signIn(page, accounts.partner.userName, accounts.partner.password);
    await expect(page).toHaveURL(/\/resolutioncenter$/);
    const picker = page.getByTestId('tenant-picker');
    await expect(picker).toHaveText(/^(Contoso|Fabrikam) > Production$/);
    // From whichever tenant a retry left it in, to the other one.
    const from = (await picker.textContent())?.startsWith('Fabrikam') ? 'Fabrikam' : 'Contoso';
    const to = from === 'Contoso' ? 'Fabrikam' : 'Contoso';
    const fromTenantId = tenantIdOf(page);

    await picker.click();
    const form = page.getByRole('form', { name: 'Tenant and subscription' });
    await expect(form.getByRole('combobox', { name: /Subscription/ })).toBeVisible();
    await screenshot(page, 'tenant-picker-open', { fullPage: false });
    await form.getByRole('combobox', { name: /Tenant/ }).click();
    await expect(page.getByRole('option')).toHaveText(['Contoso', 'Fabrikam']);
    await page.getByRole('option', { name: to }).click();
    await form.getByRole('combobox', { name: /Subscription/ }).click();
    await expect(page.getByRole('option')).toHaveText(['Production']);
    await page.getByRole('option', { name: 'Production' }).click();
    // A mark that only a real page load clears.
    await page.evaluate(() => Object.assign(window, { beforeSwitch: true }));
    await form.getByRole('button', { name: 'Submit' }).click();

    await expect(page).not.toHaveURL(new RegExp(fromTenantId));
    await expect(page).toHaveURL(/^[^?#]*\/[0-9a-f-]{36}\/resolutioncenter$/);
    const toTenantId = tenantIdOf(page);
    expect(toTenantId).not.toBe(fromTenantId);
    await expect(page.getByTestId('tenant-picker')).toHaveText(`${to} > Production`);
    expect(await page.evaluate(() => 'beforeSwitch' in window)).toBe(false);

    // And back, so a rerun starts from the seeded context.
    await page.getByTestId('tenant-picker').click();
    await page.getByRole('combobox', { name: /Tenant/ }).click();
    await page.getByRole('option', { name: from }).click();
    await page.getByRole('combobox', { name: /Subscription/ }).click();
    await page.getByRole('option', { name: 'Production' }).click();
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page).toHaveURL(new RegExp(`/${fromTenantId}/resolutioncenter$`));
    await expect(page.getByTestId('tenant-picker')).toHaveText(`${from} > Production`);
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
    // Wait for the slide-in to finish before the picture: the paper's right edge at the window's.
    const rightEdge = async () => { const box = await settings.boundingBox(); return box ? Math.round(box.x + box.width) : 0; };
    await expect.poll(rightEdge).toBe(page.viewportSize()?.width);
    await screenshot(page, 'settings-light', { fullPage: false });
    await settings.getByRole('button', { name: 'Dark mode' }).click();
    await expect.poll(background).not.toBe(lightBackground);
    await screenshot(page, 'settings-dark', { fullPage: false });
    await settings.getByRole('button', { name: 'Close settings' }).click();

    await page.reload();
    await expect(page.getByRole('heading', { name: 'Welcome' })).toBeVisible();
    await expect.poll(background).toBe('rgb(18, 18, 18)');
    await screenshot(page, 'shell-dark');

    // Back to light for the other tests in this browser context.
    await page.evaluate(() => localStorage.setItem('portal.themeMode', 'light'));
  });

  test("follows the system's light or dark preference by default, live", async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'dark' });
    await signIn(page, admin.userName, admin.password);
    const background = () => page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    await expect(page.getByRole('heading', { name: 'Welcome' })).toBeVisible();
    await expect.poll(background).toBe('rgb(18, 18, 18)');
    await page.emulateMedia({ colorScheme: 'light' });
    await expect.poll(background).toBe('rgb(245, 246, 248)');
    // A choice of the person's wins over the system's, and System gives it back.
    await page.getByRole('button', { name: 'Open profile menu' }).click();
    await page.getByRole('button', { name: 'Settings' }).click();
    const settings = page.getByRole('dialog', { name: 'Settings' });
    await expect(settings.getByRole('button', { name: 'Follow the system' })).toHaveAttribute('aria-pressed', 'true');
    await settings.getByRole('button', { name: 'Dark mode' }).click();
    await expect.poll(background).toBe('rgb(18, 18, 18)');
    await settings.getByRole('button', { name: 'Follow the system' }).click();
    await expect.poll(background).toBe('rgb(245, 246, 248)');
  });

  test('an unknown route shows the 404 page', async ({ page }) => {
    await signIn(page, admin.userName, admin.password);
    const tenantId = tenantIdOf(page);
    await page.goto(`/${tenantId}/no-such-screen`);
    await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
    await screenshot(page, 'not-found');
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

  test('/user/accessDenied is the login page with the access-denied notice', async ({ page }) => {
    await page.goto('/user/accessDenied');
    await expect(page.getByRole('heading', { name: 'Operations Portal' })).toBeVisible();
    await expect(page.getByText('You do not have access. Please contact your system administrator for access.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
    await screenshot(page, 'access-denied');
  });

  test('a sign-in configuration that fails to load shows the login page with the error and Retry', async ({ page }) => {
    await page.route('**/api/generalLookup/oidcclientconfig', (route) => route.fulfill({ status: 503, body: 'down' }));
    // The browser logs the refused request: made to fail here.
    allowConsoleMessages(page, /\/api\/generalLookup\/oidcclientconfig: Failed to load resource: the server responded with a status of 503/);
    await page.goto('/user/login');
    await expect(page.getByRole('heading', { name: 'Operations Portal' })).toBeVisible();
    await expect(page.getByTestId('startup-error')).toHaveText('Sign-in configuration failed to load (503).');
    await expect(page.getByTestId('login-environment')).not.toBeEmpty();
    await expect(page).toHaveTitle('Login - Operations Portal');
    await screenshot(page, 'startup-error');

    await page.unroute('**/api/generalLookup/oidcclientconfig');
    await page.getByRole('button', { name: 'Retry' }).click();
    await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
    await expect(page.getByTestId('startup-error')).toHaveCount(0);
  });
});
