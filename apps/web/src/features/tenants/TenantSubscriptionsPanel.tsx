import AddIcon from '@mui/icons-material/Add';
import EditIcon from '@mui/icons-material/Edit';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { CopyButton } from '../../kit/CopyButton.tsx';
import { SidePanel } from '../../kit/panel/SidePanel.tsx';
import { useNotFoundRedirect } from '../../kit/panel/usePanelParams.ts';
import { useTenant, useTenantSubscriptions } from './queries.ts';

export interface TenantSubscriptionsPanelProps {
  tenantId: string;
  onClose: () => void;
  /** Opens the subscription panel: an id edits, undefined creates. */
  onEdit: (subscriptionId: string | undefined) => void;
  canCreate: boolean;
}

/** The subscriptions of one tenant: Subscription Name, Subscription Id and an edit button per row. */
export function TenantSubscriptionsPanel({ tenantId, onClose, onEdit, canCreate }: TenantSubscriptionsPanelProps) {
  const tenant = useTenant(tenantId);
  const subscriptions = useTenantSubscriptions(tenantId);
  useNotFoundRedirect(tenant.error);
  const rows = subscriptions.data?.value ?? [];

  return (
    <SidePanel open onClose={onClose} title={tenant.data ? `Tenant Subscriptions: ${tenant.data.name}` : 'Tenant Subscriptions'}>
      {canCreate && (
        <Button variant="contained" size="small" startIcon={<AddIcon />} onClick={() => onEdit(undefined)} sx={{ mb: 2 }}>
          Create Subscription
        </Button>
      )}
      {subscriptions.isError && <Alert severity="error">{subscriptions.error.message}</Alert>}
      {subscriptions.isPending ? (
        <Box sx={{ display: 'flex', justifyContent: 'center', p: 4 }}>
          <CircularProgress />
        </Box>
      ) : (
        <Table size="small" aria-label="Tenant subscriptions">
          <TableHead>
            <TableRow>
              <TableCell>Subscription Name</TableCell>
              <TableCell>Subscription Id</TableCell>
              <TableCell align="right" sx={{ width: 56 }}>
                Edit
              </TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.length === 0 && (
              <TableRow>
                <TableCell colSpan={3}>
                  <Typography color="text.secondary">No subscriptions yet.</Typography>
                </TableCell>
              </TableRow>
            )}
            {rows.map((row) => (
              <TableRow key={row.subscriptionId} hover>
                <TableCell>{row.name}</TableCell>
                <TableCell sx={{ fontFamily: 'monospace', wordBreak: 'break-all' }}>
                  {row.subscriptionId}
                  <CopyButton value={row.subscriptionId} label="Copy Subscription Id" kind="id" />
                </TableCell>
                <TableCell align="right">
                  <Tooltip title="Edit Subscription">
                    <IconButton aria-label={`Edit ${row.name ?? 'subscription'}`} onClick={() => onEdit(row.subscriptionId)}>
                      <EditIcon fontSize="small" />
                    </IconButton>
                  </Tooltip>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </SidePanel>
  );
}
