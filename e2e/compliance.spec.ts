import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { accounts, allowConsoleMessages, expect, screenshot, signIn, tenantIdOf, test } from './fixtures.ts';

/**
 * Compliance controls (part 1 §2, issue 32): a control set and a week chosen by URL, statuses set with the
 * coloured toggles, notes saved on blur, a deselect asked and deleted, the summary moving, reload, a shared
 * link and Back, the week's CSV and OSCAL exports, a CSV import (a bad file refused), SI-2/CM-8 evidence for
 * the current week, light, dark and phone screenshots; a Support Agent (Compliance:view only) changes nothing.
 */

const { admin, agent } = accounts;
const NIST = 'NIST SP 800-53 Rev 5 (AC, AU, CM, IA, SI)';
const WEEK = '2025-12-29';

const statusOf = (page: Page, control: string) => page.getByRole('group', { name: `Status of ${control}`, exact: true });
const toggle = (page: Page, control: string, label: string) => statusOf(page, control).getByRole('button', { name: label, exact: true });
const rowOf = (page: Page, control: string) => page.getByTestId(`control-${control}`);

async function chooseNist(page: Page) {
  await page.getByRole('combobox', { name: 'Control Set' }).click();
  await page.getByRole('option', { name: NIST }).click();
  await expect(rowOf(page, 'AC-1')).toBeVisible({ timeout: 60_000 });
}

test('statuses and notes of a week are set, cleared, linked, exported and imported; a viewer changes nothing', async ({ page, signIn: signInAs, browser }) => {
  test.setTimeout(900_000);
  await signInAs(admin.userName, admin.password);
  const tenantId = tenantIdOf(page);

  // From the menu: the page opens on the current week with the first control set.
  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Compliance', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/${tenantId}/compliance`), { timeout: 60_000 });
  await expect(page.getByRole('heading', { name: 'Compliance' })).toBeVisible({ timeout: 60_000 });
  await expect(page.getByRole('combobox', { name: 'Control Set' })).toHaveText('CIS Controls v8 IG1', { timeout: 60_000 });
  // The first load on a busy machine (the demo feed, rules and actions run beside it) can take a while.
  await expect(rowOf(page, '1.1')).toContainText('Establish and Maintain Detailed Enterprise Asset Inventory', { timeout: 60_000 });

  // NIST this week: the seed's statuses, and the fleet's evidence beside SI-2 and CM-8 with a proposed status.
  await chooseNist(page);
  await expect(page).toHaveURL(/controlSetId=/);
  await expect(toggle(page, 'AC-1', 'Compliant')).toHaveAttribute('aria-pressed', 'true', { timeout: 60_000 });
  await expect(toggle(page, 'AU-2', 'Non-Compliant')).toHaveAttribute('aria-pressed', 'true');
  await expect(rowOf(page, 'SI-2')).toContainText(/of \d+ devices? (has|have) outdated packages\./);
  await expect(rowOf(page, 'SI-2')).toContainText(/Proposed: (Compliant|Non-Compliant)/);
  await expect(rowOf(page, 'CM-8')).toContainText(/stopped checking in\./);
  await expect(page.getByTestId('compliant-share')).toHaveText(/^\d+\.\d{2}%$/);
  await screenshot(page, 'compliance-current-week', { fullPage: false });

  // Another week by the picker: any day stands for its Monday-to-Sunday week (here across a year).
  await page.getByLabel('Compliance Week').fill('2026-01-01');
  await expect(page).toHaveURL(new RegExp(`week=${WEEK}`));
  await expect(page.getByText('Mon, Dec 29 – Sun, Jan 4, 2026')).toBeVisible({ timeout: 60_000 });
  await expect(rowOf(page, 'SI-2')).toContainText('Measured for the current week only.', { timeout: 60_000 });
  await expect(page.getByTestId('count-Compliant')).toHaveText(/Compliant\s*0$/, { timeout: 60_000 });

  // Statuses: choosing creates the week's record, choosing another updates it; the summary follows.
  await toggle(page, 'AC-2', 'Compliant').click();
  await expect(toggle(page, 'AC-2', 'Compliant')).toHaveAttribute('aria-pressed', 'true', { timeout: 60_000 });
  await toggle(page, 'AC-3', 'POAM').click();
  await expect(toggle(page, 'AC-3', 'POAM')).toHaveAttribute('aria-pressed', 'true', { timeout: 60_000 });
  await toggle(page, 'AC-3', 'Non-Compliant').click();
  await expect(toggle(page, 'AC-3', 'Non-Compliant')).toHaveAttribute('aria-pressed', 'true', { timeout: 60_000 });
  await toggle(page, 'AC-4', 'Exempt').click();
  await expect(toggle(page, 'AC-4', 'Exempt')).toHaveAttribute('aria-pressed', 'true', { timeout: 60_000 });
  await expect(page.getByTestId('count-Compliant')).toHaveText(/Compliant\s*1$/, { timeout: 60_000 });
  await expect(page.getByTestId('count-NonCompliant')).toHaveText(/Non-Compliant\s*1$/);
  await expect(page.getByTestId('compliant-share')).toHaveText('1.16%');

  // Notes save on blur: a control without a record gets one (Not Set); a changed note is updated.
  await page.getByLabel('Notes of AC-5', { exact: true }).fill('Duties split between two teams.');
  await page.getByLabel('Notes of AC-5', { exact: true }).blur();
  await expect(toggle(page, 'AC-5', 'Not Set')).toHaveAttribute('aria-pressed', 'true', { timeout: 60_000 });
  await page.getByLabel('Notes of AC-3', { exact: true }).fill('Waiting for the = vendor fix\nticket 42');
  await page.getByLabel('Notes of AC-3', { exact: true }).blur();
  await expect(page.getByRole('progressbar', { name: 'Loading controls' })).toHaveCount(0, { timeout: 60_000 });

  // Reload: all of it was stored.
  await page.reload();
  await expect(toggle(page, 'AC-3', 'Non-Compliant')).toHaveAttribute('aria-pressed', 'true', { timeout: 60_000 });
  await expect(page.getByLabel('Notes of AC-3', { exact: true })).toHaveValue('Waiting for the = vendor fix\nticket 42');
  await expect(page.getByLabel('Notes of AC-5', { exact: true })).toHaveValue('Duties split between two teams.');
  await screenshot(page, 'compliance-week', { fullPage: false });

  // Deselect asks first: No keeps the record, Yes deletes it with part 1 §8's message.
  await toggle(page, 'AC-2', 'Compliant').click();
  const confirm = page.getByRole('dialog', { name: 'Clear Status' });
  await expect(confirm).toContainText('Clear the status of AC-2 for this week?');
  await confirm.getByRole('button', { name: 'No' }).click();
  await expect(toggle(page, 'AC-2', 'Compliant')).toHaveAttribute('aria-pressed', 'true');
  await toggle(page, 'AC-2', 'Compliant').click();
  await page.getByRole('dialog', { name: 'Clear Status' }).getByRole('button', { name: 'Yes' }).click();
  await expect(page.getByText('Control Status successfully deleted.')).toBeVisible({ timeout: 60_000 });
  await expect(statusOf(page, 'AC-2').locator('[aria-pressed="true"]')).toHaveCount(0, { timeout: 60_000 });

  // A shared link opens the same set and week; the arrows step weeks; Back returns to the week before.
  const link = page.url();
  await page.goto('about:blank');
  await page.goto(link);
  await expect(toggle(page, 'AC-3', 'Non-Compliant')).toHaveAttribute('aria-pressed', 'true', { timeout: 60_000 });
  await page.getByRole('button', { name: 'Next week' }).click();
  await expect(page).toHaveURL(/week=2026-01-05/);
  await expect(statusOf(page, 'AC-3').locator('[aria-pressed="true"]')).toHaveCount(0, { timeout: 60_000 });
  await page.goBack();
  await expect(page).toHaveURL(new RegExp(`week=${WEEK}`));
  await expect(toggle(page, 'AC-3', 'Non-Compliant')).toHaveAttribute('aria-pressed', 'true', { timeout: 60_000 });

  // Exports of the week: CSV (formulas escaped) and OSCAL assessment results.
  const [csv] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export CSV' }).click()]);
  expect(csv.suggestedFilename()).toBe(`compliance-${WEEK}.csv`);
  const csvText = readFileSync((await csv.path())!, 'utf8');
  expect(csvText).toContain(`"${NIST}",AC-3,Access Enforcement,Non-Compliant,"Waiting for the = vendor fix\nticket 42",${WEEK}`);
  const [oscal] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export OSCAL' }).click()]);
  expect(oscal.suggestedFilename()).toBe(`assessment-results-${WEEK}.json`);
  const results = JSON.parse(readFileSync((await oscal.path())!, 'utf8')) as { 'assessment-results': { results: Array<{ findings: Array<{ title: string; target: { status: { state: string } } }> }> } };
  expect(results['assessment-results'].results[0]!.findings.map((f) => [f.title, f.target.status.state])).toEqual([
    ['AC-3 Access Enforcement', 'not-satisfied'], ['AC-4 Information Flow Enforcement', 'satisfied'],
  ]);

  // Import: a bad file is refused with its reason and nothing is added; a good CSV becomes a selectable set.
  allowConsoleMessages(page, /v1\/controlsets\/import.*400/);
  await page.getByRole('button', { name: 'Import' }).click();
  const dialog = page.getByRole('dialog', { name: 'Import Control Set' });
  const setName = `Walk baseline ${Date.now()}`;
  await dialog.getByLabel(/^Name/).fill(setName);
  await dialog.getByLabel('Control set file').setInputFiles({ name: 'bad.csv', mimeType: 'text/csv', buffer: Buffer.from('id,name\nA,B\n') });
  await dialog.getByRole('button', { name: 'Import', exact: true }).click();
  await expect(dialog.getByRole('alert')).toHaveText('The CSV header must name the columns control and title (found: id, name).', { timeout: 60_000 });
  await dialog.getByLabel('Control set file').setInputFiles({
    name: 'baseline.csv', mimeType: 'text/csv', buffer: Buffer.from('control,title,description\nWB-1,"Backups, tested monthly",Restore one server\nWB-2,Patch within 30 days,\n'),
  });
  await dialog.getByRole('button', { name: 'Import', exact: true }).click();
  await expect(page.getByText(`Control set '${setName}' imported with 2 controls.`)).toBeVisible({ timeout: 60_000 });
  await expect(page.getByRole('combobox', { name: 'Control Set' })).toHaveText(setName, { timeout: 60_000 });
  await expect(rowOf(page, 'WB-1')).toContainText('Backups, tested monthly', { timeout: 60_000 });
  await toggle(page, 'WB-2', 'Compliant').click();
  await expect(page.getByTestId('compliant-share')).toHaveText('50.00%', { timeout: 60_000 });
  await chooseNist(page);

  // Dark and phone size.
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.reload();
  await expect(toggle(page, 'AC-3', 'Non-Compliant')).toHaveAttribute('aria-pressed', 'true', { timeout: 60_000 });
  await screenshot(page, 'compliance-week-dark', { fullPage: false });
  await page.emulateMedia({ colorScheme: 'light' });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.reload();
  await expect(toggle(page, 'AC-3', 'Non-Compliant')).toHaveAttribute('aria-pressed', 'true', { timeout: 60_000 });
  await screenshot(page, 'compliance-week-phone', { fullPage: false });
  await page.setViewportSize({ width: 1280, height: 800 });

  // A Support Agent holds Compliance:view only: the same link shows the statuses but nothing can change.
  const viewerContext = await browser.newContext({ baseURL: new URL(page.url()).origin });
  const viewer = await viewerContext.newPage();
  await signIn(viewer, agent.userName, agent.password);
  await viewer.goto(link);
  await expect(toggle(viewer, 'AC-3', 'Non-Compliant')).toHaveAttribute('aria-pressed', 'true', { timeout: 60_000 });
  await expect(toggle(viewer, 'AC-3', 'Compliant')).toBeDisabled();
  await expect(viewer.getByLabel('Notes of AC-3', { exact: true })).toBeDisabled();
  await expect(viewer.getByRole('button', { name: 'Import' })).toHaveCount(0);
  await expect(viewer.getByRole('button', { name: 'Export CSV' })).toBeEnabled();
  await viewerContext.close();
});
