import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { ConfirmDialog } from '../../../kit/ConfirmDialog.tsx';
import { RelativeTime } from '../../../kit/RelativeTime.tsx';
import { toast } from '../../../kit/toast.ts';
import { DRAFT_MAX_AGE_MS, draftMessages, draftTitle, type IntakeDraft } from './drafts.ts';

interface DraftsDialogProps {
  open: boolean;
  drafts: IntakeDraft[];
  onClose: () => void;
  onOpenDraft: (draft: IntakeDraft) => void;
  onDelete: (id: string) => void;
  onDeleteAll: () => void;
}

const HOUR = 60 * 60 * 1000;

function expiresIn(draft: IntakeDraft, now: number): string {
  const hours = Math.max(0, Math.ceil((draft.timestamp + DRAFT_MAX_AGE_MS - now) / HOUR));
  return hours <= 1 ? 'expires within the hour' : `expires in ${hours} hours`;
}

/** The stored drafts: open one, delete one, or delete all after 'Delete All Drafts?'. */
export function DraftsDialog({ open, drafts, onClose, onOpenDraft, onDelete, onDeleteAll }: DraftsDialogProps) {
  const [selected, setSelected] = useState<string | null>(null);
  const [confirmAll, setConfirmAll] = useState(false);
  const [now] = useState(Date.now);
  const current = drafts.find((d) => d.id === selected);

  const openSelected = () => {
    if (!current) return toast.warning(draftMessages.noneSelected);
    onOpenDraft(current);
  };
  const deleteSelected = () => {
    if (!current) return toast.warning(draftMessages.noneSelected);
    onDelete(current.id);
    setSelected(null);
    toast.success(draftMessages.deleted);
  };

  return (
    <>
      <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="intake-drafts-title">
        <DialogTitle id="intake-drafts-title">Drafts</DialogTitle>
        <DialogContent dividers sx={{ p: 0 }}>
          {drafts.length === 0 ? (
            <Typography color="text.secondary" sx={{ p: 3, textAlign: 'center' }}>
              {draftMessages.noneFound}
            </Typography>
          ) : (
            <List aria-label="Drafts" sx={{ py: 0 }}>
              {drafts.map((draft) => (
                // A list holds only list items (axe: list): the button sits inside one.
                <ListItem key={draft.id} disablePadding>
                  <ListItemButton
                    selected={draft.id === selected}
                    onClick={() => setSelected(draft.id)}
                    onDoubleClick={() => onOpenDraft(draft)}
                    divider
                  >
                    <ListItemText
                      primary={draftTitle(draft.data)}
                      secondary={
                        <>
                          Saved <RelativeTime value={draft.timestamp} />, {expiresIn(draft, now)}
                        </>
                      }
                      slotProps={{ primary: { sx: { overflowWrap: 'anywhere' } } }}
                    />
                  </ListItemButton>
                </ListItem>
              ))}
            </List>
          )}
        </DialogContent>
        <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
          <Button color="error" onClick={() => setConfirmAll(true)} disabled={drafts.length === 0} sx={{ mr: 'auto' }}>
            Delete All
          </Button>
          <Button onClick={deleteSelected} disabled={drafts.length === 0}>
            Delete
          </Button>
          <Button onClick={onClose}>Close</Button>
          <Button variant="contained" onClick={openSelected} disabled={drafts.length === 0}>
            Open
          </Button>
        </DialogActions>
      </Dialog>
      <ConfirmDialog
        open={confirmAll}
        message={draftMessages.deleteAllQuestion}
        onCancel={() => setConfirmAll(false)}
        onConfirm={() => {
          setConfirmAll(false);
          onDeleteAll();
          setSelected(null);
          toast.success(draftMessages.allDeleted);
        }}
      />
    </>
  );
}
