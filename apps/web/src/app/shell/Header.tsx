import MenuIcon from '@mui/icons-material/Menu';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { Link } from 'react-router';
import { usePermissions } from '../permissions.tsx';
import { useCurrentUser, useEnvironment } from '../queries.ts';
import { useActiveTenantId } from '../tenantUrl.ts';
import { PRODUCT_NAME } from '../usePageTitle.ts';
import { showsTenantPicker } from './menu.ts';
import { ProfileMenu } from './ProfileMenu.tsx';
import { TenantPicker } from './TenantPicker.tsx';

export const DEFAULT_ENVIRONMENT_NAME = 'Default';

interface HeaderProps {
  drawerOpen: boolean;
  onToggleDrawer: () => void;
  showIntakeSettings: boolean;
}

/** The top bar, tinted with the environment colour (the theme's primary colour). */
export function Header({ drawerOpen, onToggleDrawer, showIntakeSettings }: HeaderProps) {
  const user = useCurrentUser();
  const environment = useEnvironment();
  const permissions = usePermissions();
  const tenantId = useActiveTenantId();
  const environmentName = environment.data?.environmentName?.trim() || DEFAULT_ENVIRONMENT_NAME;
  const showPicker = !permissions.isLoading && showsTenantPicker(permissions.has);

  return (
    <AppBar position="fixed" color="primary" enableColorOnDark sx={(theme) => ({ zIndex: theme.zIndex.drawer + 1 })}>
      <Toolbar sx={{ gap: 1 }}>
        <IconButton
          color="inherit"
          edge="start"
          onClick={onToggleDrawer}
          aria-label={drawerOpen ? 'Close menu' : 'Open menu'}
          aria-expanded={drawerOpen}
        >
          <MenuIcon />
        </IconButton>
        <Typography
          variant="h6"
          component={Link}
          to={tenantId ? `/${tenantId}` : '/'}
          noWrap
          sx={{ color: 'inherit', textDecoration: 'none', fontWeight: 700, display: { xs: showPicker ? 'none' : 'block', sm: 'block' } }}
        >
          {PRODUCT_NAME}
        </Typography>
        {showPicker && <TenantPicker />}
        <Box sx={{ flexGrow: 1 }} />
        <Chip
          label={environmentName}
          size="small"
          data-testid="environment-name"
          sx={{ color: 'inherit', borderColor: 'currentColor', fontWeight: 600, display: { xs: 'none', sm: 'inline-flex' } }}
          variant="outlined"
        />
        <Typography variant="body2" noWrap data-testid="header-user-name" sx={{ display: { xs: 'none', sm: 'block' }, maxWidth: 220 }}>
          {user.data?.name}
        </Typography>
        <ProfileMenu showIntakeSettings={showIntakeSettings} />
      </Toolbar>
    </AppBar>
  );
}
