import ArrowDropDown from '@mui/icons-material/ArrowDropDown';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Popover from '@mui/material/Popover';
import { enqueueSnackbar } from 'notistack';
import { lazy, Suspense, useState } from 'react';
import { useLocation } from 'react-router';
import { api } from '../../kit/api.ts';
import { useCurrentUser, useSubscriptionLookup, useTenantLookup } from '../queries.ts';
import { replaceTenantInPath, tenantIdFromPath } from '../tenantUrl.ts';
import { CONTEXT_UPDATE_FAILED, type PickerForm, TENANT_ID_MISSING } from './pickerModel.ts';

const TenantPickerForm = lazy(() => import('./TenantPickerForm.tsx'));

/** Posts the context and reloads the page with the tenant id in the URL replaced. */
export async function switchContext(value: PickerForm, location: { pathname: string; search: string; hash: string }, reload: (url: string) => void): Promise<void> {
  if (!tenantIdFromPath(location.pathname)) {
    enqueueSnackbar(TENANT_ID_MISSING, { variant: 'error' });
    return;
  }
  try {
    await api.POST('/v1/tenantSubscriptionContext/{tenant}', {
      params: { path: { tenant: value.tenant } },
      body: { tenant: value.tenant, subscriptionId: value.subscriptionId },
    });
  } catch {
    enqueueSnackbar(CONTEXT_UPDATE_FAILED, { variant: 'error' });
    return;
  }
  reload(`${replaceTenantInPath(location.pathname, value.tenant)}${location.search}${location.hash}`);
}

/** The header's 'tenant name > subscription name' button and its popover form. */
export function TenantPicker() {
  const user = useCurrentUser();
  const tenants = useTenantLookup();
  const subscriptions = useSubscriptionLookup();
  const location = useLocation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);

  const tenantId = tenantIdFromPath(location.pathname) ?? user.data?.tenantId ?? '';
  const subscriptionId = user.data?.subscriptionId ?? '';
  const tenantName = tenants.data?.find((t) => t.tenantId === tenantId)?.name;
  const subscriptionName = subscriptions.data?.find((s) => s.subscriptionId === subscriptionId)?.name;
  const label = tenantName || subscriptionName ? `${tenantName ?? 'Select tenant'} > ${subscriptionName ?? 'Select subscription'}` : 'Select tenant > subscription';

  return (
    <>
      <Button
        color="inherit"
        onClick={(e) => setAnchor(e.currentTarget)}
        endIcon={<ArrowDropDown />}
        aria-haspopup="dialog"
        data-testid="tenant-picker"
        sx={{ maxWidth: { xs: 180, sm: 360 }, minWidth: 0, '& .picker-label': { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' } }}
      >
        <span className="picker-label">{label}</span>
      </Button>
      <Popover
        open={!!anchor}
        anchorEl={anchor}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}
        slotProps={{ paper: { sx: { mt: 1 } } }}
      >
        <Suspense fallback={<Box sx={{ p: 3, width: 320, textAlign: 'center' }}><CircularProgress size={24} /></Box>}>
          {tenants.data && subscriptions.data ? (
            <TenantPickerForm
              tenants={tenants.data}
              subscriptions={subscriptions.data}
              initial={{ tenant: tenantId, subscriptionId }}
              onCancel={() => setAnchor(null)}
              onSubmit={(value) => switchContext(value, location, (url) => window.location.assign(url))}
            />
          ) : (
            <Box sx={{ p: 3, width: 320, textAlign: 'center' }}><CircularProgress size={24} /></Box>
          )}
        </Suspense>
      </Popover>
    </>
  );
}
