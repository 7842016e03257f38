import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId, type ReactNode } from 'react';

export interface ConfirmDialogProps {
  open: boolean;
  title?: ReactNode;
  message: ReactNode;
  onConfirm: () => void;
  onCancel: () => void;
  confirmLabel?: string;
  cancelLabel?: string;
  /** Disables both buttons while the confirmed action runs. */
  busy?: boolean;
  /** Focuses the cancel button instead, for a question whose Yes loses something (Enter then keeps it). */
  focusCancel?: boolean;
}

/** A Yes/No question; Escape or a click outside answers No. */
export function ConfirmDialog({ open, title, message, onConfirm, onCancel, confirmLabel = 'Yes', cancelLabel = 'No', busy = false, focusCancel = false }: ConfirmDialogProps) {
  const id = useId();
  return (
    <Dialog
      open={open}
      onClose={busy ? undefined : onCancel}
      maxWidth="xs"
      fullWidth
      // Without a title the question itself names the dialog, so a screen reader says what is asked.
      aria-labelledby={title ? `${id}-title` : `${id}-message`}
      aria-describedby={title ? `${id}-message` : undefined}
    >
      {title && <DialogTitle id={`${id}-title`}>{title}</DialogTitle>}
      <DialogContent>
        <DialogContentText component="div" id={`${id}-message`}>
          {message}
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel} disabled={busy} autoFocus={focusCancel}>
          {cancelLabel}
        </Button>
        <Button onClick={onConfirm} disabled={busy} variant="contained" autoFocus={!focusCancel}>
          {confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
