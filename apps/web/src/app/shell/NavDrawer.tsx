import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import Link from '@mui/material/Link';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { DRAWER_WIDTH } from '../theme.ts';
import { useVersion } from '../queries.ts';
import { LicenseDialog } from './LicenseDialog.tsx';
import { NavMenu } from './NavMenu.tsx';

interface NavDrawerProps {
  open: boolean;
  temporary: boolean;
  onClose: () => void;
}

/** 260 px sidebar: temporary (overlay) on small screens, persistent beside the content on larger ones. */
export function NavDrawer({ open, temporary, onClose }: NavDrawerProps) {
  const version = useVersion();
  const [licenseOpen, setLicenseOpen] = useState(false);

  const content = (
    <Box sx={{ display: 'flex', flexDirection: 'column', height: '100%' }}>
      <Toolbar />
      <Box sx={{ flexGrow: 1, overflowY: 'auto', pt: 1 }}>
        <NavMenu onNavigate={temporary ? onClose : undefined} />
      </Box>
      <Divider />
      <Box component="footer" sx={{ px: 2, py: 1.5, display: 'flex', justifyContent: 'space-between', alignItems: 'center' }}>
        <Typography variant="caption" color="text.secondary" data-testid="app-version">
          {version.data ? `Version ${version.data}` : ' '}
        </Typography>
        <Link component="button" variant="caption" onClick={() => setLicenseOpen(true)}>
          License
        </Link>
      </Box>
      <LicenseDialog open={licenseOpen} onClose={() => setLicenseOpen(false)} />
    </Box>
  );

  if (temporary) {
    return (
      <Drawer
        variant="temporary"
        open={open}
        onClose={onClose}
        ModalProps={{ keepMounted: true }}
        data-testid="nav-drawer"
        data-variant="temporary"
        sx={{ '& .MuiDrawer-paper': { width: DRAWER_WIDTH, boxSizing: 'border-box' } }}
      >
        {content}
      </Drawer>
    );
  }
  return (
    <Drawer
      variant="persistent"
      open={open}
      data-testid="nav-drawer"
      data-variant="persistent"
      sx={(theme) => ({
        width: open ? DRAWER_WIDTH : 0,
        flexShrink: 0,
        transition: theme.transitions.create('width', { duration: theme.transitions.duration.enteringScreen }),
        '& .MuiDrawer-paper': { width: DRAWER_WIDTH, boxSizing: 'border-box' },
      })}
    >
      {content}
    </Drawer>
  );
}
