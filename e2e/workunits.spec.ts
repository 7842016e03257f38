import { readFileSync } from 'node:fs';
import type { Browser, Locator, Page } from '@playwright/test';
import { accounts, expect, screenshot, signIn, test } from './fixtures.ts';
import { changeRequestBody, createWorkUnit } from './workunit-api.ts';

const { agent, manager, admin } = accounts;

const CONCURRENT_EDIT = 'This Work Unit was modified by another user. Please discard your changes without saving and refresh it.';
const FINISH_BEFORE_START = 'Planned Finish Time must be equal to or greater than Planned Start Time.';

/** The work unit panel (a dialog named by its title). */
function panel(page: Page, title: string | RegExp = /Work Unit/): Locator {
  return page.getByRole('dialog', { name: title });
}

async function signedInPage(browser: Browser, account: { userName: string; password: string }): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page, account.userName, account.password);
  return page;
}

async function openWorkUnit(page: Page, workUnitId: number): Promise<Locator> {
  await page.goto(`/workunitsv2?workUnitId=${workUnitId}`);
  const dialog = panel(page, new RegExp(`^Edit Work Unit #${workUnitId}: `));
  await expect(dialog).toBeVisible({ timeout: 15_000 });
  return dialog;
}

async function fillText(scope: Locator, label: string, value: string): Promise<void> {
  const box = scope.getByRole('textbox', { name: label, exact: true });
  await box.fill(value);
  // Field edits reach the form after 500 ms or on leaving the field.
  await box.blur();
}

test.describe('work units', () => {
  test('the grid shows New incidents first by severity, and (ack) acknowledges one and opens it', async ({ page }) => {
    await signIn(page, agent.userName, agent.password);
    const requests: URL[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname === '/v1/workunits') requests.push(url);
    });
    await page.goto('/workunitsv2');
    await expect(page.getByRole('heading', { name: 'Work Units' })).toBeVisible({ timeout: 15_000 });
    await expect(page.getByRole('button', { name: 'State: New' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Type: Incident' })).toBeVisible();
    await expect(page.getByRole('row').nth(1)).toBeVisible();
    const first = requests[0];
    expect(first?.searchParams.get('$orderby')).toBe('severityId asc,created desc');
    expect(first?.searchParams.get('$filter')).toBe('(stateId eq 1) and (workUnitTypeId eq 3)');
    await expect(page.getByText(/Last refreshed: /)).toBeVisible();
    await screenshot(page, 'workunits-grid', { fullPage: false });

    // Sorting by tenant asks the server for tenant/name.
    await page.getByRole('columnheader', { name: 'Tenant' }).click();
    await expect.poll(() => requests.at(-1)?.searchParams.get('$orderby')).toBe('tenant/name asc');

    // Exact Match compares whole values, the tenant's name among them.
    await page.getByRole('checkbox', { name: 'Exact Match' }).click();
    await expect(page.getByRole('checkbox', { name: 'Exact Match' })).toBeChecked();
    const search = page.getByRole('textbox', { name: 'Search' });
    await search.fill('Contoso');
    await search.press('Enter');
    await expect.poll(() => requests.at(-1)?.searchParams.get('$filter') ?? '').toContain("tenant/name eq 'Contoso'");
    await expect(page.getByRole('row').nth(1)).toContainText('Contoso');
    await expect(page.getByRole('alert')).toHaveCount(0);

    const ack = page.getByRole('button', { name: /^Acknowledge work unit \d+$/ }).first();
    const label = (await ack.getAttribute('aria-label')) ?? '';
    const workUnitId = Number(label.replace(/\D/g, ''));
    await ack.click();
    const dialog = panel(page, new RegExp(`^Edit Work Unit #${workUnitId}: `));
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('combobox', { name: 'State' })).toHaveText('Acknowledged');
    await expect(dialog.getByRole('combobox', { name: 'Assigned To' })).toHaveValue(agent.userName);
    await expect(dialog.getByText('State changed from New to Acknowledged.')).toBeVisible();
  });

  test('creating an incident opens it for editing; a change request waits for plans, approvers and valid times', async ({ page }) => {
    const stamp = Date.now().toString(36);
    await signIn(page, agent.userName, agent.password);
    await page.goto('/workunitsv2');

    // Incident: plain Save creates and continues in the edit panel.
    await page.getByRole('button', { name: 'Create' }).click();
    await page.getByRole('menuitem', { name: 'Incident' }).click();
    await expect(page).toHaveURL(/form=createIncident/);
    let dialog = panel(page, 'Create Work Unit');
    await expect(dialog.getByRole('button', { name: 'Save', exact: true })).toBeDisabled();
    await fillText(dialog, 'Title', `E2E incident ${stamp}`);
    await dialog.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByText('Successfully created work unit, you will be redirected for editing.')).toBeVisible();
    dialog = panel(page, new RegExp(`^Edit Work Unit #\\d+: E2E incident ${stamp}$`));
    await expect(dialog).toBeVisible();
    await expect(page).toHaveURL(/workUnitId=\d+/);
    await expect(dialog.getByRole('button', { name: 'Save', exact: true })).toBeDisabled();
    // The toast sits over the footer for a few seconds; the header's close button is free.
    await dialog.getByRole('button', { name: 'close panel' }).click();
    await expect(dialog).toBeHidden();

    // Change request: saving stays blocked until every required field is valid.
    await page.getByRole('button', { name: 'Create' }).click();
    await page.getByRole('menuitem', { name: 'Change Request' }).click();
    dialog = panel(page, 'Create Work Unit');
    const saveAndClose = dialog.getByRole('button', { name: 'Save & Close' });
    await fillText(dialog, 'Title', `E2E change ${stamp}`);
    await expect(saveAndClose).toBeDisabled();
    await fillText(dialog, 'Implementation Plan', 'Apply the patch during the window.');
    await fillText(dialog, 'Affected Resources', 'app01, app02');
    await fillText(dialog, 'Environment', 'Production');
    await fillText(dialog, 'Expected CFS Alerts', 'Availability alerts');
    await fillText(dialog, 'Resolution', 'Planned change.');
    await expect(saveAndClose).toBeDisabled();
    await fillText(dialog, 'Rollback Plan', 'Restore the snapshot.');
    await expect(saveAndClose).toBeDisabled();
    await dialog.getByRole('combobox', { name: 'Approver 1' }).fill(`${manager.userName}@portal.example`);
    await dialog.getByRole('combobox', { name: 'Approver 2' }).fill(`${admin.userName}@portal.example`);
    await expect(saveAndClose).toBeDisabled();
    // Date pickers (D/MMM/YYYY HH:mm): click the day part, then type day, month, year, hours, minutes.
    await dialog.getByRole('group', { name: 'Planned Start Time' }).getByRole('spinbutton', { name: 'Day' }).click();
    await page.keyboard.type('010620301000');
    await dialog.getByRole('group', { name: 'Planned Finish Time' }).getByRole('spinbutton', { name: 'Day' }).click();
    await page.keyboard.type('010620300800');
    await expect(dialog.getByText(FINISH_BEFORE_START)).toBeVisible();
    await expect(saveAndClose).toBeDisabled();
    await screenshot(page, 'workunits-panel-change-request', { fullPage: false });
    await dialog.getByRole('group', { name: 'Planned Finish Time' }).getByRole('spinbutton', { name: 'Hours' }).click();
    await page.keyboard.type('12');
    await expect(dialog.getByText(FINISH_BEFORE_START)).toBeHidden();
    await expect(saveAndClose).toBeEnabled();
    await saveAndClose.click();

    // Save & Close: the 'New Work Unit' notice links to the new work unit.
    await expect(dialog).toBeHidden();
    const notice = page.getByText(new RegExp(`New Work Unit #\\d+: E2E change ${stamp}`));
    await expect(notice).toBeVisible();
    await page.getByRole('button', { name: 'VIEW' }).click();
    const edit = panel(page, new RegExp(`^Edit Work Unit #\\d+: E2E change ${stamp}$`));
    await expect(edit).toBeVisible();
    await expect(edit.getByTestId('approval-slot-1')).toContainText('Awaiting approval');
  });

  test('a second save from stale values shows the concurrent-edit text', async ({ page, browser }) => {
    await signIn(page, agent.userName, agent.password);
    const created = await createWorkUnit(page, { workUnitTypeId: 3, title: `E2E concurrent ${Date.now().toString(36)}` });
    const other = await signedInPage(browser, manager);

    const mine = await openWorkUnit(page, created.workUnitId);
    const theirs = await openWorkUnit(other, created.workUnitId);

    await fillText(mine, 'Title', `${created.title} (agent)`);
    await mine.getByRole('button', { name: 'Save', exact: true }).click();
    // A save says it happened (issue 26.10), and the panel stays open.
    await expect(page.getByText(`Work Unit #${created.workUnitId} saved.`)).toBeVisible();
    await expect(page.getByRole('dialog', { name: `Edit Work Unit #${created.workUnitId}: ${created.title} (agent)` })).toBeVisible();

    await fillText(theirs, 'Title', `${created.title} (manager)`);
    await theirs.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(theirs.getByRole('alert').filter({ hasText: CONCURRENT_EDIT })).toBeVisible();
    await expect(other.getByText('Failed to save the Work Unit.')).toBeVisible();
    await other.context().close();
  });

  test('the designated approver approves and the other approver declines', async ({ page, browser }) => {
    await signIn(page, agent.userName, agent.password);
    const created = await createWorkUnit(page, changeRequestBody(`E2E approval ${Date.now().toString(36)}`));

    // The agent is neither approver: both slots wait.
    let dialog = await openWorkUnit(page, created.workUnitId);
    await expect(dialog.getByTestId('approval-slot-1')).toContainText('Awaiting approval');
    await expect(dialog.getByRole('button', { name: /^Approve as approver/ })).toHaveCount(0);

    const managerPage = await signedInPage(browser, manager);
    dialog = await openWorkUnit(managerPage, created.workUnitId);
    await expect(dialog.getByTestId('approval-slot-2')).toContainText('Awaiting approval');
    await expect(dialog.getByRole('button', { name: 'Approve as approver 2' })).toHaveCount(0);
    await dialog.getByRole('button', { name: 'Approve as approver 1' }).click();
    await managerPage.getByRole('dialog', { name: 'Approve Change Request' }).getByRole('button', { name: 'Approve' }).click();
    await expect(managerPage.getByText('Change Request successfully approved.')).toBeVisible();
    await expect(dialog.getByTestId('approval-slot-1')).toContainText(`Approved By: ${manager.userName}`);
    await screenshot(managerPage, 'workunits-panel-approvals', { fullPage: false });
    await managerPage.context().close();

    const adminPage = await signedInPage(browser, admin);
    dialog = await openWorkUnit(adminPage, created.workUnitId);
    await expect(dialog.getByTestId('approval-slot-1')).toContainText(`Approved By: ${manager.userName}`);
    await dialog.getByRole('button', { name: 'Decline as approver 2' }).click();
    const decline = adminPage.getByRole('dialog', { name: 'Decline Change Request' });
    await decline.getByRole('textbox', { name: 'Decision Notes' }).fill('Clashes with the release freeze.');
    await decline.getByRole('button', { name: 'Decline' }).click();
    await expect(adminPage.getByText('Change Request successfully declined.')).toBeVisible();
    await expect(dialog.getByRole('combobox', { name: 'State' })).toHaveText('Canceled');
    await dialog.getByRole('button', { name: 'Decision Information for approver 2' }).click();
    const info = adminPage.getByRole('dialog', { name: 'Decision Information' });
    await expect(info).toContainText(`Declined By: ${admin.userName}`);
    await expect(info).toContainText('Clashes with the release freeze.');
    await adminPage.context().close();
  });

  test('notes count characters, and Export All downloads workunits.csv', async ({ page }) => {
    await signIn(page, agent.userName, agent.password);
    const created = await createWorkUnit(page, {
      workUnitTypeId: 3,
      title: `E2E notes ${Date.now().toString(36)}`,
      properties: JSON.stringify({ host: 'app01', alert: 'disk full' }),
      relations: [
        { referenceId: '1', referenceType: 'WorkUnit' },
        { referenceId: 'pkt-42', referenceType: 'Packet' },
      ],
    });
    const dialog = await openWorkUnit(page, created.workUnitId);
    const note = dialog.getByRole('textbox', { name: 'Add a note' });
    await note.fill('Called the customer back.');
    await expect(dialog.getByText('25/4000')).toBeVisible();
    await dialog.getByRole('button', { name: 'Add Note' }).click();
    await expect(page.getByText('Note added successfully!')).toBeVisible();
    await expect(dialog.getByRole('list', { name: 'History' })).toContainText('Called the customer back.');
    await screenshot(page, 'workunits-panel', { fullPage: false });
    const related = dialog.getByRole('tab', { name: /Related/ });
    await expect(related).toContainText('2');
    await related.click();
    await expect(dialog.getByRole('link', { name: 'Work Unit #1' })).toBeVisible();
    await expect(dialog.getByText('pkt-42', { exact: true })).toBeVisible();
    await screenshot(page, 'workunits-panel-related', { fullPage: false });
    await dialog.getByRole('tab', { name: 'Properties' }).click();
    await expect(dialog.getByRole('table', { name: 'Properties' })).toContainText('disk full');
    await dialog.getByRole('button', { name: 'close panel' }).click();

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export All' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe('workunits.csv');
    const text = readFileSync(await file.path(), 'utf8');
    expect(text.split('\n')[0]).toContain('Work Unit ID');
    expect(text.split('\n').length).toBeGreaterThan(2);
  });

  test('dark mode and phone width', async ({ page }) => {
    await signIn(page, agent.userName, agent.password);
    await page.evaluate(() => window.localStorage.setItem('portal.themeMode', 'dark'));
    await page.goto('/workunitsv2');
    await expect(page.getByRole('row').nth(1)).toBeVisible({ timeout: 15_000 });
    await screenshot(page, 'workunits-grid-dark', { fullPage: false });
    await page.getByRole('button', { name: /^Acknowledge work unit/ }).first().waitFor();
    await page.getByRole('row').nth(1).getByRole('button').nth(0).click();
    await expect(panel(page)).toBeVisible();
    await screenshot(page, 'workunits-panel-dark', { fullPage: false });

    await page.getByRole('button', { name: 'close panel' }).click();
    await page.getByRole('button', { name: 'Filters', exact: true }).click();
    const filters = page.getByRole('dialog', { name: 'Create Filter' });
    await expect(filters.getByRole('checkbox', { name: 'New' })).toBeChecked();
    await screenshot(page, 'workunits-filter-panel-dark', { fullPage: false });
    await filters.getByRole('button', { name: 'Close', exact: true }).click();

    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/workunitsv2');
    // A phone shows each work unit as a card instead of a grid row.
    await expect(page.getByTestId('list-card').first()).toBeVisible({ timeout: 15_000 });
    await screenshot(page, 'workunits-grid-phone', { fullPage: false });
    await page.getByRole('button', { name: 'Create' }).click();
    await page.getByRole('menuitem', { name: 'Incident' }).click();
    await expect(panel(page, 'Create Work Unit')).toBeVisible();
    await screenshot(page, 'workunits-panel-phone', { fullPage: false });
  });
});
