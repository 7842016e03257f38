import DeleteIcon from '@mui/icons-material/Delete';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { communicationMessages, severityNames, workUnitStateNames, type CommunicationWorkUnit, type SeverityId, type WorkUnitStateId } from '@portal/contracts';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { ApiError } from '../../kit/api.ts';
import { toast } from '../../kit/toast.ts';
import { useDebounced } from '../../kit/useDebounced.ts';
import { useWorkUnits } from '../workunits/api.ts';
import { useRelateWorkUnits, useRemoveWorkUnit } from './queries.ts';

/** Part 3 §9: the related work unit search waits this long after typing. */
export const RELATED_SEARCH_DEBOUNCE_MS = 500;
export const RELATED_SEARCH_LIMIT = 10;
export const NO_RELATED_WORK_UNITS = 'No related work units found.';
export const RELATE_FAILED = 'A problem occurred relating the work units. Please try again.';

const failure = (error: unknown, fallback: string) => (error instanceof ApiError && error.status >= 400 && error.status < 500 && error.message ? error.message : fallback);

/** Related work units, newest (highest id) first (§2.10). */
export const sortRelated = (units: readonly CommunicationWorkUnit[]) => [...units].sort((a, b) => b.workUnitId - a.workUnitId);

function workUnitLink(unit: Pick<CommunicationWorkUnit, 'workUnitId' | 'tenantId'>) {
  return `/${unit.tenantId}/workunitsv2?workUnitId=${unit.workUnitId}`;
}

/** Finds the tenant's work units by text (500 ms after typing) and relates the ticked ones; at least one is needed (§5). */
function AddWorkUnits({ communicationId, tenantId, related }: { communicationId: number; tenantId: string; related: ReadonlySet<number> }) {
  const [text, setText] = useState('');
  const [picked, setPicked] = useState<number[]>([]);
  const term = useDebounced(text.trim(), RELATED_SEARCH_DEBOUNCE_MS);
  const relate = useRelateWorkUnits();
  const found = useWorkUnits(
    { $filter: `tenantId eq ${tenantId}`, $orderby: 'workUnitId desc', $top: RELATED_SEARCH_LIMIT, $count: true, ...(term ? { $search: term } : {}) },
    { enabled: term !== '' },
  );
  const candidates = (found.data?.value ?? []).filter((unit) => unit.workUnitId !== undefined && !related.has(unit.workUnitId));
  const toggle = (id: number, on: boolean) => setPicked((ids) => (on ? [...ids, id] : ids.filter((v) => v !== id)));
  const add = () =>
    relate.mutate(
      { id: communicationId, workunitIds: picked },
      {
        onSuccess: () => {
          setPicked([]);
          toast.success(picked.length === 1 ? 'Work unit related.' : `${picked.length} work units related.`);
        },
        onError: (error) => toast.error(failure(error, RELATE_FAILED)),
      },
    );
  return (
    <Box sx={{ mt: 2 }}>
      <TextField
        size="small" fullWidth label="Find work units to relate" value={text} type="search"
        helperText="Searches this tenant's work units by id, title and more."
        onChange={(event) => setText(event.target.value)}
      />
      {found.isFetching && <CircularProgress size={20} sx={{ mt: 1 }} aria-label="Searching work units" />}
      {term && found.data && candidates.length === 0 && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>No other work units match.</Typography>
      )}
      {candidates.length > 0 && (
        <Box component="ul" aria-label="Work units found" sx={{ listStyle: 'none', p: 0, m: 0, mt: 1 }}>
          {candidates.map((unit) => (
            <Box component="li" key={unit.workUnitId} sx={{ display: 'flex', alignItems: 'center' }}>
              <Checkbox
                size="small"
                checked={picked.includes(unit.workUnitId!)}
                onChange={(_event, on) => toggle(unit.workUnitId!, on)}
                slotProps={{ input: { 'aria-label': `Relate work unit ${unit.workUnitId}: ${unit.title ?? ''}` } }}
              />
              <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>#{unit.workUnitId} {unit.title}</Typography>
            </Box>
          ))}
        </Box>
      )}
      <Tooltip title={picked.length === 0 ? communicationMessages.workUnitsRequired : ''} describeChild>
        <span>
          <Button variant="outlined" size="small" sx={{ mt: 1 }} disabled={picked.length === 0 || relate.isPending} onClick={add}>
            Add Related Work Units{picked.length > 0 ? ` (${picked.length})` : ''}
          </Button>
        </span>
      </Tooltip>
    </Box>
  );
}

/** The Related Work Units section (§2.10): a table sorted by id descending, with add and remove. */
export function RelatedWorkUnits({ communicationId, tenantId, workUnits, canEdit }: {
  communicationId: number;
  tenantId: string;
  workUnits: readonly CommunicationWorkUnit[];
  canEdit: boolean;
}) {
  const remove = useRemoveWorkUnit();
  const [filter, setFilter] = useState('');
  const term = useDebounced(filter.trim().toLowerCase(), RELATED_SEARCH_DEBOUNCE_MS);
  const sorted = sortRelated(workUnits);
  const shown = term ? sorted.filter((unit) => `${unit.workUnitId} ${unit.title}`.toLowerCase().includes(term)) : sorted;
  return (
    <Box>
      {sorted.length > 5 && (
        <TextField size="small" fullWidth type="search" label="Search related work units" value={filter} onChange={(event) => setFilter(event.target.value)} sx={{ mb: 1 }} />
      )}
      {shown.length === 0 ? (
        <Alert severity="info" variant="outlined">{NO_RELATED_WORK_UNITS}</Alert>
      ) : (
        <Box sx={{ overflowX: 'auto' }}>
          <Table size="small" aria-label="Related work units">
            <TableHead>
              <TableRow>
                <TableCell>ID</TableCell>
                <TableCell>Title</TableCell>
                <TableCell>State</TableCell>
                <TableCell>Severity</TableCell>
                {canEdit && <TableCell><Box component="span" sx={visuallyHidden}>Remove</Box></TableCell>}
              </TableRow>
            </TableHead>
            <TableBody>
              {shown.map((unit) => (
                <TableRow key={unit.workUnitId}>
                  <TableCell>
                    <Link component={RouterLink} to={workUnitLink(unit)}>{unit.workUnitId}</Link>
                  </TableCell>
                  <TableCell sx={{ overflowWrap: 'anywhere' }}>{unit.title}</TableCell>
                  <TableCell>{workUnitStateNames[unit.stateId as WorkUnitStateId] ?? unit.stateId}</TableCell>
                  <TableCell>{severityNames[unit.severityId as SeverityId] ?? unit.severityId}</TableCell>
                  {canEdit && (
                    <TableCell padding="checkbox">
                      <IconButton
                        size="small"
                        aria-label={`Remove work unit ${unit.workUnitId}`}
                        disabled={remove.isPending}
                        onClick={() =>
                          remove.mutate(
                            { id: communicationId, workUnitId: unit.workUnitId },
                            { onSuccess: () => toast.success(communicationMessages.workUnitRemoved), onError: (error) => toast.error(failure(error, RELATE_FAILED)) },
                          )
                        }
                      >
                        <DeleteIcon fontSize="small" />
                      </IconButton>
                    </TableCell>
                  )}
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Box>
      )}
      {canEdit && <AddWorkUnits communicationId={communicationId} tenantId={tenantId} related={new Set(workUnits.map((unit) => unit.workUnitId))} />}
    </Box>
  );
}

const visuallyHidden = {
  border: 0, clip: 'rect(0 0 0 0)', height: '1px', margin: '-1px', overflow: 'hidden', padding: 0, position: 'absolute', whiteSpace: 'nowrap', width: '1px',
} as const;
