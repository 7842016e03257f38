import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Rule } from '@portal/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderSignedIn, stubFetch } from '../../app/testing.tsx';
import { UNSAVED_CHANGES_MESSAGE } from '../../kit/form/FormPanel.tsx';
import { DRY_RUN_NO_PACKETS } from './RuleDryRun.tsx';
import { TENANT_CONDITION_NOTE } from './RuleConditionsTab.tsx';
import { REMOVE_ACTION_MESSAGE } from './RuleActionsTab.tsx';
import { RulePanel } from './RulePanel.tsx';

const TENANT = '11111111-1111-4111-8111-111111111111';
const RULE_ID = '33333333-3333-4333-8333-333333333333';
const HTTP_ACTION = '44444444-4444-4444-8444-444444444444';

const lookups = {
  '/api/generalLookup/tenants': [{ tenantId: TENANT, name: 'Contoso' }],
  '/api/generalLookup/subscriptions': [{ subscriptionId: '55555555-5555-4555-8555-555555555555', name: 'Production', tenantId: TENANT }],
  '/api/generalLookup/ruletypes': [{ id: 1, name: 'Ingestion', description: 'Each packet on its own.' }, { id: 5, name: 'Maintenance', description: 'A window.' }],
  '/api/generalLookup/operators': [
    { id: 1, name: 'Equals', description: '', needsRightOperand: true },
    { id: 3, name: 'GreaterThan', description: '', needsRightOperand: true },
    { id: 13, name: 'IsEmpty', description: '', needsRightOperand: false },
  ],
  '/api/generalLookup/occuranceoptions': [],
  '/api/generalLookup/timezones': [{ id: 'America/New_York', name: 'America/New_York', offset: '-05:00', offsetMinutes: -300, isDefault: true }],
  '/api/generalLookup/ruleleftoperands': [
    { id: 20, name: 'Tenant', description: '', leftOperandType: 'tenant', requiresFieldName: false, operators: [1], occurrencePatterns: [], fixed: true },
    { id: 4, name: 'Metric', description: 'A value under Metrics.', leftOperandType: 'number', requiresFieldName: true, operators: [1, 3, 13], occurrencePatterns: [], fixed: false },
  ],
  [`/api/${TENANT}/rulelookup/conditionInputOptions/number`]: { leftOperandType: 'number', input: 'number', options: [] },
  [`/v1/actionDefinitions/GetActionDefinitionsForRules(tenantId=${TENANT})`]: {
    value: [{ actionDefinitionId: HTTP_ACTION, name: 'Notify receiver', actionDefinitionTypeId: 3, tenantId: TENANT, inputParameters: 'Channel' }],
  },
};

const saved: Rule = {
  ruleId: RULE_ID, name: 'CPU high', description: null, ruleTypeId: 1, tenantId: TENANT, subscriptionId: null, enabled: true,
  matchLifetime: '00:05:00', useSlidingExpiration: false, timeConditions: null,
  conditions: [
    { type: 0, leftOperand: 20, operator: 1, rightOperand: TENANT },
    { type: 0, leftOperand: 4, leftOperandFieldName: 'DeviceCpu', operator: 3, rightOperand: '80' },
  ],
  matchActions: [{ actionDefinitionId: HTTP_ACTION, parameters: { Channel: 'ops' } }], expirationActions: [],
  created: '2026-01-01T00:00:00Z', modified: '2026-01-01T00:00:00Z',
};

afterEach(() => vi.unstubAllGlobals());

const renderPanel = (props: Partial<Parameters<typeof RulePanel>[0]> = {}) =>
  renderSignedIn(<RulePanel mode={{ kind: 'create' }} tenantId={TENANT} readOnly={false} onClose={() => {}} onCreated={() => {}} {...props} />, { url: `/${TENANT}/rules` });

/** The panel once its form is there (a saved rule's panel shows a spinner first). */
async function formPanel(name: string): Promise<HTMLElement> {
  await screen.findByRole('textbox', { name: /^Name/ }, { timeout: 5000 });
  return screen.getByRole('dialog', { name });
}

async function pick(user: ReturnType<typeof userEvent.setup>, scope: HTMLElement, field: string, option: string) {
  await user.click(within(scope).getByRole('combobox', { name: new RegExp(`^${field}`) }));
  await user.click(await screen.findByRole('option', { name: option }));
}

// Each walk clicks through MUI selects in jsdom: seconds each on a busy machine.
describe('RulePanel', { timeout: 60_000 }, () => {
  it('creates a rule with the tenant condition first and fixed, a condition of its own, and IsEmpty hiding the value', async () => {
    const user = userEvent.setup();
    let body: unknown;
    stubFetch({ ...lookups, 'PUT /v1/rules': ({ init }: { init?: RequestInit }) => ((body = JSON.parse(String(init?.body))), { ...saved, ruleId: RULE_ID }) });
    renderPanel();
    const panel = await formPanel('Create Rule');
    await user.type(within(panel).getByRole('textbox', { name: /^Name/ }), 'CPU high');
    await pick(user, panel, 'Type', 'Ingestion');
    expect(within(panel).getByRole('textbox', { name: /Match Lifetime/ })).toHaveValue('00:05:00');

    await user.click(within(panel).getByRole('tab', { name: 'Conditions' }));
    expect(within(panel).getByText(TENANT_CONDITION_NOTE)).toBeInTheDocument();
    expect(within(panel).queryByRole('button', { name: 'Remove condition 1' })).not.toBeInTheDocument();
    await user.click(within(panel).getByRole('button', { name: 'Add Condition' }));
    const condition = within(panel).getByRole('group', { name: 'Condition 2' });
    await pick(user, condition, 'Left Operand', 'Metric');
    await user.type(within(condition).getByRole('textbox', { name: /Field Name/ }), 'DeviceCpu');
    await pick(user, condition, 'Operator', 'IsEmpty');
    expect(within(condition).queryByLabelText(/^Value/)).not.toBeInTheDocument();
    await pick(user, condition, 'Operator', 'GreaterThan');
    await user.type(await within(condition).findByRole('spinbutton', { name: /^Value/ }), '80');

    await user.click(within(panel).getByRole('button', { name: 'Save & Close' }));
    await waitFor(() => expect(body).toBeDefined());
    expect(body).toMatchObject({
      name: 'CPU high', ruleTypeId: 1, tenantId: TENANT, enabled: true, matchLifetime: '00:05:00', timeConditions: null,
      conditions: [
        { type: 0, leftOperand: 20, operator: 1, rightOperand: TENANT },
        { type: 0, leftOperand: 4, leftOperandFieldName: 'DeviceCpu', operator: 3, rightOperand: '80' },
      ],
    });
  });

  it("titles a saved rule 'Edit: {name}' and asks before closing with unsaved changes", async () => {
    const user = userEvent.setup();
    const onClose = vi.fn<() => void>();
    stubFetch({ ...lookups, [`/v1/rules/${RULE_ID}`]: saved });
    renderPanel({ mode: { kind: 'edit', ruleId: RULE_ID }, onClose });
    const panel = await formPanel('Edit: CPU high');
    await user.type(within(panel).getByRole('textbox', { name: /^Name/ }), ' now');
    await user.click(within(panel).getByRole('button', { name: 'Close' }));
    expect(await screen.findByText(UNSAVED_CHANGES_MESSAGE)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'No' }));
    expect(onClose).not.toHaveBeenCalled();
    // The question's dialog hides the panel from queries until it has gone.
    expect(await within(panel).findByRole('textbox', { name: /^Name/ })).toHaveValue('CPU high now');
  });

  it('asks Yes/No before removing an action', async () => {
    const user = userEvent.setup();
    stubFetch({ ...lookups, [`/v1/rules/${RULE_ID}`]: saved });
    renderPanel({ mode: { kind: 'edit', ruleId: RULE_ID } });
    const panel = await formPanel('Edit: CPU high');
    await user.click(within(panel).getByRole('tab', { name: 'Actions' }));
    expect(await within(panel).findByRole('textbox', { name: 'Channel' })).toHaveValue('ops');
    await user.click(within(panel).getByRole('button', { name: 'Remove match action 1' }));
    expect(screen.getByText(REMOVE_ACTION_MESSAGE)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'No' }));
    expect(await within(panel).findByRole('group', { name: 'Match action 1' })).toBeInTheDocument();
    await user.click(within(panel).getByRole('button', { name: 'Remove match action 1' }));
    await user.click(screen.getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(within(panel).queryByRole('group', { name: 'Match action 1' })).not.toBeInTheDocument());
  });

  it('opens a copy unsaved and disabled, with a copy suffix, under Create Rule', async () => {
    stubFetch({ ...lookups, [`/v1/rules/${RULE_ID}`]: saved });
    renderPanel({ mode: { kind: 'copy', ruleId: RULE_ID } });
    const panel = await formPanel('Create Rule');
    expect(within(panel).getByRole('textbox', { name: /^Name/ })).toHaveValue('CPU high - Copy');
    expect(within(panel).getByRole('checkbox', { name: 'Enabled' })).not.toBeChecked();
    expect(within(panel).getByRole('button', { name: 'Save & Close' })).toBeEnabled();
  });

  it('dry-runs the unsaved rule and shows why each packet matched, or that there was nothing to try', async () => {
    const user = userEvent.setup();
    let sent: { rule?: { name?: string }; limit?: number } = {};
    let packets = 2;
    stubFetch({
      ...lookups,
      [`/v1/rules/${RULE_ID}`]: saved,
      'POST /v1/rules/dryRun': ({ init }: { init?: RequestInit }) => {
        sent = JSON.parse(String(init?.body)) as typeof sent;
        if (packets === 0) return { evaluated: 0, matched: 0, results: [] };
        return {
          evaluated: 2, matched: 1, results: [
            { packetId: 'p1', entityId: 'e1', timestamp: '2026-01-01T10:00:00Z', matched: true, subjectId: 'e1', label: 'web-01', decidedBy: { conditionIndex: 1, reason: 'Metrics.DeviceCpu 93 > 80' } },
            { packetId: 'p2', entityId: 'e2', timestamp: '2026-01-01T10:01:00Z', matched: false, subjectId: 'e2', label: 'web-02', decidedBy: { conditionIndex: 1, reason: 'Metrics.DeviceCpu 12 is not > 80' } },
          ],
        };
      },
    });
    renderPanel({ mode: { kind: 'edit', ruleId: RULE_ID } });
    const panel = await formPanel('Edit: CPU high');
    await user.type(within(panel).getByRole('textbox', { name: /^Name/ }), ' (draft)');
    await user.click(within(panel).getByRole('button', { name: 'Dry Run' }));
    const dialog = await screen.findByRole('dialog', { name: /^Dry Run/ });
    expect(await within(dialog).findByText('1 of the last 2 packets would have matched.')).toBeInTheDocument();
    expect(sent).toMatchObject({ limit: 1000, rule: { name: 'CPU high (draft)' } });
    expect(within(dialog).getByText('Condition 2: Metrics.DeviceCpu 93 > 80')).toBeInTheDocument();
    expect(within(dialog).queryByText(/web-02/)).not.toBeInTheDocument();

    packets = 0;
    await user.click(within(dialog).getByRole('button', { name: 'Run Again' }));
    expect(await within(dialog).findByText(DRY_RUN_NO_PACKETS)).toBeInTheDocument();
  });

  it("shows the server's reason when it refuses a save", async () => {
    const user = userEvent.setup();
    stubFetch({ ...lookups, [`/v1/rules/${RULE_ID}`]: saved, [`POST /v1/rules/${RULE_ID}`]: jsonResponse(400, { message: 'The action Notify receiver cannot be used.' }) });
    renderPanel({ mode: { kind: 'edit', ruleId: RULE_ID } });
    const panel = await formPanel('Edit: CPU high');
    await user.type(within(panel).getByRole('textbox', { name: /^Name/ }), '!');
    await user.click(within(panel).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The action Notify receiver cannot be used.')).toBeInTheDocument();
  });
});
