import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import { locationMessages, type LocationListItem } from '@portal/contracts';
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
import { LocationPanel } from './LocationPanel.tsx';
import { LOCATIONS_PATH, locationKeys, useDeleteLocation } from './queries.ts';

type LocationRow = z.infer<typeof LocationListItem>;

const columns: ListColumn<LocationRow>[] = [
  { field: 'name', headerName: 'Name', flex: 1, minWidth: 160, panelLink: (row) => ({ locationId: row.locationId, form: null }) },
  { field: 'address1', headerName: 'Address', flex: 1, minWidth: 180 },
  { field: 'city', headerName: 'City', minWidth: 120 },
  { field: 'state', headerName: 'State', minWidth: 100 },
  { field: 'postalCode', headerName: 'Postal Code', minWidth: 110 },
  { field: 'country', headerName: 'Country', minWidth: 110 },
  {
    field: 'tenantName',
    headerName: 'Tenant',
    minWidth: 160,
    odataField: 'tenant/name',
    valueGetter: (_value, row) => row.tenant?.name ?? 'Shared',
  },
];

function LocationsScreen() {
  usePageTitle('Locations');
  const { get, setParams } = usePanelParams();
  const { has } = usePermissions();
  const remove = useDeleteLocation();
  const [toDelete, setToDelete] = useState<LocationRow>();
  const form = get('form');
  const locationId = get('locationId');
  const closePanel = () => setParams({ form: null, locationId: null });

  const rowActions = useMemo(
    () => (row: LocationRow) => [
      { label: 'Edit Location', icon: <EditIcon fontSize="small" />, onClick: () => setParams({ locationId: row.locationId, form: null }) },
      { label: 'Delete Location', icon: <DeleteIcon fontSize="small" />, disabled: !has('Locations:delete'), onClick: () => setToDelete(row) },
    ],
    [setParams, has],
  );

  const confirmDelete = () => {
    const target = toDelete;
    if (!target?.locationId) return;
    remove.mutate(target.locationId, {
      onSuccess: (answer) => toast.success(answer.message || locationMessages.deleted),
      onError: (error) => toast.error(error instanceof ApiError ? error.message : 'A problem occurred deleting the location. Please try again.'),
      onSettled: () => setToDelete(undefined),
    });
  };

  return (
    <PagePadding>
      <ListPage<LocationRow>
        title="Locations"
        path={LOCATIONS_PATH}
        queryKey={(query) => locationKeys.list(query)}
        columns={columns}
        getRowId={(row) => row.locationId ?? ''}
        rowActions={rowActions}
        searchFields={['name', 'city', 'state', 'country', 'postalCode']}
        defaultSort={[{ field: 'name', sort: 'asc' }]}
        expand="tenant"
        create={has('Locations:create') ? { label: 'Create Location', onClick: () => setParams({ form: 'create', locationId: null }) } : undefined}
        exportFileName="locations"
        noRowsLabel="No locations found"
      />
      {form === 'create' && <LocationPanel onClose={closePanel} onCreated={(id) => setParams({ form: null, locationId: id })} />}
      {!form && locationId && <LocationPanel locationId={locationId} onClose={closePanel} onCreated={() => {}} />}
      <ConfirmDialog
        open={Boolean(toDelete)}
        title="Delete Location"
        message={`Are you sure you want to delete the location '${toDelete?.name ?? ''}'? This cannot be undone.`}
        busy={remove.isPending}
        onConfirm={confirmDelete}
        onCancel={() => setToDelete(undefined)}
      />
    </PagePadding>
  );
}

/** /locations: list, create and edit locations (form=create, locationId). */
export default function LocationsPage() {
  return (
    <RequirePermission permission="Locations:view">
      <LocationsScreen />
    </RequirePermission>
  );
}
