import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import { type GrantListItem, grantPermissions } from '@portal/contracts';
import Chip from '@mui/material/Chip';
import { useMemo, useState } from 'react';
import { RequirePermission, usePermissions } from '../../app/permissions.tsx';
import { usePageTitle } from '../../app/usePageTitle.ts';
import { ConfirmDialog } from '../../kit/ConfirmDialog.tsx';
import { ListPage, type ListColumn } from '../../kit/list/ListPage.tsx';
import { PagePadding } from '../../kit/list/PagePadding.tsx';
import { usePanelParams } from '../../kit/panel/usePanelParams.ts';
import { toast } from '../../kit/toast.ts';
import { LAST_ADMINISTRATOR_REASON, principalKindNames, roleAndScope, tenantsText } from './grantDisplay.ts';
import { CreateGrantPanel, EditGrantPanel, grantSaveError } from './GrantPanel.tsx';
import { GrantTabs } from './GrantTabs.tsx';
import { GRANTS_PATH, grantKeys, useRemoveGrant } from './queries.ts';

const columns: ListColumn<GrantListItem>[] = [
  { field: 'principal', headerName: 'Person or Group', flex: 1, minWidth: 160 },
  { field: 'displayName', headerName: 'Name', flex: 1, minWidth: 140 },
  {
    field: 'principalKind',
    headerName: 'Type',
    width: 110,
    renderCell: ({ value }) => <Chip size="small" variant="outlined" label={principalKindNames[value as 'user' | 'group'] ?? value} />,
  },
  { field: 'roleName', headerName: 'Role', flex: 1, minWidth: 140 },
  {
    field: 'tenants',
    headerName: 'Tenants',
    flex: 1.5,
    minWidth: 180,
    sortable: false,
    filterable: false,
    valueGetter: (_value, row) => tenantsText(row.tenants),
  },
];

function GrantsScreen() {
  usePageTitle('Grants');
  const { get, setParams } = usePanelParams();
  const { has } = usePermissions();
  const remove = useRemoveGrant();
  const [toRemove, setToRemove] = useState<GrantListItem>();
  const form = get('form');
  const roleGrantId = get('grantId');
  const closePanel = () => setParams({ form: null, grantId: null });

  const rowActions = useMemo(
    () => (row: GrantListItem) => [
      { label: 'Edit Grant', icon: <EditIcon fontSize="small" />, onClick: () => setParams({ grantId: row.roleGrantId, form: null }) },
      {
        label: 'Remove Grant',
        icon: <DeleteIcon fontSize="small" />,
        // The server refuses to remove the last usable all-tenant Administrator grant: say so before it is tried.
        disabled: !has(grantPermissions.delete) || row.isLastAdministratorGrant === true,
        disabledReason: row.isLastAdministratorGrant ? LAST_ADMINISTRATOR_REASON : undefined,
        onClick: () => setToRemove(row),
      },
    ],
    [setParams, has],
  );

  const confirmRemove = () => {
    const target = toRemove;
    if (!target?.roleGrantId) return;
    remove.mutate(target.roleGrantId, {
      onSuccess: () => {
        toast.success(`Removed ${roleAndScope(target.roleName, target.tenants)} from ${target.principal ?? ''}.`);
        if (roleGrantId === target.roleGrantId) closePanel();
      },
      onError: (error) => toast.error(grantSaveError(error)),
      onSettled: () => setToRemove(undefined),
    });
  };

  return (
    <PagePadding>
      <ListPage<GrantListItem>
        title="Grants"
        aboveGrid={<GrantTabs current="grants" />}
        path={GRANTS_PATH}
        queryKey={(query) => grantKeys.list(query)}
        columns={columns}
        getRowId={(row) => row.roleGrantId ?? ''}
        rowActions={rowActions}
        searchFields={['principal', 'displayName', 'roleName']}
        defaultSort={[{ field: 'roleName', sort: 'asc' }, { field: 'principal', sort: 'asc' }]}
        create={has(grantPermissions.create) ? { label: 'Add Grant', onClick: () => setParams({ form: 'create', grantId: null }) } : undefined}
        noRowsLabel="No grants found"
      />
      {form === 'create' && (
        <CreateGrantPanel
          onClose={closePanel}
          onCreated={(id, closing) => {
            toast.success('Grant added.');
            if (!closing) setParams({ form: null, grantId: id });
          }}
        />
      )}
      {!form && roleGrantId && <EditGrantPanel roleGrantId={roleGrantId} onClose={closePanel} />}
      <ConfirmDialog
        open={Boolean(toRemove)}
        title="Remove Grant"
        message={`Are you sure you want to remove ${roleAndScope(toRemove?.roleName, toRemove?.tenants)} from ${toRemove?.principalKind === 'group' ? 'the group ' : ''}'${toRemove?.principal ?? ''}'? The permissions it gives end with the next request.`}
        busy={remove.isPending}
        onConfirm={confirmRemove}
        onCancel={() => setToRemove(undefined)}
      />
    </PagePadding>
  );
}

/** Administration > Grants: who holds which role where. Administrators only. */
export default function GrantsPage() {
  return (
    <RequirePermission permission={grantPermissions.view}>
      <GrantsScreen />
    </RequirePermission>
  );
}
