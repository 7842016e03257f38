import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { CopyButton } from '../../kit/CopyButton.tsx';
import { useWuCommById } from './queries.ts';
import { buildReport, REPORT_TITLES, type ReportKind } from './report.ts';

const REPORT_HELP: Record<ReportKind, string> = {
  external: 'What customers may read: customer-facing steps only, no internal bridge, program manager or internal times.',
  internal: 'For staff: every field, every step, the related work units and how timely the updates were.',
};

/** External Report / Internal Report (the row menu's report data dialog): the text, with Copy. */
export function ReportDialog({ communicationId, kind, onClose }: { communicationId: number; kind: ReportKind; onClose: () => void }) {
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'));
  const record = useWuCommById(communicationId);
  const text = record.data ? buildReport(record.data, kind) : '';
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="md" fullScreen={fullScreen} aria-labelledby="wucomm-report-title">
      <DialogTitle id="wucomm-report-title">{REPORT_TITLES[kind]}</DialogTitle>
      <DialogContent dividers>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>{REPORT_HELP[kind]}</Typography>
        {record.isPending && <CircularProgress aria-label="Loading report" />}
        {record.isError && <Alert severity="error">{record.error.message}</Alert>}
        {record.data && (
          <Box
            component="pre"
            data-testid="wucomm-report"
            sx={{ m: 0, p: 1.5, bgcolor: 'action.hover', borderRadius: 1, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', fontFamily: 'inherit', fontSize: '0.875rem' }}
          >
            {text}
          </Box>
        )}
      </DialogContent>
      <DialogActions>
        <CopyButton value={text} label={`Copy ${REPORT_TITLES[kind]}`} />
        <Button variant="contained" onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}
