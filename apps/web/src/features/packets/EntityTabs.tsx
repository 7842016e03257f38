import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { blockMessages, packetMessages, type RuleMatch } from '@portal/contracts';
import { useState } from 'react';
import { usePermissions } from '../../app/permissions.tsx';
import { formatDateTime } from '../../kit/dates.ts';
import { LogEntriesTable, type LogEntryRow } from '../../kit/LogEntriesTable.tsx';
import { PagedHistoryTable } from '../../kit/PagedHistoryTable.tsx';
import { useEntityLogs, useEntityPackets, useSubjectRuleMatches } from './entityQueries.ts';

export const ENTITY_HISTORY_PAGE_SIZE = 100;
export const RULE_MATCHES_NEED_PERMISSION = 'Rule matches are shown to people who may view rules (Rules view).';

const loading = (busy: boolean, label: string) => <Box sx={{ height: 4 }}>{busy && <LinearProgress aria-label={label} />}</Box>;
const info = (text: string) => <Alert severity="info" sx={{ mt: 1 }}>{text}</Alert>;
const failed = (text: string) => <Alert severity="error" sx={{ mt: 1 }}>{text}</Alert>;

/** The rule matches whose subject is an entity (a block, a device, an operation): newest first, active ones marked. */
export function RuleMatchesTab({ subjectId }: { subjectId: string }) {
  const { has } = usePermissions();
  const matches = useSubjectRuleMatches(subjectId);
  if (!has('Rules:view')) return info(RULE_MATCHES_NEED_PERMISSION);
  const rows: Array<Partial<RuleMatch>> = matches.data?.value ?? [];
  // Active as of the answer (refreshed every 30 s), not of each render.
  const now = matches.dataUpdatedAt;
  return (
    <>
      {loading(matches.isFetching, 'Loading rule matches')}
      {matches.isError && failed(packetMessages.ruleMatchesFailed)}
      {matches.data && rows.length === 0 && info(blockMessages.noRuleMatches)}
      {rows.length > 0 && (
        <Table size="small" aria-label="Rule matches">
          <TableHead>
            <TableRow>
              <TableCell>Rule</TableCell>
              <TableCell>Label</TableCell>
              <TableCell>Count</TableCell>
              <TableCell>Last Match</TableCell>
              <TableCell>State</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((row) => {
              const active = row.expires ? new Date(row.expires).getTime() > now && !row.completionProcessed : false;
              return (
                <TableRow key={row.ruleMatchId}>
                  <TableCell sx={{ overflowWrap: 'anywhere' }}>{row.rule?.name ?? row.ruleId}</TableCell>
                  <TableCell sx={{ overflowWrap: 'anywhere' }}>{row.label}</TableCell>
                  <TableCell>{row.matchCount}</TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDateTime(row.lastMatch)}</TableCell>
                  <TableCell>
                    <Chip size="small" variant="outlined" color={active ? 'warning' : 'default'} label={active ? 'Active' : 'Inactive'} />
                    {row.inMaintenance && <Chip size="small" variant="outlined" sx={{ ml: 0.5 }} label="Maintenance" />}
                  </TableCell>
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      )}
    </>
  );
}

const summary = (message: Record<string, unknown> | undefined) => {
  const text = JSON.stringify(message ?? {});
  return text.length > 160 ? `${text.slice(0, 157)}...` : text;
};

/** An entity's stored packets, newest first, 100 a page: the packet drawer's History of a device or an operation. */
export function PacketHistoryTab({ entityId }: { entityId: string }) {
  const [page, setPage] = useState(0);
  const history = useEntityPackets(entityId, page, ENTITY_HISTORY_PAGE_SIZE);
  const rows = history.data?.value ?? [];
  const total = history.data?.['@odata.count'] ?? rows.length;
  return (
    <>
      {loading(history.isFetching, 'Loading packet history')}
      {history.isError && failed(packetMessages.historyFailed)}
      {history.data && total === 0 && info(blockMessages.noHistory)}
      {rows.length > 0 && (
        <PagedHistoryTable
          label="Packet history"
          valueHeading="Message"
          fixedTimeColumns
          rows={rows.map((row) => ({
            key: `${row.packetId}-${row.timestamp}`, timestamp: row.timestamp ?? '', received: row.received,
            value: <Box component="span" sx={{ fontFamily: 'monospace', fontSize: '0.8rem' }}>{summary(row.message)}</Box>,
          }))}
          total={total}
          page={page}
          pageSize={ENTITY_HISTORY_PAGE_SIZE}
          onPageChange={setPage}
        />
      )}
    </>
  );
}

/** Log entries as the kit's table shows them (a block's have no type: they are information). */
export function LogsTable({ rows }: { rows: readonly LogEntryRow[] }) {
  return <LogEntriesTable rows={rows.map((r) => ({ ...r, entryType: r.entryType ?? 'Information' }))} label="Logs" />;
}

/** The logs of the entity a packet belongs to: a block's, a device's or a device operation's. */
export function PacketLogsTab({ entityId, tenantId }: { entityId: string; tenantId: string }) {
  const logs = useEntityLogs(entityId, tenantId);
  const rows = logs.data ?? [];
  return (
    <>
      {loading(logs.isFetching, 'Loading packet logs')}
      {logs.isError && failed(packetMessages.logsFailed)}
      {logs.data && rows.length === 0 && info(blockMessages.noLogs)}
      {rows.length > 0 && <LogsTable rows={rows} />}
    </>
  );
}
