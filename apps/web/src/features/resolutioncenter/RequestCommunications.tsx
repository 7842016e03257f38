import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { isClosedCommunicationStatus, type CustomerCommunicationResponse } from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../kit/api.ts';
import { formatDateTime } from '../../kit/dates.ts';
import { RelativeTime } from '../../kit/RelativeTime.tsx';
import { rcKeys } from './queries.ts';

export const COMMUNICATIONS_HEADING = 'Service Updates';
export const NO_COMMUNICATIONS = 'No service updates for this request.';

/** The communications staff published about this request (issue 31 item 5): read-only, customer-facing steps only. */
export function useRequestCommunications(workUnitId: number | undefined) {
  return useQuery({
    queryKey: rcKeys.detail(String(workUnitId ?? ''), 'communications'),
    queryFn: ({ signal }): Promise<CustomerCommunicationResponse[]> =>
      api.GET('/v1/workunits/rc/{workUnitId}/communications', { params: { path: { workUnitId: workUnitId! } }, signal }),
    enabled: workUnitId !== undefined,
  });
}

function Fact({ label, value }: { label: string; value: string | null | undefined }) {
  if (!value) return null;
  return (
    <Typography variant="body2" component="div">
      <Box component="span" sx={{ color: 'text.secondary' }}>{label}: </Box>
      {value}
    </Typography>
  );
}

function CommunicationCard({ communication }: { communication: CustomerCommunicationResponse }) {
  const closed = isClosedCommunicationStatus(communication.status);
  const done = communication.activities.filter((a) => a.isComplete);
  const planned = communication.activities.filter((a) => !a.isComplete);
  const steps = (title: string, list: typeof done) =>
    list.length > 0 && (
      <Box>
        <Typography variant="subtitle2" component="h4">{title}</Typography>
        <Box component="ul" sx={{ my: 0.5, pl: 2.5 }}>
          {list.map((a) => (
            <Typography component="li" variant="body2" key={a.workUnitCommunicationActivityId} sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
              {a.details}
            </Typography>
          ))}
        </Box>
      </Box>
    );
  return (
    <Paper variant="outlined" component="article" sx={{ p: 1.5 }} aria-label={communication.title}>
      <Stack spacing={1}>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
          <Typography variant="subtitle1" component="h3" sx={{ flex: '1 1 auto', overflowWrap: 'anywhere' }}>{communication.title}</Typography>
          <Chip size="small" color={closed ? 'success' : 'warning'} variant="outlined" label={communication.statusLabel} />
        </Box>
        <Typography variant="caption" color="text.secondary">
          Updated <RelativeTime value={communication.modified} />
        </Typography>
        <Fact label="Impact" value={communication.currentImpact} />
        <Fact label="Affected services" value={communication.impactedServices} />
        <Fact label="Started" value={formatDateTime(communication.eventStarted)} />
        <Fact label="Resolved" value={communication.eventResolved ? formatDateTime(communication.eventResolved) : null} />
        {!closed && <Fact label="Next update by" value={communication.nextUpdate ? formatDateTime(communication.nextUpdate) : null} />}
        {communication.customerAssistanceRequired && <Alert severity="info" variant="outlined">We need your help with this: please watch for our call or email.</Alert>}
        {communication.details && <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{communication.details}</Typography>}
        {communication.rootCause && <Fact label="Root cause" value={communication.rootCause} />}
        {steps('What we have done', done)}
        {steps('What happens next', planned)}
      </Stack>
    </Paper>
  );
}

/** The request's service updates in its detail dialog. */
export function RequestCommunications({ workUnitId }: { workUnitId: number }) {
  const communications = useRequestCommunications(workUnitId);
  return (
    <Box>
      <Typography variant="subtitle2" gutterBottom>{COMMUNICATIONS_HEADING}</Typography>
      {communications.isPending && <CircularProgress size={20} aria-label="Loading service updates" />}
      {communications.isError && <Alert severity="error">{communications.error.message}</Alert>}
      {communications.data?.length === 0 && <Typography variant="body2" color="text.secondary">{NO_COMMUNICATIONS}</Typography>}
      <Stack spacing={1.5}>
        {communications.data?.map((c) => <CommunicationCard key={c.publicWorkUnitCommunicationId} communication={c} />)}
      </Stack>
    </Box>
  );
}
