import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import LinearProgress from '@mui/material/LinearProgress';
import Switch from '@mui/material/Switch';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import type { RuleDryRunResponse, RuleDryRunResult } from '@portal/contracts';
import { useId, useState } from 'react';
import { useFormContext } from 'react-hook-form';
import { ApiError } from '../../kit/api.ts';
import { formatDateTime } from '../../kit/dates.ts';
import { DRY_RUN_PACKETS, useRuleDryRun } from './queries.ts';
import { RuleForm, type RuleFormValues } from './ruleForm.ts';

export const DRY_RUN_LABEL = 'Dry Run';
export const DRY_RUN_NO_PACKETS = "No packets are stored in this rule's scope yet, so there is nothing to try it on.";
export const DRY_RUN_NO_MATCHES = (evaluated: number) => `None of the last ${evaluated} packets would have matched.`;
export const DRY_RUN_FAILED = 'The dry run failed. Please try again.';
const SHOWN_ROWS = 200;

/** Which condition decided, in words: 'Condition 2: …', or the reason alone when scope or time decided. */
export function decidedByText(result: Pick<RuleDryRunResult, 'decidedBy'>): string {
  const { conditionIndex, reason } = result.decidedBy;
  return conditionIndex === null ? reason : `Condition ${conditionIndex + 1}: ${reason}`;
}

function Results({ answer }: { answer: RuleDryRunResponse }) {
  const [onlyMatches, setOnlyMatches] = useState(answer.matched > 0);
  if (answer.evaluated === 0) return <Alert severity="info">{DRY_RUN_NO_PACKETS}</Alert>;
  const rows = answer.results.filter((r) => !onlyMatches || r.matched);
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1.5 }}>
      <Typography role="status">
        {answer.matched} of the last {answer.evaluated} packets would have matched.
      </Typography>
      <FormControlLabel control={<Switch checked={onlyMatches} onChange={(_e, on) => setOnlyMatches(on)} />} label="Only packets that would have matched" />
      {rows.length === 0 ? (
        <Alert severity="info">{DRY_RUN_NO_MATCHES(answer.evaluated)}</Alert>
      ) : (
        <Table size="small" aria-label="Dry run results">
          <TableHead>
            <TableRow>
              <TableCell>Timestamp</TableCell>
              <TableCell>Subject</TableCell>
              <TableCell>Verdict</TableCell>
              <TableCell>Why</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.slice(0, SHOWN_ROWS).map((row) => (
              <TableRow key={row.packetId}>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDateTime(row.timestamp)}</TableCell>
                <TableCell sx={{ overflowWrap: 'anywhere', fontFamily: 'monospace', fontSize: '0.8rem' }}>{row.subjectId}</TableCell>
                <TableCell>
                  <Chip size="small" label={row.matched ? 'Match' : 'No match'} color={row.matched ? 'success' : 'default'} variant={row.matched ? 'filled' : 'outlined'} />
                </TableCell>
                <TableCell sx={{ overflowWrap: 'anywhere' }}>{decidedByText(row)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
      {rows.length > SHOWN_ROWS && <Typography variant="caption" color="text.secondary">The first {SHOWN_ROWS} of {rows.length} are shown.</Typography>}
    </Box>
  );
}

/**
 * Dry Run (beyond the spec, issue 30 item 4): the rule as it stands in the editor, unsaved, against the last
 * 1,000 stored packets of its scope; which would have matched and the condition that decided each.
 */
export function RuleDryRunButton() {
  const { getValues, watch } = useFormContext<RuleFormValues>();
  const dryRun = useRuleDryRun();
  const [open, setOpen] = useState(false);
  const titleId = useId();
  const valid = RuleForm.safeParse(watch()).success;
  const run = () => {
    const parsed = RuleForm.safeParse(getValues());
    if (!parsed.success) return;
    setOpen(true);
    dryRun.mutate(parsed.data);
  };
  const failure = dryRun.error instanceof ApiError && dryRun.error.status === 400 ? dryRun.error.message : DRY_RUN_FAILED;
  return (
    <>
      <Tooltip title={valid ? `Try the rule on the last ${DRY_RUN_PACKETS} packets without saving it` : 'Complete the rule first: the save button lists what is missing.'} describeChild>
        <span style={{ marginRight: 'auto' }}>
          <Button startIcon={<PlayArrowIcon />} disabled={!valid || dryRun.isPending} onClick={run}>
            {DRY_RUN_LABEL}
          </Button>
        </span>
      </Tooltip>
      <Dialog open={open} onClose={() => setOpen(false)} maxWidth="md" fullWidth aria-labelledby={titleId}>
        <DialogTitle id={titleId}>Dry Run: {getValues('name') || 'unsaved rule'}</DialogTitle>
        <DialogContent dividers>
          <Box sx={{ height: 4, mb: 1 }}>{dryRun.isPending && <LinearProgress aria-label="Running the dry run" />}</Box>
          {dryRun.isError && <Alert severity="error">{failure}</Alert>}
          {dryRun.data && <Results key={dryRun.submittedAt} answer={dryRun.data} />}
        </DialogContent>
        <DialogActions>
          <Button onClick={run} disabled={dryRun.isPending}>Run Again</Button>
          <Button variant="contained" onClick={() => setOpen(false)}>Close</Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
