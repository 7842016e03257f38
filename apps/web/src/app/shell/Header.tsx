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

/**
 * The environment's name and the user's name, which every header shows (part 1 line 12). On a phone they
 * stack into one narrow column so both stay visible beside the menu, the picker and the avatar.
 */
export function HeaderIdentity() {
  const user = useCurrentUser();
  const environment = useEnvironment();
  const environmentName = environment.data?.environmentName?.trim() || DEFAULT_ENVIRONMENT_NAME;
  return (
    <Box
      sx={{
        display: 'flex',
        flexDirection: { xs: 'column-reverse', sm: 'row' },
        alignItems: { xs: 'flex-end', sm: 'center' },
        gap: { xs: 0.25, sm: 1 },
        flexShrink: 0,
        minWidth: 0,
        maxWidth: { xs: 150, sm: 'none' },
      }}
    >
      <Chip
        label={environmentName}
        size="small"
        data-testid="environment-name"
        variant="outlined"
        sx={{
          color: 'inherit',
          borderColor: 'currentColor',
          fontWeight: 600,
          maxWidth: '100%',
          height: { xs: 18, sm: 24 },
          fontSize: { xs: 11, sm: 13 },
        }}
      />
      <Typography variant="body2" noWrap data-testid="header-user-name" sx={{ maxWidth: { xs: '100%', sm: 220 }, fontSize: { xs: 12, sm: 14 }, lineHeight: { xs: 1.3 } }}>
        {user.data?.name}
      </Typography>
    </Box>
  );
}

/** The top bar, tinted with the environment colour (the theme's primary colour). */
export function Header({ drawerOpen, onToggleDrawer, showIntakeSettings }: HeaderProps) {
  const permissions = usePermissions();
  const tenantId = useActiveTenantId();
  const showPicker = !permissions.isLoading && showsTenantPicker(permissions.has);

  return (
    <AppBar position="fixed" color="primary" enableColorOnDark sx={(theme) => ({ zIndex: theme.zIndex.drawer + 1 })}>
      {/* One row at every width (the page below is offset by one toolbar height): on a phone the picker gives way. */}
      <Toolbar sx={{ gap: { xs: 0.5, sm: 1 }, px: { xs: 1, sm: 2 } }}>
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
        {showPicker && (
          <Box sx={{ minWidth: 0, flexShrink: 1, display: 'flex' }}>
            <TenantPicker />
          </Box>
        )}
        <Box sx={{ flexGrow: 1 }} />
        <HeaderIdentity />
        <ProfileMenu showIntakeSettings={showIntakeSettings} />
      </Toolbar>
    </AppBar>
  );
}
