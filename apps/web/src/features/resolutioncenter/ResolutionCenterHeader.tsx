import SupportAgent from '@mui/icons-material/SupportAgent';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { Link } from 'react-router';
import { usePermissions } from '../../app/permissions.tsx';
import { HeaderIdentity } from '../../app/shell/Header.tsx';
import { showsTenantPicker } from '../../app/shell/menu.ts';
import { ProfileMenu } from '../../app/shell/ProfileMenu.tsx';
import { TenantPicker } from '../../app/shell/TenantPicker.tsx';

export const RESOLUTION_CENTER_TITLE = 'Resolution Center';

/** The Resolution Center's own header: its title, the picker where the shell would show it, the environment, the user and profile menu. */
export function ResolutionCenterHeader({ tenantId }: { tenantId: string | undefined }) {
  const permissions = usePermissions();
  const showPicker = !permissions.isLoading && showsTenantPicker(permissions.has);
  // Staff may look at the customer view; they get a way back to the portal.
  const isStaff = permissions.has('WorkUnits:view');

  return (
    <AppBar position="sticky" color="primary" enableColorOnDark>
      {/* On a phone the picker gets a row of its own under the title. */}
      <Toolbar sx={{ gap: 1.5, flexWrap: { xs: 'wrap', sm: 'nowrap' }, py: { xs: 1, sm: 0 } }}>
        <SupportAgent sx={{ display: { xs: 'none', sm: 'block' } }} />
        <Typography variant="h6" component="h1" noWrap sx={{ fontWeight: 700 }}>
          {RESOLUTION_CENTER_TITLE}
        </Typography>
        {showPicker && (
          <Box sx={{ order: { xs: 10, sm: 0 }, width: { xs: '100%', sm: 'auto' }, minWidth: 0 }}>
            <TenantPicker />
          </Box>
        )}
        <Box sx={{ flexGrow: 1 }} />
        {isStaff && (
          <Button color="inherit" component={Link} to={tenantId ? `/${tenantId}` : '/'} sx={{ display: { xs: 'none', sm: 'inline-flex' } }}>
            Back to portal
          </Button>
        )}
        <HeaderIdentity />
        <ProfileMenu showIntakeSettings={false} />
      </Toolbar>
    </AppBar>
  );
}
