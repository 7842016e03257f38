import { expect, screenshot, test } from './fixtures.ts';

test.describe('the public access request form', () => {
  test('refuses invalid input with the spec messages, then sends a valid request without signing in', async ({ page }) => {
    await page.goto('/user/login');
    await page.getByRole('button', { name: 'Request access' }).click();
    const dialog = page.getByRole('dialog', { name: 'I3E Account Request' });
    await expect(dialog).toBeVisible();
    // No request type is chosen at first, so neither type's fields show.
    await expect(dialog.getByRole('radio', { name: 'New Account' })).not.toBeChecked();
    await expect(dialog.getByRole('radio', { name: 'Password Reset' })).not.toBeChecked();
    await expect(dialog.getByRole('combobox', { name: /Citizenship/ })).toHaveCount(0);
    await expect(dialog.getByRole('textbox', { name: 'Target Account Name' })).toHaveCount(0);

    // Invalid: nothing filled in, then a few wrong values.
    await dialog.getByRole('button', { name: 'Submit' }).click();
    for (const message of [
      'Request type is required.',
      'First name is required.',
      'Last name is required.',
      'Please enter a valid email address.',
      'Please enter a valid phone number (e.g. 555-555-5555 or (555) 555-5555).',
    ]) {
      await expect(dialog.getByText(message, { exact: true })).toBeVisible();
    }
    await expect(dialog.getByText('Acknowledgement is required.')).toHaveCount(2);
    await screenshot(page, 'access-request-empty');

    // A password reset's target account, then a change of mind: it is hidden and not sent.
    await dialog.getByRole('radio', { name: 'Password Reset' }).check();
    await dialog.getByRole('textbox', { name: 'Target Account Name' }).fill('grace.old@example.com');
    await dialog.getByRole('radio', { name: 'New Account' }).check();
    await expect(dialog.getByRole('textbox', { name: 'Target Account Name' })).toHaveCount(0);
    await expect(dialog.getByText('Request type is required.')).toHaveCount(0);
    await expect(dialog.getByRole('radio', { name: 'IL5' })).toBeChecked();
    await dialog.getByRole('button', { name: 'Submit' }).click();
    for (const message of ['Citizenship is required.', 'Designation is required.', 'Organization is required.']) {
      await expect(dialog.getByText(message, { exact: true })).toBeVisible();
    }

    await dialog.getByRole('textbox', { name: 'Middle Initial' }).fill('7');
    await dialog.getByRole('textbox', { name: 'Middle Initial' }).blur();
    await expect(dialog.getByText('Please enter a single character.')).toBeVisible();
    await dialog.getByRole('combobox', { name: /Designation/ }).click();
    await page.getByRole('option', { name: 'Military' }).click();
    await dialog.getByRole('combobox', { name: /Organization/ }).click();
    await page.getByRole('option', { name: 'Other' }).click();
    await dialog.getByRole('textbox', { name: 'Specify Organization' }).fill('X');
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await expect(dialog.getByText('Grade is required.')).toBeVisible();
    await expect(dialog.getByText('Please specify an organization of at least 2 characters.')).toBeVisible();
    // A grade typed for Military is not sent once the designation is Contractor.
    await dialog.getByRole('textbox', { name: 'Grade' }).fill('O-3');
    await dialog.getByRole('combobox', { name: /Designation/ }).click();
    await page.getByRole('option', { name: 'Contractor' }).click();
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await expect(dialog.getByText('Company is required.')).toBeVisible();
    await screenshot(page, 'access-request-invalid');

    // Valid.
    await dialog.getByRole('textbox', { name: 'First Name' }).fill('Grace');
    await dialog.getByRole('textbox', { name: 'Middle Initial' }).fill('B');
    await dialog.getByRole('textbox', { name: 'Last Name' }).fill('Hopper');
    await dialog.getByRole('combobox', { name: /Suffix/ }).click();
    await page.getByRole('option', { name: 'Jr.' }).click();
    await dialog.getByRole('textbox', { name: 'Email' }).fill('grace.hopper@example.com');
    await dialog.getByRole('textbox', { name: 'Phone' }).fill('(555) 555-5555');
    await dialog.getByRole('combobox', { name: /Citizenship/ }).click();
    await page.getByRole('option', { name: 'U.S. Citizen' }).click();
    await dialog.getByRole('textbox', { name: 'Company' }).fill('Acme Corp');
    await dialog.getByRole('textbox', { name: 'Specify Organization' }).fill('Space Systems');
    await dialog.getByRole('checkbox').nth(0).check();
    await dialog.getByRole('checkbox').nth(1).check();
    await screenshot(page, 'access-request-valid');

    const sent = page.waitForRequest((request) => request.url().endsWith('/api/v1/accessrequest') && request.method() === 'POST');
    await dialog.getByRole('button', { name: 'Submit' }).click();
    const request = await sent;
    expect(request.headers().authorization).toBeUndefined();
    expect(request.postDataJSON()).toMatchObject({
      requestType: 'New Account',
      firstName: 'Grace',
      middleInitial: 'B',
      suffix: 'Jr.',
      environment: 'IL5',
      designation: 'Contractor',
      company: 'Acme Corp',
      organization: 'Other',
      specifyOrganization: 'Space Systems',
    });
    expect(request.postDataJSON()).not.toHaveProperty('grade');
    expect(request.postDataJSON()).not.toHaveProperty('targetAccountName');
    await expect(page.getByText('Successfully created access request.')).toBeVisible();
    await expect(dialog).toHaveCount(0);
  });
});
