import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { CopyButton } from '../../kit/CopyButton.tsx';
import { NO_TOKEN_TO_COPY, TOKEN_COPY_FAILED } from './tokenDisplay.ts';

export interface NewToken {
  tokenGrantId: string;
  name: string;
  token: string;
}

/** The generated token, shown once: it lives only in this page's memory and is gone after leaving it. */
export function NewTokenNotice({ token, onClose }: { token: NewToken; onClose?: () => void }) {
  return (
    <Alert severity="warning" onClose={onClose} sx={{ '& .MuiAlert-message': { minWidth: 0, flex: 1 } }} data-testid="new-token">
      <AlertTitle>Copy the token for {token.name} now</AlertTitle>
      <Typography variant="body2" sx={{ mb: 1 }}>
        This token is shown only once. It cannot be viewed after you leave this page.
      </Typography>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, bgcolor: 'action.hover', borderRadius: 1, px: 1.5, py: 0.5 }}>
        <Typography component="code" aria-label="Generated token" sx={{ fontFamily: 'monospace', wordBreak: 'break-all', flex: 1 }}>
          {token.token}
        </Typography>
        <CopyButton value={token.token} label="Copy token" failureMessage={TOKEN_COPY_FAILED} emptyMessage={NO_TOKEN_TO_COPY} />
      </Box>
    </Alert>
  );
}
