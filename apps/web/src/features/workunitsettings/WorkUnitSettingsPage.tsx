import EditIcon from '@mui/icons-material/Edit';
import ListIcon from '@mui/icons-material/List';
import Chip from '@mui/material/Chip';
import type { WorkUnitCategoryResponse } from '@portal/contracts';
import { useMemo } from 'react';
import { RequirePermission, usePermissions } from '../../app/permissions.tsx';
import { useUrlTenantId } from '../../app/tenantUrl.ts';
import { usePageTitle } from '../../app/usePageTitle.ts';
import { ListPage, type ListColumn } from '../../kit/list/ListPage.tsx';
import { PagePadding } from '../../kit/list/PagePadding.tsx';
import { usePanelParams } from '../../kit/panel/usePanelParams.ts';
import { CategoryPanel } from './CategoryPanel.tsx';
import { CATEGORIES_PATH, categoryKeys } from './queries.ts';
import { SubcategoriesPanel } from './SubcategoriesPanel.tsx';
import { SubcategoryPanel } from './SubcategoryPanel.tsx';

type CategoryRow = Partial<WorkUnitCategoryResponse>;

/** A subcategory panel over the subcategories panel: `workUnitSubcategoryId=new` creates. */
const NEW = 'new';
export const ALL_TENANTS = 'All Tenants';

const yesNo = (label: string) => ({ value }: { value?: unknown }) => (
  <Chip size="small" label={value ? label : `Not ${label.toLowerCase()}`} color={value ? 'success' : 'default'} variant="outlined" />
);

const columns: ListColumn<CategoryRow>[] = [
  { field: 'workUnitCategoryId', headerName: 'ID', type: 'number', width: 90, align: 'left', headerAlign: 'left' },
  {
    field: 'name',
    headerName: 'Name',
    flex: 1,
    minWidth: 180,
    panelLink: (row) => ({ workUnitSettingId: String(row.workUnitCategoryId), form: null, workUnitSubcategoryId: null }),
  },
  {
    field: 'tenantName',
    headerName: 'Tenant',
    flex: 1,
    minWidth: 160,
    odataField: 'tenant/name',
    valueGetter: (_value, row) => row.tenant?.name ?? ALL_TENANTS,
  },
  { field: 'workUnitType', headerName: 'Work Unit Type', width: 160 },
  { field: 'isEnabled', headerName: 'Enabled', type: 'boolean', width: 120, renderCell: yesNo('Enabled') },
  {
    field: 'isVisibleInResolutionCenter',
    headerName: 'Visible In Resolution Center',
    type: 'boolean',
    width: 220,
    renderCell: ({ value }) => (value ? <Chip size="small" label="Visible" color="info" variant="outlined" /> : null),
  },
];

function parseId(text: string | undefined): number | undefined {
  if (!text || !/^\d+$/.test(text)) return undefined;
  return Number(text);
}

function WorkUnitSettingsScreen() {
  usePageTitle('Work Unit Settings');
  const { get, setParams } = usePanelParams();
  const { has } = usePermissions();
  const urlTenantId = useUrlTenantId() ?? null;
  const form = get('form');
  const categoryId = parseId(get('workUnitSettingId'));
  const subcategoryParam = get('workUnitSubcategoryId');

  const closeAll = () => setParams({ form: null, workUnitSettingId: null, workUnitSubcategoryId: null });
  const rowActions = useMemo(
    () => (row: CategoryRow) => [
      {
        label: 'Edit',
        icon: <EditIcon fontSize="small" />,
        onClick: () => setParams({ workUnitSettingId: String(row.workUnitCategoryId), form: null, workUnitSubcategoryId: null }),
      },
      {
        label: 'Edit Subcategory',
        icon: <ListIcon fontSize="small" />,
        onClick: () => setParams({ workUnitSettingId: String(row.workUnitCategoryId), form: 'editSubcategory', workUnitSubcategoryId: null }),
      },
    ],
    [setParams],
  );

  const showSubcategories = form === 'editSubcategory' && categoryId !== undefined;
  return (
    <PagePadding>
      <ListPage<CategoryRow>
        title="Work Unit Settings"
        path={CATEGORIES_PATH}
        queryKey={(query) => categoryKeys.list(query)}
        columns={columns}
        getRowId={(row) => row.workUnitCategoryId ?? 0}
        rowActions={rowActions}
        searchFields={['name']}
        defaultSort={[{ field: 'name', sort: 'asc' }]}
        expand="tenant"
        create={has('WorkUnits.Categories:create') ? { label: 'Create Category', onClick: () => setParams({ form: 'create', workUnitSettingId: null }) } : undefined}
        noRowsLabel="No categories found"
      />
      {form === 'create' && (
        <CategoryPanel defaultTenantId={urlTenantId} onClose={closeAll} onCreated={(id) => setParams({ form: null, workUnitSettingId: String(id) })} />
      )}
      {!form && categoryId !== undefined && (
        <CategoryPanel workUnitCategoryId={categoryId} defaultTenantId={urlTenantId} onClose={closeAll} onCreated={() => {}} />
      )}
      {showSubcategories && (
        <SubcategoriesPanel
          workUnitCategoryId={categoryId}
          onClose={closeAll}
          canCreate={has('WorkUnits.Subcategories:create')}
          canEdit={has('WorkUnits.Subcategories:edit')}
          onEdit={(id) => setParams({ workUnitSubcategoryId: id === undefined ? NEW : String(id) })}
        />
      )}
      {showSubcategories && subcategoryParam && (
        <SubcategoryPanel
          workUnitCategoryId={categoryId}
          workUnitSubcategoryId={subcategoryParam === NEW ? undefined : parseId(subcategoryParam)}
          onClose={() => setParams({ workUnitSubcategoryId: null })}
          onCreated={(id) => setParams({ workUnitSubcategoryId: String(id) })}
        />
      )}
    </PagePadding>
  );
}

/** /workunitsettings: work unit categories and their subcategories (part 3 §2.9); needs edit and view on both. */
export default function WorkUnitSettingsPage() {
  return (
    <RequirePermission
      allOf={['WorkUnits.Categories:edit', 'WorkUnits.Categories:view', 'WorkUnits.Subcategories:edit', 'WorkUnits.Subcategories:view']}
    >
      <WorkUnitSettingsScreen />
    </RequirePermission>
  );
}
