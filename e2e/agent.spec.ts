import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Locator, Page } from '@playwright/test';
import { accounts, expect, screenshot, signIn, tenantIdOf, test } from './fixtures.ts';
import { accessToken } from './workunit-api.ts';

/**
 * The real reference agent (apps/agent) against the started portal, as an administrator meets it
 * (issue 29): an API token, the agent started with it, the machine in Pending Devices, promoted, in
 * Devices with its CPU and chart, a Metric and an Availability operation with their values, an on-demand
 * run answered within 2 s, a restart from the grid, and the device deleted: the agent stops with its line.
 */

const { admin } = accounts;
const AGENT_MAIN = fileURLToPath(new URL('../apps/agent/src/main.ts', import.meta.url));
const portalUrl = `http://127.0.0.1:${process.env.E2E_PORT ?? 3999}`;
const panel = (page: Page, title: string | RegExp): Locator => page.getByRole('dialog', { name: title });

async function api<T>(page: Page, method: 'get' | 'put' | 'post' | 'delete', path: string, data?: unknown): Promise<T> {
  const response = await page.request[method](path, { headers: { Authorization: `Bearer ${await accessToken(page)}` }, data });
  expect(response.ok(), await response.text()).toBe(true);
  return (await response.json()) as T;
}

async function within<T>(ms: number, probe: () => Promise<T | undefined>): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > end) throw new Error(`not within ${ms} ms`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

async function search(page: Page, text: string): Promise<void> {
  const box = page.getByRole('textbox', { name: 'Search' });
  await box.fill(text);
  await box.press('Enter');
}

/** A grid row by its text, held by its row id. */
async function gridRow(page: Page, text: string): Promise<Locator> {
  const found = page.getByRole('row').filter({ hasText: text });
  await expect(found.first()).toBeVisible({ timeout: 30_000 });
  return page.locator(`[role="row"][data-id="${await found.first().getAttribute('data-id')}"]`);
}

async function deviceAction(page: Page, row: Locator, action: string): Promise<void> {
  await row.getByRole('button', { name: /more/i }).click();
  await page.getByRole('menuitem', { name: action }).click();
}

async function operationAction(page: Page, table: Locator, label: string, action: string): Promise<void> {
  await table.getByRole('button', { name: `Actions for ${label}`, exact: true }).click();
  await page.getByRole('menuitem', { name: action, exact: true }).click();
}

/** Adds an operation of the built-in agent package through the picker and the form. */
async function addOperation(page: Page, operations: Locator, kind: string, label: string, fill: (form: Locator) => Promise<void>): Promise<void> {
  await operations.getByRole('button', { name: 'Add Operation' }).click();
  const picker = panel(page, 'Add Operation');
  await picker.getByRole('textbox', { name: 'Search operations' }).fill(kind);
  await picker.getByRole('button', { name: new RegExp(`^${kind}`) }).first().click();
  const form = panel(page, `Add Operation: ${kind}`);
  await form.getByRole('textbox', { name: 'Label' }).fill(label);
  await form.getByRole('textbox', { name: 'Interval' }).fill('00:00:30');
  await fill(form);
  await form.getByRole('button', { name: 'Save & Close' }).click();
  await expect(page.getByText('Device Operation created successfully.').last()).toBeVisible();
}

interface OperationRow { deviceOperationId: string; label: string; latestPacket?: { timestamp: string; message: Record<string, unknown> } | null }

test.describe('the reference agent', () => {
  let agent: ChildProcess | undefined;
  let stderr = '';
  let stdout = '';
  test.afterEach(async () => {
    // What the agent said is the first thing to read when the walk fails.
    const testInfo = test.info();
    if (testInfo.status !== testInfo.expectedStatus) await testInfo.attach('agent-output', { body: `${stdout}\n--- stderr ---\n${stderr}`, contentType: 'text/plain' });
    if (agent && agent.exitCode === null && agent.signalCode === null) process.kill(-agent.pid!, 'SIGKILL');
  });

  test('an administrator enrolls a real agent, promotes it, watches it measure, runs an on-demand check, restarts it and deletes it', async ({ page }) => {
    test.setTimeout(420_000);
    await signIn(page, admin.userName, admin.password);
    const tenantId = tenantIdOf(page);

    // An API token of the tenant, and the agent started with it as a customer would.
    const { generatedToken } = await api<{ generatedToken: string }>(page, 'put', '/v1/tokens', { name: `Agent walk ${Date.now().toString(36)}`, tenantId, lifetimeYears: 1 });
    const machineId = `walk-${Date.now().toString(36)}`;
    stderr = '';
    stdout = '';
    agent = spawn(process.execPath, [AGENT_MAIN, '--url', portalUrl, '--token', generatedToken, '--state-dir', join(mkdtempSync(join(tmpdir(), 'agent-walk-')), 'state')], {
      env: { ...process.env, PORTAL_AGENT_MACHINE_ID: machineId }, stdio: ['ignore', 'pipe', 'pipe'], detached: true,
    });
    agent.stderr!.on('data', (chunk: Buffer) => void (stderr += chunk.toString()));
    agent.stdout!.on('data', (chunk: Buffer) => void (stdout += chunk.toString()));
    const exited = new Promise<number | null>((resolve) => agent!.once('exit', (code) => resolve(code)));
    const machine = hostname();

    // Pending Devices: the machine waits there; promote it.
    await page.goto(`/${tenantId}/pendingdevices`);
    await search(page, machine);
    // The agent's first call can wait for its start on a busy machine (node's start-up, a backoff): a minute.
    const pendingRow = await within(60_000, async () => {
      await page.getByRole('textbox', { name: 'Search' }).press('Enter');
      const rows = page.getByRole('row').filter({ hasText: machine });
      return (await rows.count()) > 0 ? rows.first() : undefined;
    });
    await pendingRow.getByRole('checkbox').check();
    await page.getByRole('button', { name: 'Promote' }).click();
    await panel(page, 'Promote Devices').getByRole('button', { name: 'Yes' }).click();
    await expect(page.getByText('The device was promoted.')).toBeVisible();

    // Devices: the agent collects its credential and its first heartbeat gives the CPU column a value.
    const device = await within(60_000, async () => {
      const list = await api<{ value: Array<{ deviceId: string; name: string; cpu?: number | null }> }>(page, 'get', `/v1/devices?$filter=${encodeURIComponent(`name eq '${machine}'`)}&$orderby=created desc`);
      return list.value.find((d) => typeof d.cpu === 'number');
    });
    await page.goto(`/${tenantId}/devices`);
    await search(page, device.deviceId);
    const row = await gridRow(page, machine);
    await expect(row.getByRole('gridcell').filter({ hasText: / %$/ }).first()).toBeVisible();
    await screenshot(page, 'agent-device-grid', { fullPage: false });
    await deviceAction(page, row, 'Edit Device');
    const edit = panel(page, /Device/);
    await expect(edit.locator('svg').first()).toBeVisible({ timeout: 20_000 });
    await screenshot(page, 'agent-device-panel', { fullPage: false });
    await edit.getByRole('button', { name: 'Close', exact: true }).click();

    // A Metric and an Availability operation (the portal itself as the address): their values arrive.
    await deviceAction(page, row, 'Operations');
    const operations = panel(page, new RegExp(`^Operations: ${machine}`));
    await addOperation(page, operations, 'Metric', 'Walk memory', async (form) => {
      await form.getByTestId('parameter-metric').getByRole('textbox', { name: 'Value' }).fill('memory');
    });
    await addOperation(page, operations, 'Availability', 'Walk portal up', async (form) => {
      await form.getByTestId('parameter-url').getByRole('textbox', { name: 'Value' }).fill(`${portalUrl}/api/generalLookup/version`);
    });
    const measured = await within(90_000, async () => {
      const list = await api<{ value: OperationRow[] }>(page, 'get', `/v1/deviceOperations?$filter=${encodeURIComponent(`deviceId eq ${device.deviceId}`)}`);
      return list.value.length >= 2 && list.value.every((o) => o.latestPacket) ? list.value : undefined;
    });
    expect(measured.find((o) => o.label === 'Walk portal up')!.latestPacket!.message).toMatchObject({ States: { Available: true, StatusCode: 200 } });
    const table = operations.getByRole('table', { name: 'Device operations' });
    await expect(table.getByRole('row').filter({ hasText: 'Walk memory' })).toContainText(/ago|now/, { timeout: 20_000 });
    await screenshot(page, 'agent-device-operations', { fullPage: false });

    // An on-demand run: enqueued in the panel, its result stored within 2 s through the held request.
    await addOperation(page, operations, 'Metric', 'Walk on demand', async (form) => {
      await form.getByRole('combobox', { name: 'Frequency' }).click();
      await page.getByRole('option', { name: 'On Demand' }).click();
    });
    // Looked up until listed: the form's save may answer after the panel closes.
    const onDemand = await within(10_000, async () =>
      (await api<{ value: OperationRow[] }>(page, 'get', `/v1/deviceOperations?$filter=${encodeURIComponent(`deviceId eq ${device.deviceId} and label eq 'Walk on demand'`)}`)).value[0]);
    const enqueued = page.waitForResponse((r) => r.url().includes(`/${onDemand.deviceOperationId}/enqueueOnDemand`) && r.ok());
    await operationAction(page, table, 'Walk on demand', 'Enqueue');
    const asked = Date.now();
    await enqueued;
    await expect(page.getByText('On Demand Device Operation enqueued successfully.')).toBeVisible();
    // The agent stamps its result when it runs it: the time from the portal's answer to that stamp is the delivery.
    const measuredAt = await within(15_000, async () => {
      const list = await api<{ value: OperationRow[] }>(page, 'get', `/v1/deviceOperations?$filter=${encodeURIComponent(`deviceOperationId eq ${onDemand.deviceOperationId}`)}`);
      const packet = list.value[0]?.latestPacket;
      return packet && Date.parse(packet.timestamp) >= asked - 2_000 ? Date.parse(packet.timestamp) : undefined;
    });
    expect(measuredAt - asked, 'the on-demand run reaches the agent within 2 s').toBeLessThan(2_000);
    await expect(table.getByRole('row').filter({ hasText: 'Walk on demand' })).not.toContainText('(Queued)', { timeout: 15_000 });

    // Restart from the grid: the agent restarts and checks in again (the flag clears).
    await page.keyboard.press('Escape');
    await page.goto(`/${tenantId}/devices`);
    await search(page, device.deviceId);
    await deviceAction(page, await gridRow(page, machine), 'Restart Agent');
    await page.getByRole('dialog', { name: 'Restart Agent' }).getByRole('button', { name: 'Restart' }).click();
    await expect(page.getByText(`Restart queued for ${machine}.`)).toBeVisible();
    await within(30_000, async () => {
      const found = await api<{ restartAgentFlag: boolean }>(page, 'get', `/v1/devices/${device.deviceId}`);
      return found.restartAgentFlag ? undefined : true;
    });
    expect(agent.exitCode).toBeNull();

    // Delete: its operations first (a device with operations cannot go), then the device; the agent stops with its line.
    for (const op of (await api<{ value: OperationRow[] }>(page, 'get', `/v1/deviceOperations?$filter=${encodeURIComponent(`deviceId eq ${device.deviceId}`)}`)).value) {
      await api(page, 'delete', `/v1/deviceOperations/${op.deviceOperationId}`);
    }
    await page.reload();
    await deviceAction(page, await gridRow(page, machine), 'Delete Device');
    await page.getByRole('dialog', { name: 'Delete Device' }).getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText(`Successfully deleted ${machine}.`)).toBeVisible();
    expect(await Promise.race([exited, new Promise((resolve) => setTimeout(() => resolve('still running'), 30_000))])).not.toBe(0);
    // contracts' agentMessages.revoked, the one line the agent prints.
    expect(stderr).toContain('This device was deleted in the portal');
  });
});
