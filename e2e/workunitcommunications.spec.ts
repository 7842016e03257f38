import type { Locator, Page } from '@playwright/test';
import { accounts, allowConsoleMessages, expect as baseExpect, receivedMail, screenshot, signIn, tenantIdOf, test } from './fixtures.ts';
import { accessToken } from './workunit-api.ts';

/**
 * Work unit communications (part 3 §2.10, issue 31 items 4 and 5): create with the status locked, edit and
 * cancel, the status rules, Past and Next Steps, relate the customer's work unit, the internal notification
 * (its mail reaches the walks' SMTP server), paging past page 1, reload, a shared link, Back, the reports, a Support Agent
 * (no delete), and the customer reading it in the Resolution Center. Light, dark and phone screenshots.
 */

const { admin, agent, customer } = accounts;
// A busy machine (several portals and browsers at once) gets time rather than a failure.
const expect = baseExpect.configure({ timeout: 30_000 });

const panel = (page: Page, title: string | RegExp): Locator => page.getByRole('dialog', { name: title });
const rangeOf = (page: Page) => page.locator('.MuiTablePagination-displayedRows').first();

async function asUser<T>(page: Page, method: 'GET' | 'PUT' | 'POST', path: string, data?: unknown): Promise<T> {
  const response = await page.request.fetch(path, { method, data, headers: { Authorization: `Bearer ${await accessToken(page)}` } });
  baseExpect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as T;
}

async function rowAction(page: Page, title: string, action: string): Promise<void> {
  const row = page.getByRole('row').filter({ hasText: title }).first();
  await row.getByRole('button', { name: /more/i }).click();
  await page.getByRole('menuitem', { name: action }).click();
}

async function search(page: Page, text: string): Promise<void> {
  const box = page.getByRole('textbox', { name: 'Search' });
  await box.fill(text);
  await box.press('Enter');
}

/** Types a date and time into a picker (D/MMM/YYYY HH:mm): day, month, year, hours, minutes. */
async function typeDate(page: Page, scope: Locator, label: string, date: Date): Promise<void> {
  const pad = (n: number) => String(n).padStart(2, '0');
  await scope.getByRole('group', { name: new RegExp(`^${label}`) }).getByRole('spinbutton', { name: 'Day' }).click();
  await page.keyboard.type(`${pad(date.getDate())}${pad(date.getMonth() + 1)}${date.getFullYear()}${pad(date.getHours())}${pad(date.getMinutes())}`);
}

async function useScheme(page: Page, mode: 'dark' | 'light'): Promise<void> {
  await page.evaluate((value) => window.localStorage.setItem('portal.themeMode', value), mode);
  await page.reload();
}

function communicationBody(tenantId: string, title: string) {
  const now = Date.now();
  return {
    tenantId, title, serviceManager: 'manager',
    eventStarted: new Date(now - 3600_000).toISOString(), eventEngaged: new Date(now - 3000_000).toISOString(),
    nextUpdate: new Date(now + 2 * 3600_000).toISOString(), currentImpact: 'Minor',
  };
}

test('staff publish a communication, relate the customer\'s work unit, notify internally; the customer reads it', async ({ page, browser, context }) => {
  test.setTimeout(600_000);
  const stamp = Date.now().toString(36);
  const title = `Walk outage ${stamp}`;

  // The customer's request, which the communication will relate to.
  const customerContext = await browser.newContext();
  const customerPage = await customerContext.newPage();
  await signIn(customerPage, customer.userName, customer.password);
  const request = await asUser<{ workUnitId: number; tenantId: string }>(customerPage, 'PUT', '/api/v1/rc/workunits', {
    title: `Walk request ${stamp}`, description: 'Mail does not arrive.', stakeholderPhoneNumber: '555-0142',
  });
  const tenantId = request.tenantId;

  await signIn(page, admin.userName, admin.password);
  // Eleven more of one name, so a search for them has a second page.
  for (let i = 1; i <= 11; i++) await asUser(page, 'PUT', '/v1/workunitcommunications', communicationBody(tenantId, `Paging ${stamp} ${String(i).padStart(2, '0')}`));

  await page.goto(`/${tenantId}/workunitcommunications`);
  await expect(page.getByRole('heading', { name: 'Work Unit Communications', exact: true })).toBeVisible();
  for (const header of ['ID', 'Tenant', 'Title', 'Current Impact', 'Status', 'Last Modified', 'Next Customer Update', 'Resolved Date']) {
    await expect(page.getByRole('columnheader', { name: header, exact: true })).toBeVisible();
  }

  // Paging past page 1, kept by a reload; the newest (created last) first.
  await search(page, `Paging ${stamp}`);
  await expect(rangeOf(page)).toHaveText('1–10 of 11');
  await expect(page.getByRole('row').nth(1)).toContainText(`Paging ${stamp} 11`);
  await page.getByRole('button', { name: 'Go to next page' }).click();
  await expect(rangeOf(page)).toHaveText('11–11 of 11');
  await expect(page.getByRole('gridcell', { name: `Paging ${stamp} 01` })).toBeVisible();
  await page.reload();
  await expect(rangeOf(page)).toHaveText('11–11 of 11');
  await screenshot(page, 'wucomm-grid', { fullPage: false });
  await search(page, '');

  // The filter panel asks for a selection before it applies.
  await page.getByRole('button', { name: 'Filters', exact: true }).click();
  const filter = panel(page, 'Filter Communications');
  await filter.getByRole('button', { name: 'Clear' }).click();
  await filter.getByRole('button', { name: 'Apply Filter' }).click();
  await expect(filter.getByText('Please make a selection')).toBeVisible();
  await filter.getByRole('checkbox', { name: 'Open - Investigating' }).check();
  await filter.getByRole('button', { name: 'Apply Filter' }).click();
  await expect(filter).toHaveCount(0);
  await expect(page.getByRole('button', { name: /Status: Open - Investigating/ })).toBeVisible();
  await page.getByRole('button', { name: 'Reset Filters' }).click();

  // Create: the status is locked to Investigating; saving waits for every required field.
  await page.getByRole('button', { name: 'Create Communication' }).click();
  const create = panel(page, 'Create Work Unit Communication');
  const saveAndClose = create.getByRole('button', { name: 'Save & Close' });
  await expect(create.getByRole('combobox', { name: /^Status/ })).toHaveText('Open - Investigating');
  await expect(create.getByRole('combobox', { name: /^Status/ })).toHaveAttribute('aria-disabled', 'true');
  await create.getByRole('textbox', { name: /^Title/ }).fill(title);
  await create.getByRole('combobox', { name: /^Program Manager/ }).fill('manager');
  await expect(saveAndClose).toBeDisabled();
  const now = new Date();
  await typeDate(page, create, 'Event Started', new Date(now.getTime() - 30 * 60_000));
  await typeDate(page, create, 'Event Engaged', new Date(now.getTime() - 20 * 60_000));
  await typeDate(page, create, 'Next Customer Update', new Date(now.getTime() - 24 * 3600_000));
  await expect(create.getByText('The next customer update cannot be in the past.')).toBeVisible();
  await expect(saveAndClose).toBeDisabled();
  await typeDate(page, create, 'Next Customer Update', new Date(now.getTime() + 24 * 3600_000));
  await create.getByRole('combobox', { name: /^Current Impact/ }).click();
  await page.getByRole('option', { name: 'Major', exact: true }).click();
  await create.getByRole('textbox', { name: 'Details', exact: true }).fill('Outbound mail is delayed for some customers.');
  await screenshot(page, 'wucomm-create', { fullPage: false });
  await create.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText(`Communication ${title} created.`)).toBeVisible();
  const edit = panel(page, new RegExp(`^WUCOMM #[0-9a-f-]{36}: ${title}$`));
  await expect(edit).toBeVisible();
  const publicId = new URL(page.url()).searchParams.get('publicWuCommId');
  baseExpect(publicId).toMatch(/^[0-9a-f-]{36}$/);

  // Status rules: Resolved clears and disables the next update and asks for the root cause.
  await edit.getByRole('combobox', { name: /^Status/ }).click();
  await page.getByRole('option', { name: 'Closed - Resolved' }).click();
  await expect(edit.getByText('A closed communication has no next update.')).toBeVisible();
  await expect(edit.getByText('Please enter the root cause: it is required when the communication is resolved.')).toBeVisible();
  await screenshot(page, 'wucomm-status-rules', { fullPage: false });
  // Edit and cancel: the guard asks; Yes throws the change away.
  await edit.getByRole('button', { name: 'Close', exact: true }).click();
  await expect(page.getByText('There are unsaved changes. Are you sure you want to close?')).toBeVisible();
  await page.getByRole('button', { name: 'Yes' }).click();
  await expect(edit).toHaveCount(0);
  await page.goto(`/${tenantId}/workunitcommunications?publicWuCommId=${publicId}`);
  await expect(edit.getByRole('combobox', { name: /^Status/ })).toHaveText('Open - Investigating');

  // A real edit: Confirmed Impact.
  await edit.getByRole('combobox', { name: /^Status/ }).click();
  await page.getByRole('option', { name: 'Open - Confirmed Impact' }).click();
  await edit.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText(`Communication ${title} saved.`)).toBeVisible();

  // Steps: a customer-facing past step, an internal next step, and one ticked Completed moves to Past Steps.
  await edit.getByRole('tab', { name: 'Steps' }).click();
  const past = edit.getByRole('region', { name: 'Past Steps' });
  const next = edit.getByRole('region', { name: 'Next Steps' });
  await past.getByRole('textbox', { name: 'Add Past Step' }).fill('Restarted the mail relay.');
  await past.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(past.getByRole('list').getByText('Restarted the mail relay.')).toBeVisible();
  await next.getByRole('textbox', { name: 'Add Next Step' }).fill('Drain the delayed queue.');
  await next.getByRole('button', { name: 'Add', exact: true }).click();
  await next.getByRole('textbox', { name: 'Add Next Step' }).fill('Page the storage team (internal).');
  await next.getByRole('checkbox', { name: 'Customer facing' }).uncheck();
  await next.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(next.getByRole('list').getByText('Page the storage team (internal).')).toBeVisible();
  // The box follows the server: the step moves to Past Steps once saved.
  await next.getByRole('checkbox', { name: 'Completed: Drain the delayed queue.' }).click();
  await expect(past.getByRole('list').getByText('Drain the delayed queue.')).toBeVisible();
  await expect(next.getByRole('list').getByText('Drain the delayed queue.')).toHaveCount(0);
  await screenshot(page, 'wucomm-steps', { fullPage: false });

  // Related Work Units: the customer's request, found by its number.
  await edit.getByRole('tab', { name: /Related Work Units/ }).click();
  await expect(edit.getByText('No related work units found.')).toBeVisible();
  await expect(edit.getByRole('button', { name: /^Add Related Work Units/ })).toBeDisabled();
  await edit.getByRole('searchbox', { name: 'Find work units to relate' }).fill(`Walk request ${stamp}`);
  await edit.getByRole('checkbox', { name: new RegExp(`^Relate work unit ${request.workUnitId}:`) }).check();
  await edit.getByRole('button', { name: /^Add Related Work Units/ }).click();
  await expect(edit.getByRole('table', { name: 'Related work units' }).getByRole('link', { name: String(request.workUnitId) })).toBeVisible();
  await screenshot(page, 'wucomm-related', { fullPage: false });

  // Reload keeps the panel; a shared link opens it; Back returns to the grid.
  await page.reload();
  await expect(edit).toBeVisible();
  const shared = await context.newPage();
  await shared.goto(`/${tenantId}/workunitcommunications?publicWuCommId=${publicId}`);
  await expect(panel(shared, new RegExp(`^WUCOMM #${publicId}: ${title}$`))).toBeVisible();
  await shared.close();
  await edit.getByRole('button', { name: 'close panel' }).click();
  await expect(edit).toHaveCount(0);
  await page.goBack();
  await expect(edit).toBeVisible();
  await page.goBack();
  await expect(edit).toHaveCount(0);

  // The row menu: Notify Internal, External and Internal Report.
  await page.goto(`/${tenantId}/workunitcommunications`);
  await search(page, title);
  await rowAction(page, title, 'Notify Internal');
  await expect(page.getByText('Internal Notification sent.')).toBeVisible();
  await rowAction(page, title, 'External Report');
  const external = panel(page, 'External Report');
  await expect(external.getByTestId('wucomm-report')).toContainText('Restarted the mail relay.');
  await baseExpect(external.getByTestId('wucomm-report')).not.toContainText('Page the storage team');
  await screenshot(page, 'wucomm-external-report', { fullPage: false });
  await external.getByRole('button', { name: 'Close' }).click();
  await rowAction(page, title, 'Internal Report');
  const internal = panel(page, 'Internal Report');
  await expect(internal.getByTestId('wucomm-report')).toContainText('Page the storage team (internal).');
  await expect(internal.getByTestId('wucomm-report')).toContainText(`#${request.workUnitId} Walk request ${stamp}`);
  await internal.getByRole('button', { name: 'Close' }).click();
  // The tenant's internal notification address (the demo's Contoso) received it over SMTP.
  await expect
    .poll(async () => (await receivedMail()).find((mail) => `${mail.subject} ${mail.data}`.includes(title))?.to, { timeout: 60_000 })
    .toEqual(['noc@contoso.example']);

  // An unknown communication goes to the not-found route.
  allowConsoleMessages(page, /workunitcommunications\/[0-9a-f-]{36}.*404/);
  await page.goto(`/${tenantId}/workunitcommunications?publicWuCommId=00000000-0000-4000-8000-000000000000`);
  await expect(page).toHaveURL(/\/notfound/);

  // The customer reads it in the Resolution Center: customer-facing steps only.
  await customerPage.goto(`/${tenantId}/resolutioncenter?workUnitId=${request.workUnitId}`);
  const detail = panel(customerPage, new RegExp(`^Work Unit #${request.workUnitId}: `));
  const update = detail.getByRole('article', { name: title });
  await expect(update).toBeVisible();
  await expect(update).toContainText('Open - Confirmed Impact');
  await expect(update).toContainText('Restarted the mail relay.');
  await expect(update).toContainText('Drain the delayed queue.');
  await baseExpect(update).not.toContainText('Page the storage team');
  await screenshot(customerPage, 'wucomm-resolutioncenter', { fullPage: false });
  await customerPage.setViewportSize({ width: 390, height: 844 });
  await screenshot(customerPage, 'wucomm-resolutioncenter-phone', { fullPage: false });
  await customerContext.close();

  // Dark, and at phone width.
  await page.goto(`/${tenantId}/workunitcommunications?publicWuCommId=${publicId}`);
  await useScheme(page, 'dark');
  await expect(edit).toBeVisible();
  await screenshot(page, 'wucomm-panel-dark', { fullPage: false });
  await page.goto(`/${tenantId}/workunitcommunications`);
  await expect(page.getByRole('heading', { name: 'Work Unit Communications', exact: true })).toBeVisible();
  await expect(rangeOf(page)).toBeVisible();
  await screenshot(page, 'wucomm-grid-dark', { fullPage: false });
  await useScheme(page, 'light');
  await page.setViewportSize({ width: 390, height: 844 });
  await page.reload();
  await expect(page.getByTestId('list-card').first()).toBeVisible();
  await screenshot(page, 'wucomm-grid-phone', { fullPage: false });
  await page.goto(`/${tenantId}/workunitcommunications?publicWuCommId=${publicId}`);
  await expect(edit).toBeVisible();
  await screenshot(page, 'wucomm-panel-phone', { fullPage: false });
});

test('a Support Agent edits but cannot delete steps; the customer has no communications screen', async ({ page, browser }) => {
  test.setTimeout(300_000);
  await signIn(page, agent.userName, agent.password);
  const tenantId = tenantIdOf(page);
  const title = `Agent walk ${Date.now().toString(36)}`;
  const created = await asUser<{ publicWorkUnitCommunicationId: string; workUnitCommunicationId: number }>(page, 'PUT', '/v1/workunitcommunications', communicationBody(tenantId, title));
  await asUser(page, 'PUT', '/v1/workunitcommunicationactivities', { workUnitCommunicationId: created.workUnitCommunicationId, details: 'Checked the relay.', isComplete: true });
  await page.goto(`/${tenantId}/workunitcommunications?publicWuCommId=${created.publicWorkUnitCommunicationId}`);
  const edit = panel(page, new RegExp(`^WUCOMM #${created.publicWorkUnitCommunicationId}: ${title}$`));
  await expect(edit.getByRole('button', { name: 'Save & Close' })).toBeVisible();
  await edit.getByRole('tab', { name: 'Steps' }).click();
  await expect(edit.getByText('Checked the relay.')).toBeVisible();
  await expect(edit.getByRole('button', { name: /^Delete step/ })).toHaveCount(0);
  await expect(edit.getByRole('checkbox', { name: 'Completed: Checked the relay.' })).toBeEnabled();

  const customerContext = await browser.newContext();
  const customerPage = await customerContext.newPage();
  await signIn(customerPage, customer.userName, customer.password);
  await customerPage.goto(`/${tenantId}/workunitcommunications`);
  await expect(customerPage.getByRole('heading', { name: 'Work Unit Communications', exact: true })).toHaveCount(0);
  await customerContext.close();
});
