import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import UploadIcon from '@mui/icons-material/Upload';
import Button from '@mui/material/Button';
import { type PackageListItem, packageCatalogMessages } from '@portal/contracts';
import { useMemo, useState } from 'react';
import type { z } from 'zod';
import { RequirePermission, usePermissions } from '../../app/permissions.tsx';
import { usePageTitle } from '../../app/usePageTitle.ts';
import { ApiError } from '../../kit/api.ts';
import { ConfirmDialog } from '../../kit/ConfirmDialog.tsx';
import { ListPage, type ListColumn } from '../../kit/list/ListPage.tsx';
import { PagePadding } from '../../kit/list/PagePadding.tsx';
import { usePanelParams } from '../../kit/panel/usePanelParams.ts';
import { toast } from '../../kit/toast.ts';
import { PackagePanel } from './PackagePanel.tsx';
import { executableTypeNames, operatingSystemsText, packageTypeNames } from './packageNames.ts';
import { PACKAGES_PATH, packageKeys, useDeletePackage } from './queries.ts';
import { UploadVersionDialog } from './UploadVersionForm.tsx';

type PackageRow = z.infer<typeof PackageListItem>;

const columns: ListColumn<PackageRow>[] = [
  { field: 'name', headerName: 'Name', flex: 1, minWidth: 160, panelLink: (row) => ({ packageId: row.packageId, form: null }) },
  { field: 'description', headerName: 'Description', flex: 1, minWidth: 180 },
  { field: 'packageTypeId', headerName: 'Type', minWidth: 120, valueGetter: (_value, row) => packageTypeNames[row.packageTypeId ?? 0] ?? '' },
  { field: 'latestVersion', headerName: 'Latest Version', minWidth: 130 },
  { field: 'executableName', headerName: 'Executable', minWidth: 140 },
  { field: 'executableTypeId', headerName: 'Executable Type', minWidth: 130, valueGetter: (_value, row) => executableTypeNames[row.executableTypeId ?? 0] ?? '' },
  { field: 'operatingSystemRidsId', headerName: 'Operating Systems', minWidth: 170, valueGetter: (_value, row) => operatingSystemsText(row.operatingSystemRidsId) },
  { field: 'tenantName', headerName: 'Tenant', minWidth: 150, odataField: 'tenant/name', valueGetter: (_value, row) => row.tenant?.name ?? 'Shared' },
];

function PackagesScreen() {
  usePageTitle('Package Catalog');
  const { get, setParams } = usePanelParams();
  const { has } = usePermissions();
  const remove = useDeletePackage();
  const [toDelete, setToDelete] = useState<PackageRow>();
  const [uploading, setUploading] = useState(false);
  const form = get('form');
  const packageId = get('packageId');
  const closePanel = () => setParams({ form: null, packageId: null });

  const rowActions = useMemo(
    () => (row: PackageRow) => [
      { label: 'Edit Package', icon: <EditIcon fontSize="small" />, onClick: () => setParams({ packageId: row.packageId, form: null }) },
      { label: 'Delete Package', icon: <DeleteIcon fontSize="small" />, disabled: !has('Packages:delete'), onClick: () => setToDelete(row) },
    ],
    [setParams, has],
  );

  const confirmDelete = () => {
    const target = toDelete;
    if (!target?.packageId) return;
    remove.mutate(target.packageId, {
      onSuccess: () => toast.success(packageCatalogMessages.deleted),
      onError: (error) => toast.error(error instanceof ApiError ? error.message : 'A problem occurred deleting the package. Please try again.'),
      onSettled: () => setToDelete(undefined),
    });
  };

  return (
    <PagePadding>
      <ListPage<PackageRow>
        title="Package Catalog"
        path={PACKAGES_PATH}
        queryKey={(query) => packageKeys.list(query)}
        columns={columns}
        getRowId={(row) => row.packageId ?? ''}
        rowActions={rowActions}
        searchFields={['name', 'description', 'executableName']}
        defaultSort={[{ field: 'name', sort: 'asc' }]}
        expand="tenant"
        create={has('Packages:create') ? { label: 'Create Package', onClick: () => setParams({ form: 'create', packageId: null }) } : undefined}
        headerActions={has('Packages:create') ? (
          <Button variant="outlined" startIcon={<UploadIcon />} onClick={() => setUploading(true)}>Upload Package Version</Button>
        ) : undefined}
        exportFileName="packages"
        noRowsLabel="No packages found"
      />
      {form === 'create' && <PackagePanel onClose={closePanel} onCreated={(id) => setParams({ form: null, packageId: id })} />}
      {!form && packageId && <PackagePanel packageId={packageId} onClose={closePanel} onCreated={() => {}} />}
      {uploading && (
        <UploadVersionDialog
          onClose={() => setUploading(false)}
          onUploaded={(id) => {
            setUploading(false);
            setParams({ form: null, packageId: id });
          }}
        />
      )}
      <ConfirmDialog
        open={Boolean(toDelete)}
        title="Delete Package"
        message={`Are you sure you want to delete the package '${toDelete?.name ?? ''}' and all its versions? This cannot be undone.`}
        busy={remove.isPending}
        onConfirm={confirmDelete}
        onCancel={() => setToDelete(undefined)}
      />
    </PagePadding>
  );
}

/** /packages: the Package Catalog (form=create, packageId). */
export default function PackagesPage() {
  return (
    <RequirePermission permission="Packages:view">
      <PackagesScreen />
    </RequirePermission>
  );
}
