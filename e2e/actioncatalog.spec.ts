import type { Page } from '@playwright/test';
import { accounts, allowConsoleMessages, expect, receivedMail, screenshot, signIn, test } from './fixtures.ts';
import { accessToken } from './workunit-api.ts';

/**
 * Action Catalog (part 1 §2, INVENTORY §1) and the Mail Outbox over the demo seed (the email and
 * create-work-unit built-ins, the shared demo receiver webhook) and ten definitions made here: the menu link,
 * paging, reload, Back, create an HTTP action aimed at the demo receiver, edit and cancel past the
 * unsaved-changes question, test it (the result found in the history by its messageId), its Action History,
 * a shared link to a test of an action the SSRF guard refuses (a Failure, replayed), a built-in read-only,
 * the outbox, light, dark and phone.
 */

const { admin } = accounts;
const DEMO_RECEIVER = 'http://demo-receiver.invalid/v1/demoreceiver/hooks';
const rangeOf = (page: Page) => page.locator('.MuiTablePagination-displayedRows').first();
const editPanel = (page: Page) => page.getByRole('dialog', { name: /^(Create|Edit|View) Action Definition/ });
const testPanel = (page: Page) => page.getByRole('dialog', { name: /^Test Action Definition/ });
const historyDialog = (page: Page) => page.getByRole('dialog', { name: /^Action History/ });

async function useScheme(page: Page, mode: 'dark' | 'light'): Promise<void> {
  await page.evaluate((value) => window.localStorage.setItem('portal.themeMode', value), mode);
  await page.reload();
}

async function search(page: Page, text: string): Promise<void> {
  await page.getByRole('textbox', { name: /search/i }).fill(text);
  await page.keyboard.press('Enter');
}

const rowOf = (page: Page, rowName: string) => page.getByRole('row').filter({ has: page.getByRole('link', { name: rowName, exact: true }) });

async function rowAction(page: Page, rowName: string, action: string): Promise<void> {
  await rowOf(page, rowName).getByRole('button', { name: 'more' }).click();
  await page.getByRole('menuitem', { name: action, exact: true }).click();
}

test.describe('action catalog', () => {
  test('an administrator pages, creates, edits and cancels, tests an HTTP action, reads its history, replays a refused run and reads the outbox', async ({ page, context }) => {
    test.setTimeout(600_000);
    await page.setViewportSize({ width: 1366, height: 768 });
    await signIn(page, admin.userName, admin.password);
    const token = await accessToken(page);
    const run = Date.now().toString(36);
    for (let i = 1; i <= 10; i++) {
      const made = await page.request.put('/v1/actionDefinitions', {
        headers: { Authorization: `Bearer ${token}` },
        data: { name: `E2E ${run} Paging ${String(i).padStart(2, '0')}`, actionDefinitionTypeId: 3, endpointUrl: 'https://example.com/hook', httpMethod: 'POST' },
      });
      expect(made.status(), await made.text()).toBe(200);
    }
    // An action the SSRF guard refuses (loopback is not allow-listed): its test fails for good.
    const refused = await page.request.put('/v1/actionDefinitions', {
      headers: { Authorization: `Bearer ${token}` },
      data: { name: `E2E ${run} Refused`, actionDefinitionTypeId: 3, endpointUrl: 'http://127.0.0.1:9/hook', httpMethod: 'POST' },
    });
    expect(refused.status(), await refused.text()).toBe(200);
    const refusedId = ((await refused.json()) as { actionDefinitionId: string }).actionDefinitionId;

    // The menu link, page 2, reload, Back.
    await page.getByRole('link', { name: 'Action Catalog' }).first().click();
    await expect(page).toHaveURL(/\/actioncatalog/);
    await expect(page.getByRole('heading', { name: 'Action Catalog', exact: true })).toBeVisible({ timeout: 20_000 });
    await expect(rangeOf(page)).toHaveText(/^1–10 of \d+$/, { timeout: 60_000 });
    const total = Number((await rangeOf(page).innerText()).split(' of ')[1]);
    expect(total).toBeGreaterThanOrEqual(14);
    await screenshot(page, 'actioncatalog-grid', { fullPage: false });
    await page.getByRole('button', { name: 'Go to next page' }).click();
    await expect(rangeOf(page)).toHaveText(new RegExp(`^11–${Math.min(20, total)} of ${total}$`));
    await page.reload();
    await expect(rangeOf(page)).toHaveText(new RegExp(`^11–${Math.min(20, total)} of ${total}$`), { timeout: 60_000 });
    await page.goBack();
    await expect(rangeOf(page)).toHaveText(new RegExp(`^1–10 of ${total}$`));

    // Create an HTTP action aimed at the demo receiver.
    await page.getByRole('button', { name: 'Create', exact: true }).click();
    await expect(page).toHaveURL(/form=create/);
    const name = `E2E ${run} Webhook`;
    await editPanel(page).getByRole('textbox', { name: /^Name/ }).fill(name);
    await editPanel(page).getByRole('combobox', { name: /^Type/ }).click();
    await page.getByRole('option', { name: 'Rule Action (3)' }).click();
    await editPanel(page).getByRole('textbox', { name: 'Input Parameters' }).fill('Severity');
    await editPanel(page).getByRole('textbox', { name: 'Endpoint URL' }).fill(DEMO_RECEIVER);
    await editPanel(page).getByRole('textbox', { name: 'Headers' }).fill('X-Walk:e2e');
    await editPanel(page).getByRole('textbox', { name: 'Body' }).fill('{"severity":"{Severity}","by":"{Test.By}"}');
    await screenshot(page, 'actioncatalog-create', { fullPage: false });
    await editPanel(page).getByRole('button', { name: 'Save & Close' }).click();
    await expect(page.getByText(`Action Definition ${name} created.`)).toBeVisible();
    await expect(editPanel(page)).toBeHidden();

    // Edit and cancel: the unsaved-changes question, No keeps the text, Yes throws it away.
    await search(page, name);
    await page.getByRole('link', { name, exact: true }).click();
    await expect(page).toHaveURL(/actionDefinitionId=/);
    const description = editPanel(page).getByRole('textbox', { name: 'Description' });
    await description.fill('Edited, then thrown away.');
    await page.keyboard.press('Escape');
    const question = page.getByRole('dialog', { name: 'Discard unsaved changes?' });
    await expect(question).toContainText('There are unsaved changes. Are you sure you want to close?');
    await question.getByRole('button', { name: 'No' }).click();
    await expect(description).toHaveValue('Edited, then thrown away.');
    await editPanel(page).getByRole('button', { name: 'Close' }).last().click();
    await question.getByRole('button', { name: 'Yes' }).click();
    await expect(editPanel(page)).toBeHidden();
    await page.getByRole('link', { name, exact: true }).click();
    await expect(editPanel(page).getByRole('textbox', { name: 'Description' })).toHaveValue('');
    await page.keyboard.press('Escape');
    await expect(editPanel(page)).toBeHidden();

    // Test it: the declared input and one extra pair; the result comes from the history by messageId.
    await rowAction(page, name, 'Test Action Definition');
    await expect(page).toHaveURL(/form=testAction/);
    await expect(testPanel(page).getByRole('textbox', { name: /^Value \d$/ })).toHaveCount(7);
    await testPanel(page).getByRole('textbox', { name: 'Severity' }).fill('2');
    await testPanel(page).getByRole('textbox', { name: 'Name 1' }).fill('Region');
    await testPanel(page).getByRole('textbox', { name: 'Value 1' }).fill('East');
    await testPanel(page).getByRole('button', { name: 'Run Test' }).click();
    const result = testPanel(page).getByRole('region', { name: 'Test Result' });
    await expect(result.getByText('Success', { exact: true })).toBeVisible({ timeout: 30_000 });
    await screenshot(page, 'actioncatalog-test-result', { fullPage: false });
    await testPanel(page).getByRole('button', { name: 'Action History' }).click();
    await expect(historyDialog(page)).toBeVisible();
    const firstRun = historyDialog(page).getByRole('row').nth(1);
    await expect(firstRun).toContainText('Success');
    await expect(firstRun).toContainText('"Severity"');
    await screenshot(page, 'actioncatalog-history', { fullPage: false });
    await historyDialog(page).getByRole('button', { name: 'Close' }).click();
    await testPanel(page).getByRole('button', { name: 'Close' }).last().click();
    await expect(testPanel(page)).toBeHidden();

    // A shared link to the test drawer of the refused action, in a second tab: Failure, then a replay.
    const shared = await context.newPage();
    await shared.setViewportSize({ width: 1366, height: 768 });
    await shared.goto(`/actioncatalog?form=testAction&actionDefinitionId=${refusedId}`);
    await expect(testPanel(shared)).toBeVisible({ timeout: 60_000 });
    await testPanel(shared).getByRole('button', { name: 'Run Test' }).click();
    await expect(testPanel(shared).getByRole('region', { name: 'Test Result' }).getByText('Failure', { exact: true })).toBeVisible({ timeout: 30_000 });
    await testPanel(shared).getByRole('button', { name: 'Action History' }).click();
    const failedRun = historyDialog(shared).getByRole('row').nth(1);
    await expect(failedRun).toContainText('Failure');
    await failedRun.getByRole('button', { name: 'Replay' }).click();
    await expect(shared.getByText('The run was queued again.')).toBeVisible();
    await shared.close();

    // A built-in opens read-only and cannot be deleted.
    await search(page, 'Email');
    await rowAction(page, 'Email', 'View Action Definition');
    await expect(page.getByRole('dialog', { name: 'View Action Definition: Email' })).toBeVisible({ timeout: 30_000 });
    await expect(editPanel(page)).toContainText('Built-in actions cannot be changed or deleted');
    await expect(editPanel(page).getByRole('button', { name: 'Save & Close' })).toHaveCount(0);
    await page.keyboard.press('Escape');
    await rowOf(page, 'Email').getByRole('button', { name: 'more' }).click();
    await expect(page.getByRole('menuitem', { name: /^Delete Action Definition/ })).toHaveAttribute('aria-disabled', 'true');
    await page.keyboard.press('Escape');

    // The email built-in, tested: its message goes through the outbox to the walks' SMTP server.
    await rowAction(page, 'Email', 'Test Action Definition');
    await testPanel(page).getByRole('combobox', { name: 'Template' }).click();
    await page.getByRole('option', { name: 'Simple', exact: true }).click();
    await testPanel(page).getByRole('textbox', { name: 'ExtraParameters' }).fill('To=ops@example.com');
    await testPanel(page).getByRole('button', { name: 'Run Test' }).click();
    await expect(testPanel(page).getByRole('region', { name: 'Test Result' }).getByText('Success', { exact: true })).toBeVisible({ timeout: 30_000 });
    await testPanel(page).getByRole('button', { name: 'Close' }).last().click();

    // Delete the walk's webhook: the confirmation says no rule uses it.
    await search(page, name);
    await rowAction(page, name, 'Delete Action Definition');
    const confirm = page.getByRole('dialog', { name: 'Delete Action Definition' });
    await expect(confirm).toContainText('No rules use it.');
    await confirm.getByRole('button', { name: 'Yes' }).click();
    await expect(page.getByText('Action Definition deleted successfully.')).toBeVisible();

    // Dark and phone.
    await search(page, '');
    await useScheme(page, 'dark');
    await expect(rangeOf(page)).toBeVisible({ timeout: 60_000 });
    await screenshot(page, 'actioncatalog-grid-dark', { fullPage: false });
    await page.goto(`/actioncatalog?form=testAction&actionDefinitionId=${refusedId}`);
    await expect(testPanel(page)).toBeVisible({ timeout: 60_000 });
    await screenshot(page, 'actioncatalog-test-dark', { fullPage: false });
    await useScheme(page, 'light');
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/actioncatalog');
    await expect(page.getByTestId('list-card').first()).toBeVisible({ timeout: 60_000 });
    await screenshot(page, 'actioncatalog-grid-phone', { fullPage: false });
    await page.goto(`/actioncatalog?form=testAction&actionDefinitionId=${refusedId}`);
    await expect(testPanel(page)).toBeVisible({ timeout: 60_000 });
    await screenshot(page, 'actioncatalog-test-phone', { fullPage: false });
    await page.setViewportSize({ width: 1366, height: 768 });

    // An unknown id goes to the not-found route. The panel's read answers 404 on purpose; the browser logs that.
    allowConsoleMessages(page, /v1\/actionDefinitions\/no-such-action.*404/);
    await page.goto('/actioncatalog?actionDefinitionId=no-such-action');
    await expect(page).toHaveURL(/\/notfound/, { timeout: 60_000 });

    // The mail outbox, from the Administration menu.
    await page.goto('/actioncatalog');
    await page.getByRole('link', { name: 'Mail Outbox' }).first().click();
    await expect(page).toHaveURL(/\/mailoutbox/);
    await expect(page.getByRole('heading', { name: 'Mail Outbox', exact: true })).toBeVisible({ timeout: 20_000 });
    const mailRow = page.getByRole('row').filter({ hasText: 'ops@example.com' }).first();
    await expect(mailRow).toBeVisible({ timeout: 30_000 });
    await expect(mailRow).toContainText(/Queued|Sent/);
    await expect.poll(async () => (await receivedMail()).some((m) => m.to.includes('ops@example.com')), { timeout: 60_000 }).toBe(true);
    await screenshot(page, 'mailoutbox-grid', { fullPage: false });
    await mailRow.getByRole('link').first().click();
    const message = page.getByRole('dialog', { name: /^Message:/ });
    await expect(message.getByRole('region', { name: 'Message text' })).toBeVisible();
    await screenshot(page, 'mailoutbox-message', { fullPage: false });
    await page.keyboard.press('Escape');
    await useScheme(page, 'dark');
    await expect(page.getByRole('grid')).toBeVisible({ timeout: 60_000 });
    await screenshot(page, 'mailoutbox-grid-dark', { fullPage: false });
    await useScheme(page, 'light');
  });
});
