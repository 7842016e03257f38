import { accounts, expect, test } from './fixtures.ts';

const { agent } = accounts;

// The Support Agent holds Tenants:view without Tenants:edit (built-in roles).
test('a view-only user sees a tenant read-only: no Save buttons, no add or remove, its secrets by version', async ({ page, signIn }) => {
  await signIn(agent.userName, agent.password);
  await page.goto('/tenants');
  const row = page.getByRole('row').filter({ hasText: 'Contoso' });
  await expect(row).toHaveCount(1);
  await row.getByRole('button', { name: /more/i }).click();
  await expect(page.getByRole('menuitem', { name: 'Edit Tenant' })).toHaveCount(0);
  await page.getByRole('menuitem', { name: 'View Tenant' }).click();

  const panel = page.getByRole('dialog', { name: 'View Tenant: Contoso' });
  await expect(panel.getByRole('textbox', { name: /Tenant Name/ })).toHaveValue('Contoso');
  await expect(panel.getByRole('textbox', { name: /Tenant Name/ })).toHaveAttribute('readonly', '');
  await expect(panel.getByRole('button', { name: 'Save & Close' })).toHaveCount(0);
  await expect(panel.getByRole('button', { name: 'Save', exact: true })).toHaveCount(0);

  await panel.getByRole('tab', { name: 'Additional Fields' }).click();
  await expect(panel.getByRole('button', { name: 'Add Field' })).toHaveCount(0);
  await expect(panel.getByRole('button', { name: /Remove field/ })).toHaveCount(0);

  // The demo secret has two versions of its own (issue 22: not the highest version of any secret).
  await panel.getByRole('tab', { name: 'Secrets' }).click();
  await expect(panel.getByText('Version 2')).toBeVisible();
  await expect(panel.getByRole('button', { name: 'Add Secret' })).toHaveCount(0);
  await expect(panel.getByLabel(/New Value/)).toHaveCount(0);

  await panel.getByRole('button', { name: 'Close', exact: true }).click();
  await expect(panel).toHaveCount(0);
});
