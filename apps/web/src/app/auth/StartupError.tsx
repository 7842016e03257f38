import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { CenteredMessage } from './RequireAuth.tsx';

/** Shown when the sign-in configuration cannot be fetched (server down or misconfigured). */
export function StartupError({ error }: { error: unknown }) {
  return (
    <CenteredMessage>
      <Alert
        severity="error"
        component="span"
        sx={{ display: 'inline-flex', textAlign: 'left' }}
        action={<Button color="inherit" size="small" onClick={() => window.location.reload()}>Retry</Button>}
      >
        The portal could not start: {error instanceof Error ? error.message : 'unknown error'}
      </Alert>
    </CenteredMessage>
  );
}
