import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import ListAltIcon from '@mui/icons-material/ListAlt';
import VisibilityIcon from '@mui/icons-material/Visibility';
import { protocolMessages, workUnitEventTypeIds, type Protocol, type WorkUnitEventTypeId } from '@portal/contracts';
import { useMemo, useState } from 'react';
import { useParams } from 'react-router';
import { RequirePermission, usePermissions } from '../../app/permissions.tsx';
import { isGuid, useActiveTenantId } from '../../app/tenantUrl.ts';
import { usePageTitle } from '../../app/usePageTitle.ts';
import { ApiError } from '../../kit/api.ts';
import { ConfirmDialog } from '../../kit/ConfirmDialog.tsx';
import { ListPage, type ListColumn } from '../../kit/list/ListPage.tsx';
import { PagePadding } from '../../kit/list/PagePadding.tsx';
import { usePanelParams } from '../../kit/panel/usePanelParams.ts';
import { toast } from '../../kit/toast.ts';
import { ProtocolActionsPanel } from './ProtocolActionsPanel.tsx';
import { ProtocolPanel } from './ProtocolPanel.tsx';
import { PROTOCOLS_PATH, protocolKeys, useDeleteProtocol } from './queries.ts';

type ProtocolRow = Partial<Protocol>;

export const deleteProtocolQuestion = (name: string) => `Are you sure you want to delete the protocol '${name}'? Its actions go with it.`;

const columns: ListColumn<ProtocolRow>[] = [
  { field: 'name', headerName: 'Name', flex: 1, minWidth: 180, panelLink: (row) => ({ protocolId: row.protocolId ?? null, form: null }) },
  { field: 'protocolId', headerName: 'ID', minWidth: 150, odataType: 'guid' },
  { field: 'description', headerName: 'Description', flex: 1, minWidth: 180 },
  { field: 'tenantName', headerName: 'Tenant', minWidth: 140, odataField: 'tenant/name', valueGetter: (_value, row) => row.tenant?.name ?? '' },
  { field: 'owningGroup', headerName: 'Owning Group', minWidth: 150 },
];

/** Which panel the address asks for: form=create, form=protocolAction&protocolId, or protocolId alone (edit). */
function panelOf(form: string | undefined, protocolId: string | undefined): { kind: 'create' } | { kind: 'edit' | 'actions'; protocolId: string } | undefined {
  if (form === 'create') return { kind: 'create' };
  if (!protocolId) return undefined;
  if (form === 'protocolAction') return { kind: 'actions', protocolId };
  return form ? undefined : { kind: 'edit', protocolId };
}

const eventOf = (text: string | undefined): WorkUnitEventTypeId | undefined =>
  (workUnitEventTypeIds as readonly number[]).includes(Number(text)) ? (Number(text) as WorkUnitEventTypeId) : undefined;

function ProtocolsScreen({ tenantId }: { tenantId: string | undefined }) {
  usePageTitle('Work Unit Protocols');
  const { get, setParams } = usePanelParams();
  const { has } = usePermissions();
  const remove = useDeleteProtocol();
  const [toDelete, setToDelete] = useState<ProtocolRow>();
  const panel = panelOf(get('form'), get('protocolId'));
  const closePanel = () => setParams({ form: null, protocolId: null, protocolActionId: null, event: null });
  const canEdit = has('WorkUnits.Protocols:edit');

  const rowActions = useMemo(() => {
    const open = (row: ProtocolRow, form: string | null) => () => setParams({ protocolId: row.protocolId ?? null, form, protocolActionId: null, event: null });
    return (row: ProtocolRow) => [
      { label: canEdit ? 'Edit Protocol' : 'View Protocol', icon: canEdit ? <EditIcon fontSize="small" /> : <VisibilityIcon fontSize="small" />, onClick: open(row, null) },
      { label: 'View Protocol Actions', icon: <ListAltIcon fontSize="small" />, onClick: open(row, 'protocolAction') },
      { label: 'Delete Protocol', icon: <DeleteIcon fontSize="small" />, disabled: !has('WorkUnits.Protocols:delete'), onClick: () => setToDelete(row) },
    ];
  }, [setParams, has, canEdit]);

  const confirmDelete = () => {
    const target = toDelete;
    if (!target?.protocolId) return;
    remove.mutate(target.protocolId, {
      onSuccess: () => toast.success(protocolMessages.deleted),
      // A protocol still in use is refused with the server's words (what uses it); anything else §8-style.
      onError: (error) => toast.error(error instanceof ApiError && error.status < 500 && error.message ? error.message : protocolMessages.deleteFailed),
      onSettled: () => setToDelete(undefined),
    });
  };

  return (
    <PagePadding>
      <ListPage<ProtocolRow>
        title="Work Unit Protocols"
        path={PROTOCOLS_PATH}
        queryKey={(query) => protocolKeys.list(query)}
        columns={columns}
        getRowId={(row) => row.protocolId ?? ''}
        rowActions={rowActions}
        searchFields={['name', 'description', 'owningGroup']}
        defaultSort={[{ field: 'name', sort: 'asc' }]}
        expand="tenant"
        create={has('WorkUnits.Protocols:create') ? { label: protocolMessages.createTitle, onClick: () => setParams({ form: 'create', protocolId: null }) } : undefined}
        exportFileName="protocols"
        noRowsLabel="No protocols found"
        cardFields={['name', 'tenantName', 'owningGroup', 'description']}
      />
      {panel && panel.kind !== 'actions' && (
        <ProtocolPanel
          protocolId={panel.kind === 'edit' ? panel.protocolId : undefined}
          defaultTenantId={tenantId}
          readOnly={panel.kind === 'edit' ? !canEdit : !has('WorkUnits.Protocols:create')}
          onClose={closePanel}
          onCreated={(protocolId) => setParams({ form: null, protocolId })}
          onOpenActions={(protocolId) => setParams({ form: 'protocolAction', protocolId })}
        />
      )}
      {panel?.kind === 'actions' && (
        <ProtocolActionsPanel
          protocolId={panel.protocolId}
          editing={get('protocolActionId')}
          newEvent={eventOf(get('event'))}
          onEdit={(protocolActionId, event) => setParams({ protocolActionId, event: event ? String(event) : null })}
          onClose={closePanel}
        />
      )}
      <ConfirmDialog
        open={Boolean(toDelete)}
        title="Delete Protocol"
        message={deleteProtocolQuestion(toDelete?.name ?? '')}
        focusCancel
        busy={remove.isPending}
        onConfirm={confirmDelete}
        onCancel={() => setToDelete(undefined)}
      />
    </PagePadding>
  );
}

/** Administration > Work Unit Protocols (/protocols, part 1 §2); a tenant's link works too and is a new protocol's tenant. */
export default function ProtocolsPage() {
  const params = useParams();
  const activeTenantId = useActiveTenantId();
  const tenantId = isGuid(params.tenantId) ? params.tenantId : (activeTenantId ?? undefined);
  return (
    <RequirePermission permission="WorkUnits.Protocols:view">
      <ProtocolsScreen tenantId={tenantId} />
    </RequirePermission>
  );
}
