import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import LinearProgress from '@mui/material/LinearProgress';
import Switch from '@mui/material/Switch';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { ruleMessages, type RuleMatch } from '@portal/contracts';
import { useEffect, useState } from 'react';
import { formatDateTime } from '../../kit/dates.ts';
import { RelativeTime } from '../../kit/RelativeTime.tsx';
import { SidePanel } from '../../kit/panel/SidePanel.tsx';
import { usePanelParams } from '../../kit/panel/usePanelParams.ts';
import { toast } from '../../kit/toast.ts';
import { RULE_MATCHES_PAGE_SIZE, useRule, useRuleMatches } from './queries.ts';

export const REFRESH_NOTE = 'This page refreshes every 30 seconds.';
export const PAUSED_NOTE = 'Refreshing is paused.';
/** The Rule Matches panel is wide (part 1 §2): more than the usual half of the window. */
const WIDE = 'min(1280px, 90vw)';

/** Remaining time as H:mm:ss (or D d H:mm:ss past a day): the live countdown of an active match. */
export function formatRemaining(ms: number): string {
  const total = Math.max(0, Math.floor(ms / 1000));
  const days = Math.floor(total / 86_400);
  const h = Math.floor((total % 86_400) / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  const clock = `${h}:${String(m).padStart(2, '0')}:${String(s).padStart(2, '0')}`;
  return days > 0 ? `${days}d ${clock}` : clock;
}

/** Part 1 §4: Active while the expiry is in the future, otherwise Inactive. */
export function matchStatus(expires: string | undefined, now: number): 'Active' | 'Inactive' {
  return expires && Date.parse(expires) > now ? 'Active' : 'Inactive';
}

/** The clock the countdowns read, ticking every second while shown. */
function useNow(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  return now;
}

function MatchRow({ match, now }: { match: Partial<RuleMatch>; now: number }) {
  const status = matchStatus(match.expires, now);
  const remaining = match.expires ? Date.parse(match.expires) - now : 0;
  return (
    <TableRow>
      <TableCell>
        <Chip size="small" label={status} color={status === 'Active' ? 'success' : 'default'} variant={status === 'Active' ? 'filled' : 'outlined'} />
        {match.inMaintenance && <Chip size="small" label="Maintenance" color="warning" variant="outlined" sx={{ ml: 0.5 }} />}
      </TableCell>
      <TableCell sx={{ overflowWrap: 'anywhere', minWidth: 160 }}>
        {match.label || match.subjectId}
        {match.label && match.subjectId && match.label !== match.subjectId && (
          <Typography variant="caption" color="text.secondary" component="div" sx={{ fontFamily: 'monospace' }}>{match.subjectId}</Typography>
        )}
      </TableCell>
      <TableCell align="right">{match.matchCount}</TableCell>
      <TableCell sx={{ whiteSpace: 'nowrap' }}>{match.firstMatch && <RelativeTime value={match.firstMatch} />}</TableCell>
      <TableCell sx={{ whiteSpace: 'nowrap' }}>{match.lastMatch && <RelativeTime value={match.lastMatch} />}</TableCell>
      <TableCell sx={{ whiteSpace: 'nowrap' }}>
        {status === 'Active' ? (
          <Box component="span" title={formatDateTime(match.expires)} sx={{ fontVariantNumeric: 'tabular-nums' }}>
            in {formatRemaining(remaining)}
          </Box>
        ) : (
          formatDateTime(match.expires)
        )}
      </TableCell>
      <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDateTime(match.created)}</TableCell>
    </TableRow>
  );
}

/**
 * Rule Matches (part 1 §2, §4, §9): a rule's matches, newest first, 50 to a page, refreshed every 30 s unless
 * paused; Active ones count down to their expiry.
 */
export function RuleMatchesPanel({ ruleId, onClose }: { ruleId: string; onClose: () => void }) {
  const rule = useRule(ruleId);
  const { get, setParams } = usePanelParams();
  // The page is in the address, so a reload or a shared link shows the same page.
  const page = Math.max(0, Number(get('matchesPage') ?? 0) || 0);
  const [pageSize, setPageSize] = useState(RULE_MATCHES_PAGE_SIZE);
  const [paused, setPaused] = useState(false);
  const matches = useRuleMatches(ruleId, { page, pageSize, paused });
  const now = useNow();
  const rows = matches.data?.value ?? [];
  const failed = matches.isError;
  useEffect(() => {
    if (failed) toast.error(ruleMessages.matchesLoadFailed, { preventDuplicate: true });
  }, [failed]);

  const footer = (
    <>
      <FormControlLabel
        sx={{ mr: 'auto' }}
        control={<Switch checked={!paused} onChange={(_event, on) => setPaused(!on)} />}
        label="Auto-refresh"
      />
      <TablePagination
        component="div"
        // Until the first page arrives there is nothing to page through.
        count={matches.data?.['@odata.count'] ?? rows.length}
        page={page}
        onPageChange={(_event, next) => setParams({ matchesPage: next ? String(next) : null })}
        rowsPerPage={pageSize}
        rowsPerPageOptions={[25, 50, 100]}
        onRowsPerPageChange={(event) => {
          setPageSize(Number(event.target.value));
          setParams({ matchesPage: null });
        }}
      />
    </>
  );
  return (
    <SidePanel open onClose={onClose} title={`Rule Matches: ${rule.data?.name ?? ''}`} width={WIDE} footer={footer}>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>{paused ? PAUSED_NOTE : REFRESH_NOTE}</Typography>
      <Box sx={{ height: 4 }}>{matches.isFetching && <LinearProgress aria-label="Loading rule matches" />}</Box>
      {failed && <Alert severity="error">{ruleMessages.matchesLoadFailed}</Alert>}
      {matches.data && rows.length === 0 && <Alert severity="info">{ruleMessages.noMatches}</Alert>}
      {rows.length > 0 && (
        <TableContainer>
          <Table size="small" aria-label="Rule matches">
            <TableHead>
              <TableRow>
                <TableCell>Status</TableCell>
                <TableCell>Subject</TableCell>
                <TableCell align="right">Matches</TableCell>
                <TableCell>First Match</TableCell>
                <TableCell>Last Match</TableCell>
                <TableCell>Expires</TableCell>
                <TableCell>Created</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((match) => <MatchRow key={match.ruleMatchId} match={match} now={now} />)}
            </TableBody>
          </Table>
        </TableContainer>
      )}
    </SidePanel>
  );
}
