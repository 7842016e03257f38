import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { ruleMessages, type Rule } from '@portal/contracts';
import { ApiError } from '../../kit/api.ts';
import { FormPanel } from '../../kit/form/FormPanel.tsx';
import { SidePanel } from '../../kit/panel/SidePanel.tsx';
import { useNotFoundRedirect } from '../../kit/panel/usePanelParams.ts';
import { useRule, useSaveRule } from './queries.ts';
import { RuleActionsTab } from './RuleActionsTab.tsx';
import { RuleConditionsTab } from './RuleConditionsTab.tsx';
import { RuleDetailsTab } from './RuleDetailsTab.tsx';
import { RuleDryRunButton } from './RuleDryRun.tsx';
import { RuleForm, copyOfRule, newRuleValues, ruleFieldLabel, ruleToForm, type RuleFormValues } from './ruleForm.ts';

/** What the editor edits: a new rule, a saved one, or an unsaved copy of a saved one. */
export type RulePanelMode = { kind: 'create' } | { kind: 'edit'; ruleId: string } | { kind: 'copy'; ruleId: string };

export interface RulePanelProps {
  mode: RulePanelMode;
  /** The screen's tenant: a new rule's default. */
  tenantId: string;
  readOnly: boolean;
  onClose: () => void;
  /** A new rule (or copy) was saved with Save: the panel goes on as its editor. */
  onCreated: (ruleId: string) => void;
}

/** The server's words for a refusal it explains (a 400 naming the problem), else §8's. */
const saveFailure = (error: unknown) => (error instanceof ApiError && error.status === 400 && error.message ? error.message : ruleMessages.saveFailed);

function Loading({ title, onClose }: { title: string; onClose: () => void }) {
  return (
    <SidePanel open onClose={onClose} title={title}>
      <Box sx={{ display: 'flex', justifyContent: 'center', p: 4 }}>
        <CircularProgress aria-label="Loading rule" />
      </Box>
    </SidePanel>
  );
}

/** Create Rule / Edit: {name} (part 1 §2): Details, Conditions and Actions, a dry run, the dirty guard. */
export function RulePanel({ mode, tenantId, readOnly, onClose, onCreated }: RulePanelProps) {
  const sourceId = mode.kind === 'create' ? undefined : mode.ruleId;
  const rule = useRule(sourceId);
  const save = useSaveRule();
  useNotFoundRedirect(rule.error);
  const editing = mode.kind === 'edit';
  const title = editing ? ruleMessages.editTitle(rule.data?.name ?? '') : ruleMessages.createTitle;
  // A copy loads its original under a title of its own, so only the form's panel is ever 'Create Rule'.
  if (sourceId && !rule.data) return <Loading title={mode.kind === 'copy' ? 'Copy Rule' : title} onClose={onClose} />;

  let defaults: RuleFormValues = newRuleValues(tenantId);
  if (rule.data) defaults = editing ? ruleToForm(rule.data) : copyOfRule(rule.data);
  return (
    <FormPanel
      key={`${mode.kind}-${sourceId ?? ''}`}
      open
      onClose={onClose}
      title={title}
      schema={RuleForm}
      defaultValues={defaults}
      fieldLabels={ruleFieldLabel}
      readOnly={readOnly && editing}
      // An unsaved copy may be saved as it is.
      allowUnchanged={mode.kind === 'copy'}
      errorMessage={saveFailure}
      onSubmit={(body) => save.mutateAsync({ ruleId: editing ? mode.ruleId : undefined, body })}
      valuesAfterSave={(saved: Rule) => ruleToForm(saved)}
      onSaved={(saved, closing) => {
        if (!editing && !closing) onCreated(saved.ruleId);
      }}
      savedMessage={(saved) => `Rule ${saved.name} ${editing ? 'saved' : 'created'}.`}
      extraActions={readOnly ? undefined : <RuleDryRunButton />}
      tabs={[
        { label: 'Details', content: <RuleDetailsTab /> },
        { label: 'Conditions', content: <RuleConditionsTab /> },
        { label: 'Actions', content: <RuleActionsTab /> },
      ]}
    />
  );
}
