import ReplayIcon from '@mui/icons-material/Replay';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import type { ActionHistoryResponse } from '@portal/contracts';
import { useState } from 'react';
import { usePermissions } from '../../app/permissions.tsx';
import { ApiError } from '../../kit/api.ts';
import { formatDateTime } from '../../kit/dates.ts';
import { toast } from '../../kit/toast.ts';
import { isReplayable, resultStatusColor, resultStatusName } from './actionDisplay.ts';
import { useActionHistories, useReplayAction } from './queries.ts';

export const HISTORY_LOAD_FAILED = 'Unable to load the action history.';
export const REPLAY_STARTED = 'The run was queued again.';
export const REPLAY_FAILED = 'A problem occurred replaying the run. Please try again.';
export const NO_HISTORY = 'This action has not run yet.';
const PAGE_SIZES = [10, 25, 50];

const mono = { fontFamily: 'monospace', fontSize: '0.75rem', wordBreak: 'break-all' } as const;

/** The input parameters as sent: JSON text shown pretty when it parses. */
function prettyJson(text: string | null | undefined): string {
  if (!text) return '';
  try {
    return JSON.stringify(JSON.parse(text), null, 1);
  } catch {
    return text;
  }
}

/**
 * The Action History dialog (part 1 §2, §3): a definition's runs, newest first, with the status names of §4;
 * a failed run can be replayed (it runs again with the same webhook-id).
 */
export function ActionHistoryDialog({ actionDefinitionId, name, protocolActionId, onClose }: {
  actionDefinitionId: string;
  name: string;
  /** Only the runs of this protocol action (the Protocols screen's link). */
  protocolActionId?: string;
  onClose: () => void;
}) {
  const [page, setPage] = useState(0);
  const [pageSize, setPageSize] = useState(PAGE_SIZES[0]!);
  const history = useActionHistories(actionDefinitionId, page, pageSize, protocolActionId);
  const replay = useReplayAction();
  const { has } = usePermissions();
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  const rows = (history.data?.value ?? []) as Partial<ActionHistoryResponse>[];
  const total = history.data?.['@odata.count'] ?? rows.length;

  const replayRun = (actionHistoryId: string) =>
    replay.mutate(actionHistoryId, {
      onSuccess: () => toast.success(REPLAY_STARTED),
      onError: (error) => toast.error(error instanceof ApiError && error.status < 500 && error.message ? error.message : REPLAY_FAILED),
    });

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xl" fullScreen={phone} aria-labelledby="action-history-title">
      <DialogTitle id="action-history-title">Action History: {name}</DialogTitle>
      <DialogContent dividers sx={{ p: 0 }}>
        {history.isFetching && <LinearProgress aria-label="Loading action history" sx={{ position: 'absolute', left: 0, right: 0 }} />}
        {history.isError && <Alert severity="error" sx={{ m: 2 }}>{HISTORY_LOAD_FAILED}</Alert>}
        {history.isSuccess && rows.length === 0 && <Box sx={{ p: 3, color: 'text.secondary' }}>{NO_HISTORY}</Box>}
        {rows.length > 0 && (
          <TableContainer>
            <Table size="small" aria-label="Action history" sx={{ '& td': { verticalAlign: 'top' } }}>
              <TableHead>
                <TableRow>
                  <TableCell>Processed</TableCell>
                  <TableCell>Status</TableCell>
                  <TableCell sx={{ minWidth: 220 }}>Result Detail</TableCell>
                  <TableCell sx={{ minWidth: 200 }}>Input Parameters</TableCell>
                  <TableCell>Correlation ID</TableCell>
                  <TableCell>Reference ID</TableCell>
                  <TableCell>Message ID</TableCell>
                  <TableCell>Action History ID</TableCell>
                  <TableCell>Action</TableCell>
                  <TableCell aria-label="Replay" />
                </TableRow>
              </TableHead>
              <TableBody>
                {rows.map((run) => (
                  <TableRow key={run.actionHistoryId} hover>
                    <TableCell sx={{ whiteSpace: 'nowrap' }}>{run.actionProcessed ? formatDateTime(run.actionProcessed) : 'Not yet'}</TableCell>
                    <TableCell>
                      <Chip size="small" variant="outlined" label={resultStatusName(run.resultStatusId)} color={resultStatusColor(run.resultStatusId)} />
                      {(run.attemptCount ?? 0) > 1 && (
                        <Box component="span" sx={{ display: 'block', fontSize: '0.75rem', color: 'text.secondary', mt: 0.5 }}>
                          {run.attemptCount} attempts
                        </Box>
                      )}
                    </TableCell>
                    <TableCell sx={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>{run.resultDetail}</TableCell>
                    <TableCell>
                      <Box component="pre" sx={{ ...mono, m: 0, whiteSpace: 'pre-wrap', maxHeight: 120, overflow: 'auto' }}>
                        {prettyJson(run.inputParameters)}
                      </Box>
                    </TableCell>
                    <TableCell sx={mono}>{run.correlationId}</TableCell>
                    <TableCell sx={mono}>{run.referenceId}</TableCell>
                    <TableCell sx={mono}>{run.messageId}</TableCell>
                    <TableCell sx={mono}>{run.actionHistoryId}</TableCell>
                    <TableCell>{run.actionDefinition?.name ?? name}</TableCell>
                    <TableCell>
                      {isReplayable(run.resultStatusId) && run.actionHistoryId && (
                        <Button
                          size="small"
                          startIcon={<ReplayIcon />}
                          disabled={!has('ActionDefinitions:edit') || replay.isPending}
                          onClick={() => replayRun(run.actionHistoryId!)}
                        >
                          Replay
                        </Button>
                      )}
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
        )}
      </DialogContent>
      <DialogActions sx={{ justifyContent: 'space-between', flexWrap: 'wrap' }}>
        <TablePagination
          component="div"
          count={total}
          page={page}
          rowsPerPage={pageSize}
          rowsPerPageOptions={PAGE_SIZES}
          onPageChange={(_event, next) => setPage(next)}
          onRowsPerPageChange={(event) => {
            setPageSize(Number(event.target.value));
            setPage(0);
          }}
        />
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}
