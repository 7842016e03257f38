import type { Page } from '@playwright/test';
import { accounts, expect as baseExpect, receivedMail, screenshot, signIn, tenantIdOf, test } from './fixtures.ts';
import { accessToken } from './workunit-api.ts';

/**
 * The closed loop (issue 31): a value that breaks a rule opens a work unit under the tenant's demo protocol;
 * the protocol's automatic OnNew step runs (history and its last run); an agent runs a manual step from
 * Pending Actions; staff publish a communication, relate the work unit and the customer's own request, and
 * notify internally (the walks' SMTP server receives it); the customer reads the update on their request in
 * the Resolution Center (which shows a customer their own requests).
 */

const { admin, agent, customer } = accounts;
// The e2e portal runs the demo feed, its rules and actions: a busy machine gets time rather than a failure.
const expect = baseExpect.configure({ timeout: 30_000 });

async function api<T>(page: Page, method: 'GET' | 'PUT' | 'POST', path: string, data?: unknown): Promise<T> {
  const response = await page.request.fetch(path, { method, data, headers: { Authorization: `Bearer ${await accessToken(page)}` } });
  baseExpect(response.status(), `${method} ${path}: ${await response.text()}`).toBe(200);
  return (await response.json()) as T;
}

test('a bad value opens a work unit whose protocol runs; staff publish a communication the customer reads', async ({ page, browser }) => {
  test.setTimeout(600_000);
  const stamp = Date.now().toString(36);

  const customerContext = await browser.newContext();
  const customerPage = await customerContext.newPage();
  await signIn(customerPage, customer.userName, customer.password);
  const tenantId = tenantIdOf(customerPage);
  // The customer's own request about the outage: the Resolution Center shows a customer their requests.
  const request = await api<{ workUnitId: number }>(customerPage, 'PUT', '/api/v1/rc/workunits', {
    title: `Loop request ${stamp}`, description: 'The shop tills are slow.', stakeholderPhoneNumber: '555-0142',
  });

  await signIn(page, admin.userName, admin.password);
  const [protocol] = (await api<{ value: Array<{ protocolId: string; name: string }> }>(page, 'GET',
    `/v1/protocols?$filter=${encodeURIComponent(`tenantId eq ${tenantId} and name eq 'Demo incident protocol'`)}`)).value;
  baseExpect(protocol, 'the seeded demo protocol of the customer\'s tenant').toBeDefined();
  const subscriptions = await api<Array<{ subscriptionId: string; tenantId: string }>>(page, 'GET', '/api/generalLookup/subscriptions');
  const subscriptionId = subscriptions.find((s) => s.tenantId === tenantId)!.subscriptionId;

  // A sensor and a rule of the walk's own: above 90 opens an incident under the demo protocol.
  const blockName = `Loop sensor ${stamp}`;
  const block = await api<{ blockId: string }>(page, 'PUT', '/v1/blocks', {
    blockId: crypto.randomUUID(), name: blockName, blockTypeId: 1, tenantId, subscriptionId,
  });
  const title = `Loop ${stamp}: sensor above 90`;
  await api(page, 'PUT', '/v1/rules', {
    name: `Loop rule ${stamp}`, ruleTypeId: 1, tenantId, matchLifetime: '00:05:00',
    conditions: [
      { type: 0, leftOperand: 1, operator: 1, rightOperand: block.blockId },
      { type: 0, leftOperand: 3, operator: 3, rightOperand: '90' },
    ],
    matchActions: [{
      actionDefinitionId: 'create-work-unit',
      parameters: { TenantId: tenantId, ProtocolId: protocol!.protocolId, SeverityId: '1', AssignmentGroup: 'Service Desk', Title: title },
    }],
  });

  // The bad value, sent from the block's History tab.
  await page.goto(`/${tenantId}/blocks?blockId=${block.blockId}&tab=history`);
  const drawer = page.getByRole('dialog', { name: `Block: ${blockName}` });
  await drawer.getByRole('textbox', { name: 'Test value' }).fill('95');
  await drawer.getByRole('button', { name: 'Send Test Value' }).click();
  await expect(page.getByText('Test value stored: the rules evaluate it like any other value.')).toBeVisible();

  // A work unit opens under the protocol.
  const filter = encodeURIComponent(`contains(title,'${stamp}')`);
  let workUnitId = 0;
  await baseExpect.poll(async () => {
    const found = await api<{ value: Array<{ workUnitId: number; protocolId: string | null }> }>(page, 'GET', `/v1/workunits?$filter=${filter}`);
    workUnitId = found.value[0]?.workUnitId ?? 0;
    return found.value[0]?.protocolId;
  }, { timeout: 120_000, message: 'the rule\'s create-work-unit action opens a work unit with the protocol' }).toBe(protocol!.protocolId);

  // Its automatic OnNew step ran: a last run and an entry in the history.
  await baseExpect.poll(async () => {
    const runs = await api<{ value: Array<{ finished: string | null }> }>(page, 'GET', `/v1/workunits/${workUnitId}/protocolActionRuns`);
    return runs.value.filter((r) => r.finished).length;
  }, { timeout: 120_000, message: 'the automatic OnNew email has a finished run' }).toBeGreaterThan(0);

  const agentContext = await browser.newContext();
  const agentPage = await agentContext.newPage();
  await signIn(agentPage, agent.userName, agent.password);
  await agentPage.goto(`/workunitsv2?workUnitId=${workUnitId}`);
  // The panel is modal: it hides the screen's heading from the accessibility tree, so wait for it alone.
  const unit = agentPage.getByRole('dialog', { name: new RegExp(`^Edit Work Unit #${workUnitId}: `) });
  await expect(unit).toBeVisible({ timeout: 60_000 });
  await expect(unit.getByRole('combobox', { name: 'Protocol' })).toHaveText(protocol!.name, { timeout: 60_000 });
  await expect(unit.getByText(/Protocol action '.+' \(OnNew\) (succeeded|failed)/).first()).toBeVisible({ timeout: 60_000 });

  // The agent runs the manual OnNew step from Pending Actions.
  await unit.getByRole('tab', { name: /Pending Actions/ }).click();
  const pending = unit.getByRole('list', { name: 'Pending actions' });
  const paging = pending.getByRole('listitem', { name: 'Page the on-call engineer' });
  await paging.getByRole('button', { name: 'Run Page the on-call engineer' }).click();
  await expect(paging.getByText(/Last run: (Success|Failure)/)).toBeVisible({ timeout: 60_000 });
  await screenshot(agentPage, 'loop-pending-actions', { fullPage: false });
  await agentContext.close();

  // Staff publish a communication about it, relate the work unit and notify internally.
  const now = Date.now();
  const communicationTitle = `Loop outage ${stamp}`;
  const communication = await api<{ workUnitCommunicationId: string; publicWorkUnitCommunicationId: string }>(page, 'PUT', '/v1/workunitcommunications', {
    tenantId, title: communicationTitle, serviceManager: 'manager', currentImpact: 'Minor',
    eventStarted: new Date(now - 600_000).toISOString(), eventEngaged: new Date(now - 300_000).toISOString(),
    nextUpdate: new Date(now + 3_600_000).toISOString(), details: 'The sensor runs hot; the team is on it.',
  });
  await api(page, 'POST', `/v1/workunitcommunications/${communication.workUnitCommunicationId}/workUnits`, { workunitIds: [workUnitId, request.workUnitId] });
  await page.goto(`/${tenantId}/workunitcommunications`);
  const row = page.getByRole('row').filter({ hasText: communicationTitle }).first();
  await row.getByRole('button', { name: /more/i }).click();
  await page.getByRole('menuitem', { name: 'Notify Internal' }).click();
  await expect(page.getByText('Internal Notification sent.')).toBeVisible();
  await baseExpect.poll(async () => (await receivedMail()).some((m) => m.data.includes(communicationTitle) || m.subject.includes(stamp)),
    { timeout: 60_000, message: 'the internal notification reaches the SMTP server' }).toBe(true);

  // The customer reads it on their request in the Resolution Center.
  await customerPage.goto(`/${tenantId}/resolutioncenter?workUnitId=${request.workUnitId}`);
  const detail = customerPage.getByRole('dialog', { name: new RegExp(`^Work Unit #${request.workUnitId}: `) });
  const update = detail.getByRole('article', { name: communicationTitle });
  await expect(update).toBeVisible();
  await expect(update).toContainText('Open - Investigating');
  await screenshot(customerPage, 'loop-resolutioncenter', { fullPage: false });
  await customerContext.close();
});
