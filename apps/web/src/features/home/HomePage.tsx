import Download from '@mui/icons-material/Download';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { TenantSettingsResponse } from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { Link, Navigate, useParams } from 'react-router';
import { usePermissions } from '../../app/permissions.tsx';
import { useCurrentUser, useLicenseExpiration, useSubscriptionLookup, useTenantLookup } from '../../app/queries.ts';
import { formatShortDate } from '../../app/shell/formatDate.ts';
import { daysUntil, licenseNotice, parseExpiration } from '../../app/shell/license.ts';
import { itemHref, visibleMenu } from '../../app/shell/menu.ts';
import { menuIcon } from '../../app/shell/menuIcons.tsx';
import { NotFound } from '../../app/shell/NotFound.tsx';
import { isGuid } from '../../app/tenantUrl.ts';
import { usePageTitle } from '../../app/usePageTitle.ts';
import { api } from '../../kit/api.ts';
import { safeHref } from '../../kit/safeHref.ts';
import { AgentDownloadCard } from './AgentDownloadCard.tsx';
import type { z } from 'zod';

type TenantSettings = z.infer<typeof TenantSettingsResponse>;

/**
 * The landing page's license-expiration note. Within 45 days the shell's banner (part 2 §4) already
 * warns on every page, this one included, so the note only shows while the banner does not.
 */
function LicenseNotice() {
  const license = useLicenseExpiration();
  const expiration = parseExpiration(license.data?.licenseExpiration);
  if (!expiration || licenseNotice(expiration)) return null;
  return (
    <Alert severity="info" variant="outlined">
      Your license is valid until {formatShortDate(expiration)} ({daysUntil(expiration)} days left).
    </Alert>
  );
}

function TenantHome({ tenantId }: { tenantId: string }) {
  usePageTitle('Welcome');
  const user = useCurrentUser();
  const tenants = useTenantLookup();
  const subscriptions = useSubscriptionLookup();
  const { has } = usePermissions();
  const settings = useQuery({
    queryKey: ['tenantSettings', tenantId],
    queryFn: ({ signal }): Promise<TenantSettings> => api.GET('/api/{tenantId}/settings', { params: { path: { tenantId } }, signal }),
    staleTime: 5 * 60 * 1000,
  });
  // Only an http(s) address or a path of this site is offered for download; anything else is ignored.
  const downloadUrl = safeHref(settings.data?.agentDownloadUrl, { allowRelative: true });
  const tenantName = tenants.data?.find((t) => t.tenantId === tenantId)?.name;
  const subscriptionName = subscriptions.data?.find((s) => s.subscriptionId === user.data?.subscriptionId)?.name;
  const shortcuts = visibleMenu(has).flatMap((group) => group.items);
  const firstName = user.data?.name.split(/\s+/)[0];

  return (
    <Box sx={{ p: { xs: 2, sm: 3 }, maxWidth: 1200, mx: 'auto' }}>
      <Stack spacing={3}>
        <Box>
          <Typography variant="h4" component="h1" sx={{ fontWeight: 700 }}>Welcome</Typography>
          <Typography color="text.secondary" sx={{ mt: 0.5 }}>
            {firstName ? `Hello, ${firstName}. ` : ''}
            {tenantName ? `You are working in ${tenantName}${subscriptionName ? ` > ${subscriptionName}` : ''}.` : ''}
          </Typography>
        </Box>
        <LicenseNotice />
        {downloadUrl && (
          <Card variant="outlined">
            <CardContent sx={{ display: 'flex', alignItems: { xs: 'stretch', sm: 'center' }, gap: 2, flexDirection: { xs: 'column', sm: 'row' } }}>
              <Box sx={{ flexGrow: 1 }}>
                <Typography variant="h6" component="h2">Windows Agent</Typography>
                <Typography variant="body2" color="text.secondary">
                  Install the agent on a Windows machine to monitor it from this portal.
                </Typography>
              </Box>
              <Button variant="contained" startIcon={<Download />} href={downloadUrl} rel="noopener noreferrer">
                Download Windows Agent
              </Button>
            </CardContent>
          </Card>
        )}
        <AgentDownloadCard />
        {shortcuts.length > 0 && (
          <Box>
            <Typography variant="h6" component="h2" gutterBottom>Summary</Typography>
            <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(3, 1fr)', lg: 'repeat(4, 1fr)' } }}>
              {shortcuts.map((item) => (
                <Card key={item.label} variant="outlined" sx={{ height: '100%' }}>
                  <CardActionArea component={Link} to={itemHref(item, tenantId)} sx={{ p: 2, height: '100%', display: 'flex', alignItems: 'center', justifyContent: 'flex-start', gap: 1.5 }}>
                    <Box sx={{ color: 'primary.main', display: 'flex' }}>{menuIcon(item.icon)}</Box>
                    <Typography sx={{ fontWeight: 600 }}>{item.label}</Typography>
                  </CardActionArea>
                </Card>
              ))}
            </Box>
          </Box>
        )}
      </Stack>
    </Box>
  );
}

/** `/` goes to the user's current tenant; `/{tenantId}` is the landing page; any other word is a 404. */
export default function HomePage() {
  const { tenantId } = useParams();
  const user = useCurrentUser();
  if (tenantId !== undefined) return isGuid(tenantId) ? <TenantHome tenantId={tenantId} /> : <NotFound />;
  if (user.isPending) {
    return <Box sx={{ display: 'flex', justifyContent: 'center', py: 8 }}><CircularProgress size={32} /></Box>;
  }
  const contextTenant = user.data?.tenantId;
  if (contextTenant) return <Navigate to={`/${contextTenant}`} replace />;
  return <NoTenantHome />;
}

function NoTenantHome() {
  usePageTitle('Welcome');
  return (
    <Box sx={{ p: 3 }}>
      <Typography variant="h4" component="h1" sx={{ fontWeight: 700 }}>Welcome</Typography>
      <Typography color="text.secondary" sx={{ mt: 1 }}>
        No tenant is selected for your account yet. Choose one with the tenant picker, or ask an administrator to grant you a tenant.
      </Typography>
    </Box>
  );
}
