import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { NotFound } from './NotFound.tsx';

/** A screen that failed to load or threw while rendering; a new deployment's missing chunk reloads. */
export function RouteError() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFound />;
  const message = error instanceof Error ? error.message : 'Something went wrong.';
  return (
    <Box sx={{ p: 4, maxWidth: 720, mx: 'auto' }}>
      <Alert
        severity="error"
        action={<Button color="inherit" size="small" onClick={() => window.location.reload()}>Reload</Button>}
      >
        {message}
      </Alert>
    </Box>
  );
}
