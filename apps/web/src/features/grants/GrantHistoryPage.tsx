import { type GrantAuditItem, grantPermissions } from '@portal/contracts';
import { RequirePermission } from '../../app/permissions.tsx';
import { usePageTitle } from '../../app/usePageTitle.ts';
import { formatDateTime } from '../../kit/dates.ts';
import { ListPage, type ListColumn } from '../../kit/list/ListPage.tsx';
import { PagePadding } from '../../kit/list/PagePadding.tsx';
import { auditActionNames, principalKindNames, roleAndScope, tenantsText } from './grantDisplay.ts';
import { GrantTabs } from './GrantTabs.tsx';
import { GRANT_AUDIT_PATH, grantAuditKeys } from './queries.ts';

const columns: ListColumn<GrantAuditItem>[] = [
  {
    field: 'at',
    headerName: 'When',
    type: 'dateTime',
    width: 180,
    valueGetter: (value: string | null | undefined) => (value ? new Date(value) : null),
    valueFormatter: (value: Date | null) => (value ? formatDateTime(value) : ''),
  },
  { field: 'actor', headerName: 'Changed By', minWidth: 140, flex: 1 },
  { field: 'action', headerName: 'Change', width: 110, valueFormatter: (value: string) => auditActionNames[value as 'added'] ?? value },
  { field: 'principal', headerName: 'Person or Group', minWidth: 160, flex: 1 },
  { field: 'principalKind', headerName: 'Type', width: 100, valueFormatter: (value: string) => principalKindNames[value as 'user'] ?? value },
  { field: 'roleName', headerName: 'Role', minWidth: 140, flex: 1 },
  { field: 'tenants', headerName: 'Tenants', minWidth: 160, flex: 1.5, sortable: false, filterable: false, valueGetter: (_value, row) => tenantsText(row.tenants) },
  {
    field: 'previousRoleName',
    headerName: 'Before',
    minWidth: 180,
    flex: 1.5,
    valueGetter: (_value, row) => (row.action === 'changed' ? roleAndScope(row.previousRoleName, row.previousTenants) : ''),
  },
];

function GrantHistoryScreen() {
  usePageTitle('Grant History');
  return (
    <PagePadding>
      <ListPage<GrantAuditItem>
        title="Grants"
        aboveGrid={<GrantTabs current="history" />}
        path={GRANT_AUDIT_PATH}
        queryKey={(query) => grantAuditKeys.list(query)}
        columns={columns}
        getRowId={(row) => row.grantAuditId ?? ''}
        searchFields={['actor', 'principal', 'roleName']}
        defaultSort={[{ field: 'at', sort: 'desc' }]}
        noRowsLabel="No grant changes yet"
      />
    </PagePadding>
  );
}

/** Administration > Grants > History: every grant added, changed or removed, by whom and when. */
export default function GrantHistoryPage() {
  return (
    <RequirePermission permission={grantPermissions.view}>
      <GrantHistoryScreen />
    </RequirePermission>
  );
}
