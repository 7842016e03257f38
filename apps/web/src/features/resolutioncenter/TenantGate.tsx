import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { useCurrentUser, useTenantLookup } from '../../app/queries.ts';
import { useUrlTenantId } from '../../app/tenantUrl.ts';

export const tenantGateMessages = {
  sentHome: "You have no access to the Resolution Center of the tenant in that address, so your own tenant's is shown.",
  noAccess: "You have no access to this tenant's Resolution Center. Please contact your administrator if you need it.",
} as const;

/** What the page's location state says after sending someone to their own tenant. */
interface SentHomeState {
  rcSentHome?: boolean;
}

export function wasSentHome(state: unknown): boolean {
  return typeof state === 'object' && state !== null && (state as SentHomeState).rcSentHome === true;
}

/**
 * Keeps the Resolution Center to tenants the person may use: an address naming another tenant sends
 * them to their own tenant's (saying why), or, with none to go to, says plainly that they have no access
 * there. Without this the page listed nothing and offered a Create Request the server then refused.
 */
export function TenantGate({ children }: { children: ReactNode }) {
  const urlTenantId = useUrlTenantId();
  const location = useLocation();
  const tenants = useTenantLookup(Boolean(urlTenantId));
  const user = useCurrentUser();
  if (!urlTenantId || tenants.isError) return children;
  if (!tenants.data || user.isPending) {
    return (
      <Box sx={{ display: 'flex', justifyContent: 'center', p: 4 }}>
        <CircularProgress aria-label="Loading" />
      </Box>
    );
  }
  const usable = new Set(tenants.data.map((tenant) => tenant.tenantId.toLowerCase()));
  if (usable.has(urlTenantId.toLowerCase())) return children;
  const stored = user.data?.tenantId;
  const own = stored && usable.has(stored.toLowerCase()) ? stored : tenants.data[0]?.tenantId;
  if (own) {
    const state: SentHomeState = { rcSentHome: true };
    return <Navigate replace to={`/${own}/resolutioncenter${location.search}`} state={state} />;
  }
  return <Alert severity="warning">{tenantGateMessages.noAccess}</Alert>;
}
