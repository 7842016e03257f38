import OpenInNew from '@mui/icons-material/OpenInNew';
import Phone from '@mui/icons-material/Phone';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Divider from '@mui/material/Divider';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { ApiError } from '../../kit/api.ts';
import { RelativeTime } from '../../kit/RelativeTime.tsx';
import { useNotFoundRedirect } from '../../kit/panel/usePanelParams.ts';
import { safeHref } from '../../kit/safeHref.ts';
import { useCallMe, useExternalNotes, useRcItem } from './queries.ts';
import { RequestCommunications } from './RequestCommunications.tsx';
import { SatisfactionIcon, StatusChip } from './StatusChip.tsx';

/** Errors that send the user to the not-found route instead of showing here. */
const isNotFound = (error: unknown) => error instanceof ApiError && (error.status === 404 || error.status === 400);

export const detailTitle = (workUnitId: number, title: string) => `Work Unit #${workUnitId}: ${title}`;

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box sx={{ minWidth: 140 }}>
      <Typography variant="caption" color="text.secondary" component="div">
        {label}
      </Typography>
      <Typography variant="body2" component="div">
        {children}
      </Typography>
    </Box>
  );
}

/** One request: status, external notes and, once Done, the resolution; Call Me asks for a call back. */
export function RequestDetailDialog({ workUnitId, onClose }: { workUnitId: number; onClose: () => void }) {
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'));
  const item = useRcItem(workUnitId);
  // §2.2: an id that is not there (or not the caller's) goes to the not-found route, as the staff panel does.
  useNotFoundRedirect(item.error);
  // Only once the request is known to be the caller's: an id from a link that is not asks the server nothing more.
  const notes = useExternalNotes(item.data ? workUnitId : undefined);
  const callMe = useCallMe();
  const data = item.data;

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="md" fullScreen={fullScreen} aria-labelledby="request-detail-title">
      <DialogTitle id="request-detail-title" sx={{ overflowWrap: 'anywhere' }}>
        {data ? detailTitle(data.workUnitId, data.title) : `Work Unit #${workUnitId}`}
      </DialogTitle>
      <DialogContent dividers>
        {item.isPending && (
          <Box sx={{ display: 'flex', justifyContent: 'center', p: 4 }}>
            <CircularProgress />
          </Box>
        )}
        {item.isError && !isNotFound(item.error) && <Alert severity="error">{item.error.message}</Alert>}
        {data && (
          <Stack spacing={2.5}>
            <Stack direction="row" spacing={3} useFlexGap sx={{ flexWrap: 'wrap' }}>
              <Field label="Status">
                <StatusChip status={data.status} />
              </Field>
              <Field label="Created">
                <RelativeTime value={data.created} />
              </Field>
              <Field label="Service">{data.service ?? '—'}</Field>
              <Field label="Need">{data.need ?? '—'}</Field>
              {data.stakeholderExperienceScore && (
                <Field label="Satisfaction">
                  <SatisfactionIcon score={data.stakeholderExperienceScore} />
                </Field>
              )}
              {data.referenceUrl && (
                <Field label="External Reference">
                  {safeHref(data.referenceUrl) ? (
                    <Link href={safeHref(data.referenceUrl)} target="_blank" rel="noopener noreferrer" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}>
                      {data.referenceId ?? 'Open'} <OpenInNew fontSize="inherit" />
                    </Link>
                  ) : (
                    // Not an http(s) address: shown, never followed.
                    <Box component="span" sx={{ overflowWrap: 'anywhere' }}>{data.referenceUrl}</Box>
                  )}
                </Field>
              )}
            </Stack>
            {data.description && (
              <Box>
                <Typography variant="subtitle2" gutterBottom>
                  Description
                </Typography>
                <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                  {data.description}
                </Typography>
              </Box>
            )}
            {data.status === 'Done' && (
              <Alert severity="success" variant="outlined" icon={false}>
                <Typography variant="subtitle2" gutterBottom>
                  Resolution
                </Typography>
                <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }} data-testid="rc-resolution">
                  {data.resolution || 'No resolution was recorded.'}
                </Typography>
              </Alert>
            )}
            <RequestCommunications workUnitId={data.workUnitId} />
            <Box>
              <Typography variant="subtitle2" gutterBottom>
                Notes
              </Typography>
              {notes.isPending && <CircularProgress size={20} />}
              {notes.isError && <Alert severity="error">{notes.error.message}</Alert>}
              {notes.data && notes.data.value.length === 0 && (
                <Typography variant="body2" color="text.secondary">
                  No notes yet.
                </Typography>
              )}
              <Stack divider={<Divider flexItem />} spacing={1.5}>
                {notes.data?.value.map((note) => (
                  <Box key={note.workUnitNoteId}>
                    <Typography variant="caption" color="text.secondary">
                      <RelativeTime value={note.created} /> · {note.createdBy}
                    </Typography>
                    <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                      {note.detail}
                    </Typography>
                  </Box>
                ))}
              </Stack>
            </Box>
          </Stack>
        )}
      </DialogContent>
      <DialogActions>
        <Button
          startIcon={callMe.isPending ? <CircularProgress size={16} color="inherit" /> : <Phone />}
          onClick={() => callMe.mutate(workUnitId)}
          disabled={!data || callMe.isPending}
        >
          Call Me
        </Button>
        <Button variant="contained" onClick={onClose}>
          Close
        </Button>
      </DialogActions>
    </Dialog>
  );
}
