import type { Locator, Page } from '@playwright/test';
import { accounts, checkAccessibility, expect, screenshot, signIn, test } from './fixtures.ts';
import { createWorkUnit } from './workunit-api.ts';

const { agent } = accounts;
const QUESTION = 'There are unsaved changes. Are you sure you want to close?';

async function openWorkUnit(page: Page, workUnitId: number): Promise<Locator> {
  await page.goto(`/workunitsv2?workUnitId=${workUnitId}`);
  const dialog = page.getByRole('dialog', { name: new RegExp(`^Edit Work Unit #${workUnitId}: `) });
  await expect(dialog).toBeVisible({ timeout: 15_000 });
  return dialog;
}

const discardQuestion = (page: Page) => page.getByRole('dialog', { name: 'Discard unsaved changes?' });

test.describe('unsaved edits are never lost silently', () => {
  test('Escape on an edited work unit asks first: No keeps the text, Yes throws it away', async ({ page }) => {
    await signIn(page, agent.userName, agent.password);
    const original = `E2E unsaved ${Date.now().toString(36)}`;
    const created = await createWorkUnit(page, { workUnitTypeId: 3, title: original });
    const dialog = await openWorkUnit(page, created.workUnitId);
    await checkAccessibility(page, 'workunits-panel-edit');

    // Typed and Escape at once, well within the field's 500 ms pause.
    const title = dialog.getByRole('textbox', { name: 'Title', exact: true });
    await title.fill(`${original} edited`);
    await page.keyboard.press('Escape');
    const question = discardQuestion(page);
    await expect(question).toBeVisible();
    await expect(question).toContainText(QUESTION);
    await screenshot(page, 'unsaved-changes-question', { fullPage: false });

    await question.getByRole('button', { name: 'No' }).click();
    await expect(question).toBeHidden();
    await expect(dialog).toBeVisible();
    await expect(title).toHaveValue(`${original} edited`);

    await title.focus();
    await page.keyboard.press('Escape');
    await question.getByRole('button', { name: 'Yes' }).click();
    await expect(dialog).toBeHidden();
    await expect(page).not.toHaveURL(/workUnitId=/);

    // Nothing was saved.
    const reopened = await openWorkUnit(page, created.workUnitId);
    await expect(reopened.getByRole('textbox', { name: 'Title', exact: true })).toHaveValue(original);
    // Unchanged, it closes at once.
    await page.keyboard.press('Escape');
    await expect(reopened).toBeHidden();
    await expect(question).toBeHidden();
  });

  test('a link inside an edited panel and closing the tab ask first too', async ({ page }) => {
    await signIn(page, agent.userName, agent.password);
    const created = await createWorkUnit(page, {
      workUnitTypeId: 3,
      title: `E2E unsaved link ${Date.now().toString(36)}`,
      relations: [{ referenceId: '1', referenceType: 'WorkUnit' }],
    });
    const dialog = await openWorkUnit(page, created.workUnitId);
    await dialog.getByRole('textbox', { name: 'Add a note' }).fill('Not sent yet.');

    await dialog.getByRole('tab', { name: /Related/ }).click();
    await dialog.getByRole('link', { name: 'Work Unit #1' }).click();
    const question = discardQuestion(page);
    await expect(question).toBeVisible();
    await question.getByRole('button', { name: 'No' }).click();
    await expect(question).toBeHidden();
    await expect(page).toHaveURL(new RegExp(`workUnitId=${created.workUnitId}(&|$)`));

    // The browser's own question on closing the tab (dismissed: the page stays).
    const beforeUnload = page.waitForEvent('dialog');
    await page.close({ runBeforeUnload: true });
    const prompt = await beforeUnload;
    expect(prompt.type()).toBe('beforeunload');
    await prompt.dismiss();
    await expect(dialog).toBeVisible();

    await dialog.getByRole('link', { name: 'Work Unit #1' }).click();
    await question.getByRole('button', { name: 'Yes' }).click();
    await expect(page).toHaveURL(/workUnitId=1(&|$)/);
    await expect(page.getByRole('dialog', { name: /^Edit Work Unit #1: / })).toBeVisible({ timeout: 15_000 });
  });

  test('Enter in a single-line field of a create panel creates the work unit', async ({ page }) => {
    await signIn(page, agent.userName, agent.password);
    await page.goto('/workunitsv2?form=createIncident');
    const create = page.getByRole('dialog', { name: 'Create Work Unit' });
    await expect(create).toBeVisible({ timeout: 15_000 });
    await checkAccessibility(page, 'workunits-panel-create');
    const title = `E2E enter ${Date.now().toString(36)}`;
    await create.getByRole('textbox', { name: 'Title', exact: true }).fill(title);
    await page.keyboard.press('Enter');
    await expect(page.getByText(new RegExp(`^New Work Unit #\\d+: ${title}$`))).toBeVisible({ timeout: 20_000 });
    await expect(create).toBeHidden();
  });

  test('the skip link is the first tab stop and moves focus to the main content', async ({ page }) => {
    await signIn(page, agent.userName, agent.password);
    await page.goto('/workunitsv2');
    await expect(page.getByRole('heading', { name: 'Work Units' })).toBeVisible({ timeout: 15_000 });
    // The grid toolbar's Filters button is a tab stop of its own (not only reachable with arrow keys).
    await expect(page.getByRole('button', { name: 'Filters', exact: true })).not.toHaveAttribute('tabindex', '-1');
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to main content' });
    await expect(skip).toBeFocused();
    await expect(skip).toBeInViewport();
    await screenshot(page, 'skip-link', { fullPage: false });
    await page.keyboard.press('Enter');
    await expect(page.locator('main#main-content')).toBeFocused();
    // The next tab stop is inside the content, past the header and the menu.
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => Boolean(document.activeElement?.closest('main')))).toBe(true);
  });
});
