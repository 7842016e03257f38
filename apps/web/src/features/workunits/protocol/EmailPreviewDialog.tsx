import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Divider from '@mui/material/Divider';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useId, useState } from 'react';
import { toast } from '../../../kit/toast.ts';
import { renderEmailPreview, type EmailPreview } from './api.ts';
import { actionName, manualActionMessages, userDefinedParameters, type ManualAction } from './manualActions.ts';
import { UserParameterFields } from './RunParametersDialog.tsx';

const HEADER_FIELDS = [
  ['to', 'To'],
  ['cc', 'Cc'],
  ['bcc', 'Bcc'],
  ['subject', 'Subject'],
] as const satisfies ReadonlyArray<readonly [keyof EmailPreview, string]>;

/**
 * The mail an action would send (`POST /v1/emailtemplates/render`): to, cc, bcc, subject and body, all
 * shown as text (a template's HTML is never rendered). User-defined parameters can be filled in and the
 * preview made again.
 */
export function EmailPreviewDialog({ workUnitId, action, onClose }: { workUnitId: number; action: ManualAction; onClose: () => void }) {
  const id = useId();
  const names = userDefinedParameters(action);
  const [values, setValues] = useState<Record<string, string>>({});
  const render = useMutation({
    mutationFn: (params: Record<string, string>) => renderEmailPreview(workUnitId, action.protocolActionId, params),
    onError: () => toast.error(manualActionMessages.previewFailed),
  });
  const { mutate } = render;
  // The first preview as the dialog opens, with the parameters empty.
  useEffect(() => mutate({}), [mutate]);
  const preview = render.data;

  return (
    <Dialog open onClose={onClose} maxWidth="md" fullWidth aria-labelledby={`${id}-title`}>
      <DialogTitle id={`${id}-title`}>Email Preview: {actionName(action)}</DialogTitle>
      <DialogContent>
        {names.length > 0 && (
          <Box component="section" aria-label="User-defined parameters" sx={{ mb: 2 }}>
            <Typography variant="subtitle2" sx={{ mb: 1 }}>
              User-defined parameters
            </Typography>
            <UserParameterFields names={names} values={values} onChange={setValues} />
            <Button sx={{ mt: 1 }} onClick={() => render.mutate(values)} disabled={render.isPending}>
              Refresh Preview
            </Button>
            <Divider sx={{ mt: 1 }} />
          </Box>
        )}
        {render.isPending && (
          <Box sx={{ display: 'flex', justifyContent: 'center', p: 2 }}>
            <CircularProgress aria-label="Generating the preview" />
          </Box>
        )}
        {render.isError && <Alert severity="error">{manualActionMessages.previewFailed}</Alert>}
        {preview && !render.isPending && (
          <>
            <Table size="small" aria-label="Email headers">
              <TableBody>
                {HEADER_FIELDS.map(([field, label]) => (
                  <TableRow key={field}>
                    <TableCell component="th" scope="row" sx={{ fontWeight: 600, width: '6rem', verticalAlign: 'top' }}>
                      {label}
                    </TableCell>
                    <TableCell sx={{ wordBreak: 'break-word' }}>{preview[field] || '—'}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
            <Typography variant="subtitle2" sx={{ mt: 2 }} id={`${id}-body`}>
              Body
            </Typography>
            <Box
              component="pre"
              aria-labelledby={`${id}-body`}
              sx={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word', fontFamily: 'monospace', fontSize: '0.85rem', bgcolor: 'action.hover', p: 1.5, borderRadius: 1, m: 0 }}
            >
              {preview.body}
            </Box>
          </>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}
