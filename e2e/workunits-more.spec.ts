import type { Page } from '@playwright/test';
import { accounts, allowConsoleMessages, expect, screenshot, signIn, tenantIdOf, test } from './fixtures.ts';
import { changeRequestBody, createWorkUnit, patchWorkUnit } from './workunit-api.ts';

const { agent, manager, admin, customer } = accounts;

async function openWorkUnit(page: Page, workUnitId: number) {
  await page.goto(`/workunitsv2?workUnitId=${workUnitId}`);
  const dialog = page.getByRole('dialog', { name: new RegExp(`^Edit Work Unit #${workUnitId}: `) });
  await expect(dialog).toBeVisible({ timeout: 15_000 });
  return dialog;
}

test.describe('work units: tenant, escalation, approvals, lookups', () => {
  test("the menu opens every tenant's work units; /{tenantId}/workunitsv2 lists that tenant's only", async ({ page }) => {
    await signIn(page, agent.userName, agent.password);
    const tenantId = tenantIdOf(page);
    const filters: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname === '/v1/workunits') filters.push(url.searchParams.get('$filter') ?? '');
    });

    const menu = page.getByRole('navigation', { name: 'Main menu' });
    await menu.getByRole('list', { name: 'Work Units' }).getByRole('link', { name: 'Work Units', exact: true }).click();
    await expect(page).toHaveURL(/\/workunitsv2(\?|$)/);
    expect(new URL(page.url()).pathname).toBe('/workunitsv2');
    await expect(page.getByRole('row').nth(1)).toBeVisible({ timeout: 15_000 });
    expect(filters.at(-1)).toBe('(stateId eq 1) and (workUnitTypeId eq 3)');
    const tenantHeader = page.getByRole('columnheader', { name: 'Tenant' });
    await tenantHeader.click();
    await tenantHeader.click();
    await expect(page.getByRole('row').nth(1)).toContainText('Northwind');

    await page.goto(`/${tenantId}/workunitsv2`);
    await expect(page.getByRole('row').nth(1)).toBeVisible({ timeout: 15_000 });
    expect(filters.at(-1)).toBe(`(tenantId eq ${tenantId}) and (stateId eq 1) and (workUnitTypeId eq 3)`);
    // Newest tenant name first: only the selected tenant is there.
    const scopedHeader = page.getByRole('columnheader', { name: 'Tenant' });
    await scopedHeader.click();
    await scopedHeader.click();
    await expect.poll(() => filters.length).toBeGreaterThan(3);
    await expect(page.getByRole('row').nth(1)).toContainText('Contoso');
    await expect(page.getByRole('grid')).not.toContainText('Northwind');
    await expect(page.getByRole('grid')).not.toContainText('Fabrikam');
  });

  test('every escalation needs its own reason, also when its words are the last one’s', async ({ page }) => {
    await signIn(page, agent.userName, agent.password);
    const tenantId = tenantIdOf(page);
    const created = await createWorkUnit(page, { workUnitTypeId: 3, title: `E2E escalation ${Date.now().toString(36)}`, assignmentGroup: 'Service Desk' }, tenantId);
    const first = await patchWorkUnit(page, created.workUnitId, [
      { op: 'replace', path: '/assignmentGroup', value: 'Network Team' },
      { op: 'replace', path: '/escalationReason', value: 'Wrong group' },
    ]);
    expect(first.status(), await first.text()).toBe(200);
    const stale = await patchWorkUnit(page, created.workUnitId, [{ op: 'replace', path: '/assignmentGroup', value: 'Service Desk' }]);
    expect(stale.status()).toBe(400);
    expect(((await stale.json()) as { message: string }).message).toBe('escalationReason: Required');

    const dialog = await openWorkUnit(page, created.workUnitId);
    await dialog.getByRole('combobox', { name: 'Assignment Group' }).click();
    await page.getByRole('option', { name: 'Service Desk', exact: true }).click();
    const escalate = page.getByRole('dialog', { name: 'Escalate Work Unit' });
    await escalate.getByRole('textbox', { name: 'Escalation Reason' }).fill('Wrong group');
    await escalate.getByRole('button', { name: 'Escalate' }).click();
    await expect(escalate).toBeHidden();
    await dialog.getByRole('button', { name: 'Save', exact: true }).click();
    const history = dialog.getByRole('list', { name: 'History' });
    await expect(history).toContainText("Escalated from 'Network Team' to 'Service Desk'. Reason: Wrong group.");
    await expect(history).toContainText("Escalated from 'Service Desk' to 'Network Team'. Reason: Wrong group.");
    await expect(page.getByRole('alert').filter({ hasText: 'Required' })).toHaveCount(0);
  });

  test('approve and decline show once the approval lookup confirms the approver', async ({ page, browser }) => {
    await signIn(page, agent.userName, agent.password);
    const created = await createWorkUnit(page, changeRequestBody(`E2E lookup ${Date.now().toString(36)}`));

    const context = await browser.newContext();
    const managerPage = await context.newPage();
    await signIn(managerPage, manager.userName, manager.password);
    const lookups: string[] = [];
    managerPage.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname === '/api/generallookup/approval') lookups.push(url.searchParams.get('approverId') ?? '');
    });
    const dialog = await openWorkUnit(managerPage, created.workUnitId);
    await expect(dialog.getByRole('button', { name: 'Approve as approver 1' })).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Decline as approver 1' })).toBeVisible();
    // Asked as the slots showed, before any click; the second slot is the administrator's.
    expect(lookups).toEqual(expect.arrayContaining([manager.userName, admin.userName]));
    await expect(dialog.getByTestId('approval-slot-2')).toContainText('Awaiting approval');
    await expect(dialog.getByRole('button', { name: /as approver 2$/ })).toHaveCount(0);
    await context.close();
  });

  test('a failing people search says so, and Assigned To that its options failed', async ({ page }) => {
    await signIn(page, agent.userName, agent.password);
    const created = await createWorkUnit(page, changeRequestBody(`E2E people ${Date.now().toString(36)}`));
    await page.route('**/api/people?*', (route) => route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"down"}' }));
    // The browser logs each of those failed searches: made to fail here.
    allowConsoleMessages(page, /\/api\/people\?searchTerm=[^:]*: Failed to load resource: the server responded with a status of 500/);
    const dialog = await openWorkUnit(page, created.workUnitId);
    await dialog.getByRole('combobox', { name: 'Implementer' }).click();
    await expect(page.getByText('Could not retrieve the list of people.')).toBeVisible();
    await dialog.getByRole('combobox', { name: 'Assigned To' }).click();
    await expect(page.getByText('Failed to refresh options for field: Assigned To')).toBeVisible();
    // The field still takes what is typed.
    await dialog.getByRole('combobox', { name: 'Assigned To' }).fill('sam');
    await expect(dialog.getByRole('combobox', { name: 'Assigned To' })).toHaveValue('sam');
  });

  test('an unknown request id in the Resolution Center goes to the not-found route', async ({ page, browser }) => {
    await signIn(page, agent.userName, agent.password);
    const tenantId = tenantIdOf(page);
    await page.goto(`/${tenantId}/resolutioncenter?workUnitId=999999999`);
    // The Resolution Center's first load (its grid) takes seconds on a busy machine.
    await expect(page).toHaveURL(/\/notfound$/, { timeout: 15_000 });
    await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();

    // A customer too lands on the not-found page, and 'Go Back Home' takes them to the Resolution Center.
    const context = await browser.newContext();
    const customerPage = await context.newPage();
    await signIn(customerPage, customer.userName, customer.password);
    await customerPage.goto('/resolutioncenter?workUnitId=999999999');
    await expect(customerPage).toHaveURL(/\/notfound$/, { timeout: 15_000 });
    await expect(customerPage.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
    await customerPage.getByRole('link', { name: 'Go Back Home' }).click();
    await expect(customerPage.getByRole('heading', { name: 'Resolution Center' })).toBeVisible();
    await expect(customerPage.getByRole('dialog')).toHaveCount(0);
    await context.close();
  });

  test('Save & Close confirms; changing an incident to a change request asks for its required fields first', async ({ page }) => {
    await signIn(page, agent.userName, agent.password);
    const created = await createWorkUnit(page, { workUnitTypeId: 3, title: `E2E migrate ${Date.now().toString(36)}` });
    let dialog = await openWorkUnit(page, created.workUnitId);
    const title = dialog.getByRole('textbox', { name: 'Title', exact: true });
    await title.fill(`${created.title} (checked)`);
    await title.blur();
    await dialog.getByRole('button', { name: 'Save & Close' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText(`Work Unit #${created.workUnitId} saved.`)).toBeVisible();

    dialog = await openWorkUnit(page, created.workUnitId);
    await dialog.getByRole('button', { name: 'More actions' }).click();
    await page.getByRole('menuitem', { name: 'Change Type to Change Request.' }).click();
    const ask = page.getByRole('dialog', { name: 'Change Type to Change Request' });
    await expect(ask).toBeVisible();
    // Nothing is changed until the change request's required fields are given.
    await ask.getByRole('button', { name: 'Change Type' }).click();
    await expect(ask.getByText('Required').first()).toBeVisible();
    await expect(ask).toBeVisible();
    await ask.getByRole('textbox', { name: 'Implementation Plan' }).fill('Apply the patch during the window.');
    await ask.getByRole('textbox', { name: 'Rollback Plan' }).fill('Restore the snapshot.');
    await ask.getByRole('textbox', { name: 'Affected Resources' }).fill('app01');
    await ask.getByRole('textbox', { name: 'Environment' }).fill('Production');
    await ask.getByRole('textbox', { name: 'Expected CFS Alerts' }).fill('None expected');
    await ask.getByRole('textbox', { name: 'Resolution' }).fill('Planned change.');
    await ask.getByRole('combobox', { name: 'Approver 1' }).fill(`${manager.userName}@portal.example`);
    await ask.getByRole('combobox', { name: 'Approver 2' }).fill(`${admin.userName}@portal.example`);
    await ask.getByRole('group', { name: 'Planned Start Time' }).getByRole('spinbutton', { name: 'Day' }).click();
    await page.keyboard.type('010620301000');
    await ask.getByRole('group', { name: 'Planned Finish Time' }).getByRole('spinbutton', { name: 'Day' }).click();
    await page.keyboard.type('010620301200');
    await screenshot(page, 'workunits-migrate-dialog', { fullPage: false });
    await ask.getByRole('button', { name: 'Change Type' }).click();
    await expect(ask).toBeHidden();
    await expect(page.getByText('Successfully migrated Incident to Change Request.')).toBeVisible();
    await expect(dialog.getByRole('combobox', { name: 'Work Unit Type' })).toHaveText('Change Request');
    await expect(dialog.getByRole('textbox', { name: 'Implementation Plan' })).toHaveValue('Apply the patch during the window.');
    await expect(dialog.getByRole('textbox', { name: 'Environment' })).toHaveValue('Production');
  });
});
