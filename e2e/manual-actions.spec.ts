import type { Browser, Locator, Page } from '@playwright/test';
import { accounts, allowConsoleMessages, expect, screenshot, signIn, tenantIdOf, test } from './fixtures.ts';
import { accessToken, createWorkUnit } from './workunit-api.ts';

/**
 * Manual protocol actions in the work unit panel (part 3 §2.7, INVENTORY §14): a protocol made here with
 * three manual actions for OnNew, a work unit under it; a person previews an email, runs one action (one
 * trigger for a double click), sees its last status after the 5 s refresh, rejects another, reloads and goes
 * Back; a user who may only view work units sees the tabs without Run buttons. Light, dark and phone.
 */

const { admin, partner } = accounts;
const RUNNING = 'Running Action. Please wait...';

interface WalkProtocol {
  protocolId: string;
  name: string;
  workUnitId: number;
}

async function call<T>(page: Page, method: 'put' | 'post' | 'get' | 'delete', path: string, data?: unknown): Promise<T> {
  const response = await page.request[method](path, { headers: { Authorization: `Bearer ${await accessToken(page)}` }, data });
  expect(response.status(), `${method.toUpperCase()} ${path}: ${await response.text()}`).toBe(method === 'delete' ? 204 : 200);
  return (method === 'delete' ? undefined : await response.json()) as T;
}

/** A protocol of the page's tenant with three manual OnNew actions, and a new incident under it. */
async function prepare(page: Page): Promise<WalkProtocol> {
  const tenantId = tenantIdOf(page);
  const name = `Manual walk ${Date.now()}`;
  const protocol = await call<{ protocolId: string }>(page, 'put', '/v1/protocols', {
    name, tenantId, timerInverval: '01:00:00', manualActions: 'Call the customer first.\n<b>Then</b> email them.',
  });
  const action = (sequence: number, summary: string, repeatable: boolean, extra: string) =>
    call(page, 'put', '/v1/protocolActions', {
      protocolId: protocol.protocolId, actionDefinitionId: 'email', workUnitEventTypeId: 1, sequence, runAutomatically: false, repeatable, summary,
      parameters: { Template: 'WorkUnitCommunication', ExtraParameters: extra },
    });
  await action(1, 'Email the customer', false, 'To=customer@contoso.example;Message=We are on it.');
  await action(2, 'Notify the bridge', false, 'To=bridge@contoso.example');
  await action(3, 'Send a status update', true, '');
  const workUnit = await createWorkUnit(page, { title: `Manual actions ${Date.now()}`, workUnitTypeId: 3, protocolId: protocol.protocolId }, tenantId);
  return { protocolId: protocol.protocolId, name, workUnitId: workUnit.workUnitId };
}

async function signedInPage(browser: Browser, account: { userName: string; password: string }): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await signIn(page, account.userName, account.password);
  return page;
}

function panelOf(page: Page, workUnitId: number): Locator {
  return page.getByRole('dialog', { name: new RegExp(`^Edit Work Unit #${workUnitId}: `) });
}

async function openPendingActions(page: Page, workUnitId: number): Promise<Locator> {
  const panel = panelOf(page, workUnitId);
  await expect(panel).toBeVisible({ timeout: 60_000 });
  await panel.getByRole('tab', { name: /Pending Actions/ }).click();
  await expect(panel.getByRole('list', { name: 'Pending actions' })).toBeVisible({ timeout: 20_000 });
  return panel;
}

test.describe('manual actions', () => {
  // One sign-in (the administrator makes the protocol and walks): a second one on the busy walks' server is slow.
  test('a person previews an email, runs a manual action once, sees its status, rejects another, reloads and goes Back', async ({ page }) => {
    test.setTimeout(300_000);
    await signIn(page, admin.userName, admin.password);
    const walk = await prepare(page);

    const triggers: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && /\/protocolActions\/[^/]+\/trigger$/.test(new URL(request.url()).pathname)) triggers.push(request.postData() ?? '');
    });
    await page.setViewportSize({ width: 1366, height: 900 });
    await page.goto('/workunitsv2');
    // A busy machine (the demo feed, rules and actions run on the walks' server) may take a while to answer.
    await expect(page.getByRole('heading', { name: 'Work Units' })).toBeVisible({ timeout: 60_000 });
    await page.goto(`/workunitsv2?workUnitId=${walk.workUnitId}`);
    const panel = panelOf(page, walk.workUnitId);
    await expect(panel).toBeVisible({ timeout: 60_000 });
    // The form names the protocol (`$expand=protocol`); the Pending Actions tab counts the three.
    await expect(panel.getByRole('combobox', { name: 'Protocol' })).toHaveText(walk.name, { timeout: 20_000 });
    await expect(panel.getByRole('tab', { name: /Pending Actions/ })).toContainText('3', { timeout: 20_000 });

    // The Protocols tab: its name, its manual actions as text, its repeatable action for OnNew.
    await panel.getByRole('tab', { name: 'Protocols' }).click();
    await expect(panel.getByRole('link', { name: walk.name })).toBeVisible();
    await expect(panel.getByText('<b>Then</b> email them.', { exact: false })).toBeVisible();
    await expect(panel.getByRole('list', { name: 'Repeatable actions' }).getByRole('listitem')).toHaveText([/Send a status update/]);

    await openPendingActions(page, walk.workUnitId);
    const pending = panel.getByRole('list', { name: 'Pending actions' });
    await expect(pending.getByRole('listitem')).toHaveCount(3);
    await screenshot(page, 'manual-actions-pending', { fullPage: false });

    // The email preview, from the real template.
    const mail = pending.getByRole('listitem', { name: 'Email the customer' });
    await mail.getByRole('button', { name: 'Preview email of Email the customer' }).click();
    const preview = page.getByRole('dialog', { name: 'Email Preview: Email the customer' });
    await expect(preview.getByRole('table', { name: 'Email headers' })).toContainText('customer@contoso.example', { timeout: 20_000 });
    await expect(preview).toContainText(`Work unit ${walk.workUnitId}`);
    await screenshot(page, 'manual-actions-email-preview', { fullPage: false });
    await preview.getByRole('button', { name: 'Close' }).click();
    await expect(preview).toHaveCount(0);

    // Run: one trigger for a double click, 'Running Action. Please wait...', then its status after the refresh.
    await mail.getByRole('button', { name: 'Run Email the customer' }).dblclick();
    await expect(mail.getByText(RUNNING)).toBeVisible();
    await expect(mail.getByText(/Last run: Success/)).toBeVisible({ timeout: 45_000 });
    await expect(mail.getByText(RUNNING)).toHaveCount(0);
    expect(triggers).toHaveLength(1);
    expect(JSON.parse(triggers[0] ?? '{}')).toMatchObject({ workUnitEventType: 1, reject: false });
    await expect(mail.getByRole('button', { name: 'Run Email the customer' })).toBeDisabled();
    await expect(panel.getByRole('tab', { name: /Pending Actions/ })).toContainText('2');

    // Cancel (reject) another after confirming: it no longer runs.
    const bridge = pending.getByRole('listitem', { name: 'Notify the bridge' });
    await bridge.getByRole('button', { name: 'Cancel Notify the bridge' }).click();
    await page.getByRole('dialog', { name: 'Cancel manual action?' }).getByRole('button', { name: 'Yes' }).click();
    await expect(bridge.getByText(RUNNING)).toBeVisible();
    await expect(bridge.getByRole('button', { name: 'Run Notify the bridge' })).toBeDisabled({ timeout: 30_000 });
    await expect(bridge.getByText(RUNNING)).toHaveCount(0, { timeout: 30_000 });
    expect(triggers).toHaveLength(2);
    expect(JSON.parse(triggers[1] ?? '{}')).toMatchObject({ reject: true });
    await expect(panel.getByRole('tab', { name: /Pending Actions/ })).toContainText('1');

    // Reload: the same state from the server.
    await page.reload();
    const reloaded = await openPendingActions(page, walk.workUnitId);
    const again = reloaded.getByRole('list', { name: 'Pending actions' });
    await expect(again.getByRole('listitem', { name: 'Email the customer' }).getByText(/Last run: Success/)).toBeVisible();
    await expect(again.getByRole('button', { name: 'Run Notify the bridge' })).toBeDisabled();
    await expect(again.getByRole('button', { name: 'Run Send a status update' })).toBeEnabled();
    // The history tells of the run.
    await reloaded.getByRole('tab', { name: 'Work Units' }).click();
    await expect(reloaded.getByText(/Email the customer|ProtocolActionActivity/).first()).toBeVisible({ timeout: 20_000 });

    // Dark and phone.
    await reloaded.getByRole('tab', { name: /Pending Actions/ }).click();
    await page.emulateMedia({ colorScheme: 'dark' });
    await screenshot(page, 'manual-actions-pending-dark', { fullPage: false });
    await page.emulateMedia({ colorScheme: 'light' });
    await page.setViewportSize({ width: 390, height: 844 });
    await screenshot(page, 'manual-actions-pending-phone', { fullPage: false });
    await page.setViewportSize({ width: 1366, height: 900 });

    // Back: the grid without the panel.
    await page.goBack();
    await expect(panelOf(page, walk.workUnitId)).toHaveCount(0, { timeout: 20_000 });
    await expect(page).toHaveURL(/\/workunitsv2(\?(?!.*workUnitId)|$)/);
  });

  test('a user who may only view work units sees the tabs without Run or Cancel', async ({ page, browser }) => {
    test.setTimeout(240_000);
    await signIn(page, admin.userName, admin.password);
    const walk = await prepare(page);
    const tenantId = tenantIdOf(page);
    // The partner (a customer) is given the Integration role in this tenant: WorkUnits view and create, no edit.
    const users = await call<Array<{ userId: string; userName: string }>>(page, 'get', `/v1/grants/users?searchTerm=${partner.userName}`);
    const roles = await call<Array<{ roleId: string; name: string }>>(page, 'get', '/v1/grants/roles');
    const partnerId = users.find((u) => u.userName === partner.userName)?.userId;
    const integration = roles.find((r) => r.name === 'Integration')?.roleId;
    const grant = await call<{ roleGrantId: string }>(page, 'put', '/v1/grants', { principalKind: 'user', userId: partnerId, roleId: integration, tenantIds: [tenantId] });
    // The walks share one portal: later walks expect the partner to be a customer only, so the grant goes again.
    try {
      await viewOnlyWalk(browser, tenantId, walk);
    } finally {
      await call(page, 'delete', `/v1/grants/${grant.roleGrantId}`);
    }
  });
});

async function viewOnlyWalk(browser: Browser, tenantId: string, walk: WalkProtocol): Promise<void> {
  const viewer = await signedInPage(browser, partner);
  // Integration has no Tenants:view: the panel's tenant lookups (assignment groups, custom fields) answer 403.
  allowConsoleMessages(viewer, /status of 403/);
  await viewer.goto(`/${tenantId}/workunitsv2?workUnitId=${walk.workUnitId}`);
  const panel = panelOf(viewer, walk.workUnitId);
  await expect(panel).toBeVisible({ timeout: 60_000 });
  await panel.getByRole('tab', { name: 'Protocols' }).click();
  await expect(panel.getByRole('heading', { name: walk.name })).toBeVisible();
  await expect(panel.getByText('Call the customer first.', { exact: false })).toBeVisible();
  await panel.getByRole('tab', { name: /Pending Actions/ }).click();
  await expect(panel.getByRole('button', { name: /^Run / })).toHaveCount(0);
  await expect(panel.getByRole('button', { name: /^Cancel / })).toHaveCount(0);
  await screenshot(viewer, 'manual-actions-view-only', { fullPage: false });
  await viewer.context().close();
}
