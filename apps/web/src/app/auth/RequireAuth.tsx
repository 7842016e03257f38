import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, type ReactNode } from 'react';
import { useAuth } from 'react-oidc-context';
import { useLocation, useNavigate } from 'react-router';
import { LOGIN_PATH } from './oidc.ts';

export function CenteredMessage({ children, busy = false }: { children?: ReactNode; busy?: boolean }) {
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column', alignItems: 'center', justifyContent: 'center', gap: 2 }}>
      {busy && <CircularProgress size={32} />}
      {typeof children === 'string' ? <Typography color="text.secondary">{children}</Typography> : children}
    </Box>
  );
}

/** Shows the page only to a signed-in user; everyone else sees 'Redirecting to login page...' and goes there. */
export function RequireAuth({ children }: { children: ReactNode }) {
  const auth = useAuth();
  const location = useLocation();
  const navigate = useNavigate();
  const renewTried = useRef(false);

  useEffect(() => {
    if (auth.isLoading || auth.activeNavigator || auth.isAuthenticated) return;
    const requestUrl = `${location.pathname}${location.search}${location.hash}`;
    const toLogin = () => navigate(`${LOGIN_PATH}?requestUrl=${encodeURIComponent(requestUrl)}`, { replace: true });
    if (auth.user?.expired && auth.user.refresh_token && !renewTried.current) {
      // A stored sign-in whose token ran out while the browser was closed: try the refresh token first.
      renewTried.current = true;
      void auth.signinSilent().then((user) => { if (!user) toLogin(); }, toLogin);
      return;
    }
    toLogin();
  }, [auth, location, navigate]);

  if (auth.isAuthenticated) return children;
  if (auth.isLoading || auth.activeNavigator === 'signinSilent') return <CenteredMessage busy />;
  return <CenteredMessage busy>Redirecting to login page...</CenteredMessage>;
}
