import EditIcon from '@mui/icons-material/Edit';
import ListIcon from '@mui/icons-material/List';
import PowerSettingsNewIcon from '@mui/icons-material/PowerSettingsNew';
import VisibilityIcon from '@mui/icons-material/Visibility';
import type { TenantListItem } from '@portal/contracts';
import Chip from '@mui/material/Chip';
import { useMemo } from 'react';
import type { z } from 'zod';
import { RequirePermission, usePermissions } from '../../app/permissions.tsx';
import { usePageTitle } from '../../app/usePageTitle.ts';
import { ApiError } from '../../kit/api.ts';
import { ListPage, type ListColumn } from '../../kit/list/ListPage.tsx';
import { PagePadding } from '../../kit/list/PagePadding.tsx';
import { usePanelParams } from '../../kit/panel/usePanelParams.ts';
import { toast } from '../../kit/toast.ts';
import { TENANTS_PATH, tenantKeys, useToggleTenant } from './queries.ts';
import { SubscriptionPanel } from './SubscriptionPanel.tsx';
import { TenantPanel } from './TenantPanel.tsx';
import { TenantSubscriptionsPanel } from './TenantSubscriptionsPanel.tsx';

type TenantRow = z.infer<typeof TenantListItem>;

/** A subscription panel over the subscriptions list: `subscriptionId=new` creates. */
const NEW = 'new';

const columns: ListColumn<TenantRow>[] = [
  { field: 'name', headerName: 'Tenant Name', flex: 1, minWidth: 180, panelLink: (row) => ({ tenantId: row.tenantId, form: null, subscriptionId: null }) },
  { field: 'tenantId', headerName: 'Tenant Id', flex: 1, minWidth: 300, odataType: 'guid' },
  { field: 'internalNotificationEmailAddress', headerName: 'Internal Notification Email', flex: 1, minWidth: 220 },
  {
    field: 'enabled',
    headerName: 'Enabled',
    type: 'boolean',
    width: 110,
    renderCell: ({ value }) => <Chip size="small" label={value ? 'Enabled' : 'Disabled'} color={value ? 'success' : 'default'} variant="outlined" />,
  },
];

function TenantsScreen() {
  usePageTitle('Tenants');
  const { get, setParams } = usePanelParams();
  const { has } = usePermissions();
  const toggle = useToggleTenant();
  const form = get('form');
  const tenantId = get('tenantId');
  const subscriptionId = get('subscriptionId');

  const closeAll = () => setParams({ form: null, tenantId: null, subscriptionId: null });
  const rowActions = useMemo(
    () => (row: TenantRow) => [
      {
        label: has('Tenants:edit') ? 'Edit Tenant' : 'View Tenant',
        icon: has('Tenants:edit') ? <EditIcon fontSize="small" /> : <VisibilityIcon fontSize="small" />,
        onClick: () => setParams({ tenantId: row.tenantId, form: null }),
      },
      { label: 'Show Subscriptions', icon: <ListIcon fontSize="small" />, onClick: () => setParams({ tenantId: row.tenantId, form: 'subscriptions' }) },
      {
        label: 'Toggle Enabled',
        icon: <PowerSettingsNewIcon fontSize="small" />,
        disabled: !has('Tenants:edit'),
        onClick: () => {
          if (!row.tenantId) return;
          toggle.mutate(row.tenantId, {
            // The spec words the rule toggle this way; tenants follow it.
            onSuccess: (tenant) => toast.success(`Tenant ${tenant.name} ${tenant.enabled ? 'enabled' : 'disabled'} successfully.`),
            onError: (error) => toast.error(error instanceof ApiError ? error.message : String(error)),
          });
        },
      },
    ],
    [setParams, toggle, has],
  );

  return (
    <PagePadding>
      <ListPage<TenantRow>
        title="Tenants"
        path={TENANTS_PATH}
        queryKey={(query) => tenantKeys.list(query)}
        columns={columns}
        getRowId={(row) => row.tenantId ?? ''}
        rowActions={rowActions}
        searchFields={['name', 'internalNotificationEmailAddress']}
        defaultSort={[{ field: 'name', sort: 'asc' }]}
        create={has('Tenants:create') ? { label: 'Create Tenant', onClick: () => setParams({ form: 'create', tenantId: null }) } : undefined}
        exportFileName="tenants"
        noRowsLabel="No tenants found"
      />
      {form === 'create' && has('Tenants:create') && <TenantPanel onClose={closeAll} onCreated={(id) => setParams({ form: null, tenantId: id })} />}
      {!form && tenantId && <TenantPanel tenantId={tenantId} onClose={closeAll} onCreated={() => {}} />}
      {form === 'subscriptions' && tenantId && (
        <TenantSubscriptionsPanel
          tenantId={tenantId}
          onClose={closeAll}
          canCreate={has('Subscriptions:create')}
          onEdit={(id) => setParams({ subscriptionId: id ?? NEW })}
        />
      )}
      {form === 'subscriptions' && tenantId && subscriptionId && (
        <SubscriptionPanel
          tenantId={tenantId}
          subscriptionId={subscriptionId === NEW ? undefined : subscriptionId}
          onClose={() => setParams({ subscriptionId: null })}
          onCreated={(id) => setParams({ subscriptionId: id })}
        />
      )}
    </PagePadding>
  );
}

/** /tenants: the tenants grid with its panels (tenantId, form=create, form=subscriptions). */
export default function TenantsPage() {
  return (
    <RequirePermission permission="Tenants:view">
      <TenantsScreen />
    </RequirePermission>
  );
}
