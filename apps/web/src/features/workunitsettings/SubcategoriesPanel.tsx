import AddIcon from '@mui/icons-material/Add';
import EditIcon from '@mui/icons-material/Edit';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import { DataGrid, GridActionsCellItem, type GridColDef } from '@mui/x-data-grid';
import type { WorkUnitSubcategoryResponse } from '@portal/contracts';
import { useMemo } from 'react';
import { SidePanel } from '../../kit/panel/SidePanel.tsx';
import { useNotFoundRedirect } from '../../kit/panel/usePanelParams.ts';
import { useCategory, useSubcategories } from './queries.ts';

type SubcategoryRow = Partial<WorkUnitSubcategoryResponse>;

/** Built outside the component: the grid keeps its columns while the callbacks stay the same. */
function subcategoryColumns(onEdit: (id: number | undefined) => void, canEdit: boolean): GridColDef<SubcategoryRow>[] {
  return [
    { field: 'workUnitSubcategoryId', headerName: 'ID', type: 'number', width: 80, align: 'left', headerAlign: 'left' },
    { field: 'name', headerName: 'Name', flex: 1, minWidth: 160 },
    {
      field: 'isEnabled',
      headerName: 'Enabled',
      width: 110,
      renderCell: ({ value }) => <Chip size="small" label={value ? 'Enabled' : 'Disabled'} color={value ? 'success' : 'default'} variant="outlined" />,
    },
    {
      field: 'actions',
      type: 'actions',
      headerName: 'Edit',
      width: 70,
      getActions: ({ row }) => [
        <GridActionsCellItem
          key="edit"
          icon={<EditIcon fontSize="small" />}
          label={`Edit ${row.name ?? 'subcategory'}`}
          onClick={() => onEdit(row.workUnitSubcategoryId)}
          disabled={!canEdit}
        />,
      ],
    },
  ];
}

export interface SubcategoriesPanelProps {
  workUnitCategoryId: number;
  onClose: () => void;
  /** Opens the subcategory panel: an id edits, undefined creates. */
  onEdit: (workUnitSubcategoryId: number | undefined) => void;
  canCreate: boolean;
  canEdit: boolean;
}

/** The subcategories of one category: ID, Name, Enabled, with create and edit. */
export function SubcategoriesPanel({ workUnitCategoryId, onClose, onEdit, canCreate, canEdit }: SubcategoriesPanelProps) {
  const category = useCategory(workUnitCategoryId);
  const subcategories = useSubcategories(workUnitCategoryId);
  useNotFoundRedirect(category.error);

  const columns = useMemo(() => subcategoryColumns(onEdit, canEdit), [onEdit, canEdit]);

  return (
    <SidePanel open onClose={onClose} title={category.data ? `Subcategories: ${category.data.name}` : 'Subcategories'}>
      {canCreate && (
        <Button variant="contained" size="small" startIcon={<AddIcon />} onClick={() => onEdit(undefined)} sx={{ mb: 2 }}>
          Create Subcategory
        </Button>
      )}
      {subcategories.isError && <Alert severity="error">{subcategories.error.message}</Alert>}
      {/* A flex column parent lets the grid take its content's height instead of the panel's. */}
      <Box sx={{ display: 'flex', flexDirection: 'column' }}>
        <DataGrid<SubcategoryRow>
          rows={subcategories.data?.value ?? []}
          columns={columns}
          getRowId={(row) => row.workUnitSubcategoryId ?? 0}
          loading={subcategories.isPending}
          density="compact"
          disableRowSelectionOnClick
          pageSizeOptions={[10, 25, 50, 100]}
          initialState={{ pagination: { paginationModel: { pageSize: 25 } } }}
          localeText={{ noRowsLabel: 'No subcategories yet.' }}
          aria-label="Subcategories"
          sx={{ minHeight: 200 }}
        />
      </Box>
    </SidePanel>
  );
}
