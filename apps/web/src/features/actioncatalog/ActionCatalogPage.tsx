import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import HistoryIcon from '@mui/icons-material/History';
import KeyIcon from '@mui/icons-material/Key';
import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import VisibilityIcon from '@mui/icons-material/Visibility';
import Button from '@mui/material/Button';
import type { ActionDefinitionListItem } from '@portal/contracts';
import { useMemo, useState } from 'react';
import type { z } from 'zod';
import { RequirePermission, usePermissions } from '../../app/permissions.tsx';
import { usePageTitle } from '../../app/usePageTitle.ts';
import { ListPage, type ListColumn } from '../../kit/list/ListPage.tsx';
import { PagePadding } from '../../kit/list/PagePadding.tsx';
import { usePanelParams } from '../../kit/panel/usePanelParams.ts';
import { actionTypeName, isBuiltInDefinition } from './actionDisplay.ts';
import { ActionDefinitionPanel } from './ActionDefinitionPanel.tsx';
import { ActionHistoryDialog } from './ActionHistoryDialog.tsx';
import { DeleteActionDialog } from './DeleteActionDialog.tsx';
import { ACTION_DEFINITIONS_PATH, actionKeys } from './queries.ts';
import { SigningSecretDialog } from './SigningSecretDialog.tsx';
import { TestActionPanel } from './TestActionPanel.tsx';

type ActionRow = z.infer<typeof ActionDefinitionListItem>;

export const BUILT_IN_DELETE_REASON = 'Built-in actions cannot be deleted.';

const columns: ListColumn<ActionRow>[] = [
  { field: 'name', headerName: 'Name', flex: 1, minWidth: 170, panelLink: (row) => ({ actionDefinitionId: row.actionDefinitionId, form: null }) },
  { field: 'description', headerName: 'Description', flex: 1, minWidth: 180 },
  { field: 'actionDefinitionTypeId', headerName: 'Type', minWidth: 170, valueGetter: (_value, row) => actionTypeName(row.actionDefinitionTypeId) },
  { field: 'tenantName', headerName: 'Tenant', minWidth: 140, odataField: 'tenant/name', valueGetter: (_value, row) => row.tenant?.name ?? 'Shared' },
  { field: 'httpMethod', headerName: 'HTTP Method', width: 110 },
  { field: 'endpointUrl', headerName: 'Endpoint URL', flex: 1, minWidth: 200 },
];

function ActionCatalogScreen() {
  usePageTitle('Action Catalog');
  const { get, setParams } = usePanelParams();
  const { has } = usePermissions();
  const [toDelete, setToDelete] = useState<{ actionDefinitionId: string; name: string }>();
  const [history, setHistory] = useState<{ actionDefinitionId: string; name: string }>();
  const [signingSecret, setSigningSecret] = useState(false);
  const form = get('form');
  const actionDefinitionId = get('actionDefinitionId');
  const closePanel = () => setParams({ form: null, actionDefinitionId: null });
  const openTest = (id: string) => setParams({ form: 'testAction', actionDefinitionId: id });

  const rowActions = useMemo(
    () => (row: ActionRow) => {
      const id = row.actionDefinitionId ?? '';
      const builtIn = isBuiltInDefinition(row);
      const editable = !builtIn && has('ActionDefinitions:edit');
      return [
        {
          label: editable ? 'Edit Action Definition' : 'View Action Definition',
          icon: editable ? <EditIcon fontSize="small" /> : <VisibilityIcon fontSize="small" />,
          onClick: () => setParams({ actionDefinitionId: id, form: null }),
        },
        { label: 'Test Action Definition', icon: <PlayArrowIcon fontSize="small" />, disabled: !has('ActionDefinitions:edit'), onClick: () => setParams({ form: 'testAction', actionDefinitionId: id }) },
        { label: 'Action History', icon: <HistoryIcon fontSize="small" />, onClick: () => setHistory({ actionDefinitionId: id, name: row.name ?? '' }) },
        {
          label: 'Delete Action Definition',
          icon: <DeleteIcon fontSize="small" />,
          disabled: builtIn || !has('ActionDefinitions:delete'),
          disabledReason: builtIn ? BUILT_IN_DELETE_REASON : undefined,
          onClick: () => setToDelete({ actionDefinitionId: id, name: row.name ?? '' }),
        },
      ];
    },
    [setParams, has],
  );

  return (
    <PagePadding>
      <ListPage<ActionRow>
        title="Action Catalog"
        path={ACTION_DEFINITIONS_PATH}
        queryKey={(query) => actionKeys.list(query)}
        columns={columns}
        getRowId={(row) => row.actionDefinitionId ?? ''}
        rowActions={rowActions}
        searchFields={['name', 'description', 'endpointUrl']}
        defaultSort={[{ field: 'name', sort: 'asc' }]}
        expand="tenant"
        create={has('ActionDefinitions:create') ? { label: 'Create', onClick: () => setParams({ form: 'create', actionDefinitionId: null }) } : undefined}
        headerActions={
          has('ActionDefinitions:edit') ? (
            <Button variant="outlined" startIcon={<KeyIcon />} onClick={() => setSigningSecret(true)}>
              Signing Secret
            </Button>
          ) : undefined
        }
        exportFileName="actiondefinitions"
        noRowsLabel="No action definitions found"
      />
      {form === 'create' && <ActionDefinitionPanel onClose={closePanel} onCreated={(id) => setParams({ form: null, actionDefinitionId: id })} />}
      {!form && actionDefinitionId && (
        <ActionDefinitionPanel actionDefinitionId={actionDefinitionId} onClose={closePanel} onCreated={() => {}} onTest={openTest} />
      )}
      {form === 'testAction' && actionDefinitionId && (
        <TestActionPanel
          actionDefinitionId={actionDefinitionId}
          onClose={closePanel}
          onOpenHistory={(id, name) => setHistory({ actionDefinitionId: id, name })}
        />
      )}
      {history && <ActionHistoryDialog actionDefinitionId={history.actionDefinitionId} name={history.name} onClose={() => setHistory(undefined)} />}
      <DeleteActionDialog target={toDelete} onDone={() => setToDelete(undefined)} />
      {signingSecret && <SigningSecretDialog onClose={() => setSigningSecret(false)} />}
    </PagePadding>
  );
}

/** /actioncatalog: list, create, edit, test and delete action definitions (form=create|testAction, actionDefinitionId). */
export default function ActionCatalogPage() {
  return (
    <RequirePermission permission="ActionDefinitions:view">
      <ActionCatalogScreen />
    </RequirePermission>
  );
}
