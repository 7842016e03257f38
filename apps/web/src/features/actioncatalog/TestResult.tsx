import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { formatDateTime } from '../../kit/dates.ts';
import { isPending, resultStatusColor, resultStatusName } from './actionDisplay.ts';
import { TEST_RESULT_POLL_LIMIT_MS, useTestResult } from './queries.ts';

export const TEST_RESULT_WAITING = 'Waiting for the result...';
export const TEST_RESULT_SLOW = 'The run has no result yet. It stays in the Action History, where its result shows when it comes.';
export const TEST_RESULT_LOAD_FAILED = 'Unable to load the test result.';

/** The result of a test run, found in the action history by its messageId; asked for until it is known. */
export function TestResult({ messageId, startedAt }: { messageId: string; startedAt: number }) {
  const result = useTestResult(messageId, startedAt);
  const run = result.data;
  const waiting = !run || (isPending(run.resultStatusId) && (run.attemptCount ?? 0) === 0);
  // Polling stops once a look came this long after the start (queries.ts); the last look's time says so.
  const gaveUp = waiting && result.dataUpdatedAt - startedAt >= TEST_RESULT_POLL_LIMIT_MS;
  const retrying = run && isPending(run.resultStatusId) && (run.attemptCount ?? 0) > 0;

  return (
    <Paper variant="outlined" component="section" aria-label="Test Result" aria-live="polite" sx={{ p: 2, display: 'flex', flexDirection: 'column', gap: 1 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <Typography variant="subtitle2" component="h3">
          Result
        </Typography>
        {run && <Chip size="small" label={resultStatusName(run.resultStatusId)} color={resultStatusColor(run.resultStatusId)} variant="outlined" />}
        {run?.actionProcessed && (
          <Typography variant="caption" color="text.secondary">
            {formatDateTime(run.actionProcessed)}
          </Typography>
        )}
      </Box>
      {result.isError && <Typography color="error">{TEST_RESULT_LOAD_FAILED}</Typography>}
      {!result.isError && waiting && !gaveUp && (
        <>
          <Typography variant="body2">{TEST_RESULT_WAITING}</Typography>
          <LinearProgress aria-label={TEST_RESULT_WAITING} />
        </>
      )}
      {gaveUp && <Typography variant="body2">{TEST_RESULT_SLOW}</Typography>}
      {retrying && (
        <Typography variant="body2">
          Attempt {run.attemptCount} did not succeed; the next attempt is {run.nextAttemptAt ? `at ${formatDateTime(run.nextAttemptAt)}` : 'queued'}.
        </Typography>
      )}
      {run?.resultDetail && (
        <Typography variant="body2" component="pre" sx={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word', fontFamily: 'monospace', m: 0 }}>
          {run.resultDetail}
        </Typography>
      )}
      <Typography variant="caption" color="text.secondary" sx={{ wordBreak: 'break-all' }}>
        Message ID: {messageId}
      </Typography>
    </Paper>
  );
}
