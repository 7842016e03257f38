import type { APIResponse, Browser, Locator, Page, Response } from '@playwright/test';
import { accounts, expect, signIn, tenantIdOf, test } from './fixtures.ts';
import { accessToken, changeRequestBody, createWorkUnit, patchWorkUnit } from './workunit-api.ts';

const { agent, manager, admin, customer, partner } = accounts;

async function signedInPage(browser: Browser, account: { userName: string; password: string }): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await signIn(page, account.userName, account.password);
  return page;
}

async function openWorkUnit(page: Page, workUnitId: number): Promise<Locator> {
  await page.goto(`/workunitsv2?workUnitId=${workUnitId}`);
  const dialog = page.getByRole('dialog', { name: new RegExp(`^Edit Work Unit #${workUnitId}: `) });
  await expect(dialog).toBeVisible({ timeout: 30_000 });
  return dialog;
}

async function call(page: Page, method: 'GET' | 'POST', path: string): Promise<APIResponse> {
  const headers = { Authorization: `Bearer ${await accessToken(page)}` };
  return method === 'GET' ? page.request.get(path, { headers }) : page.request.post(path, { headers, data: {} });
}

/** The Resolution Center's list answers while `action` runs: the tenant ids of their rows. */
async function listedTenants(page: Page, action: () => Promise<unknown>): Promise<Set<string>> {
  type Page1 = { value: Array<{ tenantId: string }> };
  // Each body is read as it arrives: a list the page asked for just before `action` navigated (the first
  // load still in flight at a reload) has no body afterwards, and was never shown.
  const bodies: Array<Promise<Page1 | undefined>> = [];
  const seen = (response: Response) => {
    if (new URL(response.url()).pathname === '/v1/workunits/rc') bodies.push((response.json() as Promise<Page1>).catch(() => undefined));
  };
  page.on('response', seen);
  const answered = page.waitForResponse((response) => new URL(response.url()).pathname === '/v1/workunits/rc');
  await action();
  await answered;
  await expect(page.getByRole('row').nth(1)).toBeVisible();
  page.off('response', seen);
  const pages = (await Promise.all(bodies)).filter((answer): answer is Page1 => answer !== undefined);
  expect(pages.length).toBeGreaterThan(0);
  return new Set(pages.flatMap((answer) => answer.value.map((row) => row.tenantId)));
}

test.describe('approvals after a decline, and customers', () => {
  test('a declined change request offers no approval, and the server refuses one', async ({ page, browser }) => {
    await signIn(page, agent.userName, agent.password);
    const created = await createWorkUnit(page, changeRequestBody(`E2E declined ${Date.now().toString(36)}`));

    const adminPage = await signedInPage(browser, admin);
    const adminPanel = await openWorkUnit(adminPage, created.workUnitId);
    await adminPanel.getByRole('button', { name: 'Decline as approver 2' }).click();
    await adminPage.getByRole('dialog', { name: 'Decline Change Request' }).getByRole('button', { name: 'Decline' }).click();
    await expect(adminPage.getByText('Change Request successfully declined.')).toBeVisible();
    await adminPage.context().close();

    const managerPage = await signedInPage(browser, manager);
    const managerPanel = await openWorkUnit(managerPage, created.workUnitId);
    await expect(managerPanel.getByTestId('approval-slot-1')).toContainText('Not decided');
    await expect(managerPanel.getByRole('button', { name: /^(Approve|Decline) as approver/ })).toHaveCount(0);
    const refused = await call(managerPage, 'POST', `/v1/workunits/${created.workUnitId}/approve`);
    expect(refused.status()).toBe(409);
    expect((await refused.json()).message).toBe('This Change Request has been declined; no further approval decision can be made.');
    await managerPage.context().close();
  });

  test('the approver mismatch is said to whoever is not the approver', async ({ page }) => {
    await signIn(page, agent.userName, agent.password);
    const created = await createWorkUnit(page, changeRequestBody(`E2E mismatch ${Date.now().toString(36)}`));
    const dialog = await openWorkUnit(page, created.workUnitId);
    await expect(dialog.getByTestId('approval-slot-1')).toContainText(`Authenticated user does not match ${manager.userName}`);
    await expect(dialog.getByTestId('approval-slot-2')).toContainText(`Authenticated user does not match ${admin.userName}`);
  });

  test('Requires My Approval lists what awaits my decision in any open state, without the State: New chip', async ({ page, browser }) => {
    await signIn(page, agent.userName, agent.password);
    const title = `E2E awaiting ${Date.now().toString(36)}`;
    const created = await createWorkUnit(page, changeRequestBody(title));
    for (const stateId of [2, 3]) expect((await patchWorkUnit(page, created.workUnitId, [{ op: 'replace', path: '/stateId', value: stateId }])).status()).toBe(200);

    const managerPage = await signedInPage(browser, manager);
    await managerPage.goto('/workunitsv2');
    const toggle = managerPage.getByRole('checkbox', { name: 'Requires My Approval' });
    await expect(toggle).toBeVisible({ timeout: 30_000 });
    await toggle.check();
    await expect(managerPage.locator('.MuiChip-label', { hasText: 'Requires My Approval' })).toBeVisible();
    await expect(managerPage.locator('.MuiChip-label', { hasText: 'State: New' })).toHaveCount(0);
    const search = managerPage.getByRole('textbox', { name: 'Search' });
    await search.fill(title);
    await search.press('Enter');
    await expect(managerPage.getByRole('row', { name: new RegExp(title) })).toBeVisible({ timeout: 20_000 });
    await managerPage.context().close();
  });

  test("a customer sees only its own incidents, not another person's of its tenant", async ({ page, browser }) => {
    const agentPage = await signedInPage(browser, agent);
    const title = `E2E someone else ${Date.now().toString(36)}`;
    const contoso = await agentPage.request.get('/api/generallookup/tenants', { headers: { Authorization: `Bearer ${await accessToken(agentPage)}` } });
    const contosoId = ((await contoso.json()) as Array<{ tenantId: string; name: string }>).find((t) => t.name === 'Contoso')!.tenantId;
    const other = await createWorkUnit(agentPage, {
      workUnitTypeId: 3, title, stakeHolderFullName: 'Olive Other', stakeHolderEmailAddress: 'olive@example.test', stakeholderPhoneNumber: '555-0777',
    }, contosoId);
    await agentPage.context().close();

    await signIn(page, customer.userName, customer.password);
    await expect(page).toHaveURL(/\/resolutioncenter$/);
    await expect(page.getByRole('row').nth(1)).toBeVisible();
    await page.getByPlaceholder('Search').fill(title);
    await page.keyboard.press('Enter');
    await expect(page.getByText('You have no requests yet. Use Create Request to ask for help.')).toBeVisible();
    expect((await call(page, 'GET', `/v1/workunits/${other.workUnitId}`)).status()).toBe(404);
    await page.goto(`${new URL(page.url()).pathname}?workUnitId=${other.workUnitId}`);
    await expect(page).toHaveURL(/\/notfound$/, { timeout: 20_000 });
  });

  test('a customer of two tenants sees one at a time, following the picker', async ({ page }) => {
    await signIn(page, partner.userName, partner.password);
    await expect(page).toHaveURL(/\/resolutioncenter$/);
    const first = tenantIdOf(page);
    expect(await listedTenants(page, () => page.reload())).toEqual(new Set([first]));

    const picker = page.getByTestId('tenant-picker');
    const from = (await picker.textContent())?.startsWith('Fabrikam') ? 'Fabrikam' : 'Contoso';
    const to = from === 'Contoso' ? 'Fabrikam' : 'Contoso';
    const switchTo = async (name: string) => {
      await picker.click();
      const form = page.getByRole('form', { name: 'Tenant and subscription' });
      await form.getByRole('combobox', { name: /Tenant/ }).click();
      await page.getByRole('option', { name }).click();
      await form.getByRole('combobox', { name: /Subscription/ }).click();
      await page.getByRole('option', { name: 'Production' }).click();
      await form.getByRole('button', { name: 'Submit' }).click();
      await expect(picker).toHaveText(`${name} > Production`, { timeout: 20_000 });
    };
    await switchTo(to);
    expect(tenantIdOf(page)).not.toBe(first);
    const second = await listedTenants(page, () => page.reload());
    expect(second).toEqual(new Set([tenantIdOf(page)]));
    // Back, so other tests start from where they left it.
    await switchTo(from);
  });
});
