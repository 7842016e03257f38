import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import type { WorkUnitCommunicationSummary } from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router';
import { usePermissions } from '../../app/permissions.tsx';
import { api } from '../../kit/api.ts';
import { formatDateTime } from '../../kit/dates.ts';
import { OVERDUE_LABEL } from './markers.tsx';
import { wucommKeys } from './queries.ts';

export const OVERDUE_MARKER_TITLE = 'Customer update overdue';

export function useWorkUnitCommunications(workUnitId: number, enabled: boolean) {
  return useQuery({
    queryKey: wucommKeys.list('ofWorkUnit', workUnitId),
    queryFn: ({ signal }): Promise<WorkUnitCommunicationSummary[]> =>
      api.GET('/v1/workunits/{workUnitId}/communications', { params: { path: { workUnitId } }, signal }),
    enabled,
    staleTime: 30_000,
  });
}

/**
 * The work unit panel's overdue marker (issue 31 item 5): a related communication whose next customer update
 * has passed, with a link to it. Nothing for a person who may not read communications.
 */
export function WorkUnitOverdueMarker({ workUnitId, tenantId }: { workUnitId: number; tenantId: string }) {
  const { has } = usePermissions();
  const communications = useWorkUnitCommunications(workUnitId, has('WorkUnitCommunications:view'));
  const overdue = (communications.data ?? []).filter((c) => c.overdue);
  if (overdue.length === 0) return null;
  return (
    <Alert severity="error" variant="outlined" role="status" aria-label={OVERDUE_MARKER_TITLE}>
      <Box component="strong" sx={{ display: 'block' }}>{OVERDUE_MARKER_TITLE}</Box>
      {overdue.map((c) => (
        <Box key={c.workUnitCommunicationId}>
          {OVERDUE_LABEL}:{' '}
          <Link component={RouterLink} to={`/${tenantId}/workunitcommunications?publicWuCommId=${c.publicWorkUnitCommunicationId}`} color="inherit" underline="always">
            {c.title}
          </Link>
          {c.nextUpdate ? ` (due ${formatDateTime(c.nextUpdate)})` : ''}
        </Box>
      ))}
    </Alert>
  );
}
