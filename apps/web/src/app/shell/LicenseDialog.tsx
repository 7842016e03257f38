import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useLicenseExpiration } from '../queries.ts';
import { EULA_TEXT } from './eula.ts';
import { formatShortDate } from '../../kit/dates.ts';
import { daysUntil, parseExpiration } from './license.ts';

export function LicenseDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const license = useLicenseExpiration();
  const [showEula, setShowEula] = useState(false);
  const expiration = parseExpiration(license.data?.licenseExpiration);
  const days = expiration ? daysUntil(expiration) : undefined;

  let expirationText = 'Expiration Date Loading...';
  if (expiration) expirationText = `Expiration Date: ${formatShortDate(expiration)}`;
  else if (license.isError || (license.isSuccess && !expiration)) expirationText = 'Expiration Date: unknown';

  return (
    <Dialog open={open} onClose={onClose} maxWidth="sm" fullWidth aria-labelledby="license-dialog-title">
      <DialogTitle id="license-dialog-title">License</DialogTitle>
      <DialogContent dividers>
        <Typography>{expirationText}</Typography>
        {days !== undefined && (
          <Typography color={days < 10 ? 'error' : 'text.secondary'} sx={{ mt: 0.5 }}>
            {days > 0 ? `Days Left: ${days}` : 'Your license has expired'}
          </Typography>
        )}
        <Button sx={{ mt: 2, px: 0 }} onClick={() => setShowEula((v) => !v)} aria-expanded={showEula}>
          {showEula ? 'Hide End-User License Agreement' : 'View End-User License Agreement'}
        </Button>
        {showEula && (
          <Box
            component="pre"
            tabIndex={0}
            aria-label="End-User License Agreement"
            sx={{ mt: 1, p: 2, maxHeight: 320, overflow: 'auto', whiteSpace: 'pre-wrap', fontFamily: 'inherit', fontSize: 13, bgcolor: 'action.hover', borderRadius: 1 }}
          >
            {EULA_TEXT}
          </Box>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}
