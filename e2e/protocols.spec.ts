import type { Locator, Page } from '@playwright/test';
import { accounts, allowConsoleMessages, expect as baseExpect, screenshot, signIn, tenantIdOf, test } from './fixtures.ts';
import { accessToken } from './workunit-api.ts';

/**
 * Work Unit Protocols (part 1 §2, §3, §5, §8; issue 31 deliverable 1): the Administration menu link, paging
 * past page 1, reload and Back; create with the tenant's owning group and the timer interval picker, edit and
 * cancel past the unsaved-changes question; protocol actions per work unit event (add, manual and repeatable,
 * delete after 'Cannot be undone', their Action History); Assigned Rules with a rule whose create-work-unit
 * action names the protocol, its link to the Rules screen; shared links; a delete refused while a rule uses it;
 * light, dark and phone; and a Support Agent (view without edit) sees no menu entry.
 */

const { admin, agent } = accounts;
// The walk waits for a busy machine (several portals and browsers at once) rather than fail on it.
const expect = baseExpect.configure({ timeout: 60_000 });

const rangeOf = (page: Page) => page.locator('.MuiTablePagination-displayedRows').first();
const editPanel = (page: Page) => page.getByRole('dialog', { name: /^(Create|Edit) Protocol$/ });
const actionsPanel = (page: Page) => page.getByRole('dialog', { name: /^Protocol Actions:/ });
const actionForm = (page: Page) => page.getByRole('dialog', { name: /^(Add|Edit) Protocol Action$/ });

async function useScheme(page: Page, mode: 'dark' | 'light'): Promise<void> {
  await page.evaluate((value) => window.localStorage.setItem('portal.themeMode', value), mode);
  await page.reload();
}

async function search(page: Page, text: string): Promise<void> {
  const box = page.getByRole('textbox', { name: 'Search' });
  await box.fill(text);
  await box.press('Enter');
}

const rowOf = (page: Page, rowName: string) => page.getByRole('row').filter({ has: page.getByRole('link', { name: rowName, exact: true }) });

async function rowAction(page: Page, rowName: string, action: string): Promise<void> {
  await rowOf(page, rowName).getByRole('button', { name: 'more' }).click();
  await page.getByRole('menuitem', { name: action, exact: true }).click();
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

/** Adds an Email action from the actions panel's footer: its event, template, recipients and flags. */
async function addEmailAction(page: Page, event: string, { automatic, repeatable, summary }: { automatic: boolean; repeatable: boolean; summary: string }): Promise<void> {
  await actionsPanel(page).getByRole('button', { name: 'Add Action', exact: true }).click();
  await expect(page).toHaveURL(/protocolActionId=new/);
  const form = actionForm(page);
  await pick(page, form, /^Work Unit Event/, event);
  await pick(page, form, /^Action/, 'Email');
  await pick(page, form, /^Template/, 'Simple');
  await form.getByRole('textbox', { name: 'ExtraParameters' }).fill('To=ops@example.com');
  if (!automatic) await form.getByRole('checkbox', { name: 'Run Automatically' }).uncheck();
  if (repeatable) await form.getByRole('checkbox', { name: 'Repeatable' }).check();
  await form.getByRole('textbox', { name: 'Summary' }).fill(summary);
  await form.getByRole('button', { name: 'Save & Close' }).click();
  // The previous add's toast may still show (6 s): the newest one is the last.
  await expect(page.getByText('Protocol action Email added.').last()).toBeVisible();
  await expect(form).toBeHidden();
}

test('an administrator pages, creates, edits and cancels, adds protocol actions, reads Assigned Rules, follows shared links and deletes', async ({ page, context }) => {
  test.setTimeout(600_000);
  await page.setViewportSize({ width: 1366, height: 768 });
  await signIn(page, admin.userName, admin.password);
  const tenantId = tenantIdOf(page);
  const stamp = Date.now().toString(36);
  const name = `Walk protocol ${stamp}`;
  const tenants = await asUser<Array<{ tenantId: string; name: string }>>(page, 'GET', '/api/generalLookup/tenants');
  const tenantName = tenants.find((t) => t.tenantId === tenantId)!.name;
  const groups = await asUser<string[]>(page, 'GET', `/v1/tenants/${tenantId}/assignmentGroups`);
  const group = groups.at(-1)!;

  // Eleven protocols of one name, so a search for them has a second page.
  for (let i = 1; i <= 11; i++) {
    await asUser(page, 'PUT', '/v1/protocols', { name: `Paging ${stamp} ${String(i).padStart(2, '0')}`, tenantId, timerInverval: '00:30:00' });
  }

  // The menu link, page 2, reload, Back.
  await page.getByRole('link', { name: 'Work Unit Protocols' }).first().click();
  await expect(page).toHaveURL(/\/protocols/);
  await expect(page.getByRole('heading', { name: 'Work Unit Protocols', exact: true })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('columnheader', { name: 'Owning Group' })).toBeVisible();
  await search(page, `Paging ${stamp}`);
  await expect(rangeOf(page)).toHaveText('1–10 of 11');
  await screenshot(page, 'protocols-grid', { fullPage: false });
  await page.getByRole('button', { name: 'Go to next page' }).click();
  await expect(rangeOf(page)).toHaveText('11–11 of 11');
  await expect(page.getByRole('link', { name: `Paging ${stamp} 11`, exact: true })).toBeVisible();
  await page.reload();
  await expect(rangeOf(page)).toHaveText('11–11 of 11');
  await page.goBack();
  await expect(rangeOf(page)).toHaveText('1–10 of 11');
  await search(page, '');

  // Create: the screen's tenant, one of its assignment groups, a 45-minute timer; Save keeps the panel open as the editor.
  await page.getByRole('button', { name: 'Create Protocol' }).click();
  await expect(page).toHaveURL(/form=create/);
  const create = editPanel(page);
  await create.getByRole('textbox', { name: /^Name/ }).fill(name);
  await create.getByRole('textbox', { name: 'Description' }).fill('Made by the walk');
  await expect(create.getByRole('combobox', { name: /^Tenant/ })).toHaveText(tenantName);
  await pick(page, create, /^Owning Group/, group);
  await pick(page, create, /^Hours/, '00');
  await pick(page, create, /^Minutes/, '05');
  await expect(create.getByText('The timer interval must be at least 00:10:00 (10 minutes).')).toBeVisible();
  await expect(create.getByRole('button', { name: 'Save', exact: true })).toBeDisabled();
  await pick(page, create, /^Minutes/, '45');
  await create.getByRole('textbox', { name: /^Manual Actions/ }).fill('Call the customer within 15 minutes.');
  await screenshot(page, 'protocols-create', { fullPage: false });
  await create.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText(`Protocol ${name} created.`)).toBeVisible();
  await expect(page).toHaveURL(/protocolId=/);
  const protocolId = new URL(page.url()).searchParams.get('protocolId')!;
  await expect(page.getByRole('dialog', { name: 'Edit Protocol' })).toBeVisible();
  await page.getByRole('dialog', { name: 'Edit Protocol' }).getByRole('button', { name: 'Close', exact: true }).click();
  await expect(editPanel(page)).toBeHidden();

  // Edit and cancel: the unsaved-changes question, No keeps the text, Yes throws it away.
  await search(page, name);
  await page.getByRole('link', { name, exact: true }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Protocol' });
  const description = edit.getByRole('textbox', { name: 'Description' });
  await expect(description).toHaveValue('Made by the walk');
  await expect(edit.getByRole('combobox', { name: /^Owning Group/ })).toHaveText(group);
  await expect(edit.getByRole('combobox', { name: /^Minutes/ })).toHaveText('45');
  await description.fill('Edited, then thrown away.');
  await page.keyboard.press('Escape');
  const question = page.getByRole('dialog', { name: 'Discard unsaved changes?' });
  await expect(question).toContainText('There are unsaved changes. Are you sure you want to close?');
  await question.getByRole('button', { name: 'No' }).click();
  await expect(description).toHaveValue('Edited, then thrown away.');
  await edit.getByRole('button', { name: 'Close', exact: true }).click();
  await question.getByRole('button', { name: 'Yes' }).click();
  await expect(edit).toBeHidden();
  await page.getByRole('link', { name, exact: true }).click();
  await expect(edit.getByRole('textbox', { name: 'Description' })).toHaveValue('Made by the walk');
  await expect(edit.getByRole('tab', { name: 'Assigned Rules (0)' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(edit).toBeHidden();

  // Protocol actions: an automatic email on OnNew, a manual repeatable one on OnAcknowledged, one deleted.
  await rowAction(page, name, 'View Protocol Actions');
  await expect(page).toHaveURL(/form=protocolAction/);
  await expect(actionsPanel(page)).toBeVisible();
  await expect(actionsPanel(page).getByText('This protocol has no actions yet.')).toBeVisible();
  await addEmailAction(page, 'OnNew', { automatic: true, repeatable: false, summary: 'Tell the customer we are on it' });
  await addEmailAction(page, 'OnAcknowledged', { automatic: false, repeatable: true, summary: 'Page the bridge' });
  await addEmailAction(page, 'OnTimer', { automatic: true, repeatable: false, summary: 'Remind the owner' });
  const onNew = actionsPanel(page).getByRole('region', { name: 'OnNew' });
  await expect(onNew.getByRole('group', { name: '1. Email' })).toContainText('Automatic');
  const onAcknowledged = actionsPanel(page).getByRole('region', { name: 'OnAcknowledged' });
  await expect(onAcknowledged.getByRole('group', { name: '1. Email' })).toContainText('Manual');
  await expect(onAcknowledged.getByRole('group', { name: '1. Email' })).toContainText('Repeatable');
  // The section's own Add starts with its event and the next sequence number.
  await onNew.getByRole('button', { name: 'Add OnNew action' }).click();
  await expect(actionForm(page).getByRole('combobox', { name: /^Work Unit Event/ })).toHaveText('OnNew');
  await expect(actionForm(page).getByRole('spinbutton', { name: 'Sequence' })).toHaveValue('2');
  await actionForm(page).getByRole('button', { name: 'Close', exact: true }).click();
  await expect(actionForm(page)).toBeHidden();
  await screenshot(page, 'protocols-actions', { fullPage: false });
  // A saved action opens again with its values, from the address too.
  await onAcknowledged.getByRole('button', { name: 'Edit Email' }).click();
  await expect(page).toHaveURL(/protocolActionId=[0-9a-f-]{36}/);
  await page.reload();
  await expect(actionForm(page).getByRole('textbox', { name: 'Summary' })).toHaveValue('Page the bridge');
  await expect(actionForm(page).getByRole('checkbox', { name: 'Repeatable' })).toBeChecked();
  await screenshot(page, 'protocols-action-edit', { fullPage: false });
  await actionForm(page).getByRole('button', { name: 'Close', exact: true }).click();
  // Its runs: none yet.
  await onNew.getByRole('button', { name: 'Action History of Email' }).click();
  const history = page.getByRole('dialog', { name: 'Action History: Email' });
  await expect(history.getByText('This action has not run yet.')).toBeVisible();
  await history.getByRole('button', { name: 'Close' }).click();
  const onTimer = actionsPanel(page).getByRole('region', { name: 'OnTimer' });
  await onTimer.getByRole('button', { name: 'Delete Email' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete Protocol Action' });
  await expect(confirm).toContainText('Cannot be undone');
  await confirm.getByRole('button', { name: 'Yes' }).click();
  await expect(page.getByText('Protocol action deleted successfully.')).toBeVisible();
  await expect(onTimer).toHaveCount(0);
  await actionsPanel(page).getByRole('button', { name: 'Close', exact: true }).click();
  await expect(actionsPanel(page)).toBeHidden();

  // Assigned Rules: a rule whose create-work-unit action names the protocol; its name opens it on the Rules screen.
  const ruleName = `Walk rule ${stamp}`;
  await asUser(page, 'PUT', '/v1/rules', {
    name: ruleName, ruleTypeId: 1, tenantId, matchLifetime: '00:05:00', enabled: false,
    conditions: [
      { type: 0, leftOperand: 20, operator: 1, rightOperand: tenantId },
      { type: 0, leftOperand: 4, leftOperandFieldName: 'DeviceCpu', operator: 3, rightOperand: '999' },
    ],
    matchActions: [{ actionDefinitionId: 'create-work-unit', parameters: { TenantId: tenantId, ProtocolId: protocolId, SeverityId: '2' } }],
  });
  await rowAction(page, name, 'Edit Protocol');
  await edit.getByRole('tab', { name: 'Assigned Rules (1)' }).click();
  await screenshot(page, 'protocols-assigned-rules', { fullPage: false });
  await edit.getByRole('link', { name: ruleName }).click();
  await expect(page).toHaveURL(new RegExp(`/${tenantId}/rules\\?ruleId=`));
  await expect(page.getByRole('dialog', { name: `Edit: ${ruleName}` })).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL(/\/protocols\?.*protocolId=/);
  await expect(page.getByRole('dialog', { name: 'Edit Protocol' })).toBeVisible();
  await page.keyboard.press('Escape');

  // Shared links in a second tab: the protocol, then its actions.
  const shared = await context.newPage();
  await shared.setViewportSize({ width: 1366, height: 768 });
  await shared.goto(`/protocols?protocolId=${protocolId}`);
  await expect(shared.getByRole('dialog', { name: 'Edit Protocol' }).getByRole('textbox', { name: /^Name/ })).toHaveValue(name);
  await shared.goto(`/protocols?form=protocolAction&protocolId=${protocolId}`);
  await expect(actionsPanel(shared).getByRole('region', { name: 'OnAcknowledged' })).toBeVisible();
  await shared.close();

  // Delete: refused with the server's words while the rule names it; a protocol nothing uses goes.
  await search(page, name);
  // The refusal is a 409 on purpose; the browser logs that.
  allowConsoleMessages(page, new RegExp(`v1/protocols/${protocolId}.*409`));
  await rowAction(page, name, 'Delete Protocol');
  const deleteQuestion = page.getByRole('dialog', { name: 'Delete Protocol' });
  await expect(deleteQuestion).toContainText(`Are you sure you want to delete the protocol '${name}'?`);
  await deleteQuestion.getByRole('button', { name: 'Yes' }).click();
  await expect(page.getByText('The protocol is used by 1 rule and cannot be deleted.')).toBeVisible();
  await search(page, `Paging ${stamp} 11`);
  await rowAction(page, `Paging ${stamp} 11`, 'Delete Protocol');
  await deleteQuestion.getByRole('button', { name: 'Yes' }).click();
  await expect(page.getByText('Protocol deleted successfully.')).toBeVisible();
  await expect(page.getByRole('link', { name: `Paging ${stamp} 11`, exact: true })).toHaveCount(0);

  // Dark and phone.
  await search(page, '');
  await useScheme(page, 'dark');
  await expect(rangeOf(page)).toBeVisible();
  await screenshot(page, 'protocols-grid-dark', { fullPage: false });
  await page.goto(`/protocols?form=protocolAction&protocolId=${protocolId}`);
  await expect(actionsPanel(page).getByRole('region', { name: 'OnNew' })).toBeVisible();
  await screenshot(page, 'protocols-actions-dark', { fullPage: false });
  await page.goto(`/protocols?protocolId=${protocolId}`);
  await expect(edit.getByRole('textbox', { name: /^Name/ })).toHaveValue(name);
  await screenshot(page, 'protocols-edit-dark', { fullPage: false });
  await useScheme(page, 'light');
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/protocols');
  await expect(page.getByTestId('list-card').first()).toBeVisible();
  await screenshot(page, 'protocols-grid-phone', { fullPage: false });
  await page.goto(`/protocols?protocolId=${protocolId}`);
  await expect(edit.getByRole('textbox', { name: /^Name/ })).toHaveValue(name);
  await screenshot(page, 'protocols-edit-phone', { fullPage: false });
  await page.goto(`/protocols?form=protocolAction&protocolId=${protocolId}&protocolActionId=new&event=1`);
  await expect(actionForm(page).getByRole('combobox', { name: /^Work Unit Event/ })).toHaveText('OnNew');
  await screenshot(page, 'protocols-action-phone', { fullPage: false });
  await page.setViewportSize({ width: 1366, height: 768 });

  // An unknown id goes to the not-found route. The panel's read answers 404 on purpose; the browser logs that.
  allowConsoleMessages(page, /v1\/protocols\/00000000-0000-4000-8000-000000000000.*404/);
  await page.goto('/protocols?protocolId=00000000-0000-4000-8000-000000000000');
  await expect(page).toHaveURL(/\/notfound/);
});

test('a Support Agent (protocols view without edit) sees no Work Unit Protocols menu entry, and the screen only to look at', async ({ page }) => {
  test.setTimeout(240_000);
  await signIn(page, agent.userName, agent.password);
  const menu = page.getByRole('navigation', { name: 'Main menu' });
  await expect(menu.getByRole('link', { name: 'Work Units', exact: true }).first()).toBeVisible({ timeout: 30_000 });
  await expect(menu.getByRole('link', { name: 'Work Unit Protocols' })).toHaveCount(0);
  // A link still opens the list (the agent may view protocols), without Create Protocol.
  await page.goto('/protocols');
  await expect(page.getByRole('heading', { name: 'Work Unit Protocols', exact: true })).toBeVisible();
  await expect(rangeOf(page)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Create Protocol' })).toHaveCount(0);
});
