import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useState } from 'react';

export const SESSION_EXPIRED_TITLE = 'Your session has expired';
export const SESSION_EXPIRED_MESSAGE =
  'Sign in again to go on. A sign-in window opens; what you entered on this page stays as it is.';
export const POPUP_FAILED_MESSAGE =
  'The sign-in window was blocked or closed before you signed in. Allow pop-ups for this site and try again, or use the login page (unsaved changes on this page are then lost).';

interface SessionExpiredDialogProps {
  open: boolean;
  /** Signs in in a popup window; resolves once signed in (the dialog then closes from outside). */
  onSignIn: () => Promise<unknown>;
  /** Leaves for the login page (a full sign-in; what is on the page is lost). */
  onLoginPage: () => void;
}

/**
 * Over the current screen when the access token ran out and could not be renewed: signing in again
 * happens in a popup, so the screen underneath, with any unsaved form, stays mounted.
 */
export function SessionExpiredDialog({ open, onSignIn, onLoginPage }: SessionExpiredDialogProps) {
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const signIn = () => {
    // Opened straight from the click: browsers let a click open a window, not a later promise.
    setBusy(true);
    setFailed(false);
    onSignIn().then(
      () => setBusy(false),
      () => {
        setBusy(false);
        setFailed(true);
      },
    );
  };
  return (
    <Dialog open={open} maxWidth="xs" fullWidth aria-labelledby="session-expired-title">
      <DialogTitle id="session-expired-title">{SESSION_EXPIRED_TITLE}</DialogTitle>
      <DialogContent>
        <DialogContentText>{SESSION_EXPIRED_MESSAGE}</DialogContentText>
        {failed && <Alert severity="warning" sx={{ mt: 2 }}>{POPUP_FAILED_MESSAGE}</Alert>}
      </DialogContent>
      <DialogActions>
        <Button onClick={onLoginPage} disabled={busy}>Go to the login page</Button>
        <Button variant="contained" onClick={signIn} loading={busy}>Sign in</Button>
      </DialogActions>
    </Dialog>
  );
}
