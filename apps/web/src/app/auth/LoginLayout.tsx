import Lock from '@mui/icons-material/Lock';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { PRODUCT_NAME } from '../usePageTitle.ts';

interface LoginLayoutProps {
  /** The environment name, shown under the product name when known. */
  environmentName?: string | null;
  children?: ReactNode;
}

/**
 * The login page's frame: the environment-tinted backdrop and a card with the lock, the product name
 * and the environment. The login page and the start-up error (sign-in configuration not loaded) share it.
 */
export function LoginLayout({ environmentName, children }: LoginLayoutProps) {
  return (
    <Box
      component="main"
      sx={{
        minHeight: '100vh',
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        p: 2,
        background: (theme) => `linear-gradient(160deg, ${theme.palette.primary.main} 0%, ${theme.palette.primary.dark} 45%, ${theme.palette.background.default} 45%)`,
      }}
    >
      <Paper elevation={3} sx={{ width: '100%', maxWidth: 420, p: { xs: 3, sm: 5 } }}>
        <Stack spacing={3}>
          <Stack spacing={1} sx={{ alignItems: 'center' }}>
            <Box sx={{ bgcolor: 'primary.main', color: 'primary.contrastText', borderRadius: '50%', p: 1.5, display: 'flex' }}>
              <Lock />
            </Box>
            <Typography variant="h5" component="h1" sx={{ fontWeight: 700 }}>{PRODUCT_NAME}</Typography>
            {environmentName?.trim() && (
              <Typography variant="body2" color="text.secondary" data-testid="login-environment">{environmentName}</Typography>
            )}
          </Stack>
          {children}
        </Stack>
      </Paper>
    </Box>
  );
}
