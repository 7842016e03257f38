import BlockIcon from '@mui/icons-material/Block';
import EditIcon from '@mui/icons-material/Edit';
import type { TokenListItem } from '@portal/contracts';
import Alert from '@mui/material/Alert';
import Chip from '@mui/material/Chip';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useMemo, useState } from 'react';
import { Navigate, useLocation, useNavigate, useParams } from 'react-router';
import type { z } from 'zod';
import { RequirePermission, usePermissions } from '../../app/permissions.tsx';
import { useTenantLookup } from '../../app/queries.ts';
import { isGuid, useActiveTenantId } from '../../app/tenantUrl.ts';
import { usePageTitle } from '../../app/usePageTitle.ts';
import { ApiError } from '../../kit/api.ts';
import { ConfirmDialog } from '../../kit/ConfirmDialog.tsx';
import { formatDateTime } from '../../kit/dates.ts';
import { RelativeTime } from '../../kit/RelativeTime.tsx';
import { ListPage, type ListColumn } from '../../kit/list/ListPage.tsx';
import { PagePadding } from '../../kit/list/PagePadding.tsx';
import { usePanelParams } from '../../kit/panel/usePanelParams.ts';
import { toast } from '../../kit/toast.ts';
import { NewTokenNotice, type NewToken } from './NewTokenNotice.tsx';
import { TOKENS_PATH, tokenKeys, useRevokeToken } from './queries.ts';
import { CreateTokenPanel, EditTokenPanel } from './TokenPanel.tsx';
import { lifetimeName, tokenStatus } from './tokenDisplay.ts';

type TokenRow = z.infer<typeof TokenListItem>;

/**
 * A date as the other grids show one: "5 minutes ago", "in 2 hours", or the day when more than a week away,
 * the full date on hover (RelativeTime); the formatter's full date goes to the CSV export.
 */
const dateColumn = (field: keyof TokenRow & string, headerName: string, empty = ''): ListColumn<TokenRow> => ({
  field,
  headerName,
  type: 'dateTime',
  width: 120,
  valueGetter: (value: string | null | undefined) => (value ? new Date(value) : null),
  valueFormatter: (value: Date | null) => (value ? formatDateTime(value) : empty),
  renderCell: ({ value }) => (value ? <RelativeTime value={value as Date} compact /> : empty),
});

const columns: ListColumn<TokenRow>[] = [
  { field: 'name', headerName: 'Name', flex: 1, minWidth: 140, panelLink: (row) => ({ tokenId: row.tokenGrantId, form: null }) },
  { field: 'description', headerName: 'Description', flex: 1, minWidth: 140 },
  {
    field: 'status',
    headerName: 'Status',
    width: 110,
    odataField: 'revokedOn',
    filterable: false,
    valueGetter: (_value, row) => tokenStatus(row),
    renderCell: ({ value }) => <Chip size="small" variant="outlined" label={value} color={value === 'Active' ? 'success' : 'default'} />,
  },
  {
    field: 'lifetimeYears',
    headerName: 'Lifetime',
    type: 'number',
    width: 100,
    align: 'left',
    headerAlign: 'left',
    valueFormatter: (value: number | null | undefined) => lifetimeName(value),
  },
  dateColumn('created', 'Created'),
  dateColumn('expiresOn', 'Expires On', 'Never'),
  dateColumn('lastUsed', 'Last Used', 'Never'),
  { field: 'createdBy', headerName: 'Created By', minWidth: 140 },
];

/** Lets a user with no tenant in the URL (the picker is hidden for token editors) choose one. */
function TenantChooser({ tenantId }: { tenantId: string | undefined }) {
  const tenants = useTenantLookup();
  const navigate = useNavigate();
  return (
    <TextField
      select
      size="small"
      label="Tenant"
      value={tenants.data?.some((t) => t.tenantId === tenantId) ? tenantId : ''}
      onChange={(event) => void navigate(`/${event.target.value}/tokens`)}
      sx={{ minWidth: 220 }}
    >
      {(tenants.data ?? []).map((tenant) => (
        <MenuItem key={tenant.tenantId} value={tenant.tenantId}>
          {tenant.name}
        </MenuItem>
      ))}
    </TextField>
  );
}

function TokensScreen({ tenantId }: { tenantId: string | undefined }) {
  usePageTitle('Tokens');
  const { get, setParams } = usePanelParams();
  const { has } = usePermissions();
  const revoke = useRevokeToken();
  const [newToken, setNewToken] = useState<NewToken>();
  const [toRevoke, setToRevoke] = useState<TokenRow>();
  const form = get('form');
  const tokenGrantId = get('tokenId');
  const closePanel = () => setParams({ form: null, tokenId: null });

  const rowActions = useMemo(
    () => (row: TokenRow) => [
      { label: 'Edit Token', icon: <EditIcon fontSize="small" />, onClick: () => setParams({ tokenId: row.tokenGrantId, form: null }) },
      {
        label: 'Revoke Token',
        icon: <BlockIcon fontSize="small" />,
        disabled: Boolean(row.revokedOn) || !has('Tokens:edit'),
        onClick: () => setToRevoke(row),
      },
    ],
    [setParams, has],
  );

  const confirmRevoke = () => {
    const target = toRevoke;
    if (!target?.tokenGrantId) return;
    revoke.mutate(target.tokenGrantId, {
      onSuccess: () => toast.success(`Token ${target.name ?? ''} revoked successfully.`),
      onError: (error) => toast.error(error instanceof ApiError ? error.message : 'A problem occurred revoking the token. Please try again.'),
      onSettled: () => setToRevoke(undefined),
    });
  };

  return (
    <PagePadding>
      <ListPage<TokenRow>
        title="Tokens"
        headerActions={<TenantChooser tenantId={tenantId} />}
        aboveGrid={
          <>
            {newToken && <NewTokenNotice token={newToken} onClose={() => setNewToken(undefined)} />}
            {!tenantId && <Alert severity="info">Choose a tenant to see its tokens.</Alert>}
          </>
        }
        path={TOKENS_PATH}
        queryKey={(query) => tokenKeys.list(query)}
        extraQuery={{ tenantId }}
        columns={columns}
        getRowId={(row) => row.tokenGrantId ?? ''}
        rowActions={rowActions}
        searchFields={['name', 'description']}
        defaultSort={[{ field: 'created', sort: 'desc' }, { field: 'name', sort: 'asc' }]}
        create={tenantId && has('Tokens:create') ? { label: 'Create Token', onClick: () => setParams({ form: 'create', tokenId: null }) } : undefined}
        initialColumnVisibility={{ createdBy: false }}
        exportFileName="tokens"
        noRowsLabel="No tokens found"
      />
      {form === 'create' && tenantId && (
        <CreateTokenPanel
          tenantId={tenantId}
          onClose={closePanel}
          onCreated={(token, closing) => {
            setNewToken(token);
            if (!closing) setParams({ form: null, tokenId: token.tokenGrantId });
          }}
        />
      )}
      {!form && tokenGrantId && <EditTokenPanel tokenGrantId={tokenGrantId} onClose={closePanel} newToken={newToken} />}
      <ConfirmDialog
        open={Boolean(toRevoke)}
        title="Revoke Token"
        message={`Are you sure you want to revoke the token '${toRevoke?.name ?? ''}'? Anything using it will no longer be able to sign in. This cannot be undone.`}
        busy={revoke.isPending}
        onConfirm={confirmRevoke}
        onCancel={() => setToRevoke(undefined)}
      />
    </PagePadding>
  );
}

/** /{tenantId}/tokens; /tokens goes to the active tenant's tokens when there is one. */
export default function TokensPage() {
  const params = useParams();
  const location = useLocation();
  const activeTenantId = useActiveTenantId();
  const urlTenantId = isGuid(params.tenantId) ? params.tenantId : undefined;
  if (!urlTenantId && activeTenantId) {
    return <Navigate replace to={`/${activeTenantId}/tokens${location.search}`} />;
  }
  return (
    <RequirePermission permission="Tokens:view">
      <TokensScreen tenantId={urlTenantId} />
    </RequirePermission>
  );
}
