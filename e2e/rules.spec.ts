import type { Locator, Page } from '@playwright/test';
import { accounts, expect as baseExpect, screenshot, signIn, tenantIdOf, test } from './fixtures.ts';
import { accessToken } from './workunit-api.ts';

/**
 * The Rules screen (part 1 §2, issue 30 item 4): create a rule after its dry run, edit and cancel, toggle,
 * copy, delete, paging, the Rule Matches panel by row action, reload, Back and a shared link; a packet
 * posted with an API token makes a match that shows up in the panel. Light, dark and phone screenshots.
 */

const { admin } = accounts;
// The walk waits for a busy machine (several portals and browsers at once: a fresh page took 40 s to load) rather than fail on it.
const expect = baseExpect.configure({ timeout: 90_000 });

const panel = (page: Page, title: string | RegExp): Locator => page.getByRole('dialog', { name: title });
const rangeOf = (page: Page) => page.locator('.MuiTablePagination-displayedRows').first();

async function gridRow(page: Page, rowText: string): Promise<Locator> {
  const found = page.getByRole('row').filter({ hasText: rowText });
  await expect(found.first()).toBeVisible();
  const id = await found.first().getAttribute('data-id');
  return page.locator(`[role="row"][data-id="${id}"]`);
}

async function rowAction(page: Page, row: Locator, action: string): Promise<void> {
  await row.getByRole('button', { name: /more/i }).click();
  await page.getByRole('menuitem', { name: action }).click();
}

async function search(page: Page, text: string): Promise<void> {
  const box = page.getByRole('textbox', { name: 'Search' });
  await box.fill(text);
  await box.press('Enter');
}

async function pick(page: Page, scope: Locator, field: RegExp, option: string): Promise<void> {
  await scope.getByRole('combobox', { name: field }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

async function asUser<T>(page: Page, method: 'GET' | 'PUT' | 'POST', path: string, data?: unknown): Promise<T> {
  const response = await page.request.fetch(path, { method, data, headers: { Authorization: `Bearer ${await accessToken(page)}` } });
  baseExpect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as T;
}

async function useScheme(page: Page, mode: 'dark' | 'light'): Promise<void> {
  await page.evaluate((value) => window.localStorage.setItem('portal.themeMode', value), mode);
  await page.reload();
}

/** A plain Ingestion rule through the API: Metrics.DeviceCpu above `threshold`. */
function ruleBody(tenantId: string, name: string, threshold: number) {
  return {
    name, ruleTypeId: 1, tenantId, matchLifetime: '00:05:00',
    conditions: [
      { type: 0, leftOperand: 20, operator: 1, rightOperand: tenantId },
      { type: 0, leftOperand: 4, leftOperandFieldName: 'DeviceCpu', operator: 3, rightOperand: String(threshold) },
    ],
  };
}

test('an administrator creates a rule after a dry run, edits, toggles, copies, deletes, pages and sees a packet match', async ({ page, context }) => {
  test.setTimeout(600_000);
  await signIn(page, admin.userName, admin.password);
  const tenantId = tenantIdOf(page);
  const stamp = Date.now().toString(36);
  const name = `Walk CPU ${stamp}`;

  // Eleven more rules of one name, so a search for them has a second page.
  for (let i = 1; i <= 11; i++) await asUser(page, 'PUT', '/v1/rules', ruleBody(tenantId, `Paging ${stamp} ${String(i).padStart(2, '0')}`, 999));

  await page.getByRole('link', { name: 'Rules' }).first().click();
  await expect(page).toHaveURL(new RegExp(`/${tenantId}/rules`));
  await expect(page.getByRole('heading', { name: 'Rules', exact: true })).toBeVisible();
  await expect(page.getByRole('gridcell', { name: 'Device CPU above 80%' })).toBeVisible();
  await expect(page.getByRole('columnheader', { name: 'Time Conditions' })).toBeVisible();
  // The disabled demo example shows only with 'Show Disabled Rules'.
  await expect(page.getByRole('gridcell', { name: 'Orders stalled (disabled example)' })).toHaveCount(0);
  // The box follows the address (showDisabled=true), which changes a moment after the click.
  await page.getByRole('checkbox', { name: 'Show Disabled Rules' }).click();
  await expect(page.getByRole('checkbox', { name: 'Show Disabled Rules' })).toBeChecked();
  await expect(page.getByRole('gridcell', { name: 'Orders stalled (disabled example)' })).toBeVisible();
  await screenshot(page, 'rules-grid', { fullPage: false });

  // Paging past page 1, kept by a reload.
  await search(page, `Paging ${stamp}`);
  await expect(rangeOf(page)).toHaveText('1–10 of 11');
  await page.getByRole('button', { name: 'Go to next page' }).click();
  await expect(rangeOf(page)).toHaveText('11–11 of 11');
  await expect(page.getByRole('gridcell', { name: `Paging ${stamp} 11` })).toBeVisible();
  await page.reload();
  await expect(rangeOf(page)).toHaveText('11–11 of 11');
  await search(page, '');

  // Create, with a dry run of the unsaved rule first.
  await page.getByRole('button', { name: 'Create Rule' }).click();
  const create = panel(page, 'Create Rule');
  await create.getByRole('textbox', { name: /^Name/ }).fill(name);
  await pick(page, create, /^Type/, 'Ingestion');
  await expect(create.getByRole('textbox', { name: /Match Lifetime/ })).toHaveValue('00:05:00');
  await create.getByRole('tab', { name: 'Conditions' }).click();
  await expect(create.getByText("Added for the rule's tenant; it stays first and cannot be removed.")).toBeVisible();
  await create.getByRole('button', { name: 'Add Condition' }).click();
  const condition = create.getByRole('group', { name: 'Condition 2' });
  await pick(page, condition, /^Left Operand/, 'Metric');
  await condition.getByRole('textbox', { name: /^Field Name/ }).fill('DeviceCpu');
  await pick(page, condition, /^Operator/, 'IsEmpty');
  await expect(condition.getByLabel(/^Value/)).toHaveCount(0);
  await pick(page, condition, /^Operator/, 'GreaterThan');
  await condition.getByRole('spinbutton', { name: /^Value/ }).fill('95');
  await screenshot(page, 'rules-editor-conditions', { fullPage: false });
  await create.getByRole('button', { name: 'Dry Run' }).click();
  const dryRun = panel(page, /^Dry Run/);
  await expect(dryRun.getByText(/of the last \d+ packets would have matched\.|No packets are stored in this rule's scope yet/)).toBeVisible();
  await screenshot(page, 'rules-dry-run', { fullPage: false });
  await dryRun.getByRole('button', { name: 'Close' }).click();
  await create.getByRole('button', { name: 'Save & Close' }).click();
  await expect(page.getByText(`Rule ${name} created.`)).toBeVisible();
  await expect(create).toHaveCount(0);

  // Edit and cancel: the guard asks, Yes throws the change away.
  await search(page, name);
  const row = await gridRow(page, name);
  await rowAction(page, row, 'Edit Rule');
  const edit = panel(page, `Edit: ${name}`);
  await edit.getByRole('textbox', { name: 'Description' }).fill('Changed and then thrown away');
  await edit.getByRole('button', { name: 'Close', exact: true }).click();
  await expect(page.getByText('There are unsaved changes. Are you sure you want to close?')).toBeVisible();
  await page.getByRole('button', { name: 'Yes' }).click();
  await expect(edit).toHaveCount(0);
  await rowAction(page, row, 'Edit Rule');
  await expect(edit.getByRole('textbox', { name: 'Description' })).toHaveValue('');
  await edit.getByRole('button', { name: 'Close', exact: true }).click();
  await expect(edit).toHaveCount(0);

  // Toggle off and on again (disabled rules stay listed: Show Disabled Rules is on).
  await rowAction(page, row, 'Toggle Enabled');
  await expect(page.getByText(`Rule ${name} disabled successfully.`)).toBeVisible();
  await expect(row.getByText('Disabled', { exact: true })).toBeVisible();
  await rowAction(page, row, 'Toggle Enabled');
  await expect(page.getByText(`Rule ${name} enabled successfully.`)).toBeVisible();
  await expect(row.getByText('Enabled', { exact: true })).toBeVisible();

  // Copy: an unsaved, disabled duplicate; saved, then deleted after Yes.
  await rowAction(page, row, 'Copy Rule');
  const copy = panel(page, 'Create Rule');
  await expect(copy.getByRole('textbox', { name: /^Name/ })).toHaveValue(`${name} - Copy`);
  await expect(copy.getByRole('checkbox', { name: 'Enabled' })).not.toBeChecked();
  await copy.getByRole('button', { name: 'Save & Close' }).click();
  await expect(page.getByText(`Rule ${name} - Copy created.`)).toBeVisible();
  const copyRow = await gridRow(page, `${name} - Copy`);
  await expect(copyRow.getByText('Disabled', { exact: true })).toBeVisible();
  await rowAction(page, copyRow, 'Delete Rule');
  await page.getByRole('dialog', { name: 'Delete Rule' }).getByRole('button', { name: 'Yes' }).click();
  await expect(page.getByText('Rule deleted successfully.')).toBeVisible();
  await expect(page.getByRole('gridcell', { name: `${name} - Copy` })).toHaveCount(0);

  // Matches: none yet.
  await rowAction(page, row, 'Matches');
  const matches = panel(page, `Rule Matches: ${name}`);
  await expect(matches.getByText('This page refreshes every 30 seconds.')).toBeVisible();
  await expect(matches.getByText('No Rule Matches Found.')).toBeVisible();
  const ruleId = new URL(page.url()).searchParams.get('ruleId');
  expect(new URL(page.url()).searchParams.get('form')).toBe('ruleMatches');

  // An integration posts a hot heartbeat with an API token: the rule matches it.
  const token = await asUser<{ generatedToken: string }>(page, 'PUT', '/v1/tokens', { tenantId, name: `Rules walk ${stamp}`, lifetimeYears: 1 });
  const devices = await asUser<{ value: Array<{ deviceId: string; name: string }> }>(page, 'GET', `/v1/devices?$filter=tenantId eq ${tenantId}&$top=1&$select=deviceId,name`);
  const device = devices.value[0];
  if (!device) throw new Error('The demo seed has no device in this tenant');
  const posted = await page.request.post('/v1/packets', {
    headers: { Authorization: `Bearer ${token.generatedToken}` },
    data: [{ entityId: device.deviceId, timestamp: new Date().toISOString(), message: { Metrics: { DeviceCpu: 97.5, DeviceMemory: 40 } } }],
  });
  baseExpect(posted.status(), await posted.text()).toBe(200);
  // The panel refreshes itself within 30 s.
  await expect(matches.getByText('Active', { exact: true })).toBeVisible({ timeout: 120_000 });
  await expect(matches.getByText(/^in 0:0[45]:\d\d$/)).toBeVisible();
  await screenshot(page, 'rules-matches', { fullPage: false });

  // Reload keeps the panel; a shared link opens it; Back closes it.
  await page.reload();
  await expect(matches.getByText('Active', { exact: true })).toBeVisible();
  const shared = await context.newPage();
  await shared.goto(`/${tenantId}/rules?ruleId=${ruleId}&form=ruleMatches`);
  await expect(panel(shared, `Rule Matches: ${name}`).getByText('Active', { exact: true })).toBeVisible();
  await shared.close();
  await matches.getByRole('button', { name: 'close panel' }).click();
  await expect(matches).toHaveCount(0);
  await page.goBack();
  await expect(matches).toBeVisible();
  await page.goBack();
  await expect(matches).toHaveCount(0);
  await expect(page).not.toHaveURL(/form=ruleMatches/);

  // Dark, and at phone width.
  await page.goto(`/${tenantId}/rules?ruleId=${ruleId}`);
  await useScheme(page, 'dark');
  await expect(panel(page, `Edit: ${name}`).getByRole('textbox', { name: /^Name/ })).toHaveValue(name);
  await screenshot(page, 'rules-editor-dark', { fullPage: false });
  await page.goto(`/${tenantId}/rules?ruleId=${ruleId}&form=ruleMatches`);
  await expect(panel(page, `Rule Matches: ${name}`).getByText('Active', { exact: true })).toBeVisible();
  await screenshot(page, 'rules-matches-dark', { fullPage: false });
  await page.goto(`/${tenantId}/rules`);
  await expect(page.getByRole('gridcell', { name: 'Device CPU above 80%' })).toBeVisible();
  await screenshot(page, 'rules-grid-dark', { fullPage: false });
  await useScheme(page, 'light');
  await page.setViewportSize({ width: 390, height: 844 });
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Rules', exact: true })).toBeVisible();
  await screenshot(page, 'rules-grid-phone', { fullPage: false });
  await page.goto(`/${tenantId}/rules?ruleId=${ruleId}`);
  await expect(panel(page, `Edit: ${name}`).getByRole('textbox', { name: /^Name/ })).toHaveValue(name);
  await screenshot(page, 'rules-editor-phone', { fullPage: false });
});
