import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import ListAltIcon from '@mui/icons-material/ListAlt';
import ToggleOnIcon from '@mui/icons-material/ToggleOn';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import { ruleMessages } from '@portal/contracts';
import { useMemo, useState } from 'react';
import { Navigate, useParams } from 'react-router';
import { RequirePermission, usePermissions } from '../../app/permissions.tsx';
import { isGuid, useActiveTenantId } from '../../app/tenantUrl.ts';
import { usePageTitle } from '../../app/usePageTitle.ts';
import { ApiError } from '../../kit/api.ts';
import { ConfirmDialog } from '../../kit/ConfirmDialog.tsx';
import { ListPage } from '../../kit/list/ListPage.tsx';
import { PagePadding } from '../../kit/list/PagePadding.tsx';
import { usePanelParams } from '../../kit/panel/usePanelParams.ts';
import { toast } from '../../kit/toast.ts';
import { RULES_PATH, ruleKeys, useDeleteRule, useToggleRule } from './queries.ts';
import { ruleColumns, type RuleRow } from './ruleColumns.tsx';
import { RuleMatchesPanel } from './RuleMatchesPanel.tsx';
import { RulePanel, type RulePanelMode } from './RulePanel.tsx';

export const deleteRuleQuestion = (name: string) => `Are you sure you want to delete the rule '${name}'? Its matches go with it. This cannot be undone.`;

/** Which panel the address asks for: form=create, form=copy&ruleId, form=ruleMatches&ruleId, or ruleId alone (edit). */
function panelOf(form: string | undefined, ruleId: string | undefined): RulePanelMode | { kind: 'matches'; ruleId: string } | undefined {
  if (form === 'create') return { kind: 'create' };
  if (!ruleId) return undefined;
  if (form === 'ruleMatches') return { kind: 'matches', ruleId };
  if (form === 'copy') return { kind: 'copy', ruleId };
  return form ? undefined : { kind: 'edit', ruleId };
}

function RulesScreen({ tenantId }: { tenantId: string }) {
  usePageTitle('Rules');
  const { get, setParams } = usePanelParams();
  const { has } = usePermissions();
  const toggle = useToggleRule();
  const remove = useDeleteRule();
  const [toDelete, setToDelete] = useState<RuleRow>();
  const showDisabled = get('showDisabled') === 'true';
  const panel = panelOf(get('form'), get('ruleId'));
  const closePanel = () => setParams({ form: null, ruleId: null, matchesPage: null });
  const canEdit = has('Rules:edit');

  const rowActions = useMemo(() => {
    const open = (row: RuleRow, form: string | null) => () => setParams({ ruleId: row.ruleId ?? null, form, matchesPage: null });
    return (row: RuleRow) => [
      { label: 'Edit Rule', icon: <EditIcon fontSize="small" />, onClick: open(row, null) },
      { label: 'Matches', icon: <ListAltIcon fontSize="small" />, onClick: open(row, 'ruleMatches') },
      { label: 'Delete Rule', icon: <DeleteIcon fontSize="small" />, disabled: !has('Rules:delete'), onClick: () => setToDelete(row) },
      {
        label: 'Toggle Enabled',
        icon: <ToggleOnIcon fontSize="small" />,
        disabled: !canEdit,
        onClick: () => {
          if (!row.ruleId) return;
          toggle.mutate(row.ruleId, {
            onSuccess: (answer) => toast.success(ruleMessages.toggled(row.name ?? '', answer.enabled)),
            // §8: a refused toggle shows the server's own words.
            onError: (error) => toast.error(error instanceof ApiError ? error.message : String(error)),
          });
        },
      },
      { label: 'Copy Rule', icon: <ContentCopyIcon fontSize="small" />, disabled: !has('Rules:create'), onClick: open(row, 'copy') },
    ];
  }, [setParams, has, canEdit, toggle]);

  const confirmDelete = () => {
    const target = toDelete;
    if (!target?.ruleId) return;
    remove.mutate(target.ruleId, {
      onSuccess: () => toast.success(ruleMessages.deleted),
      onError: () => toast.error(ruleMessages.deleteFailed),
      onSettled: () => setToDelete(undefined),
    });
  };

  return (
    <PagePadding>
      <ListPage<RuleRow>
        title="Rules"
        path={RULES_PATH}
        queryKey={(query) => ruleKeys.list(query)}
        columns={ruleColumns}
        getRowId={(row) => row.ruleId ?? ''}
        rowActions={rowActions}
        searchFields={['name', 'description']}
        defaultSort={[{ field: 'name', sort: 'asc' }]}
        baseFilter={`tenantId eq ${tenantId}`}
        extraQuery={showDisabled ? { showDisabled: 'true' } : undefined}
        expand="tenant,subscription"
        create={has('Rules:create') ? { label: 'Create Rule', onClick: () => setParams({ form: 'create', ruleId: null }) } : undefined}
        toolbarActions={
          <FormControlLabel
            sx={{ ml: 0.5 }}
            control={<Checkbox size="small" checked={showDisabled} onChange={(event) => setParams({ showDisabled: event.target.checked ? 'true' : null })} />}
            label={ruleMessages.showDisabled}
          />
        }
        exportFileName="rules"
        noRowsLabel="No rules found"
        cardFields={['name', 'ruleTypeId', 'enabled', 'subscriptionName', 'timeConditions']}
      />
      {panel && panel.kind === 'matches' && <RuleMatchesPanel ruleId={panel.ruleId} onClose={closePanel} />}
      {panel && panel.kind !== 'matches' && (
        <RulePanel
          mode={panel}
          tenantId={tenantId}
          readOnly={!canEdit}
          onClose={closePanel}
          onCreated={(ruleId) => setParams({ form: null, ruleId })}
        />
      )}
      <ConfirmDialog
        open={Boolean(toDelete)}
        title="Delete Rule"
        message={deleteRuleQuestion(toDelete?.name ?? '')}
        focusCancel
        busy={remove.isPending}
        onConfirm={confirmDelete}
        onCancel={() => setToDelete(undefined)}
      />
    </PagePadding>
  );
}

/** /{tenantId}/rules (part 1 §2); /rules goes to the active tenant's rules. */
export default function RulesPage() {
  const params = useParams();
  const activeTenantId = useActiveTenantId();
  const tenantId = isGuid(params.tenantId) ? params.tenantId : undefined;
  if (!tenantId) return activeTenantId ? <Navigate replace to={`/${activeTenantId}/rules`} /> : null;
  return (
    <RequirePermission permission="Rules:view">
      <RulesScreen tenantId={tenantId} />
    </RequirePermission>
  );
}
